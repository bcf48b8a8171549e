import { Alert, Button, Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { answerFailure } from '../../lib/errors';
import { LoadingRows } from '../../resource/RecordLoadState';
import { ResourceCreateForm } from '../../resource/ResourceCreateForm';
import { ResourceCreatePage } from '../../resource/ResourceCreatePage';
import { accountsResource } from './accountsResource';
import { useVenues, venueAccountForm } from './venueAccountForm';

type Mode = 'manual' | 'venue';

/**
 * /accounts/create: a Manual Account (the resource's own form) or a Venue Account (the mode is
 * kept in the URL). Inside an area (/cash/create, /banking/accounts/create, …) a manual account
 * has the area's class.
 */
export function AccountCreatePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'venue' ? 'venue' : 'manual';
  const setMode = (next: Mode) =>
    setSearchParams(next === 'manual' ? {} : { mode: next }, { replace: true });

  return (
    <ResourceCreatePage resource={accountsResource}>
      <Tabs
        value={mode}
        onChange={(_, next: Mode) => setMode(next)}
        variant="fullWidth"
        aria-label={t('resources.accounts.create.mode')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="manual"
          label={t('resources.accounts.create.manual')}
          id="account-mode-manual"
        />
        <Tab value="venue" label={t('resources.accounts.create.venue')} id="account-mode-venue" />
      </Tabs>
      <Paper
        elevation={0}
        role="tabpanel"
        aria-labelledby={`account-mode-${mode}`}
        sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'transparent' }}
      >
        {mode === 'manual' ? (
          <ResourceCreateForm resource={accountsResource} />
        ) : (
          <VenueAccountCreate onManual={() => setMode('manual')} />
        )}
      </Paper>
    </ResourceCreatePage>
  );
}

/** The venue tab: the venue account's form once the venues are known, if there are any. */
function VenueAccountCreate({ onManual }: { onManual: () => void }) {
  const { t } = useTranslation();
  const { query, answer, venues } = useVenues();
  const loadError = answerFailure(query.error, answer, t('list.loadFailed'));

  if (query.loading && !answer) return <LoadingRows variant="form" />;
  if (loadError)
    return <QueryErrorAlert message={loadError} onRetry={() => void query.refetch()} />;
  if (venues.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onManual}>
            {t('resources.accounts.create.manual')}
          </Button>
        }
      >
        {t('resources.accounts.venue.none')}
      </Alert>
    );
  }
  return <ResourceCreateForm resource={accountsResource} form={venueAccountForm} />;
}
