import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AmountText } from '../../components/AmountText';
import { ResourceList } from '../../components/ResourceList';
import {
  GetTransactionsDocument,
  type AccountFieldsFragment,
  type TransactionFieldsFragment,
} from '../../graphql/generated';
import { formatMoney } from '../../lib/amounts';
import { formatDate } from '../../lib/dates';
import { listData } from '../../lib/listQuery';
import { toListVariables } from '../../lib/listParams';
import { paths } from '../../lib/paths';
import { useListState } from '../../lib/useListState';

type Transaction = TransactionFieldsFragment;

/** The transactions of one account, as a list with its own URL state (parameters prefixed "tx"). */
export function AccountTransactions({ account }: { account: AccountFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const [state, update] = useListState({
    prefix: 'tx',
    sort: [{ field: 'date', order: 'desc' }],
  });
  const query = useQuery(GetTransactionsDocument, {
    variables: {
      account_id: account.id,
      ...toListVariables(state, { searchField: 'description' }),
    },
    notifyOnNetworkStatusChange: true,
  });
  const data = listData(
    query.data?.getTransactions ?? query.previousData?.getTransactions,
    query,
    t('list.loadFailed'),
  );
  const currency = { ticker: account.instrument?.ticker, decimals: account.instrument?.decimals };

  const columns = useMemo<GridColDef<Transaction>[]>(
    () => [
      {
        field: 'date',
        headerName: t('accounts.transactions.date'),
        type: 'date',
        valueGetter: (value: string) => (value ? new Date(`${value}T00:00:00`) : null),
        renderCell: ({ row }) => formatDate(row.date, locale),
        minWidth: 120,
        flex: 0.7,
      },
      {
        field: 'description',
        headerName: t('accounts.transactions.description'),
        minWidth: 200,
        flex: 2,
      },
      {
        field: 'transaction_type',
        headerName: t('accounts.transactions.type'),
        type: 'singleSelect',
        valueOptions: ['credit', 'debit', 'transfer'].map((v) => ({
          value: v,
          label: t(`accounts.transactions.types.${v}`),
        })),
        minWidth: 110,
        flex: 0.7,
      },
      {
        field: 'amount',
        headerName: t('accounts.transactions.amount'),
        type: 'number',
        minWidth: 140,
        flex: 1,
        renderCell: ({ row }) => (
          <AmountText type={row.transaction_type} signed={row.transaction_type !== 'transfer'}>
            {formatMoney(row.amount, currency, locale)}
          </AmountText>
        ),
      },
      {
        field: 'fee',
        headerName: t('accounts.transactions.fee'),
        type: 'number',
        sortable: false,
        filterable: false,
        minWidth: 100,
        flex: 0.6,
        renderCell: ({ row }) => formatMoney(row.fee, currency, locale),
      },
    ],
    // currency is derived from account: depend on its parts
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, account.instrument?.ticker, account.instrument?.decimals],
  );

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('accounts.transactions.title')}
      </Typography>
      <ResourceList<Transaction>
        ariaLabel={t('accounts.transactions.title')}
        {...data}
        columns={columns}
        state={state}
        onStateChange={update}
        searchPlaceholder={t('accounts.transactions.search')}
        emptyTitle={t('accounts.transactions.empty')}
        onRowClick={(row) => navigate(paths.transactions.show(row.id))}
      />
    </>
  );
}
