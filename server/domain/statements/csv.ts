// CSV bank statements, the fallback format: whatever table a bank exports. csv-parse splits the
// text into records (quotes, delimiters, line breaks); everything else here is detection, because
// banks differ in all of it: the delimiter, preamble lines before the header (account, period,
// balance), the header's language, the date format, the decimal mark, and summary lines after the
// bookings. Money stays a string from the cell to the entry (./../decimal.ts), never a number.
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { isDecimalString, normalizeDecimal, subtract } from '../decimal.js';
import type {
  ColumnMapping,
  ColumnRole,
  ParseError,
  ParseOptions,
  ParseResult,
  StatementBalance,
  StatementColumn,
  StatementEntry,
  StatementParser,
} from './types.js';

const NO_TRANSACTIONS = 'The statement has no transactions.';
const NOT_A_TABLE =
  'This file is not a table of bookings: no columns separated by commas, semicolons or tabs were found.';

// ---------------------------------------------------------------------------------------------
// Records

/** A non-empty record of the file and the line it starts on (1-based, as an editor counts). */
type Row = { line: number; cells: string[] };

const DELIMITERS = [';', ',', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** The lines delimiter detection looks at: preamble, header and enough bookings. */
const SAMPLE_LINES = 100;
/** The sample is read from this much text at most, however long its lines. */
const SAMPLE_CHARS = 256 * 1024;
/** Wider tables are no bank statement (banks export a few dozen columns at most). */
const MAX_COLUMNS = 1000;
/** Records beyond maxEntries that preamble, header and summary lines may take. */
const EXTRA_RECORDS = 1000;

/** Records read, and why reading stopped early: too many records, or a CSV error. */
type Read = { rows: Row[]; truncated: boolean; error: string | null };

/**
 * The file's non-empty records from line `from` on, up to line `to` or at most `records` of them
 * (a longer file is answered as too many rows without reading the rest). On a CSV error, the
 * records before it and the error.
 */
function readRows(
  text: string,
  delimiter: Delimiter,
  limit: { from?: number; to?: number; records?: number },
): Read {
  const rows: Row[] = [];
  let records = 0;
  let linesRead = (limit.from ?? 1) - 1;
  try {
    parseCsv(text, {
      delimiter,
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Explicit, so that a file mixing \n and \r\n (edited by hand) still reads.
      record_delimiter: ['\r\n', '\n', '\r'],
      from_line: limit.from,
      to_line: limit.to,
      to: limit.records,
      on_record: (cells: string[], context) => {
        // context.lines is the line the record ends on; a quoted value may span several.
        if (cells.some((cell) => cell.trim() !== '')) {
          rows.push({ line: context.lines - lineBreaks(cells), cells });
        }
        records++;
        linesRead = context.lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rows, truncated: false, error: csvErrorMessage(error, linesRead + 1) };
  }
  return { rows, truncated: limit.records !== undefined && records >= limit.records, error: null };
}

/** The line a row ends on. */
function lastLine(row: Row): number {
  return row.line + lineBreaks(row.cells);
}

function lineBreaks(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return count;
}

function csvErrorMessage(error: CsvError, line: number): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `Line ${line}: a value opens a quote (") that is never closed.`;
  }
  return `Line ${typeof error.lines === 'number' ? error.lines : line}: the line is not valid CSV.`;
}

/** The most frequent number of cells (ties: the wider) and how many rows have it. */
function dominantWidth(rows: Row[]): { width: number; count: number } {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  let best = { width: 0, count: 0 };
  for (const [width, count] of counts) {
    if (count > best.count || (count === best.count && width > best.width)) best = { width, count };
  }
  return best;
}

/** The file's first lines, read with the delimiter detected on them. */
type Sample = { delimiter: Delimiter; rows: Row[] };

/**
 * The delimiter is the one under which the first lines form the most consistent table: the most
 * frequent column count (at least 2) times the lines that have it. Weighing by the column count
 * keeps a German file whose amounts hold decimal commas on `;`: split at the commas it would have
 * as many lines of equal width, but far fewer columns.
 */
function readSample(text: string): Sample | null {
  const head = text.slice(0, SAMPLE_CHARS);
  let best: (Sample & { score: number }) | null = null;
  for (const delimiter of DELIMITERS) {
    // A CSV error (an unclosed quote, or the sample's end inside one) is answered when the body
    // is read.
    const read = readRows(head, delimiter, { to: SAMPLE_LINES });
    const { width, count } = dominantWidth(read.rows);
    const score = width >= 2 ? width * count : 0;
    if (score > (best?.score ?? 0)) best = { delimiter, rows: read.rows, score };
  }
  return best;
}

export function detectDelimiter(text: string): Delimiter | null {
  return readSample(text)?.delimiter ?? null;
}

// ---------------------------------------------------------------------------------------------
// Header and columns

/** Header names per role, as banks write them; compared by nameKey. */
const ROLE_NAMES: Record<ColumnRole, string[]> = {
  date: [
    'Buchungstag',
    'Buchungsdatum',
    'Buchung',
    'Datum',
    'Date',
    'Booking Date',
    'Posting Date',
    'Posted Date',
    'Transaction Date',
    'Trans. Date',
  ],
  value_date: ['Wertstellung', 'Wertstellungsdatum', 'Valuta', 'Valutadatum', 'Value Date'],
  amount: ['Betrag', 'Buchungsbetrag', 'Umsatz', 'Amount', 'Transaction Amount'],
  debit: [
    'Soll',
    'Belastung',
    'Ausgang',
    'Debit',
    'Debits',
    'Debit Amount',
    'Withdrawal',
    'Withdrawals',
    'Withdrawal Amount',
    'Money Out',
    'Paid Out',
  ],
  credit: [
    'Haben',
    'Gutschrift',
    'Eingang',
    'Credit',
    'Credits',
    'Credit Amount',
    'Deposit',
    'Deposits',
    'Deposit Amount',
    'Money In',
    'Paid In',
  ],
  description: [
    'Verwendungszweck',
    'Buchungstext',
    'Vorgang',
    'Beschreibung',
    'Description',
    'Memo',
    'Details',
    'Transaction Description',
    'Transaction Details',
    'Purpose',
    'Narrative',
  ],
  counterparty: [
    'Auftraggeber/Empfänger',
    'Auftraggeber / Begünstigter',
    'Begünstigter/Zahlungspflichtiger',
    'Auftraggeber',
    'Begünstigter',
    'Empfänger',
    'Zahlungsempfänger',
    'Name',
    'Payee',
    'Merchant',
    'Counterparty',
  ],
  currency: ['Währung', 'Whg', 'Currency', 'Ccy'],
  reference: [
    'Referenz',
    'Kundenreferenz',
    'Kundenreferenz (End-to-End)',
    'Reference',
    'Reference Number',
    'Transaction ID',
    'Ref',
  ],
};

/**
 * A header name reduced to lower-case letters, digits and single spaces: "Auftraggeber /
 * Empfänger" and "Auftraggeber/Empfaenger" both become "auftraggeber empfaenger".
 */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ROLE_BY_KEY = new Map<string, ColumnRole>(
  Object.entries(ROLE_NAMES).flatMap(([role, names]) =>
    names.map((name) => [nameKey(name), role as ColumnRole] as const),
  ),
);

/** The role a header name announces; "Betrag (EUR)" and "Amount in USD" count as amount. */
export function roleOfName(name: string): ColumnRole | null {
  const key = nameKey(name);
  return ROLE_BY_KEY.get(key) ?? ROLE_BY_KEY.get(key.replace(/ (?:in )?[a-z]{3}$/, '')) ?? null;
}

/** The roles placed by the header's names; the first column of a role wins, descriptions join. */
export function detectMapping(names: string[]): ColumnMapping {
  const mapping: ColumnMapping = {
    date: null,
    value_date: null,
    amount: null,
    debit: null,
    credit: null,
    description: [],
    counterparty: null,
    currency: null,
    reference: null,
  };
  names.forEach((name, index) => {
    const role = roleOfName(name);
    if (role === 'description') mapping.description.push(index);
    else if (role !== null && mapping[role] == null) mapping[role] = index;
  });
  return mapping;
}

/** Required roles the mapping leaves open; a description may come from the counterparty. */
function unplacedRoles(mapping: ColumnMapping): ColumnRole[] {
  const unplaced: ColumnRole[] = [];
  if (mapping.date == null) unplaced.push('date');
  if (mapping.amount == null) {
    if (mapping.debit == null && mapping.credit == null) unplaced.push('amount');
    else if (mapping.debit == null) unplaced.push('debit');
    else if (mapping.credit == null) unplaced.push('credit');
  }
  if (mapping.description.length === 0 && mapping.counterparty == null) {
    unplaced.push('description');
  }
  return unplaced;
}

/** A column index the mapping names that the file does not have. */
function missingColumn(mapping: ColumnMapping, width: number): number | undefined {
  const indexes = [
    mapping.date,
    mapping.value_date,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.counterparty,
    mapping.currency,
    mapping.reference,
    ...mapping.description,
  ];
  return indexes.find(
    (index): index is number =>
      index != null && !(Number.isInteger(index) && index >= 0 && index < width),
  );
}

/** What precedes the bookings: the preamble, the header's names and the line the body starts on. */
type Head = { preamble: Row[]; names: string[]; bodyLine: number };

/** Rows searched for a header named in words; preambles are a handful of lines. */
const HEADER_SEARCH_ROWS = 50;

/**
 * The header is the first row naming a date and an amount (or debit / credit) column. Failing
 * that, it is the first row as wide as most rows, unless that row already holds a date: then the
 * file has no header, and its columns stay unnamed so that no booking is taken for one.
 */
function locateHead(rows: Row[]): Head {
  const named = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.cells.length <= MAX_COLUMNS && namesBookings(row.cells));
  const { width } = dominantWidth(rows);
  const first = named >= 0 ? named : rows.findIndex((row) => row.cells.length === width);
  const row = rows[first];
  const preamble = rows.slice(0, first);
  if (named < 0 && row.cells.some((cell) => DATE_SHAPE.test(cell))) {
    return { preamble, names: Array<string>(row.cells.length).fill(''), bodyLine: row.line };
  }
  return { preamble, names: row.cells, bodyLine: lastLine(row) + 1 };
}

