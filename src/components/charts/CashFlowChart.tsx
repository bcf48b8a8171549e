// Money in and out per month as pairs of bars (in green, out in red), one pair per month, oldest
// first. The table beside it gives the exact figures. Lazy: see LazyCharts.
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { compactFormatter } from './chartFormat';

export type CashFlowChartMonth = {
  /** The month's name on the axis ("Nov 2026"). */
  label: string;
  /** For drawing only; `formatted*` is what the tooltip shows. */
  moneyIn: number;
  moneyOut: number;
  formattedIn: string;
  formattedOut: string;
};

export type CashFlowChartProps = {
  months: readonly CashFlowChartMonth[];
  currency: string;
  /** The series' names. */
  inLabel: string;
  outLabel: string;
  /** The accessible name of the chart. */
  label: string;
  locale: string;
  height?: number;
};

export function CashFlowChart({
  months,
  currency,
  inLabel,
  outLabel,
  label,
  locale,
  height = 280,
}: CashFlowChartProps) {
  const theme = useTheme();
  const axis = compactFormatter(locale, currency);
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <BarChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: months.map((m) => m.label) }]}
        yAxis={[{ valueFormatter: (value: number) => axis(value), width: 64 }]}
        series={[
          {
            label: inLabel,
            data: months.map((m) => m.moneyIn),
            color: theme.palette.success.main,
            valueFormatter: (_value, { dataIndex }) => months[dataIndex]?.formattedIn ?? null,
          },
          {
            label: outLabel,
            data: months.map((m) => m.moneyOut),
            color: theme.palette.error.main,
            valueFormatter: (_value, { dataIndex }) => months[dataIndex]?.formattedOut ?? null,
          },
        ]}
        margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
      />
    </Box>
  );
}
