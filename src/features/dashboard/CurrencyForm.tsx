// The first dashboard's currency select (CurrencyChoice's Change): the searchable select of the
// settings, saving the chosen currency at once through updateMe (saveMe, as the settings do), so
// that every figure is asked for again in it.
import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormSelectField } from '../../components/form/FormSelectField';
import { useAutoSave } from '../../components/form/useAutoSave';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { AccountClass } from '../../graphql/types';
import { saveMe } from '../../ledger/baseCurrency';
import { useInstrumentOptions } from '../../ledger/instrumentOptions';

type Values = { base_currency: string };

/** The select, saving the currency chosen; `onDone` once saved (or on Cancel). */
function CurrencySelect({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const currencies = useInstrumentOptions(AccountClass.Bank, { valueBy: 'ticker' });
  const autoSave = useAutoSave<Values>({
    delay: 0,
    save: async ({ base_currency }) => {
      const saved = await saveMe(client, { base_currency });
      return saved ? { base_currency: saved.base_currency.ticker } : undefined;
    },
  });
  useEffect(() => {
    if (autoSave.status === 'saved') onDone();
  }, [autoSave.status, onDone]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={autoSave.handleSubmit}
      aria-label={t('dashboard.currency.change')}
      sx={{ width: '100%', maxWidth: 380, textAlign: 'left' }}
    >
      {currencies.error && (
        <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
      )}
      {autoSave.status === 'error' && autoSave.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {autoSave.error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormSelectField
          name="base_currency"
          label={t('settings.fields.baseCurrency')}
          searchable
          autoFocus
          options={currencies.options}
          // typed text would be replaced when the currencies arrive: nothing to type into till then
          disabled={autoSave.status === 'saving' || currencies.options.length === 0}
          helperText={currencies.loading ? t('list.loading') : t('dashboard.currency.help')}
        />
        <Button onClick={onDone} sx={{ mt: 0.25, flexShrink: 0 }}>
          {t('form.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/** `currency`: the ticker the person's figures are shown in now. */
export function CurrencyForm({ currency, onDone }: { currency: string; onDone: () => void }) {
  const schema = useMemo(
    () => yup.object({ base_currency: yup.string().required('validation.required') }),
    [],
  );
  return (
    <Formik<Values>
      initialValues={{ base_currency: currency }}
      validationSchema={schema}
      onSubmit={() => {}}
    >
      <CurrencySelect onDone={onDone} />
    </Formik>
  );
}
