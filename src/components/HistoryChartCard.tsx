// A card with a chart over time: a title with the range toggle, then the failure (with a retry),
// a skeleton while the history loads, or figures over the range (`summary`) above a note when
// there are fewer than two days or the chart (drawn by `chart` from the points and their first
// and last day). The dashboard's net worth and the balance on account and asset show pages.
import { Typography } from '@mui/material';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRange } from '../graphql/types';
import { ChartSkeleton } from './charts/ChartSkeleton';
import { RangeToggle } from './charts/RangeToggle';
import { QueryErrorAlert } from './QueryErrorAlert';
import { Section } from './Section';

export type HistoryChartCardProps<P> = {
  title: ReactNode;
  /** The dashboard's smaller heading. */
  dense?: boolean;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  /** The history, oldest first; undefined while it loads. */
  points: readonly P[] | undefined;
  failure: string | null | undefined;
  onRetry: () => void;
  height: number;
  chart: (points: readonly P[], first: P, last: P) => ReactNode;
  /** Figures over the range, shown above the chart once the history is there. */
  summary?: ReactNode;
};

export function HistoryChartCard<P>({
  title,
  dense,
  range,
  onRangeChange,
  points: answered,
  failure,
  onRetry,
  height,
  chart,
  summary,
}: HistoryChartCardProps<P>) {
  const points = useDeferredValue(answered);
  const { t } = useTranslation();
  const first = points?.[0];
  const last = points?.[points.length - 1];
  return (
    <Section
      card
      dense={dense}
      title={title}
      action={<RangeToggle value={range} onChange={onRangeChange} />}
    >
      {!failure && points && summary}
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={onRetry} />
      ) : !points ? (
        <ChartSkeleton height={height} />
      ) : points.length < 2 || !first || !last ? (
        <Typography
          color="textSecondary"
          sx={{
            flex: 1,
            display: 'grid',
            placeItems: 'center',
            // as tall as the chart would be: nothing below it moves when the answer arrives
            minHeight: height,
            textAlign: 'center',
          }}
        >
          {t('charts.notEnoughHistory')}
        </Typography>
      ) : (
        chart(points, first, last)
      )}
    </Section>
  );
}
