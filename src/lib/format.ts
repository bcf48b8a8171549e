// Money and quantities arrive as Decimal strings. They are formatted from the string itself
// (Intl.NumberFormat accepts decimal strings exactly), never through float arithmetic.
import { numberFormat } from './intl';

type Numeric = string | number | bigint;

function asExact(value: Numeric): Intl.StringNumericLiteral | number | bigint {
  return typeof value === 'string' ? (value.trim() as Intl.StringNumericLiteral) : value;
}

/**
 * A value in a currency named by its ISO 4217 code, with the fraction digits Intl gives that
 * currency (JPY 0, EUR 2): "$1,234.50", "1.234,56 €", "¥1,235". The figures the API gives in the
 * owner's currency say which one (the answer's `currency`, a record's `base_currency`); this is
 * how they are written. A code Intl cannot take is written after the number ("1,234.50 XY").
 */
export function formatCurrency(
  value: Numeric,
  currency: string,
  locale?: string,
  { signDisplay }: Pick<Intl.NumberFormatOptions, 'signDisplay'> = {},
): string {
  const sign = signDisplay ? { signDisplay } : {};
  try {
    return numberFormat(locale, { style: 'currency', currency, ...sign }).format(asExact(value));
  } catch {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    return `${numberFormat(locale, { ...digits, ...sign }).format(asExact(value))} ${currency}`;
  }
}

/**
 * A currency's name as sums of it are named, in the reader's language: "US dollars", "euros",
 * "Swedish kronor" ("US-Dollar", "Euro", "Schwedische Kronen"), for "Your figures are shown in
 * US dollars". The code itself when Intl does not know it.
 */
export function currencyName(currency: string, locale?: string): string {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'name',
    }).formatToParts(2);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
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

let isoCurrencies: ReadonlySet<string> | undefined;

/**
 * A currency of ISO 4217 as Intl knows it (EUR, SEK), not a coin or a security that happens to
 * have three letters (BTC, ETH). Without Intl's list (an old browser), any three capitals.
 */
function isIsoCurrency(ticker: string): boolean {
  if (!/^[A-Z]{3}$/u.test(ticker)) return false;
  if (typeof Intl.supportedValuesOf !== 'function') return true;
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(ticker);
}

/**
 * A value in an account's currency, with that currency's decimals (at least 2 shown when it has
 * them, at most 20): currencies get the currency style ("€1,234.50", "1.234,50 €"), anything else
 * held (BTC, USDT, a share) the number followed by its ticker ("0.50 BTC", "0,50 BTC"), as its
 * holdings are written.
 */
export function formatMoney(
  value: string | number,
  { ticker, decimals }: CurrencyInfo = {},
  locale?: string,
): string {
  const max = Math.min(Math.max(decimals ?? 2, 0), 20);
  const digits = { minimumFractionDigits: Math.min(2, max), maximumFractionDigits: max };
  if (ticker && isIsoCurrency(ticker)) {
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
 * The places after the point a price or exchange rate is shown with, enough to check a conversion
 * by ("1.1386", "0.006712"): 4 or, below 1, 4 significant digits after the zeros that lead; never
 * more than the decimal string has. Counted on the string: no float arithmetic.
 */
export function priceDigits(value: string): number {
  const match = /^[+-]?(\d*)(?:\.(\d*))?$/u.exec(value.trim());
  const fraction = (match?.[2] ?? '').replace(/0+$/u, '');
  const leadingZeros = /[1-9]/u.test(match?.[1] ?? '') ? 0 : /^0*/u.exec(fraction)![0].length;
  return Math.min(leadingZeros + 4, fraction.length);
}

/** A unit price or rate in `currency` with its priceDigits, at least 2: "$1.1386", "$97,000.00". */
export function formatPrice(value: string, currency: string, locale?: string): string {
  return formatMoney(
    value,
    { ticker: currency, decimals: Math.max(2, priceDigits(value)) },
    locale,
  );
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
