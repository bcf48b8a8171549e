import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  instruments,
  transactions,
  users,
  type TransactionRow,
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
 * are merged; an OR would read and sort every row of the account instead.
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

/** Rows of `table` by id, for the page's lookups (one query each). */
async function byIds<R extends { id: string }>(
  ids: string[],
  load: (ids: string[]) => Promise<R[]>,
) {
  const unique = [...new Set(ids)];
  return new Map((unique.length ? await load(unique) : []).map((row) => [row.id, row]));
}

/**
 * Each transaction with its account {id, name, account_class} and the instrument its amount is
 * in {id, ticker, decimals}: one query each for the page.
 */
async function withAccounts(db: Db, rows: TransactionRow[]) {
  const [accountsById, instrumentsById] = await Promise.all([
    byIds(
      rows.map((row) => row.account_id),
      (ids) =>
        db
          .select({ id: accounts.id, name: accounts.name, account_class: accounts.account_class })
          .from(accounts)
          .where(inArray(accounts.id, ids)),
    ),
    byIds(
      rows.flatMap((row) => row.instrument_id ?? []),
      (ids) =>
        db
          .select({
            id: instruments.id,
            ticker: instruments.ticker,
            decimals: instruments.decimals,
          })
          .from(instruments)
          .where(inArray(instruments.id, ids)),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    account: accountsById.get(row.account_id) ?? null,
    instrument: (row.instrument_id && instrumentsById.get(row.instrument_id)) || null,
  }));
}

type Narrowing = { account_id?: string | null; account_class?: unknown; asset_id?: string | null };

/**
 * The caller's transactions, narrowed by the named filters. An unfiltered list, or one narrowed
 * by account only, counts from the maintained counters instead of scanning the rows.
 */
function transactionSource(db: Db, userId: string, narrowing: Narrowing = {}) {
  const accountId = narrowing.account_id;
  const scope = (where: SQL | undefined, page?: ListPage) =>
    accountId ? db.with(touching(db, accountId, where, page)) : db;
  const countedAs = (): SQL | undefined => {
    if (narrowing.asset_id || narrowing.account_class) return undefined;
    if (!narrowing.account_id) {
      return sql`(SELECT ${users.transaction_count} FROM ${users} WHERE ${users.id} = ${userId})`;
    }
    return sql`(SELECT ${accounts.transaction_count} FROM ${accounts}
                 WHERE ${accounts.id} = ${narrowing.account_id} AND ${accounts.user_id} = ${userId})`;
  };
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
      const rows = await db
        .select()
        .from(transactions)
        .where(inArray(transactions.id, page))
        .orderBy(...orderBy);
      return withAccounts(db, rows);
    },
    count: async (where: SQL | undefined, filtered: boolean) => {
      const counter = filtered ? undefined : countedAs();
      const [total] = counter
        ? await db
            .select({ n: sql<number>`coalesce(${counter}, 0)::int` })
            .from(sql`(SELECT 1) AS one`)
        : await scope(where).select({ n: count() }).from(transactions).where(where);
      return Number(total?.n ?? 0);
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
