// Reading and writing one row by id for the domain's plain tables (the admin's categories,
// instruments, venues, mappings and users; an account or a transaction as its list reads it): a
// write's unique violation answers as the field's failure, so each caller only states its table,
// its checks and its words.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { findRow, type Row, type TableWithId } from '../db/rows.js';
import { users } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import type { ListSource } from './lists.js';
import { fail, uniqueViolation, type Failure, type FieldError } from './result.js';

export { findRow };

/** Runs a write; a unique violation becomes `conflict` (the table's one unique rule). */
async function guardUnique<R>(conflict: FieldError, write: () => Promise<R>): Promise<R | Failure> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    return fail(conflict.message, [conflict]);
  }
}

export function createRow<T extends TableWithId>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
  conflict: FieldError,
): Promise<Row<T> | Failure> {
  return guardUnique(conflict, async () => {
    const [row] = await db.insert(table).values(values).returning();
    return row as Row<T>;
  });
}

/** Updates the row with this id (a change may be SQL: `n + 1`); undefined when there is none. */
export async function updateRow<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  changes: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  conflict: FieldError,
): Promise<Row<T> | Failure | undefined> {
  if (!isUuid(id)) return undefined;
  return guardUnique(conflict, async () => {
    const [row] = await db
      .update(table as PgTable)
      .set(changes)
      .where(eq(table.id, id))
      .returning();
    return row as Row<T> | undefined;
  });
}

/** The node with this id as a list source answers it (joins included), or undefined. */
export async function findNode<R>(
  source: ListSource<R>,
  table: TableWithId,
  id: string,
  ...conditions: (SQL | undefined)[]
): Promise<R | undefined> {
  if (!isUuid(id)) return undefined;
  const where = and(eq(table.id, id), ...conditions);
  const [node] = await source.rows({ where, orderBy: [], limit: 1, offset: 0 });
  return node;
}

/**
 * Within a transaction: whether the person holds fewer than `max` rows of `table` (their access
 * tokens, their passkeys), counted under a lock of their user row, so that two additions at once
 * cannot both pass the count.
 */
export async function belowLimit(
  tx: Db,
  table: PgTable & { user_id: AnyPgColumn },
  userId: string,
  max: number,
): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx.select({ n: count() }).from(table).where(eq(table.user_id, userId));
  return (held?.n ?? 0) < max;
}
