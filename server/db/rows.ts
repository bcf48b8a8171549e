import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../lib/ids.js';
import type { Db } from './client.js';

export type TableWithId = PgTable & { id: PgColumn };
export type Row<T extends PgTable> = T['$inferSelect'];

/** The row with this id (and the extra conditions, e.g. ownership), or undefined. */
export async function findRow<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  ...conditions: (SQL | undefined)[]
): Promise<Row<T> | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ...conditions));
  return row as Row<T> | undefined;
}

/** The rows of raw SQL: node-postgres answers { rows }, PGlite's driver an array. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
