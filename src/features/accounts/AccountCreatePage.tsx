import { Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useLedgerArea } from '../../lib/ledgerArea';
import { ManualAccountForm } from './ManualAccountForm';
import { VenueAccountForm } from './VenueAccountForm';

type Mode = 'manual' | 'venue';

/**
 * /accounts/create: a Manual Account or a Venue Account (the mode is kept in the URL). Inside an
 * area (/cash/create, /banking/accounts/create, …) a manual account has the area's class.
 */
export function AccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useLedgerArea();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'venue' ? 'venue' : 'manual';
  const setMode = (next: Mode) =>
    setSearchParams(next === 'manual' ? {} : { mode: next }, { replace: true });
  const cancel = () => navigate(area.accounts.list);

  return (
    <>
      <PageHeader title={t('accounts.create.title')} subtitle={t('accounts.create.subtitle')} />
      <Paper variant="outlined" sx={{ maxWidth: 720 }}>
        <Tabs
          value={mode}
          onChange={(_, next: Mode) => setMode(next)}
          variant="fullWidth"
          aria-label={t('accounts.create.mode')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="manual" label={t('accounts.create.manual')} id="account-mode-manual" />
          <Tab value="venue" label={t('accounts.create.venue')} id="account-mode-venue" />
        </Tabs>
        <Paper
          elevation={0}
          role="tabpanel"
          aria-labelledby={`account-mode-${mode}`}
          sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'transparent' }}
        >
          {mode === 'manual' ? (
            <ManualAccountForm onCancel={cancel} accountClass={area.accountClass} />
          ) : (
            <VenueAccountForm onCancel={cancel} onManual={() => setMode('manual')} />
          )}
        </Paper>
      </Paper>
    </>
  );
}
