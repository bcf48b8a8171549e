import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, assets, instruments, venues } from '../../db/schema.js';
import * as ledger from '../../domain/ledger.js';
import { isFailure, ok, type Failure } from '../../domain/result.js';
import { createLinkedAccount } from '../../domain/venues/accounts.js';
import { venueDeps } from '../../domain/venues/registry.js';
import { syncAccount, type SyncOutcome } from '../../domain/venues/sync.js';
import { announceSync } from '../../jobs/venueJobs.js';
import type { Context } from '../context.js';
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

/** Syncs the caller's account and announces what changed to the background jobs. */
async function syncAndAnnounce(
  ctx: Context,
  userId: string,
  accountId: string,
): Promise<SyncOutcome | Failure> {
  const outcome = await syncAccount(venueDeps(ctx.db, ctx.config), userId, accountId);
  if (!isFailure(outcome)) await announceSync(ctx.jobs, userId, outcome);
  return outcome;
}

/** "2 balances booked": how many assets a sync changed. */
function booked(outcome: SyncOutcome): string {
  const count = outcome.added.length + outcome.moved.length;
  return `${count} ${count === 1 ? 'balance' : 'balances'} booked`;
}

/** What a create's message says of the first sync of a linked account. */
function linkedMessage(outcome: SyncOutcome | Failure): string {
  if (isFailure(outcome)) return `Account linked, but its first sync failed: ${outcome.message}`;
  const unmapped = outcome.unmapped.map((balance) => balance.symbol).join(', ');
  return (
    `Account linked and synced: ${booked(outcome)}` +
    (unmapped ? `; not booked for want of a mapping: ${unmapped}` : '')
  );
}

/**
 * createAccount: a manual account, or one linked to a venue (venue_id, or credentials, which are
 * refused without one). A linked account is synced once the create has committed: a venue that
 * refuses still leaves the account, and the message says why it holds nothing yet.
 */
async function createAnyAccount(args: MutationCreateAccountArgs, ctx: Context, userId: string) {
  const linking = !!args.venue_id || args.secrets != null;
  const created = linking
    ? await createLinkedAccount(venueDeps(ctx.db, ctx.config), userId, args)
    : await ledger.createAccount(ctx.db, userId, args);
  if (isFailure(created)) return created;
  const message = linking
    ? linkedMessage(await syncAndAnnounce(ctx, userId, created.id))
    : 'Account created';
  return answer('account', await accountNode(ctx.db, userId)(created.id), message);
}

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
      (args: MutationCreateAccountArgs, ctx, { user }) => createAnyAccount(args, ctx, user.id),
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
    syncAccount: withAccess('user', async ({ id }: { id: string }, ctx, { user }) => {
      const outcome = await syncAndAnnounce(ctx, user.id, id);
      if (isFailure(outcome)) return { ...outcome, added: [], moved: [], unmapped: [] };
      const changed = outcome.added.length + outcome.moved.length > 0;
      return ok(
        { ...outcome, account: (await accountNode(ctx.db, user.id)(id)) ?? null },
        changed ? booked(outcome) : 'Balances are up to date',
      );
    }),
  },
};
