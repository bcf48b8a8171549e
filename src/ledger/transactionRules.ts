// The rules of one transaction's fields, shared by the transaction forms and the statement review
// (each row of a statement is checked as a transaction made by hand is). Messages are translation
// keys; amounts and fees stay decimal strings, never parsed into floats.
import * as yup from 'yup';
import type { TransactionType } from '../graphql/types';
import {
  DATE_PATTERN,
  DECIMAL_PATTERN,
  descriptionText,
  EARLIEST_DATE,
  latestIso,
} from '../lib/validation';

export const transactionTypes = [
  'credit',
  'debit',
  'transfer',
] as const satisfies readonly TransactionType[];

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.toISOString().slice(0, 10) === value;
}

/** A decimal string the API can hold (lib/validation's pattern), not negative. */
export const decimal = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .matches(DECIMAL_PATTERN, 'validation.decimal')
    .test('not-negative', 'resources.transactions.validation.negative', (v) => !v?.startsWith('-'));

export const amount = decimal('resources.transactions.validation.amountRequired').test(
  'positive',
  'resources.transactions.validation.amountPositive',
  (v) => !v || /[1-9]/u.test(v),
);

export const fee = decimal('resources.transactions.validation.feeRequired');

export const description = descriptionText().required(
  'resources.transactions.validation.descriptionRequired',
);

export const date = yup
  .string()
  .trim()
  .required('resources.transactions.validation.dateRequired')
  .test('date', 'validation.date', (v) => !v || isRealDate(v))
  // YYYY-MM-DD strings compare as the days they name
  .test('from', 'validation.dateTooEarly', (v) => !v || v >= EARLIEST_DATE)
  .test('ahead', 'validation.dateTooFar', (v) => !v || v <= latestIso());

export const transactionType = yup
  .mixed<TransactionType>()
  .oneOf(transactionTypes)
  .required('resources.transactions.validation.typeRequired');
