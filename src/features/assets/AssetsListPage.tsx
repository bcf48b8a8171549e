import Add from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ResourceCard } from '../../components/ResourceCard';
import { ResourceList } from '../../components/ResourceList';
import { RowActions } from '../../components/RowActions';
import { NoPrice, UsdValue } from '../../components/UsdValue';
import { GetAssetsDocument, type AssetFieldsFragment } from '../../graphql/generated';
import { accountClasses } from '../../lib/accountKinds';
import { listData } from '../../lib/listQuery';
import { useAccountPicker } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { toListVariables } from '../../lib/listParams';
import { useListState } from '../../lib/useListState';
import { useAssetFormat } from './assetFormat';
import { useDeleteAsset } from './useDeleteAsset';

/** Key under which the card/table choice of this list is remembered. */
export const ASSETS_VIEW_KEY = 'assets-view';

type Asset = AssetFieldsFragment;

/**
 * All assets: search by name, card/table view (remembered), balance and value in USD ("No price"
 * while no price is known).
 */
export type AssetsListPageProps = {
  /**
   * Shown as a section of another page (the crypto overview, under its heading): no page header,
   * and the list's URL parameters are prefixed "assets".
   */
  embedded?: boolean;
};

/** Inside an area (the crypto overview) only the area's class, and its links stay in the area. */
export function AssetsListPage({ embedded = false }: AssetsListPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useLedgerArea();
  const [state, update] = useListState({
    storageKey: ASSETS_VIEW_KEY,
    sort: [{ field: 'name', order: 'asc' }],
    prefix: embedded ? 'assets' : undefined,
  });
  const accounts = useAccountPicker();
  const format = useAssetFormat(accounts.byId);
  const query = useQuery(GetAssetsDocument, {
    variables: {
      ...(area.accountClass && { asset_class: area.accountClass }),
      ...toListVariables(state, { searchField: 'name' }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const data = listData((query.data ?? query.previousData)?.getAssets, query, t('list.loadFailed'));
  const { ask, dialog } = useDeleteAsset();

  const columns = useMemo<GridColDef<Asset>[]>(
    () => [
      { field: 'name', headerName: t('assets.fields.name'), flex: 1, minWidth: 180 },
      {
        field: 'asset_class',
        headerName: t('assets.fields.class'),
        type: 'singleSelect',
        valueOptions: accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) })),
        width: 130,
      },
      {
        field: 'account_id',
        headerName: t('assets.fields.account'),
        type: 'singleSelect',
        valueOptions: accounts.options,
        sortable: false,
        flex: 0.7,
        minWidth: 150,
      },
      {
        field: 'balance',
        headerName: t('assets.fields.balance'),
        type: 'number',
        flex: 0.7,
        minWidth: 160,
        renderCell: ({ row }) => format.balance(row),
      },
      {
        field: 'value',
        headerName: t('assets.fields.value'),
        type: 'number',
        flex: 0.6,
        minWidth: 140,
        renderCell: ({ row }) => <UsdValue value={row.value} />,
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        filterable: false,
        width: 100,
        renderCell: ({ row }) => (
          <RowActions
            name={row.name}
            onShow={() => navigate(area.assets.show(row.id))}
            onEdit={() => navigate(area.assets.edit(row.id))}
            onDelete={() => ask(row)}
          />
        ),
      },
    ],
    [t, accounts.options, format, navigate, ask, area],
  );

  const create = (
    <Button component={RouterLink} to={area.assets.create} variant="contained" startIcon={<Add />}>
      {t('assets.list.create')}
    </Button>
  );

  return (
    <>
      {!embedded && (
        <PageHeader
          title={t('assets.list.title')}
          subtitle={t('assets.list.subtitle')}
          actions={create}
        />
      )}
      <ResourceList<Asset>
        {...data}
        columns={columns}
        state={state}
        onStateChange={update}
        searchPlaceholder={t('assets.list.search')}
        emptyTitle={t('assets.list.empty')}
        emptyText={t('assets.list.emptyText')}
        emptyAction={create}
        onRowClick={(row) => navigate(area.assets.show(row.id))}
        ariaLabel={t('assets.list.title')}
        renderCard={(row) => (
          <ResourceCard
            title={row.name}
            onClick={() => navigate(area.assets.show(row.id))}
            subtitle={
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`accountClass.${row.asset_class}`)}
                />
                <Typography variant="body2" color="textSecondary">
                  {accounts.byId.get(row.account_id)?.name}
                </Typography>
              </Stack>
            }
            actions={
              <RowActions
                name={row.name}
                onEdit={() => navigate(area.assets.edit(row.id))}
                onDelete={() => ask(row)}
              />
            }
          >
            {row.value === null ? (
              <div>
                <NoPrice />
              </div>
            ) : (
              <UsdValue
                value={row.value}
                variant="h6"
                component="p"
                sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
              />
            )}
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {format.balance(row)}
            </Typography>
          </ResourceCard>
        )}
      />
      {dialog}
    </>
  );
}
