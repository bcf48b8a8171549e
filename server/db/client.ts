import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './lock.js';
import * as schema from './schema.js';

/** The one Drizzle API the server uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection: what the migrator needs (multi-statement files, session locks). */
export type SqlSession = {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type Database = {
  db: Db;
  /** Runs `work` on one dedicated connection. */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded client itself (PGlite only): the job queue runs its own SQL on it. */
  pglite?: PGlite;
  /** The pool itself (PostgreSQL only): what every instance on the database shares, e.g. the
   * request limits (graphql/fairness.ts). */
  pool?: pg.Pool;
};

export type DatabaseOptions =
  /** `loadDataDir`: a data directory's tarball (PGlite's dumpDataDir) to unpack into the empty
   * `dataDir` first (a restore). `sharedBuffersMb`: see SHARED_BUFFERS_MB. */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob; sharedBuffersMb?: number }
  | { kind: 'memory'; sharedBuffersMb?: number }
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number };

export function databaseOptions(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
  pgliteSharedBuffersMb?: number;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs }
    : {
        kind: 'pglite',
        dataDir: pgdataDir(config.dataDir),
        sharedBuffersMb: config.pgliteSharedBuffersMb,
      };
}

/**
 * PGlite's shared buffers (PostgreSQL's page cache), in MB, unless PGLITE_SHARED_BUFFERS_MB says
 * otherwise. PGlite zeroes all of its shared memory at start, so the whole of it stays in the
 * server's memory from the first moment, used or not: with PostgreSQL's default of 128 MB its
 * WebAssembly memory was 157 MB of an idle server's 420-510 MB, with 64 MB 91 MB (issue 29).
 * wal_buffers stays at the 4 MB that 128 MB gave it (a 32nd): a large import writes its WAL as
 * seldom as before.
 */
export const SHARED_BUFFERS_MB = 64;

const memorySettings = (sharedBuffersMb = SHARED_BUFFERS_MB) => [
  '-c',
  `shared_buffers=${sharedBuffersMb}MB`,
  '-c',
  'wal_buffers=4MB',
];

/**
 * Creates a new data directory (initdb) in a node process of its own, before the server opens it.
 * PGlite creates one with a second PGlite instance (and initdb's own WebAssembly module) in the
 * process that opens it, and what that instance used stayed in the server's memory: ~100 MB of a
 * first start's ~510 MB once idle, ~55 MB still after a few requests (the C allocator kept 53 MB
 * it had freed, and its buffers waited for a collection that only later requests brought; in one
 * start of five its whole WebAssembly memory, 165 MB, too; issue 29). The process takes a second
 * or two, once.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dataDir)})` +
    '.then((created) => created.close())';
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `Creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}): ` +
                stderr.trim(),
            ),
          ),
    );
  });
}

/** Where PGlite keeps the database in DATA_DIR. */
export const pgdataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

/** PGlite in DATA_DIR/pgdata (or in memory, for tests) or a pg pool on DATABASE_URL; `logger`
 * sees every query Drizzle sends (the benchmark explains them). A data directory is opened under
 * its lock (lock.ts), taken for `lock` (who opens it: a name) until `close`, or held by the caller
 * already (a DataDirLock). */
