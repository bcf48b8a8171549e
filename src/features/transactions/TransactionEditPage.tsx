import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Paper, Stack } from '@mui/material';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useNavigate } from 'react-router-dom';
import { EditFormActions } from '../../components/form/EditFormActions';
import { AutoSaveIndicator } from '../../components/AutoSaveIndicator';

import { useAutoSave } from '../../components/form/useAutoSave';
import { PageHeader } from '../../components/PageHeader';
import { RecordLoadState } from '../../components/RecordLoadState';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import {
  GetTransactionDocument,
  UpdateTransactionDocument,
  type TransactionFieldsFragment,
} from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { TransactionFormFields, useAccountCurrencies } from './TransactionFormFields';
import {
  toTransactionVariables,
  transactionEditSchemaFor,
  type CurrencyOf,
  type TransactionEditValues,
} from './transactionSchema';

function valuesOf(transaction: TransactionFieldsFragment): TransactionEditValues {
  return {
    account_id: transaction.account_id,
    transaction_type: transaction.transaction_type,
    destination_account_id: transaction.destination_account_id ?? '',
    destination_amount: transaction.destination_amount ?? '',
    amount: transaction.amount,
    fee: transaction.fee,
    description: transaction.description,
    date: transaction.date,
    category_id: transaction.category_id ?? '',
  };
}

function EditForm({
  transaction,
  currencyOf,
}: {
  transaction: TransactionFieldsFragment;
  currencyOf: CurrencyOf;
}) {
  const { t } = useTranslation();
  const area = useLedgerArea();
  const { dirty } = useFormikContext<TransactionEditValues>();
  const [updateTransaction] = useMutation(UpdateTransactionDocument, {
    // the form keeps its record; lists, balances and values elsewhere are out of date
    update: (cache) => evictLedgerQueries(cache, ['getTransaction']),
  });
  const navigate = useNavigate();
  const autoSave = useAutoSave<TransactionEditValues>({
    onSubmitted: () => navigate(area.transactions.show(transaction.id)),
    save: async (values) => {
      const variables = toTransactionVariables(values, currencyOf);
      const { data } = await updateTransaction({
        variables: {
          id: transaction.id,
          ...variables,
          // no longer between currencies: the stored amount received goes
          destination_amount:
            variables.destination_amount ?? (transaction.destination_amount ? null : undefined),
        },
      });
      assertSuccess(data?.updateTransaction);
    },
  });

  return (
    <>
      <PageHeader
        title={t('transactions.edit.title')}
        subtitle={transaction.description}
        actions={<AutoSaveIndicator status={autoSave.status} error={autoSave.error} />}
      />
      <UnsavedChangesGuard when={dirty} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box
          component="form"
          noValidate
          onSubmit={autoSave.handleSubmit}
          aria-label={t('transactions.edit.title')}
        >
          <Stack spacing={2}>
            {autoSave.status === 'error' && autoSave.error && (
              <Alert severity="error">{autoSave.error}</Alert>
            )}
            <Box>
              <TransactionFormFields accountLocked />
            </Box>
            <EditFormActions
              doneTo={area.transactions.show(transaction.id)}
              doneLabel={t('transactions.edit.done')}
              saving={autoSave.status === 'saving'}
            />
          </Stack>
        </Box>
      </Paper>
    </>
  );
}

/** Edits a transaction: valid changes save on their own (auto-save) or with Save. */
export function TransactionEditPage() {
  const { id = '' } = useParams();
  const query = useQuery(GetTransactionDocument, { variables: { id } });
  const { currencyOf } = useAccountCurrencies();
  const validationSchema = useMemo(() => transactionEditSchemaFor(currencyOf), [currencyOf]);
  const transaction = query.data?.getTransaction.transaction;
  const initialValues = useMemo(() => (transaction ? valuesOf(transaction) : null), [transaction]);

  if (!transaction || !initialValues) {
    return (
      <RecordLoadState
        resource="transactions"
        query={query}
        message={query.data?.getTransaction.message}
        variant="form"
      />
    );
  }
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={() => {}}>
      <EditForm transaction={transaction} currencyOf={currencyOf} />
    </Formik>
  );
}
