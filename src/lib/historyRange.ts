// The span of a history chart (net worth, balance), kept in the URL parameter `range` so that
// reload, back and shared links keep it: "1m", "3m", "ytd", "1y", "all" ⇄ the API's HistoryRange.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HistoryRange } from '../graphql/generated';

export const RANGE_PARAM = 'range';

/** The ranges in the order the toggle shows them, with their URL spelling. */
export const historyRanges: readonly { value: HistoryRange; param: string }[] = [
  { value: HistoryRange.M1, param: '1m' },
  { value: HistoryRange.M3, param: '3m' },
  { value: HistoryRange.Ytd, param: 'ytd' },
  { value: HistoryRange.Y1, param: '1y' },
  { value: HistoryRange.All, param: 'all' },
];

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
