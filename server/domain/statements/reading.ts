// Reading a statement file, off the server's thread (server/domain/offThread.ts): parsing is pure and
// synchronous, and a CSV of 20,000 rows held the thread that answers everybody for about 610 ms
// (issue 23). The server's thread only receives the entries.
import { offThread } from '../offThread.js';
import { parseStatement } from './index.js';
import {
  isParseError,
  needsAccount,
  type ColumnMapping,
  type NeedsMapping,
  type ParseOptions,
  type ParsedStatement,
  type ParseResult,
} from './types.js';

/** The mapping remembered for an account, with the header it was made for. */
export type RememberedMapping = { header: string[]; mapping: ColumnMapping } | null;

export type ReadRequest = {
  bytes: Uint8Array;
  /** The mapping the person chose for this upload, if any. */
  given: ColumnMapping | null;
  remembered: RememberedMapping;
  maxEntries: number;
  /** Whose statement to read from a file of several accounts: the choice, or the account's number. */
  account?: string | null;
  /** The currency of the account the rows go to (ParseOptions.currency). */
  currency?: ParseOptions['currency'];
};

const sameHeader = (parsed: ParsedStatement | NeedsMapping, header: string[]) =>
  !!parsed.columns &&
  parsed.columns.length === header.length &&
  parsed.columns.every((column, i) => column.name === header[i]);

/**
 * Reads the file with the person's mapping, else with the one remembered for the account when
 * it fits the file's header, else by detection. Runs in the worker (readingWorker.ts).
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

/** readStatement in the worker thread (server/domain/offThread.ts). */
export const readOffThread = (request: ReadRequest): Promise<ParseResult> =>
  offThread('statement', request);
