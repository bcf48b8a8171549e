import { Alert, Link, Stack } from '@mui/material';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormDateField } from '../../components/form/FormDateField';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import type { HeldInstrumentFieldsFragment } from '../Instruments.generated';
import { graphQLErrorMessage } from '../../lib/errors';
import { accountOptionsOf, useAccountPicker } from '../pickers';
import { useLedgerArea } from '../ledgerArea';
import { holdsSecurities, holdsSeveral, useInstrumentOptions } from '../instrumentOptions';
import { InstrumentSearchField } from '../InstrumentSearchField';
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
 * (its value follows the market price and is not entered). A new holding of an account that holds
 * several instruments (a wallet, an exchange, a broker) is held in the one chosen from those the
 * account's class holds, the account's own currency until another is chosen (a broker's searched
 * among the known instruments and the securities provider's); its quantity is written in that
 * instrument's ticker and places, and held from the day given.
 */
export function AssetFormFields({ mode, instrumentId, isReal }: AssetFormFieldsProps) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<AssetEditValues>();
  const accounts = useAccountPicker();
  const area = useLedgerArea();
  // inside an area a new asset goes into one of its accounts (an edit keeps its own)
  const accountOptions = accountOptionsOf(accounts.accounts, area.accountClass, values.account_id);
  const account = accounts.byId.get(values.account_id);
  const real = isReal(values.account_id);
  const creating = mode === 'create';
  // a new holding of an account holding several instruments is held in the one chosen of them
  const picking = creating && !real && holdsSeveral(account?.account_class);
  const held = useInstrumentOptions(account?.account_class, { valueBy: 'id', skip: !picking });
  // a broker's holding is searched for, and may be in a security the provider's search added
  const searched = picking && holdsSecurities(account?.account_class);
  const [added, setAdded] = useState<HeldInstrumentFieldsFragment>();

  // a new holding is in the chosen account's currency until another instrument is chosen
  const shownAccount = useRef(values.account_id);
  useEffect(() => {
    if (!creating || shownAccount.current === values.account_id) return;
    shownAccount.current = values.account_id;
    void setFieldValue('instrument_id', account?.instrument_id ?? '', false);
  }, [creating, values.account_id, account?.instrument_id, setFieldValue]);

  // the account's own currency is always among the choices, even when no longer offered
  const own = account?.instrument ?? undefined;
  const instrumentOptions = useMemo(
    () =>
      own && !held.byId.has(own.id)
        ? [{ value: own.id, label: `${own.ticker} · ${own.name}` }, ...held.options]
        : held.options,
    [own, held.byId, held.options],
  );
  const chosenId = values.instrument_id || account?.instrument_id;
  const chosen =
    chosenId === own?.id ? own : chosenId === added?.id ? added : held.byId.get(chosenId ?? '');
  const ticker = creating
    ? chosen?.ticker
    : instrumentId === account?.instrument_id
      ? account?.instrument?.ticker
      : undefined;
  const optional = creating ? t('form.optional') : undefined;
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
        <>
          {picking && (
            <>
              {held.error && <QueryErrorAlert message={held.error} onRetry={held.retry} />}
              {searched && account ? (
                <InstrumentSearchField
                  name="instrument_id"
                  label={t('resources.assets.fields.instrument')}
                  required
                  accountClass={account.account_class}
                  current={chosen}
                  onAdded={setAdded}
                  helperText={t('resources.assets.instrumentSearch.help')}
                />
              ) : (
                <FormSelectField
                  name="instrument_id"
                  label={t('resources.assets.fields.instrument')}
                  required
                  searchable
                  options={instrumentOptions}
                  disabled={held.loading && instrumentOptions.length === 0}
                  helperText={
                    held.loading ? t('list.loading') : t('resources.assets.help.instrument')
                  }
                />
              )}
            </>
          )}
          <FormDecimalField
            key="balance"
            name="balance"
            label={t('resources.assets.fields.balance')}
            required
            helperText={
              creating && chosen
                ? t('resources.assets.help.quantityIn', {
                    ticker: chosen.ticker,
                    count: chosen.decimals,
                  })
                : t('resources.assets.help.balance')
            }
            unit={ticker}
          />
          {creating && (
            <FormDateField
              name="date"
              label={t('resources.assets.fields.heldSince')}
              required
              helperText={t('resources.assets.help.heldSince')}
            />
          )}
        </>
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
