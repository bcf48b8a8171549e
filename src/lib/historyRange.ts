// The span of a history chart (net worth, balance), kept in the URL parameter `range` so that
// reload, back and shared links keep it: "1m", "3m", "ytd", "1y", "all" ⇄ the API's HistoryRange.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HistoryRange } from '../graphql/types';

export const RANGE_PARAM = 'range';

/** The ranges in the order the toggle shows them, with their URL spelling. */
export const historyRanges: readonly { value: HistoryRange; param: string }[] = [
  { value: HistoryRange.M1, param: '1m' },
  { value: HistoryRange.M3, param: '3m' },
  { value: HistoryRange.Ytd, param: 'ytd' },
  { value: HistoryRange.Y1, param: '1y' },
  { value: HistoryRange.All, param: 'all' },
];

/** A day (YYYY-MM-DD) `months` calendar months from `day`, as the API's ranges count them. */
function shiftMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * The smallest of 1M, 3M and 1Y that shows a history starting on `firstDay` whole (one a day old:
 * 1M), or 1Y for an older one (All would squeeze the recent year); 1Y while it is unknown. Today
 * is the API's: the UTC day.
 */
export function rangeCovering(
  firstDay: string | null | undefined,
  today = new Date().toISOString().slice(0, 10),
): HistoryRange {
  if (!firstDay) return HistoryRange.Y1;
  if (firstDay >= shiftMonths(today, -1)) return HistoryRange.M1;
  if (firstDay >= shiftMonths(today, -3)) return HistoryRange.M3;
  return HistoryRange.Y1;
}

export function parseHistoryRange(raw: string | null, fallback: HistoryRange): HistoryRange {
  const wanted = raw?.toLowerCase();
  return historyRanges.find((r) => r.param === wanted)?.value ?? fallback;
}

/**
 * The chart range in the URL (`?range=1y`), `fallback` when it names none. Choosing the fallback
 * drops the parameter, so a plain page keeps a plain address; the URL is replaced, not pushed.
 */
export function useHistoryRange(fallback: HistoryRange) {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = parseHistoryRange(searchParams.get(RANGE_PARAM), fallback);
  const setRange = useCallback(
    (next: HistoryRange) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete(RANGE_PARAM);
          else params.set(RANGE_PARAM, historyRanges.find((r) => r.value === next)!.param);
          return params;
        },
        { replace: true },
      ),
    [fallback, setSearchParams],
  );
  return [range, setRange] as const;
}
