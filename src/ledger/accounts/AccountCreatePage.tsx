import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResourceCreateForm } from '../../resource/ResourceCreateForm';
import { ResourceCreatePage } from '../../resource/ResourceCreatePage';
import { useLedgerArea } from '../ledgerArea';
import { accountsResource } from './accountsResource';
import { VenueAccountForm } from './VenueAccountForm';

type Mode = 'manual' | 'venue';

/**
 * /accounts/create: a Manual Account (the resource's own form) or a Venue Account (the mode is
 * kept in the URL). Inside an area (/cash/create, /banking/accounts/create, …) a manual account
 * has the area's class.
 */
export function AccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useLedgerArea();
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
          <VenueAccountForm
            onCancel={() => navigate(area.accounts.list)}
            onManual={() => setMode('manual')}
          />
        )}
      </Paper>
    </ResourceCreatePage>
  );
}
