// CSV bank statements, the fallback format: whatever table a bank exports. csv-parse splits the
// text into records (quotes, delimiters, line breaks); everything else here is detection, because
// banks differ in all of it: the delimiter, preamble lines before the header (account, period,
// balance), the header's language, the date format, the decimal mark, and summary lines after the
// bookings. Money stays a string from the cell to the entry (./../decimal.ts), never a number.
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { add, compareDecimals, isDecimalString, normalizeDecimal, subtract } from '../decimal.js';
import {
  EMPTY_FILE,
  notStaged,
  NO_TRANSACTIONS,
  calendarDate,
  collapse,
  currencyCode,
  describeRow,
  fail,
  setAsideRow,
  signed,
  tooManyRows,
} from './common.js';
import { asSentence, say, type StatementMessage } from './messages.js';
import type {
  ColumnMapping,
  ColumnRole,
  ParseError,
  ParseOptions,
  ParseResult,
  SetAsideRow,
  StatementBalance,
  StatementColumn,
  StatementEntry,
  StatementParser,
} from './types.js';

const NOT_A_TABLE = say('notATable');

// ---------------------------------------------------------------------------------------------
// Records

/**
 * A non-empty record of the file and the line it starts on (1-based, as an editor counts). `skew`
 * counts the CRLF pairs inside quoted values up to its end, which csv-parse counts as two lines.
 */
type Row = { line: number; cells: string[]; skew: number };

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
type Read = { rows: Row[]; truncated: boolean; error: StatementMessage | null };

/**
 * The file's non-empty records from line `from` on (after `skew` CRLF pairs inside quoted values),
 * up to about line `to` or at most `records` of them (a longer file is answered as too many rows
 * without reading the rest). On a CSV error, the records before it and the error.
 */
function readRows(
  text: string,
  delimiter: Delimiter,
  limit: { from?: number; skew?: number; to?: number; records?: number },
): Read {
  const rows: Row[] = [];
  let records = 0;
  let skew = limit.skew ?? 0;
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
      from_line: limit.from === undefined ? undefined : limit.from + skew,
      to_line: limit.to,
      to: limit.records,
      on_record: (cells: string[], context) => {
        // context.lines is the line the record ends on (a quoted value may span several), as
        // csv-parse counts them: a CRLF inside quotes as two.
        skew += crlfPairs(cells);
        const end = context.lines - skew;
        if (cells.some((cell) => cell.trim() !== '')) {
          rows.push({ line: end - lineBreaks(cells), cells, skew });
        }
        records++;
        linesRead = end;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rows, truncated: false, error: csvErrorMessage(error, linesRead + 1, skew) };
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

function crlfPairs(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\r\n')) count += cell.split('\r\n').length - 1;
  }
  return count;
}

