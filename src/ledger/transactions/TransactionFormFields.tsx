import { Alert, Grid, Link } from '@mui/material';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormDateField } from '../../components/form/FormDateField';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { graphQLErrorMessage } from '../../lib/errors';
import { divideDecimal } from '../../lib/decimal';
import { formatNumber, priceDigits } from '../../lib/format';
import { CategoryField } from '../CategoryField';
import { accountOptionsOf, useAccountPicker } from '../pickers';
import { useLedgerArea } from '../ledgerArea';
import { DECIMAL_PATTERN } from '../../lib/validation';
import {
  DESCRIPTION_MAX,
  needsDestinationAmount,
  transactionTypes,
  type CurrencyOf,
  type TransactionEditValues,
} from './transactionSchema';

export type TransactionFormFieldsProps = {
  /** The account cannot be changed (editing, or adding to a given asset). */
  accountLocked?: boolean;
};

/** The accounts' currencies for the forms' rules (a transfer between currencies). */
export function useAccountCurrencies() {
  const accounts = useAccountPicker();
  const { byId } = accounts;
  const currencyOf = useMemo<CurrencyOf>(
    () => (accountId) => byId.get(accountId)?.instrument_id,
    [byId],
  );
  return { accounts, currencyOf };
}

/** "1 USD = 0.92 EUR": the rate implied by the amount sent and the amount received. */
export function impliedRate(amount: string, received: string, locale: string): string | null {
  const sent = amount.trim();
  const got = received.trim();
  if (!DECIMAL_PATTERN.test(sent) || !DECIMAL_PATTERN.test(got)) return null;
  const rate = divideDecimal(got, sent, 12);
  if (rate === null || !/[1-9]/u.test(rate) || rate.startsWith('-')) return null;
  // exact quotient, rounded for display only, as every rate is shown
  return formatNumber(rate, locale, { maximumFractionDigits: priceDigits(rate) });
}

/**
 * The fields of the transaction create and edit forms; a transfer adds the destination account,
 * and a transfer into another currency the amount received, with the rate it implies. Inside an
 * area the source account is one of the area's class.
 */
export function TransactionFormFields({ accountLocked = false }: TransactionFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<TransactionEditValues>();
  const { accounts, currencyOf } = useAccountCurrencies();
  const area = useLedgerArea();

  const typeOptions = useMemo(
    () => transactionTypes.map((value) => ({ value, label: t(`transactionType.${value}`) })),
    [t],
  );
  const destinationOptions = accounts.options.filter((o) => o.value !== values.account_id);
  // inside an area a new transaction starts from one of its accounts (an edit keeps its own)
  const sourceOptions = accountOptionsOf(
    accounts.accounts,
    accountLocked ? null : area.accountClass,
    values.account_id,
  );
  const ticker = accounts.byId.get(values.account_id)?.instrument?.ticker;
  const noAccounts = !accounts.loading && !accounts.error && sourceOptions.length === 0;
  const crossCurrency = needsDestinationAmount(values, currencyOf);
  const destinationTicker = accounts.byId.get(values.destination_account_id)?.instrument?.ticker;
  const rate = crossCurrency
    ? impliedRate(values.amount, values.destination_amount, i18n.language)
    : null;

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
            {t('resources.transactions.form.noAccounts')}{' '}
            <Link component={RouterLink} to={area.accounts.create}>
              {t('resources.transactions.form.createAccount')}
            </Link>
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="account_id"
          label={t('resources.transactions.fields.account')}
          options={sourceOptions}
          disabled={accountLocked || accounts.loading}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="transaction_type"
          label={t('resources.transactions.fields.type')}
          options={typeOptions}
          required
        />
      </Grid>
      {values.transaction_type === 'transfer' && (
        <Grid size={{ xs: 12, sm: 6 }} offset={{ sm: 6 }}>
          <FormSelectField
            name="destination_account_id"
            label={t('resources.transactions.fields.destination')}
            options={destinationOptions}
            helperText={t('resources.transactions.form.destinationHelp')}
            required
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="amount"
          label={t('resources.transactions.fields.amount')}
          required
          unit={ticker}
        />
      </Grid>
      {crossCurrency && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDecimalField
            name="destination_amount"
            label={t('resources.transactions.fields.destinationAmount', {
              currency: destinationTicker,
            })}
            required
            unit={destinationTicker}
            helperText={
              rate
                ? t('resources.transactions.form.impliedRate', {
                    from: ticker,
                    rate,
                    to: destinationTicker,
                  })
                : t('resources.transactions.form.destinationAmountHelp', {
                    from: ticker,
                    to: destinationTicker,
                  })
            }
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="fee"
          label={t('resources.transactions.fields.fee')}
          required
          unit={ticker}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField name="date" label={t('resources.transactions.fields.date')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CategoryField
          label={t('resources.transactions.fields.category')}
          helperText={t('form.optional')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="payee"
          label={t('resources.transactions.fields.payee')}
          helperText={t('form.optional')}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="description"
          label={t('resources.transactions.fields.description')}
          required
          multiline
          minRows={2}
          helperText={t('resources.transactions.form.descriptionHelp', { max: DESCRIPTION_MAX })}
        />
      </Grid>
    </Grid>
  );
}
