// Booking many rows at once: a confirmed bank statement's rows (and taking them back), and the
// balances a venue reports (a linked account's sync). Each runs inside the caller's ledgerWrite.
import { inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { eachInSlices } from '../../db/chunks.js';
import { selectRows } from '../../db/rows.js';
import {
  assets,
  categories,
  transactions,
  type AssetRow,
  type InstrumentRow,
  type TransactionType,
} from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { checkDay, today } from '../days.js';
import { Checks, type Failure } from '../result.js';
import { markStale, staleMark } from '../valuation.js';
import { effectsOf, movingAssets, settle, shiftAssets } from './balances.js';
import {
  checkDecimal,
  checkDescription,
  instrumentOf,
  REAL_NO_TRANSACTIONS,
  type AccountRecord,
} from './checks.js';

/** A row to book: money in (credit) or out (debit) of the asset, as a statement states it. */
export type BookedRow = {
  transaction_type: TransactionType;
  amount: string;
  fee: string;
  description: string;
  date: string;
  category_id: string | null;
  /** Where it came from: the file's own id, counterparty and texts (see transactions). */
  bank_reference: string | null;
  counterparty: string | null;
  statement_text: string | null;
  counterparty_key: string | null;
};

/**
 * The same rules as a transaction made by hand, for many rows: each row's problems are field
 * errors named `transactions.<i>.<field>` and said as "Row <i + 1>: …" (null: none). Categories
 * are looked up once for all rows.
 */
export async function checkRows(
  db: Db,
  asset: AssetRow,
  rows: readonly Omit<
    BookedRow,
    'bank_reference' | 'counterparty' | 'statement_text' | 'counterparty_key'
  >[],
  /** The number a message gives the row at `index` (e.g. its row in the statement). */
  numberOf: (index: number) => number = (index) => index + 1,
): Promise<Failure | null> {
  const instrument = await instrumentOf(db, asset.instrument_id);
  const categoryIds = [...new Set(rows.flatMap((row) => row.category_id ?? []))];
  const known = new Set(
    categoryIds.length
      ? (
          await db
            .select({ id: categories.id })
            .from(categories)
            .where(inArray(categories.id, categoryIds.filter(isUuid)))
        ).map((row) => row.id)
      : [],
  );
  const problems = new Checks();
  await eachInSlices(rows, (row, index) => {
    const check = new Checks()
      .that(
        'transaction_type',
        row.transaction_type === 'credit' || row.transaction_type === 'debit',
        'A statement row is money in (credit) or out (debit)',
      )
      .that('account_id', asset.asset_class !== 'real', REAL_NO_TRANSACTIONS);
    checkDecimal(check, 'amount', 'Amount', row.amount, instrument, 'positive');
    checkDecimal(check, 'fee', 'Fee', row.fee, instrument, 'not negative');
    checkDay(checkDescription(check, row.description.trim()), 'date', row.date);
    check.that('category_id', !row.category_id || known.has(row.category_id), 'Category not found');
    for (const { field, message } of check.fieldErrors) {
      problems.that(`rows.${index}.${field}`, false, `Row ${numberOf(index)}: ${message}`);
    }
  });
  return problems.failed ? problems.failure() : null;
}

/**
 * Books checked rows (checkRows) on `asset` of `account` as transactions of `uploadId`, and moves
 * the balances and marks the history by what they booked (insertBooked). Runs inside the caller's
 * ledgerWrite; a statement's rows come in chunks, each in a ledgerWrite of its own.
 */
export async function bookRows(
  tx: Db,
  userId: string,
  asset: AssetRow,
  account: AccountRecord,
  uploadId: string,
  rows: readonly BookedRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const first = rows.reduce((day, row) => (row.date < day ? row.date : day), rows[0]!.date);
  return insertBooked(
    tx,
    userId,
    rows.map((row) => ({ ...row, description: row.description.trim() })),
    {
      account_id: account.id,
      account_class: account.account_class,
      asset_id: asset.id,
      instrument_id: asset.instrument_id,
      upload_id: uploadId,
    },
    first,
  );
}

/** The columns of a transaction that insertBooked writes, with their types in SQL. */
const BOOKED_COLUMNS = {
  account_id: 'uuid',
  account_class: 'account_class',
  asset_id: 'uuid',
  instrument_id: 'uuid',
  upload_id: 'uuid',
  category_id: 'uuid',
  destination_account_id: 'uuid',
  destination_account_class: 'account_class',
  destination_asset_id: 'uuid',
  destination_amount: 'numeric',
  holding_id: 'uuid',
  transaction_type: 'text',
  amount: 'numeric',
  fee: 'numeric',
  description: 'text',
  date: 'date',
  meta: 'jsonb',
  bank_reference: 'text',
  counterparty: 'text',
  statement_text: 'text',
  counterparty_key: 'text',
} as const;
export type BookedColumn = keyof typeof BOOKED_COLUMNS;

/**
 * Inserts the user's transactions, and moves the balances (and marks the history from
 * `staleFrom`, when given) by what they booked, in one statement: the deltas are summed from the
 * rows it inserts, where reading them back by id in statements of their own cost a chunk of 100
 * rows 4 ms more than its 14 ms insert (issue 25). What differs from row to row comes as one JSON
 * parameter (`rows`, each with the same columns); what every row shares, as parameters (`shared`).
 * A VALUES list would bind a parameter per cell, up to PostgreSQL's limit of 65,535, and building
 * it took Drizzle as long as the database took to insert it (an import of 30,000 transactions).
 * Answers how many it inserted.
 */
export async function insertBooked(
  tx: Db,
  userId: string,
  rows: readonly Partial<Record<BookedColumn, unknown>>[],
  shared: Partial<Record<BookedColumn, unknown>>,
  staleFrom?: string | null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const own = Object.keys(rows[0]!) as BookedColumn[];
  const given = Object.keys(shared) as BookedColumn[];
  const columns = [...own, ...given];
  // The ids are made here: gen_random_uuid() read /dev/urandom through PGlite's file system for
  // each row (an open, a read and a close), 5-7% of a chunk's time.
  const json = JSON.stringify(rows.map((row) => ({ ...row, id: randomUUID() })));
  const recordset = sql.join(
    ['id uuid', ...own.map((column) => `${column} ${BOOKED_COLUMNS[column]}`)].map((c) =>
      sql.raw(c),
    ),
    sql`, `,
  );
  const values = sql.join(
    [
      ...own.map((column) => sql.raw(`r.${column}`)),
      ...given.map((column) => sql`${shared[column]}::${sql.raw(BOOKED_COLUMNS[column])}`),
    ],
    sql`, `,
  );
  const [booked] = await selectRows<{ n: number }>(
    tx,
    sql`WITH booked AS (
      INSERT INTO ${transactions} (id, user_id, ${sql.raw(columns.join(', '))})
      SELECT r.id, ${userId}, ${values}
      FROM jsonb_to_recordset(${json}::jsonb) AS r(${recordset})
      RETURNING asset_id, transaction_type, amount, fee, destination_asset_id, destination_amount
    ),
    ${movingAssets(effectsOf(sql`true`, 1, sql`booked`))}
    ${staleFrom === undefined ? sql`` : sql`, stale AS (${staleMark(userId, staleFrom)})`}
    SELECT count(*)::int AS n FROM booked`,
  );
  return booked!.n;
}

/**
 * Takes back up to `limit` of the transactions booked from `uploadId` (bookRows) and moves the
 * balances back; answers how many. Runs inside the caller's ledgerWrite.
 */
export async function unbookRows(
  tx: Db,
  userId: string,
  uploadId: string,
  limit: number,
): Promise<number> {
  const taken = await selectRows<{ id: string; date: string }>(
    tx,
    sql`SELECT id, date::text AS date FROM ${transactions}
         WHERE user_id = ${userId} AND upload_id = ${uploadId} LIMIT ${limit}`,
  );
  if (taken.length === 0) return 0;
  const ids = taken.map((row) => row.id);
  await shiftAssets(tx, effectsOf(inArray(transactions.id, ids), -1));
  await tx.delete(transactions).where(inArray(transactions.id, ids));
  await markStale(
    tx,
    userId,
    taken.reduce((day, row) => (row.date < day ? row.date : day), taken[0]!.date),
  );
  return taken.length;
}

/**
 * A new asset of a venue account held in `instrument` (such an account holds many instruments,
 * one asset each), priced, with the history marked. It starts empty: what it holds is booked as
 * transactions, so its history tells when it came. Runs inside the caller's ledgerWrite.
 */
export async function insertHolding(
  tx: Db,
  userId: string,
  account: AccountRecord,
  instrument: Pick<InstrumentRow, 'id' | 'name'>,
): Promise<AssetRow> {
  const [asset] = await tx
    .insert(assets)
    .values({
      user_id: userId,
      name: instrument.name,
      account_id: account.id,
      instrument_id: instrument.id,
      venue_id: account.venue_id,
      asset_class: account.account_class,
    })
    .returning();
  await settle(tx, userId, asset!);
  return asset!;
}

/** A change of one asset's balance to book: in (credit) or out (debit), amount above 0. */
export type BalanceChange = {
  asset: AssetRow;
  transaction_type: 'credit' | 'debit';
  amount: string;
  description: string;
  meta: unknown;
};

/**
 * Books each change as a transaction of today on its asset of `account` (one per asset at most),
 * and moves the balances once. Runs inside the caller's ledgerWrite. Answers the transaction's id
 * by asset id.
 */
export async function bookChanges(
  tx: Db,
  userId: string,
  account: AccountRecord,
  changes: readonly BalanceChange[],
): Promise<Map<string, string>> {
  if (changes.length === 0) return new Map();
  const booked = await tx
    .insert(transactions)
    .values(
      changes.map((change) => ({
        user_id: userId,
        account_id: account.id,
        account_class: account.account_class,
        asset_id: change.asset.id,
        instrument_id: change.asset.instrument_id,
        transaction_type: change.transaction_type,
        amount: change.amount,
        description: change.description,
        date: today(),
        meta: change.meta,
      })),
    )
    .returning({ id: transactions.id, asset_id: transactions.asset_id });
  const ids = booked.map((row) => row.id);
  await shiftAssets(tx, effectsOf(inArray(transactions.id, ids), 1));
  await markStale(tx, userId, today());
  return new Map(booked.map((row) => [row.asset_id!, row.id]));
}
