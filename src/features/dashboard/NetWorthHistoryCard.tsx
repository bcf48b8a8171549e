// Net worth over time: getNetWorthHistory over the range in the URL (?range=, default one year),
// drawn by the lazy NetWorthChart.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LazyNetWorthChart } from '../../components/charts/LazyCharts';
import { HistoryChartCard } from '../../components/HistoryChartCard';
import { GetNetWorthHistoryDocument, HistoryRange } from '../../graphql/generated';
import { formatDate } from '../../lib/dates';
import { answerFailure } from '../../lib/errors';
import { formatCurrency } from '../../lib/format';
import { useHistoryRange } from '../../lib/historyRange';

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
