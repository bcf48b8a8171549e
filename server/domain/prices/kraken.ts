// Crypto: Kraken's public market data (no key; KRAKEN_API_URL, default https://api.kraken.com).
//   GET /0/public/AssetPairs                → { error: [], result: { XXBTZUSD: { altname: "XBTUSD",
//                                               wsname: "XBT/USD", base: "XXBT", quote: "ZUSD" }, ... } }
//   GET /0/public/Ticker?pair=XXBTZUSD,...   → { error: [], result: { XXBTZUSD: { c: ["price", "lot"], ... } } }
//   GET /0/public/OHLC?pair=XXBTZUSD&interval=1440&since=<unix>
//                                           → { error: [], result: { XXBTZUSD: [[time, open, high, low,
//                                               close, vwap, volume, count], ...], last: <unix> } }
// Errors come as HTTP 200 with { error: ["EGeneral:Too many requests"] } (or HTTP 429). Kraken
// names bitcoin XBT (XXBT) and dogecoin XDG. Daily candles start at 00:00 UTC; their close is the
// day's price, and the last one is the running day. OHLC answers at most the 720 most recent
// candles, so daily history reaches back about two years.
// An instrument without a USD market (say only XBT/EUR) is priced through that fiat currency:
// the EUR price divided by the ECB's EUR-per-USD rate of the same day (the latest before it on a
// weekend or holiday).
import { divide } from '../decimal.js';
import { carryForward, type FxProvider } from './frankfurter.js';
import {
  PriceFetchError,
  addDays,
  dayStart,
  endpoint,
  fetchJson,
  isRecord,
  positivePrice,
  utcToday,
  type PriceProvider,
  type ProviderOptions,
  type Quote,
} from './provider.js';

export const DEFAULT_KRAKEN_API_URL = 'https://api.kraken.com';

/** Our tickers Kraken spells otherwise. */
const KRAKEN_NAMES: Record<string, string> = { BTC: 'XBT', DOGE: 'XDG' };
/** Kraken's legacy four-letter asset codes (X… crypto, Z… fiat), for pairs without a wsname. */
const LEGACY_CODE =
  /^[XZ](XBT|XDG|ETH|ETC|LTC|XRP|XLM|XMR|ZEC|MLN|REP|USD|EUR|GBP|CAD|JPY|AUD|CHF)$/;
/** Fiat currencies a market may be quoted in when there is none in USD, in order of preference. */
const CROSS_FIATS = ['EUR', 'GBP', 'CAD', 'CHF', 'JPY', 'AUD'];
/** How long the list of markets is kept before it is asked again. */
const PAIRS_TTL_MS = 6 * 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;
/** Candles per OHLC answer, at most. */
const OHLC_LIMIT = 720;

/** An answer of Kraken's that is not what its API documents. */
export const krakenMalformed = (what: string) =>
  new PriceFetchError(`Kraken: unexpected answer (${what})`, 'malformed');

/**
 * The `result` of a Kraken answer ({ error: [...], result: {...} }, public or private alike), or
 * the errors it reports as one PriceFetchError line: "Kraken: error on Balance: EAPI:Invalid key".
 */
export function krakenResult(body: unknown, method: string): Record<string, unknown> {
  if (!isRecord(body)) throw krakenMalformed(`${method} is not an object`);
  const errors = Array.isArray(body.error) ? body.error.map(String) : [];
  if (errors.length > 0) {
    const message = errors.join(', ');
    const limited = /too many requests|rate limit/i.test(message);
    throw new PriceFetchError(
      `Kraken: ${limited ? 'rate limited' : 'error'} on ${method}: ${message.slice(0, 200)}`,
      limited ? 'rate_limit' : 'provider',
    );
  }
  if (!isRecord(body.result)) throw krakenMalformed(`${method} has no result`);
  return body.result;
}

/** Where an instrument trades: the pair's key and the currency it is quoted in. */
export type Market = { pair: string; quote: string };

const assetName = (code: string) => LEGACY_CODE.exec(code)?.[1] ?? code;

