// The DataGrid columns of a transaction, shared by the transaction lists and the statement review
// (whose rows are transactions still to be booked): the same headers, widths, date sorting and
// type chip everywhere.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TransactionType } from '../graphql/types';
import { formatDate } from '../lib/dates';
import { transactionTypes } from './transactionRules';
import { TransactionTypeChip } from './TransactionTypeChip';

type Dated = GridValidRowModel & { date: string };
/** A row with a type; a trade's side (buy, sell) is shown instead of its transfer. */
type Typed = GridValidRowModel & {
  transaction_type: TransactionType;
  trade?: { side: string } | null;
};

/** Date: sorted as a date, shown in the reader's locale. */
export const dateColumn = <R extends Dated>(t: TFunction, locale: string): GridColDef<R> => ({
  field: 'date',
  headerName: t('resources.transactions.fields.date'),
  type: 'date',
  width: 130,
  valueGetter: (value: string) => {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y!, m! - 1, d!);
  },
  renderCell: ({ row }) => formatDate(row.date, locale),
});

export const descriptionColumn = <R extends GridValidRowModel>(
  t: TFunction,
  more: Partial<GridColDef<R>> = {},
): GridColDef<R> => ({
  field: 'description',
  headerName: t('resources.transactions.fields.description'),
  flex: 1,
  minWidth: 200,
  ...more,
});

/** Type: credit, debit or transfer, as a chip. */
export const typeColumn = <R extends Typed>(
  t: TFunction,
  values: readonly TransactionType[] = transactionTypes,
  more: Partial<GridColDef<R>> = {},
): GridColDef<R> => ({
  field: 'transaction_type',
  headerName: t('resources.transactions.fields.type'),
  type: 'singleSelect',
  valueOptions: values.map((value) => ({ value, label: t(`transactionType.${value}`) })),
  width: 130,
  renderCell: ({ row }) => <TransactionTypeChip type={row.trade?.side ?? row.transaction_type} />,
  ...more,
});

/** Amount: `render` shows it (signed and coloured, in the account's currency). */
export const amountColumn = <R extends GridValidRowModel>(
  t: TFunction,
  render: (row: R) => ReactNode,
  more: Partial<GridColDef<R>> = {},
): GridColDef<R> => ({
  field: 'amount',
  headerName: t('resources.transactions.fields.amount'),
  type: 'number',
  minWidth: 150,
  flex: 0.5,
  renderCell: ({ row }) => render(row),
  ...more,
});
