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
  GetAssetDocument,
  UpdateAssetDocument,
  type AssetFieldsFragment,
} from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { paths } from '../../lib/paths';
import { AssetFormFields } from './AssetFormFields';
import { assetEditSchema, assetValues, type AssetEditValues } from './assetSchema';

function EditForm({ asset }: { asset: AssetFieldsFragment }) {
  const { t } = useTranslation();
  const { dirty } = useFormikContext<AssetEditValues>();
  const [updateAsset] = useMutation(UpdateAssetDocument, {
    // the form keeps its record; lists, balances and values elsewhere are out of date
    update: (cache) => evictLedgerQueries(cache, ['getAsset']),
  });
  const navigate = useNavigate();
  const autoSave = useAutoSave<AssetEditValues>({
    onSubmitted: () => navigate(paths.assets.show(asset.id)),
    save: async (values) => {
      const { data } = await updateAsset({
        variables: {
          id: asset.id,
          name: values.name.trim(),
          account_id: values.account_id,
          description: values.description.trim(),
          balance: values.balance.trim(),
          value: values.value.trim(),
        },
      });
      assertSuccess(data?.updateAsset);
    },
  });

  return (
    <>
      <PageHeader
        title={t('assets.edit.title')}
        subtitle={asset.name}
        actions={<AutoSaveIndicator status={autoSave.status} error={autoSave.error} />}
      />
      <UnsavedChangesGuard when={dirty} />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={autoSave.handleSubmit}
          aria-label={t('assets.edit.title')}
        >
          {autoSave.status === 'error' && autoSave.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {autoSave.error}
            </Alert>
          )}
          <AssetFormFields mode="edit" instrumentId={asset.instrument_id} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button component={RouterLink} to={paths.assets.show(asset.id)}>
              {t('assets.edit.done')}
            </Button>
            <FormSubmitButton disabled={autoSave.status === 'saving'}>
              {t('form.save')}
            </FormSubmitButton>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}

/** Edits an asset: valid changes save on their own (auto-save) or with Save. */
export function AssetEditPage() {
  const { id = '' } = useParams();
  const query = useQuery(GetAssetDocument, { variables: { id } });
  const asset = query.data?.getAsset.asset;
  const initialValues = useMemo(() => (asset ? assetValues(asset) : null), [asset]);

  if (!asset || !initialValues) {
    return (
      <RecordLoadState
        resource="assets"
        query={query}
        message={query.data?.getAsset.message}
        variant="form"
      />
    );
  }
  return (
    <Formik initialValues={initialValues} validationSchema={assetEditSchema} onSubmit={() => {}}>
      <EditForm asset={asset} />
    </Formik>
  );
}