function namesBookings(cells: string[]): boolean {
  const roles = new Set(cells.map(roleOfName));
  return roles.has('date') && (roles.has('amount') || roles.has('debit') || roles.has('credit'));
}

/** The columns as the mapping form shows them: named (or numbered), with the first values. */
function describeColumns(names: string[], body: Row[]): StatementColumn[] {
  return names.map((name, index) => {
    const samples: string[] = [];
    for (let i = 0; i < body.length && samples.length < 3; i++) {
      const cell = clean(body[i].cells[index] ?? '');
      if (cell !== '') samples.push(cell);
    }
    return { index, name: name.trim() || `Column ${index + 1}`, samples };
  });
}

// ---------------------------------------------------------------------------------------------
// Dates

export type DateFormat = 'YMD' | 'DMY' | 'MDY';

/** Three numbers with one separator, optionally followed by a time of day. */
const DATE_SHAPE =
  /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?(?:Z|[+-]\d{2}:?\d{2}))?)?$/;

/**
 * The cell as YYYY-MM-DD under the format, or null when it is not a real calendar day between
 * 1970 and 2100. Two-digit years are 20YY; dotted dates are never month-first.
 */
export function parseDate(cell: string, format: DateFormat): string | null {
  const match = DATE_SHAPE.exec(cell.trim());
  if (!match) return null;
  const [, first, separator, second, third] = match;
  if (format === 'YMD') {
    return first.length === 4 && third.length <= 2 ? calendarDate(first, second, third) : null;
  }
  if (first.length > 2 || (third.length !== 2 && third.length !== 4)) return null;
  if (format === 'MDY' && separator === '.') return null;
  const year = third.length === 2 ? `20${third}` : third;
  return format === 'DMY' ? calendarDate(year, second, first) : calendarDate(year, first, second);
}

