import { Box, Stack } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../../components/form/submitMutation';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import {
  CreateAccountDocument,
  type AccountClass as AccountClassValue,
  type AccountType,
} from '../../graphql/generated';
import { accountClasses } from '../../lib/accountKinds';
import { assertSuccess } from '../../lib/errors';
import {
  emptyManualAccount,
  isLiability,
  manualAccountSchema,
  owedToValue,
  type ManualAccountValues,
} from './accountSchema';
import { AccountFormActions } from './AccountFormActions';
import { AccountDescriptionField, AccountNameField } from './AccountTextFields';
import { DebtFields } from './DebtFields';
import { useOpenCreatedAccount } from './useOpenCreatedAccount';
import { useCurrencyOptions } from './useCurrencyOptions';

function ManualAccountFields({ classLocked }: { classLocked: boolean }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ManualAccountValues>();
  const currencies = useCurrencyOptions(values.account_class);
  const debt = isLiability(values.account_class);

  // another class holds other instruments: the chosen one no longer applies
  const shownClass = useRef(values.account_class);
  useEffect(() => {
    if (shownClass.current === values.account_class) return;
    shownClass.current = values.account_class;
    void setFieldValue('instrument_id', '', false);
  }, [values.account_class, setFieldValue]);

  return (
    <Stack spacing={1}>
      <FormStatusAlert />
      <AccountNameField />
      <FormSelectField
        name="account_class"
        label={t('accounts.fields.class')}
        required
        disabled={classLocked}
        options={accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) }))}
      />
      {currencies.error && (
        <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <FormSelectField
          name="instrument_id"
          label={t('accounts.fields.currency')}
          required
          options={currencies.options}
          disabled={
            !values.account_class || (currencies.loading && currencies.options.length === 0)
          }
          helperText={
            !values.account_class
              ? t('accounts.help.chooseClass')
              : currencies.loading
                ? t('list.loading')
                : undefined
          }
        />
        <FormDecimalField
          name="value"
          label={debt ? t('accounts.fields.owed') : t('accounts.fields.balance')}
          required
          helperText={debt ? t('accounts.help.owed') : t('accounts.help.balance')}
        />
      </Stack>
      {debt && <DebtFields />}
      <AccountDescriptionField />
    </Stack>
  );
}

export type ManualAccountFormProps = {
  onCancel: () => void;
  /** The class every account made here has (an area's create page): preset and fixed. */
  accountClass?: AccountClassValue | null;
};

/**
 * A manual account: name, class, an instrument of that class, balance and an optional description.
 * A debt (liability) asks for the amount owed (sent negated), its kind and what it is secured on.
 */
export function ManualAccountForm({ onCancel, accountClass }: ManualAccountFormProps) {
  const [create] = useMutation(CreateAccountDocument);
  const opened = useOpenCreatedAccount();

  const submit = async (
    values: ManualAccountValues,
    helpers: FormikHelpers<ManualAccountValues>,
  ) => {
    await submitMutation(helpers, async () => {
      const debt = isLiability(values.account_class);
      const { data } = await create({
        variables: {
          name: values.name.trim(),
          instrument_id: values.instrument_id,
          value: debt ? owedToValue(values.value) : values.value.trim(),
          account_class: values.account_class as AccountClassValue,
          description: values.description.trim() || null,
          ...(debt && {
            account_type: values.account_type as AccountType,
            master_account_id: values.master_account_id || null,
          }),
        },
      });
      const created = assertSuccess(data?.createAccount);
      opened(created.account);
    });
  };

  return (
    <Formik
      initialValues={{ ...emptyManualAccount, account_class: accountClass ?? '' }}
      validationSchema={manualAccountSchema}
      onSubmit={submit}
    >
      {({ handleSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <FormUnsavedChangesGuard />
          <ManualAccountFields classLocked={Boolean(accountClass)} />
          <AccountFormActions onCancel={onCancel} />
        </Box>
      )}
    </Formik>
  );
}
