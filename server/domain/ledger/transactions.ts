// The ledger's transactions made by hand: credits, debits and transfers between the caller's
// accounts (in one currency or between two), each moving the balances it touches.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import {
  accounts,
  assets,
  categories,
  transactions,
  type AccountClass,
  type AssetRow,
  type TransactionRow,
  type TransactionType,
} from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { checkDay } from '../days.js';
import { Checks, fail, isFailure, type Failure } from '../result.js';
import { markStale } from '../valuation.js';
import { effectsOf, primaryAsset, shiftAssets } from './balances.js';
import {
  checkDecimal,
  checkDescription,
  instrumentOf,
  mine,
  REAL_NO_TRANSACTIONS,
  trimmed,
  type AccountRecord,
} from './checks.js';
import { announced } from './jobs.js';
import { isTrade, TRADE_EDIT } from './trades.js';
import { NAME_MAX } from '../../../shared/fieldLimits.js';
import { ledgerWrite, writeOwned } from './write.js';

export type TransactionInput = {
  date?: string | null;
  category_id?: string | null;
  amount?: string | null;
  description?: string | null;
  /** Who was paid or paid (the column `counterparty`); empty: none. */
  payee?: string | null;
  transaction_type?: TransactionType | null;
  fee?: string | null;
  destination_account_id?: string | null;
  destination_amount?: string | null;
  /** Income (a credit): the holding of the same account that earned it; null: none. */
  holding_id?: string | null;
};

export type CreateTransactionInput = TransactionInput & {
  account_id: string;
  asset_id?: string | null;
};

type TransactionValues = Pick<
  TransactionRow,
  | 'transaction_type'
  | 'amount'
  | 'fee'
  | 'description'
  | 'date'
  | 'category_id'
  | 'counterparty'
  | 'destination_account_id'
  | 'destination_asset_id'
  | 'destination_amount'
  | 'destination_account_class'
  | 'holding_id'
>;

/** The merged, checked columns of a transaction on `asset` (of `account`), or the failure. */
async function transactionValues(
  db: Db,
  userId: string,
  source: { account: AccountRecord | undefined; asset: AssetRow | undefined },
  merged: TransactionInput,
  check: Checks,
): Promise<TransactionValues | Failure> {
  const { account, asset } = source;
  const instrument = await instrumentOf(db, asset?.instrument_id ?? null);
  const type = merged.transaction_type;
  const description = trimmed(merged.description) ?? '';
  const fee = merged.fee ?? '0';
  const payee = trimmed(merged.payee) || null;
  check.atMost('payee', payee, NAME_MAX, 'The payee');
  check
    .that('transaction_type', !!type, 'Type is required')
    .that('account_id', asset?.asset_class !== 'real', REAL_NO_TRANSACTIONS);
  checkDecimal(check, 'amount', 'Amount', merged.amount, instrument, 'positive');
  checkDecimal(check, 'fee', 'Fee', fee, instrument, 'not negative');
  checkDay(checkDescription(check, description), 'date', merged.date);
  if (merged.category_id) {
    check.that(
      'category_id',
      !!(await findRow(db, categories, merged.category_id)),
      'Category not found',
    );
  }
  if (merged.holding_id) {
    const holding = account
      ? await findRow(db, assets, merged.holding_id, eq(assets.account_id, account.id))
      : undefined;
    check
      .that('holding_id', type === 'credit', 'Income is money in: a credit')
      .that('holding_id', !!holding, 'Holding not found in this account');
  }
  let destinationAssetId: string | null = null;
  let destinationAmount: string | null = null;
  let destinationClass: AccountClass | null = null;
  if (type === 'transfer') {
    const destinationId = merged.destination_account_id;
    const destination = destinationId ? await mine(userId).account(db, destinationId) : undefined;
    const destinationAsset = destination ? await primaryAsset(db, destination.id) : undefined;
    check
      .that('destination_account_id', !!destinationId, 'Destination account is required')
      .that('destination_account_id', !!destination, 'Account not found')
      .that(
        'destination_account_id',
        destination?.id !== account?.id,
        'The destination must be another account',
      )
      .that(
        'destination_account_id',
        !destination || !!destinationAsset,
        'This account holds no asset',
      )
      .that('destination_account_id', destination?.account_class !== 'real', REAL_NO_TRANSACTIONS);
    destinationAssetId = destinationAsset?.id ?? null;
    destinationClass = destination?.account_class ?? null;
    // Between currencies the destination receives what the person says it did (the rate is
    // implied); in one currency it receives the amount.
    const crossCurrency =
      !!destination && !!asset && destination.instrument_id !== asset.instrument_id;
    if (crossCurrency) {
      const received = await instrumentOf(db, destination.instrument_id);
      checkDecimal(
        check,
        'destination_amount',
        'The amount received',
        merged.destination_amount,
        received,
        'positive',
      );
      destinationAmount = merged.destination_amount ?? null;
    }
  }
  if (check.failed) return check.failure();
  return {
    transaction_type: type!,
    amount: merged.amount!,
    fee,
    description,
    date: merged.date!,
    category_id: merged.category_id ?? null,
    counterparty: payee,
    destination_account_id: type === 'transfer' ? merged.destination_account_id! : null,
    destination_asset_id: destinationAssetId,
    destination_amount: destinationAmount,
    destination_account_class: destinationClass,
    holding_id: merged.holding_id || null,
  };
}

