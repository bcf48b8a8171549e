// The price providers against fake APIs on 127.0.0.1: the ECB's rates through Frankfurter and
// Kraken's public market data. Prices are exact decimals (never floats); every way a provider can
// fail becomes one clear PriceFetchError that the jobs retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divide } from '../../server/domain/decimal.js';
import { carryForward, frankfurterProvider } from '../../server/domain/prices/frankfurter.js';
import { krakenProvider } from '../../server/domain/prices/kraken.js';
import {
  PriceFetchError,
  exactDecimal,
  parseJsonExact,
  utcToday,
  type PriceProvider,
} from '../../server/domain/prices/provider.js';
import {
  ECB_CURRENCIES,
  KRAKEN_PAIRS,
  candle,
  closedPort,
  fakeServer,
  krakenPairs,
  krakenTicker,
  type FakeServer,
} from './fakeHttp.js';

let ecb: FakeServer;
let kraken: FakeServer;

beforeAll(async () => {
  ecb = await fakeServer();
  kraken = await fakeServer();
});

afterAll(async () => {
  await ecb.close();
  await kraken.close();
});

/** The error a promise rejects with (the test fails when it resolves). */
async function failure(promise: Promise<unknown>): Promise<PriceFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PriceFetchError);
  return error as PriceFetchError;
}

const fx = (timeoutMs = 2000) => frankfurterProvider({ baseUrl: `${ecb.url}/v1`, timeoutMs });
const crypto = (timeoutMs = 2000) =>
  krakenProvider({ baseUrl: kraken.url, timeoutMs, fx: fx(timeoutMs) });

describe('exact numbers', () => {
  it('keeps the digits of JSON numbers and divides at 18 places, rounding half away from zero', () => {
    expect(parseJsonExact('{"a":0.9,"b":[1e-7,-2.50],"c":"x1.5","d":true}')).toEqual({
      a: '0.9',
      b: ['1e-7', '-2.50'],
      c: 'x1.5',
      d: true,
    });
    expect(exactDecimal('1e-7')).toBe('0.0000001');
    expect(exactDecimal('1.5E3')).toBe('1500');
    expect(exactDecimal('0.0000000000000000015')).toBe('0.000000000000000002');
    expect(exactDecimal('1e30')).toBeNull();
    expect(exactDecimal('abc')).toBeNull();
    expect(divide('1', '0.9')).toBe('1.111111111111111111');
    expect(divide('2', '3')).toBe('0.666666666666666667');
    expect(divide('-2', '3')).toBe('-0.666666666666666667');
    expect(divide('1', '156')).toBe('0.00641025641025641');
    expect(() => divide('1', '0')).toThrow(RangeError);
  });
});

describe('ECB rates (Frankfurter)', () => {
  it('answers the latest USD price of each currency as 1 / rate, exactly', async () => {
    ecb.reply = (url) =>
      url.pathname === '/v1/currencies'
        ? { json: ECB_CURRENCIES }
        : // a raw body: 0.9 must not pass through a float
          {
            text: '{"amount":1.0,"base":"USD","date":"2026-01-16","rates":{"EUR":0.9,"GBP":0.78125,"JPY":156}}',
          };
    ecb.requests.length = 0;
    const quotes = await fx().latest(['EUR', 'GBP', 'JPY', 'XAU', 'USD']);
    expect(quotes.map(({ ticker, day, price }) => ({ ticker, day, price }))).toEqual([
      { ticker: 'EUR', day: '2026-01-16', price: '1.111111111111111111' },
      { ticker: 'GBP', day: '2026-01-16', price: '1.28' },
      { ticker: 'JPY', day: '2026-01-16', price: '0.00641025641025641' },
    ]);
    expect(quotes[0]!.as_of.toISOString()).toBe('2026-01-16T15:00:00.000Z');
    // Only currencies the ECB quotes are asked for (XAU is not; USD is 1).
    const latest = ecb.requests.find((u) => u.pathname === '/v1/latest')!;
    expect(Object.fromEntries(latest.searchParams)).toEqual({
      base: 'USD',
      symbols: 'EUR,GBP,JPY',
    });
  });

  it('answers the daily history in time-series requests of at most a year', async () => {
    ecb.reply = (url) => {
      if (url.pathname === '/v1/currencies') return { json: ECB_CURRENCIES };
      const [from, to] = url.pathname.slice('/v1/'.length).split('..');
      return {
        json: {
          amount: 1,
          base: 'USD',
          start_date: from,
          end_date: to,
          rates: { [from!]: { EUR: 0.8 }, [to!]: { EUR: 0.75 } },
        },
      };
    };
    ecb.requests.length = 0;
    const quotes = await fx().history('EUR', '2024-01-01', '2025-03-01');
    expect(ecb.paths().filter((p) => !p.includes('currencies'))).toEqual([
      '/v1/2024-01-01..2024-12-31?base=USD&symbols=EUR',
      '/v1/2025-01-01..2025-03-01?base=USD&symbols=EUR',
    ]);
    expect(quotes.map(({ day, price }) => [day, price])).toEqual([
      ['2024-01-01', '1.25'],
      ['2024-12-31', '1.333333333333333333'],
      ['2025-01-01', '1.25'],
      ['2025-03-01', '1.333333333333333333'],
    ]);
  });

  it('fills weekends and holidays with the latest rate before them', () => {
    const series = new Map([
      ['2026-01-16', new Map([['EUR', '0.9']])],
      ['2026-01-19', new Map([['EUR', '0.8']])],
    ]);
    expect([...carryForward(series, 'EUR', '2026-01-15', '2026-01-19')]).toEqual([
      ['2026-01-16', '0.9'],
      ['2026-01-17', '0.9'],
      ['2026-01-18', '0.9'],
      ['2026-01-19', '0.8'],
    ]);
  });
});

