import { Alert, Link, Stack } from '@mui/material';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { graphQLErrorMessage } from '../../lib/errors';
import { accountOptionsOf, useAccountPicker } from '../pickers';
import { useLedgerArea } from '../ledgerArea';
import { paths } from '../../lib/paths';
import type { AssetEditValues, IsRealAccount } from './assetSchema';

export type AssetFormFieldsProps = {
  /** Editing: balance and description are required; creating: description is optional. */
  mode: 'create' | 'edit';
  /** Editing: the asset's instrument; its unit is shown only when it is the account's currency. */
  instrumentId?: string | null;
  /** Whether the chosen account holds real assets (their current value is entered, not a balance). */
  isReal: IsRealAccount;
};

/**
 * The fields of the asset create and edit forms, laid out as the account create form. A real
 * asset takes its current value in the account's currency; any other asset its quantity balance
 * (its USD value follows the market price and is not entered).
 */
export function AssetFormFields({ mode, instrumentId, isReal }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AssetEditValues>();
  const accounts = useAccountPicker();
  const area = useLedgerArea();
  // inside an area a new asset goes into one of its accounts (an edit keeps its own)
  const accountOptions = accountOptionsOf(accounts.accounts, area.accountClass, values.account_id);
  const account = accounts.byId.get(values.account_id);
  const real = isReal(values.account_id);
  const ticker =
    mode === 'create' || instrumentId === account?.instrument_id
      ? account?.instrument?.ticker
      : undefined;
  const optional = mode === 'create' ? t('form.optional') : undefined;
  const noAccounts = !accounts.loading && !accounts.error && accounts.accounts.length === 0;

  return (
    <Stack spacing={1}>
      <FormTextField name="name" label={t('resources.assets.fields.name')} required />
      {accounts.error && (
        <QueryErrorAlert
          message={graphQLErrorMessage(accounts.error)}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {noAccounts && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resources.assets.form.noAccounts')}{' '}
          <Link component={RouterLink} to={paths.accounts.create}>
            {t('resources.assets.form.createAccount')}
          </Link>
        </Alert>
      )}
      <FormSelectField
        name="account_id"
        label={t('resources.assets.fields.account')}
        options={accountOptions}
        disabled={accounts.loading && accountOptions.length === 0}
        helperText={accounts.loading ? t('list.loading') : undefined}
        required
      />
      {real ? (
        <FormDecimalField
          key="value"
          name="value"
          label={t('resources.assets.fields.currentValue')}
          required
          helperText={
            account?.instrument
              ? t('resources.assets.help.currentValueIn', { currency: account.instrument.ticker })
              : t('resources.assets.help.currentValue')
          }
          unit={account?.instrument?.ticker}
        />
      ) : (
        <FormDecimalField
          key="balance"
          name="balance"
          label={t('resources.assets.fields.balance')}
          required
          helperText={t('resources.assets.help.balance')}
          unit={ticker}
        />
      )}
      <FormTextField
        name="description"
        label={t('resources.assets.fields.description')}
        required={mode === 'edit'}
        helperText={optional}
        multiline
        minRows={2}
      />
    </Stack>
  );
}
