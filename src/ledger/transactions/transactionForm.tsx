// The transaction form: create (prefilled from the URL) and edit, its rules following the
// accounts' currencies. Loaded with the create and edit pages only.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { CreateTransactionDocument, UpdateTransactionDocument } from './Transactions.generated';
import { assertSuccess } from '../../lib/errors';
import type { ResourceForm, FormMode, ResourceFormModel } from '../../resource/resource';
import { TransactionFormFields, useAccountCurrencies } from './TransactionFormFields';
import {
  newTransactionValues,
  toTransactionVariables,
  transactionCreateSchemaFor,
  transactionEditSchemaFor,
  type TransactionCreateValues,
} from './transactionSchema';
import type { TransactionRow } from './useAmounts';
import { tradeForm } from '../trades/tradeForm';

/** The form's fields: the account is fixed when editing, and when adding to a given asset. A
 * trade is edited as a trade (its quantity, price and fee). */
function TransactionFields({ mode, record }: { mode: FormMode; record?: TransactionRow }) {
  const [params] = useSearchParams();
  const lockedByAsset = Boolean(params.get('asset_id') && params.get('account_id'));
  if (record?.trade) return <tradeForm.Fields mode={mode} record={record} />;
  return <TransactionFormFields accountLocked={mode === 'edit' || lockedByAsset} />;
}

const valuesOf = (transaction: TransactionRow): TransactionCreateValues => ({
  account_id: transaction.account_id,
  asset_id: transaction.asset_id ?? '',
  transaction_type: transaction.transaction_type,
  destination_account_id: transaction.destination_account_id ?? '',
  destination_amount: transaction.destination_amount ?? '',
  amount: transaction.amount,
  fee: transaction.fee,
  description: transaction.description,
  payee: transaction.payee ?? '',
  date: transaction.date,
  category_id: transaction.category_id ?? '',
});

/**
 * The rules follow the accounts' currencies (a transfer between two asks what arrived). A new
 * transaction's `?account_id=` and `?asset_id=` preselect where it goes.
 */
function useTransactionModel(
  mode: FormMode,
  transaction?: TransactionRow,
): ResourceFormModel<TransactionRow, TransactionCreateValues> {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const { currencyOf } = useAccountCurrencies();
  const trade = tradeForm.useModel(mode, transaction);
  const schema = useMemo(
    () =>
      mode === 'create'
        ? transactionCreateSchemaFor(currencyOf)
        : transactionEditSchemaFor(currencyOf),
    [mode, currencyOf],
  );
  // a trade's form has its own values; the resource's pages pass them through untouched
  if (transaction?.trade)
    return trade as unknown as ResourceFormModel<TransactionRow, TransactionCreateValues>;
  return {
    schema,
    initialValues: transaction
      ? valuesOf(transaction)
      : newTransactionValues({
          account_id: params.get('account_id') ?? '',
          asset_id: params.get('asset_id') ?? '',
        }),
    create: async (values) => {
      const { data } = await client.mutate({
        mutation: CreateTransactionDocument,
        variables: {
          ...toTransactionVariables(values, currencyOf),
          account_id: values.account_id,
          asset_id: values.asset_id || null,
        },
      });
      return { record: assertSuccess(data?.createTransaction).transaction };
    },
    update: async (values) => {
      const variables = toTransactionVariables(values, currencyOf);
      const { data } = await client.mutate({
        mutation: UpdateTransactionDocument,
        variables: {
          id: transaction!.id,
          ...variables,
          // no longer between currencies: the stored amount received goes
          destination_amount:
            variables.destination_amount ?? (transaction!.destination_amount ? null : undefined),
        },
      });
      assertSuccess(data?.updateTransaction);
    },
  };
}

export const transactionForm: ResourceForm<TransactionRow, TransactionCreateValues> = {
  Fields: TransactionFields,
  useModel: useTransactionModel,
};
