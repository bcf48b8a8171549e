// OFX and QFX statements (bank: STMTRS, credit card: CCSTMTRS) in both forms: SGML 1.x, whose leaf
// tags are never closed (`<TRNAMT>-12.50`), and XML 2.x. No maintained library reads the SGML form
// well, so a small hand-written tokenizer reads both: a start tag followed by text is a leaf, a
// start tag followed by another tag opens an aggregate that a later end tag closes.

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

/**
 * A leaf has a value (raw, entities not yet decoded); an aggregate has children and the offset of
 * its start tag in the text (for the line of a transaction set aside).
 */
type OfxNode = { name: string; value: string | null; children: OfxNode[]; at?: number };

type Token =
  | { kind: 'start'; name: string; selfClosing: boolean; at: number }
  | { kind: 'end'; name: string }
  | { kind: 'text'; value: string };

const CUT_IN_TRANSACTION = say('ofxCutInTransaction');
const CUT_BEFORE_END = say('ofxCutBeforeEnd');

// Aggregates we must recognise even when their end tag is missing (a truncated file), so that
// their children are not mistaken for siblings. Any other tag that is closed somewhere in the
// file is an aggregate too.
const AGGREGATES = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'STATUS',
  'FI',
  'BANKMSGSRSV1',
  'STMTTRNRS',
  'STMTRS',
  'CREDITCARDMSGSRSV1',
  'CCSTMTTRNRS',
  'CCSTMTRS',
  'BANKACCTFROM',
  'CCACCTFROM',
  'BANKACCTTO',
  'CCACCTTO',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'CURRENCY',
  'ORIGCURRENCY',
  'LEDGERBAL',
  'AVAILBAL',
  'BALLIST',
  'BAL',
]);

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const LEDGER = new Set(['LEDGERBAL']);

/** TRNTYPE in words, for a transaction without MEMO or NAME. */
const TRANSACTION_TYPES: Record<string, string> = {
  CREDIT: 'Credit',
  DEBIT: 'Debit',
  INT: 'Interest',
  DIV: 'Dividend',
  FEE: 'Fee',
  SRVCHG: 'Service charge',
  DEP: 'Deposit',
  ATM: 'ATM withdrawal',
  POS: 'Point of sale payment',
  XFER: 'Transfer',
  CHECK: 'Check',
  PAYMENT: 'Payment',
  CASH: 'Cash withdrawal',
  DIRECTDEP: 'Direct deposit',
  DIRECTDEBIT: 'Direct debit',
  REPEATPMT: 'Repeating payment',
  HOLD: 'Hold',
  OTHER: 'Other',
};

// --- Tokens and tree --------------------------------------------------------------------------

// The lookahead pins the name's end, so a long '<name' without '>' fails in linear time.
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)(?![\w.:-])[^<>]*>/y;

/** Where the markup starting at `at` ends, or -1 when the file ends inside it. */
function skipMarkup(text: string, at: number, opener: string, closer: string): number {
  if (!text.startsWith(opener, at)) return at;
  const end = text.indexOf(closer, at + opener.length);
  return end === -1 ? -1 : end + closer.length;
}

/**
 * Splits the text from `from` into tags and text. Comments, processing instructions and
 * declarations are dropped; a CDATA section is kept as text. Stops where the file ends inside a
 * tag, which leaves the open aggregates unclosed for the caller to notice.
 */
