// Reading a bank statement: the file's bytes are decoded to text, its format is recognised by its
// content (never by its name), and that format's parser reads it. Pure: no database, no I/O.
import { camtParser } from './camt.js';
import { csvParser } from './csv.js';
import { decodeStatement } from './decode.js';
import { say } from './messages.js';
import { mt940Parser } from './mt940.js';
import { ofxParser } from './ofx.js';
import { qifParser } from './qif.js';
import type { ParseOptions, ParseResult, StatementParser } from './types.js';

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
