// Securities with a key: Twelve Data (TWELVE_DATA_API_KEY; TWELVE_DATA_API_URL, default
// https://api.twelvedata.com), for the networks Yahoo Finance refuses.
//   GET /time_series?symbol=…&interval=1day&start_date=…&end_date=…&outputsize=5000
//        → { meta: { symbol, currency, exchange, type }, values: [{ datetime, close }],
//            status: "ok" }
//   GET /symbol_search?symbol=…&outputsize=10
//        → { data: [{ symbol, instrument_name, exchange, instrument_type, currency }] }
// Errors come as { status: "error", code, message } (with HTTP 200 or that code): 429 is the rate
// limit, 401 and 403 a refused key, 400 or 404 "not found" / "no data" (nothing to price, not a
// failure). The key travels in the Authorization header ("apikey …"), never in the URL, so no log
// line or error carries it. A symbol listed on several exchanges is asked for as SYMBOL:EXCHANGE
// (Twelve Data's own notation), which is the app's ticker for it; on a US exchange the plain
// symbol, as Yahoo spells it too.
import {
  PriceFetchError,
  addDays,
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

export const DEFAULT_TWELVE_DATA_API_URL = 'https://api.twelvedata.com';

/** Days per time-series request: fewer trading days than the 5,000 values one answer holds. */
const CHUNK_DAYS = 5000;
const SEARCH_RESULTS = 10;
/** Exchanges whose symbols are the app's tickers as they are (Yahoo's spelling too). */
const US_EXCHANGES = new Set([
  'NASDAQ',
  'NYSE',
  'AMEX',
  'ARCA',
  'NYSE ARCA',
  'BATS',
  'CBOE',
  'OTC',
]);

/** The app's ticker of a symbol on an exchange. */
const tickerOf = (symbol: string, exchange: string | null) =>
  (!exchange || US_EXCHANGES.has(exchange.toUpperCase())
    ? symbol
    : `${symbol}:${exchange}`
  ).toUpperCase();

/** Twelve Data's instrument types as the app's; null for what the app prices otherwise or cannot
 * hold (indices, currencies, crypto, bonds, warrants). Stocks, ETFs, funds, REITs, depositary
 * receipts are equities. */
function typeOf(instrumentType: unknown): ListedInstrument['type'] | null {
  if (typeof instrumentType !== 'string') return null;
  if (/commodit|future/i.test(instrumentType)) return 'commodity';
  if (/index|currency|crypto|bond|warrant|option/i.test(instrumentType)) return null;
  return 'equity';
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function twelveDataProvider(
  options: ProviderOptions & { apiKey: string },
): SecuritiesProvider {
  const name = 'Twelve Data';
  const headers = { authorization: `apikey ${options.apiKey}` };

  const malformed = (what: string) =>
    new PriceFetchError(`${name}: unexpected answer (${what})`, 'malformed');
  /** A message without the key, whatever the API put in it. */
  const scrub = (message: string) => message.split(options.apiKey).join('…');
  const refused = (status: number, path: string, cause?: unknown) =>
    new PriceFetchError(
      `${name}: refused (HTTP ${status}) on ${path}: check TWELVE_DATA_API_KEY`,
      'http',
      {
        status,
        cause,
      },
    );

  /** An endpoint's answer; null when Twelve Data has nothing for it (unknown symbol, no data). */
  async function call(path: string, params: Record<string, string>) {
    let body: unknown;
    try {
      body = await fetchJson(
        name,
        endpoint(options.baseUrl, path, params),
        options.timeoutMs,
        undefined,
        headers,
      );
    } catch (error) {
      if (!(error instanceof PriceFetchError)) throw error;
      if (error.status === 401 || error.status === 403) throw refused(error.status, path, error);
      if (error.status === 404) return null;
      throw new PriceFetchError(scrub(error.message), error.kind, {
        status: error.status,
        cause: error,
      });
    }
    if (!isRecord(body)) throw malformed(`${path} is not an object`);
    if (body.status === 'error') {
      const code = Number(body.code);
      const message = scrub(text(body.message) ?? 'no message').slice(0, 120);
      if (code === 429) {
        throw new PriceFetchError(`${name}: rate limited on ${path}: ${message}`, 'rate_limit', {
          status: code,
        });
      }
      if (code === 401 || code === 403) throw refused(code, path);
      if ((code === 400 || code === 404) && /not found|no data|not available/i.test(message)) {
        return null;
      }
      throw new PriceFetchError(`${name}: error ${code} on ${path}: ${message}`, 'provider');
    }
    return body;
  }

  /** Daily closes of a symbol (in its currency's major unit) from `from` to `to`, oldest first. */
  async function series(ticker: string, params: Record<string, string>): Promise<Quote[]> {
    const body = await call('/time_series', { symbol: ticker, interval: '1day', ...params });
    if (!body) return [];
    if (!isRecord(body.meta) || !Array.isArray(body.values))
      throw malformed(`no series for ${ticker}`);
    const currency = text(body.meta.currency);
    if (!currency) throw malformed(`no currency for ${ticker}`);
    const units = majorUnits(currency);
    const now = Date.now();
    return body.values
      .map((value): Quote => {
        const day =
          isRecord(value) && typeof value.datetime === 'string' ? value.datetime.slice(0, 10) : '';
        const close = isRecord(value) ? positivePrice(value.close) : null;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !close) {
          throw malformed(`value ${JSON.stringify(value)?.slice(0, 80)} of ${ticker}`);
        }
        // A day's close is final when it ends (its exchange's time zone aside).
        const dayEnd = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
        return { ticker, day, price: units.price(close), as_of: new Date(Math.min(dayEnd, now)) };
      })
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  async function search(query: string): Promise<ListedInstrument[]> {
    const body = await call('/symbol_search', {
      symbol: query,
      outputsize: String(SEARCH_RESULTS),
    });
    if (!body) return [];
    if (!Array.isArray(body.data)) throw malformed('no data in a search');
    return body.data.flatMap((item): ListedInstrument[] => {
      if (!isRecord(item)) return [];
      const symbol = text(item.symbol);
      const type = typeOf(item.instrument_type);
      if (!symbol || !type) return [];
      const exchange = text(item.exchange);
      const currency = text(item.currency);
      return [
        {
          ticker: tickerOf(symbol, exchange),
          name: text(item.instrument_name) ?? symbol,
          type,
          exchange,
          currency: currency && majorUnits(currency).currency,
        },
      ];
    });
  }

  return {
    source: 'twelvedata',
    name,

    async latest(tickers) {
      const quotes: Quote[] = [];
      for (const ticker of new Set(tickers.map((t) => t.toUpperCase()))) {
        const [newest] = (await series(ticker, { outputsize: '1' })).slice(-1);
        if (newest) quotes.push(newest);
      }
      return quotes;
    },

    async history(ticker, from, to) {
      const symbol = ticker.toUpperCase();
      const quotes: Quote[] = [];
      for (let start = from; start <= to; start = addDays(start, CHUNK_DAYS)) {
        const last = addDays(start, CHUNK_DAYS - 1);
        const end = last < to ? last : to;
        // end_date is asked a day later: the API may leave the end day itself out.
        const chunk = await series(symbol, {
          start_date: start,
          end_date: addDays(end, 1),
          outputsize: '5000',
        });
        quotes.push(...chunk.filter((q) => q.day >= start && q.day <= end));
      }
      return quotes;
    },

    search,

    async describe(ticker) {
      const wanted = ticker.toUpperCase();
      const symbol = wanted.split(':')[0]!;
      const found = (await search(symbol)).find((item) => item.ticker === wanted);
      if (!found) return null;
      if (!found.currency) throw malformed(`no currency for ${wanted}`);
      return { ...found, currency: found.currency };
    },
  };
}
