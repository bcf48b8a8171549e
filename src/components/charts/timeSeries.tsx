// What the line charts over time (BalanceChart, NetWorthChart) share: the date axis, the value
// axes, the look of lines and grid, and the fading fill under an area. Only chart components import
// it, so it loads with them (and @mui/x-charts).
import { Box } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { lineClasses } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext, XAxis, YAxis } from '@mui/x-charts/models';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChartSkeleton } from './ChartSkeleton';
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

/**
 * The place of a line chart, named `label` for screen readers, that gives the chart its width. The
 * chart is drawn once the width is known, with it: left to measure itself, MUI X measures in a
 * layout effect and then draws the whole chart again at once (one task of about 45 ms on a
 * desktop). The width comes in a transition, so the chart is drawn in slices; a skeleton holds its
 * place meanwhile. Where ResizeObserver is missing (jsdom), the chart measures itself.
 */
export function ChartFrame({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: (width: number | undefined) => ReactNode;
}) {
  const measurable = typeof ResizeObserver !== 'undefined';
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!element || !measurable) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry!.contentRect.width);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, measurable]);
  return (
    <Box ref={setElement} role="img" aria-label={label} sx={{ width: '100%' }}>
      {!measurable || width ? children(width) : <ChartSkeleton height={height} />}
    </Box>
  );
}
