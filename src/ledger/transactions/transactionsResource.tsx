// Transactions as a resource: the /transactions list (and the transactions on an account's, an
// asset's, an area's and the dashboard's pages, scoped by account_id / asset_id), the create and
// edit forms and the show page. Amounts are shown in what they moved (the asset's instrument, else
// the account's currency) and coloured by type (credit-like green, the rest red).
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteTransactionDocument,
  ExportTransactionsDocument,
  GetTransactionDocument,
  GetTransactionsDocument,
} from './Transactions.generated';
import { formatDate } from '../../lib/dates';
import {
  deleteBy,
  exportQuery,
  type ListColumn,
  listQuery,
  type ListScope,
  type ListView,
  recordQuery,
  type Resource,
} from '../../resource/resource';
import { AccountLink } from '../AccountLink';
import { AmountText } from '../AmountText';
import { ledgerQueries } from '../cache';
import { useLedgerArea } from '../ledgerArea';
import { categoryName } from '../categoryName';
import { useCategoryPicker } from '../pickers';
import { ledgerPlace } from '../place';
import { amountColumn, dateColumn, descriptionColumn, typeColumn } from '../transactionColumns';
import { transactionTypes } from '../transactionRules';
import { TransactionTypeChip } from '../TransactionTypeChip';
import { TransactionTotals } from './CashFlowFigures';
import type { TransactionCreateValues } from './transactionSchema';
import { useAmounts, type TransactionRow } from './useAmounts';

/** Key under which the card/table choice of the transaction lists is remembered. */
const TRANSACTIONS_VIEW_KEY = 'transactions-view';

