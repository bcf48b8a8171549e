// Calendar days as the ledger keeps them (YYYY-MM-DD, UTC), and the window a day may fall in.
//
// A day outside the window is refused with a field message wherever a person gives one (a
// transaction, a statement's row, a valuation, a price): one dated 0100-01-01 made a net-worth
// history of 703,786 daily points (issue 23). 1900 is before anything a person could still hold
// was bought; a year ahead leaves room for planned transactions.
import type { Checks } from './result.js';

export const EARLIEST_DAY = '1900-01-01';
/** How far ahead a planned transaction may be dated. */
const AHEAD_MONTHS = 12;

export const today = () => new Date().toISOString().slice(0, 10);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isDateString(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function shiftMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The last day a transaction may be dated: a year from today (worked out once a day: a
 * statement's checks ask it for each of 20,000 rows). */
export function latestDay(now = today()): string {
  if (latest?.now !== now) latest = { now, day: shiftMonths(now, AHEAD_MONTHS) };
  return latest.day;
}
let latest: { now: string; day: string } | undefined;

/**
 * A day the person must give, within the window: from EARLIEST_DAY to a year ahead, or to today
 * where a future day means nothing (`future` is then the message).
 */
export function checkDay(
  check: Checks,
  field: string,
  day: string | null | undefined,
  { future }: { future?: string } = {},
): Checks {
  if (!day) return check.that(field, false, 'Date is required');
  check.that(field, day >= EARLIEST_DAY, `Date must be on or after ${EARLIEST_DAY}`);
  return future
    ? check.that(field, day <= today(), future)
    : check.that(field, day <= latestDay(), 'Date must be at most a year from today');
}
