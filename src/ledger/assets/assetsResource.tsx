// Assets as a resource: what the accounts hold, with the balance and the value in US dollars ("No
// price" while no price is known). A real asset (a home) is valued by its owner: its current value
// is entered and kept as valuations; any other asset's quantity balance is entered and its value
// follows the market price.
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAssetDocument, GetAssetDocument, GetAssetsDocument } from './Assets.generated';
import {
  deleteBy,
  listQuery,
  type ListView,
  recordQuery,
  type Resource,
} from '../../resource/resource';
import { AccountClassChip } from '../AccountClassChip';
import { accountClasses } from '../accountKinds';
import { ledgerQueries } from '../cache';
import { useAccountPicker } from '../pickers';
import { ledgerPlace } from '../place';
import { BaseValue, CardValue } from '../BaseValue';
import { priceHolding } from '../OwnPriceButton';
import { useAssetFormat } from './assetFormat';
import type { AssetCreateValues } from './assetSchema';
import type { Asset } from './assetFormat';

/** Key under which the card/table choice of the asset lists is remembered. */
const ASSETS_VIEW_KEY = 'assets-view';

function useAssetView(): ListView<Asset> {
  const { t } = useTranslation();
  const accounts = useAccountPicker();
  const format = useAssetFormat(accounts.byId);
  return useMemo(
    () => ({
      columns: [
        { field: 'name', headerName: t('resources.assets.fields.name'), flex: 1, minWidth: 180 },
        {
          field: 'asset_class',
          headerName: t('resources.assets.fields.class'),
          type: 'singleSelect',
          valueOptions: accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) })),
          width: 130,
          hideWhenNarrow: 1,
          renderCell: ({ row }) => <AccountClassChip accountClass={row.asset_class} />,
        },
        {
          field: 'account_id',
          headerName: t('resources.assets.fields.account'),
          type: 'singleSelect',
          valueOptions: accounts.options,
          sortable: false,
          flex: 0.7,
          minWidth: 150,
        },
        {
          field: 'balance',
          headerName: t('resources.assets.fields.balance'),
          type: 'number',
          flex: 0.7,
          minWidth: 160,
          renderCell: ({ row }) => format.balance(row),
        },
        {
          field: 'value',
          headerName: t('resources.assets.fields.value'),
          type: 'number',
          flex: 0.6,
          minWidth: 140,
          hideWhenNarrow: 2,
          renderCell: ({ row }) => (
            <BaseValue
              value={row.value}
              currency={row.base_currency}
              status={row.price_status}
              holding={priceHolding(row)}
            />
          ),
        },
      ],
      card: (row) => ({
        subtitle: (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <AccountClassChip accountClass={row.asset_class} />
            <Typography variant="body2" color="textSecondary">
              {accounts.byId.get(row.account_id)?.name}
            </Typography>
          </Stack>
        ),
        body: (
          <CardValue
            value={row.value}
            currency={row.base_currency}
            status={row.price_status}
            note={format.balance(row)}
          />
        ),
      }),
    }),
    [t, accounts.options, accounts.byId, format],
  );
}

/** Assets: by name, searchable, card/table view (remembered). */
export const assetsResource: Resource<Asset, AssetCreateValues> = {
  key: 'assets',
  usePlace: ledgerPlace('assets'),
  id: (asset) => asset.id,
  name: (asset) => asset.name,
  queries: { list: 'getAssets', record: 'getAsset', also: ledgerQueries },
  list: {
    useList: listQuery(GetAssetsDocument, (data) => data.getAssets, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: useAssetView,
    searchFields: ['name'],
    sort: [{ field: 'name', order: 'asc' }],
    storageKey: ASSETS_VIEW_KEY,
  },
  useRecord: recordQuery(GetAssetDocument, ({ getAsset }) => ({
    record: getAsset.asset,
    message: getAsset.message,
  })),
  form: () => import('./assetForm').then((m) => m.assetForm),
  show: () => import('./assetShow').then((m) => m.assetShow),
  remove: deleteBy(DeleteAssetDocument, (data) => data?.deleteAsset),
};
