import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
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
  { kind: 'pglite'; dataDir: string } | { kind: 'memory' } | { kind: 'postgres'; url: string };

export function databaseOptions(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
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
