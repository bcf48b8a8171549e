// QIF (Quicken Interchange Format) as Quicken, banks and other money programs export it: a `!Type:`
// line opens a section, and each record of a section is a run of lines led by a one-letter code
// (D date, T or U amount, P payee, M memo, N number, L category, C cleared, A address, S/E/$
// split lines), closed by a `^` line. The bank, credit card and cash sections are an account's
// bookings; investment and other sections, and the account, category and class lists, are passed
// over. QIF states no currency and no balance, and writes dates as its writer's locale does
// (1/ 5'26, 01/05/2026, 05.01.2026), so one convention is decided from all the file's dates.
// Hand-written: the format is a list of lines.

import { isDecimalString } from '../decimal.js';
import {
  EMPTY_FILE,
  MOVES_NO_MONEY,
  notStaged,
  NO_BALANCE,
  NO_TRANSACTIONS,
  SEVERAL_ACCOUNTS,
  calendarDate,
  collapse,
  describeRow,
  fail,
  setAsideRow,
  tooManyRows,
} from './common.js';
import { say, type StatementMessage } from './messages.js';
import { detectDecimalMark, parseAmount, type DecimalMark } from './csv.js';
import type {
  ParseOptions,
  ParseResult,
  SetAsideRow,
  StatementEntry,
  StatementParser,
} from './types.js';

const NO_SECTION = say('qifNoSection');
const NO_DATE = say('qifNoDate');
const NO_AMOUNT = say('qifNoAmount');
const CUT_SHORT = say('qifCutShort');
const OPENING = say('openingBalance');

/** The sections that hold an account's bookings, by their `!Type:` name in lower case. */
const BOOKING_TYPES = new Set(['bank', 'ccard', 'cash']);

/** Lists of names, not bookings (their D line is a description): passed over without a note. */
const LIST_TYPES = new Set([
  'cat',
  'class',
  'memorized',
  'security',
  'prices',
  'invitem',
  'template',
]);

/** Quicken's first record of an account states its starting balance as a booking. */
const OPENING_BALANCE = /^(?:opening balance|anfangssaldo|eröffnungssaldo)$/i;

// --- Records ----------------------------------------------------------------------------------

/**
 * What a record's lines say that is read here: the first non-empty D, T, U, P and N, the M lines
 * joined; the line it starts on; whether it was closed (by `^`, or by the next section's header)
 * rather than cut off by the end of the file; and, in a booking section, the account it belongs
 * to (its name, else the section's type). Other lines (L, C, A, splits) are passed over.
 */
type QifRecord = {
  line: number;
  account: string;
  date: string | null;
  /** T, and U: the same amount, which Quicken writes too. */
  amountT: string | null;
  amountU: string | null;
  payee: string | null;
  number: string | null;
  memo: string[];
  closed: boolean;
};

type Read = {
  bookings: QifRecord[];
  /** Whether the file opens a bank, credit card or cash section at all. */
  booked: boolean;
  /** The `!Type:` names of other registers that hold dated records (investments, say). */
  skipped: Set<string>;
  /** More booking records than an upload takes. */
  tooMany: boolean;
};

function startRecord(line: number, account: string): QifRecord {
  return {
    line,
    account,
    date: null,
    amountT: null,
    amountU: null,
    payee: null,
    number: null,
    memo: [],
    closed: false,
  };
}

/** The record's field each read code fills, from its first non-empty line. */
const FIELDS = new Map<string, 'date' | 'amountT' | 'amountU' | 'payee' | 'number'>([
  ['D', 'date'],
  ['T', 'amountT'],
  ['U', 'amountU'],
  ['P', 'payee'],
  ['N', 'number'],
]);

/** Notes one line of a record (a non-empty one, without `^` or `!`). */
function readLine(record: QifRecord, line: string): void {
  const text = line.slice(1).trim() || null;
  const code = line.charAt(0).toUpperCase();
  const field = FIELDS.get(code);
  if (field) record[field] ??= text;
  else if (code === 'M' && text) record.memo.push(text);
}

const amountOf = (record: QifRecord) => record.amountT ?? record.amountU;

/**
 * The file's records, section by section. An `!Account` record names the account of the sections
 * that follow it (in an `!Option:AutoSwitch` list, the last one named); `!Option:` and `!Clear:`
 * lines change nothing read here. Reading stops at the first booking beyond `maxEntries`.
 */
