// Validation of the account forms: the same rules as the API (name required, at most 100
// characters; currency required; balances decimal strings; description at most 500 characters,
// required on edit). A debt (class liability) is entered as the amount owed, a positive number the
// API stores negated, with its kind (loan, credit card, mortgage or other) and optionally the
// real-asset account it is secured on. A bank account or a debt may keep its IBAN or account number
// (letters, digits and spaces, at most 34 without the spaces, as the API checks it). Messages are
// translation keys (public/locales/*/common.json).
import { object, string } from 'yup';
import { ACCOUNT_NUMBER_MAX } from '../../../shared/fieldLimits';
import { AccountClass, AccountType } from '../../graphql/types';
import { accountClasses } from '../accountKinds';
import { negateDecimal } from '../../lib/decimal';
import {
  descriptionText,
  requiredDecimal,
  requiredName,
  UNSIGNED_DECIMAL_PATTERN,
} from '../../lib/validation';

/** The kinds of debt a liability account can be: loan, credit card, mortgage or other debt. */
export const liabilityTypes = [
  AccountType.Loan,
  AccountType.Credit,
  AccountType.Liability,
] as const satisfies readonly AccountType[];

export const isLiability = (accountClass: string) => accountClass === AccountClass.Liability;

/** The classes whose accounts have a number at a bank: bank accounts and debts (a card, a loan). */
export const hasAccountNumber = (accountClass: string) =>
  accountClass === AccountClass.Bank || isLiability(accountClass);

/** An IBAN or account number, optional: letters, digits and spaces, the spaces not counted. */
const accountNumber = () =>
  string()
    .trim()
    .default('')
    .matches(/^[A-Za-z0-9\s]*$/u, 'resources.accounts.validation.accountNumberChars')
    .test(
      'length',
      'resources.accounts.validation.accountNumberMax',
      (value = '') => value.replace(/\s/gu, '').length <= ACCOUNT_NUMBER_MAX,
    );

/** The amount owed (positive, as entered) as the account's value: what is owed is negative. */
/** The account form's values: a new manual account's, and on edit its initial balance too. */
export type AccountValues = ManualAccountValues & { initial_value: string };

export const owedToValue = (owed: string) => negateDecimal(owed.trim());

const name = () => requiredName('validation.nameRequired');

export type ManualAccountValues = {
  name: string;
  instrument_id: string;
  /** The balance; for a liability the amount owed, entered positive. */
  value: string;
  account_class: AccountClass | '';
  /** Only for a liability: loan, credit or liability (mortgage or other debt). */
  account_type: AccountType | '';
  /** Only for a liability: the real-asset account it is secured on, if any. */
  master_account_id: string;
  description: string;
  /** Only for a bank account or a debt: its IBAN or account number, if given. */
  account_number: string;
};

export const emptyManualAccount: ManualAccountValues = {
  name: '',
  instrument_id: '',
  value: '',
  account_class: '',
  account_type: '',
  master_account_id: '',
  description: '',
  account_number: '',
};

export const manualAccountSchema = object({
  name: name(),
  instrument_id: string().required('validation.required'),
  value: requiredDecimal().when('account_class', {
    is: AccountClass.Liability,
    then: (schema) =>
      schema.matches(UNSIGNED_DECIMAL_PATTERN, 'resources.accounts.validation.owedPositive'),
  }),
  account_class: string().required('validation.required').oneOf(accountClasses),
  // '' is left to `required` (and its message); oneOf refuses any other type
  account_type: string()
    .default('')
    .when('account_class', {
      is: AccountClass.Liability,
      then: (schema) => schema.required('validation.required').oneOf(['', ...liabilityTypes]),
    }),
  master_account_id: string().default(''),
  description: descriptionText(),
  // a class without one leaves whatever was typed before the class changed unsent
  account_number: string()
    .default('')
    .when('account_class', { is: hasAccountNumber, then: () => accountNumber() }),
});

export type VenueAccountValues = {
  venue_id: string;
  name: string;
  secrets: Record<string, string>;
};

export const emptyVenueAccount: VenueAccountValues = { venue_id: '', name: '', secrets: {} };

/** A venue account needs the venue, a name and every credential field the venue lists. */
export function venueAccountSchema(credentialFields: readonly string[]) {
  return object({
    venue_id: string().required('validation.required'),
    name: name(),
    secrets: object(
      Object.fromEntries(
        credentialFields.map((field) => [field, string().trim().required('validation.required')]),
      ),
    ),
  });
}

const owed = () =>
  requiredDecimal().matches(UNSIGNED_DECIMAL_PATTERN, 'resources.accounts.validation.owedPositive');

/** The edit form's rules; a debt's amounts are entered as owed (positive). */
export const accountEditSchemaFor = (debt: boolean) =>
  object({
    name: name(),
    value: debt ? owed() : requiredDecimal(),
    initial_value: debt ? owed() : requiredDecimal(),
    instrument_id: string().required('validation.required'),
    description: descriptionText(true),
    account_type: debt
      ? string()
          .required('validation.required')
          .oneOf(['', ...liabilityTypes])
      : string().default(''),
    master_account_id: string().default(''),
    account_number: accountNumber(),
  });

export type CredentialField = { name: string; label: string; secret: boolean };

/**
 * A venue's account_fields (a JSON map of field name → label, or a list of names) as inputs.
 * Fields named like a private key, secret or password are masked.
 */
export function credentialFields(accountFields: unknown): CredentialField[] {
  const entries: [string, string][] = Array.isArray(accountFields)
    ? accountFields.filter((f): f is string => typeof f === 'string').map((f) => [f, f])
    : accountFields && typeof accountFields === 'object'
      ? Object.entries(accountFields as Record<string, unknown>).map(([key, label]) => [
          key,
          typeof label === 'string' && label.trim() ? label : key,
        ])
      : [];
  return entries.map(([key, label]) => ({
    name: key,
    label: label === key ? humanize(key) : label,
    secret: /private|secret|password|passphrase/iu.test(key),
  }));
}

function humanize(key: string): string {
  const text = key.replace(/[_-]+/gu, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
