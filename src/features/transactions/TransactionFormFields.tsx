import { useQuery } from '@apollo/client/react';
import { Alert, Grid, InputAdornment, Link } from '@mui/material';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormDateField } from '../../components/form/FormDateField';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { GetCategoriesDocument } from '../../graphql/generated';
import { graphQLErrorMessage } from '../../lib/errors';
import { useAccountPicker } from '../../lib/ledger';
import { MAX_PAGE_SIZE } from '../../lib/listParams';
import { paths } from '../../lib/paths';
import { DESCRIPTION_MAX, transactionTypes, type TransactionEditValues } from './transactionSchema';

/** The variables of the category picker query (tests mock getCategories with exactly these). */
export const categoryPickerVariables = { sort: 'category:asc', limit: MAX_PAGE_SIZE } as const;

export type TransactionFormFieldsProps = {
  /** The account cannot be changed (editing, or adding to a given asset). */
  accountLocked?: boolean;
};

/** The fields of the transaction create and edit forms; a transfer adds the destination account. */
export function TransactionFormFields({ accountLocked = false }: TransactionFormFieldsProps) {
  const { t } = useTranslation();
  const { values } = useFormikContext<TransactionEditValues>();
  const accounts = useAccountPicker();
  const categories = useQuery(GetCategoriesDocument, { variables: categoryPickerVariables });

  const typeOptions = useMemo(
    () => transactionTypes.map((value) => ({ value, label: t(`transactionType.${value}`) })),
    [t],
  );
  const categoryOptions = useMemo(
    () =>
      (categories.data?.getCategories.nodes ?? []).map((c) => ({ value: c.id, label: c.category })),
    [categories.data],
  );
  const destinationOptions = accounts.options.filter((o) => o.value !== values.account_id);
  const ticker = accounts.byId.get(values.account_id)?.instrument?.ticker;
  const unit = ticker
    ? { input: { endAdornment: <InputAdornment position="end">{ticker}</InputAdornment> } }
    : undefined;
  const noAccounts = !accounts.loading && !accounts.error && accounts.accounts.length === 0;

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      {accounts.error && (
        <Grid size={12} sx={{ mb: 2 }}>
          <QueryErrorAlert
            message={graphQLErrorMessage(accounts.error)}
            onRetry={() => void accounts.refetch()}
          />
        </Grid>
      )}
      {noAccounts && (
        <Grid size={12} sx={{ mb: 2 }}>
          <Alert severity="info">
            {t('transactions.form.noAccounts')}{' '}
            <Link component={RouterLink} to={paths.accounts.create}>
              {t('transactions.form.createAccount')}
            </Link>
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="account_id"
          label={t('transactions.fields.account')}
          options={accounts.options}
          disabled={accountLocked || accounts.loading}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="transaction_type"
          label={t('transactions.fields.type')}
          options={typeOptions}
          required
        />
      </Grid>
      {values.transaction_type === 'transfer' && (
        <Grid size={{ xs: 12, sm: 6 }} sx={{ ml: { sm: '50%' } }}>
          <FormSelectField
            name="destination_account_id"
            label={t('transactions.fields.destination')}
            options={destinationOptions}
            helperText={t('transactions.form.destinationHelp')}
            required
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="amount"
          label={t('transactions.fields.amount')}
          required
          slotProps={unit}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="fee"
          label={t('transactions.fields.fee')}
          required
          slotProps={unit}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField name="date" label={t('transactions.fields.date')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="category_id"
          label={t('transactions.fields.category')}
          options={categoryOptions}
          emptyLabel={t('form.none')}
          helperText={t('form.optional')}
          disabled={categories.loading}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="description"
          label={t('transactions.fields.description')}
          required
          multiline
          minRows={2}
          helperText={t('transactions.form.descriptionHelp', { max: DESCRIPTION_MAX })}
        />
      </Grid>
    </Grid>
  );
}
