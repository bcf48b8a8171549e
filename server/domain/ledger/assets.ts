// The ledger's assets: an account's holdings beside its primary asset (in the account's currency
// or, in an account that holds several, another instrument), their quantities as transactions,
// moves to another account, and their deletion.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import {
  accounts,
  assets,
  transactions,
  type AccountClass,
  type AssetRow,
  type InstrumentRow,
} from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { checkDay, today } from '../days.js';
import { add, compareDecimals, subtract } from '../decimal.js';
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
  REAL_NO_TRANSACTIONS,
  trimmed,
  type AccountRecord,
} from './checks.js';
import { announced } from './jobs.js';
import { ledgerWrite, writeOwned } from './write.js';
import { mayHold } from '../../../shared/holdings.js';

/** The descriptions of the transactions a holding's quantity is set by. */
export const OPENING_BALANCE = 'Opening balance';
export const BALANCE_ADJUSTMENT = 'Balance adjustment';

const HOLDS: Record<AccountClass, string> = {
  crypto: 'A crypto account holds crypto assets only',
  equity: 'A brokerage account holds equities, commodities and currencies only',
  bank: 'A bank account holds currencies only',
  cash: 'A cash account holds currencies only',
  liability: 'A debt is held in a currency only',
  real: "A real asset is held in its account's currency",
};

/**
 * Whether `account` may hold a holding of `instrument`: its own currency always; another active
 * instrument of a type its class holds (shared/holdings.ts, getNAVInstruments' rule), but a real
 * asset only in its account's currency. An `existing` holding (one moving) may be in an
 * instrument no longer active.
 */
function checkHeld(
  check: Checks,
  account: AccountRecord,
  instrument: InstrumentRow | undefined,
  field: string,
  { existing = false } = {},
): Checks {
  if (!instrument) return check.that(field, false, 'Instrument not found');
  if (instrument.id === account.instrument_id) return check;
  const held = account.account_class !== 'real' && mayHold(account.account_class, instrument.type);
  // a holding already there moves with its instrument even if it is no longer offered
  return check
    .that(field, held, HOLDS[account.account_class])
    .that(field, existing || instrument.status, `${instrument.ticker} is not available`);
}

/**
 * Moves a holding's quantity by `delta` as a transaction on it (a credit, or a debit of a
 * negative delta; nothing for none), dated `date`: what an opening quantity or a balance edit
 * books, so the quantity shows in the transaction list and its history starts on that day.
 */
async function bookQuantity(
  tx: Db,
  userId: string,
  account: AccountRecord,
  asset: AssetRow,
  delta: string,
  date: string,
  description: string,
  meta: { kind: 'adjustment' } | null = null,
): Promise<void> {
  await markStale(tx, userId, date);
  const sign = compareDecimals(delta, '0');
  if (sign === 0) return;
  const [row] = await tx
    .insert(transactions)
    .values({
      user_id: userId,
      account_id: account.id,
      account_class: account.account_class,
      asset_id: asset.id,
      instrument_id: asset.instrument_id,
      transaction_type: sign > 0 ? 'credit' : 'debit',
      amount: sign > 0 ? delta : subtract('0', delta),
      fee: '0',
      description,
      date,
      meta,
    })
    .returning({ id: transactions.id });
  await shiftAssets(tx, effectsOf(eq(transactions.id, row!.id), 1));
}

/**
 * A balance edit of a holding: today's adjustment of it absorbs the difference, so that an edit
 * form saving as the person types books one adjustment a day, not one per pause (and none when
 * the balance is back where the day began).
 */
async function adjustQuantity(
  tx: Db,
  userId: string,
  account: AccountRecord,
  asset: AssetRow,
  delta: string,
): Promise<void> {
  const day = today();
  const [earlier] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.asset_id, asset.id),
        eq(transactions.date, day),
        sql`${transactions.meta} @> '{"kind": "adjustment"}'::jsonb`,
      ),
    )
    .limit(1);
  let total = delta;
  if (earlier) {
    total = add(
      delta,
      earlier.transaction_type === 'credit' ? earlier.amount : subtract('0', earlier.amount),
    );
    await shiftAssets(tx, effectsOf(eq(transactions.id, earlier.id), -1));
    await tx.delete(transactions).where(eq(transactions.id, earlier.id));
  }
  await bookQuantity(tx, userId, account, asset, total, day, BALANCE_ADJUSTMENT, {
    kind: 'adjustment',
  });
}

export type CreateAssetInput = {
  name: string;
  description?: string | null;
  balance?: string | null;
  value: string;
  account_id: string;
  /** The instrument it is held in: the account's own when left out. */
  instrument_id?: string | null;
  /** The day of its opening quantity (today when left out). */
  date?: string | null;
};

