// The fields only a debt (a liability account) has, on the create form and the edit page: its kind
// and the real-asset account it is secured on.
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/FormSelectField';
import { AccountClass } from '../../graphql/types';
import { useAccountPicker } from '../pickers';
import { liabilityTypes } from './accountSchema';

/** "Secured on": the real-asset account a debt is secured on (a mortgage's property), if any. */
export function SecuredOnField() {
  const { t } = useTranslation();
  const accounts = useAccountPicker();
  const options = accounts.accounts
    .filter((a) => a.account_class === AccountClass.Real)
    .map((a) => ({ value: a.id, label: a.name }));
  return (
    <FormSelectField
      name="master_account_id"
      label={t('resources.accounts.fields.securedOn')}
      options={options}
      emptyLabel={t('form.none')}
      disabled={accounts.loading}
      helperText={
        options.length > 0 || accounts.loading
          ? t('resources.accounts.help.securedOn')
          : t('resources.accounts.help.noRealAccount')
      }
    />
  );
}

/** A debt's kind (loan, mortgage, …) and what it is secured on, side by side. */
export function DebtFields() {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      <FormSelectField
        name="account_type"
        label={t('resources.accounts.fields.debtType')}
        required
        options={liabilityTypes.map((type) => ({
          value: type,
          label: t(`resources.accounts.debtType.${type}`),
        }))}
      />
      <SecuredOnField />
    </Stack>
  );
}