function tokenize(text: string, from: number): Token[] {
  const tokens: Token[] = [];
  const lastGt = text.lastIndexOf('>');
  let pos = from;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > pos) tokens.push({ kind: 'text', value: text.slice(pos, textEnd) });
    if (lt === -1 || lt > lastGt) break;
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt);
      if (end === -1) break;
      tokens.push({ kind: 'text', value: text.slice(lt + 9, end) });
      pos = end + 3;
      continue;
    }
    const skipped = [
      skipMarkup(text, lt, '<!--', '-->'),
      skipMarkup(text, lt, '<?', '?>'),
      skipMarkup(text, lt, '<!', '>'),
    ].find((end) => end !== lt);
    if (skipped === -1) break;
    if (skipped !== undefined) {
      pos = skipped;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(text);
    if (!tag) {
      // A lone '<' inside a value (SGML does not escape much): keep it as text.
      tokens.push({ kind: 'text', value: '<' });
      pos = lt + 1;
      continue;
    }
    const name = (tag[2] ?? '').toUpperCase();
    if (tag[1]) tokens.push({ kind: 'end', name });
    else tokens.push({ kind: 'start', name, selfClosing: tag[0].endsWith('/>'), at: lt });
    pos = lt + tag[0].length;
  }
  return tokens;
}

/** The document tree and the names of the aggregates still open where the file ends. */
function buildTree(tokens: Token[]): { root: OfxNode; open: string[] } {
  const root: OfxNode = { name: '#document', value: null, children: [] };
  const stack = new OpenStack(root);
  const closedSomewhere = new Set(tokens.flatMap((t) => (t.kind === 'end' ? [t.name] : [])));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const parent = stack.top();
    if (token.kind === 'end') {
      stack.closeUpTo(token.name);
      continue;
    }
    if (token.kind === 'text') continue; // whitespace (or stray text) between tags
    if (token.selfClosing) {
      parent.children.push({ name: token.name, value: '', children: [] });
      continue;
    }
    let next = i + 1;
    let value = '';
    for (let t = tokens[next]; t?.kind === 'text'; t = tokens[++next]) value += t.value;
    const following = tokens[next];
    if (following?.kind === 'end' && following.name === token.name) {
      parent.children.push({ name: token.name, value, children: [] }); // XML leaf
      i = next;
    } else if (value.trim() !== '') {
      parent.children.push({ name: token.name, value, children: [] }); // SGML leaf
      i = next - 1;
    } else if (AGGREGATES.has(token.name) || closedSomewhere.has(token.name)) {
      const node: OfxNode = { name: token.name, value: null, children: [], at: token.at };
      parent.children.push(node);
      stack.push(node);
      i = next - 1;
    } else {
      parent.children.push({ name: token.name, value: '', children: [] }); // empty SGML leaf
      i = next - 1;
    }
  }
  return { root, open: stack.names() };
}

/**
 * The aggregates open at a point of the file. It counts them by name so that an end tag of
 * nothing open is ignored without searching the stack (stray end tags under deep nesting would
 * otherwise cost depth × tags).
 */
class OpenStack {
  private readonly nodes: OfxNode[];
  private readonly counts = new Map<string, number>();

  constructor(root: OfxNode) {
    this.nodes = [root];
  }

  top(): OfxNode {
    return this.nodes[this.nodes.length - 1]!;
  }

  push(node: OfxNode): void {
    this.nodes.push(node);
    this.counts.set(node.name, (this.counts.get(node.name) ?? 0) + 1);
  }

  /** An end tag closes its aggregate and, SGML-style, anything left open inside it. */
  closeUpTo(name: string): void {
    if (!this.counts.get(name)) return;
    for (let popped = this.nodes.pop(); popped; popped = this.nodes.pop()) {
      this.counts.set(popped.name, this.counts.get(popped.name)! - 1);
      if (popped.name === name) return;
    }
  }

  /** The names still open, outermost first (the root excluded). */
  names(): string[] {
    return this.nodes.slice(1).map((node) => node.name);
  }
}

/** Every node named in `names`, in document order (iterative: nesting depth is unbounded). */
function findAll(root: OfxNode, names: Set<string>): OfxNode[] {
  const found: OfxNode[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (names.has(node.name)) {
      found.push(node);
      continue;
    }
    for (let k = node.children.length - 1; k >= 0; k--) pending.push(node.children[k]!);
  }
  return found;
}

