import { act, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { AutoSaveIndicator } from '../../src/components/AutoSaveIndicator';
import { FormTextField } from '../../src/components/form/FormTextField';
import { useAutoSave } from '../../src/components/form/useAutoSave';
import { MutationFailure } from '../../src/lib/errors';
import { renderWithProviders } from './render';

describe('AutoSaveIndicator', () => {
  it.each([
    ['idle', 'Changes are saved automatically'],
    ['saving', 'Saving…'],
    ['saved', 'Saved'],
    ['error', 'Auto save failure'],
  ] as const)('shows the %s state as "%s"', (status, text) => {
    renderWithProviders(<AutoSaveIndicator status={status} />);
    const indicator = screen.getAllByRole('status').find((el) => el.dataset.status === status);
    expect(indicator).toHaveTextContent(text);
  });
});

type Values = { name: string; description: string };

function NameForm({ save }: { save: (values: Values) => Promise<Values | void> }) {
  const autoSave = useAutoSave<Values>({ save, delay: 300 });
  return (
    <form onSubmit={autoSave.handleSubmit}>
      <AutoSaveIndicator status={autoSave.status} error={autoSave.error} />
      <FormTextField name="name" label="Name" />
      <FormTextField name="description" label="Description" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(
  save: (values: Values) => Promise<Values | void>,
  initialValues: Values = { name: 'Savings', description: 'Rainy days' },
) {
  return renderWithProviders(
    <Formik
      initialValues={initialValues}
      validationSchema={object({
        name: string().required('validation.required'),
        description: string().required('validation.required'),
      })}
      onSubmit={() => {}}
    >
      <NameForm save={save} />
    </Formik>,
  );
}

/** The form's save state (the app has other live regions). */
const indicator = () => screen.getAllByRole('status').find((el) => el.dataset.status)!;

describe('useAutoSave', () => {
  it('saves a valid change by itself after a short pause', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderForm(save);
    await user.type(screen.getByLabelText('Name'), ' account');
    expect(save).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ name: 'Savings account', description: 'Rainy days' }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never auto-saves invalid values, and says so at once, without a Save', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderForm(save);
    await user.clear(screen.getByLabelText('Name'));
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(indicator()).toHaveTextContent('Auto save failure');
    await user.hover(indicator());
    expect(await screen.findByText('Not saved: correct the marked fields')).toBeInTheDocument();
    // corrected, it saves by itself
    await user.type(screen.getByLabelText('Name'), 'Rainy day fund');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows what the record lacks but must have as soon as the form opens', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderForm(save, { name: 'Savings', description: '' });
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), ' account');
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(save).not.toHaveBeenCalled();
    expect(indicator()).toHaveTextContent('Auto save failure');
  });

  it('shows "Auto save failure" and the server field error when saving fails', async () => {
    const save = vi.fn(async () => {
      throw new MutationFailure('Name is taken', { name: 'Name is taken' });
    });
    const { user } = renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Auto save failure')).toBeInTheDocument();
    expect(screen.getByText('Name is taken')).toBeInTheDocument();
  });
});
