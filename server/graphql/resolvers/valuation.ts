// Net worth: the dashboard's figures, histories, allocation, top assets, real assets' valuations
// and hand-set prices. The rules live in server/domain/valuation.ts; these only check who asks.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { assets } from '../../db/schema.js';
import * as ledger from '../../domain/ledger.js';
import * as valuation from '../../domain/valuation.js';
import { isFailure, notFound, ok } from '../../domain/result.js';
import { ledgerWrite, withAccess } from '../guards.js';
import { listFailure, MAX_LIMIT } from '../listArgs.js';
import { answer, done, filterId, findRow } from '../records.js';
import type {
  MutationCreateAssetValuationArgs,
  MutationSetInstrumentPriceAdminArgs,
  QueryGetAllocationArgs,
  QueryGetBalanceHistoryArgs,
  QueryGetNetWorthHistoryArgs,
  QueryGetPricesArgs,
  QueryGetTopAssetsArgs,
  Resolvers,
} from '../resolvers.generated.js';

const TOP_DEFAULT = 5;

export const valuationResolvers: Resolvers = {
  Query: {
    getDashboardSummary: withAccess('user', async (_args, { db }, { user }) =>
      ok(await valuation.dashboardSummary(db, user.id)),
    ),
    getNetWorthHistory: withAccess(
      'user',
      async ({ range }: QueryGetNetWorthHistoryArgs, ctx, { user }) => {
        const nodes = await valuation.netWorthHistory(ctx.db, user.id, range);
        ctx.spendRows(nodes.length);
        return ok({ range, nodes });
      },
    ),
    getAllocation: withAccess('user', async ({ by }: QueryGetAllocationArgs, { db }, { user }) =>
      ok(await valuation.allocation(db, user.id, by)),
    ),
    getBalanceHistory: withAccess(
      'user',
      async ({ account_id, asset_id, range }: QueryGetBalanceHistoryArgs, ctx, { user }) => {
        const nodes = await valuation.balanceHistory(
          ctx.db,
          user.id,
          {
            account_id: account_id && filterId(account_id),
            asset_id: asset_id && filterId(asset_id),
          },
          range,
        );
        if (isFailure(nodes)) return { ...nodes, range, nodes: [] };
        ctx.spendRows(nodes.length);
        return ok({ range, nodes });
      },
    ),
    getTopAssets: withAccess(
      'user',
      async ({ asset_class, limit }: QueryGetTopAssetsArgs, { db }, { user }) => {
        if (limit != null && (limit < 1 || limit > MAX_LIMIT)) {
          return listFailure(`limit must be between 1 and ${MAX_LIMIT}`);
        }
        const where = and(
          eq(assets.user_id, user.id),
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
      },
    ),
    getAssetValuations: withAccess(
      'user',
      async ({ asset_id }: { asset_id: string }, { db }, { user }) => {
        const asset = await findRow(db, assets, asset_id, eq(assets.user_id, user.id));
        if (!asset) return { ...notFound(), nodes: [], count: 0 };
        const nodes = await valuation.valuationsOf(db, user.id, asset.id);
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
    createAssetValuation: ledgerWrite(
      async (args: MutationCreateAssetValuationArgs, { db }, { user }) =>
        answer(
          'valuation',
          await ledger.createAssetValuation(db, user.id, args),
          'Valuation saved',
        ),
    ),
    deleteAssetValuation: ledgerWrite(async ({ id }: { id: string }, { db }, { user }) =>
      done(await ledger.deleteAssetValuation(db, user.id, id), 'Valuation deleted'),
    ),
    setInstrumentPriceAdmin: withAccess(
      'admin',
      async (args: MutationSetInstrumentPriceAdminArgs, { db }) =>
        answer('price', await valuation.setManualPrice(db, args), 'Price saved'),
    ),
  },
};
