// What every statement parser answers. Parsers are pure functions of the file's text: no database,
// no clock, no I/O. Money stays an exact decimal string (never a JS number), dates YYYY-MM-DD.
// What they say to the person is a message of the catalogue (./messages.ts): code, params, text.
import type { MessageParams, StatementMessage } from './messages.js';

/** One booking as the bank's file states it. */
export type StatementEntry = {
  /** Booking date, YYYY-MM-DD. */
  date: string;
  /** Signed exact decimal: money in is positive, money out negative ("-12.5", "1234.56"). */
  amount: string;
  /**
   * What the row is for (purpose, memo, Verwendungszweck). Never empty: a row without text is
   * described by its counterparty, its type or booking code, or its reference.
   */
  description: string;
  /** The other party (payee, Auftraggeber/Empfänger, NAME) when the file names one. */
  counterparty: string | null;
  /** The bank's own id for the row (OFX FITID, CAMT entry reference, MT940 bank reference). */
  reference: string | null;
  /** ISO 4217 code when the row states its currency. */
  currency: string | null;
};

/** A balance the statement states (closing / ledger balance). */
export type StatementBalance = {
  /** Signed exact decimal. */
  amount: string;
  /** The day it is stated for, YYYY-MM-DD, when the file says. */
  date: string | null;
  currency: string | null;
};

/** The roles a column of a CSV can play. */
export const COLUMN_ROLES = [
  'date',
  'value_date',
  'amount',
  'debit',
  'credit',
  'description',
  'counterparty',
  'currency',
  'reference',
  'direction',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/**
 * Which column (0-based index into the header row) plays which role. `description` may join
 * several columns (e.g. Buchungstext + Verwendungszweck), in the order given. A CSV needs date,
 * description and either amount or debit and credit. `direction` is a column of debit/credit
 * indicators (S/H, DR/CR, Debit/Credit) that sign the amounts; left out (undefined), the parser
 * looks for one itself, null says the file has none.
 */
export type ColumnMapping = {
  date: number | null;
  value_date?: number | null;
  amount?: number | null;
  debit?: number | null;
  credit?: number | null;
  description: number[];
  counterparty?: number | null;
  currency?: number | null;
  reference?: number | null;
  direction?: number | null;
};

/** A column of a CSV as the review screen shows it for mapping. */
export type StatementColumn = {
  index: number;
  /** The header cell's text. */
  name: string;
  /** The first few values under it. */
  samples: string[];
};

export type StatementFormat = 'csv' | 'ofx' | 'camt053' | 'mt940' | 'qif';

/** A row of the file that is not imported, and why: a message (./messages.ts) with its line. */
export type SetAsideRow = {
  /** The 1-based line of the file the row starts on. */
  line: number;
  /** Why it is not imported, in English ("The amount is 0: the row moves no money."). */
  reason: string;
  /** The reason's code ("movesNoMoney") and parameters, which the app translates. */
  code: string;
  params: MessageParams;
};

export type ParsedStatement = {
  format: StatementFormat;
  /** The bookings to import; never one of amount 0, never one without a description. */
  entries: StatementEntry[];
  /**
   * Rows that are not imported: a row that moves no money, or (CSV) a row that cannot be read,
   * while the rest of the file is. Every parser answers it, empty when nothing was set aside.
   */
  setAside?: SetAsideRow[];
  /** What the person should know about the file as read ("The file states no closing balance."). */
  notes?: StatementMessage[];
  /** The closing balance when the file states one. */
  balance: StatementBalance | null;
  /** The account's currency when the file states it (OFX CURDEF, CAMT Acct/Ccy, MT940 :60F:). */
  currency: string | null;
  /** CSV only: the header's columns and the mapping used (detected or given). */
  columns?: StatementColumn[];
  mapping?: ColumnMapping;
  /** The number of the account whose statement was read, as the file writes it, when it says. */
  account?: string | null;
  /** A file holding statements of several accounts: every one with rows (the one read too). */
  accounts?: StatementAccount[];
};

/** One account's statement in a file holding several (MT940, CAMT.053, OFX). */
export type StatementAccount = {
  /** Its IBAN or account number as the file writes it. */
  number: string;
  currency: string | null;
  /** How many rows its statement holds. */
  count: number;
  /** Its closing balance when the file states one. */
  balance: StatementBalance | null;
};

/**
 * A file holding statements of several accounts, none of which was chosen (or the one asked for
 * is not among them): the person chooses one, and the file is read again with it.
 */
export type NeedsAccount = {
  needsAccount: true;
  /** The accounts whose statements hold rows. */
  accounts: StatementAccount[];
};

/**
 * CSV only: the header was found but some required roles could not be placed with confidence.
 * The person maps the columns and uploads again with the mapping.
 */
export type NeedsMapping = {
  needsMapping: true;
  columns: StatementColumn[];
  /** The roles detection placed (partial); the form starts from it. */
  mapping: ColumnMapping;
  /** Required roles detection could not place: 'date', 'amount' (or 'debit'/'credit'), 'description'. */
  unplaced: ColumnRole[];
};

/** A file the parser cannot read: `error` says why. */
export type ParseError = { error: StatementMessage };

export type ParseResult = ParsedStatement | NeedsMapping | NeedsAccount | ParseError;

export type ParseOptions = {
  /** A mapping chosen by the person (or remembered for the account); CSV only. */
  mapping?: ColumnMapping | null;
  /** At most this many entries; more answers an error (the upload's row limit). */
  maxEntries: number;
  /**
   * The account (IBAN or number) whose statement to read from a file holding several; a file
   * whose accounts are numbered and none of them this one answers NeedsAccount.
   */
  account?: string | null;
  /**
   * The currency of the account the rows go to, when known: a row with more decimal places than
   * it has is set aside (confirming would refuse it).
   */
  currency?: { ticker: string; decimals: number } | null;
};

/** One parser per format, behind this interface. */
export type StatementParser = {
  format: StatementFormat;
  /** Whether the (decoded) text looks like this format: by content, never by file name. */
  sniff(text: string): boolean;
  parse(text: string, options: ParseOptions): ParseResult;
};

export const isParseError = (result: ParseResult): result is ParseError => 'error' in result;
export const needsMapping = (result: ParseResult): result is NeedsMapping =>
  'needsMapping' in result;
export const needsAccount = (result: ParseResult): result is NeedsAccount =>
  'needsAccount' in result;
