// Accounts: the caller's list and one account, their writes, and a linked account's sync. The
// rules and reads live in server/domain/ledger/ and server/domain/venues/accounts.ts; these only
// check who asks and shape answers.
import * as accounts from '../../domain/ledger/accounts.js';
import { accountNode, listAccounts } from '../../domain/ledger/queries.js';
import { isFailure } from '../../domain/result.js';
import { valueInBase } from '../../domain/valuation.js';
import { createAnyAccount, syncNow } from '../../domain/venues/accounts.js';
import { venueDeps } from '../../domain/venues/registry.js';
import { withAccess } from '../guards.js';
import { answer, done, reload } from '../records.js';
import type {
  MutationCreateAccountArgs,
  MutationDeleteAccountArgs,
  MutationSyncAccountArgs,
  MutationUpdateAccountArgs,
  QueryGetAccountArgs,
  QueryGetAccountsArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const accountResolvers: Resolvers = {
  Account: {
    base_value: async (account, _args, ctx) =>
      valueInBase(account.value_usd ?? null, await ctx.baseCurrency()),
    base_currency: async (_account, _args, ctx) => (await ctx.baseCurrency()).ticker,
    // every answered account is read as lists read it (accountNode), which names them
    unpriced: (account) => account.unpriced ?? [],
  },
  Query: {
    getAccounts: withAccess('user', (args: QueryGetAccountsArgs, { db }, { user }) =>
      listAccounts(db, user.id, args),
    ),
    getAccount: withAccess('user', async ({ id }: QueryGetAccountArgs, { db }, { user }) =>
      answer('account', await accountNode(db, user.id)(id)),
    ),
  },
  Mutation: {
    createAccount: withAccess('user', (args: MutationCreateAccountArgs, ctx, { user }) =>
      createAnyAccount(venueDeps(ctx.db, ctx.config), ctx.jobs, user.id, args),
    ),
    updateAccount: withAccess(
      'user',
      async ({ id, ...args }: MutationUpdateAccountArgs, { db, jobs }, { user }) =>
        answer(
          'account',
          await reload(
            await accounts.updateAccount(db, user.id, id, args, jobs),
            accountNode(db, user.id),
          ),
          'Account updated',
        ),
    ),
    deleteAccount: withAccess(
      'user',
      async ({ id }: MutationDeleteAccountArgs, { db, jobs }, { user }) =>
        done(await accounts.deleteAccount(db, user.id, id, jobs), 'Account deleted'),
    ),
    syncAccount: withAccess('user', async ({ id }: MutationSyncAccountArgs, ctx, { user }) => {
      const synced = await syncNow(venueDeps(ctx.db, ctx.config), ctx.jobs, user.id, id);
      return isFailure(synced) ? { ...synced, added: [], moved: [], unmapped: [] } : synced;
    }),
  },
};
