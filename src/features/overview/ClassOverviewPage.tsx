// The overview of one area (/crypto, /cash, /banking), driven by its descriptor: how many
// assets or accounts the class has, what they are worth in the owner's currency (with their share
// of everything owned and how old the prices are), the first four as cards, the class's table (the
// ledger's own asset or account list, given by the route) and its transactions.
import Add from '@mui/icons-material/Add';
import { useQuery } from '@apollo/client/react';
import { Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AccountClassIcon, accountClassColor } from '../../ledger/accountClassStyle';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { ResourceCard } from '../../resource/ResourceCard';
import { StatCard } from '../../components/StatCard';
import { Section } from '../../components/Section';
import { AddTransactionButton, TransactionsSection } from '../../ledger/TransactionsSection';
import { BaseValue, NoPrice } from '../../ledger/BaseValue';
import {
  GetClassAccountsDocument,
  GetClassSummaryDocument,
  type GetClassAccountsQuery,
  type GetClassSummaryQuery,
} from './Overview.generated';
import { GetTopAssetsDocument, type GetTopAssetsQuery } from '../../graphql/TopAssets.generated';
import { answerFailure } from '../../lib/errors';
import { formatCurrency, formatMoney, formatNumber } from '../../lib/format';
import { formatHolding } from '../../ledger/holdings';
import { useAccountPicker } from '../../ledger/pickers';
import type { LedgerAreaKey } from '../../ledger/ledgerArea';
import { decimalSign, formatPercent, percentOf } from '../../lib/decimal';
import { formatRelativeTime } from '../../lib/relativeTime';
import { OVERVIEW_FIRST, classOverviews, type ClassOverview } from './classOverviews';

type TopAsset = GetTopAssetsQuery['getTopAssets']['nodes'][number];
type ClassAccount = GetClassAccountsQuery['getAccounts']['nodes'][number];
type Summary = GetClassSummaryQuery['getDashboardSummary'];

/** The variables of the overview's card queries. */
const topAssetsVariables = (overview: ClassOverview) => ({
  asset_class: overview.area.accountClass,
  limit: OVERVIEW_FIRST,
});
const classAccountsVariables = (overview: ClassOverview) => ({
  account_class: overview.area.accountClass,
  // the order of the account table below
  sort: 'created_at:desc',
  limit: OVERVIEW_FIRST,
});

