// What the statement import says to the person: why a file cannot be read, why a row of it is set
// aside, what reading it noticed. Each is a message: a stable code, its parameters (line numbers,
// a value quoted from the file as written, currencies, a message said inside this one) and its
// English text, built here from one catalogue so that code and text never drift apart. The app
// translates the code (statements.problems.<code> in public/locales) with the parameters; the
// text is what API clients and logs read, and the app's fallback for a code it does not know.
// Pure, like the parsers.

/** A parameter: a number, a text (quoted from the file as written), or a message said inside. */
export type MessageParam = string | number | StatementMessage;
export type MessageParams = Record<string, MessageParam>;

export type StatementMessage = {
  /** Stable, camelCase: the app's translation key under statements.problems. */
  code: string;
  params: MessageParams;
  /** In English. */
  text: string;
};

/** The longest value of the file a message quotes: a huge garbage value must not flood it. */
const QUOTED_MAX = 40;

/** The parameters that quote the file, cut to QUOTED_MAX characters in the text and params alike. */
const QUOTED = new Set(['value', 'section']);

/** A value quoted from the file as a message quotes it: cut short, with an ellipsis. */
const clipped = (value: string) =>
  value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value;

/** A quoted value, in double quotes (escaped as JSON). */
const q = (value: string) => JSON.stringify(value);

const LOOKS_LIKE = 'This file is not a bank statement: it looks like';

type Value = { value: string };
/** What is wrong with a row (said after its place), and its place among the file's rows. */
type Problem = { problem: StatementMessage };
type Place = Problem & { position: number };
/** A closing balance's field, as the format names it, and its value. */
type Field = Value & { field: string };

/**
 * Every message, by code. A "problem" parameter is a message about a row, said at its place in the
 * file ("Line 4: …", "Transaction 2 (FITID …): …"). Row problems that only ever follow a place are
 * written as the rest of that sentence ("it has no amount (Amt).").
 */
