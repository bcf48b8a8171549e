import Add from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ResourceCard } from '../../components/ResourceCard';
import { ResourceList } from '../../components/ResourceList';
import { RowActions } from '../../components/RowActions';
import { UsdValue } from '../../components/UsdValue';
import { GetAccountsDocument, type AccountFieldsFragment } from '../../graphql/generated';
import { accountClasses, accountTypes } from '../../lib/accountKinds';
import { formatMoney } from '../../lib/amounts';
import { formatDate } from '../../lib/dates';
import { useLedgerArea } from '../../lib/ledgerArea';
import { listData } from '../../lib/listQuery';
import { toListVariables } from '../../lib/listParams';
import { useListState } from '../../lib/useListState';
import { AccountClassChip } from './AccountClassChip';
import { useDeleteAccount } from './useDeleteAccount';

type Account = AccountFieldsFragment;

export const ACCOUNTS_PAGE_SIZE = 12;
/** localStorage key of the remembered card/table choice. */
export const ACCOUNTS_VIEW_KEY = 'accounts-view';

const balanceOf = (account: Account, locale: string) =>
  formatMoney(
    account.value,
    { ticker: account.instrument?.ticker, decimals: account.instrument?.decimals },
    locale,
  );

export type AccountsListPageProps = {
  /**
   * Shown as a section of another page (an area's overview, under that page's heading): no page
   * header, and the list's URL parameters are prefixed "accounts" to keep apart from the page's.
   */
  embedded?: boolean;
};

/**
 * /accounts: the person's accounts, 12 per page, newest first, searchable by name. Inside an area
 * (/cash/accounts, …) only the area's class, and every link stays in the area.
 */
export function AccountsListPage({ embedded = false }: AccountsListPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language;
  const area = useLedgerArea();
  const [state, update] = useListState({
    pageSize: ACCOUNTS_PAGE_SIZE,
    sort: [{ field: 'created_at', order: 'desc' }],
    storageKey: ACCOUNTS_VIEW_KEY,
    prefix: embedded ? 'accounts' : undefined,
  });
  const variables = {
    ...(area.accountClass && { account_class: area.accountClass }),
    ...toListVariables(state, { searchField: 'name' }),
  };
  const query = useQuery(GetAccountsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const data = listData(
    query.data?.getAccounts ?? query.previousData?.getAccounts,
    query,
    t('list.loadFailed'),
  );
  const { ask, dialog } = useDeleteAccount();

  const columns = useMemo<GridColDef<Account>[]>(() => {
    const all: (GridColDef<Account> | false)[] = [
      {
        field: 'name',
        headerName: t('accounts.fields.name'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
            {row.venue && (
              <Typography variant="caption" color="textSecondary" noWrap>
                {row.venue.name}
              </Typography>
            )}
          </Stack>
        ),
      },
      // inside an area every account has its class
      !area.accountClass && {
        field: 'account_class',
        headerName: t('accounts.fields.class'),
        type: 'singleSelect',
        valueOptions: accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) })),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => <AccountClassChip accountClass={row.account_class} />,
      },
      {
        field: 'account_type',
        headerName: t('accounts.fields.type'),
        type: 'singleSelect',
        valueOptions: accountTypes.map((c) => ({ value: c, label: t(`accountType.${c}`) })),
        minWidth: 130,
        flex: 0.8,
      },
      {
        field: 'currency',
        headerName: t('accounts.fields.currency'),
        valueGetter: (_value, row) => row.instrument?.ticker ?? '',
        sortable: false,
        filterable: false,
        minWidth: 100,
        flex: 0.5,
      },
      {
        field: 'value',
        headerName: t('accounts.fields.balance'),
        type: 'number',
        minWidth: 150,
        flex: 1,
        renderCell: ({ row }) => balanceOf(row, locale),
      },
      {
        field: 'value_usd',
        headerName: t('accounts.fields.valueUsd'),
        type: 'number',
        sortable: false,
        filterable: false,
        minWidth: 140,
        flex: 0.8,
        renderCell: ({ row }) => <UsdValue value={row.value_usd} />,
      },
      {
        field: 'created_at',
        headerName: t('accounts.fields.created'),
        type: 'date',
        valueGetter: (value: string) => (value ? new Date(value) : null),
        renderCell: ({ row }) => formatDate(row.created_at, locale),
        minWidth: 130,
        flex: 0.8,
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 110,
        renderCell: ({ row }) => (
          <RowActions
            name={row.name}
            onShow={() => navigate(area.accounts.show(row.id))}
            onEdit={() => navigate(area.accounts.edit(row.id))}
            onDelete={() => ask(row)}
          />
        ),
      },
    ];
    return all.filter((c): c is GridColDef<Account> => c !== false);
  }, [t, locale, navigate, ask, area]);

  const createButton = (
    <Button
      component={RouterLink}
      to={area.accounts.create}
      variant="contained"
      startIcon={<Add />}
    >
      {t('accounts.create.button')}
    </Button>
  );

  const title = area.key ? t(`areas.${area.key}.accounts`) : t('accounts.title');
  return (
    <>
      {!embedded && (
        <PageHeader
          title={title}
          subtitle={area.key ? t(`areas.${area.key}.accountsSubtitle`) : t('accounts.subtitle')}
          actions={createButton}
        />
      )}
      <ResourceList<Account>
        ariaLabel={title}
        {...data}
        columns={columns}
        state={state}
        onStateChange={update}
        pageSizeOptions={[ACCOUNTS_PAGE_SIZE, 24, 48, 96]}
        searchPlaceholder={t('accounts.search')}
        emptyTitle={t('accounts.empty.title')}
        emptyText={t('accounts.empty.text')}
        emptyAction={createButton}
        onRowClick={(row) => navigate(area.accounts.show(row.id))}
        renderCard={(row) => (
          <ResourceCard
            title={row.name}
            subtitle={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <AccountClassChip accountClass={row.account_class} />
                <Typography variant="caption" color="textSecondary">
                  {t(`accountType.${row.account_type}`)}
                </Typography>
              </Stack>
            }
            onClick={() => navigate(area.accounts.show(row.id))}
            actions={
              <RowActions
                name={row.name}
                onEdit={() => navigate(area.accounts.edit(row.id))}
                onDelete={() => ask(row)}
              />
            }
          >
            <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {balanceOf(row, locale)}
            </Typography>
          </ResourceCard>
        )}
      />
      {dialog}
    </>
  );
}