export async function openDatabase(
  options: DatabaseOptions,
  { logger, lock }: { logger?: Logger; lock?: string | DataDirLock } = {},
): Promise<Database> {
  if (options.kind === 'postgres') {
    // Days are UTC days everywhere (the app's "today", the history's current_date).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: '-c TimeZone=UTC',
      // No statement holds a connection (and the rows it locks) longer than this.
      statement_timeout: options.statementTimeoutMs,
    });
    return {
      db: drizzlePg(pool, { schema, logger }),
      pool,
      async session(work) {
        const client = await pool.connect();
        try {
          return await work({
            exec: async (sql) => void (await client.query(sql)),
            query: async <T>(sql: string, params?: unknown[]) =>
              (await client.query(sql, params)).rows as T[],
          });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const pgliteOptions: PGliteOptions = {
    // The list searches' trigram indexes (migration 0008) need these loaded at every open.
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, ...memorySettings(options.sharedBuffersMb)],
  };
  const ownLock =
    options.kind === 'pglite' && typeof lock !== 'object'
      ? lockDataDir(options.dataDir, lock ?? `node ${path.basename(process.argv[1] ?? '')}`)
      : undefined;
  let client: PGlite;
  try {
    if (
      options.kind === 'pglite' &&
      !options.loadDataDir &&
      !existsSync(path.join(options.dataDir, 'PG_VERSION'))
    ) {
      await createDataDir(options.dataDir);
    }
    client =
      options.kind === 'memory'
        ? new PGlite(pgliteOptions)
        : new PGlite(options.dataDir, { ...pgliteOptions, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    ownLock?.release();
    throw error;
  }
  // The app owns this instance's settings. PGlite runs every query on the server's thread, so
  // work PostgreSQL does in a burst holds everyone: filling each new 16 MB WAL segment with zeros
  // held a commit for 75-130 ms, and merging a trigram index's pending list (4 MB by default)
  // held an insert for 100-130 ms, a few times in a 20,000-row import (issue 23).
  await client.exec(`SET wal_init_zero = off; SET gin_pending_list_limit = '256kB'`);
  parseWithoutCopying(client);
  yieldBeforeEachQuery(client);
  return {
    db: drizzlePglite(client, { schema, logger }),
    pglite: client,
    // PGlite is a single connection already.
    session: (work) =>
      work({
        exec: async (sql) => void (await client.exec(sql)),
        query: async <T>(sql: string, params?: unknown[]) =>
          (await client.query<T>(sql, params)).rows,
      }),
    close: async () => {
      try {
        await client.close();
      } finally {
        ownLock?.release();
      }
    },
  };
}

/**
 * Drizzle asks, with every query, for dates, timestamps and intervals as text (it maps them
 * itself). PGlite then merges those parsers into a copy of its own, on every query: one entry per
 * type, ~300 of them array types, which costs ~0.1 ms, as much as a small query's execution. So
 * its own parsers move to the prototype of an empty object: a query without parsers (the job
 * queue, migrations) still finds every one of them, and a query with its own gets only those
 * copied. The other types fall back to PGlite's defaults, the same parsers but for arrays; an
 * array column thus left as text is parsed here by the parser the copy would have held, so both
 * kinds of query answer exactly what they did (tests/server/db.test.ts).
 */
function parseWithoutCopying(client: PGlite): void {
  const own = client.parsers;
  client.parsers = Object.create(own) as PGlite['parsers'];
  const parseArrays = <T>(result: Results<T>, options?: QueryOptions): Results<T> => {
    const given = options?.parsers;
    if (!given) return result;
    result.fields.forEach(({ name, dataTypeID }, column) => {
      const parse = own[dataTypeID];
      if (!parse || dataTypeID in given || types.parsers[dataTypeID]) return;
      const key = options.rowMode === 'array' ? column : name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        const text = row[key];
        if (typeof text === 'string') row[key] = parse(text, dataTypeID);
      }
    });
    return result;
  };
  type Query = PGlite['query'];
  const withArrays =
    (query: Query): Query =>
    async (text, params, options) =>
      parseArrays(await query(text, params, options), options);
  client.query = withArrays(client.query.bind(client));
  // A transaction's queries (Drizzle's db.transaction) go through its own handle.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = withArrays(tx.query);
      return callback(tx);
    });
}

/** Set while `behindOthers` work runs: its queries wait behind the others (PGlite). */
const heavyReads = new AsyncLocalStorage<true>();

/**
 * Runs `work`, whose queries read as much as the data holds (a search's matches counted, pages
 * deep in a long list), behind the queries others are waiting with, on PGlite: one caller's heavy
 * read then delays another's request by the one query running when it came, not by a heavy
 * query before each of its own. A pool runs queries side by side and needs no such thing.
 */
export async function behindOthers<T>(work: () => Promise<T>): Promise<T> {
  if (heavyReads.getStore()) return work();
  const ofRequest = !background.getStore();
  if (ofRequest) inBulk += 1;
  try {
    return await heavyReads.run(true, work);
  } finally {
    if (ofRequest) inBulk -= 1;
  }
}

/** Set while work runs outside any request (the job queue's). */
const background = new AsyncLocalStorage<true>();

/** Runs `work` as nobody's request: its bulk work is not one of the requests being answered. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Requests this process is answering (answeringRequest), and how many run `behindOthers` work. */
let answering = 0;
let inBulk = 0;

/**
 * Counts the requests being answered, from their arrival to their answer: a request takes
 * several turns of the event loop (its body read, its token checked, its rate counted) before its
 * first query, and a `behindOthers` query that started in one of those turns made it wait for
 * that one too: a bystander's question waited for five 20 ms chunks of a history's repair before
 * it could ask (172 ms). Answers the function that ends the count of this request (once).
 */
export function answeringRequest(): () => void {
  answering += 1;
  let ended = false;
  return () => {
    if (!ended) answering -= 1;
    ended = true;
  };
}

/** Whether some request is being answered other than those doing `behindOthers` work. */
const othersAnswering = () => answering > inBulk;