function child(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** A leaf's decoded, trimmed value; null when absent or empty. */
function field(node: OfxNode | undefined, name: string): string | null {
  const value = child(node, name)?.value;
  if (value == null) return null;
  const decoded = decodeEntities(value).trim();
  return decoded === '' ? null : decoded;
}

// --- Values -----------------------------------------------------------------------------------

/** YYYYMMDD, optionally followed by HHMMSS[.XXX] and a [-5:EST] zone: the day as written. */
function ofxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:\d{4}(?:\d{2}(?:\.\d{1,6})?)?)?\s*(?:\[[^\]]*\])?$/.exec(
    value,
  );
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A signed amount with a decimal point (or the decimal comma some European banks write). */
function ofxAmount(value: string): string | null {
  const match = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(value.replace(/\s+/g, ''));
  if (!match || (!match[2] && !match[3])) return null;
  const unsigned = normalizeDecimal(`${match[2] || '0'}${match[3] ? `.${match[3]}` : ''}`);
  const amount = signed(unsigned, match[1] === '-');
  return isDecimalString(amount) ? amount : null;
}

// --- Statement --------------------------------------------------------------------------------

function transactionsOf(statement: OfxNode): OfxNode[] {
  return child(statement, 'BANKTRANLIST')?.children.filter((c) => c.name === 'STMTTRN') ?? [];
}

function readTransaction(row: OfxNode, position: number): StatementEntry | ParseError {
  const fitid = field(row, 'FITID');
  const refuse = (problem: StatementMessage) =>
    fail(
      fitid
        ? say('atTransactionWithId', { position, fitid, problem })
        : say('atTransaction', { position, problem }),
    );
  const posted = field(row, 'DTPOSTED');
  if (!posted) return refuse(say('ofxNoDate'));
  const date = ofxDate(posted);
  if (!date) return refuse(say('notADate', { value: posted }));
  const rawAmount = field(row, 'TRNAMT');
  if (!rawAmount) return refuse(say('ofxNoAmount'));
  const amount = ofxAmount(rawAmount);
  if (!amount) return refuse(say('notAnAmount', { value: rawAmount }));
  const name = field(row, 'NAME') ?? field(child(row, 'PAYEE'), 'NAME');
  return {
    date,
    amount,
    // Without MEMO or NAME: the TRNTYPE in words ("Check 1042"), else the FITID.
    description: describeRow([field(row, 'MEMO'), name, typeInWords(row), fitid], amount),
    counterparty: name ? collapse(name) : null,
    reference: fitid,
    // CURRENCY means TRNAMT is in that currency; with ORIGCURRENCY the amount was already
    // converted into CURDEF, so the row's amount is in the statement's currency.
    currency: currencyCode(field(child(row, 'CURRENCY'), 'CURSYM')),
  };
}

function typeInWords(row: OfxNode): string | null {
  const type = field(row, 'TRNTYPE')?.toUpperCase() ?? '';
  const words = TRANSACTION_TYPES[type] ?? null;
  const check = field(row, 'CHECKNUM');
  return words && type === 'CHECK' && check ? `${words} ${check}` : words;
}

/**
 * The statement's LEDGERBAL: its own, wherever a missing end tag left it nested (a BANKTRANLIST
 * never closed holds it), else the file's when the file holds this one statement.
 */
function ledgerOf(statement: OfxNode, root: OfxNode, statements: OfxNode[]): OfxNode | undefined {
  return (
    findAll(statement, LEDGER)[0] ??
    (statements.length === 1 ? findAll(root, LEDGER)[0] : undefined)
  );
}

/**
 * The closing balance: optional, so an empty or unreadable one leaves it out with a note, and a
 * date that is none leaves the balance without its date.
 */
function readBalance(
  ledger: OfxNode | undefined,
  currency: string | null,
  notes: StatementMessage[],
): StatementBalance | null {
  if (!ledger) return null;
  const rawAmount = field(ledger, 'BALAMT');
  if (!rawAmount) {
    notes.push(NO_BALANCE);
    return null;
  }
  const amount = ofxAmount(rawAmount);
  if (!amount) {
    notes.push(unreadableBalance('LEDGERBAL', rawAmount));
    return null;
  }
  const asOf = field(ledger, 'DTASOF');
  const date = asOf ? ofxDate(asOf) : null;
  if (asOf && !date) {
    notes.push(say('balanceFieldDateNotADate', { field: 'DTASOF', value: asOf }));
  }
  return { amount, date, currency };
}

