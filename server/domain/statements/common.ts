// What the statement parsers share: the messages more than one of them gives, and the small
// helpers for answering errors, quoting values, whitespace, XML entities, calendar days, currency
// codes and signs. Pure, like the parsers.
import type { ParseError } from './types.js';

/** A file that holds nothing but white space. */
export const EMPTY_FILE = 'The file is empty.';

/** A statement without a single booking. */
export const NO_TRANSACTIONS = 'The statement has no transactions.';

/** A file with bookings of more than one account. */
export const SEVERAL_ACCOUNTS =
  'The file holds statements of several accounts; export one account per file.';

/** Why a row of amount 0 (a quarterly account statement, a notice of new terms) is set aside. */
export const MOVES_NO_MONEY = 'The amount is 0: the row moves no money.';

/** The note for a file whose closing balance is there but empty. */
export const NO_BALANCE = 'The file states no closing balance.';

/** The note for a closing balance that cannot be read: the rows are read without it. */
export function unreadableBalance(what: string, value: string): string {
  return `The closing balance ${what} ${quote(value)} cannot be read; the rows are read without it.`;
}

/**
 * A row's description: the first of the candidates (its text, counterparty, type, references)
 * that holds any, else whether money came in or went out, so that no row is without one.
 */
export function describeRow(candidates: (string | null | undefined)[], amount: string): string {
  for (const candidate of candidates) {
    const text = collapse(candidate ?? '');
    if (text !== '') return text;
  }
  return amount.startsWith('-') ? 'Money out' : 'Money in';
}

/**
 * The 1-based line of an offset into the text, for rows found by offset (OFX, CAMT): the line
 * breaks are found once, at the first call, and each call is a binary search.
 */
export function lineLocator(text: string): (offset: number) => number {
  let breaks: number[] | null = null;
  return (offset) => {
    breaks ??= [...text.matchAll(/\r\n|\r|\n/g)].map((match) => match.index);
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (breaks[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

/** The message for a statement with more bookings than an upload takes. */
export function tooManyRows(maxEntries: number): string {
  return `The statement has more than ${maxEntries} rows; split it into smaller files.`;
}

/** The error answer for a file that cannot be read. */
export function fail(error: string): ParseError {
  return { error };
}

/** A value quoted in a message, cut short so a huge garbage value cannot flood it. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** Trimmed, inner white space (line breaks of a quoted value too) collapsed to one space. */
export function collapse(value: string): string {
  // Only runs and other blanks than a space are replaced: single spaces are most of them.
  return value.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The five XML entities and numeric ones; anything else (a raw "AT&T") stays as written. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (name) return NAMED_ENTITIES[name] ?? whole;
      const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    },
  );
}

/** 'YYYY-MM-DD' when the parts name a real day between 1970 and 2100, else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1970 || year > 2100 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** An ISO 4217 code written in three letters of either case ("eur" too), upper-cased; else null. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim() ?? '';
  // Tested before upper-casing: "ß".toUpperCase() is "SS", which would make "ßx" a code.
  return /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : null;
}

/** An exact decimal with the sign a debit/credit mark gives it: negative for money out, never "-0". */
export function signed(amount: string, moneyOut: boolean): string {
  const magnitude = amount.startsWith('-') ? amount.slice(1) : amount;
  return moneyOut && magnitude !== '0' ? `-${magnitude}` : magnitude;
}
