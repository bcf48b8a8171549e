// Reading a bank statement: the file's bytes are decoded to text, its format is recognised by its
// content (never by its name), and that format's parser reads it. Pure: no database, no I/O.
import { camtParser } from './camt.js';
import { csvParser } from './csv.js';
import { decodeStatement } from './decode.js';
import { say } from './messages.js';
import { mt940Parser } from './mt940.js';
import { ofxParser } from './ofx.js';
import { qifParser } from './qif.js';
import type { ReadRequest } from './reading.js';
import {
  isParseError,
  needsAccount,
  type NeedsMapping,
  type ParsedStatement,
  type ParseOptions,
  type ParseResult,
  type StatementParser,
} from './types.js';

/**
 * In the order they are tried: the structured formats first, CSV (any delimited text) last. QIF
 * leads: it is told by its first line, which no other format's file starts with, while OFX looks
 * for its tag anywhere in the first kilobyte (a QIF memo could hold one) and a QIF's
 * "1,234.56" amounts could pass for comma-separated values.
 */
export const PARSERS: readonly StatementParser[] = [
  qifParser,
  ofxParser,
  camtParser,
  mt940Parser,
  csvParser,
];

export const NOT_A_STATEMENT = say('notAStatement');

export function parseStatement(bytes: Uint8Array, options: ParseOptions): ParseResult {
  const decoded = decodeStatement(bytes);
  if ('error' in decoded) return decoded;
  const parser = PARSERS.find((candidate) => candidate.sniff(decoded.text));
  return parser ? parser.parse(decoded.text, options) : { error: NOT_A_STATEMENT };
}

const sameHeader = (parsed: ParsedStatement | NeedsMapping, header: string[]) =>
  !!parsed.columns &&
  parsed.columns.length === header.length &&
  parsed.columns.every((column, i) => column.name === header[i]);

/**
 * Reads the file with the person's mapping, else with the one remembered for the account when
 * it fits the file's header, else by detection. Runs in the worker (offThreadWorker.ts).
 */
export function readStatement(request: ReadRequest): ParseResult {
  const { bytes, given, remembered, ...options } = request;
  if (given) return parseStatement(bytes, { ...options, mapping: given });
  if (remembered) {
    const parsed = parseStatement(bytes, { ...options, mapping: remembered.mapping });
    if (!isParseError(parsed) && !needsAccount(parsed) && sameHeader(parsed, remembered.header)) {
      return parsed;
    }
  }
  return parseStatement(bytes, options);
}