function readRecords(text: string, maxEntries: number): Read {
  const read: Read = { bookings: [], booked: false, skipped: new Set(), tooMany: false };
  let type = '';
  let section: 'bookings' | 'account' | 'other' = 'other';
  let account: string | null = null;
  let record: QifRecord | null = null;
  const finish = (closed: boolean) => {
    if (!record) return;
    record.closed = closed;
    if (section === 'bookings') {
      read.bookings.push(record);
    } else if (section === 'account') account = record.number ?? account;
    else if (record.date && !LIST_TYPES.has(type.toLowerCase())) read.skipped.add(type);
    record = null;
  };
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('!')) {
      finish(true);
      const header = line.slice(1).trim();
      if (/^type:/i.test(header)) {
        type = header.slice(5).trim();
        section = BOOKING_TYPES.has(type.toLowerCase()) ? 'bookings' : 'other';
        read.booked ||= section === 'bookings';
      } else if (/^account$/i.test(header)) section = 'account';
      else if (!/^(?:option|clear):/i.test(header)) section = 'other';
      continue;
    }
    if (line.startsWith('^')) {
      finish(true);
      if (read.bookings.length > maxEntries) return { ...read, tooMany: true };
      continue;
    }
    record ??= startRecord(index + 1, account ?? `!Type:${type.toLowerCase()}`);
    readLine(record, line);
  }
  finish(false);
  return { ...read, tooMany: read.bookings.length > maxEntries };
}

// --- Dates ------------------------------------------------------------------------------------

type Convention = 'MDY' | 'DMY';

/**
 * A date as written, spaces dropped (Quicken pads with them: " 1/ 5' 6"): day and month in either
 * order, then the year after the same separator or, for 2000 and later, after an apostrophe.
 * Two-digit years after a separator are 1970-2069.
 */
const DATE = /^(\d{1,2})([./-])(\d{1,2})(?:\2|('))(\d{1,2}|\d{4})$/;
/** Year first (2026-01-05) is always year, month, day. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The numbers of a date in the order written; `iso` when that order is year, month, day. */
type DateParts = { first: number; second: number; year: number; dotted: boolean; iso: boolean };

function dateParts(raw: string): DateParts | null {
  const text = raw.replace(/\s+/g, '');
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day] = iso.map(Number);
    return { first: month!, second: day!, year: year!, dotted: false, iso: true };
  }
  const match = DATE.exec(text);
  if (!match) return null;
  const [, first, separator, second, apostrophe, year = ''] = match;
  const yy = Number(year);
  const full = year.length === 4 ? yy : apostrophe || yy < 70 ? 2000 + yy : 1900 + yy;
  const dotted = separator === '.';
  return { first: Number(first), second: Number(second), year: full, dotted, iso: false };
}

function dateOf(parts: DateParts, convention: Convention): string | null {
  const monthFirst = parts.iso || convention === 'MDY';
  const [month, day] = monthFirst ? [parts.first, parts.second] : [parts.second, parts.first];
  return calendarDate(parts.year, month, day);
}

/**
 * The file's convention: the one that alone reads the most dates (a day above 12 settles it);
 * when no date tells, month first for dates written with "/" and day first for dotted ones, with
 * a note that says so.
 */
function dateConvention(all: DateParts[]): DateReading {
  const dates = all.filter((parts) => !parts.iso);
  let monthFirst = 0;
  let dayFirst = 0;
  for (const parts of dates) {
    const mdy = dateOf(parts, 'MDY') !== null;
    const dmy = dateOf(parts, 'DMY') !== null;
    if (mdy && !dmy) monthFirst++;
    if (dmy && !mdy) dayFirst++;
  }
  const dotted = dates.filter((parts) => parts.dotted).length * 2 > dates.length;
  if (monthFirst !== dayFirst) {
    return { convention: monthFirst > dayFirst ? 'MDY' : 'DMY', dotted, note: null };
  }
  const convention = dotted ? 'DMY' : 'MDY';
  const told = monthFirst > 0 || dates.length === 0;
  return { convention, dotted, note: told ? null : AMBIGUOUS_DATES[convention] };
}

/** The convention, whether most dates are dotted (European), and the note on a guess. */
type DateReading = { convention: Convention; dotted: boolean; note: StatementMessage | null };

