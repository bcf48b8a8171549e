// The ledger's assets: an account's holdings beside its primary asset, their corrections, moves to
// another account, and their deletion.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { accounts, assets, transactions, type AssetRow } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { today } from '../days.js';
import { compareDecimals, subtract } from '../decimal.js';
import { Checks, fail, type Failure } from '../result.js';
import { latestPrice, markStale } from '../valuation.js';
import { correction, effectsOf, settle, shiftAssets, staleFromStart, valueOn } from './balances.js';
import {
  changed,
  checkDecimal,
  checkDescription,
  checkFollowsPrice,
  checkName,
  editedTexts,
  instrumentOf,
  mine,
  REAL_NO_BALANCE,
  trimmed,
} from './checks.js';
import { announced } from './jobs.js';
import { ledgerWrite, writeOwned } from './write.js';

export type CreateAssetInput = {
  name: string;
  description?: string | null;
  balance?: string | null;
  value: string;
  account_id: string;
};

/** An asset in the account's currency. A real asset's value is its first valuation (today);
 * any other's balance defaults to the value given, and its USD value follows its price. */
export async function createAsset(
  db: Db,
  userId: string,
  input: CreateAssetInput,
  jobs?: Jobs,
): Promise<AssetRow | Failure> {
  const name = input.name.trim();
  const balance = input.balance ?? input.value;
  // The input's own checks first; those against the account follow under the lock, and one
  // answer lists them all.
  const check = checkName(new Checks(), name);
  checkDescription(check, input.description?.trim() ?? '', false);
  checkDecimal(check, 'value', 'Value', input.value, undefined);
  const written = await ledgerWrite(db, userId, async (tx) => {
    const account = await mine(userId).account(tx, input.account_id);
    const instrument = await instrumentOf(tx, account?.instrument_id ?? null);
    const real = account?.account_class === 'real';
    check.that('account_id', !!account, 'Account not found');
    if (real) {
      check.that('value', compareDecimals(input.value, '0') >= 0, 'Value cannot be negative');
    } else {
      checkDecimal(check, 'balance', 'Balance', balance, instrument);
      const price = instrument ? await latestPrice(tx, instrument.id) : null;
      checkFollowsPrice(check, input.value, balance, price, instrument?.ticker);
    }
    if (check.failed || !account) return check.failure();
    const [asset] = await tx
      .insert(assets)
      .values({
        user_id: userId,
        name,
        account_id: account.id,
        instrument_id: account.instrument_id,
        asset_class: account.account_class,
        description: trimmed(input.description) || null,
      })
      .returning();
    await settle(tx, userId, asset!);
    if (real) await valueOn(tx, (await findRow(tx, assets, asset!.id))!, today(), input.value);
    else await shiftAssets(tx, correction(asset!.id, balance), true);
    return (await findRow(tx, assets, asset!.id))!;
  });
  return announced(jobs, userId, written, (asset) => asset.instrument_id);
}

export type UpdateAssetInput = {
  name?: string | null;
  description?: string | null;
  balance?: string | null;
  value?: string | null;
  account_id?: string | null;
};

const hasTransactions = async (db: Db, assetId: string) =>
  (
    await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(or(eq(transactions.asset_id, assetId), eq(transactions.destination_asset_id, assetId)))
      .limit(1)
  ).length > 0;

/**
 * Edits an asset. A new balance is a correction: the opening balance moves with it (and the
 * account's initial balance, for its primary asset). An asset moves to another account only
 * while no transaction touches it and it is not its account's primary asset.
 */
export async function updateAsset(
  db: Db,
  userId: string,
  id: string,
  input: UpdateAssetInput,
  jobs?: Jobs,
): Promise<AssetRow | Failure> {
  const written = await writeOwned(db, userId, assets, id, async (tx, asset) => {
    const { name, description } = editedTexts(input, asset);
    const account = (await mine(userId).account(tx, asset.account_id))!;
    const moving = input.account_id !== undefined && input.account_id !== asset.account_id;
    const target =
      moving && input.account_id ? await mine(userId).account(tx, input.account_id) : account;
    const instrument = await instrumentOf(tx, asset.instrument_id);
    const check = checkName(new Checks(), name)
      .that('account_id', input.account_id !== null, 'Account is required')
      .that('account_id', !!target, 'Account not found');
    if (moving && target) {
      check
        .that(
          'account_id',
          !asset.is_primary,
          "This asset holds its account's own balance and stays in its account",
        )
        .that(
          'account_id',
          !(await hasTransactions(tx, asset.id)),
          'An asset with transactions cannot move to another account',
        );
    }
    checkDecimal(
      check,
      'balance',
      'Balance',
      input.balance === undefined ? asset.balance : input.balance,
      instrument,
    );
    const real = asset.asset_class === 'real';
    if (real) {
      check.that(
        'value',
        input.value == null || compareDecimals(input.value, '0') >= 0,
        'Value cannot be negative',
      );
      check.that('balance', !changed(input.balance, asset.balance), REAL_NO_BALANCE);
    } else if (
      input.value != null &&
      !(asset.value !== null && !changed(input.value, asset.value))
    ) {
      const balance = input.balance ?? asset.balance;
      checkFollowsPrice(check, input.value, balance, asset.unit_price, instrument?.ticker);
    }
    checkDescription(check, description);
    if (check.failed || !target) return check.failure();

    if (moving) {
      await shiftAssets(tx, correction(asset.id, sql`-${asset.balance}::numeric`), true);
      await tx
        .update(assets)
        .set({ account_id: target.id, asset_class: target.account_class })
        .where(eq(assets.id, asset.id));
      await shiftAssets(tx, correction(asset.id, asset.balance), true);
      await staleFromStart(tx, userId, asset.id);
    }
    if (real && changed(input.value, asset.balance)) {
      await valueOn(tx, asset, today(), input.value!);
    } else if (!real && changed(input.balance, asset.balance)) {
      const delta = subtract(input.balance!, asset.balance);
      await shiftAssets(tx, correction(asset.id, delta), true);
      if (asset.is_primary) {
        await tx
          .update(accounts)
          .set({ initial_value: sql`${accounts.initial_value} + ${delta}::numeric` })
          .where(eq(accounts.id, account.id));
      }
      await staleFromStart(tx, userId, asset.id);
    }
    const [updated] = await tx
      .update(assets)
      .set({ ...(name !== undefined && { name }), description })
      .where(eq(assets.id, asset.id))
      .returning();
    return updated!;
  });
  return announced(jobs, userId, written);
}

/** Deletes an asset (never its account's primary one): its transactions go, their effects on
 * other assets are undone, and its account's value drops by what it held. */
export async function deleteAsset(
  db: Db,
  userId: string,
  id: string,
  jobs?: Jobs,
): Promise<true | Failure> {
  const written = await writeOwned(db, userId, assets, id, async (tx, asset) => {
    if (asset.is_primary) {
      return fail("This asset holds its account's own balance: delete the account instead");
    }
    const touching = or(
      eq(transactions.asset_id, asset.id),
      eq(transactions.destination_asset_id, asset.id),
    )!;
    await shiftAssets(tx, effectsOf(touching, -1));
    const holding = sql`SELECT ${assets.id}, -${assets.balance} FROM ${assets} WHERE ${assets.id} = ${asset.id}`;
    await shiftAssets(tx, holding, true);
    await tx.delete(assets).where(eq(assets.id, asset.id));
    await markStale(tx, userId, null);
    return true as const;
  });
  return announced(jobs, userId, written);
}
