import { and, count, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { behindOthers, type Db } from '../../db/client.js';
import {
  accounts,
  assets,
  instruments,
  transaction_counts,
  transactions,
  users,
} from '../../db/schema.js';
import * as ledger from '../../domain/ledger.js';
import { ledgerWrite, withAccess } from '../guards.js';
import { listFrom, pageCursor, type ListPage, type ListSpec } from '../listArgs.js';
import { answer, done, filterId, findNode, reload } from '../records.js';
import type {
  MutationCreateTransactionArgs,
  MutationUpdateTransactionArgs,
  QueryGetTransactionsArgs,
  Resolvers,
} from '../resolvers.generated.js';

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
    date: transactions.date,
    created_at: transactions.created_at,
  },
  defaultSort: 'date:desc,created_at:desc',
  tiebreaker: transactions.id,
};

/**
 * The transactions touching an account: those it pays from and the transfers it receives, as a
 * WITH that shadows the table, so the list's columns, filters and order apply unchanged. For a
 * page, each half is ordered and cut to start + limit rows from its own index before the two
 * are merged; an OR would read and sort every row of the account instead. In the default order
 * a page reads only the halves' ids, sort keys, owner and source (PostgreSQL drops the columns
 * nobody reads), all held in those indexes (migration 0009): the walk is index-only, and only the
 * page's own rows are read from the table.
 */
function touching(db: Db, accountId: string, where: SQL | undefined, page?: ListPage) {
  const half = (side: SQL | undefined) => {
    const rows = db.select().from(transactions).where(and(side, where)).$dynamic();
    return page ? rows.orderBy(...page.orderBy).limit(page.offset + page.limit) : rows;
  };
  return db
    .$with('transactions')
    .as(
      half(eq(transactions.account_id, accountId)).unionAll(
        half(
          and(
            eq(transactions.destination_account_id, accountId),
            ne(transactions.account_id, accountId),
          ),
        ),
      ),
    );
}

/**
 * A transaction as lists answer it: with its account {id, name, account_class} and the instrument
 * its amount is in {id, ticker, decimals}, joined by their keys in the same statement as the rows.
 */
const transactionFields = {
  ...getTableColumns(transactions),
  account: { id: accounts.id, name: accounts.name, account_class: accounts.account_class },
  instrument: { id: instruments.id, ticker: instruments.ticker, decimals: instruments.decimals },
};

type Narrowing = { account_id?: string | null; account_class?: unknown; asset_id?: string | null };

/**
 * The counter the triggers keep (migrations 0003, 0008) for the caller's transactions narrowed by
 * at most one named filter: the user's, the account's, the asset's or the class's. Counting the
 * rows instead would read all of them (a class or an account can hold most of a user's) on every
 * page. Several named filters at once count the rows.
 */
