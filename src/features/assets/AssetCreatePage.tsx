import { useMutation } from '@apollo/client/react';
import { Box, Button, Paper, Stack } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../../components/form/submitMutation';
import { PageHeader } from '../../components/PageHeader';
import { CreateAssetDocument } from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries, useAccountPicker } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { useIsRealAccount } from './assetFormat';
import { AssetFormFields } from './AssetFormFields';
import { assetCreateSchema, emptyAsset, type AssetCreateValues } from './assetSchema';

/**
 * A new asset in one of the user's accounts: name, account and, for a real asset, its current value
 * in the account's currency, otherwise its quantity balance (the API then takes value = balance;
 * the USD value follows the market price).
 */
export function AssetCreatePage() {
  const { t } = useTranslation();
  // the links stay inside the area the page is shown in (/crypto/show/:id, …)
  const paths = useLedgerArea();
  const navigate = useNavigate();
  const accounts = useAccountPicker();
  const isReal = useIsRealAccount(accounts.byId);
  const schema = useMemo(() => assetCreateSchema(isReal), [isReal]);
  const [createAsset] = useMutation(CreateAssetDocument, {
    update: (cache) => evictLedgerQueries(cache),
  });

  const submit = async (values: AssetCreateValues, helpers: FormikHelpers<AssetCreateValues>) => {
    const real = isReal(values.account_id);
    const balance = values.balance.trim();
    await submitMutation(helpers, async () => {
      const { data } = await createAsset({
        variables: {
          name: values.name.trim(),
          account_id: values.account_id,
          value: real ? values.value.trim() : balance,
          balance: real ? null : balance,
          description: values.description.trim() || null,
        },
      });
      const created = assertSuccess(data?.createAsset).asset;
      helpers.resetForm({ values });
      await navigate(created ? paths.assets.show(created.id) : paths.assets.list);
    });
  };

  return (
    <>
      <PageHeader title={t('assets.create.title')} subtitle={t('assets.create.subtitle')} />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
        <Formik initialValues={emptyAsset} validationSchema={schema} onSubmit={submit}>
          {({ handleSubmit }) => (
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit}
              aria-label={t('assets.create.title')}
            >
              <FormUnsavedChangesGuard />
              <FormStatusAlert />
              <AssetFormFields mode="create" isReal={isReal} />
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
