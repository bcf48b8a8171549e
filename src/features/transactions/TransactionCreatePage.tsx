import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { PageHeader } from '../../components/PageHeader';
import { CreateTransactionDocument } from '../../graphql/generated';
import { MutationFailure, assertSuccess, failureMessage } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { paths } from '../../lib/paths';
import { safeReturnTo } from './returnTo';
import { TransactionFormFields } from './TransactionFormFields';
import {
  newTransactionValues,
  toTransactionVariables,
  transactionCreateSchema,
  type TransactionCreateValues,
} from './transactionSchema';

/**
 * A new transaction. `?account_id=` and `?asset_id=` preselect where it goes (from an account's
 * or an asset's page; with an asset the account is fixed); `?returnTo=` is where a saved
 * transaction leads back to, else its own show page.
 */
export function TransactionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const assetId = params.get('asset_id') ?? '';
  const [initialValues] = useState(() =>
    newTransactionValues({ account_id: params.get('account_id') ?? '', asset_id: assetId }),
  );
  const [createTransaction] = useMutation(CreateTransactionDocument, {
    update: (cache) => evictLedgerQueries(cache),
  });

  const submit = async (
    values: TransactionCreateValues,
    helpers: FormikHelpers<TransactionCreateValues>,
  ) => {
    helpers.setStatus(null);
    try {
      const { data } = await createTransaction({
        variables: {
          ...toTransactionVariables(values),
          account_id: values.account_id,
          asset_id: values.asset_id || null,
        },
      });
      const created = assertSuccess(data?.createTransaction).transaction;
      helpers.resetForm({ values });
      navigate(
        returnTo ?? (created ? paths.transactions.show(created.id) : paths.transactions.list),
      );
    } catch (error) {
      if (error instanceof MutationFailure) helpers.setErrors(error.fieldErrors);
      helpers.setStatus(failureMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title={t('transactions.create.title')}
        subtitle={t('transactions.create.subtitle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Formik
          initialValues={initialValues}
          validationSchema={transactionCreateSchema}
          onSubmit={submit}
        >
          {({ handleSubmit, status }) => (
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit}
              aria-label={t('transactions.create.title')}
            >
              <FormUnsavedChangesGuard />
              {typeof status === 'string' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {status}
                </Alert>
              )}
              <TransactionFormFields
                accountLocked={assetId !== '' && initialValues.account_id !== ''}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button component={RouterLink} to={returnTo ?? paths.transactions.list}>
                  {t('form.cancel')}
                </Button>
                <FormSubmitButton>{t('transactions.create.submit')}</FormSubmitButton>
              </Stack>
            </Box>
          )}
        </Formik>
      </Paper>
    </>
  );
}
