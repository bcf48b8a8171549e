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

export type CurrencyInfo = { ticker?: string | null; decimals?: number | null };

/** The currency of what is held in an instrument (an account in its currency). */
export const currencyOf = (holder: { instrument?: CurrencyInfo | null }): CurrencyInfo => ({
  ticker: holder.instrument?.ticker,
  decimals: holder.instrument?.decimals,
});

/**
 * A value in an account's currency, with that currency's decimals (at least 2 shown when it has
 * them, at most 20): ISO codes get the currency style ("€1,234.50"), other tickers
 * (e.g. USDT) a plain number followed by the ticker ("12.5 USDT").
 */
export function formatMoney(
  value: string | number,
  { ticker, decimals }: CurrencyInfo = {},
  locale?: string,
): string {
  const max = Math.min(Math.max(decimals ?? 2, 0), 20);
  const digits = { minimumFractionDigits: Math.min(2, max), maximumFractionDigits: max };
  if (ticker && /^[A-Z]{3}$/u.test(ticker)) {
    try {
      return formatNumber(value, locale, {
        style: 'currency',
        currency: ticker,
        currencyDisplay: 'narrowSymbol',
        ...digits,
      });
    } catch {
      // not a currency Intl knows: fall through to number + ticker
    }
  }
  const number = formatNumber(value, locale, digits);
  return ticker ? `${number} ${ticker}` : number;
}

/**
 * An account's number as it is printed: an IBAN ("DE89370400440532013000") in groups of four
 * ("DE89 3704 0044 0532 0130 00"), any other number as written.
 */
export function formatAccountNumber(number: string): string {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/u.test(number)
    ? number.replace(/(.{4})(?=.)/gu, '$1 ')
    : number;
}
