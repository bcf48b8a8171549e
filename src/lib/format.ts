// Money and quantities arrive as Decimal strings. They are formatted from the string itself
// (Intl.NumberFormat accepts decimal strings exactly), never through float arithmetic.
import { numberFormat } from './intl';

type Numeric = string | number | bigint;

function asExact(value: Numeric): Intl.StringNumericLiteral | number | bigint {
  return typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : value;
}

/** A value in US dollars, e.g. "$1,234.50". */
export function formatUsd(value: Numeric, locale?: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(asExact(value));
}

/** An asset balance with 2 to 8 fraction digits, e.g. "0.00012345". */
export function formatBalance(value: Numeric, locale?: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(
    asExact(value),
  );
}

/** A plain number in the reader's locale. */
export function formatNumber(
  value: Numeric,
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(asExact(value));
}
