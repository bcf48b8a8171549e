// ISO 20022 CAMT.053 bank-to-customer statements (BkToCstmrStmt), versions 001.02 to 001.08: the
// elements read here are named the same in all of them. fast-xml-parser checks well-formedness and
// builds the tree; what a statement means is read here.

import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import { isDecimalString, normalizeDecimal } from '../decimal.js';
import {
  EMPTY_FILE,
  notStaged,
  NO_BALANCE,
  NO_TRANSACTIONS,
  calendarDate,
  chooseSection,
  collapse,
  currencyCode,
  decodeEntities,
  describeRow,
  fail,
  lineLocator,
  readAccount,
  setAsideRow,
  signed,
  tooManyRows,
  unreadableBalance,
} from './common.js';
import { say, type StatementMessage } from './messages.js';
import type {
  ParseError,
  ParseOptions,
  ParseResult,
  SetAsideRow,
  StatementAccount,
  StatementBalance,
  StatementEntry,
  StatementParser,
} from './types.js';

const DECLARES_ENTITIES = say('xmlDeclaresEntities');

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
  return collapse(
    textAt(entry, 'AddtlNtryInf') ?? textAt(entry, 'NtryDtls', 'TxDtls', 'AddtlTxInf') ?? '',
  );
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
  const refuse = (problem: StatementMessage) =>
    fail(
      reference
        ? say('atEntryWithReference', { position, reference, problem })
        : say('atEntry', { position, problem }),
    );
  const rawAmount = textAt(entry, 'Amt');
  if (!rawAmount) return refuse(say('camtNoAmount'));
  const amount = unsignedAmount(rawAmount);
  if (!amount) return refuse(say('notAnAmount', { value: rawAmount }));
  const mark = creditDebit(entry);
  if (!mark) return refuse(say('camtNoDirection'));
  const rawDate = dateText(at(entry, 'BookgDt')) ?? dateText(at(entry, 'ValDt'));
  if (!rawDate) return refuse(say('camtNoDate'));
  const date = isoDate(rawDate);
  if (!date) return refuse(say('notADate', { value: rawDate }));
  const counterparty = counterpartyOf(details, mark);
  const value = signed(amount, mark === 'DBIT');
  return {
    date,
    amount: value,
    // Without remittance text: the other party, else the bank's reference.
    description: describeRow([descriptionOf(entry, details), counterparty, reference], value),
    counterparty,
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

/** A statement's closing balance as read, and the note to make when it cannot be. */
type Closing = { balance: StatementBalance | null; note: StatementMessage | null };

/**
 * The statement's closing booked balance (CLBD); null when it states none. The balance is
 * optional: an empty or unreadable one is left out with a note, and a date that is none leaves
 * the balance without its date.
 */
function closingBalance(statement: Xml): Closing | null {
  const closing = all(statement, 'Bal').find(
    (balance) => textAt(balance, 'Tp', 'CdOrPrtry', 'Cd')?.toUpperCase() === 'CLBD',
  );
  if (closing === undefined) return null;
  const rawAmount = textAt(closing, 'Amt');
  if (!rawAmount) return { balance: null, note: NO_BALANCE };
  const amount = unsignedAmount(rawAmount);
  const mark = creditDebit(closing);
  if (!amount || !mark) return { balance: null, note: unreadableBalance('CLBD', rawAmount) };
  const rawDate = dateText(at(closing, 'Dt'));
  const date = rawDate ? isoDate(rawDate) : null;
  const balance = {
    amount: signed(amount, mark === 'DBIT'),
    date,
    currency: amountCurrency(closing),
  };
  const note = rawDate && !date ? say('balanceDateNotADate', { value: rawDate }) : null;
  return { balance, note };
}

/** The 1-based line of the file each <Ntry> starts on, by its place among them. */
function entryLines(text: string): (position: number) => number {
  const lineOf = lineLocator(text);
  let offsets: number[] | null = null;
  return (position) => {
    offsets ??= [...text.matchAll(/<(?:[\w.-]+:)?Ntry[\s/>]/g)].map((match) => match.index);
    return lineOf(offsets[position - 1] ?? 0);
  };
}

/** The statements of each account in the file, in order: one account's several days are several. */
function byAccount(statements: Xml[]): Xml[][] {
  const groups = new Map<string, Xml[]>();
  for (const statement of statements) {
    const account = accountOf(statement);
    const group = groups.get(account);
    if (group) group.push(statement);
    else groups.set(account, [statement]);
  }
  return [...groups.values()];
}

/** An account's statements as the choice of account shows them: booked rows, currency, balance. */
function summaryOf(statements: Xml[]): StatementAccount {
  const balance = statements.reduce<StatementBalance | null>(
    (last, statement) => closingBalance(statement)?.balance ?? last,
    null,
  );
  return {
    number: accountOf(statements[0]),
    currency: accountCurrency(statements[0], balance),
    count: statements.reduce<number>((n, s) => n + all(s, 'Ntry').filter(isBooked).length, 0),
    balance,
  };
}

const accountCurrency = (statement: Xml, balance: StatementBalance | null) =>
  currencyCode(textAt(statement, 'Acct', 'Ccy')) ?? balance?.currency ?? null;

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
    return fail(say('xmlDamagedAtLine', { line: line + skippedLines }));
  }
  try {
    return { document: xmlParser().parse(trimmed) as Xml };
  } catch (error) {
    const nested = error instanceof Error && /nested/i.test(error.message);
    return fail(say(nested ? 'xmlTooDeep' : 'xmlDamaged'));
  }
}

function parseCamt(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const xml = readXml(text);
  if ('error' in xml) return xml;
  const root = at(xml.document, 'Document', 'BkToCstmrStmt');
  if (root === undefined) {
    return fail(say('notCamt'));
  }
  const inFile = all(root, 'Stmt');
  const accounts = byAccount(inFile);
  const summaries = accounts.map(summaryOf);
  const chosen = chooseSection(summaries, options.account);
  if (typeof chosen !== 'number') return chosen;
  const statements = accounts[chosen]!;

  const entries: StatementEntry[] = [];
  const setAside: SetAsideRow[] = [];
  const lineOf = entryLines(text);
  let closing: Closing | null = null;
  let position = 0;
  for (const statement of inFile) {
    const ours = statements.includes(statement); // the chosen account's
    for (const entry of all(statement, 'Ntry')) {
      position += 1; // every <Ntry> counts, so "Entry 3" is the third in the file
      if (!ours) continue;
      if (!isBooked(entry)) continue; // pending or information only: not (yet) on the account
      if (entries.length + setAside.length === options.maxEntries) {
        return fail(tooManyRows(options.maxEntries));
      }
      const read = readEntry(entry, position);
      if ('error' in read) return read;
      const why = notStaged(read.amount, options.currency);
      if (why) setAside.push(setAsideRow(lineOf(position), why));
      else entries.push(read);
    }
    // the account's last statement's closing balance is the file's
    if (ours) closing = closingBalance(statement) ?? closing;
  }
  if (entries.length === 0) return fail(NO_TRANSACTIONS);
  const balance = closing?.balance ?? null;
  const notes = closing?.note ? [closing.note] : [];
  const currency = accountCurrency(statements[0], balance);
  const account = readAccount(summaries, chosen);
  return { format: 'camt053', entries, setAside, notes, balance, currency, ...account };
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
