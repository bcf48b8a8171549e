// ISO 20022 CAMT.053 bank-to-customer statements (BkToCstmrStmt), versions 001.02 to 001.08: the
// elements read here are named the same in all of them. fast-xml-parser checks well-formedness and
// builds the tree; what a statement means is read here.

import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import { isDecimalString, normalizeDecimal } from '../decimal.js';
import {
  EMPTY_FILE,
  NO_TRANSACTIONS,
  SEVERAL_ACCOUNTS,
  calendarDate,
  collapse,
  currencyCode,
  decodeEntities,
  fail,
  quote,
  signed,
  tooManyRows,
} from './common.js';
import type {
  ParseError,
  ParseOptions,
  ParseResult,
  StatementBalance,
  StatementEntry,
  StatementParser,
} from './types.js';

const DECLARES_ENTITIES =
  'The XML file declares entities, which bank statements never do; it was not read.';
const DAMAGED = 'The XML file is damaged or incomplete';

// --- XML --------------------------------------------------------------------------------------

// Only the five predefined entities and numeric references are ever decoded: entities a document
// declares are refused before parsing, and this decoder would not expand them anyway.
const standardEntitiesOnly: EntityDecoderOptions = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: decodeEntities,
};

function xmlParser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false, // amounts carry their currency in Ccy="EUR"
    attributeNamePrefix: '@',
    removeNSPrefix: true, // some banks write <ns2:Document>
    parseTagValue: false, // money stays text: "0012.50" must not become 12.5
    parseAttributeValue: false,
    processEntities: true,
    entityDecoder: standardEntitiesOnly,
    maxNestedTags: 100, // a statement nests a dozen levels; deeper is not a statement
  });
}

/** The tree fast-xml-parser builds, read without trusting its shape. */
type Xml = unknown;

