// Validation of the account forms: the same rules as the API (name required, at most 100
// characters; currency required; balances decimal strings; description at most 500 characters,
// required on edit). Messages are translation keys (public/locales/*/common.json).
import { object, string } from 'yup';
import { AccountClass, AccountType } from '../../graphql/generated';
import { requiredDecimal } from '../../lib/validation';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

/** The account classes and types of the contract (schema.graphql), for selects and filters. */
export const accountClasses: readonly AccountClass[] = Object.values(AccountClass);
export const accountTypes: readonly AccountType[] = Object.values(AccountType);

const name = () =>
  string().trim().required('validation.nameRequired').max(NAME_MAX, 'validation.max100');

export type ManualAccountValues = {
  name: string;
  instrument_id: string;
  value: string;
  account_class: AccountClass | '';
  description: string;
};

export const emptyManualAccount: ManualAccountValues = {
  name: '',
  instrument_id: '',
  value: '',
  account_class: '',
  description: '',
};

export const manualAccountSchema = object({
  name: name(),
  instrument_id: string().required('validation.required'),
  value: requiredDecimal(),
  account_class: string().required('validation.required').oneOf(accountClasses),
  description: string().trim().max(DESCRIPTION_MAX, 'validation.max500'),
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

export type AccountEditValues = {
  name: string;
  value: string;
  initial_value: string;
  instrument_id: string;
  description: string;
};

export const accountEditSchema = object({
  name: name(),
  value: requiredDecimal(),
  initial_value: requiredDecimal(),
  instrument_id: string().required('validation.required'),
  description: string()
    .trim()
    .required('validation.required')
    .max(DESCRIPTION_MAX, 'validation.max500'),
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
