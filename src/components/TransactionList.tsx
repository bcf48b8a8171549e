// The transactions of the signed-in user as a ResourceList: the /transactions screen, and the
// transactions on an account's or an asset's show page (scoped by account_id / asset_id, with a
// URL prefix so they keep apart from the page's own parameters). Amounts are shown in the
// account's currency and coloured by type (credit-like green, the rest red). Inside an area
// (crypto, cash, banking) the list keeps to the area's class and its rows open the area's pages.
import { useMutation, useQuery } from '@apollo/client/react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DeleteTransactionDocument,
  GetTransactionsDocument,
  type AccountClass,
  type TransactionFieldsFragment,
} from '../graphql/generated';
import { formatMoney } from '../lib/amounts';
import { assertSuccess, failureMessage } from '../lib/errors';
import { listData } from '../lib/listQuery';
import { formatDate } from '../lib/dates';
import { evictLedgerQueries, useAccountPicker } from '../lib/ledger';
import { useLedgerArea } from '../lib/ledgerArea';
import { transactionTypes } from '../lib/transactionRules';
import {
  toListVariables,
  type ListDefaults,
  type ListFilter,
  type ListState,
} from '../lib/listParams';
import { useListState } from '../lib/useListState';
import { AmountText } from './AmountText';
import { ConfirmDialog } from './ConfirmDialog';
import { ResourceCard } from './ResourceCard';
import { ResourceList } from './ResourceList';
import { RowActions } from './RowActions';
import { TransactionTypeChip } from './TransactionTypeChip';
import { amountColumn, dateColumn, descriptionColumn, typeColumn } from './transactionColumns';

export type TransactionRow = TransactionFieldsFragment;

/** The list's defaults: 10 per page, newest first. */
export const transactionListDefaults: ListDefaults = {
  pageSize: 10,
  // newest first; within a day, the one entered last first (the order of the API's index)
  sort: [
    { field: 'date', order: 'desc' },
    { field: 'created_at', order: 'desc' },
  ],
};

export type TransactionListProps = {
  /** Only these transactions (the API's named filters). */
  scope?: { account_id?: string; asset_id?: string; account_class?: AccountClass };
  /** Overrides of the list defaults, e.g. `storageKey` (remembered view) or `prefix`. */
  defaults?: ListDefaults;
  /** A search box looking in the description. */
  searchable?: boolean;
  /** Type and account selects in the toolbar. */
  filterSelects?: boolean;
  /** Leaves out the account column (on an account's own page). */
  hideAccount?: boolean;
  emptyAction?: ReactNode;
  ariaLabel?: string;
};

function replaceFilter(filters: readonly ListFilter[], field: string, value: string): ListFilter[] {
  const rest = filters.filter((f) => f.field !== field);
  return value ? [...rest, { field, operator: 'eq', value }] : rest;
}

function eqValue(state: ListState, field: string): string {
  const filter = state.filters.find((f) => f.field === field && f.operator === 'eq');
  return typeof filter?.value === 'string' ? filter.value : '';
}

