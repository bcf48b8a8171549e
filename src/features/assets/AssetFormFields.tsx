import { Alert, InputAdornment, Link, Stack } from '@mui/material';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { graphQLErrorMessage } from '../../lib/errors';
import { useAccountPicker } from '../../lib/ledger';
import { paths } from '../../lib/paths';
import type { AssetEditValues } from './assetSchema';

export type AssetFormFieldsProps = {
  /** Editing: balance and description are required; creating: optional. */
  mode: 'create' | 'edit';
  /** Editing: the asset's instrument; its unit is shown only when it is the account's currency. */
  instrumentId?: string | null;
};

/** The fields of the asset create and edit forms, laid out as the account create form. */
export function AssetFormFields({ mode, instrumentId }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AssetEditValues>();
  const accounts = useAccountPicker();
  const account = accounts.byId.get(values.account_id);
  const ticker =
    mode === 'create' || instrumentId === account?.instrument_id
      ? account?.instrument?.ticker
      : undefined;
  const optional = mode === 'create' ? t('form.optional') : undefined;
  const noAccounts = !accounts.loading && !accounts.error && accounts.accounts.length === 0;

  return (
    <Stack spacing={1}>
      <FormTextField name="name" label={t('assets.fields.name')} required />
      {accounts.error && (
        <QueryErrorAlert
          message={graphQLErrorMessage(accounts.error)}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {noAccounts && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('assets.form.noAccounts')}{' '}
          <Link component={RouterLink} to={paths.accounts.create}>
            {t('assets.form.createAccount')}
          </Link>
        </Alert>
      )}
      <FormSelectField
        name="account_id"
        label={t('assets.fields.account')}
        options={accounts.options}
        disabled={accounts.loading && accounts.options.length === 0}
        helperText={accounts.loading ? t('list.loading') : undefined}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <FormDecimalField
          name="value"
          label={t('assets.fields.value')}
          required
          helperText={t('assets.help.value')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> },
          }}
        />
        <FormDecimalField
          name="balance"
          label={t('assets.fields.balance')}
          required={mode === 'edit'}
          helperText={optional ?? t('assets.help.balance')}
          slotProps={
            ticker
              ? {
                  input: { endAdornment: <InputAdornment position="end">{ticker}</InputAdornment> },
                }
              : undefined
          }
        />
      </Stack>
      <FormTextField
        name="description"
        label={t('assets.fields.description')}
        required={mode === 'edit'}
        helperText={optional}
        multiline
        minRows={2}
      />
    </Stack>
  );
}
