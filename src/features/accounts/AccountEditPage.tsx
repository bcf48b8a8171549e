import { Alert, Box, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { EditFormActions } from '../../components/form/EditFormActions';
import { AutoSaveIndicator } from '../../components/AutoSaveIndicator';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { useAutoSave } from '../../components/form/useAutoSave';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import {
  UpdateAccountDocument,
  type AccountFieldsFragment,
  type AccountType,
} from '../../graphql/generated';
import { negateDecimal } from '../../lib/decimal';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import {
  accountEditSchemaFor,
  isLiability,
  owedToValue,
  type AccountEditValues,
} from './accountSchema';
import { AccountDescriptionField, AccountNameField } from './AccountTextFields';
import { DebtFields } from './DebtFields';
import { useAccount } from './useAccount';
import { useCurrencyOptions } from './useCurrencyOptions';

/** The form's values; a debt's (negative) balances are shown as the amount owed. */
const toValues = (account: AccountFieldsFragment): AccountEditValues => {
  const debt = isLiability(account.account_class);
  return {
    name: account.name,
    value: debt ? negateDecimal(account.value) : account.value,
    initial_value: debt ? negateDecimal(account.initial_value) : account.initial_value,
    instrument_id: account.instrument_id,
    description: account.description ?? '',
    account_type: account.account_type,
    master_account_id: account.master_account_id ?? '',
  };
};

function EditForm({ account }: { account: AccountFieldsFragment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useLedgerArea();
  const debt = isLiability(account.account_class);
  const currencies = useCurrencyOptions(account.account_class);
  const [update, { client }] = useMutation(UpdateAccountDocument);
  const autoSave = useAutoSave<AccountEditValues>({
    onSubmitted: () => navigate(area.accounts.show(account.id)),
    save: async (values) => {
      const { data } = await update({
        variables: {
          id: account.id,
          name: values.name.trim(),
          value: debt ? owedToValue(values.value) : values.value.trim(),
          initial_value: debt ? owedToValue(values.initial_value) : values.initial_value.trim(),
          instrument_id: values.instrument_id,
          description: values.description.trim(),
          ...(debt && {
            account_type: values.account_type as AccountType,
            master_account_id: values.master_account_id || null,
          }),
        },
      });
      const saved = assertSuccess(data?.updateAccount);
      // balances moved: other screens ask again; this form keeps its record and currencies
      evictLedgerQueries(client.cache, ['getAccount']);
      return saved.account ? toValues(saved.account) : undefined;
    },
  });

  return (
    <Box component="form" noValidate onSubmit={autoSave.handleSubmit}>
      <FormUnsavedChangesGuard />
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 2,
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <AutoSaveIndicator status={autoSave.status} error={autoSave.error} />
      </Stack>
      {autoSave.status === 'error' && autoSave.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {autoSave.error}
        </Alert>
      )}
      <Stack spacing={1}>
        <AccountNameField />
        {currencies.error && (
          <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
        )}
        <FormSelectField
          name="instrument_id"
          label={t('accounts.fields.currency')}
          required
          options={currencies.options}
          helperText={t('accounts.help.currency')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <FormDecimalField
            name="value"
            label={debt ? t('accounts.fields.owed') : t('accounts.fields.balance')}
            required
            helperText={t('accounts.help.editBalance')}
          />
          <FormDecimalField
            name="initial_value"
            label={debt ? t('accounts.fields.initialOwed') : t('accounts.fields.initialBalance')}
            required
            helperText={t('accounts.help.initialBalance')}
          />
        </Stack>
        {debt && <DebtFields />}
        <AccountDescriptionField required />
      </Stack>
      <EditFormActions
        doneTo={area.accounts.show(account.id)}
        doneLabel={t('accounts.edit.done')}
        saving={autoSave.status === 'saving'}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}

/** /accounts/edit/:id: name, balance, initial balance, currency and description; saved on submit
 * and automatically after each valid change. */
export function AccountEditPage() {
  const { t } = useTranslation();
  const area = useLedgerArea();
  const { id = '' } = useParams();
  const { account, loading, failure, retry } = useAccount(id);

  return (
    <>
      <PageHeader
        title={t('accounts.edit.title')}
        subtitle={account?.name ?? (loading ? <Skeleton width={200} /> : undefined)}
        actions={
          account && (
            <Button component={RouterLink} to={area.accounts.show(account.id)} variant="outlined">
              {t('list.show')}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {failure ? (
          <QueryErrorAlert message={failure} onRetry={retry} />
        ) : !account ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('list.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : (
          <Formik
            key={account.id}
            initialValues={toValues(account)}
            validationSchema={accountEditSchemaFor(isLiability(account.account_class))}
            onSubmit={() => {}}
          >
            <EditForm account={account} />
          </Formik>
        )}
      </Paper>
    </>
  );
}