export function TransactionList({
  scope,
  defaults,
  searchable = false,
  filterSelects = false,
  hideAccount = false,
  emptyAction,
  ariaLabel,
}: TransactionListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const [state, update] = useListState({ ...transactionListDefaults, ...defaults });
  const accounts = useAccountPicker();
  const area = useLedgerArea();
  // an account's or an asset's own list needs no class; otherwise the area's class scopes it
  const areaScope =
    area.accountClass && !scope?.account_id && !scope?.asset_id
      ? { account_class: area.accountClass }
      : {};
  const accountOptions = useMemo(
    () =>
      area.accountClass
        ? accounts.accounts
            .filter((a) => a.account_class === area.accountClass)
            .map((a) => ({ value: a.id, label: a.name }))
        : accounts.options,
    [accounts.accounts, accounts.options, area.accountClass],
  );
  const query = useQuery(GetTransactionsDocument, {
    variables: {
      ...areaScope,
      ...scope,
      ...toListVariables(state, { searchField: searchable ? 'description' : undefined }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const data = listData(
    (query.data ?? query.previousData)?.getTransactions,
    query,
    t('list.loadFailed'),
  );

  const [doomed, setDoomed] = useState<TransactionRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteTransaction, { loading: deleting }] = useMutation(DeleteTransactionDocument, {
    update: (cache) => evictLedgerQueries(cache),
  });
  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleteError(null);
    try {
      const result = await deleteTransaction({ variables: { id: doomed.id } });
      assertSuccess(result.data?.deleteTransaction);
      setDoomed(null);
    } catch (failed) {
      setDeleteError(failureMessage(failed));
    }
  };

  const actionsOf = (row: TransactionRow) => (
    <RowActions
      name={row.description}
      onShow={() => navigate(area.transactions.show(row.id))}
      onEdit={() => navigate(area.transactions.edit(row.id))}
      onDelete={() => {
        setDeleteError(null);
        setDoomed(row);
      }}
    />
  );

  // On an account's own list, a transfer into it is money coming in: what the account received,
  // in its own currency (between currencies that is the destination amount).
  const incoming = (row: TransactionRow) =>
    !!scope?.account_id && row.destination_account_id === scope.account_id;
  const kindOf = (row: TransactionRow) => (incoming(row) ? 'credit' : row.transaction_type);

  // in what it moved: the asset's instrument (an account may hold several), else the account's
  const money = (row: TransactionRow, value: string) =>
    formatMoney(
      value,
      row.instrument ?? accounts.byId.get(row.account_id)?.instrument ?? {},
      locale,
    );
  const amountOf = (row: TransactionRow) =>
    incoming(row)
      ? formatMoney(
          row.destination_amount ?? row.amount,
          accounts.byId.get(row.destination_account_id!)?.instrument ?? {},
          locale,
        )
      : money(row, row.amount);

  const typeOptions = useMemo(
    () => transactionTypes.map((value) => ({ value, label: t(`transactionType.${value}`) })),
    [t],
  );

  const columns = useMemo<GridColDef<TransactionRow>[]>(() => {
    const all: (GridColDef<TransactionRow> | false)[] = [
      dateColumn(t, locale),
      descriptionColumn(t),
      !hideAccount && {
        field: 'account_id',
        headerName: t('transactions.fields.account'),
        type: 'singleSelect',
        valueOptions: accountOptions,
        sortable: false,
        minWidth: 160,
        flex: 0.6,
        renderCell: ({ row }) => row.account?.name ?? '',
      },
      typeColumn(t),
      amountColumn(t, (row) => (
        <AmountText type={kindOf(row)} signed>
          {amountOf(row)}
        </AmountText>
      )),
      {
        field: 'fee',
        headerName: t('transactions.fields.fee'),
        type: 'number',
        width: 120,
        renderCell: ({ row }) => money(row, row.fee),
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        filterable: false,
        width: 100,
        renderCell: ({ row }) => actionsOf(row),
      },
    ];
    return all.filter((c): c is GridColDef<TransactionRow> => c !== false);
    // money() and actionsOf() read accounts.byId, locale and navigate, all listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, locale, hideAccount, accountOptions, accounts.byId, typeOptions, navigate, area]);

  const filters = filterSelects && (
    <>
      <TextField
        select
        size="small"
        label={t('transactions.fields.type')}
        value={eqValue(state, 'transaction_type')}
        onChange={(event) =>
          update({ filters: replaceFilter(state.filters, 'transaction_type', event.target.value) })
        }
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{t('transactions.filters.allTypes')}</MenuItem>
        {typeOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {!hideAccount && (
        <TextField
          select
          size="small"
          label={t('transactions.fields.account')}
          value={
            accountOptions.some((o) => o.value === eqValue(state, 'account_id'))
              ? eqValue(state, 'account_id')
              : ''
          }
          onChange={(event) =>
            update({ filters: replaceFilter(state.filters, 'account_id', event.target.value) })
          }
          sx={{ minWidth: 160, maxWidth: 240 }}
        >
          <MenuItem value="">{t('transactions.filters.allAccounts')}</MenuItem>
          {accountOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );

  return (
    <>
      <ResourceList<TransactionRow>
        {...data}
        columns={columns}
        state={state}
        onStateChange={update}
        searchPlaceholder={searchable ? t('transactions.list.search') : undefined}
        toolbar={filters || undefined}
        emptyTitle={t('transactions.list.empty')}
        emptyText={t('transactions.list.emptyText')}
        emptyAction={emptyAction}
        onRowClick={(row) => navigate(area.transactions.show(row.id))}
        ariaLabel={ariaLabel ?? t('transactions.list.title')}
        renderCard={(row) => (
          <ResourceCard
            title={row.description}
            onClick={() => navigate(area.transactions.show(row.id))}
            subtitle={
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <TransactionTypeChip type={row.transaction_type} />
                <Typography variant="body2" color="textSecondary">
                  {formatDate(row.date, locale)}
                  {!hideAccount && row.account ? ` · ${row.account.name}` : ''}
                </Typography>
              </Stack>
            }
            actions={actionsOf(row)}
          >
            <AmountText type={kindOf(row)} signed variant="h6" component="p">
              {amountOf(row)}
            </AmountText>
            {row.fee !== '0' && (
              <Typography variant="body2" color="textSecondary">
                {t('transactions.fields.fee')}: {money(row, row.fee)}
              </Typography>
            )}
          </ResourceCard>
        )}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t('transactions.delete.title')}
        message={doomed ? t('transactions.delete.message', { name: doomed.description }) : ''}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