function isObject(node: Xml): node is Record<string, Xml> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** Every child named `name` (one element comes as a value, several as an array). */
function all(node: Xml, name: string): Xml[] {
  if (!isObject(node) || !Object.hasOwn(node, name)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : [value];
}

/** The first element down a path of names. */
function at(node: Xml, ...names: string[]): Xml {
  return names.reduce<Xml>((current, name) => all(current, name)[0], node);
}

/** An element's trimmed text; null when absent or empty. */
function text(node: Xml): string | null {
  const value = isObject(node) ? node['#text'] : node;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function textAt(node: Xml, ...names: string[]): string | null {
  return text(at(node, ...names));
}

// --- Values -----------------------------------------------------------------------------------

/** ISO date or date-time: the day as written. */
function isoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T|[+-]\d{2}:\d{2}$|Z$)/.exec(value);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The raw text of a date element holding <Dt> or <DtTm>. */
function dateText(node: Xml): string | null {
  return textAt(node, 'Dt') ?? textAt(node, 'DtTm');
}

/** CAMT amounts are unsigned (xs:decimal); the sign comes from CdtDbtInd. */
function unsignedAmount(value: string): string | null {
  if (!/^\+?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const amount = normalizeDecimal(value.replace(/^\+/, '').replace(/^\./, '0.'));
  return isDecimalString(amount) ? amount : null;
}

function creditDebit(node: Xml): 'CRDT' | 'DBIT' | null {
  const mark = textAt(node, 'CdtDbtInd')?.toUpperCase();
  return mark === 'CRDT' || mark === 'DBIT' ? mark : null;
}

function amountCurrency(node: Xml): string | null {
  const amount = at(node, 'Amt');
  return isObject(amount) && typeof amount['@Ccy'] === 'string'
    ? currencyCode(amount['@Ccy'])
    : null;
}

// --- Entries ----------------------------------------------------------------------------------

/** Booked (Sts BOOK, or Sts/Cd BOOK in 001.08); no status at all counts as booked. */
function isBooked(entry: Xml): boolean {
  const status = at(entry, 'Sts');
  if (status === undefined) return true;
  const code = text(status) ?? textAt(status, 'Cd') ?? textAt(status, 'Prtry');
  return code === null || code.toUpperCase() === 'BOOK';
}

function transactionDetails(entry: Xml): Xml[] {
  return all(entry, 'NtryDtls').flatMap((details) => all(details, 'TxDtls'));
}

function referenceOf(entry: Xml, details: Xml[]): string | null {
  const own = textAt(entry, 'NtryRef') ?? textAt(entry, 'AcctSvcrRef');
  if (own) return own;
  for (const detail of details) {
    const servicer = textAt(detail, 'Refs', 'AcctSvcrRef');
    if (servicer) return servicer;
    const endToEnd = textAt(detail, 'Refs', 'EndToEndId');
    if (endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED') return endToEnd;
  }
  return null;
}

function descriptionOf(entry: Xml, details: Xml[]): string {
  const unstructured = details
    .flatMap((detail) => all(at(detail, 'RmtInf'), 'Ustrd'))
    .map(text)
    .filter((line): line is string => line !== null);
  if (unstructured.length > 0) return collapse(unstructured.join(' '));
  return collapse(textAt(entry, 'AddtlNtryInf') ?? '');
}

/** Money out names the creditor, money in the debtor; 001.08 nests the name under Pty. */
function counterpartyOf(details: Xml[], mark: 'CRDT' | 'DBIT'): string | null {
  const role = mark === 'DBIT' ? 'Cdtr' : 'Dbtr';
  for (const detail of details) {
    const party = at(detail, 'RltdPties', role);
    const name = textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
    if (name) return collapse(name);
  }
  return null;
}

function readEntry(entry: Xml, position: number): StatementEntry | ParseError {
  const details = transactionDetails(entry);
  const reference = referenceOf(entry, details);
  const where = reference ? `Entry ${position} (reference ${reference})` : `Entry ${position}`;
  const rawAmount = textAt(entry, 'Amt');
  if (!rawAmount) return fail(`${where}: it has no amount (Amt).`);
  const amount = unsignedAmount(rawAmount);
  if (!amount) return fail(`${where}: ${quote(rawAmount)} is not an amount.`);
  const mark = creditDebit(entry);
  if (!mark) return fail(`${where}: it is marked neither credit (CRDT) nor debit (DBIT).`);
  const rawDate = dateText(at(entry, 'BookgDt')) ?? dateText(at(entry, 'ValDt'));
  if (!rawDate) return fail(`${where}: it has no booking date (BookgDt) or value date (ValDt).`);
  const date = isoDate(rawDate);
  if (!date) return fail(`${where}: ${quote(rawDate)} is not a date.`);
  return {
    date,
    amount: signed(amount, mark === 'DBIT'),
    description: descriptionOf(entry, details),
    counterparty: counterpartyOf(details, mark),
    reference,
    currency: amountCurrency(entry),
  };
}

// --- Statements -------------------------------------------------------------------------------

function accountOf(statement: Xml): string {
  const id = at(statement, 'Acct', 'Id');
  const value = textAt(id, 'IBAN') ?? textAt(id, 'Othr', 'Id') ?? '';
  return value.replace(/\s+/g, '').toUpperCase();
}

function closingBalance(statement: Xml): StatementBalance | ParseError | null {
  const closing = all(statement, 'Bal').find(
    (balance) => textAt(balance, 'Tp', 'CdOrPrtry', 'Cd')?.toUpperCase() === 'CLBD',
  );
  if (closing === undefined) return null;
  const rawAmount = textAt(closing, 'Amt');
  const amount = rawAmount ? unsignedAmount(rawAmount) : null;
  const mark = creditDebit(closing);
  if (!amount || !mark) {
    return fail(`The closing balance (CLBD) ${quote(rawAmount ?? '')} is not an amount.`);
  }
  const rawDate = dateText(at(closing, 'Dt'));
  const date = rawDate ? isoDate(rawDate) : null;
  if (rawDate && !date) return fail(`The closing balance's date ${quote(rawDate)} is not a date.`);
  return { amount: signed(amount, mark === 'DBIT'), date, currency: amountCurrency(closing) };
}

/**
 * The statements to read: all those of the one account that has entries. Several statements of
 * the same account (one per day, say) are read in order; entries of two accounts are refused.
 */
function statementsToRead(statements: Xml[]): Xml[] | ParseError {
  const accounts = new Set(
    statements.filter((s) => all(s, 'Ntry').length > 0).map((s) => accountOf(s)),
  );
  if (accounts.size > 1) return fail(SEVERAL_ACCOUNTS);
  const [account] = accounts;
  if (account === undefined) return fail(NO_TRANSACTIONS);
  return statements.filter((s) => accountOf(s) === account);
}

/** The parsed document, or why it cannot be read. */
function readXml(text: string): { document: Xml } | ParseError {
  // CAMT never declares entities; refusing them up front is what stops an entity bomb.
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) return fail(DECLARES_ENTITIES);
  const trimmed = text.trimStart();
  const skippedLines = text.slice(0, text.length - trimmed.length).split('\n').length - 1;
  const valid = XMLValidator.validate(trimmed);
  if (valid !== true) {
    // Elements left open mean the file stops early: name its last line, not the opening tag's.
    const endsEarly = /^(Unclosed tag|Invalid '\[)/.test(valid.err.msg);
    const line = endsEarly ? trimmed.split('\n').length : valid.err.line;
    return fail(`${DAMAGED} (line ${line + skippedLines}).`);
  }
  try {
    return { document: xmlParser().parse(trimmed) as Xml };
  } catch (error) {
    const nested = error instanceof Error && /nested/i.test(error.message);
    return fail(
      nested ? 'The XML file nests its elements too deeply to be a statement.' : `${DAMAGED}.`,
    );
  }
}

function parseCamt(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const xml = readXml(text);
  if ('error' in xml) return xml;
  const root = at(xml.document, 'Document', 'BkToCstmrStmt');
  if (root === undefined) {
    return fail('The XML file is not a CAMT.053 bank statement (it has no BkToCstmrStmt).');
  }
  const statements = statementsToRead(all(root, 'Stmt'));
  if ('error' in statements) return statements;

  const entries: StatementEntry[] = [];
  let balance: StatementBalance | null = null;
  let position = 0;
  for (const statement of statements) {
    for (const entry of all(statement, 'Ntry')) {
      position += 1; // every <Ntry> counts, so "Entry 3" is the third in the file
      if (!isBooked(entry)) continue; // pending or information only: not (yet) on the account
      if (entries.length === options.maxEntries) {
        return fail(tooManyRows(options.maxEntries));
      }
      const read = readEntry(entry, position);
      if ('error' in read) return read;
      entries.push(read);
    }
    const closing = closingBalance(statement);
    if (closing && 'error' in closing) return closing;
    balance = closing ?? balance; // the last statement's closing balance is the file's
  }
  if (entries.length === 0) return fail(NO_TRANSACTIONS);
  const currency = currencyCode(textAt(statements[0], 'Acct', 'Ccy')) ?? balance?.currency ?? null;
  return { format: 'camt053', entries, balance, currency };
}

function sniffCamt(text: string): boolean {
  const head = text.trimStart().slice(0, 2048);
  return head.startsWith('<') && (head.includes('camt.053') || head.includes('BkToCstmrStmt'));
}

export const camtParser: StatementParser = {
  format: 'camt053',
  sniff: sniffCamt,
  parse: parseCamt,
};
