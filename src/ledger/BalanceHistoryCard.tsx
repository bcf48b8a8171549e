// The "Balance over time" card of an account's or an asset's show page: getBalanceHistory over the
// range in the URL (?range=, default three months), drawn by the lazy BalanceChart.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { HistoryRange } from '../graphql/types';
import { GetBalanceHistoryDocument } from './BalanceHistory.generated';
import type { CurrencyInfo } from '../lib/format';
import { formatDate } from '../lib/dates';
import { answerFailure } from '../lib/errors';
import { useHistoryRange } from '../lib/historyRange';
import { LazyBalanceChart } from '../components/charts/LazyCharts';
import { HistoryChartCard } from '../components/HistoryChartCard';

export type BalanceHistoryCardProps = {
  /** Whose balance: an account (Σ of its assets) or one asset. */
  scope: { account_id: string } | { asset_id: string };
  /** The currency of the balance. */
  currency: CurrencyInfo;
};

const CHART_HEIGHT = 240;

export function BalanceHistoryCard({ scope, currency }: BalanceHistoryCardProps) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useHistoryRange(HistoryRange.M3);
  const query = useQuery(GetBalanceHistoryDocument, {
    variables: { ...scope, range },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (query.data ?? query.previousData)?.getBalanceHistory;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));

  return (
    <HistoryChartCard
      title={t('charts.balance.title')}
      range={range}
      onRangeChange={setRange}
      points={answer?.nodes}
      failure={failure}
      onRetry={() => void query.refetch()}
      height={CHART_HEIGHT}
      chart={(points, first, last) => (
        <LazyBalanceChart
          points={points}
          currency={currency}
          // (the points are the answer's: it is there when they are)
          valueCurrency={answer?.currency ?? ''}
          height={CHART_HEIGHT}
          label={t('charts.balance.label', {
            from: formatDate(first.date, i18n.language),
            to: formatDate(last.date, i18n.language),
          })}
        />
      )}
    />
  );
}
