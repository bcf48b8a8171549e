// Money and quantities arrive as Decimal strings. They are formatted from the string itself
// (Intl.NumberFormat accepts decimal strings exactly), never through float arithmetic.
type Numeric = string | number | bigint;

const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

function asExact(value: Numeric): Intl.StringNumericLiteral | number | bigint {
  return typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : value;
}

/** A value in US dollars, e.g. "$1,234.50". */
export function formatUsd(value: Numeric, locale?: string): string {
  return formatter(locale, { style: 'currency', currency: 'USD' }).format(asExact(value));
}

/** An asset balance with 2 to 8 fraction digits, e.g. "0.00012345". */
export function formatBalance(value: Numeric, locale?: string): string {
  return formatter(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(
    asExact(value),
  );
}

/** A plain number in the reader's locale. */
export function formatNumber(
  value: Numeric,
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return formatter(locale, options).format(asExact(value));
}
