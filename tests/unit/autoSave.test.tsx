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

type Values = { name: string };

function NameForm({ save }: { save: (values: Values) => Promise<Values | void> }) {
  const autoSave = useAutoSave<Values>({ save, delay: 300 });
  return (
    <form onSubmit={autoSave.handleSubmit}>
      <AutoSaveIndicator status={autoSave.status} error={autoSave.error} />
      <FormTextField name="name" label="Name" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(save: (values: Values) => Promise<Values | void>) {
  return renderWithProviders(
    <Formik
      initialValues={{ name: 'Savings' }}
      validationSchema={object({ name: string().required('validation.required') })}
      onSubmit={() => {}}
    >
      <NameForm save={save} />
    </Formik>,
  );
}

describe('useAutoSave', () => {
  it('saves a valid change by itself after a short pause', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderForm(save);
    await user.type(screen.getByLabelText('Name'), ' account');
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Savings account' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never auto-saves invalid values; submit shows the message', async () => {
    const save = vi.fn(async () => {});
    const { user } = renderForm(save);
    await user.clear(screen.getByLabelText('Name'));
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input!')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
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
