// Reading a statement file off the server's thread. Parsing is pure and synchronous, and a CSV of
// 20,000 rows held the thread that answers everybody for about 610 ms (issue 23): a worker thread
// reads it, and the server's thread only receives the entries. One worker, started at the first
// upload and kept while the server runs, reads one file at a time; a worker that dies is replaced
// at the next upload, and the uploads it was reading fail.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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

type Waiting = { resolve: (result: ParseResult) => void; reject: (error: Error) => void };
export type WorkerAnswer = { id: number; result?: ParseResult; error?: string };

let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** tsx's module hooks for a thread of its own: the ES module beside the CommonJS one `require` finds. */
const tsxApi = () =>
  pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );

function startWorker(): Worker {
  // The build has plain .js beside this file. The sources run through tsx (development, tests):
  // a worker thread registers tsx's hooks for itself before it loads the TypeScript.
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(`./readingWorker.${typescript ? 'ts' : 'js'}`, import.meta.url);
  const started = typescript
    ? new Worker(
        `import(${JSON.stringify(tsxApi())}).then(({ register }) => {
           register();
           return import(${JSON.stringify(entry.href)});
         });`,
        { eval: true },
      )
    : new Worker(entry);
  started.on('message', ({ id, result, error }: WorkerAnswer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (error !== undefined || !result) request?.reject(new Error(`Reading a statement: ${error}`));
    else request?.resolve(result);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The statement reader stopped (exit code ${code})`)));
  return started;
}

/** readStatement in the worker thread. */
export function readOffThread(request: ReadRequest): Promise<ParseResult> {
  worker ??= startWorker();
  const id = ++lastId;
  const answer = new Promise<ParseResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  });
  worker.ref();
  worker.postMessage({ id, request });
  return answer;
}