function csvErrorMessage(error: CsvError, line: number, skew: number): StatementMessage {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return say('unclosedQuote', { line });
  return say('invalidCsvLine', {
    line: typeof error.lines === 'number' ? error.lines - skew : line,
  });
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
    'Vorgang/Verwendungszweck',
    'Beschreibung',
    'Description',
    'Memo',
    'Details',
    'Transaction Description',
    'Transaction Details',
    'Purpose',
    'Narrative',
    // N26: the text the payer wrote; its "Type" says Presentment or Outgoing Transfer.
    'Payment Reference',
  ],
  counterparty: [
    'Auftraggeber/Empfänger',
    'Auftraggeber / Begünstigter',
    'Begünstigter/Zahlungspflichtiger',
    // Volksbank: "Auftraggeber/Zahlungsempfänger" beside it names the account holder.
    'Empfänger/Zahlungspflichtiger',
    'Name Zahlungsbeteiligter',
    // DKB: both, the one to read chosen by the amount's sign (counterpartyColumns).
    'Zahlungspflichtige*r',
    'Zahlungsempfänger*in',
    'Auftraggeber',
    'Begünstigter',
    'Empfänger',
    'Zahlungsempfänger',
    'Name',
    'Payee',
    'Merchant',
    'Counterparty',
    'Partner Name',
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
  // A plain "Type" is no such column by name: Chase's says ACH_DEBIT, CHECK_PAID and the like.
  direction: [
    'S/H',
    'Soll/Haben',
    'Soll-Haben-Kennzeichen',
    'Soll/Haben-Kennung',
    'Kennzeichen',
    'Debit/Credit',
    'Credit/Debit',
    'Dr/Cr',
    'Cr/Dr',
    'Credit/Debit Indicator',
    'Debit/Credit Indicator',
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
  return ROLE_BY_KEY.get(key) ?? ROLE_BY_KEY.get(withoutCurrency(key)) ?? null;
}

/**
 * Header names of a running balance column: the account's balance after each booking. It is no
 * role of the mapping (the rows do not need it); the closing balance is read from it.
 */
const BALANCE_KEYS = new Set(
  [
    'Saldo',
    'Saldo nach Buchung',
    'Kontostand',
    'Kontostand nach Buchung',
    'Balance',
    'Running Balance',
    'Running Bal.',
    'Account Balance',
  ].map(nameKey),
);

/** The first column not in the mapping whose name says it holds the running balance. */
function balanceColumn(names: string[], mapping: ColumnMapping): number | null {
  const taken = new Set(mappedColumns(mapping));
  const index = names.findIndex((name, i) => {
    const key = nameKey(name);
    return !taken.has(i) && (BALANCE_KEYS.has(key) || BALANCE_KEYS.has(withoutCurrency(key)));
  });
  return index < 0 ? null : index;
}

/** A name key without a currency it ends in: "betrag eur", "amount in usd". */
function withoutCurrency(key: string): string {
  return key.replace(/ (?:in )?[a-z]{3}$/, '');
}

/**
 * The currency the header of the money columns names ("Amount (EUR)", "Betrag in EUR",
 * "Betrag (€)"), for rows that state none themselves.
 */
function headerCurrency(names: string[], mapping: ColumnMapping): string | null {
  for (const index of [mapping.amount, mapping.debit, mapping.credit]) {
    const name = collapse(index == null ? '' : (names[index] ?? ''));
    const named = /(?:\( ?([A-Za-z]{3}|[€£]) ?\)| in ([A-Za-z]{3}))$/.exec(name);
    const code = named ? cellCurrency(named[1] ?? named[2] ?? '') : null;
    if (code) return code;
  }
  return null;
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
    direction: null,
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

/** The column indexes the mapping names, unset roles as null or undefined. */
function mappedColumns(mapping: ColumnMapping): (number | null | undefined)[] {
  return [
    mapping.date,
    mapping.value_date,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.counterparty,
    mapping.currency,
    mapping.reference,
    mapping.direction,
    ...mapping.description,
  ];
}

/** A column index the mapping names that the file does not have. */
function missingColumn(mapping: ColumnMapping, width: number): number | undefined {
  return mappedColumns(mapping).find(
    (index): index is number =>
      index != null && !(Number.isInteger(index) && index >= 0 && index < width),
  );
}

/**
 * What precedes the bookings: the preamble, the header's names, the line the body starts on and the
 * CRLF pairs inside quoted values before it (Row.skew).
 */
type Head = { preamble: Row[]; names: string[]; bodyLine: number; skew: number };

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
    const names = Array<string>(row.cells.length).fill('');
    return { preamble, names, bodyLine: row.line, skew: row.skew - crlfPairs(row.cells) };
  }
  return { preamble, names: row.cells, bodyLine: lastLine(row) + 1, skew: row.skew };
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
      const cell = collapse(body[i].cells[index] ?? '');
      if (cell !== '') samples.push(cell);
    }
    return { index, name: name.trim() || `Column ${index + 1}`, samples };
  });
}

// ---------------------------------------------------------------------------------------------
// Debit/credit indicators and the two parties

/**
 * What an indicator cell says, by its lower-cased text: true for money out (Soll, debit), false
 * for money in (Haben, credit).
 */
const INDICATORS = new Map<string, boolean>([
  ['s', true],
  ['soll', true],
  ['d', true],
  ['dr', true],
  ['debit', true],
  ['belastung', true],
  ['-', true],
  ['−', true],
  ['h', false],
  ['haben', false],
  ['c', false],
  ['cr', false],
  ['credit', false],
  ['gutschrift', false],
  ['+', false],
]);

