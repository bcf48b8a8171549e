// Assets: the caller's list and one asset, and their writes. The rules and reads live in
// server/domain/ledger/; these only check who asks and shape answers.
import * as assets from '../../domain/ledger/assets.js';
import { findAsset, listAssets } from '../../domain/ledger/queries.js';
import { valueInBase } from '../../domain/valuation.js';
import { withAccess } from '../guards.js';
import { answer, done } from '../records.js';
import type {
  MutationCreateAssetArgs,
  MutationDeleteAssetArgs,
  MutationUpdateAssetArgs,
  QueryGetAssetArgs,
  QueryGetAssetsArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const assetResolvers: Resolvers = {
  // Stored in USD; answered in the owner's currency.
  Asset: {
    instrument: async (asset, _args, ctx) =>
      asset.instrument_id ? ((await ctx.instrument(asset.instrument_id)) ?? null) : null,
    value: async (asset, _args, ctx) => valueInBase(asset.value, await ctx.baseCurrency()),
    unit_price: async (asset, _args, ctx) =>
      valueInBase(asset.unit_price, await ctx.baseCurrency()),
    base_currency: async (_asset, _args, ctx) => (await ctx.baseCurrency()).ticker,
    price_status: async (asset, _args, ctx) =>
      asset.instrument_id ? ((await ctx.priceStatus(asset.instrument_id)) ?? null) : null,
  },
  Query: {
    getAssets: withAccess('user', (args: QueryGetAssetsArgs, { db }, { user }) =>
      listAssets(db, user.id, args),
    ),
    getAsset: withAccess('user', async ({ id }: QueryGetAssetArgs, { db }, { user }) =>
      answer('asset', await findAsset(db, user.id, id)),
    ),
  },
  Mutation: {
    createAsset: withAccess('user', async (args: MutationCreateAssetArgs, { db, jobs }, { user }) =>
      answer('asset', await assets.createAsset(db, user.id, args, jobs), 'Asset created'),
    ),
    updateAsset: withAccess(
      'user',
      async ({ id, ...args }: MutationUpdateAssetArgs, { db, jobs }, { user }) =>
        answer('asset', await assets.updateAsset(db, user.id, id, args, jobs), 'Asset updated'),
    ),
    deleteAsset: withAccess(
      'user',
      async ({ id }: MutationDeleteAssetArgs, { db, jobs }, { user }) =>
        done(await assets.deleteAsset(db, user.id, id, jobs), 'Asset deleted'),
    ),
  },
};
