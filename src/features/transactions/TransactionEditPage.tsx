import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useNavigate } from 'react-router-dom';
import { AutoSaveIndicator } from '../../components/AutoSaveIndicator';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
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
import { paths } from '../../lib/paths';
import { TransactionFormFields } from './TransactionFormFields';
import {
  toTransactionVariables,
  transactionEditSchema,
  type TransactionEditValues,
} from './transactionSchema';

function valuesOf(transaction: TransactionFieldsFragment): TransactionEditValues {
  return {
    account_id: transaction.account_id,
    transaction_type: transaction.transaction_type,
    destination_account_id: transaction.destination_account_id ?? '',
    amount: transaction.amount,
    fee: transaction.fee,
    description: transaction.description,
    date: transaction.date,
    category_id: transaction.category_id ?? '',
  };
}

function EditForm({ transaction }: { transaction: TransactionFieldsFragment }) {
  const { t } = useTranslation();
  const { dirty } = useFormikContext<TransactionEditValues>();
  const [updateTransaction] = useMutation(UpdateTransactionDocument, {
    // the form keeps its record; lists, balances and values elsewhere are out of date
    update: (cache) => evictLedgerQueries(cache, ['getTransaction']),
  });
  const navigate = useNavigate();
  const autoSave = useAutoSave<TransactionEditValues>({
    onSubmitted: () => navigate(paths.transactions.show(transaction.id)),
    save: async (values) => {
      const { data } = await updateTransaction({
        variables: { id: transaction.id, ...toTransactionVariables(values) },
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
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={paths.transactions.show(transaction.id)}>
                {t('transactions.edit.done')}
              </Button>
              <FormSubmitButton disabled={autoSave.status === 'saving'}>
                {t('form.save')}
              </FormSubmitButton>
            </Stack>
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
    <Formik
      initialValues={initialValues}
      validationSchema={transactionEditSchema}
      onSubmit={() => {}}
    >
      <EditForm transaction={transaction} />
    </Formik>
  );
}
