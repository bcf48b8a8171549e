// Moving balances: what every ledger write does to the assets and accounts it touches.
//
// Invariants, each kept inside the one database transaction of the write that could break it:
// - asset.balance = asset.opening_balance + Σ effects of its transactions, where a credit adds
//   amount − fee, a debit removes amount + fee, and a transfer removes amount + fee from its source
//   asset and adds amount to its destination asset (the destination account's primary asset);
// - account.value = Σ balances of the account's assets in the account's currency (maintained, not
//   summed on read); account.initial_value = the opening balance of its primary asset (the one
//   createAccount makes, marked assets.is_primary; it never moves or goes on its own);
// - any other holding (of the account's currency or, in a wallet or a brokerage, of another
//   instrument) opens at 0: its quantity is only ever its transactions (its opening balance and
//   each balance edit are booked as credits or debits: assets.ts), never a silent correction;
// - USD valuation (../valuation.ts): value = balance × unit_price, the instrument's newest price
//   (USD: 1); while no price is known unit_price and value are null (missing, never $0). A person
//   never sets the value of a priced holding; a real asset's balance is its latest valuation and
//   it takes no transactions; debts (class liability) hold negative balances;
// - every write marks the user's net-worth history stale from the first day it changes
//   (valuation.markStale), so only those days are computed again.
// Money is only ever added in SQL numeric or compared as exact decimal strings (../decimal.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  asset_valuations,
  assets,
  accounts,
  transactions,
  type AssetRow,
} from '../../db/schema.js';
import { today } from '../days.js';
import { assetStart, followValuations, markStale, revalue } from '../valuation.js';
import { trimmed } from './checks.js';

/**
 * (asset_id, delta) rows: the effect of the transactions matching `which`, or its reverse. `rows`
 * is where they are read from: the table, or the rows a statement is inserting (its RETURNING,
 * with the transactions' columns).
 */
export function effectsOf(which: SQL, sign: 1 | -1, rows: SQL = sql`${transactions}`): SQL {
  return sql`
    SELECT asset_id, ${sql.raw(String(sign))} * sum(delta) FROM (
      SELECT asset_id,
             CASE WHEN transaction_type = 'credit' THEN amount - fee ELSE -(amount + fee) END AS delta
        FROM ${rows} WHERE ${which}
      UNION ALL
      SELECT destination_asset_id, coalesce(destination_amount, amount)
        FROM ${rows} WHERE ${which} AND transaction_type = 'transfer'
    ) effects
    WHERE asset_id IS NOT NULL
    GROUP BY asset_id`;
}

/**
 * The WITH items (`deltas`, `moved`, `moved_accounts`) that move each asset in `deltas` (SQL
 * answering asset_id, delta; one row per asset) by its delta: balance, opening balance too when
 * `opening` (a correction, not a transaction), USD value at its unit price, and its account's
 * value when the asset is in the account's currency. For a statement that also writes what moves
 * them (booking.ts); shiftAssets runs them on their own.
 */
export function movingAssets(deltas: SQL, opening = false): SQL {
  return sql`
    deltas (asset_id, delta) AS (${deltas}),
    moved AS (
      UPDATE ${assets} s SET
        balance = s.balance + d.delta,
        opening_balance = CASE WHEN ${opening} THEN s.opening_balance + d.delta
                               ELSE s.opening_balance END,
        value = (s.balance + d.delta) * s.unit_price,
        updated_at = now()
      FROM deltas d WHERE s.id = d.asset_id
      RETURNING s.account_id, s.instrument_id, d.delta
    ),
    moved_accounts AS (
      UPDATE ${accounts} a SET value = a.value + m.delta, updated_at = now()
      FROM (SELECT account_id, instrument_id, sum(delta) AS delta FROM moved GROUP BY 1, 2) m
      WHERE a.id = m.account_id AND a.instrument_id = m.instrument_id
    )`;
}

/** Moves each asset in `deltas` by its delta (movingAssets). */
export async function shiftAssets(db: Db, deltas: SQL, opening = false): Promise<void> {
  await db.execute(sql`WITH ${movingAssets(deltas, opening)} SELECT 1`);
}

export const correction = (assetId: string, delta: SQL | string) =>
  sql`SELECT ${assetId}::uuid, (${delta})::numeric`;

/** Marks the history stale from the asset's first day: a change to what it held all along. */
export const staleFromStart = async (tx: Db, userId: string, assetId: string) =>
  markStale(tx, userId, await assetStart(tx, assetId));

/** A real asset's value on a day: the valuation that day, replacing one already there. */
export async function valueOn(
  tx: Db,
  asset: AssetRow,
  day: string,
  value: string,
  note?: string | null,
) {
  await tx
    .insert(asset_valuations)
    .values({ user_id: asset.user_id, asset_id: asset.id, day, value, note: trimmed(note) || null })
    .onConflictDoUpdate({
      target: [asset_valuations.asset_id, asset_valuations.day],
      set: { value, note: trimmed(note) || null, created_at: sql`now()` },
    });
  await followValuations(tx, asset);
  await markStale(tx, asset.user_id, day);
}

/** The new asset's price and the history from its first day: after creating it. */
export async function settle(tx: Db, userId: string, asset: AssetRow): Promise<void> {
  if (asset.instrument_id) await revalue(tx, [asset.instrument_id], asset.id);
  await markStale(tx, userId, today());
}

/** The account's primary asset: the one holding its own balance (createAccount makes it). */
export async function primaryAsset(db: Db, accountId: string): Promise<AssetRow | undefined> {
  const [asset] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.account_id, accountId), eq(assets.is_primary, true)));
  return asset;
}