export function krakenProvider(options: ProviderOptions & { fx: FxProvider }): PriceProvider & {
  market(ticker: string): Promise<Market | null>;
} {
  const name = 'Kraken';
  let markets: { byAsset: Map<string, Map<string, string>>; at: number } | undefined;

  /** A public endpoint's `result`, or the error Kraken reports as one line. */
  async function publicCall(method: string, params: Record<string, string> = {}) {
    const body = await fetchJson(
      name,
      endpoint(options.baseUrl, `/0/public/${method}`, params),
      options.timeoutMs,
    );
    return krakenResult(body, method);
  }

  /** Every market by its base asset and quote currency (cached): XBT → USD → XXBTZUSD. */
  async function allMarkets() {
    if (markets && Date.now() - markets.at < PAIRS_TTL_MS) return markets.byAsset;
    const result = await publicCall('AssetPairs');
    const byAsset = new Map<string, Map<string, string>>();
    for (const [key, info] of Object.entries(result)) {
      if (!isRecord(info) || key.endsWith('.d')) continue;
      let base: string | undefined;
      let quote: string | undefined;
      if (typeof info.wsname === 'string' && info.wsname.includes('/')) {
        [base, quote] = info.wsname.split('/');
      } else if (typeof info.base === 'string' && typeof info.quote === 'string') {
        [base, quote] = [assetName(info.base), assetName(info.quote)];
      }
      if (!base || !quote) continue;
      const quotes = byAsset.get(base) ?? new Map<string, string>();
      if (!quotes.has(quote)) quotes.set(quote, key);
      byAsset.set(base, quotes);
    }
    if (byAsset.size === 0) throw krakenMalformed('no markets in AssetPairs');
    markets = { byAsset, at: Date.now() };
    return byAsset;
  }

  /** The market an instrument is priced from: in USD, or else in the first fiat of CROSS_FIATS. */
  async function market(ticker: string): Promise<Market | null> {
    const symbol = ticker.toUpperCase();
    const quotes = (await allMarkets()).get(KRAKEN_NAMES[symbol] ?? symbol);
    if (!quotes) return null;
    for (const quote of ['USD', ...CROSS_FIATS]) {
      const pair = quotes.get(quote);
      if (pair) return { pair, quote };
    }
    return null;
  }

  /** A pair's entry in a result keyed by pair (Kraken answers by key, whatever name was asked). */
  const entry = (result: Record<string, unknown>, pair: string) => result[pair];

  return {
    source: 'kraken',
    name,
    // The 720 most recent daily candles (today's included).
    historyDays: OHLC_LIMIT,
    market,

    async latest(tickers) {
      const wanted = new Map<string, Market>();
      for (const ticker of new Set(tickers.map((t) => t.toUpperCase()))) {
        const found = await market(ticker);
        if (found) wanted.set(ticker, found);
      }
      if (wanted.size === 0) return [];
      const result = await publicCall('Ticker', {
        pair: [...new Set([...wanted.values()].map((m) => m.pair))].join(','),
      });
      const now = new Date();
      const crosses = [...new Set([...wanted.values()].map((m) => m.quote))].filter(
        (q) => q !== 'USD',
      );
      const fx = crosses.length ? await options.fx.latestRates(crosses) : undefined;
      const quotes: Quote[] = [];
      for (const [ticker, { pair, quote }] of wanted) {
        const info = entry(result, pair);
        if (info === undefined) continue;
        const close = isRecord(info) && Array.isArray(info.c) ? positivePrice(info.c[0]) : null;
        if (!close) throw krakenMalformed(`no last trade price for ${pair}`);
        let price = close;
        if (quote !== 'USD') {
          const rate = fx?.rates.get(quote);
          if (!rate) continue;
          price = divide(close, rate);
        }
        quotes.push({ ticker, day: utcToday(now), price, as_of: now });
      }
      return quotes;
    },

    async history(ticker, from, to) {
      const symbol = ticker.toUpperCase();
      const found = await market(symbol);
      if (!found || from > to) return [];
      const now = new Date();
      const closes = new Map<string, { close: string; as_of: Date }>();
      let since = dayStart(from) - 1;
      for (let page = 0; page < 10; page++) {
        const result = await publicCall('OHLC', {
          pair: found.pair,
          interval: '1440',
          since: String(since),
        });
        const candles = entry(result, found.pair);
        if (!Array.isArray(candles)) throw krakenMalformed(`no candles for ${found.pair}`);
        let newest = '';
        for (const candle of candles) {
          const time = Array.isArray(candle) ? Number(candle[0]) : NaN;
          const close = Array.isArray(candle) ? positivePrice(candle[4]) : null;
          if (!Number.isSafeInteger(time) || !close) {
            throw krakenMalformed(
              `candle ${JSON.stringify(candle)?.slice(0, 80)} of ${found.pair}`,
            );
          }
          const day = new Date(time * 1000).toISOString().slice(0, 10);
          if (day > newest) newest = day;
          if (day < from || day > to) continue;
          // A day's close is known when it ends; the running day's is its latest trade.
          const as_of = new Date(Math.min((time + DAY_SECONDS) * 1000, now.getTime()));
          closes.set(day, { close, as_of });
        }
        const last = Number(result.last);
        if (
          candles.length < OHLC_LIMIT ||
          newest >= to ||
          !Number.isSafeInteger(last) ||
          last <= since
        ) {
          break;
        }
        since = last;
      }
      if (found.quote === 'USD') {
        return [...closes]
          .map(([day, { close, as_of }]) => ({ ticker: symbol, day, price: close, as_of }))
          .sort((a, b) => a.day.localeCompare(b.day));
      }
      // Through the fiat it is quoted in: from a week before, so a leading weekend has a rate.
      const days = [...closes.keys()].sort();
      if (days.length === 0) return [];
      const series = await options.fx.rates([found.quote], addDays(days[0]!, -7), days.at(-1)!);
      const inForce = carryForward(series, found.quote, days[0]!, days.at(-1)!);
      const quotes: Quote[] = [];
      for (const day of days) {
        const rate = inForce.get(day);
        const { close, as_of } = closes.get(day)!;
        if (rate) quotes.push({ ticker: symbol, day, price: divide(close, rate), as_of });
      }
      return quotes;
    },
  };
}
