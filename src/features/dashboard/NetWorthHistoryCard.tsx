// Net worth over time: getNetWorthHistory over the range in the URL (?range=; by default the
// smallest range that shows the whole history, from its first day with data: rangeCovering),
// drawn by the lazy NetWorthChart, with the range's figures above it: its change (market moves,
// income and spending, as a percentage of the net worth at its start), what was added to tracking
// (new accounts' and holdings' opening balances, first valuations) and the investments'
// time-weighted return.
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useQuery } from '@apollo/client/react';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyNetWorthChart } from '../../components/charts/LazyCharts';
import { HistoryChartCard } from '../../components/HistoryChartCard';
import { GetNetWorthHistoryDocument, type GetNetWorthHistoryQuery } from './Dashboard.generated';
import { formatDate } from '../../lib/dates';
import { decimalSign, formatPercent } from '../../lib/decimal';
import { answerFailure } from '../../lib/errors';
import { formatCurrency } from '../../lib/format';
import { rangeCovering, useHistoryRange } from '../../lib/historyRange';

const CHART_HEIGHT = 280;

type History = GetNetWorthHistoryQuery['getNetWorthHistory'];

/** Green when up, red when down, as the net worth card's change. */
const signColor = (value: string) =>
  decimalSign(value) > 0 ? 'success.main' : decimalSign(value) < 0 ? 'error.main' : undefined;

function RangeFigure({
  label,
  testId,
  color,
  children,
}: {
  label: ReactNode;
  testId: string;
  color?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color }}
      >
        {children}
      </Typography>
    </div>
  );
}

/** The range's change (and its percentage), what was added to tracking, the investments' return. */
function RangeFigures({ history }: { history: History }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { change, added, change_percent: percent, investment_return: twr, currency } = history;
  if (change === null && twr === null) return null;
  const signed = (value: string) =>
    formatCurrency(value, currency, locale, { signDisplay: 'exceptZero' });
  const share = (value: string) =>
    formatPercent(value, locale, { signed: true, maximumFractionDigits: 2 });
  return (
    <Stack
      component="dl"
      direction="row"
      sx={{ m: 0, mb: 2, columnGap: 3, rowGap: 1, flexWrap: 'wrap' }}
    >
      {change !== null && (
        <RangeFigure
          label={t('dashboard.history.change')}
          testId="range-change"
          color={signColor(change)}
        >
          {signed(change)}
          {percent !== null && ` (${share(percent)})`}
        </RangeFigure>
      )}
      {added !== null && decimalSign(added) !== 0 && (
        <RangeFigure label={t('dashboard.history.added')} testId="range-added">
          {signed(added)}
        </RangeFigure>
      )}
      {twr !== null && (
        <RangeFigure
          testId="range-investment-return"
          color={signColor(twr)}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {t('dashboard.history.investmentReturn')}
              <Tooltip title={t('dashboard.history.investmentReturnHelp')}>
                <InfoOutlined
                  sx={{ fontSize: 14 }}
                  titleAccess={t('dashboard.history.investmentReturnHelp')}
                />
              </Tooltip>
            </Box>
          }
        >
          {share(twr)}
        </RangeFigure>
      )}
    </Stack>
  );
}

/** `historyStart`: the history's first day with data (the summary's), which the default fits. */
export function NetWorthHistoryCard({ historyStart }: { historyStart?: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [range, setRange] = useHistoryRange(rangeCovering(historyStart));
  const query = useQuery(GetNetWorthHistoryDocument, {
    variables: { range },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (query.data ?? query.previousData)?.getNetWorthHistory;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));

  return (
    <HistoryChartCard
      dense
      title={t('dashboard.history.title')}
      range={range}
      onRangeChange={setRange}
      points={answer?.nodes}
      failure={failure}
      onRetry={() => void query.refetch()}
      height={CHART_HEIGHT}
      summary={answer && <RangeFigures history={answer} />}
      chart={(points, first, last) => {
        // (the points are the answer's: it is there when they are)
        const currency = answer?.currency ?? '';
        return (
          <LazyNetWorthChart
            points={points}
            currency={currency}
            height={CHART_HEIGHT}
            label={t('dashboard.history.chartLabel', {
              from: formatDate(first.date, locale),
              to: formatDate(last.date, locale),
              first: formatCurrency(first.net_worth, currency, locale),
              last: formatCurrency(last.net_worth, currency, locale),
            })}
          />
        );
      }}
    />
  );
}
