// Amount helpers shared by the ledger screens: which transaction types count as credit, and money
// in an account's own currency. Decimal strings are formatted as strings, never through floats.
import { formatNumber } from './format';

/** Transaction (or entry) types coloured as credit: credit, receivable, income, deposit. */
export const creditLikeTypes: readonly string[] = ['credit', 'receivable', 'income', 'deposit'];

export function isCreditLike(type: string | null | undefined): boolean {
  return type ? creditLikeTypes.includes(type.toLowerCase()) : false;
}

export type CurrencyInfo = { ticker?: string | null; decimals?: number | null };

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