/** True for money out, false for money in, null for an empty cell, undefined for anything else. */
function indicatorOf(cell: string): boolean | null | undefined {
  const key = cell.trim().toLowerCase();
  return key === '' ? null : INDICATORS.get(key);
}

/** Header names of a "Type" column that holds indicators when its values say only Debit/Credit. */
const TYPE_KEYS = new Set(['type', 'transaction type']);

/** An indicator in words: a bare sign does not show a column holds them ("-" often means none). */
function isIndicatorWord(value: string): boolean {
  return /^[a-z]+$/.test(value) && INDICATORS.has(value);
}

/**
 * Whether the values of a column without a direction name show it holds indicators. Without a
 * header (Volksbank leaves its S/H column's empty): most dated rows hold an indicator word, so that
 * one stray value is answered as an error rather than leaving every amount unsigned. Named "Type":
 * every dated row says exactly Debit or Credit (Chase's Type says ACH_DEBIT or CHECK_PAID).
 */
function holdsIndicators(name: string, dated: Row[], index: number): boolean {
  const key = nameKey(name);
  if (TYPE_KEYS.has(key)) {
    return dated.every((row) => /^(?:debit|credit)$/i.test(cellAt(row.cells, index)));
  }
  if (key !== '') return false;
  let words = 0;
  for (const row of dated) {
    if (isIndicatorWord(cellAt(row.cells, index).toLowerCase())) words++;
  }
  return words * 2 > dated.length;
}

/**
 * The column of debit/credit indicators for a mapping with an amount column (debit and credit
 * columns sign their amounts themselves): the first free column named so ("S/H", "Soll/Haben",
 * "Debit/Credit"), else the first free column without a name, or named "Type", whose values show
 * it holds them (holdsIndicators). Null when there is none.
 */
function directionColumn(names: string[], body: Row[], mapping: ColumnMapping): number | null {
  if (mapping.amount == null) return null;
  const taken = new Set(mappedColumns(mapping));
  const free = names.map((_, index) => index).filter((index) => !taken.has(index));
  const named = free.find((index) => roleOfName(names[index]) === 'direction');
  if (named !== undefined) return named;
  const dated = body.filter((row) => DATE_SHAPE.test(cellAt(row.cells, mapping.date)));
  if (dated.length === 0) return null;
  return free.find((index) => holdsIndicators(names[index], dated, index)) ?? null;
}

/**
 * The amount signed by the row's indicator, when the mapping has a column of them: money out is
 * negative and money in positive whatever sign the amount cell shows (an "S" on "-12,50" does
 * not make it positive). An empty indicator leaves the amount as the file signs it, but an
 * unsigned amount without one would be a guess and is answered as an error.
 */
function directed(cells: string[], mapping: ColumnMapping, amount: Amount): Amount | ParseError {
  if (mapping.direction == null) return amount;
  const cell = cellAt(cells, mapping.direction);
  const moneyOut = indicatorOf(cell);
  if (moneyOut === undefined) return fail(say('notDebitCredit', { value: cell }));
  if (moneyOut !== null) return { ...amount, value: signed(amount.value, moneyOut) };
  const showsSign = mapping.amount == null || /[-+−(]/.test(cellAt(cells, mapping.amount));
  if (amount.value === '0' || showsSign) return amount;
  return fail(say('unsignedAmount'));
}

/**
 * The mapping with its column of debit/credit indicators: as it names one; as detection found one
 * by name or, failing that, by the column's values; for a mapping the person gave, looked for only
 * when it leaves the role out (undefined), since null says the file has none.
 */
function withDirection(
  mapping: ColumnMapping,
  names: string[],
  body: Row[],
  given: boolean,
): ColumnMapping {
  if (mapping.direction != null || (given && mapping.direction === null)) return mapping;
  const direction = directionColumn(names, body, mapping);
  return direction === null ? mapping : { ...mapping, direction };
}

/** Header names of the paying and of the paid party, in files that name both (DKB). */
const PAYER_KEYS = new Set(['Zahlungspflichtige*r', 'Zahlungspflichtiger'].map(nameKey));
const PAYEE_KEYS = new Set(['Zahlungsempfänger*in', 'Zahlungsempfänger'].map(nameKey));

/** The columns naming the other party of money out (the payee) and of money in (the payer). */
type Parties = { moneyOut: number; moneyIn: number };

/**
 * When the counterparty column is one of a payer and payee pair, the pair: the counterparty of
 * money out is the payee, of money in the payer (the other column names the account holder).
 */
function counterpartyColumns(names: string[], mapping: ColumnMapping): Parties | null {
  const index = mapping.counterparty;
  if (index == null) return null;
  const keys = names.map(nameKey);
  const payer = PAYER_KEYS.has(keys[index]) ? index : keys.findIndex((key) => PAYER_KEYS.has(key));
  const payee = PAYEE_KEYS.has(keys[index]) ? index : keys.findIndex((key) => PAYEE_KEYS.has(key));
  if (payer < 0 || payee < 0 || (index !== payer && index !== payee)) return null;
  return { moneyOut: payee, moneyIn: payer };
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
    return first.length === 4 && third.length <= 2 ? day(first, second, third) : null;
  }
  if (first.length > 2 || (third.length !== 2 && third.length !== 4)) return null;
  if (format === 'MDY' && separator === '.') return null;
  const year = third.length === 2 ? `20${third}` : third;
  return format === 'DMY' ? day(year, second, first) : day(year, first, second);
}

