// Amounts as people type them (issue 27): the marks of the interface's language, read exactly,
// what was typed left as it was typed.
import { act, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { FormDecimalField } from '../../src/components/form/FormDecimalField';
import { numberMarks, readDecimal, showDecimal } from '../../src/lib/decimalInput';
import { requiredDecimal } from '../../src/lib/validation';
import { renderWithProviders } from './render';

const en = numberMarks('en');
const de = numberMarks('de');

describe('readDecimal', () => {
  it('reads the marks the app shows numbers with in the language', () => {
    expect(en).toEqual({ group: ',', decimal: '.' });
    expect(de).toEqual({ group: '.', decimal: ',' });
    expect(readDecimal('2,450.75', en)).toBe('2450.75');
    expect(readDecimal('1.234,56', de)).toBe('1234.56');
    expect(readDecimal('1,234,567.890', en)).toBe('1234567.890');
    expect(readDecimal('1.234.567', de)).toBe('1234567');
    expect(readDecimal('1 234,5', de)).toBe('1234.5');
    expect(readDecimal('-0,000000000000000001', de)).toBe('-0.000000000000000001');
    expect(readDecimal('12345678901234567890.123456789012345678', en)).toBe(
      '12345678901234567890.123456789012345678',
    );
  });

  it('takes a lone mark that cannot be grouping as the decimal mark, and grouping as grouping', () => {
    expect(readDecimal('12.5', de)).toBe('12.5');
    expect(readDecimal('12,50', en)).toBe('12.50');
    expect(readDecimal('1.234', de)).toBe('1234');
    expect(readDecimal('1,234', en)).toBe('1234');
  });

  it('answers null for what is not an amount', () => {
    for (const text of ['', '-', 'abc', '1e5', '12.5.0', '1,2,3', '2.450,75']) {
      expect(readDecimal(text, en), text).toBeNull();
    }
    for (const text of ['1.234.5', '1,2,3', '2,450.75']) {
      expect(readDecimal(text, de), text).toBeNull();
    }
  });

  it('shows a decimal in the language’s decimal mark, and anything else as it is', () => {
    expect(showDecimal('-1234.5', de)).toBe('-1234,5');
    expect(showDecimal('1234.5', en)).toBe('1234.5');
    expect(showDecimal('12.5.0', de)).toBe('12.5.0');
  });
});

function AmountForm({
  initial,
  onSubmit,
}: {
  initial: string;
  onSubmit: (amount: string) => void;
}) {
  return (
    <Formik
      initialValues={{ amount: initial }}
      validationSchema={object({ amount: requiredDecimal() })}
      onSubmit={(values) => onSubmit(values.amount)}
    >
      <Form>
        <FormDecimalField name="amount" label="Amount" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

describe('FormDecimalField', () => {
  it('books "2,450.75" in English exactly, showing it as typed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<AmountForm initial="" onSubmit={onSubmit} />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '2,450.75');
    expect(amount).toHaveValue('2,450.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2450.75'));
  });

  it('books "1.234,56" in German exactly, and shows a saved value in German marks', async () => {
    const onSubmit = vi.fn();
    const { user, i18n } = renderWithProviders(<AmountForm initial="99.5" onSubmit={onSubmit} />);
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue('99.5');
    await act(() => i18n.changeLanguage('de'));
    expect(amount).toHaveValue('99,5');
    await user.clear(amount);
    await user.type(amount, '1.234,56');
    expect(amount).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234.56'));
  });

  it('keeps what is not an amount as typed, and the check says so', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<AmountForm initial="" onSubmit={onSubmit} />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '2.450,75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter a number/)).toBeVisible();
    expect(amount).toHaveValue('2.450,75');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
