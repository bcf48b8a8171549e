import Add from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { Button, Chip, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ResourceCard } from '../../components/ResourceCard';
import { ResourceList } from '../../components/ResourceList';
import { RowActions } from '../../components/RowActions';
import { GetAssetsDocument, type AssetFieldsFragment } from '../../graphql/generated';
import { listData } from '../../lib/listQuery';
import { useAccountPicker } from '../../lib/ledger';
import { toListVariables } from '../../lib/listParams';
import { paths } from '../../lib/paths';
import { useListState } from '../../lib/useListState';
import { accountClasses, useAssetFormat } from './assetFormat';
import { useDeleteAsset } from './useDeleteAsset';

/** Key under which the card/table choice of this list is remembered. */
export const ASSETS_VIEW_KEY = 'assets-view';

type Asset = AssetFieldsFragment;

/** All assets: search by name, card/table view (remembered), balance and value in USD. */
export function AssetsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // phones start with cards (a table shows two columns there); a remembered choice wins
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [state, update] = useListState({
    storageKey: ASSETS_VIEW_KEY,
    view: phone ? 'card' : 'table',
    sort: [{ field: 'name', order: 'asc' }],
  });
  const accounts = useAccountPicker();
  const format = useAssetFormat(accounts.byId);
  const query = useQuery(GetAssetsDocument, {
    variables: toListVariables(state, { searchField: 'name' }),
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
        renderCell: ({ row }) => format.value(row),
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
            onShow={() => navigate(paths.assets.show(row.id))}
            onEdit={() => navigate(paths.assets.edit(row.id))}
            onDelete={() => ask(row)}
          />
        ),
      },
    ],
    [t, accounts.options, format, navigate, ask],
  );

  const create = (
    <Button component={RouterLink} to={paths.assets.create} variant="contained" startIcon={<Add />}>
      {t('assets.list.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('assets.list.title')}
        subtitle={t('assets.list.subtitle')}
        actions={create}
      />
      <ResourceList<Asset>
        {...data}
        columns={columns}
        state={state}
        onStateChange={update}
        searchPlaceholder={t('assets.list.search')}
        emptyTitle={t('assets.list.empty')}
        emptyText={t('assets.list.emptyText')}
        emptyAction={create}
        onRowClick={(row) => navigate(paths.assets.show(row.id))}
        ariaLabel={t('assets.list.title')}
        renderCard={(row) => (
          <ResourceCard
            title={row.name}
            onClick={() => navigate(paths.assets.show(row.id))}
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
                onEdit={() => navigate(paths.assets.edit(row.id))}
                onDelete={() => ask(row)}
              />
            }
          >
            <Typography
              variant="h6"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {format.value(row)}
            </Typography>
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