function calendarDate(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1970 || y > 2100 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The one format for a whole date column. The rule:
 * 1. the format under which the most cells are real dates (all of them, in a well-formed file);
 * 2. when several read as many (every day and month ≤ 12, as in 03/04/2026), the one whose dates
 *    are closest to sorted order: statements list bookings by date, and the wrong reading of day
 *    and month scatters them across the year;
 * 3. still tied: day-first when the amounts use a decimal comma (Europe), month-first otherwise.
 * Null when no cell is a date under any format.
 */
export function detectDateFormat(cells: string[], dayFirstOnTie: boolean): DateFormat | null {
  const formats: DateFormat[] = dayFirstOnTie ? ['YMD', 'DMY', 'MDY'] : ['YMD', 'MDY', 'DMY'];
  let best: { format: DateFormat; read: number; disorder: number } | null = null;
  for (const format of formats) {
    const dates = cells.map((cell) => parseDate(cell, format)).filter((date) => date !== null);
    const candidate = { format, read: dates.length, disorder: disorder(dates) };
    const better =
      best === null ||
      candidate.read > best.read ||
      (candidate.read === best.read && candidate.disorder < best.disorder);
    if (candidate.read > 0 && better) best = candidate;
  }
  return best?.format ?? null;
}

/** How far the dates are from sorted order, either way: the fewer steps against the grain. */
function disorder(dates: string[]): number {
  let up = 0;
  let down = 0;
  for (let i = 1; i < dates.length; i++) {
    if (dates[i] > dates[i - 1]) up++;
    else if (dates[i] < dates[i - 1]) down++;
  }
  return Math.min(up, down);
}

// ---------------------------------------------------------------------------------------------
// Amounts

export type DecimalMark = ',' | '.';
export type Amount = { value: string; currency: string | null };

/** Currency symbols; $ and ¥ name several currencies, so they tell none. */
const SYMBOL_CURRENCIES = new Map<string, string | null>([
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['$', null],
  ['¥', null],
]);

/** Longer cells are no amount (20 + 18 digits, separators and a currency fit well below). */
const MAX_AMOUNT_LENGTH = 80;

/**
 * Sign and currency before or after the number ("-12,50", "12,50-", "EUR -12,50", "5.000,01 EUR",
 * "-$1,234.56"). Spaces are collapsed to one before matching, so the optional spaces cannot
 * backtrack against each other.
 */
const AMOUNT =
  /^([-+−]?) ?([A-Z]{3}|[$€£¥])? ?([-+−]?) ?([.,]?\d(?:[\d.,'’ ]*\d)?) ?(-?) ?([A-Z]{3}|[$€£¥])? ?(-?)$/;

/** Thousands groups of three, one separator throughout: the other mark, a space or an apostrophe. */
const GROUPED: Record<DecimalMark, RegExp> = {
  ',': /^\d{1,3}([.'’ ])\d{3}(?:\1\d{3})*$/,
  '.': /^\d{1,3}([,'’ ])\d{3}(?:\1\d{3})*$/,
};

type AmountParts = { negative: boolean; number: string; currency: string | null };

/** The cell's sign, number (digits and separators) and currency; null when it is no amount. */
function amountParts(cell: string): AmountParts | null {
  let text = cell.trim();
  if (text.length > MAX_AMOUNT_LENGTH) return null;
  text = clean(text);
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) text = parenthesised[1].trim();
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, signBefore, currencyBefore, signAfterCurrency, number, minusAfter, currencyAfter, end] =
    match;
  const signs = [signBefore, signAfterCurrency, minusAfter, end].filter((sign) => sign !== '');
  if (signs.length > (parenthesised ? 0 : 1) || (currencyBefore && currencyAfter)) return null;
  const code = currencyBefore ?? currencyAfter;
  return {
    negative: parenthesised !== null || signs[0] === '-' || signs[0] === '−',
    number,
    currency: code === undefined ? null : currencyCode(code),
  };
}

/**
 * The cell as an exact decimal string under the column's decimal mark, or null when it is no
 * amount. The value may exceed what an amount can hold (isDecimalString tells).
 */
export function parseAmount(cell: string, mark: DecimalMark): Amount | null {
  const parts = amountParts(cell);
  if (!parts) return null;
  const at = parts.number.lastIndexOf(mark);
  const whole = at < 0 ? parts.number : parts.number.slice(0, at);
  const fraction = at < 0 ? '' : parts.number.slice(at + 1);
  if ((at >= 0 && !/^\d+$/.test(fraction)) || !(/^\d*$/.test(whole) || GROUPED[mark].test(whole))) {
    return null;
  }
  const digits = `${whole.replace(/\D/g, '') || '0'}${fraction ? `.${fraction}` : ''}`;
  return {
    value: normalizeDecimal(`${parts.negative ? '-' : ''}${digits}`),
    currency: parts.currency,
  };
}

/**
 * The decimal mark of a whole column, so that "1,234" reads the same in every row: each cell
 * votes when it shows its mark (both marks: the last one is decimal; a mark repeated is thousands;
 * a single mark followed by other than three digits is decimal); a tie keeps the fallback.
 */
export function detectDecimalMark(cells: string[], fallback: DecimalMark): DecimalMark {
  let votes = 0;
  for (const cell of cells) votes += markVote(amountParts(cell)?.number ?? '');
  return votes > 0 ? ',' : votes < 0 ? '.' : fallback;
}

/** +1 for a decimal comma, -1 for a decimal point, 0 when the number does not tell. */
function markVote(number: string): number {
  const comma = number.lastIndexOf(',');
  const point = number.lastIndexOf('.');
  if (comma >= 0 && point >= 0) return comma > point ? 1 : -1;
  const at = Math.max(comma, point);
  if (at < 0) return 0;
  const repeated = number.indexOf(number[at]) !== at;
  const decimals = number.length - at - 1;
  if (!repeated && decimals === 3) return 0;
  return (number[at] === ',') !== repeated ? 1 : -1;
}

/** An ISO 4217 code ("eur" too) or the currency a symbol names. */
function currencyCode(cell: string): string | null {
  const text = cell.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(text)) return text;
  return SYMBOL_CURRENCIES.get(text) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Balance and summary lines

const OPENING_BALANCE =
  /^(?:alter (?:kontostand|saldo)|anfangs(?:saldo|kontostand)|saldovortrag|vortrag|(?:opening|beginning|starting|start|previous) balance|balance brought forward)\b/i;
const CLOSING_BALANCE =
  /^(?:neuer (?:kontostand|saldo)|end(?:saldo|kontostand)|schlusssaldo|aktueller (?:kontostand|saldo)|(?:closing|ending|end|new|final) balance)\b/i;
const ANY_BALANCE = /^(?:kontostand|saldo|(?:available|current|ledger|account) balance|balance)\b/i;
const TOTAL = /^(?:summe|gesamt|total)/i;

const DATE_IN_TEXT = /(?<!\d)\d{1,4}([./-])\d{1,2}\1\d{2,4}(?!\d)/;
const TIME_IN_TEXT = /\d{1,2}:\d{2}(?::\d{2})?/g;
const AMOUNT_IN_TEXT =
  /[-+−]? ?(?:(?:[A-Z]{3}|[$€£¥]) ?)?[-+−]?\d(?:[\d.,'’ ]*\d)?(?: ?-)?(?: ?(?:[A-Z]{3}|[$€£¥]))?/g;

/** A balance line's text is read up to here. */
const MAX_BALANCE_LINE = 500;

type RankedBalance = { balance: StatementBalance; rank: number };

/** How the file writes its dates and amounts. */
type Reading = { dateFormat: DateFormat | null; mark: DecimalMark };

/**
 * The balance a preamble or summary line states ("Kontostand vom 31.10.2026: 1.234,56 EUR",
 * "Ending balance as of 10/31/2026,$1,234.56"): a closing or new balance ranks above a plain
 * one; an opening balance is not the balance the statement ends with.
 */
function statedBalance(cells: string[], reading: Reading): RankedBalance | null {
  const text = clean(cells.join(' ').slice(0, MAX_BALANCE_LINE));
  if (OPENING_BALANCE.test(text)) return null;
  const closing = CLOSING_BALANCE.exec(text);
  const label = closing ?? ANY_BALANCE.exec(text);
  if (!label) return null;
  let rest = text.slice(label[0].length).replace(TIME_IN_TEXT, ' | ');
  const stated = DATE_IN_TEXT.exec(rest);
  if (stated)
    rest = `${rest.slice(0, stated.index)} | ${rest.slice(stated.index + stated[0].length)}`;
  // The amount is the last number of the line: "vom 31.10.2026 um 10:00 Uhr: 1.234,56 EUR".
  const amount = [...rest.matchAll(AMOUNT_IN_TEXT)]
    .reverse()
    .map((match) => parseAmount(match[0], reading.mark))
    .find((candidate) => candidate !== null && isDecimalString(candidate.value));
  if (!amount) return null;
  return {
    rank: closing ? 2 : 1,
    balance: {
      amount: amount.value,
      date: stated ? looseDate(stated[0], reading) : null,
      currency: amount.currency,
    },
  };
}

/** A date in a balance line: in the file's format if it reads so, else in any. */
function looseDate(text: string, reading: Reading): string | null {
  const formats: DateFormat[] =
    reading.mark === ',' ? ['YMD', 'DMY', 'MDY'] : ['YMD', 'MDY', 'DMY'];
  if (reading.dateFormat) formats.unshift(reading.dateFormat);
  return formats.map((format) => parseDate(text, format)).find((date) => date !== null) ?? null;
}

/** Of the balances the lines state, the best ranked; among equals the later line (newer). */
function closingBalance(rows: Row[], reading: Reading): StatementBalance | null {
  let best: RankedBalance | null = null;
  for (const row of rows) {
    const stated = statedBalance(row.cells, reading);
    if (stated && stated.rank >= (best?.rank ?? 0)) best = stated;
  }
  return best?.balance ?? null;
}

/**
 * Whether a row without a date is a summary line rather than a booking: it starts with a total
 * or balance label, holds at most one value (a note), or has fewer than half the header's cells.
 */
function isSummaryLine(cells: string[], width: number): boolean {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const label = filled[0] ?? '';
  return (
    TOTAL.test(label) ||
    OPENING_BALANCE.test(label) ||
    CLOSING_BALANCE.test(label) ||
    ANY_BALANCE.test(label) ||
    filled.length <= 1 ||
    cells.length * 2 < width
  );
}

// ---------------------------------------------------------------------------------------------
// Bookings

/**
 * Splits the rows after the header into bookings and summary lines. A row without a date that is
 * no summary line stays a booking, to be answered as an error: no booking is dropped unseen.
 */
function separateSummaries(
  body: Row[],
  mapping: ColumnMapping,
  width: number,
): { bookings: Row[]; summaries: Row[] } {
  const bookings: Row[] = [];
  const summaries: Row[] = [];
  for (const row of body) {
    const summary =
      !DATE_SHAPE.test(cellAt(row.cells, mapping.date)) && isSummaryLine(row.cells, width);
    (summary ? summaries : bookings).push(row);
  }
  return { bookings, summaries };
}

function notADate(line: number, cell: string): string {
  return cell === ''
    ? `Line ${line}: the date is missing.`
    : `Line ${line}: ${quoted(cell)} is not a date.`;
}

function cellAt(cells: string[], index: number | null | undefined): string {
  return index == null ? '' : (cells[index] ?? '').trim();
}

/** Trimmed, inner whitespace (line breaks of a quoted value too) collapsed to one space. */
function clean(text: string): string {
  // Only runs and other blanks than a space are replaced: single spaces are most of them.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

function quoted(cell: string): string {
  return `"${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`;
}

/** The cells holding money, for the decimal mark. */
function amountCells(bookings: Row[], mapping: ColumnMapping): string[] {
  const columns = [mapping.amount, mapping.debit, mapping.credit].filter((index) => index != null);
  return bookings.flatMap((row) => columns.map((index) => cellAt(row.cells, index)));
}

function readBooking(
  row: Row,
  mapping: ColumnMapping,
  reading: Reading,
): StatementEntry | ParseError {
  const dateCell = cellAt(row.cells, mapping.date);
  const date = reading.dateFormat && parseDate(dateCell, reading.dateFormat);
  if (!date) return { error: notADate(row.line, dateCell) };
  const amount = bookingAmount(row, mapping, reading.mark);
  if ('error' in amount) return amount;
  const counterparty = clean(cellAt(row.cells, mapping.counterparty)) || null;
  const description =
    mapping.description.length > 0
      ? mapping.description
          .map((index) => clean(cellAt(row.cells, index)))
          .filter((part) => part !== '')
          .join(' · ')
      : (counterparty ?? '');
  return {
    date,
    amount: amount.value,
    description,
    counterparty,
    reference: clean(cellAt(row.cells, mapping.reference)) || null,
    currency: currencyCode(cellAt(row.cells, mapping.currency)) ?? amount.currency,
  };
}

/**
 * The row's signed amount: the amount column, or credit minus debit. A debit is money out
 * whatever sign the file gives it; one of the two cells is usually empty.
 */
function bookingAmount(row: Row, mapping: ColumnMapping, mark: DecimalMark): Amount | ParseError {
  const missing = { error: `Line ${row.line}: the amount is missing.` };
  if (mapping.amount != null) {
    const cell = cellAt(row.cells, mapping.amount);
    return cell === '' ? missing : amountCell(cell, row.line, mark);
  }
  const debitCell = cellAt(row.cells, mapping.debit);
  const creditCell = cellAt(row.cells, mapping.credit);
  if (debitCell === '' && creditCell === '') return missing;
  const debit = debitCell === '' ? null : amountCell(debitCell, row.line, mark);
  if (debit && 'error' in debit) return debit;
  const credit = creditCell === '' ? null : amountCell(creditCell, row.line, mark);
  if (credit && 'error' in credit) return credit;
  const value = subtract(credit?.value ?? '0', (debit?.value ?? '0').replace(/^-/, ''));
  if (!isDecimalString(value)) return tooManyDigits(row.line, `${creditCell} ${debitCell}`);
  return { value, currency: debit?.currency ?? credit?.currency ?? null };
}

function amountCell(cell: string, line: number, mark: DecimalMark): Amount | ParseError {
  const amount = parseAmount(cell, mark);
  if (!amount) return { error: `Line ${line}: ${quoted(cell)} is not an amount.` };
  return isDecimalString(amount.value) ? amount : tooManyDigits(line, cell);
}

function tooManyDigits(line: number, cell: string): ParseError {
  return {
    error: `Line ${line}: ${quoted(cell)} has more digits than an amount can hold (20 before and 18 after the decimal mark).`,
  };
}

function tooManyRows(maxEntries: number): ParseError {
  return { error: `The statement has more than ${maxEntries} rows; split it into smaller files.` };
}

/** The statement's currency: the one currency its bookings and balance state, if just one. */
function soleCurrency(entries: StatementEntry[], balance: StatementBalance | null): string | null {
  const currencies = new Set([...entries.map((entry) => entry.currency), balance?.currency]);
  currencies.delete(null);
  currencies.delete(undefined);
  return currencies.size === 1 ? ([...currencies][0] ?? null) : null;
}

function parseStatement(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return { error: 'The file is empty.' };
  const sample = readSample(text);
  if (!sample) return { error: NOT_A_TABLE };
  if (dominantWidth(sample.rows).width > MAX_COLUMNS) {
    return { error: `This file is not a bank statement: it has more than ${MAX_COLUMNS} columns.` };
  }
  const { delimiter } = sample;
  const { preamble, names, bodyLine } = locateHead(sample.rows);
  // The body is read on its own, from the line after the header: csv-parse builds an error object
  // for every record whose width differs from its first record's, which costs dearly per row when
  // that first record is a narrow preamble line.
  const limit = Math.min(options.maxEntries + EXTRA_RECORDS, Number.MAX_SAFE_INTEGER);
  const read = readRows(text, delimiter, { from: bodyLine, records: limit });
  if (read.error !== null) return { error: read.error };
  if (read.truncated) return tooManyRows(options.maxEntries);
  const body = read.rows;
  if (body.length === 0) return { error: NO_TRANSACTIONS };

  const columns = describeColumns(names, body);
  const mapping = options.mapping ?? detectMapping(columns.map((column) => column.name));
  const missing = missingColumn(mapping, columns.length);
  if (missing !== undefined) {
    return {
      error: `The column mapping names column ${missing + 1}, but the file has ${columns.length} columns.`,
    };
  }
  const unplaced = unplacedRoles(mapping);
  if (unplaced.length > 0) return { needsMapping: true, columns, mapping, unplaced };

  const { bookings, summaries } = separateSummaries(body, mapping, columns.length);
  if (bookings.length === 0) return { error: NO_TRANSACTIONS };
  if (bookings.length > options.maxEntries) return tooManyRows(options.maxEntries);

  const mark = detectDecimalMark(amountCells(bookings, mapping), delimiter === ';' ? ',' : '.');
  const dateCells = bookings.map((row) => cellAt(row.cells, mapping.date));
  const reading: Reading = { dateFormat: detectDateFormat(dateCells, mark === ','), mark };
  const entries: StatementEntry[] = [];
  for (const row of bookings) {
    const entry = readBooking(row, mapping, reading);
    if ('error' in entry) return entry;
    entries.push(entry);
  }
  const balance = closingBalance([...preamble, ...summaries], reading);
  const currency = soleCurrency(entries, balance);
  return { format: 'csv', entries, balance, currency, columns, mapping };
}

export const csvParser: StatementParser = {
  format: 'csv',
  sniff: (text) => detectDelimiter(text) !== null,
  parse: parseStatement,
};