export async function createTransaction(
  db: Db,
  userId: string,
  input: CreateTransactionInput,
  jobs?: Jobs,
): Promise<TransactionRow | Failure> {
  const written = await ledgerWrite(db, userId, async (tx) => {
    const account = await mine(userId).account(tx, input.account_id);
    const asset = !account
      ? undefined
      : input.asset_id
        ? await findRow(tx, assets, input.asset_id, eq(assets.account_id, account.id))
        : await primaryAsset(tx, account.id);
    const check = new Checks()
      .that('account_id', !!account, 'Account not found')
      .that(
        'asset_id',
        !account || !!asset,
        input.asset_id ? 'Asset not found' : 'This account holds no asset',
      );
    const values = await transactionValues(tx, userId, { account, asset }, input, check);
    if (isFailure(values)) return values;
    const [row] = await tx
      .insert(transactions)
      .values({
        ...values,
        user_id: userId,
        account_id: account!.id,
        account_class: account!.account_class,
        asset_id: asset!.id,
        instrument_id: asset!.instrument_id,
      })
      .returning();
    await shiftAssets(tx, effectsOf(eq(transactions.id, row!.id), 1));
    await markStale(tx, userId, row!.date);
    return row!;
  });
  return announced(jobs, userId, written);
}

/** Edits a transaction: its old effect is undone and the new one applied, in one go. */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  input: TransactionInput,
  jobs?: Jobs,
): Promise<TransactionRow | Failure> {
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as TransactionInput;
  const written = await writeOwned(db, userId, transactions, id, async (tx, row) => {
    if (isTrade(row.meta)) return fail(TRADE_EDIT);
    const account = await findRow(tx, accounts, row.account_id);
    const asset = row.asset_id ? await findRow(tx, assets, row.asset_id) : undefined;
    const merged: TransactionInput = { ...row, payee: row.counterparty, ...given };
    const values = await transactionValues(tx, userId, { account, asset }, merged, new Checks());
    if (isFailure(values)) return values;
    const which = eq(transactions.id, row.id);
    await shiftAssets(tx, effectsOf(which, -1));
    const [updated] = await tx.update(transactions).set(values).where(which).returning();
    await shiftAssets(tx, effectsOf(which, 1));
    await markStale(tx, userId, updated!.date < row.date ? updated!.date : row.date);
    return updated!;
  });
  return announced(jobs, userId, written);
}

export async function deleteTransaction(
  db: Db,
  userId: string,
  id: string,
  jobs?: Jobs,
): Promise<true | Failure> {
  const written = await writeOwned(db, userId, transactions, id, async (tx, row) => {
    const which = eq(transactions.id, row.id);
    await shiftAssets(tx, effectsOf(which, -1));
    await tx.delete(transactions).where(which);
    await markStale(tx, userId, row.date);
    return true as const;
  });
  return announced(jobs, userId, written);
}
