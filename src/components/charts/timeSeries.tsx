// What the line charts over time (BalanceChart, NetWorthChart) share: the date axis, the value
// axes, the look of lines and grid, and the fading fill under an area. Only chart components import
// it, so it loads with them (and @mui/x-charts).
import { alpha, type Theme } from '@mui/material/styles';
import { lineClasses } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext, XAxis, YAxis } from '@mui/x-charts/models';
import { useMemo } from 'react';
import { DAY, dayToDate, fullDateFormatter, tickDateFormatter } from './chartFormat';

export const CHART_MARGIN = { top: 12, right: 24, bottom: 4, left: 4 };

/** The days of the points as Dates and the time axis over them (short ticks, full tooltip date). */
export function useDateAxis(points: readonly { date: string }[], locale: string) {
  return useMemo(() => {
    const dates = points.map((p) => dayToDate(p.date));
    const tick = tickDateFormatter(dates, locale);
    const full = fullDateFormatter(locale);
    const xAxis: XAxis<'time', Date> = {
      scaleType: 'time',
      data: dates,
      tickMinStep: DAY,
      valueFormatter: (value: Date, context: AxisValueFormatterContext) =>
        context.location === 'tick' ? tick(value) : full(value),
      disableLine: true,
    };
    return xAxis;
  }, [points, locale]);
}

/** A value axis without line and ticks, its labels from `format` ("$12.3K"). */
export function valueAxis(
  format: (value: number) => string,
  extra: Partial<YAxis<'linear', number>> = {},
): YAxis<'linear', number> {
  return {
    valueFormatter: (value: number) => format(value),
    disableLine: true,
    disableTicks: true,
    width: 64,
    ...extra,
  } as YAxis<'linear', number>;
}

/** The lines' width, the area filled from the gradient `gradientId`, muted ticks, dashed grid. */
export function lineChartSx(theme: Theme, gradientId: string, strokeWidth: number) {
  return {
    [`& .${lineClasses.area}`]: { fill: `url(#${gradientId})` },
    [`& .${lineClasses.line}`]: { strokeWidth },
    '& .MuiChartsAxis-tickLabel': { fill: theme.palette.text.secondary },
    '& .MuiChartsGrid-line': { stroke: theme.palette.divider, strokeDasharray: '4 4' },
  };
}

/** The fill under an area: `color` at `opacity` on top, fading out downwards. */
export function AreaGradient({
  id,
  color,
  opacity,
}: {
  id: string;
  color: string;
  opacity: number;
}) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0%" stopColor={alpha(color, opacity)} />
        <stop offset="100%" stopColor={alpha(color, 0)} />
      </linearGradient>
    </defs>
  );
}
