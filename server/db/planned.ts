// A statement run again and again with other values, planned once per connection. The net-worth
// repair's statement (valuation.ts, historyDays) joins a dozen CTEs, and PostgreSQL planned it
// anew for every chunk: on PGlite a 7-day chunk's statement took 10-14 ms, of which 9.8 ms were
// planning (EXPLAIN) and 4.5 ms execution. As a prepared statement with a generic plan it ran in
// 2.1-2.8 ms (8 runs a mode, the modes alternated twice, in one session).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * A value written into EXECUTE's arguments: EXECUTE takes no bind parameters, so each is a quoted
 * literal (standard_conforming_strings: a doubled quote is the only escape), typed by the
 * prepared statement's own parameter.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`No literal for a parameter of type ${typeof value}`);
}

/**
 * Runs `query` inside the caller's transaction as a prepared statement with a generic plan: the
 * first call on a connection prepares it (named after `name` and a hash of its text, so that
 * another text never reuses the plan), the next ones only execute it. The generic plan is forced
 * for the transaction (plan_cache_mode): PostgreSQL's own choice kept planning it anew.
 */
export async function executePlanned(tx: Db, name: string, query: SQL): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  const result: unknown = await tx.execute(
    sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true),
               EXISTS (SELECT 1 FROM pg_prepared_statements WHERE name = ${statement}) AS prepared`,
  );
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    prepared: boolean;
  }[];
  if (!row?.prepared) await tx.execute(sql.raw(`PREPARE ${statement} AS ${text}`));
  await tx.execute(sql.raw(`EXECUTE ${statement}(${params.map(literal).join(', ')})`));
}
