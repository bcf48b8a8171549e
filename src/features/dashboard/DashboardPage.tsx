// The signed-in home: the net worth and its change, its history, one card per asset class, the
// allocation, the largest crypto holdings, this and last month's money in and out and the latest
// transactions, in the currency the summary says. Someone without any holdings is welcomed with
// the way to their first account instead of a page of zeros, and the currency their figures will
// be shown in, to change at once. The cards below the fold of a phone are drawn as they come near
// (WhenNearViewport).
import AddOutlined from '@mui/icons-material/AddOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { useQuery } from '@apollo/client/react';
import { Button, Grid, Paper, Stack } from '@mui/material';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { GetDashboardSummaryDocument } from './Dashboard.generated';
import { GetMeDocument } from '../../graphql/Session.generated';
import { answerFailure } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useTakenOver } from '../../prerender/takeOver';
import { AllocationCard } from './AllocationCard';
import { CashFlowCard } from './CashFlowCard';
import { CurrencyChoice } from './CurrencyChoice';
import { ClassCard } from './ClassCard';
import { DashboardSkeleton } from './DashboardSkeleton';
import { InvestmentsCard } from './InvestmentsCard';
import { NetWorthCard, type DashboardSummary } from './NetWorthCard';
import { NetWorthHistoryCard } from './NetWorthHistoryCard';
import { RecentTransactions } from './RecentTransactions';
import { TopCryptoCard } from './TopCryptoCard';

/** `currency`: the person's (their base currency's ticker), once known. */
function Welcome({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ py: { xs: 2, sm: 4 } }}>
      <EmptyState
        icon={<SavingsOutlined color="primary" />}
        title={t('dashboard.empty.title')}
        text={t('dashboard.empty.text')}
        action={
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <Button
              component={RouterLink}
              to={paths.accounts.create}
              variant="contained"
              size="large"
              startIcon={<AddOutlined />}
            >
              {t('dashboard.empty.action')}
            </Button>
            {currency && <CurrencyChoice currency={currency} />}
          </Stack>
        }
      />
    </Paper>
  );
}

/**
 * The cards; drawn again only for a new summary (or currency), not when the heading changes (the
 * name). `chosenCurrency`: the person's currency, which the summary is not in while it has no rates.
 */
const Overview = memo(function Overview({
  summary,
  chosenCurrency,
}: {
  summary: DashboardSummary;
  chosenCurrency: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <NetWorthCard summary={summary} awaitedCurrency={chosenCurrency} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <NetWorthHistoryCard historyStart={summary.history_start} />
        </Grid>
      </Grid>
      <Grid
        container
        spacing={3}
        component="ul"
        aria-label={t('dashboard.classes.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {summary.classes.map((total) => (
          <Grid
            key={total.asset_class}
            size={{ xs: 12, sm: 6, lg: classCardColumns(summary.classes.length) }}
            component="li"
          >
            <ClassCard total={total} currency={summary.currency} />
          </Grid>
        ))}
      </Grid>
      {summary.investments && <InvestmentsCard investments={summary.investments} />}
      {/* below the fold on a phone: drawn as they come near */}
      <WhenNearViewport minHeight={{ xs: 680, md: 290 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AllocationCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TopCryptoCard />
          </Grid>
        </Grid>
      </WhenNearViewport>
      <WhenNearViewport minHeight={{ xs: 330, md: 150 }}>
        <CashFlowCard />
      </WhenNearViewport>
      <WhenNearViewport minHeight={{ xs: 1000, md: 470 }}>
        <RecentTransactions />
      </WhenNearViewport>
    </Stack>
  );
});

/**
 * The grid columns (of 12) of a class card on a wide screen: four to a row, and where there are
 * more, rows as even as they go (five cards: three and two, not four and one alone).
 */
function classCardColumns(count: number): number {
  if (count <= 4) return 3;
  const rows = Math.ceil(count / 4);
  return 12 / Math.ceil(count / rows);
}

export function DashboardPage() {
  const { t } = useTranslation();
  // The page is prerendered as it is while its data loads: while the app takes it over, it is drawn
  // so, whatever the cache may already hold (an answer can arrive before this part is taken over)
  const takenOver = useTakenOver();
  const me = useQuery(GetMeDocument);
  const user = takenOver ? me.data?.getMe.user : undefined;
  const name = user?.fullname;
  const currency = user?.base_currency.ticker;
  const query = useQuery(GetDashboardSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = useDeferredValue(takenOver ? query.data?.getDashboardSummary : undefined);
  const failure = takenOver && answerFailure(query.error, summary, t('dashboard.loadFailed'));

  return (
    <>
      <PageHeader
        // the page's name until the user's is known: the heading is drawn at once (and prerendered)
        title={name ? t('dashboard.greeting', { name }) : t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
      />
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <DashboardSkeleton />
      ) : summary.asset_count === 0 ? (
        <Welcome currency={currency} />
      ) : (
        <Overview summary={summary} chosenCurrency={currency} />
      )}
    </>
  );
}
