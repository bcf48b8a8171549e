import { eq } from 'drizzle-orm';
import { assets } from '../../db/schema.js';
import * as ledger from '../../domain/ledger.js';
import { ledgerWrite, withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, done, filterId, findRow } from '../records.js';
import type {
  MutationCreateAssetArgs,
  MutationUpdateAssetArgs,
  QueryGetAssetsArgs,
  Resolvers,
} from '../resolvers.generated.js';

const assetList: ListSpec = {
  columns: {
    id: assets.id,
    name: assets.name,
    account_id: assets.account_id,
    instrument_id: assets.instrument_id,
    asset_class: assets.asset_class,
    balance: assets.balance,
    value: assets.value,
    status: assets.status,
    created_at: assets.created_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: assets.id,
};

export const assetResolvers: Resolvers = {
  Query: {
    getAssets: withAccess(
      'user',
      ({ account_id, instrument_id, asset_class, ...args }: QueryGetAssetsArgs, { db }, { user }) =>
        listRows(db, assets, assetList, args, [
          eq(assets.user_id, user.id),
          account_id ? eq(assets.account_id, filterId(account_id)) : undefined,
          instrument_id ? eq(assets.instrument_id, filterId(instrument_id)) : undefined,
          asset_class ? eq(assets.asset_class, asset_class) : undefined,
        ]),
    ),
    getAsset: withAccess('user', async ({ id }: { id: string }, { db }, { user }) =>
      answer('asset', await findRow(db, assets, id, eq(assets.user_id, user.id))),
    ),
  },
  Mutation: {
    createAsset: ledgerWrite(
      async (args: MutationCreateAssetArgs, { db }, { user }) =>
        answer('asset', await ledger.createAsset(db, user.id, args), 'Asset created'),
      { holds: true },
    ),
    updateAsset: ledgerWrite(async ({ id, ...args }: MutationUpdateAssetArgs, { db }, { user }) =>
      answer('asset', await ledger.updateAsset(db, user.id, id, args), 'Asset updated'),
    ),
    deleteAsset: ledgerWrite(async ({ id }: { id: string }, { db }, { user }) =>
      done(await ledger.deleteAsset(db, user.id, id), 'Asset deleted'),
    ),
  },
};
