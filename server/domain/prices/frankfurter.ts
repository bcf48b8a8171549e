// Fiat currencies: the European Central Bank's reference rates through the Frankfurter API (free,
// no key; FX_API_URL, default https://api.frankfurter.dev/v1, whose data is the ECB's alone).
//   GET /latest?base=USD&symbols=EUR,GBP        → { base, date, rates: { EUR: 0.9, GBP: 0.78 } }
//   GET /2024-01-01..2024-12-31?base=USD&symbols=EUR
//                                               → { base, start_date, end_date,
//                                                   rates: { "2024-01-02": { EUR: 0.9 }, ... } }
//   GET /currencies                             → { EUR: "Euro", ... }
// A rate r means 1 USD = r units, so one unit is worth 1/r USD: divided exactly to 18 places.
// The ECB publishes on its working days only (no weekends or TARGET holidays); a day without a
// rate is valued at the latest rate before it.
import { divide } from '../decimal.js';
import {
  DAY,
  PriceFetchError,
  addDays,
  endpoint,
  fetchJson,
  isRecord,
  positivePrice,
  type PriceProvider,
  type ProviderOptions,
  type Quote,
} from './provider.js';

export const DEFAULT_FX_API_URL = 'https://api.frankfurter.dev/v1';

/** Days per time-series request: small enough for any server, a handful of requests for decades. */
const CHUNK_DAYS = 366;
/** How long the list of currencies the ECB quotes is kept before it is asked again. */
const CURRENCIES_TTL_MS = 24 * 60 * 60 * 1000;

/** Units of each currency per USD on each day the ECB published: day → currency → rate. */
export type FxRates = Map<string, Map<string, string>>;

export type FxProvider = PriceProvider & {
  /** The latest published rates (units per USD) of these currencies, with their day. */
  latestRates(currencies: string[]): Promise<{ day: string; rates: Map<string, string> }>;
  /** The published rates (units per USD) of these currencies from `from` to `to`. */
  rates(currencies: string[], from: string, to: string): Promise<FxRates>;
};

/** The ECB fixes its rates around 14:15 CET and publishes them around 16:00 CET (15:00 UTC). */
export const ecbQuoteTime = (day: string, now = new Date()) =>
  new Date(Math.min(Date.parse(`${day}T15:00:00Z`), now.getTime()));

export function frankfurterProvider(options: ProviderOptions): FxProvider {
  const name = 'ECB (Frankfurter)';
  let known: { codes: Set<string>; at: number } | undefined;

  const get = (path: string, params: Record<string, string> = {}) =>
    fetchJson(name, endpoint(options.baseUrl, path, params), options.timeoutMs);

  const malformed = (what: string) =>
    new PriceFetchError(`${name}: unexpected answer (${what})`, 'malformed');

  /** The currencies the ECB quotes (cached for a day): asking for another one is an error. */
  async function quoted(currencies: string[]): Promise<string[]> {
    if (!known || Date.now() - known.at > CURRENCIES_TTL_MS) {
      const body = await get('/currencies');
      if (!isRecord(body)) throw malformed('no currency list');
      known = { codes: new Set(Object.keys(body).map((c) => c.toUpperCase())), at: Date.now() };
    }
    const codes = known.codes;
    return [...new Set(currencies.map((c) => c.toUpperCase()))].filter(
      (c) => c !== 'USD' && codes.has(c),
    );
  }

  function readRates(value: unknown, currencies: string[], what: string): Map<string, string> {
    if (!isRecord(value)) throw malformed(`no rates for ${what}`);
    const rates = new Map<string, string>();
    for (const currency of currencies) {
      if (value[currency] === undefined) continue;
      const rate = positivePrice(value[currency]);
      if (!rate)
        throw malformed(`rate of ${currency} on ${what} is ${JSON.stringify(value[currency])}`);
      rates.set(currency, rate);
    }
    return rates;
  }

  async function latestRates(currencies: string[]) {
    const symbols = await quoted(currencies);
    if (symbols.length === 0) return { day: '', rates: new Map<string, string>() };
    const body = await get('/latest', { base: 'USD', symbols: symbols.join(',') });
    if (!isRecord(body) || typeof body.date !== 'string' || !DAY.test(body.date)) {
      throw malformed('no date');
    }
    if (body.base !== undefined && body.base !== 'USD')
      throw malformed(`base ${String(body.base)}`);
    return { day: body.date, rates: readRates(body.rates, symbols, body.date) };
  }

  async function rates(currencies: string[], from: string, to: string): Promise<FxRates> {
    const symbols = await quoted(currencies);
    const result: FxRates = new Map();
    if (symbols.length === 0 || from > to) return result;
    for (let start = from; start <= to; start = addDays(start, CHUNK_DAYS)) {
      const last = addDays(start, CHUNK_DAYS - 1);
      const end = last < to ? last : to;
      const body = await get(`/${start}..${end}`, { base: 'USD', symbols: symbols.join(',') });
      if (!isRecord(body) || !isRecord(body.rates)) throw malformed('no time series');
      for (const [day, dayRates] of Object.entries(body.rates)) {
        if (!DAY.test(day)) throw malformed(`day ${JSON.stringify(day)}`);
        if (day < from || day > to) continue;
        result.set(day, readRates(dayRates, symbols, day));
      }
    }
    return result;
  }

  const quote = (ticker: string, day: string, rate: string): Quote => ({
    ticker,
    day,
    price: divide('1', rate),
    as_of: ecbQuoteTime(day),
  });

  return {
    source: 'ecb',
    name,
    latestRates,
    rates,
    async latest(tickers) {
      const { day, rates: latest } = await latestRates(tickers);
      return [...latest].map(([currency, rate]) => quote(currency, day, rate));
    },
    async history(ticker, from, to) {
      const series = await rates([ticker], from, to);
      const currency = ticker.toUpperCase();
      return [...series]
        .filter(([, dayRates]) => dayRates.has(currency))
        .map(([day, dayRates]) => quote(currency, day, dayRates.get(currency)!))
        .sort((a, b) => a.day.localeCompare(b.day));
    },
  };
}

/**
 * The rate in force on each day from `from` to `to`: the one published that day or, on a weekend
 * or holiday, the latest before it (undefined until the first one known).
 */
export function carryForward(series: FxRates, currency: string, from: string, to: string) {
  const published = [...series]
    .filter(([, rates]) => rates.has(currency))
    .map(([day, rates]) => [day, rates.get(currency)!] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const inForce = new Map<string, string>();
  let index = 0;
  let current: string | undefined;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    while (index < published.length && published[index]![0] <= day)
      current = published[index++]![1];
    if (current !== undefined) inForce.set(day, current);
  }
  return inForce;
}