/**
 * A holding in its account: in the account's currency, or (instrument_id) in another instrument
 * of a type the account's class holds. A real asset's value is its first valuation (today). Any
 * other's quantity (the balance, defaulting to the value given) is booked as its opening
 * transaction, dated `date`; its value follows its own instrument's price, and only a holding in
 * the account's currency moves the account's balance.
 */
export async function createAsset(
  db: Db,
  userId: string,
  input: CreateAssetInput,
  jobs?: Jobs,
): Promise<AssetRow | Failure> {
  const name = input.name.trim();
  const balance = input.balance ?? input.value;
  const date = input.date ?? today();
  // The input's own checks first; those against the account follow under the lock, and one
  // answer lists them all.
  const check = checkName(new Checks(), name);
  checkDescription(check, input.description?.trim() ?? '', false);
  checkDecimal(check, 'value', 'Value', input.value, undefined);
  checkDay(check, 'date', date, { future: 'The opening balance cannot be dated in the future' });
  const written = await ledgerWrite(db, userId, async (tx) => {
    const account = await mine(userId).account(tx, input.account_id);
    const instrument = await instrumentOf(
      tx,
      input.instrument_id || (account?.instrument_id ?? null),
    );
    const real = account?.account_class === 'real';
    check.that('account_id', !!account, 'Account not found');
    if (account) checkHeld(check, account, instrument, 'instrument_id');
    if (real) {
      check.that('value', compareDecimals(input.value, '0') >= 0, 'Value cannot be negative');
    } else {
      checkDecimal(check, 'balance', 'Balance', balance, instrument);
      const price = instrument ? await latestPrice(tx, instrument.id) : null;
      checkFollowsPrice(check, input.value, balance, price, instrument?.ticker);
    }
    if (check.failed || !account || !instrument) return check.failure();
    const [asset] = await tx
      .insert(assets)
      .values({
        user_id: userId,
        name,
        account_id: account.id,
        instrument_id: instrument.id,
        asset_class: account.account_class,
        description: trimmed(input.description) || null,
      })
      .returning();
    await settle(tx, userId, asset!);
    if (real) await valueOn(tx, (await findRow(tx, assets, asset!.id))!, today(), input.value);
    else await bookQuantity(tx, userId, account, asset!, balance, date, OPENING_BALANCE);
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

/** Whether any transaction (`which`: a narrower kind) touches the asset. */
const touched = async (db: Db, assetId: string, which?: SQL) =>
  (
    await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          or(eq(transactions.asset_id, assetId), eq(transactions.destination_asset_id, assetId)),
          which,
        ),
      )
      .limit(1)
  ).length > 0;

/**
 * Edits an asset. A new balance of its account's primary asset is a correction: the opening
 * balance moves with it, and the account's initial balance. Any other holding's new balance is
 * booked as an adjustment of the difference, dated today: its quantity changes only through
 * transactions. A real asset's new value is a valuation from today. An asset (not its account's
 * primary one) moves to another account that may hold its instrument, with its credits and
 * debits; not while a transfer touches it, nor into a real account once it has transactions.
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
    const real = asset.asset_class === 'real';
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
          !(await touched(tx, asset.id, eq(transactions.transaction_type, 'transfer'))),
          'An asset with transfers cannot move to another account',
        )
        .that(
          'account_id',
          real || target.account_class !== 'real' || !(await touched(tx, asset.id)),
          REAL_NO_TRANSACTIONS,
        );
      checkHeld(check, target, instrument, 'account_id', { existing: true });
    }
    checkDecimal(
      check,
      'balance',
      'Balance',
      input.balance === undefined ? asset.balance : input.balance,
      instrument,
    );
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
      // its own credits and debits go with it (a transfer keeps it where it is: checked above)
      await tx
        .update(transactions)
        .set({ account_id: target.id, account_class: target.account_class })
        .where(and(eq(transactions.asset_id, asset.id), ne(transactions.account_id, target.id)));
      await shiftAssets(tx, correction(asset.id, asset.balance), true);
      await staleFromStart(tx, userId, asset.id);
    }
    if (real && changed(input.value, asset.balance)) {
      await valueOn(tx, asset, today(), input.value!);
    } else if (!real && changed(input.balance, asset.balance)) {
      const delta = subtract(input.balance!, asset.balance);
      if (asset.is_primary) {
        await shiftAssets(tx, correction(asset.id, delta), true);
        await tx
          .update(accounts)
          .set({ initial_value: sql`${accounts.initial_value} + ${delta}::numeric` })
          .where(eq(accounts.id, account.id));
        await staleFromStart(tx, userId, asset.id);
      } else {
        await adjustQuantity(tx, userId, target, asset, delta);
      }
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
