import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import pg from 'pg';
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
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number };

export function databaseOptions(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  statementTimeoutMs?: number;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

/** PGlite in DATA_DIR/pgdata (or in memory, for tests) or a pg pool on DATABASE_URL; `logger`
 * sees every query Drizzle sends (the benchmark explains them). */
export async function openDatabase(
  options: DatabaseOptions,
  { logger }: { logger?: Logger } = {},
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
  const client = options.kind === 'memory' ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
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
    close: () => client.close(),
  };
}

/**
 * PGlite runs each query on this thread and holds it until the query is done. Queries queued
 * together (the root fields of one request) would run back to back, and a request that needs no
 * database, or another user's small one, would wait for them all. So queries run one at a time
 * here, and the event loop takes a turn (sockets, timers) before each: another caller waits for
 * one query at most, never for a whole request. Transactions keep PGlite's own lock.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = previous.then(yieldToLoop).then(run);
    previous = turn.catch(() => undefined);
    return turn;
  };
  client.query = ((...args: Parameters<typeof query>) =>
    inTurn(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
}
