// Assets: the caller's list and one asset, their writes, and what the caller holds (holdings). The rules and reads live in
// server/domain/ledger/; these only check who asks and shape answers.
import * as assets from '../../domain/ledger/assets.js';
import { findAsset, findHolding, listAssets, listHoldings } from '../../domain/ledger/queries.js';
import { valueInBase } from '../../domain/valuation.js';
import type { Context } from '../context.js';
import { withAccess } from '../guards.js';
import { answer, done } from '../records.js';
import type {
  MutationCreateAssetArgs,
  MutationDeleteAssetArgs,
  MutationUpdateAssetArgs,
  QueryGetAssetArgs,
  QueryGetAssetsArgs,
  QueryGetHoldingArgs,
  QueryGetHoldingsArgs,
  Resolvers,
} from '../resolvers.generated.js';

/** What an asset and a holding answer alike: the instrument held, its price's status, and the
 * value (stored in USD) in the owner's currency. */
type Held = { instrument_id: string | null; value: string | null };
const heldIn = {
  instrument: async (held: Held, _args: unknown, ctx: Context) =>
    held.instrument_id ? ((await ctx.instrument(held.instrument_id)) ?? null) : null,
  value: async (held: Held, _args: unknown, ctx: Context) =>
    valueInBase(held.value, await ctx.baseCurrency()),
  base_currency: async (_held: Held, _args: unknown, ctx: Context) =>
    (await ctx.baseCurrency()).ticker,
  price_status: async (held: Held, _args: unknown, ctx: Context) =>
    held.instrument_id ? ((await ctx.priceStatus(held.instrument_id)) ?? null) : null,
};

export const assetResolvers: Resolvers = {
  // Stored in USD; answered in the owner's currency.
  Asset: {
    ...heldIn,
    unit_price: async (asset, _args, ctx) =>
      valueInBase(asset.unit_price, await ctx.baseCurrency()),
  },
  Holding: {
    ...heldIn,
    asset_id: (holding) => (holding.asset_ids.length === 1 ? holding.asset_ids[0]! : null),
  },
  Query: {
    getHoldings: withAccess('user', (args: QueryGetHoldingsArgs, { db }, { user }) =>
      listHoldings(db, user.id, args),
    ),
    getHolding: withAccess('user', async ({ id }: QueryGetHoldingArgs, { db }, { user }) =>
      answer('holding', await findHolding(db, user.id, id)),
    ),
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
