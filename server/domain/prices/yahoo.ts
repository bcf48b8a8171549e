// Securities: Yahoo Finance's public chart and search endpoints (no key; SECURITIES_API_URL,
// default https://query1.finance.yahoo.com), the source Ghostfolio, Wealthfolio and Sure use.
//   GET /v8/finance/chart/{symbol}?range=1d&interval=1d
//        → { chart: { result: [{ meta: { currency, symbol, exchangeName, fullExchangeName,
//            instrumentType, longName, shortName, regularMarketPrice, regularMarketTime,
//            gmtoffset, timezone }, timestamp: [...], indicators: { quote: [{ close: [...] }] } }],
//            error: null } }
//   GET /v8/finance/chart/{symbol}?period1=<unix>&period2=<unix>&interval=1d   the same, a history
//   GET /v1/finance/search?q=…&quotesCount=10&newsCount=0
//        → { quotes: [{ symbol, shortname, longname, quoteType, exchange, exchDisp }] }
// An unknown symbol is HTTP 404. Prices are in meta.currency, which may be a minor unit ("GBp":
// pence, divided exactly into GBP). A daily bar's timestamp is its session's start; its day is the
// exchange's own date (timestamp + gmtoffset). A day without trading has a null close. Yahoo
// refuses some networks (HTTP 401, 403 or 429): the error says so in one line.
import {
  PriceFetchError,
  dayStart,
  endpoint,
  fetchJson,
  isRecord,
  majorUnits,
  positivePrice,
  type ListedInstrument,
  type ProviderOptions,
  type Quote,
  type SecuritiesProvider,
} from './provider.js';

export const DEFAULT_SECURITIES_API_URL = 'https://query1.finance.yahoo.com';

const DAY_SECONDS = 24 * 60 * 60;
/** Matches one search answers. */
const SEARCH_RESULTS = 10;

/** Yahoo's quote types of the securities the app holds; indices, currencies, crypto and options
 * are left out (an index cannot be held; currencies and crypto have their own providers). */
const TYPES: Record<string, ListedInstrument['type']> = {
  EQUITY: 'equity',
  ETF: 'equity',
  MUTUALFUND: 'equity',
  FUTURE: 'commodity',
};

const typeOf = (quoteType: unknown) =>
  typeof quoteType === 'string' && Object.hasOwn(TYPES, quoteType) ? TYPES[quoteType]! : null;

/** A text Yahoo gave, trimmed; null when it gave none. */
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** One symbol's chart: what meta says, and its daily closes (days without trading left out). */
type Chart = {
  meta: Record<string, unknown>;
  /** The code its prices are in, as Yahoo writes it ("USD", "GBp"). */
  currency: string;
  /** Seconds the exchange's clock is ahead of UTC. */
  offset: number;
  bars: { time: number; close: string }[];
};

