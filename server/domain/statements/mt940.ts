// SWIFT MT940 customer statements, with or without the SWIFT envelope ({1:...}{2:...}{4: ... -}),
// including the structured :86: German banks write (?00 Buchungstext, ?20-?29 Verwendungszweck,
// ?32/?33 Name). Hand-written: the format is a list of :tag: fields and no maintained library is
// worth depending on for it.

import { isDecimalString, normalizeDecimal } from '../decimal.js';
import {
  EMPTY_FILE,
  notStaged,
  NO_BALANCE,
  NO_TRANSACTIONS,
  calendarDate,
  chooseSection,
  collapse,
  describeRow,
  fail,
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

/** One :tag: field with its continuation lines, and the file line it starts on. */
type Field = { tag: string; value: string; line: number };

const INCOMPLETE = say('mt940Incomplete');

// --- Fields -----------------------------------------------------------------------------------

const FIELD = /^:(\d{2}[A-Z]?|NS):/;
/** Pseudo-tags: a SWIFT envelope's text block opens ("{4:"), a message ends ("-" or "-}"). */
const OPEN = '{4:';
const END = '-';

/**
 * The fields of every message, in file order, with OPEN and END where the file marks a message's
 * bounds. The rest of the SWIFT envelope is dropped but the file's line numbers are kept; a line
 * that does not start a field continues the previous one.
 */
function readFields(text: string): Field[] {
  const fields: Field[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    let line = raw;
    const block4 = line.indexOf('{4:');
    if (block4 !== -1) {
      fields.push({ tag: OPEN, value: '', line: index + 1 });
      line = line.slice(block4 + 3);
    } else if (/^\{\d:/.test(line)) continue; // {1:...}{2:...} headers, {5:...} trailers
    if (line.startsWith('-}') || line.trim() === '-') {
      fields.push({ tag: END, value: '', line: index + 1 });
      continue;
    }
    const tag = FIELD.exec(line);
    if (tag) {
      fields.push({ tag: tag[1]!, value: line.slice(tag[0].length), line: index + 1 });
    } else if (line.trim() !== '' && fields.length > 0) {
      fields[fields.length - 1]!.value += `\n${line}`;
    }
  }
  return fields;
}

// --- Values -----------------------------------------------------------------------------------

/** YYMMDD; SWIFT years 70-99 are 19xx, 00-69 20xx. */
function swiftDate(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const yy = Number(match[1]);
  return calendarDate(yy >= 70 ? 1900 + yy : 2000 + yy, Number(match[2]), Number(match[3]));
}

/**
 * The booking date MMDD carries no year: take the year, next to the value date's, that puts it
 * closest to the value date (a December value date may be booked in January, and the reverse).
 */
function bookingDate(monthDay: string, valueDate: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const month = Number(monthDay.slice(0, 2));
  const day = Number(monthDay.slice(2, 4));
  const value = Date.parse(valueDate);
  let best: string | null = null;
  for (const candidate of [year - 1, year, year + 1]) {
    const date = calendarDate(candidate, month, day);
    if (!date) continue;
    if (!best || Math.abs(Date.parse(date) - value) < Math.abs(Date.parse(best) - value)) {
      best = date;
    }
  }
  return best;
}

/** MT940 amounts: digits with a decimal comma ("1234,56", "100,"); some banks write none ("500"). */
function swiftAmount(value: string): string | null {
  const match = /^(\d+)(?:,(\d*))?$/.exec(value);
  if (!match) return null;
  const amount = normalizeDecimal(`${match[1]}${match[2] ? `.${match[2]}` : ''}`);
  return isDecimalString(amount) ? amount : null;
}

function usable(reference: string): string | null {
  const trimmed = reference.trim();
  return trimmed === '' || trimmed.toUpperCase() === 'NONREF' ? null : trimmed;
}

/** A :60F:/:62F: balance: C or D, YYMMDD, currency (some banks leave it out), amount. */
function readBalanceField(value: string): StatementBalance | null {
  const match = /^([CD])(\d{6})([A-Z]{3})?([\d,]+)$/.exec(value.replace(/\s+/g, ''));
  if (!match) return null;
  const date = swiftDate(match[2]!);
  const amount = swiftAmount(match[4]!);
  if (!date || !amount) return null;
  return { amount: signed(amount, match[1] === 'D'), date, currency: match[3] ?? null };
}

/** The everyday SWIFT booking codes of :61: (the three letters after N, F or S) in words. */
const BOOKING_CODES: Record<string, string> = {
  BOE: 'Bill of exchange',
  CHG: 'Charges',
  CHK: 'Cheque',
  COL: 'Collection',
  COM: 'Commission',
  DDT: 'Direct debit',
  DIV: 'Dividend',
  FEX: 'Foreign exchange',
  INT: 'Interest',
  LDP: 'Loan deposit',
  MSC: 'Miscellaneous',
  ODC: 'Overdraft charge',
  RTI: 'Returned item',
  SEC: 'Securities',
  STO: 'Standing order',
  TCK: "Traveller's cheque",
  TRF: 'Transfer',
};

/** A :61: booking code in words, or as written when it is none of the everyday ones. */
function bookingCode(code: string | null): string | null {
  return code && (BOOKING_CODES[code.slice(1)] ?? code);
}

// --- Statement lines --------------------------------------------------------------------------

/**
 * :61: value date, optional booking date, mark, optional funds code (the third letter of the
 * currency, "CR", "D R") and the amount, which holds a comma ("1234,56", "100,") or, written by
 * some banks, none ("C500NTRF").
 */
const STATEMENT_LINE = /^(\d{6})(\d{4})?(R?[CD])?\s?([A-Z](?=\d))?(\d[\d,.]*)?/;

/**
 * What a :61: field says; the :86: that follows adds the description and counterparty. The
 * customer and bank references and the booking code describe a line without text.
 */
type Movement = {
  date: string;
  amount: string;
  supplement: string;
  customer: string | null;
  bank: string | null;
  code: string | null;
};

function readStatementLine(field: Field, position: number): Movement | ParseError {
  const refuse = (problem: StatementMessage) =>
    fail(say('atStatementLine', { position, line: field.line, problem }));
  const [first = '', ...rest] = field.value.split('\n');
  const line = first.trim();
  const head = STATEMENT_LINE.exec(line);
  const valueDate = head ? swiftDate(head[1]!) : null;
  if (!head || !valueDate) return refuse(say('notADate', { value: line.slice(0, 6) }));
  const date = head[2] ? bookingDate(head[2], valueDate) : valueDate;
  if (!date) return refuse(say('notABookingDate', { value: head[2]! }));
  const mark = head[3];
  if (!mark) return refuse(say('mt940NoDirection'));
  if (!head[5]) return refuse(say('mt940NoAmount'));
  const unsigned = swiftAmount(head[5]);
  if (!unsigned) return refuse(say('notAnAmount', { value: head[5] }));
  // A reversal of a credit takes money out; a reversal of a debit gives it back.
  const amount = signed(unsigned, mark === 'D' || mark === 'RC');

  const code = /^[NFS][A-Z0-9]{3}/.exec(line.slice(head[0].length))?.[0] ?? null;
  const tail = line.slice(head[0].length + (code?.length ?? 0));
  const split = tail.indexOf('//');
  return {
    date,
    amount,
    supplement: collapse(rest.join(' ')),
    customer: usable(split === -1 ? tail : tail.slice(0, split)),
    bank: usable(split === -1 ? '' : tail.slice(split + 2)),
    code,
  };
}

/** :86: in the German structured form ("166?00GUTSCHRIFT?20...") or as free text. */
function readInformation(value: string): { description: string; counterparty: string | null } {
  // Structured lines wrap at fixed widths, inside subfields: the line breaks carry no meaning.
  const joined = value.replace(/\n/g, '');
  const structured = /^(?:\d{3})?\?\d{2}/.exec(joined);
  if (!structured) return { description: collapse(value), counterparty: null };

  const purpose: string[] = [];
  const name: string[] = [];
  let bookingText = '';
  for (const [, code, part = ''] of joined.matchAll(/\?(\d{2})([^?]*)/g)) {
    const number = Number(code);
    if (number === 0) bookingText = part;
    else if ((number >= 20 && number <= 29) || (number >= 60 && number <= 63)) purpose.push(part);
    else if (number === 32 || number === 33) name.push(part);
  }
  return {
    description: collapse(`${bookingText} ${joinSubfields(purpose)}`),
    counterparty: collapse(joinSubfields(name)) || null,
  };
}

/**
 * Subfields hold at most 27 characters: a full one was cut mid-text and continues in the next
 * without a space ("Dezember 2" + "025"); a shorter one ended where its writer ended it.
 */
function joinSubfields(parts: string[]): string {
  return parts.reduce(
    (joined, part, index) =>
      index === 0 ? part : `${joined}${parts[index - 1]!.length >= 27 ? '' : ' '}${part}`,
    '',
  );
}

/**
 * A file whose messages end with "-" (or sit in SWIFT envelopes) but whose last one does not end
 * was cut off: its last amount or balance may be cut short too ("1234,5" of "1234,56"). A file
 * that never writes "-" cannot tell, and is read as it is.
 */
function endsUnclosed(fields: Field[]): boolean {
  if (!fields.some((field) => field.tag === END || field.tag === OPEN)) return false;
  return fields.findLastIndex((field) => field.tag === END) < fields.length - 1;
}

// --- Accounts ---------------------------------------------------------------------------------

/** One account's messages: its :25: as first written and its fields, in file order. */
type Section = { number: string; fields: Field[] };

/**
 * The file's messages by account (a bank exporting several accounts writes one statement each,
 * and one account's several days are several messages): a :25: names the account the fields
 * after it belong to, and the fields before the first :25: (the first :20:) belong to its account.
 */
function sectionsOf(fields: Field[]): Section[] {
  const byAccount = new Map<string, Section>();
  const sectionFor = (number: string) => {
    const key = number.replace(/\s+/g, '').toUpperCase();
    const section = byAccount.get(key) ?? { number, fields: [] };
    byAccount.set(key, section);
    return section;
  };
  const first = fields.find((field) => field.tag === '25');
  let current = sectionFor(first ? collapse(first.value) : '');
  for (const field of fields) {
    if (field.tag === '25') current = sectionFor(collapse(field.value));
    current.fields.push(field);
  }
  return [...byAccount.values()];
}

/** The currency of an opening balance (:60F:/:60M:), when it states one. */
const openingCurrency = (value: string) => /^[CD]\d{6}([A-Z]{3})/.exec(value.trim())?.[1] ?? null;

/** An account's statement as the choice of account shows it: its rows, currency and balance. */
function summaryOf({ number, fields }: Section): StatementAccount {
  let currency: string | null = null;
  let balance: StatementBalance | null = null;
  let count = 0;
  for (const field of fields) {
    if (field.tag === '61') count += 1;
    else if (field.tag === '60F' || field.tag === '60M') currency ??= openingCurrency(field.value);
    else if (field.tag === '62F') balance = readBalanceField(field.value.trim());
  }
  return { number, currency, count, balance };
}

// --- Statement --------------------------------------------------------------------------------

function parseMt940(text: string, options: ParseOptions): ParseResult {
  if (text.trim() === '') return fail(EMPTY_FILE);
  const all = readFields(text);
  if (all.length === 0) return fail(say('notMt940'));
  if (endsUnclosed(all)) return fail(INCOMPLETE);
  const sections = sectionsOf(all);
  const summaries = sections.map(summaryOf);
  const chosen = chooseSection(summaries, options.account);
  if (typeof chosen !== 'number') return chosen;
  const { fields } = sections[chosen]!;

  const entries: StatementEntry[] = [];
  const movements: Movement[] = [];
  const setAside: SetAsideRow[] = [];
  let currency: string | null = null;
  let balance: StatementBalance | null = null;
  let balanceNote: StatementMessage | null = null;
  let last: StatementEntry | null = null; // the entry a following :86: describes
  for (const field of fields) {
    switch (field.tag) {
      case '25':
        break;
      case '60F':
      case '60M':
        currency ??= openingCurrency(field.value);
        break;
      case '61': {
        if (entries.length + setAside.length === options.maxEntries) {
          return fail(tooManyRows(options.maxEntries));
        }
        const movement = readStatementLine(field, entries.length + setAside.length + 1);
        if ('error' in movement) return movement;
        const why = notStaged(movement.amount, options.currency);
        if (why) {
          setAside.push(setAsideRow(field.line, why));
          last = null;
          break;
        }
        last = {
          date: movement.date,
          amount: movement.amount,
          description: movement.supplement,
          counterparty: null,
          reference: movement.bank ?? movement.customer,
          currency: null,
        };
        entries.push(last);
        movements.push(movement);
        break;
      }
      case '86':
        if (last) {
          const information = readInformation(field.value);
          last.description = information.description || last.description;
          last.counterparty = information.counterparty;
        }
        last = null;
        break;
      case '62F': {
        // Several messages: the last one closes the file. The balance is optional: one that
        // cannot be read is left out with a note.
        const value = field.value.trim();
        balance = readBalanceField(value);
        balanceNote = balance
          ? null
          : value === ''
            ? NO_BALANCE
            : unreadableBalance(':62F:', value, field.line);
        last = null;
        break;
      }
      default:
        last = null;
    }
  }
  if (entries.length === 0) return fail(NO_TRANSACTIONS);
  // A line without text: its counterparty, else its references and booking code.
  entries.forEach((entry, i) => {
    const { customer, code, bank } = movements[i]!;
    const candidates = [entry.description, entry.counterparty, customer, bookingCode(code), bank];
    entry.description = describeRow(candidates, entry.amount);
  });
  const notes = balanceNote ? [balanceNote] : [];
  const account = readAccount(summaries, chosen);
  return { format: 'mt940', entries, setAside, notes, balance, currency, ...account };
}

/** Starts with a SWIFT header, or shows :20: and a :61:/:60F: field near the start. */
function sniffMt940(text: string): boolean {
  const head = text.trimStart().slice(0, 2048);
  if (head.startsWith('{1:')) return true;
  return /(^|\n):20:/.test(head) && /(^|\n):(61|60F):/.test(head);
}

export const mt940Parser: StatementParser = {
  format: 'mt940',
  sniff: sniffMt940,
  parse: parseMt940,
};
