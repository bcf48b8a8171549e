// Real assets' valuations: what a house or a car is worth from a day on, set by hand, and read.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { asset_valuations, assets, type AssetRow } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { checkDay } from '../days.js';
import { Checks, type Failure } from '../result.js';
import { followValuations, markStale, valuationFields, valuationsOf } from '../valuation.js';
import { valueOn } from './balances.js';
import { checkDecimal, DESCRIPTION_MAX } from './checks.js';
import { announced } from './jobs.js';
import { writeOwned } from './write.js';

export type ValuationInput = {
  asset_id: string;
  date: string;
  value: string;
  note?: string | null;
};

// as a description: the form says the same
const NOTE_MAX = DESCRIPTION_MAX;
const valuationOf = (tx: Db, asset: AssetRow, day: string) =>
  tx
    .select(valuationFields)
    .from(asset_valuations)
    .where(and(eq(asset_valuations.asset_id, asset.id), eq(asset_valuations.day, day)))
    .then((rows) => rows[0]!);

/** What a real asset is worth from a day on (in its currency); the same day's replaces it. */
export async function createAssetValuation(
  db: Db,
  userId: string,
  input: ValuationInput,
  jobs?: Jobs,
) {
  const check = checkDay(new Checks(), 'date', input.date, {
    future: 'A valuation cannot be dated in the future',
  }).atMost('note', input.note?.trim(), NOTE_MAX, 'Note');
  checkDecimal(check, 'value', 'Value', input.value, undefined, 'not negative');
  const written = await writeOwned(db, userId, assets, input.asset_id, async (tx, asset) => {
    check.that(
      'asset_id',
      asset.asset_class === 'real',
      'Only a real asset is valued by hand: other assets follow their price',
    );
    if (check.failed) return check.failure();
    await valueOn(tx, asset, input.date, input.value, input.note);
    return valuationOf(tx, asset, input.date);
  });
  return announced(jobs, userId, written);
}

/** Deletes a valuation; the asset falls back to the one before (or nothing). */
export async function deleteAssetValuation(
  db: Db,
  userId: string,
  id: string,
  jobs?: Jobs,
): Promise<true | Failure> {
  const written = await writeOwned(db, userId, asset_valuations, id, async (tx, row) => {
    await tx.delete(asset_valuations).where(eq(asset_valuations.id, row.id));
    const asset = (await findRow(tx, assets, row.asset_id))!;
    await followValuations(tx, asset);
    await markStale(tx, userId, row.day);
    return true as const;
  });
  return announced(jobs, userId, written);
}

/** The valuations of the caller's asset; undefined when the caller has no asset of this id. */
export async function assetValuations(db: Db, userId: string, assetId: string) {
  const asset = await findRow(db, assets, assetId, eq(assets.user_id, userId));
  return asset ? valuationsOf(db, userId, asset.id) : undefined;
}