export function yahooProvider(options: ProviderOptions): SecuritiesProvider {
  const name = 'Yahoo Finance';

  const malformed = (what: string) =>
    new PriceFetchError(`${name}: unexpected answer (${what})`, 'malformed');

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    try {
      return await fetchJson(name, endpoint(options.baseUrl, path, params), options.timeoutMs);
    } catch (error) {
      // Yahoo's refusal of a network, said as such rather than as a bare status.
      if (error instanceof PriceFetchError && (error.status === 401 || error.status === 403)) {
        throw new PriceFetchError(
          `${name}: refused (HTTP ${error.status}) on ${path}; it refuses some networks`,
          'http',
          { status: error.status, cause: error },
        );
      }
      throw error;
    }
  }

  /** The chart of one symbol; null when Yahoo does not know it. */
  async function chart(ticker: string, params: Record<string, string>): Promise<Chart | null> {
    let body: unknown;
    try {
      body = await get(`/v8/finance/chart/${encodeURIComponent(ticker)}`, {
        ...params,
        interval: '1d',
      });
    } catch (error) {
      if (error instanceof PriceFetchError && error.status === 404) return null;
      throw error;
    }
    const answer = isRecord(body) && isRecord(body.chart) ? body.chart : null;
    if (!answer) throw malformed(`no chart for ${ticker}`);
    const result: unknown = Array.isArray(answer.result) ? answer.result[0] : undefined;
    if (!isRecord(result)) {
      const error = isRecord(answer.error) ? answer.error : null;
      if (error?.code === 'Not Found') return null;
      if (error) {
        const description = text(error.description) ?? text(error.code) ?? 'no description';
        throw new PriceFetchError(
          `${name}: error on ${ticker}: ${description.slice(0, 120)}`,
          'provider',
        );
      }
      throw malformed(`no chart result for ${ticker}`);
    }
    const meta = result.meta;
    if (!isRecord(meta)) throw malformed(`no meta for ${ticker}`);
    const currency = text(meta.currency);
    if (!currency || !/^[A-Za-z]{3}$/.test(currency)) throw malformed(`no currency for ${ticker}`);
    const offset = Number(meta.gmtoffset ?? 0);
    if (!Number.isSafeInteger(offset)) throw malformed(`gmtoffset of ${ticker}`);
    const times: unknown[] = Array.isArray(result.timestamp) ? result.timestamp : [];
    const quote: unknown =
      isRecord(result.indicators) && Array.isArray(result.indicators.quote)
        ? result.indicators.quote[0]
        : undefined;
    const closes: unknown[] = isRecord(quote) && Array.isArray(quote.close) ? quote.close : [];
    const bars: Chart['bars'] = [];
    times.forEach((value, index) => {
      const close = closes[index];
      if (close === null || close === undefined) return; // no trading that day
      const time = Number(value);
      const price = positivePrice(close);
      if (!Number.isSafeInteger(time) || !price) {
        throw malformed(`bar ${String(value)} of ${ticker} closes at ${JSON.stringify(close)}`);
      }
      bars.push({ time, close: price });
    });
    return { meta, currency, offset, bars };
  }

  /** The exchange's date at `time` (seconds), its clock `offset` seconds ahead of UTC. */
  const localDay = (time: number, offset: number) =>
    new Date((time + offset) * 1000).toISOString().slice(0, 10);

  return {
    source: 'yahoo',
    name,

    async latest(tickers) {
      const quotes: Quote[] = [];
      // One chart per symbol (Yahoo's batch quote endpoint wants a session cookie), one at a time.
      for (const ticker of new Set(tickers.map((t) => t.toUpperCase()))) {
        const found = await chart(ticker, { range: '1d' });
        const time = Number(found?.meta.regularMarketTime);
        const price = positivePrice(found?.meta.regularMarketPrice);
        // Without a market price (a symbol Yahoo lists but does not quote) it is left out.
        if (!found || !price || !Number.isSafeInteger(time)) continue;
        quotes.push({
          ticker,
          day: localDay(time, found.offset),
          price: majorUnits(found.currency).price(price),
          as_of: new Date(Math.min(time * 1000, Date.now())),
        });
      }
      return quotes;
    },

    async history(ticker, from, to) {
      const symbol = ticker.toUpperCase();
      if (from > to) return [];
      // A day on either side: the exchange's dates are not UTC's.
      const found = await chart(symbol, {
        period1: String(dayStart(from) - DAY_SECONDS),
        period2: String(dayStart(to) + 2 * DAY_SECONDS),
      });
      if (!found) return [];
      const units = majorUnits(found.currency);
      const now = Date.now();
      const byDay = new Map<string, Quote>();
      for (const { time, close } of found.bars) {
        const day = localDay(time, found.offset);
        if (day < from || day > to) continue;
        // A day's close is final when the exchange's day ends; the running day's is its latest
        // trade. A later bar of the same day (Yahoo may add the running one) wins.
        const dayEnd = (dayStart(day) + DAY_SECONDS - found.offset) * 1000;
        byDay.set(day, {
          ticker: symbol,
          day,
          price: units.price(close),
          as_of: new Date(Math.min(dayEnd, now)),
        });
      }
      return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
    },

    async search(query) {
      const body = await get('/v1/finance/search', {
        q: query,
        quotesCount: String(SEARCH_RESULTS),
        newsCount: '0',
      });
      if (!isRecord(body) || !Array.isArray(body.quotes)) throw malformed('no quotes in a search');
      return body.quotes.flatMap((quote): ListedInstrument[] => {
        if (!isRecord(quote)) return [];
        const symbol = text(quote.symbol);
        const type = typeOf(quote.quoteType);
        if (!symbol || !type) return [];
        return [
          {
            ticker: symbol.toUpperCase(),
            name: text(quote.longname) ?? text(quote.shortname) ?? symbol,
            type,
            exchange: text(quote.exchDisp) ?? text(quote.exchange),
            // Yahoo's search does not say; describe (the chart's meta) does.
            currency: null,
          },
        ];
      });
    },

    async describe(ticker) {
      const symbol = ticker.toUpperCase();
      const found = await chart(symbol, { range: '1d' });
      const type = found && typeOf(found.meta.instrumentType);
      if (!found || !type) return null;
      return {
        ticker: symbol,
        name: text(found.meta.longName) ?? text(found.meta.shortName) ?? symbol,
        type,
        exchange: text(found.meta.fullExchangeName) ?? text(found.meta.exchangeName),
        currency: majorUnits(found.currency).currency,
      };
    },
  };
}
