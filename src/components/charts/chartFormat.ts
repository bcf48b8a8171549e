// Formatting shared by the chart components (only they import it, so it loads with them). A chart
// plots numbers: Decimal strings become Numbers here for drawing only; every figure shown as text
// (tooltips, labels) is formatted from the exact value where there is one.
import { dateTimeFormat, numberFormat } from '../../lib/intl';

/** A calendar day (YYYY-MM-DD) as a local Date, the same day in every time zone. */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Axis tick labels: "21 Nov" for spans up to half a year, "Nov 2026" beyond ("Nov 26" read like a
 * day).
 */
export function tickDateFormatter(dates: readonly Date[], locale?: string) {
  const first = dates[0]?.getTime() ?? 0;
  const last = dates[dates.length - 1]?.getTime() ?? 0;
  const long = last - first > 183 * DAY_MS;
  const format = dateTimeFormat(
    locale,
    long ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
  );
  return (date: Date) => format.format(date);
}

/** A date in tooltips: "21 Nov 2026". */
export function fullDateFormatter(locale?: string) {
  const format = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (date: Date) => format.format(date);
}

/** Short axis values: "$12.3K", "1,25 Mio. €" in an ISO currency, else a plain "0.35" / "1.2K". */
export function compactFormatter(locale?: string, currency?: string | null) {
  const base = { notation: 'compact', maximumSignificantDigits: 3 } as const;
  let format: Intl.NumberFormat | undefined;
  if (currency && /^[A-Z]{3}$/u.test(currency)) {
    try {
      format = numberFormat(locale, {
        ...base,
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // not a currency Intl knows: a plain number
    }
  }
  format ??= numberFormat(locale, base);
  const chosen = format;
  return (value: number) => chosen.format(value);
}

/** Keeps SVG ids (gradients) free of the characters useId may put in them. */
export const svgId = (id: string) => id.replace(/[^a-zA-Z0-9_-]/gu, '');

export const DAY = DAY_MS;
