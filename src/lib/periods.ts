// The periods a list of dated rows can be narrowed to (this month, last month, this year), as
// first and last days (YYYY-MM-DD) in the reader's time zone, and which one a range is.
import { todayIso } from './validation';

export const PERIODS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type Period = (typeof PERIODS)[number];

export type DateRange = { from?: string; to?: string };

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The last day of a month (1-12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of `period`, counted from `today`. */
export function periodRange(period: Period, today = todayIso()): Required<DateRange> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'thisMonth':
      return { from: iso(year, month, 1), to: iso(year, month, lastDay(year, month)) };
    case 'lastMonth': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: iso(y, m, 1), to: iso(y, m, lastDay(y, m)) };
    }
    case 'thisYear':
      return { from: iso(year, 1, 1), to: iso(year, 12, 31) };
  }
}

/** The period a range is exactly, 'all' for no range, else 'custom'. */
export function periodOf(range: DateRange, today = todayIso()): Period | 'all' | 'custom' {
  if (!range.from && !range.to) return 'all';
  return (
    PERIODS.find((period) => {
      const { from, to } = periodRange(period, today);
      return from === range.from && to === range.to;
    }) ?? 'custom'
  );
}
