// Net worth over time: getNetWorthHistory over the range in the URL (?range=, default one year),
// drawn by the lazy NetWorthChart.
import { useQuery } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '../../components/charts/ChartSkeleton';
import { LazyNetWorthChart } from '../../components/charts/LazyCharts';
import { RangeToggle } from '../../components/charts/RangeToggle';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { GetNetWorthHistoryDocument, HistoryRange } from '../../graphql/generated';
import { formatDate } from '../../lib/dates';
import { answerFailure } from '../../lib/errors';
import { formatUsd } from '../../lib/format';
import { useHistoryRange } from '../../lib/historyRange';
import { Section } from '../../components/Section';

export const DASHBOARD_DEFAULT_RANGE = HistoryRange.Y1;
const CHART_HEIGHT = 280;

export function NetWorthHistoryCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [range, setRange] = useHistoryRange(DASHBOARD_DEFAULT_RANGE);
  const query = useQuery(GetNetWorthHistoryDocument, {
    variables: { range },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (query.data ?? query.previousData)?.getNetWorthHistory;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const points = answer?.nodes ?? [];
  const first = points[0];
  const last = points[points.length - 1];

  return (
    <Section
      card
      dense
      title={t('dashboard.history.title')}
      action={<RangeToggle value={range} onChange={setRange} />}
    >
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <ChartSkeleton height={CHART_HEIGHT} />
      ) : points.length < 2 || !first || !last ? (
        <Typography
          color="textSecondary"
          sx={{
            flex: 1,
            display: 'grid',
            placeItems: 'center',
            minHeight: 160,
            textAlign: 'center',
          }}
        >
          {t('charts.notEnoughHistory')}
        </Typography>
      ) : (
        <LazyNetWorthChart
          points={points}
          height={CHART_HEIGHT}
          label={t('dashboard.history.chartLabel', {
            from: formatDate(first.date, locale),
            to: formatDate(last.date, locale),
            first: formatUsd(first.net_worth, locale),
            last: formatUsd(last.net_worth, locale),
          })}
        />
      )}
    </Section>
  );
}
