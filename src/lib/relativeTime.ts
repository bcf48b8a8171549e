// "2 hours ago" / "vor 2 Stunden": how old a timestamp is, in the reader's language
// (Intl.RelativeTimeFormat). Used for the age of prices and valuations.
import { relativeTimeFormat } from './intl';

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
];

/**
 * The age of an ISO timestamp relative to `now`, e.g. "2 hours ago", "yesterday", "now". A time
 * slightly in the future (clocks disagree) reads as "now". An unreadable value gives ''.
 */
export function formatRelativeTime(
  value: string | null | undefined,
  locale?: string,
  now: number = Date.now(),
): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size || unit === 'second') {
      // under a minute reads as "now"
      const amount = unit === 'second' ? 0 : Math.floor(seconds / size);
      return format.format(-amount, unit);
    }
  }
  return '';
}
