// The signed-in person's own settings: their name, the currency their figures are shown in and the
// language of their mails, saved as they change (the one auto-saving edit form) through updateMe.
// Not a resource of src/resource/: the person is one record without a list, an address of its own,
// a show page or a removal; the page composes the edit form's parts around getMe's user instead.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Stack } from '@mui/material';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoSaveForm } from '../../components/form/AutoSaveForm';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { GetMeDocument, type MeFieldsFragment } from '../../graphql/Session.generated';
import { AccountClass } from '../../graphql/types';
import { saveMe } from '../../ledger/baseCurrency';
import { useInstrumentOptions, type InstrumentOptions } from '../../ledger/instrumentOptions';
import { answerFailure } from '../../lib/errors';
import { supportedLanguages } from '../../lib/language';
import { paths } from '../../lib/paths';
import { RecordSkeleton } from '../../resource/RecordLoadState';
import {
  settingsSchema,
  settingsValues,
  settingsVariables,
  type SettingsValues,
} from './settingsSchema';

function SettingsFields({ currencies }: { currencies: InstrumentOptions }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <FormTextField
        name="fullname"
        label={t('settings.fields.fullname')}
        required
        autoComplete="name"
      />
      {currencies.error && (
        <QueryErrorAlert message={currencies.error} onRetry={currencies.retry} />
      )}
      <FormSelectField
        name="base_currency"
        label={t('settings.fields.baseCurrency')}
        required
        searchable
        options={currencies.options}
        disabled={currencies.loading && currencies.options.length === 0}
        helperText={currencies.loading ? t('list.loading') : t('settings.help.baseCurrency')}
      />
      <FormSelectField
        name="language"
        label={t('settings.fields.language')}
        required
        options={supportedLanguages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
        helperText={t('settings.help.language')}
      />
    </Stack>
  );
}

function SettingsForm({ me }: { me: MeFieldsFragment }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const currencies = useInstrumentOptions(AccountClass.Bank, { valueBy: 'ticker' });
  const schema = useMemo(() => settingsSchema(currencies.tickers), [currencies.tickers]);
  // the values the form opened with; getMe asked again after a save does not reset what is typed
  const [initialValues] = useState(() => settingsValues(me));
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={() => {}}>
      <AutoSaveForm<SettingsValues>
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        doneTo={paths.dashboard}
        save={async (values) => {
          const saved = await saveMe(client, settingsVariables(values));
          return saved ? settingsValues(saved) : undefined;
        }}
      >
        <SettingsFields currencies={currencies} />
      </AutoSaveForm>
    </Formik>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  // asked again on every visit: the settings may have changed in another tab
  const query = useQuery(GetMeDocument, { fetchPolicy: 'cache-and-network' });
  const answer = query.data?.getMe;
  const failure = answerFailure(query.error, answer, t('settings.loadFailed'));
  if (failure) {
    return (
      <>
        <PageHeader title={t('settings.title')} />
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!answer?.user) return <RecordSkeleton variant="form" />;
  return <SettingsForm key={answer.user.uuid} me={answer.user} />;
}
