// The ledger: accounts, the assets they hold and the transactions that move them. Free of GraphQL;
// the resolvers hand in checked ownership (the caller's user id) and answer what comes back.
//
// Every write is one database transaction that first takes the caller's ledger lock (a
// transaction-scoped advisory lock keyed by the user id) and then reads, checks and writes: the
// rows it acts on are loaded inside it, owner checked, so two writes of one person's ledger never
// interleave and each one sees what the one before it left (pure input checks run before it).
//
// Invariants, each kept inside the one database transaction of the write that could break it:
// - asset.balance = asset.opening_balance + Σ effects of its transactions, where a credit adds
//   amount − fee, a debit removes amount + fee, and a transfer removes amount + fee from its source
//   asset and adds amount to its destination asset (the destination account's primary asset);
// - account.value = Σ balances of the account's assets in the account's currency (maintained, not
//   summed on read); account.initial_value = the opening balance of its primary asset (the one
//   createAccount makes, marked assets.is_primary; it never moves or goes on its own);
// - USD valuation (./valuation.ts): value = balance × unit_price, the instrument's newest price
//   (USD: 1); while no price is known unit_price and value are null (missing, never $0). A person
//   never sets the value of a priced holding; a real asset's balance is its latest valuation and
//   it takes no transactions; debts (class liability) hold negative balances;
// - every write marks the user's net-worth history stale from the first day it changes
//   (valuation.markStale), so only those days are computed again.
// Money is only ever added in SQL numeric or compared as exact decimal strings (./decimal.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { eachInSlices } from '../db/chunks.js';
import { findRow, selectRows, type Row, type TableWithId } from '../db/rows.js';
import {
  accounts,
  asset_valuations,
  assets,
  categories,
  instruments,
  transactions,
  type AccountClass,
  type AccountType,
  type AssetRow,
  type InstrumentRow,
  type TransactionRow,
  type TransactionType,
} from '../db/schema.js';
import { checkDay, today } from './days.js';
import { compareDecimals, fractionDigits, multiply, subtract } from './decimal.js';
import {
  assetStart,
  followValuations,
  latestPrice,
  ledgerLock,
  markStale,
  revalue,
  valuationFields,
} from './valuation.js';
import { Checks, fail, isFailure, notFound, sqlState, type Failure } from './result.js';
import { isUuid } from './sessions.js';

type AccountRecord = typeof accounts.$inferSelect;

export const DEFAULT_ACCOUNT_TYPE: Record<AccountClass, AccountType> = {
  cash: 'cash',
  bank: 'bank',
  crypto: 'crypto',
  equity: 'equity_broker',
  real: 'asset',
  liability: 'loan',
};

export const TOO_LARGE = 'The amount is too large for this balance';
const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;
const USD = 'USD';
const NUMERIC_OVERFLOW = '22003';

// ---------------------------------------------------------------------------------------------
// Moving balances
// ---------------------------------------------------------------------------------------------

/** (asset_id, delta) rows: the effect of the transactions matching `which`, or its reverse. */
function effectsOf(which: SQL, sign: 1 | -1): SQL {
  return sql`
    SELECT asset_id, ${sql.raw(String(sign))} * sum(delta) FROM (
      SELECT asset_id,
             CASE WHEN transaction_type = 'credit' THEN amount - fee ELSE -(amount + fee) END AS delta
        FROM ${transactions} WHERE ${which}
      UNION ALL
      SELECT destination_asset_id, coalesce(destination_amount, amount)
        FROM ${transactions} WHERE ${which} AND transaction_type = 'transfer'
    ) effects
    WHERE asset_id IS NOT NULL
    GROUP BY asset_id`;
}

/**
 * Moves each asset in `deltas` (SQL answering asset_id, delta; one row per asset) by its delta:
 * balance, opening balance too when `opening` (a correction, not a transaction), USD value at its
 * unit price, and its account's value when the asset is in the account's currency.
 */
async function shiftAssets(db: Db, deltas: SQL, opening = false): Promise<void> {
  await db.execute(sql`
    WITH deltas (asset_id, delta) AS (${deltas}),
    moved AS (
      UPDATE ${assets} s SET
        balance = s.balance + d.delta,
        opening_balance = CASE WHEN ${opening} THEN s.opening_balance + d.delta
                               ELSE s.opening_balance END,
        value = (s.balance + d.delta) * s.unit_price,
        updated_at = now()
      FROM deltas d WHERE s.id = d.asset_id
      RETURNING s.account_id, s.instrument_id, d.delta
    )
    UPDATE ${accounts} a SET value = a.value + m.delta, updated_at = now()
    FROM (SELECT account_id, instrument_id, sum(delta) AS delta FROM moved GROUP BY 1, 2) m
    WHERE a.id = m.account_id AND a.instrument_id = m.instrument_id`);
}

