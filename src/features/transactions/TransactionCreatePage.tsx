import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { PageHeader } from '../../components/PageHeader';
import { StatementEntryToggle } from '../../components/StatementEntryToggle';
import { CreateTransactionDocument } from '../../graphql/generated';
import { MutationFailure, assertSuccess, failureMessage } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { safeReturnTo } from './returnTo';
import { TransactionFormFields, useAccountCurrencies } from './TransactionFormFields';
import {
  newTransactionValues,
  toTransactionVariables,
  transactionCreateSchemaFor,
  type TransactionCreateValues,
} from './transactionSchema';

/**
 * A new transaction. `?account_id=` and `?asset_id=` preselect where it goes (from an account's
 * or an asset's page; with an asset the account is fixed); `?returnTo=` is where a saved
 * transaction leads back to, else its own show page. Inside an area (/cash/transactions/create)
 * the account is one of the area's class and the saved transaction opens in the area; in banking
 * the page also offers the switch between statement upload and manual entry.
 */
export function TransactionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useLedgerArea();
  const { currencyOf } = useAccountCurrencies();
  const validationSchema = useMemo(() => transactionCreateSchemaFor(currencyOf), [currencyOf]);
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
          ...toTransactionVariables(values, currencyOf),
          account_id: values.account_id,
          asset_id: values.asset_id || null,
        },
      });
      const created = assertSuccess(data?.createTransaction).transaction;
      helpers.resetForm({ values });
      navigate(returnTo ?? (created ? area.transactions.show(created.id) : area.transactions.list));
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
      {area.statementEntry && <StatementEntryToggle {...area.statementEntry} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
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
                <Button component={RouterLink} to={returnTo ?? area.transactions.list}>
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
