// The checks the ledger's writes share: names, descriptions, decimals in an instrument's places,
// values that follow a price, and the caller's own rows.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { accounts, assets, instruments, type InstrumentRow } from '../../db/schema.js';
import { compareDecimals, fractionDigits, multiply } from '../decimal.js';
import type { Checks } from '../result.js';
import { ACCOUNT_NUMBER_MAX, DESCRIPTION_MAX, NAME_MAX } from '../../../shared/fieldLimits.js';

/** An account as the ledger writes it (credentials included: never answered as they are). */
export type AccountRecord = typeof accounts.$inferSelect;

export { DESCRIPTION_MAX };
const USD = 'USD';

/**
 * A value given for a holding whose value follows its price: accepted only when it says nothing
 * new (it is the balance itself, as the spec's "total balance (value)", or balance × price).
 */
export function checkFollowsPrice(
  check: Checks,
  value: string | null | undefined,
  balance: string,
  unitPrice: string | null,
  ticker: string | undefined,
): Checks {
  if (value == null) return check;
  const says = (other: string) => compareDecimals(value, other) === 0;
  const priced = unitPrice === null ? null : multiply(balance, unitPrice);
  return check.that(
    'value',
    says(balance) || (priced !== null && says(priced)),
    `The value of ${ticker ? `a ${ticker}` : 'this'} holding follows its price: change the balance instead`,
  );
}

export const REAL_NO_BALANCE =
  "A real asset's balance is its latest valuation: give its value instead";

export const REAL_NO_TRANSACTIONS =
  'A real asset holds a value, not a balance: record a new valuation instead';

type Sign = 'positive' | 'not negative' | 'any';
const SIGN_MESSAGE: Record<Sign, string> = {
  positive: 'must be greater than 0',
  'not negative': 'cannot be negative',
  any: '',
};

/** A decimal the caller must give, with its sign and at most the instrument's decimals. */
export function checkDecimal(
  check: Checks,
  field: string,
  label: string,
  value: string | null | undefined,
  instrument: InstrumentRow | undefined,
  sign: Sign = 'any',
): Checks {
  if (value === null || value === undefined)
    return check.that(field, false, `${label} is required`);
  const signOk =
    sign === 'any' ||
    (sign === 'positive' ? compareDecimals(value, '0') > 0 : compareDecimals(value, '0') >= 0);
  check.that(field, signOk, `${label} ${SIGN_MESSAGE[sign]}`);
  if (instrument) {
    check.that(
      field,
      fractionDigits(value) <= instrument.decimals,
      `At most ${instrument.decimals} decimal places`,
    );
  }
  return check;
}

export function checkName(check: Checks, name: string | undefined): Checks {
  if (name === undefined) return check;
  return check.required('name', name, 'Name is required').atMost('name', name, NAME_MAX, 'Name');
}

/** A description: required on edits and transactions (as the forms require it), optional on
 * create. */
export function checkDescription(check: Checks, description: string, required = true): Checks {
  if (required) check.required('description', description, 'Description is required');
  return check.atMost('description', description, DESCRIPTION_MAX, 'Description');
}

/**
 * An account's number as kept: its spaces taken out and upper-cased ("de89 3704 …" is
 * "DE893704…"); null for none (null, or only spaces), undefined when not given.
 */
export function accountNumber(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const kept = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return kept === '' ? null : kept;
}

/** An IBAN or account number: letters, digits and spaces, at most ACCOUNT_NUMBER_MAX of the first two. */
export function checkAccountNumber(check: Checks, value: string | null | undefined): Checks {
  const kept = accountNumber(value) ?? '';
  return check
    .that(
      'account_number',
      // the characters as given: upper-casing "ß" would make it "SS"
      /^[A-Za-z0-9\s]*$/.test(value ?? ''),
      'An account number holds letters, digits and spaces only',
    )
    .that(
      'account_number',
      kept.length <= ACCOUNT_NUMBER_MAX,
      `An account number is at most ${ACCOUNT_NUMBER_MAX} letters and digits`,
    );
}

/** The name and description an edit leaves: given ones trimmed (null as empty), others kept. */
export function editedTexts(
  input: { name?: string | null; description?: string | null },
  current: { description: string | null },
) {
  return {
    name: input.name === null ? '' : input.name?.trim(),
    description:
      input.description === undefined
        ? (current.description ?? '')
        : (trimmed(input.description) ?? ''),
  };
}

export const trimmed = (text: string | null | undefined) => (text == null ? text : text.trim());
export const changed = (next: string | null | undefined, current: string) =>
  next != null && compareDecimals(next, current) !== 0;
export const isUsd = (instrument: InstrumentRow | undefined) => instrument?.ticker === USD;
export const instrumentOf = (db: Db, id: string | null) =>
  id ? findRow(db, instruments, id) : Promise.resolve(undefined);
export const mine = (userId: string) => ({
  account: (db: Db, id: string) => findRow(db, accounts, id, eq(accounts.user_id, userId)),
  asset: (db: Db, id: string) => findRow(db, assets, id, eq(assets.user_id, userId)),
});