const TEXTS = {
  // --- The file as a whole: why it cannot be read ------------------------------------------
  emptyFile: () => 'The file is empty.',
  tooLarge: ({ megabytes }: { megabytes: number }) => `The file is larger than ${megabytes} MB.`,
  notAStatement: () =>
    'This file is not a bank statement we can read: upload CSV, TSV, OFX/QFX, QIF, CAMT.053 or MT940.',
  looksLikeImage: ({ kind }: { kind: string }) => `${LOOKS_LIKE} an image (${kind}).`,
  looksLikeMedia: () => `${LOOKS_LIKE} an image, sound or video file (RIFF).`,
  looksLikePdf: () =>
    `${LOOKS_LIKE} a PDF, and PDF statements cannot be read. Download the statement from your bank as CSV, OFX, QIF, CAMT.053 or MT940 instead.`,
  looksLikeZip: () =>
    `${LOOKS_LIKE} a spreadsheet or ZIP archive; export the statement as CSV, or unpack the archive and upload the statement inside.`,
  looksLikeOffice: () =>
    `${LOOKS_LIKE} an Excel spreadsheet (XLS) or another Office document; export the statement as CSV instead.`,
  looksLikeArchive: ({ kind }: { kind: string }) =>
    `${LOOKS_LIKE} a compressed archive (${kind}); unpack it and upload the statement inside.`,
  binaryData: () => `${LOOKS_LIKE} binary data, not text.`,
  unknownEncoding: () =>
    "The file's text encoding could not be recognised: save it as UTF-8 or Windows-1252.",
  noTransactions: () => 'The statement has no transactions.',
  tooManyRows: ({ max }: { max: number }) =>
    `The statement has more than ${max} rows; split it into smaller files.`,
  severalAccounts: () =>
    'The file holds statements of several accounts; export one account per file.',
  // CSV
  notATable: () =>
    'This file is not a table of bookings: no columns separated by commas, semicolons or tabs were found.',
  tooManyColumns: ({ max }: { max: number }) =>
    `This file is not a bank statement: it has more than ${max} columns.`,
  unclosedQuote: ({ line }: { line: number }) =>
    `Line ${line}: a value opens a quote (") that is never closed.`,
  invalidCsvLine: ({ line }: { line: number }) => `Line ${line}: the line is not valid CSV.`,
  mappingOutOfRange: ({ column, columns }: { column: number; columns: number }) =>
    `The column mapping names column ${column}, but the file has ${columns} columns.`,
  // OFX
  notOfx: () => 'This is not an OFX file: it has no <OFX> element.',
  ofxCutInTransaction: () => 'The OFX file is incomplete: it ends in the middle of a transaction.',
  ofxCutBeforeEnd: () => 'The OFX file is incomplete: it ends before its closing </OFX> tag.',
  ofxNoStatement: () => 'The OFX file holds no bank or credit card statement.',
  // CAMT.053
  xmlDeclaresEntities: () =>
    'The XML file declares entities, which bank statements never do; it was not read.',
  xmlDamaged: () => 'The XML file is damaged or incomplete.',
  xmlDamagedAtLine: ({ line }: { line: number }) =>
    `The XML file is damaged or incomplete (line ${line}).`,
  xmlTooDeep: () => 'The XML file nests its elements too deeply to be a statement.',
  notCamt: () => 'The XML file is not a CAMT.053 bank statement (it has no BkToCstmrStmt).',
  // MT940
  notMt940: () => 'This is not an MT940 file: it has no :tag: fields.',
  mt940Incomplete: () =>
    'The MT940 file is incomplete: its last statement ends without its closing "-" line.',
  // QIF
  qifNoSection: () =>
    'The QIF file holds no bank, credit card or cash section (!Type:Bank, !Type:CCard or !Type:Cash).',
  // The upload
  needsMapping: () => 'Some columns could not be recognised: choose which column holds what.',
  chooseAccount: () =>
    'This file holds statements of several accounts: choose which one to import.',
  noStatementOfAccount: ({ account }: { account: string }) =>
    `The file holds no statement of account ${account}: choose one of its accounts.`,
  noStatementOfNumber: ({ number }: { number: string }) =>
    `No statement in this file is of this account's number ${number}: choose which one to import, if any.`,
  foreignCurrency: ({ currency, held }: { currency: string; held: string }) =>
    `The statement is in ${currency}, but the account holds ${held}.`,

  // --- A row's place in the file, and what is wrong with it ---------------------------------
  atLine: ({ line, problem }: Problem & { line: number }) => `Line ${line}: ${problem.text}`,
  atTransaction: ({ position, problem }: Place) => `Transaction ${position}: ${problem.text}`,
  atTransactionWithId: ({ position, fitid, problem }: Place & { fitid: string }) =>
    `Transaction ${position} (FITID ${fitid}): ${problem.text}`,
  atEntry: ({ position, problem }: Place) => `Entry ${position}: ${problem.text}`,
  atEntryWithReference: ({ position, reference, problem }: Place & { reference: string }) =>
    `Entry ${position} (reference ${reference}): ${problem.text}`,
  atStatementLine: ({ position, line, problem }: Place & { line: number }) =>
    `Statement line ${position} (line ${line} of the file): ${problem.text}`,
  // Why a row is set aside (QIF and CSV), or cannot be read
  movesNoMoney: () => 'The amount is 0: the row moves no money.',
  tooManyDecimals: ({
    value,
    currency,
    decimals,
  }: Value & { currency: string; decimals: number }) =>
    `The amount ${q(value)} has more decimal places than ${currency} has (${decimals}).`,
  openingBalance: () => "The account's opening balance, not a booking.",
  notADate: ({ value }: Value) => `${q(value)} is not a date.`,
  notABookingDate: ({ value }: Value) => `${q(value)} is not a booking date.`,
  notAnAmount: ({ value }: Value) => `${q(value)} is not an amount.`,
  tooManyDigits: ({ value }: Value) =>
    `${q(value)} has more digits than an amount can hold (20 before and 18 after the decimal mark).`,
  // CSV (said after "Line 4: ", and as a sentence of its own when the row is set aside)
  dateMissing: () => 'the date is missing.',
  amountMissing: () => 'the amount is missing.',
  notDebitCredit: ({ value }: Value) => `${q(value)} is not S/H (debit or credit).`,
  unsignedAmount: () => 'the amount has neither a sign nor an S/H (debit or credit) mark.',
  // QIF
  qifNoDate: () => 'The date is missing (no D line).',
  qifNoAmount: () => 'The amount is missing (no T line).',
  qifCutShort: () => 'The file ends inside this record (no closing ^ line): it may be cut short.',
  // OFX, CAMT.053 and MT940 (said after the row's place)
  ofxNoDate: () => 'it has no date (DTPOSTED).',
  ofxNoAmount: () => 'it has no amount (TRNAMT).',
  camtNoAmount: () => 'it has no amount (Amt).',
  camtNoDirection: () => 'it is marked neither credit (CRDT) nor debit (DBIT).',
  camtNoDate: () => 'it has no booking date (BookgDt) or value date (ValDt).',
  mt940NoDirection: () => 'it has no debit/credit mark (C, D, RC or RD).',
  mt940NoAmount: () => 'it has no amount.',

  // --- Notes: what reading the file noticed --------------------------------------------------
  noBalance: () => 'The file states no closing balance.',
  balanceUnreadable: ({ field, value }: Field) =>
    `The closing balance (${field}) ${q(value)} cannot be read; the rows are read without it.`,
  balanceUnreadableAtLine: ({ field, line, value }: Field & { line: number }) =>
    `The closing balance (${field}, line ${line} of the file) ${q(value)} cannot be read; the rows are read without it.`,
  balanceDateNotADate: ({ value }: Value) =>
    `The closing balance's date ${q(value)} is not a date; it is left out.`,
  balanceFieldDateNotADate: ({ field, value }: Field) =>
    `The closing balance's date (${field}) ${q(value)} is not a date; it is left out.`,
  qifDatesMonthFirst: () =>
    'Every date of the file reads as month/day and as day/month: they are read month first (MM/DD/YYYY), as US programs write dates with "/". Check the dates in the review.',
  qifDatesDayFirst: () =>
    'Every date of the file reads as day.month and as month.day: they are read day first (DD.MM.YYYY), as European programs write dotted dates. Check the dates in the review.',
  qifSectionSkipped: ({ section }: { section: string }) =>
    `The file's ${q(section)} section is not read: only bank, credit card and cash sections are.`,
} satisfies Record<string, (params: never) => string>;

type Texts = typeof TEXTS;
export type MessageCode = keyof Texts;

/** Every code the catalogue holds (the app has a text for each). */
export const MESSAGE_CODES = Object.keys(TEXTS) as MessageCode[];

/**
 * The message of `code` with its parameters (none for a message without any): its English text
 * written from them, values quoted from the file cut short in both.
 */
export function say<C extends MessageCode>(
  code: C,
  ...given: Parameters<Texts[C]>
): StatementMessage {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries((given[0] ?? {}) as MessageParams)) {
    params[name] = typeof value === 'string' && QUOTED.has(name) ? clipped(value) : value;
  }
  const text = (TEXTS[code] as (params: MessageParams) => string)(params);
  return { code, params, text };
}

/** The same message as a sentence of its own: its first letter upper case ("The amount is …"). */
export function asSentence(message: StatementMessage): StatementMessage {
  const { text } = message;
  return { ...message, text: `${text.charAt(0).toUpperCase()}${text.slice(1)}` };
}