/** The class's total: its share of what is owned, the holdings left out, how old the prices are. */
function TotalCaption({ summary, overview }: { summary: Summary; overview: ClassOverview }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const total = summary.classes.find((c) => c.asset_class === overview.area.accountClass);
  // a share only of something priced ("0 %" of a class whose holdings have no price says nothing)
  const share =
    total && decimalSign(total.value) !== 0 ? percentOf(total.value, summary.assets) : null;
  const lines = [
    share !== null &&
      t('areas.share', { percent: formatPercent(share, locale, { maximumFractionDigits: 1 }) }),
    total && total.unpriced > 0 && t('areas.unpriced', { count: total.unpriced }),
    summary.prices_as_of &&
      t('areas.pricesFrom', { age: formatRelativeTime(summary.prices_as_of, locale) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

type HoldingAccount = Parameters<typeof formatHolding>[1];

function AssetCard({
  asset,
  account,
  to,
}: {
  asset: TopAsset;
  account: HoldingAccount;
  to: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceCard title={asset.name} onClick={() => void navigate(to)}>
      {asset.value === null ? (
        <div>
          <NoPrice />
        </div>
      ) : (
        <BaseValue
          value={asset.value}
          currency={asset.base_currency}
          variant="h6"
          component="p"
          sx={{ whiteSpace: 'normal' }}
        />
      )}
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatHolding(asset, account, i18n.language)}
      </Typography>
      {asset.valued_at && (
        <Typography variant="caption" color="textSecondary">
          {t('prices.priceFrom', { age: formatRelativeTime(asset.valued_at, i18n.language) })}
        </Typography>
      )}
    </ResourceCard>
  );
}

function AccountCard({ account, to }: { account: ClassAccount; to: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ticker = account.instrument?.ticker;
  return (
    <ResourceCard
      title={account.name}
      subtitle={
        <Typography variant="body2" color="textSecondary">
          {t(`accountType.${account.account_type}`)}
        </Typography>
      }
      onClick={() => void navigate(to)}
    >
      {account.base_value === null ? (
        <div>
          <NoPrice />
        </div>
      ) : (
        <BaseValue
          value={account.base_value}
          currency={account.base_currency}
          variant="h6"
          component="p"
          sx={{ whiteSpace: 'normal' }}
        />
      )}
      {ticker !== account.base_currency && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {formatMoney(account.value, account.instrument ?? {}, i18n.language)}
        </Typography>
      )}
    </ResourceCard>
  );
}

function CardsSkeleton() {
  return (
    <>
      {Array.from({ length: OVERVIEW_FIRST }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined" aria-hidden>
            <CardContent>
              <Skeleton width="60%" height={28} />
              <Skeleton width="45%" height={32} />
              <Skeleton width="30%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </>
  );
}

export type ClassOverviewPageProps = {
  overview: LedgerAreaKey;
  /** The class's table: the ledger's asset or account list, embedded (given by the route). */
  table: ReactNode;
};

export function ClassOverviewPage({ overview: key, table }: ClassOverviewPageProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const theme = useTheme();
  const overview = classOverviews[key];
  const { area, keys } = overview;
  const byAssets = overview.first === 'assets';
  const accounts = useAccountPicker();

  const summaryQuery = useQuery(GetClassSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const assetsQuery = useQuery(GetTopAssetsDocument, {
    variables: topAssetsVariables(overview),
    skip: !byAssets,
    fetchPolicy: 'cache-and-network',
  });
  const accountsQuery = useQuery(GetClassAccountsDocument, {
    variables: classAccountsVariables(overview),
    skip: byAssets,
    fetchPolicy: 'cache-and-network',
  });

  const summary = summaryQuery.data?.getDashboardSummary;
  const summaryFailure = answerFailure(summaryQuery.error, summary, t('list.loadFailed'));
  const classTotal = summary?.classes.find((c) => c.asset_class === area.accountClass);
  const firstQuery = byAssets ? assetsQuery : accountsQuery;
  const firstAnswer = byAssets ? assetsQuery.data?.getTopAssets : accountsQuery.data?.getAccounts;
  const firstFailure = answerFailure(firstQuery.error, firstAnswer, t('list.loadFailed'));

  const count = byAssets
    ? summary && (classTotal?.count ?? 0)
    : accountsQuery.data?.getAccounts.count;
  const color = accountClassColor(theme, area.accountClass);
  // a figure that failed to load reads "–"; undefined shows the loading skeleton
  const countFigure =
    count !== undefined
      ? formatNumber(count, locale)
      : (byAssets ? summaryFailure : firstFailure)
        ? '–'
        : undefined;
  // nothing of the class has a price: its value is unknown, not 0
  const allUnpriced =
    !!classTotal && classTotal.count > 0 && classTotal.unpriced === classTotal.count;
  let totalFigure: ReactNode = undefined;
  if (summary)
    totalFigure = allUnpriced ? (
      <NoPrice />
    ) : (
      formatCurrency(classTotal?.value ?? '0', summary.currency, locale)
    );
  else if (summaryFailure) totalFigure = '–';

  const createButton = (
    <Button component={RouterLink} to={overview.create} variant="contained" startIcon={<Add />}>
      {t(`${keys}.create`)}
    </Button>
  );
  const viewAll = (to: string) => (
    <Button component={RouterLink} to={to} size="small">
      {t('areas.viewAll')}
    </Button>
  );

  const cards = byAssets
    ? assetsQuery.data?.getTopAssets.nodes.map((asset) => (
        <Grid key={asset.id} size={{ xs: 12, sm: 6, lg: 3 }} role="listitem">
          <AssetCard
            asset={asset}
            account={accounts.byId.get(asset.account_id)}
            to={area.assets.show(asset.id)}
          />
        </Grid>
      ))
    : accountsQuery.data?.getAccounts.nodes.map((account) => (
        <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 3 }} role="listitem">
          <AccountCard account={account} to={area.accounts.show(account.id)} />
        </Grid>
      ));

  return (
    <>
      <PageHeader
        title={t(`${keys}.title`)}
        subtitle={t(`${keys}.subtitle`)}
        actions={createButton}
      />
      <Stack spacing={4}>
        <div>
          {summaryFailure && (
            <QueryErrorAlert message={summaryFailure} onRetry={() => void summaryQuery.refetch()} />
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label={t(`${keys}.count`)}
                value={countFigure}
                icon={<AccountClassIcon accountClass={area.accountClass} />}
                color={color}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <StatCard
                label={t(`${keys}.total`)}
                value={totalFigure}
                caption={summary && <TotalCaption summary={summary} overview={overview} />}
                icon={<AccountClassIcon accountClass={area.accountClass} />}
                color={color}
              />
            </Grid>
          </Grid>
        </div>

        {(firstFailure || !firstAnswer || (cards && cards.length > 0)) && (
          <Section title={t(`${keys}.first`)}>
            {firstFailure ? (
              <QueryErrorAlert message={firstFailure} onRetry={() => void firstQuery.refetch()} />
            ) : (
              <Grid
                container
                spacing={2}
                role="list"
                aria-label={t(`${keys}.first`)}
                aria-busy={!firstAnswer}
              >
                {cards ?? <CardsSkeleton />}
              </Grid>
            )}
          </Section>
        )}

        <Section
          title={t(`${keys}.table`)}
          action={overview.tableList ? viewAll(overview.tableList) : undefined}
        >
          {table}
        </Section>

        <TransactionsSection
          title={t(`${keys}.transactions`)}
          action={viewAll(area.transactions.list)}
          emptyAction={
            area.transactionCreate ? (
              <AddTransactionButton to={area.transactions.create} />
            ) : undefined
          }
        />
      </Stack>
    </>
  );
}
