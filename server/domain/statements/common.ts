// What the statement parsers share: the messages more than one of them gives, and the small
// helpers for answering errors, setting rows aside, whitespace, XML entities, calendar days,
// currency codes and signs. Pure, like the parsers.
import { say, type StatementMessage } from './messages.js';
import type { NeedsAccount, ParseError, SetAsideRow, StatementAccount } from './types.js';

/** A file that holds nothing but white space. */
export const EMPTY_FILE = say('emptyFile');

/** A statement without a single booking. */
export const NO_TRANSACTIONS = say('noTransactions');

/** A file with bookings of more than one account that it does not tell apart by number. */
export const SEVERAL_ACCOUNTS = say('severalAccounts');

/** Why a row of amount 0 (a quarterly account statement, a notice of new terms) is set aside. */
export const MOVES_NO_MONEY = say('movesNoMoney');

/** The note for a file whose closing balance is there but empty. */
export const NO_BALANCE = say('noBalance');

/**
 * The note for a closing balance that cannot be read (`field` names it as the format does, and
 * `line` where it is): the rows are read without it.
 */
export function unreadableBalance(field: string, value: string, line?: number): StatementMessage {
  return line === undefined
    ? say('balanceUnreadable', { field, value })
    : say('balanceUnreadableAtLine', { field, line, value });
}

/**
 * Why a row read whole is still not staged, or null: it moves no money, or its amount has more
 * decimal places than the account's currency (`currency`, when the upload knows it), which
 * confirming would refuse.
 */
export function notStaged(
  amount: string,
  currency?: { ticker: string; decimals: number } | null,
): StatementMessage | null {
  if (amount === '0') return MOVES_NO_MONEY;
  const places = (amount.split('.')[1] ?? '').replace(/0+$/u, '').length;
  if (currency && places > currency.decimals) {
    return say('tooManyDecimals', {
      value: amount,
      currency: currency.ticker,
      decimals: currency.decimals,
    });
  }
  return null;
}

/** A row of the file that is not imported, and why. */
export function setAsideRow(line: number, why: StatementMessage): SetAsideRow {
  return { line, reason: why.text, code: why.code, params: why.params };
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
export function tooManyRows(maxEntries: number): StatementMessage {
  return say('tooManyRows', { max: maxEntries });
}

/** The error answer for a file that cannot be read. */
export function fail(error: StatementMessage): ParseError {
  return { error };
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

// --- Several accounts in one file ------------------------------------------------------------

/**
 * The forms an account's number is compared in: letters and digits only, upper-cased ("DE89 3704
 * …" and "37040044/0532013000" alike), and for MT940's "BLZ/account" and "…EUR" forms also the
 * account after the slash and the number without the currency its writer appended.
 */
function numberForms(number: string): string[] {
  const upper = number.toUpperCase();
  const forms = [upper, upper.slice(upper.lastIndexOf('/') + 1)].flatMap((form) => {
    const plain = form.replace(/[^A-Z0-9]/g, '');
    const withoutCurrency = /^(.*\d)[A-Z]{3}$/.exec(plain)?.[1];
    return withoutCurrency ? [plain, withoutCurrency] : [plain];
  });
  return [...new Set(forms.filter((form) => form !== ''))];
}

/** The shortest number one that ends another may be: "00" must not match every IBAN. */
const SHORTEST_SUFFIX = 6;

/** The end of a number its writer masked but for it ("XXXXXXXXXXXX1111", "**** 1111"). */
const maskedEnd = (number: string) =>
  /^[X*•]{4,}(\d{4,})$/i.exec(number.replace(/\s+/g, ''))?.[1] ?? null;

/**
 * How well a number the file writes names the account asked for: 2 the same number, 1 one ends
 * the other (an IBAN and the account number or BBAN inside it, leading zeros aside; a card number
 * and the end the file leaves unmasked), 0 not at all.
 */
export function accountMatch(written: string, wanted: string): 0 | 1 | 2 {
  let best: 0 | 1 | 2 = 0;
  const masked = maskedEnd(written);
  for (const a of numberForms(written)) {
    for (const b of numberForms(wanted)) {
      if (a === b) return 2;
      const [long, short] = a.length > b.length ? [a, b] : [b, a];
      const bare = short.replace(/^0+/, '');
      if (bare.length >= SHORTEST_SUFFIX && long.endsWith(bare)) best = 1;
      if (masked && b.endsWith(masked)) best = 1;
    }
  }
  return best;
}

/**
 * Which account's statement to read from a file's sections, one per account as the parser found
 * it (its number '' when the file says none; a file of one account is one section): the one
 * `wanted` names (its number the same, else the one number that ends the other), else the one
 * with rows. Answers the section's index, or NeedsAccount when the file holds several numbered
 * accounts with rows and none is chosen, or when `wanted` names none of the numbered accounts in
 * the file: another account's rows are never read in its place. Sections without a number cannot
 * be told apart: several with rows are refused.
 */
export function chooseSection(
  sections: readonly StatementAccount[],
  wanted: string | null | undefined,
): number | NeedsAccount | ParseError {
  const withRows = sections.flatMap((section, index) => (section.count > 0 ? [index] : []));
  const asked = (): NeedsAccount => ({
    needsAccount: true,
    accounts: withRows.map((index) => sections[index]!),
  });
  if (wanted?.trim() && sections.some((section) => section.number !== '')) {
    const scores = sections.map((section) => accountMatch(section.number, wanted));
    const best = Math.max(...scores);
    const matching = scores.flatMap((score, index) => (score === best ? [index] : []));
    if (best > 0 && matching.length === 1) return matching[0]!;
    if (withRows.length === 0) return fail(NO_TRANSACTIONS);
    return asked();
  }
  if (withRows.length === 0) return fail(NO_TRANSACTIONS);
  if (withRows.length === 1) return withRows[0]!;
  return withRows.every((index) => sections[index]!.number !== '')
    ? asked()
    : fail(SEVERAL_ACCOUNTS);
}

/** What a statement read from a file of several accounts says of the file: which, and the others. */
export function readAccount(
  sections: readonly StatementAccount[],
  chosen: number,
): { account: string | null; accounts?: StatementAccount[] } {
  const withRows = sections.filter((section) => section.count > 0);
  return {
    account: sections[chosen]!.number || null,
    ...(withRows.length > 1 && { accounts: withRows }),
  };
}
