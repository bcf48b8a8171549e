// Reading and writing one row by id, and answering it in the envelope: shared by the resolver
// modules so each one only states its table, its checks and its words.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { findRow, type Row, type TableWithId } from '../db/rows.js';
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
import type { ListSource } from './listArgs.js';

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

/** A filter's id as the query can compare it: a malformed one becomes an id no row has, so it
 * answers like an unknown id (nothing) instead of the database refusing it. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const filterId = (id: string): string => (isUuid(id) ? id : NIL_UUID);

/** A write's failure as it is, or what it wrote read back through `load` (e.g. with joins). */
export async function reload<R extends { id: string }, N>(
  result: R | Failure,
  load: (id: string) => Promise<N | undefined>,
): Promise<N | Failure | undefined> {
  return isFailure(result) ? result : load(result.id);
}

/** The answer of a write that returns nothing but its outcome. */
export const done = (result: true | Failure, message: string): Success<object> | Failure =>
  result === true ? ok({}, message) : result;