function counterOf(userId: string, { account_id, account_class, asset_id }: Narrowing) {
  if ([account_id, account_class, asset_id].filter(Boolean).length > 1) return undefined;
  if (account_id) {
    return sql`(SELECT ${accounts.transaction_count} FROM ${accounts}
                 WHERE ${accounts.id} = ${account_id} AND ${accounts.user_id} = ${userId})`;
  }
  if (asset_id) {
    return sql`(SELECT ${assets.transaction_count} FROM ${assets}
                 WHERE ${assets.id} = ${asset_id} AND ${assets.user_id} = ${userId})`;
  }
  if (account_class) {
    return sql`(SELECT ${transaction_counts.n} FROM ${transaction_counts}
                 WHERE ${transaction_counts.user_id} = ${userId}
                   AND ${transaction_counts.account_class} = ${account_class})`;
  }
  return sql`(SELECT ${users.transaction_count} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/**
 * What a filtered list counts: its rows, by a column no index with `description` holds (`date`,
 * never null). The planner takes ILIKE to cost what = does, so for count(*) it would read every
 * description of the user's in the description sort index and test each (over a microsecond a
 * row in PGlite), where the trigram index finds the matches alone: 10,000 matches of a user's
 * 130,000 rows (a million in all) count in ~20 ms instead of ~180. A search of one or two
 * letters, which no trigram serves, reads all of the user's rows either way.
 */
const matches = count(transactions.date);

/** How many filtered counts `keptCount` keeps per database, the least recently asked going. */
const COUNTS_KEPT = 1000;
type Counted = { n: number; version: number };
const countsOf = new WeakMap<
  Db,
  { kept: Map<string, Counted>; underWay: Map<string, Promise<Counted>> }
>();

/**
 * The count a filtered list of the user's transactions answers (a search, a date range, named
 * filters no single counter keeps). Counting reads every match, found through an index (a
 * search's through the trigram index, migration 0008), so many matches cost as many rows read.
 * So a count is read once per version of the user's transactions (users.transactions_version,
 * which the counting triggers move on with every write) and kept: the next pages of a search, the
 * same search asked again, and the other root fields of one request asking it at once cost one
 * lookup of the version, until a write changes what the count could be. `counting` reads the
 * version in the counting statement itself, so no count is kept under a version it did not see;
 * the key is that statement, user included. The read goes behind other callers' queries
 * (`behindOthers`). Each process keeps its own counts: the version decides if one holds.
 */
async function keptCount(
  db: Db,
  userId: string,
  counting: PromiseLike<Counted[]> & { toSQL(): { sql: string; params: unknown[] } },
): Promise<number> {
  const counts = countsOf.get(db) ?? { kept: new Map(), underWay: new Map() };
  countsOf.set(db, counts);
  const { sql: text, params } = counting.toSQL();
  const key = JSON.stringify([text, params]);
  const known = (await counts.underWay.get(key)) ?? counts.kept.get(key);
  if (known) {
    const [user] = await db
      .select({ version: users.transactions_version })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.version === known.version) return remember(counts.kept, key, known).n;
  }
  const reading = behindOthers(async () => (await counting)[0] ?? { n: 0, version: -1 });
  counts.underWay.set(key, reading);
  try {
    return remember(counts.kept, key, await reading).n;
  } finally {
    counts.underWay.delete(key);
  }
}

/** Keeps `counted` as the most recently asked count, the least recently asked going. */
function remember(kept: Map<string, Counted>, key: string, counted: Counted): Counted {
  kept.delete(key);
  kept.set(key, counted);
  if (kept.size > COUNTS_KEPT) kept.delete(kept.keys().next().value!);
  return counted;
}

/**
 * The caller's transactions, narrowed by the named filters. A list the caller's `where` leaves
 * alone counts from a maintained counter; any other counts its matches once per version of the
 * user's transactions (`keptCount`).
 */
function transactionSource(db: Db, userId: string, narrowing: Narrowing = {}) {
  const accountId = narrowing.account_id;
  const scope = (where: SQL | undefined, page?: ListPage) =>
    accountId ? db.with(touching(db, accountId, where, page)) : db;
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

const transactionNode = (db: Db, userId: string) => (id: string) =>
  findNode(transactionSource(db, userId), transactions, id, eq(transactions.user_id, userId));

export const transactionResolvers: Resolvers = {
  Query: {
    getTransactions: withAccess(
      'user',
      async (
        { account_id, account_class, asset_id, ...args }: QueryGetTransactionsArgs,
        { db },
        { user },
      ) => {
        account_id = account_id && filterId(account_id);
        asset_id = asset_id && filterId(asset_id);
        const list = await listFrom(
          transactionSource(db, user.id, { account_id, account_class, asset_id }),
          transactionList,
          args,
          [
            eq(transactions.user_id, user.id),
            account_class
              ? or(
                  eq(transactions.account_class, account_class),
                  eq(transactions.destination_account_class, account_class),
                )
              : undefined,
            asset_id ? eq(transactions.asset_id, asset_id) : undefined,
          ],
        );
        return { ...list, cursor: pageCursor(args, list.count) };
      },
    ),
    getTransaction: withAccess('user', async ({ id }: { id: string }, { db }, { user }) =>
      answer('transaction', await transactionNode(db, user.id)(id)),
    ),
  },
  Mutation: {
    createTransaction: ledgerWrite(async (args: MutationCreateTransactionArgs, { db }, { user }) =>
      answer(
        'transaction',
        await reload(
          await ledger.createTransaction(db, user.id, args),
          transactionNode(db, user.id),
        ),
        'Transaction created',
      ),
    ),
    updateTransaction: ledgerWrite(
      async ({ id, ...args }: MutationUpdateTransactionArgs, { db }, { user }) =>
        answer(
          'transaction',
          await reload(
            await ledger.updateTransaction(db, user.id, id, args),
            transactionNode(db, user.id),
          ),
          'Transaction updated',
        ),
    ),
    deleteTransaction: ledgerWrite(async ({ id }: { id: string }, { db }, { user }) =>
      done(await ledger.deleteTransaction(db, user.id, id), 'Transaction deleted'),
    ),
  },
};