// --- Accounts ---------------------------------------------------------------------------------

/** The statement's account number (ACCTID of a bank or a card), '' when it names none. */
function accountOf(statement: OfxNode): string {
  const from = child(statement, 'BANKACCTFROM') ?? child(statement, 'CCACCTFROM');
  return field(from, 'ACCTID') ?? '';
}

/**
 * The statements of each account, in file order (a file of several accounts holds a STMTRS for
 * each). Statements that name no account are each one of their own: they cannot be told apart.
 */
function byAccount(statements: OfxNode[]): OfxNode[][] {
  const groups = new Map<string, OfxNode[]>();
  statements.forEach((statement, index) => {
    const key = accountOf(statement).replace(/\s+/g, '').toUpperCase() || `#${index}`;
    const group = groups.get(key);
    if (group) group.push(statement);
    else groups.set(key, [statement]);
  });
  return [...groups.values()];
}

/** An account's statements as the choice of account shows them: rows, currency and balance. */
function summaryOf(group: OfxNode[], root: OfxNode, statements: OfxNode[]): StatementAccount {
  const currency = currencyCode(field(group[0], 'CURDEF'));
  return {
    number: accountOf(group[0]!),
    currency,
    count: group.reduce((n, statement) => n + transactionsOf(statement).length, 0),
    balance: readBalance(ledgerOf(group.at(-1)!, root, statements), currency, []),
  };
}

function parseOfx(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const start = text.search(/<OFX[\s>]/i);
  if (start === -1) return fail(say('notOfx'));
  const { root, open } = buildTree(tokenize(text, start));
  if (open.includes('STMTTRN')) return fail(CUT_IN_TRANSACTION);
  if (open.length > 0) return fail(CUT_BEFORE_END);

  const statements = findAll(root, STATEMENTS);
  if (statements.length === 0) return fail(say('ofxNoStatement'));
  const accounts = byAccount(statements);
  const summaries = accounts.map((group) => summaryOf(group, root, statements));
  const chosen = chooseSection(summaries, options.account);
  if (typeof chosen !== 'number') return chosen;
  const group = accounts[chosen]!;
  const rows = group.flatMap(transactionsOf);
  if (rows.length > options.maxEntries) {
    return fail(tooManyRows(options.maxEntries));
  }

  const entries: StatementEntry[] = [];
  const setAside: SetAsideRow[] = [];
  const lineOf = lineLocator(text);
  for (const [index, row] of rows.entries()) {
    const entry = readTransaction(row, index + 1);
    if ('error' in entry) return entry;
    const why = notStaged(entry.amount, options.currency);
    if (why) setAside.push(setAsideRow(lineOf(row.at ?? 0), why));
    else entries.push(entry);
  }
  if (entries.length === 0) return fail(NO_TRANSACTIONS);
  const currency = currencyCode(field(group[0], 'CURDEF'));
  const notes: StatementMessage[] = [];
  const balance = readBalance(ledgerOf(group.at(-1)!, root, statements), currency, notes);
  const account = readAccount(summaries, chosen);
  return { format: 'ofx', entries, setAside, notes, balance, currency, ...account };
}

/** SGML files open with their `OFXHEADER:` lines; XML ones carry `<?OFX ...?>` or `<OFX>`. */
function sniffOfx(text: string): boolean {
  if (/^\s*OFXHEADER:/i.test(text.slice(0, 1024))) return true;
  return /<\?OFX|<OFX>/i.test(text.slice(0, 1024));
}

export const ofxParser: StatementParser = { format: 'ofx', sniff: sniffOfx, parse: parseOfx };
