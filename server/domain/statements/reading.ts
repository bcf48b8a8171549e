// Reading a statement file, off the server's thread (server/domain/offThread.ts): parsing is pure and
// synchronous, and a CSV of 20,000 rows held the thread that answers everybody for about 610 ms
// (issue 23). The server's thread only receives the entries.
// The parsers themselves (index.ts: readStatement) are the worker's alone: with their libraries
// they are ~0.3 MB of code that the server's thread, idle, need not hold (issue 29).
import { offThread } from '../offThread.js';
import type { ColumnMapping, ParseOptions, ParseResult } from './types.js';

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

/** readStatement (index.ts) in the worker thread (server/domain/offThread.ts). */
export const readOffThread = (request: ReadRequest): Promise<ParseResult> =>
  offThread('statement', request);