/** The list's columns, cards and filters; one account's or asset's list leaves the account out. */
function useTransactionView(scope: ListScope | undefined): ListView<TransactionRow> {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const area = useLedgerArea();
  const { accounts, money, kindOf, amountOf, baseValueOf } = useAmounts(scope?.account_id);
  const categories = useCategoryPicker();
  const hideAccount = Boolean(scope?.account_id || scope?.asset_id);
  return useMemo(() => {
    const accountOptions = accounts.accounts
      .filter((a) => !area.accountClass || a.account_class === area.accountClass)
      .map((a) => ({ value: a.id, label: a.name }));
    // on a narrow table, payee, type and category go first (the amount's sign and colour say the type)
    const columns: (ListColumn<TransactionRow> | false)[] = [
      dateColumn(t, locale),
      descriptionColumn(t, { minWidth: 160 }),
      {
        field: 'payee',
        headerName: t('resources.transactions.fields.payee'),
        minWidth: 120,
        flex: 0.5,
        hideWhenNarrow: 1,
      },
      {
        field: 'category_id',
        headerName: t('resources.transactions.fields.category'),
        type: 'singleSelect',
        valueOptions: categories.options,
        width: 130,
        hideWhenNarrow: 3,
        renderCell: ({ row }) => (row.category ? categoryName(t, row.category) : ''),
      },
      !hideAccount && {
        field: 'account_id',
        headerName: t('resources.transactions.fields.account'),
        type: 'singleSelect',
        valueOptions: accountOptions,
        sortable: false,
        minWidth: 140,
        flex: 0.6,
        // a transfer names both ends: from → to
        renderCell: ({ row }) => {
          const destination =
            row.destination_account_id && accounts.byId.get(row.destination_account_id);
          return (
            <>
              {row.account && <AccountLink id={row.account_id} name={row.account.name} />}
              {destination && (
                <>
                  {' → '}
                  <AccountLink id={destination.id} name={destination.name} />
                </>
              )}
            </>
          );
        },
      },
      { ...typeColumn(t), hideWhenNarrow: 2 },
      // the fee, when there is one, under the amount: a column of zeros took the room of two
      amountColumn(t, (row) => (
        <Stack sx={{ alignItems: 'flex-end', justifyContent: 'center', height: '100%' }}>
          <AmountText type={kindOf(row)} signed sx={{ lineHeight: 1.3 }}>
            {amountOf(row)}
          </AmountText>
          {baseValueOf(row) && (
            <Typography variant="caption" color="textSecondary" sx={{ lineHeight: 1.2 }}>
              {baseValueOf(row)}
            </Typography>
          )}
          {row.fee !== '0' && (
            <Typography variant="caption" color="textSecondary" sx={{ lineHeight: 1.2 }}>
              {t('resources.transactions.fields.fee')} {money(row, row.fee)}
            </Typography>
          )}
        </Stack>
      )),
    ];
    return {
      columns: columns.filter((c): c is ListColumn<TransactionRow> => c !== false),
      card: (row) => ({
        subtitle: (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TransactionTypeChip type={row.trade?.side ?? row.transaction_type} />
            <Typography variant="body2" color="textSecondary">
              {[
                formatDate(row.date, locale),
                !hideAccount && row.account?.name,
                row.payee,
                row.category && categoryName(t, row.category),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        ),
        body: (
          <>
            <AmountText type={kindOf(row)} signed variant="h6" component="p">
              {amountOf(row)}
            </AmountText>
            {baseValueOf(row) && (
              <Typography variant="body2" color="textSecondary">
                {baseValueOf(row)}
              </Typography>
            )}
            {row.fee !== '0' && (
              <Typography variant="body2" color="textSecondary">
                {t('resources.transactions.fields.fee')}: {money(row, row.fee)}
              </Typography>
            )}
          </>
        ),
      }),
      filters: [
        { kind: 'period', field: 'date' },
        {
          field: 'transaction_type',
          label: t('resources.transactions.fields.type'),
          allLabel: t('resources.transactions.filters.allTypes'),
          options: transactionTypes.map((value) => ({
            value,
            label: t(`transactionType.${value}`),
          })),
        },
        {
          field: 'category_id',
          label: t('resources.transactions.fields.category'),
          allLabel: t('resources.transactions.filters.allCategories'),
          options: categories.options,
        },
        ...(hideAccount
          ? []
          : [
              {
                field: 'account_id',
                label: t('resources.transactions.fields.account'),
                allLabel: t('resources.transactions.filters.allAccounts'),
                options: accountOptions,
              },
            ]),
      ],
    };
  }, [
    t,
    locale,
    area.accountClass,
    accounts.accounts,
    accounts.byId,
    categories.options,
    hideAccount,
    money,
    kindOf,
    amountOf,
    baseValueOf,
  ]);
}

/**
 * Transactions: newest first, 10 per page, search in the description and the payee, period, type,
 * category and account filters, the totals of what they hold, and their export as CSV.
 */
export const transactionsResource: Resource<TransactionRow, TransactionCreateValues> = {
  key: 'transactions',
  usePlace: ledgerPlace('transactions'),
  id: (transaction) => transaction.id,
  name: (transaction) => transaction.description,
  queries: { list: 'getTransactions', record: 'getTransaction', also: ledgerQueries },
  list: {
    useList: listQuery(GetTransactionsDocument, (data) => data.getTransactions, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: useTransactionView,
    searchFields: ['description', 'payee'],
    pageSize: 10,
    // newest first; within a day, the one entered last first (the order of the API's index)
    sort: [
      { field: 'date', order: 'desc' },
      { field: 'created_at', order: 'desc' },
    ],
    storageKey: TRANSACTIONS_VIEW_KEY,
    Summary: TransactionTotals,
    useExport: exportQuery(ExportTransactionsDocument, (data) => data?.exportTransactions),
  },
  useRecord: recordQuery(GetTransactionDocument, ({ getTransaction }) => ({
    record: getTransaction.transaction,
    message: getTransaction.message,
  })),
  form: () => import('./transactionForm').then((m) => m.transactionForm),
  show: () => import('./transactionShow').then((m) => m.transactionShow),
  remove: deleteBy(DeleteTransactionDocument, (data) => data?.deleteTransaction),
};
