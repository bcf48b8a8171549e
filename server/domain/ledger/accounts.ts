// The ledger's accounts: creating one with the asset holding its balance (or linked to a venue),
// editing it (corrections, a new currency, the account a debt is secured on), deleting it.
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import {
  accounts,
  assets,
  transactions,
  type AccountClass,
  type AccountType,
} from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { today } from '../days.js';
import { compareDecimals, subtract } from '../decimal.js';
import { Checks, type Failure } from '../result.js';
import { markStale, revalue } from '../valuation.js';
import {
  correction,
  effectsOf,
  primaryAsset,
  settle,
  shiftAssets,
  staleFromStart,
  valueOn,
} from './balances.js';
import {
  accountNumber,
  changed,
  checkAccountNumber,
  checkDecimal,
  checkDescription,
  checkName,
  editedTexts,
  instrumentOf,
  isUsd,
  mine,
  trimmed,
  type AccountRecord,
} from './checks.js';
import { announced } from './jobs.js';
import { ledgerWrite, writeOwned } from './write.js';

export const DEFAULT_ACCOUNT_TYPE: Record<AccountClass, AccountType> = {
  cash: 'cash',
  bank: 'bank',
  crypto: 'crypto',
  equity: 'equity_broker',
  real: 'asset',
  liability: 'loan',
};

function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'account'
  );
}

export type CreateAccountInput = {
  name: string;
  description?: string | null;
  value?: string | null;
  initial_value?: string | null;
  instrument_id?: string | null;
  account_class: AccountClass;
  account_type?: AccountType | null;
  master_account_id?: string | null;
  /** Its IBAN or account number at the bank. */
  account_number?: string | null;
};

/**
 * What links a new account to a venue (venues/accounts.ts checks it): the venue, and its
 * credentials sealed for the account's id (they are bound to it, so the id is known first).
 */
export type AccountLink = { venue_id: string; seal: (accountId: string) => string };

/** A debt may be secured on one of its owner's real-asset accounts (a mortgage on its house). */
async function checkMaster(
  tx: Db,
  userId: string,
  check: Checks,
  accountClass: AccountClass,
  masterId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!masterId) return;
  const master = await mine(userId).account(tx, masterId);
  check
    .that(
      'master_account_id',
      accountClass === 'liability',
      'Only a debt is secured on another account',
    )
    .that('master_account_id', !!master && master.id !== selfId, 'Account not found')
    .that(
      'master_account_id',
      !master || master.account_class === 'real',
      'A debt is secured on a real asset (property, vehicle)',
    );
}

/** An account and the one asset holding its balance; with `link`, an account at a venue. */
export async function createAccount(
  db: Db,
  userId: string,
  input: CreateAccountInput,
  { link, jobs }: { link?: AccountLink; jobs?: Jobs } = {},
): Promise<AccountRecord | Failure> {
  const name = input.name.trim();
  const instrument = await instrumentOf(db, input.instrument_id ?? null);
  const check = checkName(new Checks(), name)
    .that('instrument_id', !!input.instrument_id, 'Currency is required')
    .that('instrument_id', !!instrument, 'Currency not found');
  checkDescription(check, input.description?.trim() ?? '', false);
  checkAccountNumber(check, input.account_number);
  checkDecimal(check, 'value', 'Balance', input.value, instrument).that(
    'initial_value',
    input.initial_value == null || !changed(input.initial_value, input.value ?? '0'),
    "A new account's initial balance is its balance",
  );
  if (input.account_class === 'real') {
    check.that(
      'value',
      input.value == null || compareDecimals(input.value, '0') >= 0,
      'Value cannot be negative',
    );
  }
  if (check.failed || !instrument || input.value == null) return check.failure();
  const balance = input.value;
  const id = randomUUID();
  const written = await ledgerWrite(db, userId, async (tx) => {
    await checkMaster(tx, userId, check, input.account_class, input.master_account_id);
    if (check.failed) return check.failure();
    const [account] = await tx
      .insert(accounts)
      .values({
        id,
        user_id: userId,
        name,
        slug: slugify(name),
        description: trimmed(input.description) || null,
        account_class: input.account_class,
        account_type: input.account_type ?? DEFAULT_ACCOUNT_TYPE[input.account_class],
        initial_value: balance,
        value: balance,
        instrument_id: instrument.id,
        master_account_id: input.master_account_id || null,
        account_number: accountNumber(input.account_number) ?? null,
        venue_id: link?.venue_id ?? null,
        secrets_encrypted: link?.seal(id) ?? null,
      })
      .returning();
    const [asset] = await tx
      .insert(assets)
      .values({
        user_id: userId,
        name,
        account_id: account!.id,
        instrument_id: instrument.id,
        asset_class: input.account_class,
        venue_id: link?.venue_id ?? null,
        is_primary: true,
        opening_balance: balance,
        balance,
      })
      .returning();
    await settle(tx, userId, asset!);
    if (input.account_class === 'real') await valueOn(tx, asset!, today(), balance);
    return (await findRow(tx, accounts, account!.id))!;
  });
  return announced(jobs, userId, written, (account) => account.instrument_id);
}

