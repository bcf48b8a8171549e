// Net worth over time as a calm area chart. Lazy: loaded through LazyCharts only where it is drawn,
// so @mui/x-charts stays out of every other screen.
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../lib/format';
import { compactFormatter, svgId } from './chartFormat';
import {
  AreaGradient,
  CHART_MARGIN,
  ChartFrame,
  lineChartSx,
  useDateAxis,
  valueAxis,
} from './timeSeries';

export type NetWorthPoint = { date: string; net_worth: string };

export type NetWorthChartProps = {
  /** Oldest first, one per day. */
  points: readonly NetWorthPoint[];
  /** The ISO 4217 code the values are in (the answer's currency). */
  currency: string;
  height?: number;
  /** The accessible name of the chart (a summary of what it shows). */
  label: string;
};

export function NetWorthChart({ points, currency, height = 280, label }: NetWorthChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const gradient = `net-worth-fill-${svgId(useId())}`;
  const color = theme.palette.primary.main;

  const xAxis = useDateAxis(points, locale);
  // drawing only: the exact values stay strings for the tooltip
  const values = useMemo(() => points.map((p) => Number(p.net_worth)), [points]);
  const compact = useMemo(() => compactFormatter(locale, currency), [locale, currency]);

  return (
    <ChartFrame label={label} height={height}>
      {(width) => (
        <LineChart
          width={width}
          height={height}
          hideLegend
          skipAnimation
          grid={{ horizontal: true }}
          margin={CHART_MARGIN}
          xAxis={[xAxis]}
          yAxis={[valueAxis(compact)]}
          series={[
            {
              id: 'net-worth',
              data: values,
              area: true,
              baseline: 'min',
              showMark: false,
              curve: 'monotoneX',
              color,
              label: t('dashboard.netWorth.title'),
              valueFormatter: (_value, { dataIndex }) => {
                const point = points[dataIndex];
                return point ? formatCurrency(point.net_worth, currency, locale) : null;
              },
            },
          ]}
          sx={lineChartSx(theme, gradient, 2.5)}
        >
          <AreaGradient id={gradient} color={color} opacity={0.32} />
        </LineChart>
      )}
    </ChartFrame>
  );
}