/** How many queries may go before a waiting `behindOthers` one: it waits, it is never starved. */
const MAY_GO_BEFORE = 8;
/** How long the thread must have had no other query to run before a heavy read takes it. */
const HEAVY_READ_GRACE_MS = 1;
/**
 * How long a heavy read waits at most, query after query, for other requests under way to ask
 * their next query or be answered (othersAnswering): it is never starved.
 */
const MOST_GRACE_MS = 30;
/**
 * How long nobody's queries but `behindOthers` ones must have run for the database to count as
 * quiet: then no request is between two of its queries, and a heavy read needs no grace (quietFor).
 */
export const QUIET_MS = 100;

/** When each PGlite last ran a query that was not behind others (performance.now()). */
const othersRanAt = new WeakMap<object, number>();

const clientOf = (db: Db) => (db as { $client?: object }).$client ?? db;

/** Whether everybody's queries share the database's one connection (PGlite), not a pool's. */
export function sharesOneConnection(db: Db): boolean {
  return othersRanAt.has(clientOf(db));
}

/**
 * How long (ms) the database has run none but `behindOthers` queries (PGlite): long work may then
 * take longer turns (server/db/chunks.ts). 0 on PostgreSQL, whose pool never shows who waits.
 */
export function quietFor(db: Db): number {
  const at = othersRanAt.get(clientOf(db));
  return at === undefined || othersAnswering() ? 0 : performance.now() - at;
}

/**
 * PGlite runs each query on this thread and holds it until the query is done. Queries queued
 * together (the root fields of one request) would run back to back, and a request that needs no
 * database, or another user's small one, would wait for them all. So queries run one at a time
 * here, and the event loop takes a turn (sockets, timers) before each: another caller waits for
 * one query at most, never for a whole request. Queries run in the order they came, except
 * `behindOthers` ones: up to MAY_GO_BEFORE others go first, and they start only when no other
 * query has been waiting for HEAVY_READ_GRACE_MS, which lets a request between two of its
 * queries (its token being checked, a result being answered) ask its next one first, and again
 * while another request is under way (answeringRequest), up to MOST_GRACE_MS; but not while the
 * database is quiet (QUIET_MS) and no other request under way: a statement booked in 100 chunks
 * waited 100 graces of 1-2 ms (a timer's least) for nobody.
 * A transaction takes one turn for all of its queries: keep transactions short.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const waiting = { now: [] as (() => void)[], behind: [] as (() => void)[] };
  othersRanAt.set(client, performance.now());
  let running = false;
  let wentBefore = 0;
  let grace: NodeJS.Timeout | undefined;
  // One turn of the event loop before each start, never several starts in one: queries queued
  // together would otherwise each start from their own setImmediate, all in the same check phase.
  let turnAsked = false;
  const nextTurn = () => {
    if (turnAsked) return;
    turnAsked = true;
    void yieldToLoop().then(() => {
      turnAsked = false;
      next();
    });
  };
  const start = (job: () => void) => {
    running = true;
    job();
  };
  const next = () => {
    if (running) return;
    if (waiting.now.length > 0 && (waiting.behind.length === 0 || wentBefore < MAY_GO_BEFORE)) {
      wentBefore = waiting.behind.length > 0 ? wentBefore + 1 : 0;
      start(waiting.now.shift()!);
      return;
    }
    if (waiting.behind.length === 0 || grace) return;
    if (performance.now() - othersRanAt.get(client)! >= QUIET_MS && !othersAnswering()) {
      wentBefore = 0;
      start(waiting.behind.shift()!);
      return;
    }
    const graceFrom = performance.now();
    grace = setTimeout(function waited() {
      grace = undefined;
      if (running) return;
      if (waiting.now.length > 0 && wentBefore < MAY_GO_BEFORE) return next();
      if (othersAnswering() && performance.now() - graceFrom < MOST_GRACE_MS) {
        grace = setTimeout(waited, HEAVY_READ_GRACE_MS);
        return;
      }
      wentBefore = 0;
      start(waiting.behind.shift()!);
    }, HEAVY_READ_GRACE_MS);
  };
  const inTurn = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const behind = !!heavyReads.getStore();
      (behind ? waiting.behind : waiting.now).push(() => {
        Promise.resolve()
          .then(run)
          .then(resolve, reject)
          .finally(() => {
            running = false;
            if (!behind) othersRanAt.set(client, performance.now());
            nextTurn();
          });
      });
      nextTurn();
    });
  client.query = ((...args: Parameters<typeof query>) =>
    inTurn(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
  // A transaction is one turn: its queries run back to back under PGlite's own lock, and the
  // event loop takes its turn before it starts, as before any query. Without it, transactions
  // that follow each other (a statement booked in chunks) would never let a request be read.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => inTurn(() => transaction(callback));
}