/** The ways any provider fails, each against a fresh provider (no cached lists). */
describe.each([
  ['ECB', () => ecb, (t?: number) => fx(t), (p: PriceProvider) => p.latest(['EUR'])],
  ['Kraken', () => kraken, (t?: number) => crypto(t), (p: PriceProvider) => p.latest(['BTC'])],
])('%s failures', (_name, server, provider, ask) => {
  it('HTTP 500: an http error naming the status', async () => {
    server().reply = () => ({ status: 500, text: 'Internal Server Error' });
    const error = await failure(ask(provider()));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/HTTP 500/);
  });

  it('HTTP 429: rate limited, with the time the API asks to wait', async () => {
    server().reply = () => ({ status: 429, json: {}, headers: { 'retry-after': '30' } });
    const error = await failure(ask(provider()));
    expect(error.kind).toBe('rate_limit');
    expect(error.message).toMatch(/rate limited \(HTTP 429, retry after 30s\)/);
  });

  it('a body that is not JSON: malformed', async () => {
    server().reply = () => ({ text: '{"rates": {' });
    const error = await failure(ask(provider()));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/not JSON/);
  });

  it('no answer: a timeout after the configured time', async () => {
    server().reply = () => 'hang';
    const started = Date.now();
    const error = await failure(ask(provider(150)));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('unreachable providers', () => {
  it('fail with one line naming the provider and the reason', async () => {
    const nowhere = await closedPort();
    const error = await failure(
      frankfurterProvider({ baseUrl: nowhere, timeoutMs: 1000 }).latest(['EUR']),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^ECB \(Frankfurter\): unreachable \(ECONNREFUSED\)/);
    expect(error.message).not.toContain('\n');
  });
});

describe('Kraken', () => {
  /** Kraken answering AssetPairs, Ticker and OHLC from these. */
  function serve({
    pairs = KRAKEN_PAIRS,
    tickers = {},
    candles = {},
  }: {
    pairs?: unknown;
    tickers?: Record<string, string>;
    candles?: Record<string, unknown[]>;
  }) {
    kraken.requests.length = 0;
    kraken.reply = (url) => {
      const pair = url.searchParams.get('pair') ?? '';
      switch (url.pathname) {
        case '/0/public/AssetPairs':
          return { json: pairs };
        case '/0/public/Ticker':
          return {
            json: {
              error: [],
              result: Object.fromEntries(
                pair.split(',').map((p) => [p, krakenTicker(tickers[p] ?? '0')]),
              ),
            },
          };
        case '/0/public/OHLC':
          return { json: { error: [], result: { [pair]: candles[pair] ?? [], last: 1 } } };
        default:
          return { status: 404, json: { error: ['EGeneral:Unknown method'] } };
      }
    };
  }

  it('answers the last trade of each crypto in USD; BTC is XBT there', async () => {
    serve({
      tickers: {
        XXBTZUSD: '97123.45000',
        XETHZUSD: '3100.1',
        USDTZUSD: '1.0002',
        XLTCZUSD: '80.5',
      },
    });
    const before = Date.now();
    const quotes = await crypto().latest(['BTC', 'ETH', 'USDT', 'LTC', 'NOPE']);
    expect(quotes.map(({ ticker, price }) => [ticker, price])).toEqual([
      ['BTC', '97123.45'],
      ['ETH', '3100.1'],
      ['USDT', '1.0002'],
      ['LTC', '80.5'],
    ]);
    expect(quotes[0]!.day).toBe(utcToday());
    expect(quotes[0]!.as_of.getTime()).toBeGreaterThanOrEqual(before);
    const ticker = kraken.requests.find((u) => u.pathname === '/0/public/Ticker')!;
    expect(ticker.searchParams.get('pair')).toBe('XXBTZUSD,XETHZUSD,USDTZUSD,XLTCZUSD');
  });

  it('answers daily closes from OHLC (interval 1440, since the first day)', async () => {
    serve({
      candles: {
        XXBTZUSD: [
          candle('2026-01-09', '90000.1'),
          candle('2026-01-10', '91000.2'),
          candle('2026-01-11', '92000.3'),
          candle('2026-01-12', '93000.4'),
        ],
      },
    });
    const quotes = await crypto().history('BTC', '2026-01-10', '2026-01-11');
    expect(quotes.map(({ day, price, as_of }) => [day, price, as_of.toISOString()])).toEqual([
      ['2026-01-10', '91000.2', '2026-01-11T00:00:00.000Z'],
      ['2026-01-11', '92000.3', '2026-01-12T00:00:00.000Z'],
    ]);
    const ohlc = kraken.requests.find((u) => u.pathname === '/0/public/OHLC')!;
    expect(Object.fromEntries(ohlc.searchParams)).toEqual({
      pair: 'XXBTZUSD',
      interval: '1440',
      since: String(Date.parse('2026-01-10T00:00:00Z') / 1000 - 1),
    });
  });

  it('prices a crypto quoted only in EUR through the ECB rate of the same day', async () => {
    serve({
      pairs: krakenPairs([['XXBTZEUR', 'XBT/EUR', 'XXBT', 'ZEUR']]),
      tickers: { XXBTZEUR: '90000' },
      candles: {
        XXBTZEUR: [
          candle('2026-01-16', '90000'), // Friday
          candle('2026-01-17', '81000'), // Saturday: no ECB rate, Friday's holds
          candle('2026-01-19', '80000'), // Monday
        ],
      },
    });
    ecb.requests.length = 0;
    ecb.reply = (url) => {
      if (url.pathname === '/v1/currencies') return { json: ECB_CURRENCIES };
      if (url.pathname === '/v1/latest') {
        return { json: { amount: 1, base: 'USD', date: '2026-01-16', rates: { EUR: 0.9 } } };
      }
      return {
        json: {
          amount: 1,
          base: 'USD',
          rates: {
            '2026-01-15': { EUR: 0.95 },
            '2026-01-16': { EUR: 0.9 },
            '2026-01-19': { EUR: 0.8 },
          },
        },
      };
    };
    const provider = crypto();
    const [latest] = await provider.latest(['BTC']);
    expect(latest).toMatchObject({ ticker: 'BTC', price: '100000' });
    const history = await provider.history('BTC', '2026-01-16', '2026-01-19');
    expect(history.map(({ day, price }) => [day, price])).toEqual([
      ['2026-01-16', '100000'],
      ['2026-01-17', '90000'],
      ['2026-01-19', '100000'],
    ]);
    // The rates from a week before the first day, so a leading weekend has one too.
    expect(ecb.paths()).toContain('/v1/2026-01-09..2026-01-19?base=USD&symbols=EUR');
  });

  it("reports Kraken's error array: rate limits as such, others as provider errors", async () => {
    kraken.reply = () => ({ json: { error: ['EGeneral:Too many requests'] } });
    const limited = await failure(crypto().latest(['BTC']));
    expect(limited.kind).toBe('rate_limit');
    expect(limited.message).toBe('Kraken: rate limited on AssetPairs: EGeneral:Too many requests');

    serve({});
    const provider = crypto();
    await provider.market('BTC'); // markets cached
    kraken.reply = () => ({ json: { error: ['EQuery:Unknown asset pair'] } });
    const other = await failure(provider.latest(['BTC']));
    expect(other.kind).toBe('provider');
    expect(other.message).toBe('Kraken: error on Ticker: EQuery:Unknown asset pair');
  });

  it('refuses prices that are not positive decimals', async () => {
    serve({ tickers: { XXBTZUSD: 'NaN' } });
    const error = await failure(crypto().latest(['BTC']));
    expect(error.kind).toBe('malformed');
  });
});
