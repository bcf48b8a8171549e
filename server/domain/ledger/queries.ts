// The ledger's reads as the API lists them: the caller's accounts (with their currency, venue and
// USD value, joined), assets and transactions (those touching an account, counted from the
// maintained counters or the count cache: ./counts.ts), each list under the generic list
// arguments (../lists.ts). Only the caller's own rows are ever read.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getViewSelectedFields,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  accounts,
  assets,
  categories,
  holdings,
  instruments,
  transactions,
  users,
  venues,
  type AccountClass,
  type AssetRow,
} from '../../db/schema.js';
import {
  filterId,
  listFailure,
  listFrom,
  listRows,
  MAX_LIMIT,
  pageCursor,
  parseListArgs,
  tableSource,
  type ListArgs,
  type ListPage,
  type ListSpec,
} from '../lists.js';
import { ok } from '../result.js';
import { baseInstrumentOf, baseRateOn, rateOn, type BaseCurrency } from '../valuation.js';
import { findNode, findRow } from '../rows.js';
import { counterOf, keptCount, matches, type Narrowing } from './counts.js';

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

const accountList: ListSpec = {
  columns: {
    id: accounts.id,
    name: accounts.name,
    account_class: accounts.account_class,
    account_type: accounts.account_type,
    instrument_id: accounts.instrument_id,
    venue_id: accounts.venue_id,
    // the debts secured on a real asset
    master_account_id: accounts.master_account_id,
    value: accounts.value,
    status: accounts.status,
    created_at: accounts.created_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: accounts.id,
};

// Secrets are write-only: never selected.
const { secrets_encrypted: _secrets, ...accountColumns } = getTableColumns(accounts);
const accountFields = {
  ...accountColumns,
  instrument: {
    id: instruments.id,
    ticker: instruments.ticker,
    name: instruments.name,
    decimals: instruments.decimals,
  },
  venue: { id: venues.id, name: venues.name },
  /**
   * Σ of the USD values of its holdings that have a price; null only when it holds something and
   * nothing it holds has a price (`unpriced` names those without one).
   */
  value_usd: sql<string | null>`(
    SELECT CASE WHEN bool_or(s.balance <> 0)
                 AND NOT bool_or(s.balance <> 0 AND s.value IS NOT NULL) THEN NULL
                ELSE coalesce(sum(s.value), 0) END
      FROM ${assets} s WHERE s.account_id = ${accounts.id})`,
  /** The tickers of its holdings with a balance and no price, in order. */
  unpriced: sql<string[]>`(
    SELECT coalesce(array_agg(DISTINCT i.ticker ORDER BY i.ticker), '{}')
      FROM ${assets} s JOIN ${instruments} i ON i.id = s.instrument_id
     WHERE s.account_id = ${accounts.id} AND s.balance <> 0 AND s.value IS NULL)`,
};

/** Accounts with their currency and venue, joined: no query per row. */
const accountSource = (db: Db) => ({
  rows: ({ where, orderBy, limit, offset }: ListPage) =>
    db
      .select(accountFields)
      .from(accounts)
      .innerJoin(instruments, eq(instruments.id, accounts.instrument_id))
      .leftJoin(venues, eq(venues.id, accounts.venue_id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  count: tableSource(db, accounts).count,
});

/** The caller's account with this id as lists answer it, or undefined. */
export const accountNode = (db: Db, userId: string) => (id: string) =>
  findNode(accountSource(db), accounts, id, eq(accounts.user_id, userId));

/** A page of the caller's accounts, of one class when `account_class` is given. */
export function listAccounts(
  db: Db,
  userId: string,
  { account_class, ...args }: ListArgs & { account_class?: AccountClass | null },
) {
  return listFrom(accountSource(db), accountList, args, [
    eq(accounts.user_id, userId),
    account_class ? eq(accounts.account_class, account_class) : undefined,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------------------------

const assetList: ListSpec = {
  columns: {
    id: assets.id,
    name: assets.name,
    account_id: assets.account_id,
    instrument_id: assets.instrument_id,
    asset_class: assets.asset_class,
    balance: assets.balance,
    value: assets.value,
    status: assets.status,
    created_at: assets.created_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: assets.id,
};

type AssetFilters = {
  account_id?: string | null;
  instrument_id?: string | null;
  asset_class?: AccountClass | null;
  /** The assets a holding of the person adds up (getHoldings). */
  holding_id?: string | null;
};

/** A page of the caller's assets, narrowed by the named filters. */
export function listAssets(
  db: Db,
  userId: string,
  { account_id, instrument_id, asset_class, holding_id, ...args }: ListArgs & AssetFilters,
) {
  return listRows(db, assets, assetList, args, [
    eq(assets.user_id, userId),
    holding_id
      ? inArray(
          assets.id,
          db
            .select({ id: sql`unnest(${holdings.asset_ids})` })
            .from(holdings)
            .where(and(eq(holdings.user_id, userId), eq(holdings.id, filterId(holding_id)))),
        )
      : undefined,
    account_id ? eq(assets.account_id, filterId(account_id)) : undefined,
    instrument_id ? eq(assets.instrument_id, filterId(instrument_id)) : undefined,
    asset_class ? eq(assets.asset_class, asset_class) : undefined,
  ]);
}

/** The caller's asset with this id, or undefined. */
export const findAsset = (db: Db, userId: string, id: string): Promise<AssetRow | undefined> =>
  findRow(db, assets, id, eq(assets.user_id, userId));

const TOP_DEFAULT = 5;

/** The caller's assets of the highest USD value first (unpriced last), and how many they hold. */
export async function topAssets(
  db: Db,
  userId: string,
  { asset_class, limit }: { asset_class?: AccountClass | null; limit?: number | null },
) {
  if (limit != null && (limit < 1 || limit > MAX_LIMIT)) {
    return listFailure(`limit must be between 1 and ${MAX_LIMIT}`);
  }
  const where = and(
    eq(assets.user_id, userId),
    asset_class ? eq(assets.asset_class, asset_class) : undefined,
  );
  const nodes = await db
    .select()
    .from(assets)
    .where(where)
    .orderBy(sql`${assets.value} DESC NULLS LAST`, desc(assets.balance), asc(assets.id))
    .limit(limit ?? TOP_DEFAULT);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(assets)
    .where(where);
  return ok({ nodes, count });
}

// ---------------------------------------------------------------------------------------------
// Holdings
// ---------------------------------------------------------------------------------------------

const holdingList: ListSpec = {
  columns: {
    id: holdings.id,
    name: holdings.name,
    instrument_id: holdings.instrument_id,
    quantity: holdings.quantity,
    value: holdings.worth,
    assets: holdings.assets,
  },
  defaultSort: 'value:desc',
  tiebreaker: holdings.id,
};

/** Holdings with their share of everything the person owns (what has a price), 0–100. */
const holdingSource = (db: Db, userId: string) => {
  const owned = db
    .select({ total: sql`sum(${holdings.value})` })
    .from(holdings)
    .where(eq(holdings.user_id, userId));
  return {
    rows: ({ where, orderBy, limit, offset }: ListPage) =>
      db
        .select({
          ...getViewSelectedFields(holdings),
          percent: sql<string | null>`round(${holdings.value} * 100 / nullif((${owned}), 0), 2)`,
        })
        .from(holdings)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where: SQL | undefined) => {
      const [total] = await db.select({ n: count() }).from(holdings).where(where);
      return total?.n ?? 0;
    },
  };
};

/** A page of what the caller holds (see the holdings view), the most valuable first. */
export function listHoldings(db: Db, userId: string, args: ListArgs) {
  return listFrom(holdingSource(db, userId), holdingList, args, [eq(holdings.user_id, userId)]);
}

/** The caller's holding with this id (an instrument's, or a real asset's), or undefined. */
export async function findHolding(db: Db, userId: string, id: string) {
  const [holding] = await holdingSource(db, userId).rows({
    where: and(eq(holdings.user_id, userId), eq(holdings.id, filterId(id))),
    orderBy: [],
    limit: 1,
    offset: 0,
  });
  return holding;
}

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

const transactionList: ListSpec = {
  columns: {
    id: transactions.id,
    account_id: transactions.account_id,
    asset_id: transactions.asset_id,
    category_id: transactions.category_id,
    destination_account_id: transactions.destination_account_id,
    account_class: transactions.account_class,
    transaction_type: transactions.transaction_type,
    amount: transactions.amount,
    description: transactions.description,
    payee: transactions.counterparty,
    date: transactions.date,
    created_at: transactions.created_at,
  },
  defaultSort: 'date:desc,created_at:desc',
  tiebreaker: transactions.id,
};

/**
 * The transactions touching an account (or an asset): those it pays from and those it receives
 * (a transfer in; for an asset, a trade's quantity too), as a WITH that shadows the table, so the
 * list's columns, filters and order apply unchanged. For a page, each half is ordered and cut to
 * start + limit rows from its own index before the two are merged; an OR would read and sort every
 * row of the account instead. In the default order a page reads only the halves' ids, sort keys,
 * owner and source (PostgreSQL drops the columns nobody reads), all held in those indexes
 * (migrations 0009, 0019): the walk is index-only, and only the page's own rows are read from the
 * table.
 */
function touching(
  db: Db,
  [source, destination]: readonly [PgColumn, PgColumn],
  id: string,
  where: SQL | undefined,
  page?: ListPage,
) {
  const half = (side: SQL | undefined) => {
    const rows = db.select().from(transactions).where(and(side, where)).$dynamic();
    return page ? rows.orderBy(...page.orderBy).limit(page.offset + page.limit) : rows;
  };
  return db
    .$with('transactions')
    .as(half(eq(source, id)).unionAll(half(and(eq(destination, id), ne(source, id)))));
}

const ACCOUNT_SIDES = [transactions.account_id, transactions.destination_account_id] as const;
const ASSET_SIDES = [transactions.asset_id, transactions.destination_asset_id] as const;

/** The currency the owner's figures are in (SQL): read in the statement, as baseCurrency reads it. */
const ownersBase = baseInstrumentOf(sql`${transactions.user_id}`);

/**
 * A transaction's amount in its owner's currency at the prices of its day (SQL; NULL unpriced), as
 * inBaseOn counts it. A list reads the owner's currency in the statement that reads its rows (no
 * statement more: a statement's turn on PGlite costs more than a page's lookups); a read of many
 * rows that knows it (`base`) spares each row the lookup.
 */
export const valueOnItsDay = (base?: BaseCurrency) => {
  const usd = sql`${transactions.amount} * usd_price(${transactions.instrument_id}, ${transactions.date})`;
  if (base)
    return sql<string | null>`round(${usd} / ${baseRateOn(sql`${transactions.date}`, base)}, 18)`;
  return sql<string | null>`(
    SELECT round(${usd} / CASE WHEN b.ticker = 'USD' THEN 1::numeric
                              ELSE ${rateOn(sql`b.id`, sql`${transactions.date}`)} END, 18)
      FROM ${instruments} b WHERE b.id = ${ownersBase})`;
};

/**
 * A transaction as lists answer it: with its account {id, name, account_class} and the instrument
 * its amount is in {id, ticker, decimals}, joined by their keys in the same statement as the rows.
 */
const transactionFields = {
  ...getTableColumns(transactions),
  payee: transactions.counterparty,
  account: { id: accounts.id, name: accounts.name, account_class: accounts.account_class },
  category: { id: categories.id, category: categories.category, key: categories.key },
  instrument: { id: instruments.id, ticker: instruments.ticker, decimals: instruments.decimals },
  base_value: valueOnItsDay(),
  base_currency: sql<string>`(SELECT b.ticker FROM ${instruments} b WHERE b.id = ${ownersBase})`,
};

/**
 * Where the caller's transactions narrowed by the named filters are read from, for a condition
 * (and a page): the table, or for an account's or an asset's the WITH of the rows touching it.
 */
function scopeOf(db: Db, narrowing: Narrowing) {
  // an asset is in one account: narrowed to it, the list is narrowed to its account too
  const [sides, id] = narrowing.asset_id
    ? [ASSET_SIDES, narrowing.asset_id]
    : [ACCOUNT_SIDES, narrowing.account_id];
  return (where: SQL | undefined, page?: ListPage) =>
    id ? db.with(touching(db, sides, id, where, page)) : db;
}

/** The named filters as the queries compare them: a malformed id finds nothing (filterId). */
const narrowed = ({ account_id, account_class, asset_id }: Narrowing): Narrowing => ({
  account_id: account_id && filterId(account_id),
  account_class,
  asset_id: asset_id && filterId(asset_id),
});

/** The condition of the caller's transactions under the named filters, and-ed with `more`. */
function ownedUnder(userId: string, { account_class }: Narrowing, more?: SQL) {
  return and(
    more,
    eq(transactions.user_id, userId),
    account_class
      ? or(
          eq(transactions.account_class, account_class),
          eq(transactions.destination_account_class, account_class),
        )
      : undefined,
  );
}

/**
 * The caller's transactions a list with these named filters and this `where` (the list
 * arguments') holds, for a read of them all (cash flows, exports) in parts: `under(more)` answers
 * where to select them from and the condition, with `more` (a part's days, its ids) and-ed in;
 * or the failure of a bad filter.
 */
export function transactionsListed(
  db: Db,
  userId: string,
  narrowing: Narrowing,
  args: Pick<ListArgs, 'where' | 'sort'>,
) {
  narrowing = narrowed(narrowing);
  const query = parseListArgs(transactionList, args);
  if ('success' in query) return query;
  const scope = scopeOf(db, narrowing);
  return {
    narrowing,
    orderBy: query.orderBy,
    under(more?: SQL) {
      const where = ownedUnder(userId, narrowing, and(query.where, more));
      return { from: scope(where), where };
    },
  };
}

/**
 * The caller's transactions, narrowed by the named filters. A list the caller's `where` leaves
 * alone counts from a maintained counter; any other counts its matches once per version of the
 * user's transactions (`keptCount`).
 */
function transactionSource(db: Db, userId: string, narrowing: Narrowing = {}) {
  const scope = scopeOf(db, narrowing);
  return {
    // The page's ids first (from an index, skipping `offset` entries without reading the rows),
    // then only those rows.
    rows: async ({ where, orderBy, limit, offset }: ListPage) => {
      const page = scope(where, { where, orderBy, limit, offset })
        .select({ id: transactions.id })
        .from(transactions)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return db
        .select(transactionFields)
        .from(transactions)
        .leftJoin(accounts, eq(accounts.id, transactions.account_id))
        .leftJoin(instruments, eq(instruments.id, transactions.instrument_id))
        .leftJoin(categories, eq(categories.id, transactions.category_id))
        .where(inArray(transactions.id, page))
        .orderBy(...orderBy);
    },
    count: async (where: SQL | undefined, filtered: boolean) => {
      const counter = filtered ? undefined : counterOf(userId, narrowing);
      if (counter) {
        const [total] = await db
          .select({ n: sql<number>`coalesce(${counter}, 0)::int` })
          .from(sql`(SELECT 1) AS one`);
        return Number(total?.n ?? 0);
      }
      const version = sql<number>`(SELECT ${users.transactions_version} FROM ${users}
                                    WHERE ${users.id} = ${userId})`.mapWith(Number);
      return keptCount(
        db,
        userId,
        scope(where).select({ n: matches, version }).from(transactions).where(where),
      );
    },
  };
}

/** The caller's transaction with this id as lists answer it, or undefined. */
export const transactionNode = (db: Db, userId: string) => (id: string) =>
  findNode(transactionSource(db, userId), transactions, id, eq(transactions.user_id, userId));

/**
 * A page of the caller's transactions, narrowed by the named filters (an account's are those it
 * pays from and the transfers it receives), with where the page sits.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  { account_id, account_class, asset_id, ...args }: ListArgs & Narrowing,
) {
  const narrowing = narrowed({ account_id, account_class, asset_id });
  const list = await listFrom(transactionSource(db, userId, narrowing), transactionList, args, [
    ownedUnder(userId, narrowing),
  ]);
  return { ...list, cursor: pageCursor(args, list.count) };
}
