// Reading and writing one row by id, and answering it in the envelope: shared by the resolver
// modules so each one only states its table, its checks and its words.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  fail,
  isFailure,
  notFound,
  ok,
  uniqueViolation,
  type Failure,
  type FieldError,
  type Success,
} from '../domain/result.js';
import { isUuid } from '../domain/sessions.js';

type TableWithId = PgTable & { id: PgColumn };
type Row<T extends PgTable> = T['$inferSelect'];

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

/** Updates the row with this id; undefined when there is none. */
export async function updateRow<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  changes: Partial<T['$inferInsert']>,
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

/** `{ [key]: row }` in a success envelope; a failure as it is; no row as "Not found". */
export function answer<K extends string, R extends object>(
  key: K,
  result: R | Failure | undefined,
  message: string | null = null,
): Success<Record<K, R>> | Failure {
  if (result === undefined) return notFound();
  if (isFailure(result)) return result;
  return ok({ [key]: result } as Record<K, R>, message);
}
