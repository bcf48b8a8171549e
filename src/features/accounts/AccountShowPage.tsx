import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BalanceHistoryCard } from '../../components/BalanceHistoryCard';
import { UsdValue } from '../../components/UsdValue';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { ShowPageActions } from '../../components/ShowPageActions';
import { formatMoney } from '../../lib/amounts';
import { formatDateTime } from '../../lib/dates';
import { useLedgerArea } from '../../lib/ledgerArea';
import { RecordTransactions } from '../../components/TransactionsSection';
import { useAccount } from './useAccount';
import { useDeleteAccount } from './useDeleteAccount';
import { useSyncAccount } from './useSyncAccount';

/**
 * /accounts/show/:id: the account's details, its balance over time and its transactions; edit and
 * delete, and for an account linked at a venue, sync its balances now.
 */
export function AccountShowPage() {
  const { t, i18n } = useTranslation();
  // the links stay inside the area the page is shown in (/crypto/show/:id, …)
  const paths = useLedgerArea();
  const locale = i18n.language;
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // what linking a venue account said (its first sync), handed over by the create form
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { account, loading, failure, retry } = useAccount(id);
  const { sync, syncing, outcome } = useSyncAccount(id);
  const { ask, dialog } = useDeleteAccount(() => navigate(paths.accounts.list, { replace: true }));

  const currency = { ticker: account?.instrument?.ticker, decimals: account?.instrument?.decimals };

  return (
    <>
      <PageHeader
        title={account?.name ?? (loading ? <Skeleton width={240} /> : t('accounts.show.title'))}
        subtitle={
          account &&
          `${t(`accountClass.${account.account_class}`)} · ${t(`accountType.${account.account_type}`)}`
        }
        actions={
          account && (
            <>
              {account.venue_id && (
                <Button
                  variant="outlined"
                  startIcon={<SyncOutlined />}
                  onClick={() => void sync()}
                  disabled={syncing}
                >
                  {syncing ? t('accounts.sync.running') : t('accounts.sync.button')}
                </Button>
              )}
              <ShowPageActions
                editTo={paths.accounts.edit(account.id)}
                onDelete={() => ask(account)}
              />
            </>
          )
        }
      />
      {notice && !outcome && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {outcome && <Stack sx={{ mb: 2 }}>{outcome}</Stack>}
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={retry} />
      ) : !account ? (
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true" aria-label={t('list.loading')}>
          <Stack spacing={1.5}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} width={`${60 - i * 5}%`} />
            ))}
          </Stack>
        </Paper>
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" color="textSecondary">
              {t('accounts.fields.balance')}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ mb: 3, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {formatMoney(account.value, currency, locale)}
            </Typography>
            {currency.ticker !== 'USD' && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: -2.5, mb: 3 }}>
                {t('accounts.fields.valueUsd')}: <UsdValue value={account.value_usd} />
              </Typography>
            )}
            <DetailList
              items={[
                { label: t('accounts.fields.name'), value: account.name },
                {
                  label: t('accounts.fields.class'),
                  value: t(`accountClass.${account.account_class}`),
                },
                {
                  label: t('accounts.fields.type'),
                  value: t(`accountType.${account.account_type}`),
                },
                {
                  label: t('accounts.fields.currency'),
                  value: account.instrument
                    ? `${account.instrument.ticker} · ${account.instrument.name}`
                    : '',
                },
                {
                  label: t('accounts.fields.initialBalance'),
                  value: formatMoney(account.initial_value, currency, locale),
                },
                ...(account.venue
                  ? [{ label: t('accounts.fields.venue'), value: account.venue.name }]
                  : []),
                { label: t('accounts.fields.description'), value: account.description },
                {
                  label: t('accounts.fields.status'),
                  value: account.status
                    ? t('accounts.status.active')
                    : t('accounts.status.inactive'),
                },
                {
                  label: t('accounts.fields.created'),
                  value: formatDateTime(account.created_at, locale),
                },
                {
                  label: t('accounts.fields.updated'),
                  value: formatDateTime(account.updated_at, locale),
                },
              ]}
            />
          </Paper>
          <BalanceHistoryCard scope={{ account_id: account.id }} currency={currency} />
          <RecordTransactions
            account_id={account.id}
            statements={account.account_class === 'bank'}
          />
        </Stack>
      )}
      {dialog}
    </>
  );
}
