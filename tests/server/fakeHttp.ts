// A fake HTTP API on 127.0.0.1 (a free port), started by a test: no test ever reaches the internet.
// `reply` decides each answer and may be swapped between tests; every request is recorded.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { status?: number; json?: unknown; text?: string; headers?: Record<string, string> }
  /** Accept the request and never answer it (a provider that hangs). */
  | 'hang';

export type FakeHandler = (url: URL, request: IncomingMessage) => FakeReply | Promise<FakeReply>;

export type FakeServer = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request's URL, in order. */
  requests: URL[];
  /** Paths (with query) of the requests, in order. */
  paths(): string[];
  reply: FakeHandler;
  close(): Promise<void>;
};

export async function fakeServer(
  reply: FakeHandler = () => ({ status: 404 }),
): Promise<FakeServer> {
  const requests: URL[] = [];
  const fake: FakeServer = {
    url: '',
    requests,
    paths: () => requests.map((u) => `${u.pathname}${u.search}`),
    reply,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    void Promise.resolve(fake.reply(url, req)).then((answer) => {
      if (answer === 'hang') return;
      const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.text === undefined ? 'application/json' : 'text/plain',
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A URL on 127.0.0.1 where nothing listens (a provider that is offline). */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// The two price APIs as the fake serves them (shapes as documented by Frankfurter and Kraken)
// ---------------------------------------------------------------------------------------------

export const ECB_CURRENCIES = {
  AUD: 'Australian Dollar',
  CAD: 'Canadian Dollar',
  CHF: 'Swiss Franc',
  EUR: 'Euro',
  GBP: 'British Pound',
  JPY: 'Japanese Yen',
  USD: 'United States Dollar',
};

/** Kraken's AssetPairs entries: key → altname, wsname, base, quote. */
export function krakenPairs(
  pairs: [key: string, wsname: string | null, base: string, quote: string][],
) {
  return {
    error: [],
    result: Object.fromEntries(
      pairs.map(([key, wsname, base, quote]) => [
        key,
        {
          altname: key.replace(/^X(\w{3})Z(\w{3})$/, '$1$2'),
          ...(wsname ? { wsname } : {}),
          base,
          quote,
          pair_decimals: 1,
          status: 'online',
        },
      ]),
    ),
  };
}

export const KRAKEN_PAIRS = krakenPairs([
  ['XXBTZUSD', 'XBT/USD', 'XXBT', 'ZUSD'],
  ['XXBTZUSD.d', 'XBT/USD', 'XXBT', 'ZUSD'],
  ['XXBTZEUR', 'XBT/EUR', 'XXBT', 'ZEUR'],
  ['XETHZUSD', 'ETH/USD', 'XETH', 'ZUSD'],
  ['SOLUSD', 'SOL/USD', 'SOL', 'ZUSD'],
  ['USDTZUSD', 'USDT/USD', 'USDT', 'ZUSD'],
  ['USDCUSD', 'USDC/USD', 'USDC', 'ZUSD'],
  ['XLTCZUSD', null, 'XLTC', 'ZUSD'],
]);

/** Kraken's Ticker entry with the last trade at `price`. */
export const krakenTicker = (price: string) => ({
  a: [price, '1', '1.000'],
  b: [price, '1', '1.000'],
  c: [price, '0.01000000'],
  v: ['10.0', '20.0'],
  p: [price, price],
  t: [100, 200],
  l: [price, price],
  h: [price, price],
  o: price,
});

/** A daily candle: [time, open, high, low, close, vwap, volume, count]. */
export const candle = (day: string, close: string) => [
  Date.parse(`${day}T00:00:00Z`) / 1000,
  close,
  close,
  close,
  close,
  close,
  '12.5',
  42,
];