function day(year: string, month: string, date: string): string | null {
  return calendarDate(Number(year), Number(month), Number(date));
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
  text = collapse(text);
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
    currency: code === undefined ? null : cellCurrency(code),
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
function cellCurrency(cell: string): string | null {
  return currencyCode(cell) ?? SYMBOL_CURRENCIES.get(cell.trim()) ?? null;
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

/**
 * How the file writes its dates and amounts, the currency its header names for the money columns,
 * and its delimiter (to join cells a row split too many times).
 */
type Reading = {
  dateFormat: DateFormat | null;
  mark: DecimalMark;
  currency: string | null;
  delimiter: Delimiter;
};

/** The header's width, the roles' columns and the running balance column, if any. */
type Layout = { mapping: ColumnMapping; width: number; balance: number | null };

/**
 * The balance a preamble or summary line states ("Kontostand vom 31.10.2026: 1.234,56 EUR",
 * "Ending balance as of 10/31/2026,$1,234.56"): a closing or new balance ranks above a plain
 * one; an opening balance is not the balance the statement ends with.
 */
function statedBalance(cells: string[], reading: Reading): RankedBalance | null {
  const text = collapse(cells.join(' ').slice(0, MAX_BALANCE_LINE));
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

/** A balance label that is a cell's whole text, as in a row laid out like a booking. */
const OPENING_LABEL =
  /^(?:anfangssaldo|saldovortrag|alter (?:kontostand|saldo)|(?:opening|beginning|starting) balance):?$/i;
const CLOSING_LABEL =
  /^(?:endsaldo|schlusssaldo|neuer (?:kontostand|saldo)|(?:closing|ending|final|new) balance):?$/i;
/** The day a balance label may end with: "Beginning balance as of 01/01/2026", "Endsaldo vom …". */
const LABEL_DATE = / ?(?:(?:as (?:of|at)|on|vom|per|zum|am) )?\d{1,4}([./-])\d{1,2}\1\d{1,4}:?$/i;
/** Longer cells are no balance label. */
const MAX_LABEL = 80;

/**
 * Whether the row is an opening or closing balance laid out like a booking, as Volksbank ends its
 * files ("31.10.2026;;…;Endsaldo;EUR;2.345,67;H") and a US bank starts them ("01/01/2026,Beginning
 * balance as of 01/01/2026,,1,000.00" with the amount in the running balance column): its one
 * filled cell outside the date, money and balance columns is nothing but a balance label,
 * optionally with its day. Null for any other row.
 */
function balanceRow(cells: string[], layout: Layout): 'opening' | 'closing' | null {
  const { mapping } = layout;
  let label: string | null = null;
  for (let i = 0; i < cells.length; i++) {
    if (
      i === mapping.date ||
      i === mapping.value_date ||
      i === mapping.amount ||
      i === mapping.debit ||
      i === mapping.credit ||
      i === mapping.currency ||
      i === mapping.direction ||
      i === layout.balance
    ) {
      continue;
    }
    const cell = cells[i].trim();
    if (cell === '') continue;
    if (label !== null) return null;
    label = cell;
  }
  if (label === null || label.length > MAX_LABEL) return null;
  const bare = collapse(label).replace(LABEL_DATE, '');
  return OPENING_LABEL.test(bare) ? 'opening' : CLOSING_LABEL.test(bare) ? 'closing' : null;
}

/**
 * The balance a summary line after the bookings states: one laid out like a booking, read through
 * the mapping (its amount, else its running balance), or one labelled in its first cell
 * ("Kontostand;;;-1.234,56;EUR"). A debit/credit indicator signs it as it signs a booking
 * ("Endsaldo … 12,00 S" is negative).
 */
function summaryBalance(row: Row, layout: Layout, reading: Reading): RankedBalance | null {
  const { mapping } = layout;
  const kind = balanceRow(row.cells, layout);
  if (kind === 'opening') return null;
  if (kind === null) {
    const stated = statedBalance(row.cells, reading);
    const moneyOut = indicatorOf(cellAt(row.cells, mapping.direction));
    if (!stated || mapping.direction == null || moneyOut == null) return stated;
    const amount = signed(stated.balance.amount, moneyOut);
    return { ...stated, balance: { ...stated.balance, amount } };
  }
  const booked = signedAmount(row.cells, mapping, reading.mark);
  const amount = 'error' in booked ? balanceCell(row.cells, layout, reading) : booked;
  if (!amount) return null;
  return {
    rank: 2,
    balance: {
      amount: amount.value,
      date: looseDate(cellAt(row.cells, mapping.date), reading),
      currency:
        cellCurrency(cellAt(row.cells, mapping.currency)) ?? amount.currency ?? reading.currency,
    },
  };
}

/** The row's running balance, when the file has the column and the cell reads. */
function balanceCell(cells: string[], layout: Layout, reading: Reading): Amount | null {
  const amount = parseAmount(cellAt(cells, layout.balance), reading.mark);
  return amount && isDecimalString(amount.value) ? amount : null;
}

/** A booking read, with the cells it was read from (for its running balance). */
type Booked = { entry: StatementEntry; cells: string[] };

/**
 * The balance after the latest booking, from the running balance column: the latest by date,
 * then by the order the bookings were made in. Files list them oldest or newest first: the
 * first and last dates tell; when they are the same day, the balances do (each one is the one
 * before it plus the booking's amount, in the order they were made).
 */
function runningBalance(
  booked: Booked[],
  layout: Layout,
  reading: Reading,
): StatementBalance | null {
  if (layout.balance === null || booked.length === 0) return null;
  const first = booked[0].entry.date;
  const last = booked[booked.length - 1].entry.date;
  const newestFirst = first === last ? chainsBackwards(booked, layout, reading) : first > last;
  let latest: { date: string; amount: Amount; currency: string | null } | null = null;
  for (const { entry, cells } of booked) {
    const amount = balanceCell(cells, layout, reading);
    if (
      !amount ||
      (latest && (entry.date < latest.date || (entry.date === latest.date && newestFirst)))
    ) {
      continue;
    }
    latest = { date: entry.date, amount, currency: amount.currency ?? entry.currency };
  }
  return latest && { amount: latest.amount.value, date: latest.date, currency: latest.currency };
}

/** Whether more running balances chain from the next row to this one than the other way round. */
function chainsBackwards(booked: Booked[], layout: Layout, reading: Reading): boolean {
  let forwards = 0;
  let backwards = 0;
  let before = balanceCell(booked[0].cells, layout, reading);
  for (let i = 1; i < booked.length; i++) {
    const after = balanceCell(booked[i].cells, layout, reading);
    if (before && after) {
      if (compareDecimals(add(before.value, booked[i].entry.amount), after.value) === 0) forwards++;
      if (compareDecimals(add(after.value, booked[i - 1].entry.amount), before.value) === 0) {
        backwards++;
      }
    }
    before = after;
  }
  return backwards > forwards;
}

/**
 * The closing balance: a closing balance the preamble or the summary lines state, else the
 * running balance after the latest booking, else any other balance they state; among equally
 * ranked stated balances the later line (newer).
 */
function closingBalance(
  preamble: Row[],
  summaries: Row[],
  running: StatementBalance | null,
  layout: Layout,
  reading: Reading,
): StatementBalance | null {
  let best: RankedBalance | null = null;
  for (const row of preamble) {
    const stated = statedBalance(row.cells, reading);
    if (stated && stated.rank >= (best?.rank ?? 0)) best = stated;
  }
  for (const row of summaries) {
    const stated = summaryBalance(row, layout, reading);
    if (stated && stated.rank >= (best?.rank ?? 0)) best = stated;
  }
  if (best?.rank === 2) return best.balance;
  return running ?? best?.balance ?? null;
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
 * Splits the rows after the header into bookings and summary lines: balance rows laid out like
 * bookings (a balance label where the text goes), and rows without a date that read as
 * summaries. Any other row without a date stays a booking, to be set aside with its reason: no
 * row is dropped unseen.
 */
function separateSummaries(body: Row[], layout: Layout): { bookings: Row[]; summaries: Row[] } {
  const bookings: Row[] = [];
  const summaries: Row[] = [];
  for (const row of body) {
    const summary =
      (!DATE_SHAPE.test(cellAt(row.cells, layout.mapping.date)) &&
        isSummaryLine(row.cells, layout.width)) ||
      balanceRow(row.cells, layout) !== null;
    (summary ? summaries : bookings).push(row);
  }
  return { bookings, summaries };
}

function notADate(cell: string): StatementMessage {
  return cell === '' ? say('dateMissing') : say('notADate', { value: cell });
}

function cellAt(cells: string[], index: number | null | undefined): string {
  return index == null ? '' : (cells[index] ?? '').trim();
}

/** The cells holding money, for the decimal mark. */
function amountCells(bookings: Row[], mapping: ColumnMapping): string[] {
  const columns = [mapping.amount, mapping.debit, mapping.credit].filter((index) => index != null);
  return bookings.flatMap((row) => columns.map((index) => cellAt(row.cells, index)));
}

/**
 * The booking a row's cells state, or why they state none (the end of a sentence: "the amount is
 * missing."). The description is the row's text, else its counterparty, else its reference.
 */
function readBooking(
  cells: string[],
  mapping: ColumnMapping,
  parties: Parties | null,
  reading: Reading,
): StatementEntry | ParseError {
  const dateCell = cellAt(cells, mapping.date);
  const date = reading.dateFormat && parseDate(dateCell, reading.dateFormat);
  if (!date) return fail(notADate(dateCell));
  const amount = signedAmount(cells, mapping, reading.mark);
  if ('error' in amount) return amount;
  const moneyOut = amount.value.startsWith('-');
  const party = parties ? (moneyOut ? parties.moneyOut : parties.moneyIn) : mapping.counterparty;
  const counterparty = collapse(cellAt(cells, party)) || null;
  const text = mapping.description
    .map((index) => collapse(cellAt(cells, index)))
    .filter((part) => part !== '')
    .join(' · ');
  const reference = collapse(cellAt(cells, mapping.reference)) || null;
  return {
    date,
    amount: amount.value,
    description: describeRow([text, counterparty, reference], amount.value),
    counterparty,
    reference,
    currency: cellCurrency(cellAt(cells, mapping.currency)) ?? amount.currency ?? reading.currency,
  };
}

/**
 * How well cells read in their roles' columns: +1 for each date, amount, currency and indicator
 * that reads as one, -1 for each that holds something else; empty cells count nothing.
 */
function fit(cells: string[], mapping: ColumnMapping, reading: Reading): number {
  const isDate = (cell: string) =>
    reading.dateFormat ? parseDate(cell, reading.dateFormat) !== null : DATE_SHAPE.test(cell);
  const isAmount = (cell: string) => parseAmount(cell, reading.mark) !== null;
  const checks: [number | null | undefined, (cell: string) => boolean][] = [
    [mapping.date, isDate],
    [mapping.value_date, isDate],
    [mapping.amount, isAmount],
    [mapping.debit, isAmount],
    [mapping.credit, isAmount],
    [mapping.currency, (cell) => cellCurrency(cell) !== null],
    [mapping.direction, (cell) => indicatorOf(cell) != null],
  ];
  let score = 0;
  for (const [index, reads] of checks) {
    const cell = cellAt(cells, index);
    if (cell !== '') score += reads(cell) ? 1 : -1;
  }
  return score;
}

/**
 * A row with one cell fewer or one more than the header, lined up with it by its cells' content:
 * a bank leaves out a field for some bookings (a pension credit without its booking text), or
 * writes a delimiter unquoted inside a text. Of every place the missing cell may be put in, or
 * every two neighbouring cells that may be joined, the one under which the dates, amounts,
 * currency and indicator read best; the later place among equals, and null when none reads
 * better than the row as written.
 */
function realigned(cells: string[], layout: Layout, reading: Reading): string[] | null {
  const difference = cells.length - layout.width;
  if (difference !== 1 && difference !== -1) return null;
  let best: string[] | null = null;
  let bestFit = fit(cells, layout.mapping, reading);
  for (let at = layout.width - 1; at >= 0; at--) {
    const candidate =
      difference < 0
        ? [...cells.slice(0, at), '', ...cells.slice(at)]
        : [
            ...cells.slice(0, at),
            `${cells[at]}${reading.delimiter} ${cells[at + 1]}`,
            ...cells.slice(at + 2),
          ];
    const score = fit(candidate, layout.mapping, reading);
    if (score > bestFit) {
      best = candidate;
      bestFit = score;
    }
  }
  return best;
}

/** The row's amount, signed by its debit/credit indicator where the file has them. */
function signedAmount(
  cells: string[],
  mapping: ColumnMapping,
  mark: DecimalMark,
): Amount | ParseError {
  const amount = bookingAmount(cells, mapping, mark);
  return 'error' in amount ? amount : directed(cells, mapping, amount);
}

/**
 * The row's signed amount: the amount column, or credit minus debit. A debit is money out
 * whatever sign the file gives it; one of the two cells is usually empty.
 */
function bookingAmount(
  cells: string[],
  mapping: ColumnMapping,
  mark: DecimalMark,
): Amount | ParseError {
  const missing = fail(say('amountMissing'));
  if (mapping.amount != null) {
    const cell = cellAt(cells, mapping.amount);
    return cell === '' ? missing : amountCell(cell, mark);
  }
  const debitCell = cellAt(cells, mapping.debit);
  const creditCell = cellAt(cells, mapping.credit);
  if (debitCell === '' && creditCell === '') return missing;
  const debit = debitCell === '' ? null : amountCell(debitCell, mark);
  if (debit && 'error' in debit) return debit;
  const credit = creditCell === '' ? null : amountCell(creditCell, mark);
  if (credit && 'error' in credit) return credit;
  const value = subtract(credit?.value ?? '0', (debit?.value ?? '0').replace(/^-/, ''));
  if (!isDecimalString(value)) return tooManyDigits(`${creditCell} ${debitCell}`);
  return { value, currency: debit?.currency ?? credit?.currency ?? null };
}

function amountCell(cell: string, mark: DecimalMark): Amount | ParseError {
  const amount = parseAmount(cell, mark);
  if (!amount) return fail(say('notAnAmount', { value: cell }));
  return isDecimalString(amount.value) ? amount : tooManyDigits(cell);
}

function tooManyDigits(cell: string): ParseError {
  return fail(say('tooManyDigits', { value: cell }));
}

/** The statement's currency: the one currency its bookings and balance state, if just one. */
function soleCurrency(entries: StatementEntry[], balance: StatementBalance | null): string | null {
  const currencies = new Set([...entries.map((entry) => entry.currency), balance?.currency]);
  currencies.delete(null);
  currencies.delete(undefined);
  return currencies.size === 1 ? ([...currencies][0] ?? null) : null;
}

/** The first row that cannot be read: its line, and why (the end of "Line 4: …"). */
type Unreadable = { line: number; problem: StatementMessage };

/** The bookings of the rows, and the rows set aside: unreadable, or moving no money. */
type Bookings = { booked: Booked[]; setAside: SetAsideRow[]; unreadable: Unreadable | null };

/**
 * Reads each booking row. A row that cannot be read as written, nor lined up with the header by
 * its content (realigned), is set aside with its reason, as is a row that moves no money or has
 * more decimal places than the account's currency (`held`); the rest are read.
 */
function readBookings(
  bookings: Row[],
  layout: Layout,
  reading: Reading,
  parties: Parties | null,
  held: ParseOptions['currency'],
): Bookings {
  const read: Bookings = { booked: [], setAside: [], unreadable: null };
  for (const row of bookings) {
    let cells = row.cells;
    let entry = readBooking(cells, layout.mapping, parties, reading);
    const moved = 'error' in entry ? realigned(cells, layout, reading) : null;
    const again = moved && readBooking(moved, layout.mapping, parties, reading);
    if (moved && again && !('error' in again)) {
      cells = moved;
      entry = again;
    }
    if ('error' in entry) {
      read.unreadable ??= { line: row.line, problem: entry.error };
      read.setAside.push(setAsideRow(row.line, asSentence(entry.error)));
    } else {
      const why = notStaged(entry.amount, held);
      if (!why) read.booked.push({ entry, cells });
      else read.setAside.push(setAsideRow(row.line, why));
      // a row the account's currency cannot hold is what to say when no row can be booked
      if (why && why.code !== 'movesNoMoney') read.unreadable ??= { line: row.line, problem: why };
    }
  }
  return read;
}

function parseStatement(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const sample = readSample(text);
  if (!sample) return fail(NOT_A_TABLE);
  if (dominantWidth(sample.rows).width > MAX_COLUMNS) {
    return fail(say('tooManyColumns', { max: MAX_COLUMNS }));
  }
  const { delimiter } = sample;
  const { preamble, names, bodyLine, skew } = locateHead(sample.rows);
  // The body is read on its own, from the line after the header: csv-parse builds an error object
  // for every record whose width differs from its first record's, which costs dearly per row when
  // that first record is a narrow preamble line.
  const limit = Math.min(options.maxEntries + EXTRA_RECORDS, Number.MAX_SAFE_INTEGER);
  const read = readRows(text, delimiter, { from: bodyLine, skew, records: limit });
  if (read.error !== null) return fail(read.error);
  if (read.truncated) return fail(tooManyRows(options.maxEntries));
  const body = read.rows;
  if (body.length === 0) return fail(NO_TRANSACTIONS);

  const columns = describeColumns(names, body);
  const chosen = options.mapping ?? detectMapping(columns.map((column) => column.name));
  const missing = missingColumn(chosen, columns.length);
  if (missing !== undefined) {
    return fail(say('mappingOutOfRange', { column: missing + 1, columns: columns.length }));
  }
  const mapping = withDirection(chosen, names, body, options.mapping != null);
  const unplaced = unplacedRoles(mapping);
  if (unplaced.length > 0) return { needsMapping: true, columns, mapping, unplaced };

  const layout: Layout = { mapping, width: columns.length, balance: balanceColumn(names, mapping) };
  const { bookings, summaries } = separateSummaries(body, layout);
  if (bookings.length === 0) return fail(NO_TRANSACTIONS);
  if (bookings.length > options.maxEntries) return fail(tooManyRows(options.maxEntries));

  const mark = detectDecimalMark(amountCells(bookings, mapping), delimiter === ';' ? ',' : '.');
  const dateCells = bookings.map((row) => cellAt(row.cells, mapping.date));
  const reading: Reading = {
    dateFormat: detectDateFormat(dateCells, mark === ','),
    mark,
    currency: headerCurrency(names, mapping),
    delimiter,
  };
  const { booked, setAside, unreadable } = readBookings(
    bookings,
    layout,
    reading,
    counterpartyColumns(names, mapping),
    options.currency,
  );
  if (booked.length === 0) {
    return fail(unreadable ? say('atLine', unreadable) : NO_TRANSACTIONS);
  }
  const entries = booked.map(({ entry }) => entry);
  const running = runningBalance(booked, layout, reading);
  const balance = closingBalance(preamble, summaries, running, layout, reading);
  const currency = soleCurrency(entries, balance);
  return { format: 'csv', entries, setAside, notes: [], balance, currency, columns, mapping };
}

export const csvParser: StatementParser = {
  format: 'csv',
  sniff: (text) => detectDelimiter(text) !== null,
  parse: parseStatement,
};
