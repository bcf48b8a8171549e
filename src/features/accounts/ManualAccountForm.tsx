import { Box, Stack } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../../components/form/submitMutation';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { CreateAccountDocument, type AccountClass } from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import {
  accountClasses,
  emptyManualAccount,
  manualAccountSchema,
  type ManualAccountValues,
} from './accountSchema';
import { AccountFormActions } from './AccountFormActions';
import { AccountDescriptionField, AccountNameField } from './AccountTextFields';
import { useOpenCreatedAccount } from './useOpenCreatedAccount';
import { useCurrencyOptions } from './useCurrencyOptions';

/** A manual account: name, currency, balance, class and an optional description. */
export function ManualAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const currencies = useCurrencyOptions();
  const [create] = useMutation(CreateAccountDocument);
  const opened = useOpenCreatedAccount();

  const submit = async (
    values: ManualAccountValues,
    helpers: FormikHelpers<ManualAccountValues>,
  ) => {
    await submitMutation(helpers, async () => {
      const { data } = await create({
        variables: {
          name: values.name.trim(),
          instrument_id: values.instrument_id,
          value: values.value.trim(),
          account_class: values.account_class as AccountClass,
          description: values.description.trim() || null,
        },
      });
      const created = assertSuccess(data?.createAccount);
      opened(created.account);
    });
  };

  return (
    <Formik
      initialValues={emptyManualAccount}
      validationSchema={manualAccountSchema}
      onSubmit={submit}
    >
      {({ handleSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <FormUnsavedChangesGuard />
          <Stack spacing={1}>
            <FormStatusAlert />
            <AccountNameField />
            {currencies.error && (
              <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              <FormSelectField
                name="instrument_id"
                label={t('accounts.fields.currency')}
                required
                options={currencies.options}
                disabled={currencies.loading && currencies.options.length === 0}
                helperText={currencies.loading ? t('list.loading') : undefined}
              />
              <FormDecimalField
                name="value"
                label={t('accounts.fields.balance')}
                required
                helperText={t('accounts.help.balance')}
              />
            </Stack>
            <FormSelectField
              name="account_class"
              label={t('accounts.fields.class')}
              required
              options={accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) }))}
            />
            <AccountDescriptionField />
          </Stack>
          <AccountFormActions onCancel={onCancel} />
        </Box>
      )}
    </Formik>
  );
}
