// Trades and how investments have done: a holding's, an account's and the dashboard's figures
// (domain/ledger/performance.ts, once per request: ctx.portfolio) and the trades' writes. The rules
// live in server/domain/ledger/trades.ts; these only check who asks and shape answers.
import { transactionNode } from '../../domain/ledger/queries.js';
import { isTrade, recordTrade, updateTrade } from '../../domain/ledger/trades.js';
import { withAccess } from '../guards.js';
import { answer, reload } from '../records.js';
import type {
  MutationRecordTradeArgs,
  MutationUpdateTradeArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const tradeResolvers: Resolvers = {
  Asset: {
    performance: async (asset, _args, ctx) =>
      (await ctx.portfolio()).holdings.get(asset.id) ?? null,
  },
  Account: {
    performance: async (account, _args, ctx) =>
      (await ctx.portfolio()).accounts.get(account.id) ?? null,
  },
  DashboardSummary: {
    investments: async (_summary, _args, ctx) => {
      const held = await ctx.portfolio();
      return held.holdings.size > 0 ? held.total : null;
    },
  },
  Transaction: {
    trade: (transaction) => (isTrade(transaction.meta) ? transaction.meta : null),
  },
  Mutation: {
    recordTrade: withAccess('user', async (args: MutationRecordTradeArgs, { db, jobs }, { user }) =>
      answer(
        'transaction',
        await reload(await recordTrade(db, user.id, args, jobs), transactionNode(db, user.id)),
        args.side === 'buy' ? 'Bought' : 'Sold',
      ),
    ),
    updateTrade: withAccess(
      'user',
      async ({ id, ...args }: MutationUpdateTradeArgs, { db, jobs }, { user }) =>
        answer(
          'transaction',
          await reload(
            await updateTrade(db, user.id, id, args, jobs),
            transactionNode(db, user.id),
          ),
          'Trade updated',
        ),
    ),
  },
};
