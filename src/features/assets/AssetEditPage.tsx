import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Paper } from '@mui/material';
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
  AccountClass,
  GetAssetDocument,
  UpdateAssetDocument,
  type AssetFieldsFragment,
} from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries, useAccountPicker } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { useIsRealAccount } from './assetFormat';
import { AssetFormFields } from './AssetFormFields';
import {
  assetEditSchema,
  assetValues,
  type AssetEditValues,
  type IsRealAccount,
} from './assetSchema';

function EditForm({ asset, isReal }: { asset: AssetFieldsFragment; isReal: IsRealAccount }) {
  const { t } = useTranslation();
  // the links stay inside the area the page is shown in (/crypto/show/:id, …)
  const paths = useLedgerArea();
  const { dirty } = useFormikContext<AssetEditValues>();
  const [updateAsset] = useMutation(UpdateAssetDocument, {
    // the form keeps its record; lists, balances and values elsewhere are out of date
    update: (cache) => evictLedgerQueries(cache, ['getAsset']),
  });
  const navigate = useNavigate();
  const autoSave = useAutoSave<AssetEditValues>({
    onSubmitted: () => navigate(paths.assets.show(asset.id)),
    save: async (values) => {
      // a real asset's changed current value becomes a valuation from today; any other asset's
      // balance is saved and its USD value follows the market price
      const real = isReal(values.account_id);
      const value = values.value.trim();
      const { data } = await updateAsset({
        variables: {
          id: asset.id,
          name: values.name.trim(),
          account_id: values.account_id,
          description: values.description.trim(),
          ...(real ? value !== asset.balance && { value } : { balance: values.balance.trim() }),
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
          <AssetFormFields mode="edit" instrumentId={asset.instrument_id} isReal={isReal} />
          <EditFormActions
            doneTo={paths.assets.show(asset.id)}
            doneLabel={t('assets.edit.done')}
            saving={autoSave.status === 'saving'}
            sx={{ mt: 2 }}
          />
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
  const accounts = useAccountPicker();
  const isReal = useIsRealAccount(accounts.byId, asset?.asset_class === AccountClass.Real);
  const schema = useMemo(() => assetEditSchema(isReal), [isReal]);

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
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={() => {}}>
      <EditForm asset={asset} isReal={isReal} />
    </Formik>
  );
}
