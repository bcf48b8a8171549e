import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './client.js';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any fixed number: instances starting at once take turns on this session lock. */
const MIGRATION_LOCK = 7_245_019_311;

/** The migration files this version of the app has, in order. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/** The versions ('0001' …) of the migrations this version of the app knows. */
export async function knownMigrations(): Promise<string[]> {
  return (await migrationFiles()).map((file) => file.slice(0, 4));
}

/** The versions recorded in a database's schema_migrations, in order. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await database.session((session) =>
    session.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'),
  );
  return rows.map((row) => row.version);
}

/**
 * Applies every migrations/NNNN_name.sql not yet recorded in schema_migrations, in order, each in
 * its own transaction. Safe with several instances starting at once (pg_advisory_lock).
 * Answers the versions it applied.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  return database.session(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set(
        (await session.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        const version = file.slice(0, 4);
        if (done.has(version)) continue;
        const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
        await session.exec('BEGIN');
        try {
          await session.exec(sql);
          await session.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            version,
            file,
          ]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        applied.push(version);
      }
      return applied;
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