const AMBIGUOUS_DATES: Record<Convention, StatementMessage> = {
  MDY: say('qifDatesMonthFirst'),
  DMY: say('qifDatesDayFirst'),
};

// --- Bookings ---------------------------------------------------------------------------------

type Reading = { convention: Convention; mark: DecimalMark };

/** The record's booking, or why it is set aside. Split lines are passed over: T is the total. */
function readBooking(record: QifRecord, reading: Reading): StatementEntry | StatementMessage {
  if (!record.closed) return CUT_SHORT;
  const rawDate = record.date;
  if (!rawDate) return NO_DATE;
  const parts = dateParts(rawDate);
  const date = parts && dateOf(parts, reading.convention);
  if (!date) return say('notADate', { value: rawDate });
  const rawAmount = amountOf(record);
  if (!rawAmount) return NO_AMOUNT;
  const amount = parseAmount(rawAmount, reading.mark)?.value;
  if (amount === undefined) return say('notAnAmount', { value: rawAmount });
  if (!isDecimalString(amount)) return say('tooManyDigits', { value: rawAmount });
  if (amount === '0') return MOVES_NO_MONEY;
  const payee = record.payee;
  if (payee && OPENING_BALANCE.test(payee)) return OPENING;
  const memo = record.memo.join(' ');
  return {
    date,
    amount,
    description: describeRow([memo, payee, record.number], amount),
    counterparty: payee ? collapse(payee) : null,
    reference: null,
    currency: null,
  };
}

/**
 * N as the row's reference where it is an id: a check or transaction number (it holds a digit)
 * that no other row of the file carries. Words ("ATM", "DEP", "EFT", "Print") name the kind of
 * booking, and a number repeated in the file counts rows of something else; as a reference either
 * would match unrelated bookings as duplicates.
 */
function addReferences(read: { entry: StatementEntry; number: string | null }[]): void {
  const counts = new Map<string, number>();
  for (const { number } of read) if (number) counts.set(number, (counts.get(number) ?? 0) + 1);
  for (const { entry, number } of read) {
    if (number && /\d/.test(number) && counts.get(number) === 1) entry.reference = number;
  }
}

function skippedNote(type: string): StatementMessage {
  return say('qifSectionSkipped', { section: `!Type:${type}` });
}

function parseQif(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const read = readRecords(text, options.maxEntries);
  if (read.tooMany) return fail(tooManyRows(options.maxEntries));
  if (!read.booked) return fail(NO_SECTION);
  if (new Set(read.bookings.map((booking) => booking.account)).size > 1) {
    return fail(SEVERAL_ACCOUNTS);
  }

  const dates = read.bookings.flatMap((booking) => (booking.date && dateParts(booking.date)) || []);
  const { convention, dotted, note } = dateConvention(dates);
  const amounts = read.bookings.map((booking) => amountOf(booking) ?? '');
  const reading: Reading = { convention, mark: detectDecimalMark(amounts, dotted ? ',' : '.') };

  const entries: { entry: StatementEntry; number: string | null }[] = [];
  const setAside: SetAsideRow[] = [];
  let unreadable: { line: number; problem: StatementMessage } | null = null;
  for (const booking of read.bookings) {
    const entry = readBooking(booking, reading);
    const why = 'code' in entry ? entry : notStaged(entry.amount, options.currency);
    if (!why) {
      entries.push({ entry: entry as StatementEntry, number: booking.number });
      continue;
    }
    setAside.push(setAsideRow(booking.line, why));
    if (why !== MOVES_NO_MONEY && why !== OPENING) {
      unreadable ??= { line: booking.line, problem: why };
    }
  }
  if (entries.length === 0) {
    return fail(unreadable ? say('atLine', unreadable) : NO_TRANSACTIONS);
  }
  addReferences(entries);
  const notes = [...(note ? [note] : []), ...[...read.skipped].map(skippedNote), NO_BALANCE];
  return {
    format: 'qif',
    entries: entries.map(({ entry }) => entry),
    setAside,
    notes,
    balance: null,
    currency: null,
  };
}

/** The first line that holds anything is a QIF header: `!Type:`, `!Account` or `!Option:`. */
function sniffQif(text: string): boolean {
  return /^\s*!(?:type:|account|option:)/i.test(text);
}

export const qifParser: StatementParser = { format: 'qif', sniff: sniffQif, parse: parseQif };
