// The account form: a new manual account (name, class, currency, balance, description; a debt's
// kind and security) and an account's edit form. Loaded with the create and edit pages only.
import { useApolloClient } from '@apollo/client/react';
import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { AccountFieldsFragment } from '../../graphql/fragments.generated';
import type { AccountClass, AccountType } from '../../graphql/types';
import { CreateAccountDocument, UpdateAccountDocument } from './Accounts.generated';
import { negateDecimal } from '../../lib/decimal';
import { assertSuccess } from '../../lib/errors';
import type { ResourceForm, FormMode, ResourceFormModel } from '../../resource/resource';
import { accountClasses } from '../accountKinds';
import { useLedgerArea } from '../ledgerArea';
import {
  accountEditSchemaFor,
  emptyManualAccount,
  hasAccountNumber,
  isLiability,
  manualAccountSchema,
  owedToValue,
  type AccountValues,
} from './accountSchema';
import { AccountDescriptionField, AccountNameField, AccountNumberField } from './AccountTextFields';
import { DebtFields } from './DebtFields';
import { useInstrumentOptions } from '../instrumentOptions';

type Account = AccountFieldsFragment;

/**
 * A new account: name, class (an area's, fixed), an instrument of that class, balance and an
 * optional description; a debt also its kind and what it is secured on.
 */
function CreateFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<AccountValues>();
  const { accountClass } = useLedgerArea();
  const currencies = useInstrumentOptions(values.account_class, { valueBy: 'id' });
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
      <AccountNameField />
      <FormSelectField
        name="account_class"
        label={t('resources.accounts.fields.class')}
        required
        disabled={Boolean(accountClass)}
        options={accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) }))}
      />
      {currencies.error && (
        <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <FormSelectField
          name="instrument_id"
          label={t('resources.accounts.fields.currency')}
          required
          searchable
          options={currencies.options}
          disabled={
            !values.account_class || (currencies.loading && currencies.options.length === 0)
          }
          helperText={
            !values.account_class
              ? t('resources.accounts.help.chooseClass')
              : currencies.loading
                ? t('list.loading')
                : undefined
          }
        />
        <FormDecimalField
          name="value"
          label={
            debt ? t('resources.accounts.fields.owed') : t('resources.accounts.fields.balance')
          }
          required
          helperText={
            debt ? t('resources.accounts.help.owed') : t('resources.accounts.help.balance')
          }
        />
      </Stack>
      {debt && <DebtFields />}
      {hasAccountNumber(values.account_class) && <AccountNumberField />}
      <AccountDescriptionField />
    </Stack>
  );
}

/** An account's name, balance, initial balance, currency and description (now required). */
function EditFields({ record: account }: { record: Account }) {
  const { t } = useTranslation();
  const debt = isLiability(account.account_class);
  const currencies = useInstrumentOptions(account.account_class, { valueBy: 'id' });
  return (
    <Stack spacing={1}>
      <AccountNameField />
      {currencies.error && (
        <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
      )}
      <FormSelectField
        name="instrument_id"
        label={t('resources.accounts.fields.currency')}
        required
        searchable
        options={currencies.options}
        helperText={t('resources.accounts.help.currency')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <FormDecimalField
          name="value"
          label={
            debt ? t('resources.accounts.fields.owed') : t('resources.accounts.fields.balance')
          }
          required
          helperText={t('resources.accounts.help.editBalance')}
        />
        <FormDecimalField
          name="initial_value"
          label={
            debt
              ? t('resources.accounts.fields.initialOwed')
              : t('resources.accounts.fields.initialBalance')
          }
          required
          helperText={t('resources.accounts.help.initialBalance')}
        />
      </Stack>
      {debt && <DebtFields />}
      {hasAccountNumber(account.account_class) && <AccountNumberField />}
      <AccountDescriptionField required />
    </Stack>
  );
}

function AccountFields({ mode, record }: { mode: FormMode; record?: Account }) {
  return mode === 'edit' && record ? <EditFields record={record} /> : <CreateFields />;
}

/** The form's values; a debt's (negative) balances are shown as the amount owed. */
const toValues = (account: Account): AccountValues => {
  const debt = isLiability(account.account_class);
  return {
    name: account.name,
    account_class: account.account_class,
    value: debt ? negateDecimal(account.value) : account.value,
    initial_value: debt ? negateDecimal(account.initial_value) : account.initial_value,
    instrument_id: account.instrument_id,
    description: account.description ?? '',
    account_type: account.account_type,
    master_account_id: account.master_account_id ?? '',
    account_number: account.account_number ?? '',
  };
};

/** A debt's kind and what it is secured on, as the API takes them. */
const debtVariables = (values: AccountValues) => ({
  account_type: values.account_type as AccountType,
  master_account_id: values.master_account_id || null,
});

/**
 * The account's number where its class has one: a new account's when given, an edited one's
 * always (null takes it away).
 */
const numberVariables = (accountClass: string, values: AccountValues, edited: boolean) => {
  const number = values.account_number.trim();
  if (!hasAccountNumber(accountClass) || (!edited && !number)) return {};
  return { account_number: number || null };
};

function useAccountModel(
  _mode: FormMode,
  account?: Account,
): ResourceFormModel<Account, AccountValues> {
  const client = useApolloClient();
  const { accountClass } = useLedgerArea();
  return {
    schema: account
      ? accountEditSchemaFor(isLiability(account.account_class))
      : manualAccountSchema,
    initialValues: account
      ? toValues(account)
      : { ...emptyManualAccount, initial_value: '', account_class: accountClass ?? '' },
    create: async (values) => {
      const debt = isLiability(values.account_class);
      const { data } = await client.mutate({
        mutation: CreateAccountDocument,
        variables: {
          name: values.name.trim(),
          instrument_id: values.instrument_id,
          value: debt ? owedToValue(values.value) : values.value.trim(),
          account_class: values.account_class as AccountClass,
          description: values.description.trim() || null,
          ...(debt && debtVariables(values)),
          ...numberVariables(values.account_class, values, false),
        },
      });
      return { record: assertSuccess(data?.createAccount).account };
    },
    update: async (values) => {
      const debt = isLiability(account!.account_class);
      const { data } = await client.mutate({
        mutation: UpdateAccountDocument,
        variables: {
          id: account!.id,
          name: values.name.trim(),
          value: debt ? owedToValue(values.value) : values.value.trim(),
          initial_value: debt ? owedToValue(values.initial_value) : values.initial_value.trim(),
          instrument_id: values.instrument_id,
          description: values.description.trim(),
          ...(debt && debtVariables(values)),
          ...numberVariables(account!.account_class, values, true),
        },
      });
      const saved = assertSuccess(data?.updateAccount).account;
      return saved ? toValues(saved) : undefined;
    },
  };
}

export const accountForm: ResourceForm<Account, AccountValues> = {
  Fields: AccountFields,
  useModel: useAccountModel,
};
