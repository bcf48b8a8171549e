// The balance of an account or asset over time, in its currency, and (when that is not the
// owner's currency and prices were known) its value in the owner's currency on a second axis.
// Lazy: see LazyCharts.
import { useTheme } from '@mui/material/styles';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatMoney, type CurrencyInfo } from '../../lib/format';
import { compactFormatter, svgId } from './chartFormat';
import {
  AreaGradient,
  CHART_MARGIN,
  ChartFrame,
  lineChartSx,
  useDateAxis,
  valueAxis,
} from './timeSeries';

export type BalancePoint = { date: string; balance: string; value: string | null };

export type BalanceChartProps = {
  /** Oldest first, one per day. */
  points: readonly BalancePoint[];
  /** The currency of the balance. */
  currency: CurrencyInfo;
  /** The ISO 4217 code the points' values are in (the owner's currency, the answer's). */
  valueCurrency: string;
  height?: number;
  /** The accessible name of the chart. */
  label: string;
};

export function BalanceChart({
  points,
  currency,
  valueCurrency,
  height = 240,
  label,
}: BalanceChartProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const gradient = `balance-fill-${svgId(useId())}`;
  const color = theme.palette.primary.main;
  const valueColor = theme.palette.secondary.main;
  const ticker = currency.ticker ?? '';
  const showValue = ticker !== valueCurrency && points.some((p) => p.value !== null);

  const xAxis = useDateAxis(points, locale);
  const compactBalance = useMemo(() => compactFormatter(locale, ticker), [locale, ticker]);
  const compactValue = useMemo(
    () => compactFormatter(locale, valueCurrency),
    [locale, valueCurrency],
  );

  const series: LineSeries[] = [
    {
      id: 'balance',
      yAxisId: 'balance',
      // drawing only: the tooltip shows the exact strings
      data: points.map((p) => Number(p.balance)),
      area: true,
      baseline: 'min',
      showMark: false,
      color,
      label: ticker
        ? t('charts.balance.balance', { currency: ticker })
        : t('charts.balance.balancePlain'),
      valueFormatter: (_value, { dataIndex }) => {
        const point = points[dataIndex];
        return point ? formatMoney(point.balance, currency, locale) : null;
      },
    },
  ];
  if (showValue) {
    series.push({
      id: 'value',
      yAxisId: 'value',
      data: points.map((p) => (p.value === null ? null : Number(p.value))),
      showMark: false,
      color: valueColor,
      label: t('charts.balance.value', { currency: valueCurrency }),
      valueFormatter: (_value, { dataIndex }) => {
        const value = points[dataIndex]?.value;
        return value === null || value === undefined
          ? t('prices.noPrice')
          : formatCurrency(value, valueCurrency, locale);
      },
    });
  }

  return (
    <ChartFrame label={label} height={height}>
      {(width) => (
        <LineChart
          width={width}
          height={height}
          hideLegend={!showValue}
          skipAnimation
          grid={{ horizontal: true }}
          margin={CHART_MARGIN}
          xAxis={[xAxis]}
          yAxis={[
            valueAxis(compactBalance, { id: 'balance' }),
            ...(showValue ? [valueAxis(compactValue, { id: 'value', position: 'right' })] : []),
          ]}
          series={series}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top' } } }}
          sx={lineChartSx(theme, gradient, 2)}
        >
          <AreaGradient id={gradient} color={color} opacity={0.28} />
        </LineChart>
      )}
    </ChartFrame>
  );
}
