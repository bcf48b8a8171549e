import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, assets, instruments, venues } from '../../db/schema.js';
import * as ledger from '../../domain/ledger.js';
import { ledgerWrite, withAccess } from '../guards.js';
import { listFrom, tableSource, type ListPage, type ListSpec } from '../listArgs.js';
import { answer, done, findNode, reload } from '../records.js';
import type {
  MutationCreateAccountArgs,
  MutationUpdateAccountArgs,
  QueryGetAccountsArgs,
  Resolvers,
} from '../resolvers.generated.js';

const accountList: ListSpec = {
  columns: {
    id: accounts.id,
    name: accounts.name,
    account_class: accounts.account_class,
    account_type: accounts.account_type,
    instrument_id: accounts.instrument_id,
    venue_id: accounts.venue_id,
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
  /** Σ of its assets' USD values; null while one that holds something has no price. */
  value_usd: sql<string | null>`(
    SELECT CASE WHEN bool_and(s.value IS NOT NULL OR s.balance = 0)
                THEN coalesce(sum(s.value), 0) END
      FROM ${assets} s WHERE s.account_id = ${accounts.id})`,
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

const accountNode = (db: Db, userId: string) => (id: string) =>
  findNode(accountSource(db), accounts, id, eq(accounts.user_id, userId));

export const accountResolvers: Resolvers = {
  Query: {
    getAccounts: withAccess(
      'user',
      ({ account_class, ...args }: QueryGetAccountsArgs, { db }, { user }) =>
        listFrom(accountSource(db), accountList, args, [
          eq(accounts.user_id, user.id),
          account_class ? eq(accounts.account_class, account_class) : undefined,
        ]),
    ),
    getAccount: withAccess('user', async ({ id }: { id: string }, { db }, { user }) =>
      answer('account', await accountNode(db, user.id)(id)),
    ),
  },
  Mutation: {
    createAccount: ledgerWrite(
      async (args: MutationCreateAccountArgs, { db }, { user }) =>
        answer(
          'account',
          await reload(await ledger.createAccount(db, user.id, args), accountNode(db, user.id)),
          'Account created',
        ),
      { holds: true },
    ),
    updateAccount: ledgerWrite(
      async ({ id, ...args }: MutationUpdateAccountArgs, { db }, { user }) =>
        answer(
          'account',
          await reload(await ledger.updateAccount(db, user.id, id, args), accountNode(db, user.id)),
          'Account updated',
        ),
      { holds: true },
    ),
    deleteAccount: ledgerWrite(async ({ id }: { id: string }, { db }, { user }) =>
      done(await ledger.deleteAccount(db, user.id, id), 'Account deleted'),
    ),
  },
};