const correction = (assetId: string, delta: SQL | string) =>
  sql`SELECT ${assetId}::uuid, (${delta})::numeric`;

/** Marks the history stale from the asset's first day: a change to what it held all along. */
const staleFromStart = async (tx: Db, userId: string, assetId: string) =>
  markStale(tx, userId, await assetStart(tx, assetId));

/** A real asset's value on a day: the valuation that day, replacing one already there. */
async function valueOn(tx: Db, asset: AssetRow, day: string, value: string, note?: string | null) {
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

/**
 * A value given for a holding whose value follows its price: accepted only when it says nothing
 * new (it is the balance itself, as the spec's "total balance (value)", or balance × price).
 */
function checkFollowsPrice(
  check: Checks,
  value: string | null | undefined,
  balance: string,
  unitPrice: string | null,
  ticker: string | undefined,
): Checks {
  if (value == null) return check;
  const says = (other: string) => compareDecimals(value, other) === 0;
  const priced = unitPrice === null ? null : multiply(balance, unitPrice);
  return check.that(
    'value',
    says(balance) || (priced !== null && says(priced)),
    `The value of ${ticker ? `a ${ticker}` : 'this'} holding follows its price: change the balance instead`,
  );
}

const REAL_NO_BALANCE = "A real asset's balance is its latest valuation: give its value instead";

const REAL_NO_TRANSACTIONS =
  'A real asset holds a value, not a balance: record a new valuation instead';

/**
 * Runs `work` as one database transaction holding the user's ledger lock: the user's ledger
 * writes run one at a time (other users' and all reads go on). `work` reads and checks what it
 * acts on itself; a failure it answers commits nothing it has not written (check before
 * writing). A numeric overflow answers TOO_LARGE.
 */
export async function ledgerWrite<T>(
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
function writeOwned<T extends TableWithId & { user_id: PgColumn }, R>(
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

// ---------------------------------------------------------------------------------------------
// Checks shared by the writes
// ---------------------------------------------------------------------------------------------

type Sign = 'positive' | 'not negative' | 'any';
const SIGN_MESSAGE: Record<Sign, string> = {
  positive: 'must be greater than 0',
  'not negative': 'cannot be negative',
  any: '',
};

/** A decimal the caller must give, with its sign and at most the instrument's decimals. */
function checkDecimal(
  check: Checks,
  field: string,
  label: string,
  value: string | null | undefined,
  instrument: InstrumentRow | undefined,
  sign: Sign = 'any',
): Checks {
  if (value === null || value === undefined)
    return check.that(field, false, `${label} is required`);
  const signOk =
    sign === 'any' ||
    (sign === 'positive' ? compareDecimals(value, '0') > 0 : compareDecimals(value, '0') >= 0);
  check.that(field, signOk, `${label} ${SIGN_MESSAGE[sign]}`);
  if (instrument) {
    check.that(
      field,
      fractionDigits(value) <= instrument.decimals,
      `At most ${instrument.decimals} decimal places`,
    );
  }
  return check;
}

function checkName(check: Checks, name: string | undefined): Checks {
  if (name === undefined) return check;
  return check
    .required('name', name, 'Name is required')
    .that('name', name.length <= NAME_MAX, `Name must be at most ${NAME_MAX} characters`);
}

/** A description: required on edits and transactions (as the forms require it), optional on
 * create. */
function checkDescription(check: Checks, description: string, required = true): Checks {
  if (required) check.required('description', description, 'Description is required');
  return check.that(
    'description',
    description.length <= DESCRIPTION_MAX,
    `Description must be at most ${DESCRIPTION_MAX} characters`,
  );
}

/** The name and description an edit leaves: given ones trimmed (null as empty), others kept. */
function editedTexts(
  input: { name?: string | null; description?: string | null },
  current: { description: string | null },
) {
  return {
    name: input.name === null ? '' : input.name?.trim(),
    description:
      input.description === undefined
        ? (current.description ?? '')
        : (trimmed(input.description) ?? ''),
  };
}

const trimmed = (text: string | null | undefined) => (text == null ? text : text.trim());
const changed = (next: string | null | undefined, current: string) =>
  next != null && compareDecimals(next, current) !== 0;
const isUsd = (instrument: InstrumentRow | undefined) => instrument?.ticker === USD;
const instrumentOf = (db: Db, id: string | null) =>
  id ? findRow(db, instruments, id) : Promise.resolve(undefined);
const mine = (userId: string) => ({
  account: (db: Db, id: string) => findRow(db, accounts, id, eq(accounts.user_id, userId)),
  asset: (db: Db, id: string) => findRow(db, assets, id, eq(assets.user_id, userId)),
});

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

/** The account's primary asset: the one holding its own balance (createAccount makes it). */
export async function primaryAsset(db: Db, accountId: string): Promise<AssetRow | undefined> {
  const [asset] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.account_id, accountId), eq(assets.is_primary, true)));
  return asset;
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export type CreateAccountInput = {
  name: string;
  description?: string | null;
  value?: string | null;
  initial_value?: string | null;
  instrument_id?: string | null;
  account_class: AccountClass;
  account_type?: AccountType | null;
  master_account_id?: string | null;
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

/** The new asset's price and the history from its first day: after creating it. */
async function settle(tx: Db, userId: string, asset: AssetRow): Promise<void> {
  if (asset.instrument_id) await revalue(tx, [asset.instrument_id], asset.id);
  await markStale(tx, userId, today());
}

/** An account and the one asset holding its balance; with `link`, an account at a venue. */
export async function createAccount(
  db: Db,
  userId: string,
  input: CreateAccountInput,
  link?: AccountLink,
): Promise<AccountRecord | Failure> {
  const name = input.name.trim();
  const instrument = await instrumentOf(db, input.instrument_id ?? null);
  const check = checkName(new Checks(), name)
    .that('instrument_id', !!input.instrument_id, 'Please input!')
    .that('instrument_id', !!instrument, 'Currency not found');
  checkDescription(check, input.description?.trim() ?? '', false);
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
  return ledgerWrite(db, userId, async (tx) => {
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
): Promise<AccountRecord | Failure> {
  return writeOwned(db, userId, accounts, id, async (tx, account) => {
    const { name, description } = editedTexts(input, account);
    const instrumentId =
      input.instrument_id === undefined ? account.instrument_id : input.instrument_id;
    const newCurrency = !!instrumentId && instrumentId !== account.instrument_id;
    const instrument = await instrumentOf(tx, instrumentId);
    const check = checkName(new Checks(), name)
      .that('instrument_id', !!instrumentId, 'Please input!')
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
}

/** Deletes an account with its assets and transactions, first undoing every transfer's effect
 * on the other accounts' assets. */
export async function deleteAccount(db: Db, userId: string, id: string): Promise<true | Failure> {
  return writeOwned(db, userId, accounts, id, async (tx, account) => {
    const touching = or(
      eq(transactions.account_id, account.id),
      eq(transactions.destination_account_id, account.id),
    )!;
    await shiftAssets(tx, effectsOf(touching, -1));
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    await markStale(tx, userId, null);
    return true as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------------------------

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
): Promise<AssetRow | Failure> {
  const name = input.name.trim();
  const balance = input.balance ?? input.value;
  // The input's own checks first; those against the account follow under the lock, and one
  // answer lists them all.
  const check = checkName(new Checks(), name);
  checkDescription(check, input.description?.trim() ?? '', false);
  checkDecimal(check, 'value', 'Value', input.value, undefined);
  return ledgerWrite(db, userId, async (tx) => {
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
): Promise<AssetRow | Failure> {
  return writeOwned(db, userId, assets, id, async (tx, asset) => {
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
}

/** Deletes an asset (never its account's primary one): its transactions go, their effects on
 * other assets are undone, and its account's value drops by what it held. */
export async function deleteAsset(db: Db, userId: string, id: string): Promise<true | Failure> {
  return writeOwned(db, userId, assets, id, async (tx, asset) => {
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
}

// ---------------------------------------------------------------------------------------------
// Real assets' valuations
// ---------------------------------------------------------------------------------------------

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
export async function createAssetValuation(db: Db, userId: string, input: ValuationInput) {
  const check = checkDay(new Checks(), 'date', input.date, {
    future: 'A valuation cannot be dated in the future',
  }).that(
    'note',
    (input.note ?? '').trim().length <= NOTE_MAX,
    `Note must be at most ${NOTE_MAX} characters`,
  );
  checkDecimal(check, 'value', 'Value', input.value, undefined, 'not negative');
  return writeOwned(db, userId, assets, input.asset_id, async (tx, asset) => {
    check.that(
      'asset_id',
      asset.asset_class === 'real',
      'Only a real asset is valued by hand: other assets follow their price',
    );
    if (check.failed) return check.failure();
    await valueOn(tx, asset, input.date, input.value, input.note);
    return valuationOf(tx, asset, input.date);
  });
}

/** Deletes a valuation; the asset falls back to the one before (or nothing). */
export async function deleteAssetValuation(
  db: Db,
  userId: string,
  id: string,
): Promise<true | Failure> {
  return writeOwned(db, userId, asset_valuations, id, async (tx, row) => {
    await tx.delete(asset_valuations).where(eq(asset_valuations.id, row.id));
    const asset = (await findRow(tx, assets, row.asset_id))!;
    await followValuations(tx, asset);
    await markStale(tx, userId, row.day);
    return true as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

export type TransactionInput = {
  date?: string | null;
  category_id?: string | null;
  amount?: string | null;
  description?: string | null;
  transaction_type?: TransactionType | null;
  fee?: string | null;
  destination_account_id?: string | null;
  destination_amount?: string | null;
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
  | 'destination_account_id'
  | 'destination_asset_id'
  | 'destination_amount'
  | 'destination_account_class'
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
    destination_account_id: type === 'transfer' ? merged.destination_account_id! : null,
    destination_asset_id: destinationAssetId,
    destination_amount: destinationAmount,
    destination_account_class: destinationClass,
  };
}

export async function createTransaction(
  db: Db,
  userId: string,
  input: CreateTransactionInput,
): Promise<TransactionRow | Failure> {
  return ledgerWrite(db, userId, async (tx) => {
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
}

/** Edits a transaction: its old effect is undone and the new one applied, in one go. */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  input: TransactionInput,
): Promise<TransactionRow | Failure> {
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as TransactionInput;
  return writeOwned(db, userId, transactions, id, async (tx, row) => {
    const account = await findRow(tx, accounts, row.account_id);
    const asset = row.asset_id ? await findRow(tx, assets, row.asset_id) : undefined;
    const merged: TransactionInput = { ...row, ...given };
    const values = await transactionValues(tx, userId, { account, asset }, merged, new Checks());
    if (isFailure(values)) return values;
    const which = eq(transactions.id, row.id);
    await shiftAssets(tx, effectsOf(which, -1));
    const [updated] = await tx.update(transactions).set(values).where(which).returning();
    await shiftAssets(tx, effectsOf(which, 1));
    await markStale(tx, userId, updated!.date < row.date ? updated!.date : row.date);
    return updated!;
  });
}

export async function deleteTransaction(
  db: Db,
  userId: string,
  id: string,
): Promise<true | Failure> {
  return writeOwned(db, userId, transactions, id, async (tx, row) => {
    const which = eq(transactions.id, row.id);
    await shiftAssets(tx, effectsOf(which, -1));
    await tx.delete(transactions).where(which);
    await markStale(tx, userId, row.date);
    return true as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Booking many rows at once (a confirmed bank statement)
// ---------------------------------------------------------------------------------------------

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
 * Books checked rows (checkRows) on `asset` of `account` as transactions of `uploadId`, in one
 * statement, and moves the balances by what they booked. Runs inside the caller's ledgerWrite; a
 * statement's rows come in chunks of BOOKING_CHUNK, each in a ledgerWrite of its own.
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
  // One JSON parameter however many rows: a VALUES list would hit the 65,535-parameter limit.
  const json = JSON.stringify(rows.map((row) => ({ ...row, description: row.description.trim() })));
  const booked = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO ${transactions} (user_id, account_id, account_class, asset_id, instrument_id,
      upload_id, transaction_type, amount, fee, description, date, category_id, bank_reference,
      counterparty, statement_text, counterparty_key)
    SELECT ${userId}, ${account.id}, ${account.account_class}, ${asset.id}, ${asset.instrument_id},
      ${uploadId}, r.transaction_type, r.amount, r.fee, r.description, r.date, r.category_id,
      r.bank_reference, r.counterparty, r.statement_text, r.counterparty_key
    FROM jsonb_to_recordset(${json}::jsonb) AS r(transaction_type text, amount numeric,
      fee numeric, description text, date date, category_id uuid, bank_reference text,
      counterparty text, statement_text text, counterparty_key text)
    RETURNING id`,
  );
  await shiftAssets(
    tx,
    effectsOf(
      inArray(
        transactions.id,
        booked.map((row) => row.id),
      ),
      1,
    ),
  );
  const first = rows.reduce((day, row) => (row.date < day ? row.date : day), rows[0]!.date);
  await markStale(tx, userId, first);
  return rows.length;
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

// ---------------------------------------------------------------------------------------------
// Balances a venue reports (a linked account's sync)
// ---------------------------------------------------------------------------------------------

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
