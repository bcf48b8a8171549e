// The ledger: accounts, the assets they hold and the transactions that move them. Free of GraphQL;
// the resolvers hand in checked ownership (the caller's user id) and answer what comes back. This
// module holds what every write shares: the caller's ledger lock.
//
// Every write is one database transaction that first takes the caller's ledger lock (a
// transaction-scoped advisory lock keyed by the user id) and then reads, checks and writes: the
// rows it acts on are loaded inside it, owner checked, so two writes of one person's ledger never
// interleave and each one sees what the one before it left (pure input checks run before it).
// While an import of the person's export runs (dataImport.ts), their ledger writes are refused.
// The invariants the writes keep are listed in ./balances.ts; what a write asks of the
// background jobs once it has committed, in ./jobs.ts.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { findRow, type Row, type TableWithId } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { fail, notFound, sqlState, type Failure } from '../result.js';
import { ledgerLock } from '../valuation.js';

export const TOO_LARGE = 'The amount is too large for this balance';
export const IMPORT_RUNNING =
  'Your data is being imported: nothing can be changed until the import is done';
const NUMERIC_OVERFLOW = '22003';

/**
 * Runs `work` as one database transaction holding the user's ledger lock: the user's ledger
 * writes run one at a time (other users' and all reads go on). `work` reads and checks what it
 * acts on itself; a failure it answers commits nothing it has not written (check before
 * writing). A numeric overflow answers TOO_LARGE; an import of the user's data running,
 * IMPORT_RUNNING. (That is asked in a statement of its own, after the lock: on PostgreSQL, a
 * statement that waited for the lock would not see an import that began meanwhile.)
 */
export function ledgerWrite<T>(
  db: Db,
  userId: string,
  work: (tx: Db) => Promise<T | Failure>,
): Promise<T | Failure> {
  return lockedWrite(db, userId, async (tx) => {
    const [importing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.importing_at)));
    return importing ? fail(IMPORT_RUNNING) : work(tx);
  });
}

/** ledgerWrite whatever import runs: the import's own chunks (dataImport.ts). */
export async function lockedWrite<T>(
  db: Db,
  userId: string,
  work: (tx: Db) => Promise<T | Failure>,
): Promise<T | Failure> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(ledgerLock(userId));
      return work(tx);
    });
  } catch (error) {
    if (sqlState(error)?.code === NUMERIC_OVERFLOW) return fail(TOO_LARGE);
    throw error;
  }
}

/** ledgerWrite on the caller's row of `table` with this id, loaded under the lock; someone
 * else's row answers as a missing one. */
export function writeOwned<T extends TableWithId & { user_id: PgColumn }, R>(
  db: Db,
  userId: string,
  table: T,
  id: string,
  work: (tx: Db, row: Row<T>) => Promise<R | Failure>,
): Promise<R | Failure> {
  return ledgerWrite(db, userId, async (tx) => {
    const row = await findRow(tx, table, id, eq(table.user_id, userId));
    return row ? work(tx, row) : notFound();
  });
}
