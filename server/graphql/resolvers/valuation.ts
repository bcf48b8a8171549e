// Net worth: the dashboard's figures, histories, allocation, top assets, real assets' valuations,
// hand-set prices and a person's own prices. The rules live in server/domain/valuation.ts and
// server/domain/ledger/; these only check who asks and shape answers.
import * as ownPrices from '../../domain/ledger/ownPrices.js';
import { topAssets } from '../../domain/ledger/queries.js';
import * as valuations from '../../domain/ledger/valuations.js';
import { filterId } from '../../domain/lists.js';
import * as valuation from '../../domain/valuation.js';
import { isFailure, notFound, ok } from '../../domain/result.js';
import { withAccess } from '../guards.js';
import { answer, done } from '../records.js';
import type {
  MutationCreateAssetValuationArgs,
  MutationDeleteAssetValuationArgs,
  MutationDeleteMyPriceArgs,
  MutationSetInstrumentPriceAdminArgs,
  MutationSetMyPriceArgs,
  QueryGetAllocationArgs,
  QueryGetAssetValuationsArgs,
  QueryGetBalanceHistoryArgs,
  QueryGetMyPricesArgs,
  QueryGetNetWorthHistoryArgs,
  QueryGetPricesArgs,
  QueryGetTopAssetsArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const valuationResolvers: Resolvers = {
  Query: {
    getDashboardSummary: withAccess('user', async (_args, ctx, { user }) =>
      ok(await valuation.dashboardSummary(ctx.db, user.id, await ctx.baseCurrency())),
    ),
    getNetWorthHistory: withAccess(
      'user',
      async ({ range }: QueryGetNetWorthHistoryArgs, ctx, { user }) => {
        const base = await ctx.baseCurrency();
        const history = await valuation.netWorthHistory(ctx.db, user.id, range, base);
        ctx.spendRows(history.nodes.length);
        return ok({ range, currency: base.ticker, ...history });
      },
    ),
    getAllocation: withAccess('user', async ({ by }: QueryGetAllocationArgs, ctx, { user }) =>
      ok(await valuation.allocation(ctx.db, user.id, by, await ctx.baseCurrency())),
    ),
    getBalanceHistory: withAccess(
      'user',
      async ({ account_id, asset_id, range }: QueryGetBalanceHistoryArgs, ctx, { user }) => {
        const base = await ctx.baseCurrency();
        const nodes = await valuation.balanceHistory(
          ctx.db,
          user.id,
          {
            account_id: account_id && filterId(account_id),
            asset_id: asset_id && filterId(asset_id),
          },
          range,
          base,
        );
        if (isFailure(nodes)) return { ...nodes, range, currency: base.ticker, nodes: [] };
        ctx.spendRows(nodes.length);
        return ok({ range, currency: base.ticker, nodes });
      },
    ),
    getTopAssets: withAccess('user', (args: QueryGetTopAssetsArgs, { db }, { user }) =>
      topAssets(db, user.id, args),
    ),
    getAssetValuations: withAccess(
      'user',
      async ({ asset_id }: QueryGetAssetValuationsArgs, { db }, { user }) => {
        const nodes = await valuations.assetValuations(db, user.id, asset_id);
        if (!nodes) return { ...notFound(), nodes: [], count: 0 };
        return ok({ nodes, count: nodes.length });
      },
    ),
    getMyPrices: withAccess(
      'user',
      async ({ instrument_id }: QueryGetMyPricesArgs, { db }, { user }) => {
        const nodes = await ownPrices.ownPricesOf(db, user.id, instrument_id);
        return ok({ nodes, count: nodes.length });
      },
    ),
    getPrices: withAccess('user', async ({ instrument_id, range }: QueryGetPricesArgs, ctx) => {
      const nodes = await valuation.priceHistory(ctx.db, filterId(instrument_id), range ?? null);
      ctx.spendRows(nodes.length);
      return ok({ nodes, count: nodes.length });
    }),
  },
  Mutation: {
    createAssetValuation: withAccess(
      'user',
      async (args: MutationCreateAssetValuationArgs, { db, jobs }, { user }) =>
        answer(
          'valuation',
          await valuations.createAssetValuation(db, user.id, args, jobs),
          'Valuation saved',
        ),
    ),
    deleteAssetValuation: withAccess(
      'user',
      async ({ id }: MutationDeleteAssetValuationArgs, { db, jobs }, { user }) =>
        done(await valuations.deleteAssetValuation(db, user.id, id, jobs), 'Valuation deleted'),
    ),
    setInstrumentPriceAdmin: withAccess(
      'admin',
      async (args: MutationSetInstrumentPriceAdminArgs, { db }) =>
        answer('price', await valuation.setManualPrice(db, args), 'Price saved'),
    ),
    setMyPrice: withAccess('user', async (args: MutationSetMyPriceArgs, { db, jobs }, { user }) =>
      answer('price', await ownPrices.setOwnPrice(db, user.id, args, jobs), 'Price saved'),
    ),
    deleteMyPrice: withAccess(
      'user',
      async ({ id }: MutationDeleteMyPriceArgs, { db, jobs }, { user }) =>
        done(await ownPrices.deleteOwnPrice(db, user.id, id, jobs), 'Price deleted'),
    ),
  },
};