export type UpdateAccountInput = {
  name?: string | null;
  description?: string | null;
  value?: string | null;
  initial_value?: string | null;
  instrument_id?: string | null;
  account_type?: AccountType | null;
  status?: boolean | null;
  master_account_id?: string | null;
  /** Its IBAN or account number; null or '' takes it away. */
  account_number?: string | null;
};

/**
 * Edits an account. A new initial balance moves the opening balance of the primary asset, and so
 * the balance, by the same amount; a new balance alone is a correction that moves the initial
 * balance with it; both at once must move by the same amount. The currency can change only
 * while no transaction touches the account; its assets in the old currency follow.
 */
export async function updateAccount(
  db: Db,
  userId: string,
  id: string,
  input: UpdateAccountInput,
  jobs?: Jobs,
): Promise<AccountRecord | Failure> {
  const written = await writeOwned(db, userId, accounts, id, async (tx, account) => {
    const { name, description } = editedTexts(input, account);
    const instrumentId =
      input.instrument_id === undefined ? account.instrument_id : input.instrument_id;
    const newCurrency = !!instrumentId && instrumentId !== account.instrument_id;
    const instrument = await instrumentOf(tx, instrumentId);
    const check = checkName(new Checks(), name)
      .that('instrument_id', !!instrumentId, 'Currency is required')
      .that('instrument_id', !!instrument, 'Currency not found')
      .that(
        'instrument_id',
        !newCurrency || account.transaction_count === 0,
        'The currency cannot change once the account has transactions',
      );
    checkDecimal(
      check,
      'value',
      'Balance',
      input.value === undefined ? account.value : input.value,
      instrument,
    );
    checkDecimal(
      check,
      'initial_value',
      'Initial balance',
      input.initial_value === undefined ? account.initial_value : input.initial_value,
      instrument,
    );
    checkDescription(check, description);
    checkAccountNumber(check, input.account_number);
    const valueDelta = changed(input.value, account.value)
      ? subtract(input.value!, account.value)
      : null;
    const initialDelta = changed(input.initial_value, account.initial_value)
      ? subtract(input.initial_value!, account.initial_value)
      : null;
    check.that(
      'value',
      valueDelta === null || initialDelta === null || valueDelta === initialDelta,
      'The balance and the initial balance move together: change one of them, or both by the same amount',
    );
    const delta = initialDelta ?? valueDelta;
    const primary = delta === null ? undefined : await primaryAsset(tx, account.id);
    check.that('value', delta === null || !!primary, 'This account holds no asset to correct');
    await checkMaster(
      tx,
      userId,
      check,
      account.account_class,
      input.master_account_id,
      account.id,
    );
    if (check.failed || !instrument) return check.failure();

    if (newCurrency) {
      await tx
        .update(assets)
        .set({
          instrument_id: instrument.id,
          unit_price: isUsd(instrument) ? '1' : null,
          value: isUsd(instrument) ? sql`${assets.balance}` : sql`${assets.value}`,
        })
        .where(
          and(eq(assets.account_id, account.id), eq(assets.instrument_id, account.instrument_id)),
        );
    }
    const [updated] = await tx
      .update(accounts)
      .set({
        ...(name !== undefined && { name }),
        description,
        instrument_id: instrument.id,
        ...(input.account_type && { account_type: input.account_type }),
        ...(typeof input.status === 'boolean' && { status: input.status }),
        ...(input.master_account_id !== undefined && {
          master_account_id: input.master_account_id || null,
        }),
        ...(input.account_number !== undefined && {
          account_number: accountNumber(input.account_number),
        }),
        ...(newCurrency && {
          value: sql`(SELECT coalesce(sum(balance), 0) FROM ${assets}
                       WHERE account_id = ${account.id} AND instrument_id = ${instrument.id})`,
        }),
      })
      .where(eq(accounts.id, account.id))
      .returning();
    if (newCurrency) {
      await revalue(tx, [instrument.id]);
      await markStale(tx, userId, null);
    }
    if (delta === null || !primary) return updated!;
    if (account.account_class === 'real') {
      // A new value of a house is a valuation from today, not a correction of its past.
      await valueOn(tx, primary, today(), input.value ?? input.initial_value!);
      return (await findRow(tx, accounts, account.id))!;
    }
    await shiftAssets(tx, correction(primary.id, delta), true);
    await staleFromStart(tx, userId, primary.id);
    const [corrected] = await tx
      .update(accounts)
      .set({ initial_value: sql`${accounts.initial_value} + ${delta}::numeric` })
      .where(eq(accounts.id, account.id))
      .returning();
    return corrected!;
  });
  return announced(jobs, userId, written, (account) => account.instrument_id);
}

/** Deletes an account with its assets and transactions, first undoing every transfer's effect
 * on the other accounts' assets. */
export async function deleteAccount(
  db: Db,
  userId: string,
  id: string,
  jobs?: Jobs,
): Promise<true | Failure> {
  const written = await writeOwned(db, userId, accounts, id, async (tx, account) => {
    const touching = or(
      eq(transactions.account_id, account.id),
      eq(transactions.destination_account_id, account.id),
    )!;
    await shiftAssets(tx, effectsOf(touching, -1));
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    await markStale(tx, userId, null);
    return true as const;
  });
  return announced(jobs, userId, written);
}
