import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { PageHeader } from '../../components/PageHeader';
import { CreateAssetDocument } from '../../graphql/generated';
import { MutationFailure, assertSuccess, failureMessage } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { paths } from '../../lib/paths';
import { AssetFormFields } from './AssetFormFields';
import { assetCreateSchema, emptyAsset, type AssetCreateValues } from './assetSchema';

/** A new asset in one of the user's accounts: name, total balance (value in USD), account. */
export function AssetCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createAsset] = useMutation(CreateAssetDocument, {
    update: (cache) => evictLedgerQueries(cache),
  });

  const submit = async (values: AssetCreateValues, helpers: FormikHelpers<AssetCreateValues>) => {
    helpers.setStatus(null);
    try {
      const { data } = await createAsset({
        variables: {
          name: values.name.trim(),
          value: values.value.trim(),
          account_id: values.account_id,
          balance: values.balance.trim() || null,
          description: values.description.trim() || null,
        },
      });
      const created = assertSuccess(data?.createAsset).asset;
      helpers.resetForm({ values });
      navigate(created ? paths.assets.show(created.id) : paths.assets.list);
    } catch (failure) {
      if (failure instanceof MutationFailure) helpers.setErrors(failure.fieldErrors);
      helpers.setStatus(failureMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title={t('assets.create.title')} subtitle={t('assets.create.subtitle')} />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
        <Formik initialValues={emptyAsset} validationSchema={assetCreateSchema} onSubmit={submit}>
          {({ handleSubmit, status }) => (
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit}
              aria-label={t('assets.create.title')}
            >
              <FormUnsavedChangesGuard />
              {typeof status === 'string' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {status}
                </Alert>
              )}
              <AssetFormFields mode="create" />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button component={RouterLink} to={paths.assets.list}>
                  {t('form.cancel')}
                </Button>
                <FormSubmitButton>{t('assets.create.submit')}</FormSubmitButton>
              </Stack>
            </Box>
          )}
        </Formik>
      </Paper>
    </>
  );
}
