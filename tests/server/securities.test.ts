// Securities (issue 26): Yahoo Finance and Twelve Data behind one interface, against fakes on
// 127.0.0.1; finding instruments by symbol or name (the known ones first) and adding one as the
// provider describes it; the price jobs storing a security's prices in its trading currency.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PriceFetchError,
  addDays,
  dayStart,
  majorUnits,
  utcToday,
  type PriceProvider,
  type SecuritiesProvider,
} from '../../server/domain/prices/provider.js';
import {
  LOOKUPS_PER_MINUTE,
  securitiesProvider,
  type SecuritiesSettings,
} from '../../server/domain/prices/securities.js';
import { yahooProvider } from '../../server/domain/prices/yahoo.js';
import { priceJobs } from '../../server/jobs/priceJobs.js';
import { createLogger } from '../../server/log.js';
import { fakeServer, type FakeReply, type FakeServer } from './fakeHttp.js';
import { ENVELOPE, LIST_ENVELOPE, makeApp, type Row, type TestApp } from './helpers.js';
import { ledgerCalls } from './ledgerHelpers.js';

// ---------------------------------------------------------------------------------------------
// The fake Yahoo Finance
// ---------------------------------------------------------------------------------------------

type Bar = [day: string, close: string | null];
type ChartSpec = {
  currency: string;
  /** Seconds the exchange's clock is ahead of UTC. */
  offset: number;
  type: string;
  name: string;
  exchange: string;
  /** The last trade, written as a JSON number; at `time` (unix seconds). */
  price: string;
  time: number;
  bars: Bar[];
  /** The hour (exchange time) each bar is stamped with: its session's start. */
  opens?: number;
};

/** A chart answer as Yahoo writes it: numbers as number literals, digits beyond a float's. */
function chartText(symbol: string, spec: ChartSpec): string {
  const stamps = spec.bars.map(([day]) => dayStart(day) + (spec.opens ?? 9) * 3600 - spec.offset);
  const closes = spec.bars.map(([, close]) => close ?? 'null');
  return `{"chart":{"result":[{"meta":{"currency":"${spec.currency}","symbol":"${symbol}",
    "exchangeName":"X","fullExchangeName":"${spec.exchange}","instrumentType":"${spec.type}",
    "longName":"${spec.name}","shortName":"short","regularMarketPrice":${spec.price},
    "regularMarketTime":${spec.time},"gmtoffset":${spec.offset},"timezone":"X"},
    "timestamp":[${stamps.join(',')}],"indicators":{"quote":[{"open":[],"close":[${closes.join(',')}]}]}}],
    "error":null}}`;
}

const today = utcToday();
const nowSeconds = () => Math.floor(Date.now() / 1000) - 60;

const CHARTS: Record<string, ChartSpec> = {
  'VWCE.DE': {
    currency: 'EUR',
    offset: 3600,
    type: 'ETF',
    name: 'Vanguard FTSE All-World UCITS ETF USD Accumulation',
    exchange: 'XETRA',
    price: '113.5',
    time: dayStart('2024-03-04') + 16 * 3600 + 35 * 60, // 17:35 in Frankfurt
    bars: [
      ['2024-03-01', '112.340000000000000001'],
      ['2024-03-04', '113.5'],
      ['2024-03-05', null], // no trading: left out
      ['2024-03-06', '1.13e2'],
    ],
  },
  // London quotes in pence (GBp); its clock is UTC's in winter. Days relative to today (the jobs).
  'VOD.L': {
    currency: 'GBp',
    offset: 0,
    type: 'EQUITY',
    name: 'Vodafone Group Public Limited Company',
    exchange: 'LSE',
    price: '7234.5',
    time: nowSeconds(),
    bars: [
      [addDays(today, -3), '7100.25'],
      [addDays(today, -2), null],
      [addDays(today, -1), '7200'],
      [today, '7234.5'],
    ],
  },
  // Sydney's session starts at 10:00 there, 23:00 UTC the day before: the day is Sydney's.
  'CBA.AX': {
    currency: 'AUD',
    offset: 39600,
    type: 'EQUITY',
    name: 'Commonwealth Bank of Australia',
    exchange: 'ASX',
    price: '120',
    time: dayStart('2024-03-04'),
    bars: [['2024-03-04', '120']],
    opens: 10,
  },
  'GGAL.BA': {
    currency: 'ARS',
    offset: -10800,
    type: 'EQUITY',
    name: 'Grupo Financiero Galicia S.A.',
    exchange: 'Buenos Aires',
    price: '4500',
    time: dayStart('2024-03-04'),
    bars: [],
  },
  '^GSPC': {
    currency: 'USD',
    offset: -18000,
    type: 'INDEX',
    name: 'S&P 500',
    exchange: 'SNP',
    price: '5000',
    time: dayStart('2024-03-04'),
    bars: [],
  },
};

const SEARCHES: Record<string, unknown[]> = {
  vanguard: [
    {
      symbol: 'VWCE.DE',
      shortname: 'Vanguard FTSE All-World U.ETF',
      longname: 'Vanguard FTSE All-World UCITS ETF USD Accumulation',
      quoteType: 'ETF',
      exchange: 'GER',
      exchDisp: 'XETRA',
    },
    {
      symbol: 'VWRL.L',
      shortname: 'VANGUARD FTSE ALL-WORLD',
      quoteType: 'ETF',
      exchange: 'LSE',
      exchDisp: 'London',
    },
    {
      symbol: '^FTAW',
      shortname: 'FTSE All-World',
      quoteType: 'INDEX',
      exchange: 'FGI',
      exchDisp: 'FTSE Index',
    },
    {
      symbol: 'VFIAX',
      longname: 'Vanguard 500 Index Fund Admiral Shares',
      quoteType: 'MUTUALFUND',
      exchange: 'NAS',
      exchDisp: 'Nasdaq',
    },
    { symbol: 'BTC-USD', shortname: 'Bitcoin USD', quoteType: 'CRYPTOCURRENCY', exchange: 'CCC' },
    { index: 'urn:news', name: 'not a quote' },
  ],
  gold: [
    {
      symbol: 'GC=F',
      shortname: 'Gold Apr 24',
      quoteType: 'FUTURE',
      exchange: 'CMX',
      exchDisp: 'COMEX',
    },
  ],
  // Ethan Allen's shares are ETH on the NYSE; ETH here is the coin.
  ethan: [
    {
      symbol: 'ETH',
      shortname: 'Ethan Allen Interiors',
      quoteType: 'EQUITY',
      exchange: 'NYQ',
      exchDisp: 'NYSE',
    },
  ],
};

/** How the fake answers when a test does not say otherwise. */
function yahooAnswer(url: URL): FakeReply {
  if (url.pathname.startsWith('/v8/finance/chart/')) {
    const symbol = decodeURIComponent(url.pathname.slice('/v8/finance/chart/'.length));
    const spec = CHARTS[symbol];
    if (!spec) {
      return {
        status: 404,
        json: {
          chart: { result: null, error: { code: 'Not Found', description: 'No data found' } },
        },
      };
    }
    return { text: chartText(symbol, spec) };
  }
  if (url.pathname === '/v1/finance/search') {
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    return { json: { quotes: SEARCHES[query] ?? [], news: [] } };
  }
  return { status: 404, json: { message: 'not found' } };
}

// ---------------------------------------------------------------------------------------------
// The fake Twelve Data
// ---------------------------------------------------------------------------------------------

const TWELVE_KEY = 'td-secret-key-123';

function twelveAnswer(url: URL): FakeReply {
  const symbol = url.searchParams.get('symbol');
  if (url.pathname === '/time_series') {
    if (symbol !== 'VOD:LSE') {
      return {
        json: {
          code: 400,
          message: '**symbol** not found: X. Please specify it correctly',
          status: 'error',
        },
      };
    }
    // Newest first, as Twelve Data answers; prices are strings there.
    const values = [
      { datetime: '2024-03-06', open: '1', close: '7300.00000' },
      { datetime: '2024-03-04', open: '1', close: '7234.50000' },
      { datetime: '2024-03-01', open: '1', close: '7100.12345678901234567' },
    ];
    return {
      json: {
        meta: {
          symbol: 'VOD',
          interval: '1day',
          currency: 'GBp',
          exchange: 'LSE',
          type: 'Common Stock',
        },
        values: url.searchParams.get('outputsize') === '1' ? values.slice(0, 1) : values,
        status: 'ok',
      },
    };
  }
  if (url.pathname === '/symbol_search') {
    return {
      json: {
        data: [
          {
            symbol: 'VOD',
            instrument_name: 'Vodafone Group PLC',
            exchange: 'LSE',
            mic_code: 'XLON',
            instrument_type: 'Common Stock',
            currency: 'GBp',
          },
          {
            symbol: 'VOD',
            instrument_name: 'Vodafone Group PLC ADR',
            exchange: 'NASDAQ',
            mic_code: 'XNGS',
            instrument_type: 'Depositary Receipt',
            currency: 'USD',
          },
          {
            symbol: 'VOD',
            instrument_name: 'Vodafone index thing',
            exchange: 'LSE',
            instrument_type: 'Index',
            currency: 'GBP',
          },
        ],
        status: 'ok',
      },
    };
  }
  return { status: 404, json: { message: 'not found' } };
}

let yahoo: FakeServer;
let twelve: FakeServer;
/** The User-Agent and Authorization headers each fake saw last. */
const seen = { agent: '', authorization: '' };

beforeAll(async () => {
  yahoo = await fakeServer((url, request) => {
    seen.agent = request.headers['user-agent'] ?? '';
    return yahooAnswer(url);
  });
  twelve = await fakeServer((url, request) => {
    seen.authorization = request.headers.authorization ?? '';
    return twelveAnswer(url);
  });
});

afterAll(async () => {
  await yahoo.close();
  await twelve.close();
});

const settings = (overrides: Partial<SecuritiesSettings> = {}): SecuritiesSettings => ({
  securitiesProvider: 'yahoo',
  securitiesApiUrl: yahoo.url,
  twelveDataApiUrl: twelve.url,
  twelveDataApiKey: undefined,
  priceFetchTimeoutMs: 2000,
  ...overrides,
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

/** Runs `check` with the fake answering `reply` instead, then puts the fake back. */
async function answering(fake: FakeServer, reply: FakeReply, check: () => Promise<void>) {
  const before = fake.reply;
  fake.reply = () => reply;
  try {
    await check();
  } finally {
    fake.reply = before;
  }
}

describe('Yahoo Finance', () => {
  const provider = () => yahooProvider({ baseUrl: yahoo.url, timeoutMs: 2000 });

  it('reads a history exactly: closes as decimal strings, null closes skipped, days the exchange’s', async () => {
    expect(await provider().history('vwce.de', '2024-03-01', '2024-03-06')).toEqual([
      {
        ticker: 'VWCE.DE',
        day: '2024-03-01',
        price: '112.340000000000000001',
        as_of: new Date('2024-03-01T23:00:00Z'),
      },
      {
        ticker: 'VWCE.DE',
        day: '2024-03-04',
        price: '113.5',
        as_of: new Date('2024-03-04T23:00:00Z'),
      },
      {
        ticker: 'VWCE.DE',
        day: '2024-03-06',
        price: '113',
        as_of: new Date('2024-03-06T23:00:00Z'),
      },
    ]);
    const asked = yahoo.requests.at(-1)!;
    expect(asked.pathname).toBe('/v8/finance/chart/VWCE.DE');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      period1: String(dayStart('2024-03-01') - 86400),
      period2: String(dayStart('2024-03-06') + 2 * 86400),
      interval: '1d',
    });
    expect(seen.agent).toBe('wealth-tracker');
    // Sydney's session of the 4th starts on the 3rd in UTC.
    expect(
      (await provider().history('CBA.AX', '2024-03-01', '2024-03-06')).map((q) => q.day),
    ).toEqual(['2024-03-04']);
    // Only the days asked for.
    expect(
      (await provider().history('VWCE.DE', '2024-03-02', '2024-03-05')).map((q) => q.day),
    ).toEqual(['2024-03-04']);
  });

  it('answers the latest market price, pence divided into pounds, unknown symbols left out', async () => {
    const quotes = await provider().latest(['VWCE.DE', 'vod.l', 'NOPE']);
    expect(quotes.map(({ ticker, day, price }) => ({ ticker, day, price }))).toEqual([
      { ticker: 'VWCE.DE', day: '2024-03-04', price: '113.5' },
      { ticker: 'VOD.L', day: today, price: '72.345' },
    ]);
    expect(quotes[0]!.as_of).toEqual(new Date('2024-03-04T16:35:00Z'));
    expect(yahoo.paths().at(-1)).toBe('/v8/finance/chart/NOPE?range=1d&interval=1d');
    expect(
      (await provider().history('VOD.L', addDays(today, -3), today)).map((q) => q.price),
    ).toEqual(['71.0025', '72', '72.345']);
    expect(majorUnits('ZAc').price('12345')).toBe('123.45');
    expect(majorUnits('ILA').currency).toBe('ILS');
    expect(majorUnits('gbp').currency).toBe('GBP');
  });

  it('searches: stocks, ETFs and funds are equities, futures commodities; the rest left out', async () => {
    expect(await provider().search('vanguard')).toEqual([
      {
        ticker: 'VWCE.DE',
        name: 'Vanguard FTSE All-World UCITS ETF USD Accumulation',
        type: 'equity',
        exchange: 'XETRA',
        currency: null,
      },
      {
        ticker: 'VWRL.L',
        name: 'VANGUARD FTSE ALL-WORLD',
        type: 'equity',
        exchange: 'London',
        currency: null,
      },
      {
        ticker: 'VFIAX',
        name: 'Vanguard 500 Index Fund Admiral Shares',
        type: 'equity',
        exchange: 'Nasdaq',
        currency: null,
      },
    ]);
    expect(yahoo.paths().at(-1)).toBe('/v1/finance/search?q=vanguard&quotesCount=10&newsCount=0');
    expect(await provider().search('gold')).toEqual([
      { ticker: 'GC=F', name: 'Gold Apr 24', type: 'commodity', exchange: 'COMEX', currency: null },
    ]);
  });

  it('describes a symbol with its trading currency (pence as pounds); an index or unknown one is null', async () => {
    expect(await provider().describe('vod.l')).toEqual({
      ticker: 'VOD.L',
      name: 'Vodafone Group Public Limited Company',
      type: 'equity',
      exchange: 'LSE',
      currency: 'GBP',
    });
    expect(await provider().describe('^GSPC')).toBeNull();
    expect(await provider().describe('NOPE')).toBeNull();
    expect(yahoo.paths().at(-3)).toBe('/v8/finance/chart/VOD.L?range=1d&interval=1d');
    expect(yahoo.paths().at(-2)).toBe('/v8/finance/chart/%5EGSPC?range=1d&interval=1d');
  });

  it('401, 403, 429 and malformed answers are the right PriceFetchError, in one line', async () => {
    await answering(
      yahoo,
      {
        status: 401,
        json: { finance: { error: { code: 'Unauthorized', description: 'Invalid Crumb' } } },
      },
      async () => {
        const error = await failure(provider().latest(['VWCE.DE']));
        expect(error).toMatchObject({ kind: 'http', status: 401 });
        expect(error.message).toBe(
          'Yahoo Finance: refused (HTTP 401) on /v8/finance/chart/VWCE.DE; it refuses some networks',
        );
      },
    );
    await answering(yahoo, { status: 403, text: '<html>Forbidden</html>' }, async () => {
      expect(await failure(provider().search('x'))).toMatchObject({ kind: 'http', status: 403 });
    });
    await answering(
      yahoo,
      { status: 429, text: 'Too Many Requests', headers: { 'retry-after': '30' } },
      async () => {
        const error = await failure(provider().history('VWCE.DE', '2024-03-01', '2024-03-06'));
        expect(error.kind).toBe('rate_limit');
        expect(error.message).toBe(
          'Yahoo Finance: rate limited (HTTP 429, retry after 30s) on /v8/finance/chart/VWCE.DE',
        );
      },
    );
    await answering(yahoo, { text: '<html>consent</html>' }, async () => {
      expect((await failure(provider().describe('VWCE.DE'))).kind).toBe('malformed');
    });
    await answering(
      yahoo,
      { json: { chart: { result: [{ meta: { symbol: 'X' } }], error: null } } },
      async () => {
        const error = await failure(provider().latest(['VWCE.DE']));
        expect(error).toMatchObject({
          kind: 'malformed',
          message: 'Yahoo Finance: unexpected answer (no currency for VWCE.DE)',
        });
      },
    );
    await answering(yahoo, { json: { quotes: 'none' } }, async () => {
      expect((await failure(provider().search('x'))).kind).toBe('malformed');
    });
  });
});

describe('Twelve Data (with TWELVE_DATA_API_KEY, through the same interface)', () => {
  const provider = (): SecuritiesProvider =>
    securitiesProvider(
      settings({ securitiesProvider: 'twelvedata', twelveDataApiKey: TWELVE_KEY }),
    );

  it('reads series, searches and describes as Yahoo does; the key only in a header', async () => {
    const td = provider();
    expect(td).toMatchObject({ source: 'twelvedata', name: 'Twelve Data' });
    const history = await td.history('VOD:LSE', '2024-03-01', '2024-03-05');
    expect(history.map(({ ticker, day, price }) => ({ ticker, day, price }))).toEqual([
      { ticker: 'VOD:LSE', day: '2024-03-01', price: '71.001234567890123457' },
      { ticker: 'VOD:LSE', day: '2024-03-04', price: '72.345' },
    ]);
    const asked = twelve.requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      symbol: 'VOD:LSE',
      interval: '1day',
      start_date: '2024-03-01',
      end_date: '2024-03-06',
      outputsize: '5000',
    });
    expect(
      (await td.latest(['VOD:LSE', 'NOPE'])).map(({ ticker, day, price }) => ({
        ticker,
        day,
        price,
      })),
    ).toEqual([{ ticker: 'VOD:LSE', day: '2024-03-06', price: '73' }]);
    expect(await td.search('vodafone')).toEqual([
      {
        ticker: 'VOD:LSE',
        name: 'Vodafone Group PLC',
        type: 'equity',
        exchange: 'LSE',
        currency: 'GBP',
      },
      {
        ticker: 'VOD',
        name: 'Vodafone Group PLC ADR',
        type: 'equity',
        exchange: 'NASDAQ',
        currency: 'USD',
      },
    ]);
    expect(await td.describe('vod:lse')).toMatchObject({ ticker: 'VOD:LSE', currency: 'GBP' });
    expect(await td.describe('VOD:XETR')).toBeNull();
    expect(seen.authorization).toBe(`apikey ${TWELVE_KEY}`);
    expect(twelve.paths().some((path) => path.includes(TWELVE_KEY))).toBe(false);
  });

  it('its errors ({ status: "error", code }) are the same PriceFetchError kinds, without the key', async () => {
    const td = twelveDataOnly();
    await answering(
      twelve,
      { json: { code: 401, message: `**apikey** ${TWELVE_KEY} is incorrect`, status: 'error' } },
      async () => {
        const error = await failure(td.latest(['VOD:LSE']));
        expect(error).toMatchObject({ kind: 'http', status: 401 });
        expect(error.message).not.toContain(TWELVE_KEY);
      },
    );
    await answering(
      twelve,
      {
        json: {
          code: 429,
          message: 'You have run out of API credits for the current minute',
          status: 'error',
        },
      },
      async () => {
        expect(await failure(td.history('VOD:LSE', '2024-03-01', '2024-03-05'))).toMatchObject({
          kind: 'rate_limit',
        });
      },
    );
    await answering(twelve, { status: 429, text: 'slow down' }, async () => {
      expect((await failure(td.latest(['VOD:LSE']))).kind).toBe('rate_limit');
    });
    await answering(
      twelve,
      { json: { code: 500, message: `internal ${TWELVE_KEY}`, status: 'error' } },
      async () => {
        const error = await failure(td.latest(['VOD:LSE']));
        expect(error.kind).toBe('provider');
        expect(error.message).not.toContain(TWELVE_KEY);
      },
    );
    await answering(twelve, { json: { meta: {}, values: 'x', status: 'ok' } }, async () => {
      expect((await failure(td.latest(['VOD:LSE']))).kind).toBe('malformed');
    });
  });

  /** A Twelve Data provider of its own, so the shared one's kept answers play no part. */
  function twelveDataOnly() {
    return securitiesProvider(
      settings({
        securitiesProvider: 'twelvedata',
        twelveDataApiKey: TWELVE_KEY,
        priceFetchTimeoutMs: 1999,
      }),
    );
  }
});

describe('the shared provider', () => {
  it('keeps search answers, and asks at most LOOKUPS_PER_MINUTE new questions a minute', async () => {
    const shared = securitiesProvider(settings({ priceFetchTimeoutMs: 1998 }));
    expect(securitiesProvider(settings({ priceFetchTimeoutMs: 1998 }))).toBe(shared);
    const searches = () => yahoo.requests.filter((u) => u.pathname === '/v1/finance/search').length;
    const before = searches();
    for (let n = 0; n < LOOKUPS_PER_MINUTE; n++) await shared.search(`query ${n}`);
    expect(searches()).toBe(before + LOOKUPS_PER_MINUTE);
    // Kept: asked again (any case, any spaces around it) without a request.
    await shared.search(' QUERY 0 ');
    expect(searches()).toBe(before + LOOKUPS_PER_MINUTE);
    const error = await failure(shared.search('one more'));
    expect(error).toMatchObject({ kind: 'rate_limit' });
    expect(searches()).toBe(before + LOOKUPS_PER_MINUTE);
  });
});

// ---------------------------------------------------------------------------------------------
// Through the API
// ---------------------------------------------------------------------------------------------

const MATCH = 'id ticker name type exchange currency known';
const Q = {
  search: `query ($query: String!) { searchInstruments(query: $query) { ${ENVELOPE} nodes { ${MATCH} } } }`,
  add: `mutation ($ticker: String!) { addListedInstrument(ticker: $ticker) {
    ${ENVELOPE} instrument { id name ticker type decimals status meta exchange currency } } }`,
  instrument: `query ($id: ID!) { getInstrument(id: $id) { ${ENVELOPE} instrument { ticker exchange currency } } }`,
  prices: `query ($id: ID!) { getPrices(instrument_id: $id) { ${LIST_ENVELOPE} nodes { date price source } } }`,
};

describe('finding and adding securities', () => {
  let app: TestApp;
  let token: string;
  const warned: string[] = [];

  beforeAll(async () => {
    app = await makeApp(
      { SECURITIES_API_URL: yahoo.url },
      {
        logger: createLogger(
          { level: 'warn' },
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
                warned.push((JSON.parse(line) as { msg: string }).msg);
              }
              done();
            },
          }),
        ),
      },
    );
    token = await app.signUpVerified('investor@example.com');
  });
  afterAll(() => app.close());

  const sql = <T = Row>(text: string, params: unknown[] = []) =>
    app.database.session((s) => s.query<T>(text, params));

  it('adds an instrument once, as the provider describes it, in its trading currency', async () => {
    const added = await app.call(Q.add, { ticker: ' vwce.de ' }, token);
    expect(added).toMatchObject({
      success: true,
      message: 'Instrument added',
      instrument: {
        ticker: 'VWCE.DE',
        name: 'Vanguard FTSE All-World UCITS ETF USD Accumulation',
        type: 'equity',
        decimals: 8,
        status: true,
        exchange: 'XETRA',
        currency: 'EUR',
        meta: { provider: 'yahoo' },
      },
    });
    const again = await app.call(Q.add, { ticker: 'VWCE.DE' }, token);
    expect(again).toMatchObject({
      success: true,
      message: null,
      instrument: { id: added.instrument!.id },
    });
    expect(
      await sql(`SELECT count(*)::int AS n FROM instruments WHERE ticker = 'VWCE.DE'`),
    ).toEqual([{ n: 1 }]);
    // Pence: priced in pounds.
    const vod = await app.call(Q.add, { ticker: 'VOD.L' }, token);
    expect(vod.instrument).toMatchObject({ currency: 'GBP', exchange: 'LSE' });
    expect((await app.call(Q.instrument, { id: vod.instrument!.id }, token)).instrument).toEqual({
      ticker: 'VOD.L',
      exchange: 'LSE',
      currency: 'GBP',
    });
  });

  it('refuses a currency the app does not have, a ticker it knows otherwise, and what the provider does not list', async () => {
    const refused = async (ticker: string) =>
      (await app.call(Q.add, { ticker }, token)).field_errors;
    expect(await refused('GGAL.BA')).toEqual([
      {
        field: 'ticker',
        message:
          'GGAL.BA trades in ARS, a currency the app does not have yet: an administrator can add it',
      },
    ]);
    expect(await refused('ETH')).toEqual([
      { field: 'ticker', message: 'ETH is already the crypto instrument Ether' },
    ]);
    expect(await refused('^GSPC')).toEqual([
      { field: 'ticker', message: 'Yahoo Finance lists no stock, ETF, fund or commodity ^GSPC' },
    ]);
    expect(await refused('NOPE')).toEqual([
      { field: 'ticker', message: 'Yahoo Finance lists no stock, ETF, fund or commodity NOPE' },
    ]);
    expect(await refused('AAPL; DROP')).toEqual([
      { field: 'ticker', message: 'A ticker holds letters, digits and . - = ^ : & _' },
    ]);
    expect(await refused('A'.repeat(33))).toEqual([
      { field: 'ticker', message: 'Ticker must be at most 32 characters' },
    ]);
    expect(
      await sql(`SELECT ticker FROM instruments WHERE ticker IN ('GGAL.BA', '^GSPC', 'NOPE')`),
    ).toEqual([]);
  });

  it('answers the known instruments first, then the provider’s it does not know', async () => {
    const answer = await app.call(Q.search, { query: 'Vanguard' }, token);
    expect(answer).toMatchObject({ success: true, message: null });
    const vwce = await sql<{ id: string }>(`SELECT id FROM instruments WHERE ticker = 'VWCE.DE'`);
    expect(answer.nodes).toEqual([
      {
        id: vwce[0]!.id,
        ticker: 'VWCE.DE',
        name: 'Vanguard FTSE All-World UCITS ETF USD Accumulation',
        type: 'equity',
        exchange: 'XETRA',
        currency: 'EUR',
        known: true,
      },
      {
        id: null,
        ticker: 'VWRL.L',
        name: 'VANGUARD FTSE ALL-WORLD',
        type: 'equity',
        exchange: 'London',
        currency: null,
        known: false,
      },
      {
        id: null,
        ticker: 'VFIAX',
        name: 'Vanguard 500 Index Fund Admiral Shares',
        type: 'equity',
        exchange: 'Nasdaq',
        currency: null,
        known: false,
      },
    ]);
    // Known ones of every type, the exact ticker first; a coin's ticker is not the NYSE's share.
    expect((await app.call(Q.search, { query: 'eur' }, token)).nodes).toEqual([
      expect.objectContaining({
        ticker: 'EUR',
        type: 'fiat',
        currency: 'USD',
        exchange: null,
        known: true,
      }),
    ]);
    expect((await app.call(Q.search, { query: 'ethan' }, token)).nodes).toEqual([]);
    // Asked again: answered from what was kept, no new request.
    const searches = () => yahoo.requests.filter((u) => u.pathname === '/v1/finance/search').length;
    const before = searches();
    await app.call(Q.search, { query: 'vanguard ' }, token);
    expect(searches()).toBe(before);
  });

  it('still answers the known ones when the provider fails, saying it could not be reached', async () => {
    await answering(yahoo, { status: 401, json: { message: 'Unauthorized' } }, async () => {
      const answer = await app.call(Q.search, { query: 'vwce' }, token);
      expect(answer).toMatchObject({
        success: true,
        message:
          'Yahoo Finance could not be reached: only the instruments the app knows are listed',
      });
      expect(answer.nodes!.map((n) => n.ticker)).toEqual(['VWCE.DE']);
      const add = await app.call(Q.add, { ticker: 'CBA.AX' }, token);
      expect(add).toMatchObject({
        success: false,
        message: 'Yahoo Finance could not be reached: try again later',
      });
    });
    await answering(yahoo, { status: 429, text: 'Too Many Requests' }, async () => {
      const answer = await app.call(Q.search, { query: 'vod' }, token);
      expect(answer.message).toBe(
        'Yahoo Finance is busy (too many requests): only the instruments the app knows are listed',
      );
      expect(answer.nodes!.map((n) => n.ticker)).toEqual(['VOD.L']);
    });
    expect(warned.at(-1)).toBe(
      'Instrument search: Yahoo Finance: rate limited (HTTP 429) on /v1/finance/search',
    );
  });

  it('checks the query, and who asks', async () => {
    expect((await app.call(Q.search, { query: '  ' }, token)).field_errors).toEqual([
      { field: 'query', message: 'Type a ticker or a name' },
    ]);
    expect((await app.call(Q.search, { query: 'x'.repeat(101) }, token)).field_errors).toEqual([
      { field: 'query', message: 'The search must be at most 100 characters' },
    ]);
    expect((await app.errorCode(Q.search, { query: 'vwce' })).code).toBe('UNAUTHENTICATED');
    const unverified = await app.signUp('new@example.com');
    expect((await app.errorCode(Q.add, { ticker: 'VOD.L' }, unverified)).code).toBe('FORBIDDEN');
  });

  it('a price job stores an equity’s prices in its trading currency, source yahoo, with its currency’s', async () => {
    const me = ledgerCalls(app, token);
    await me.account('Broker', '10', 'VOD.L', 'equity');
    await sql(
      `UPDATE assets SET created_at = now() - interval '3 days'
        WHERE instrument_id = (SELECT id FROM instruments WHERE ticker = 'VOD.L')`,
    );
    const fiatAsked: string[][] = [];
    const fiatHistories: [string, string][] = [];
    const fiat: PriceProvider = {
      source: 'ecb',
      name: 'Fake ECB',
      latest: async (tickers) => {
        fiatAsked.push(tickers);
        return tickers.map((ticker) => ({ ticker, day: today, price: '1.25', as_of: new Date() }));
      },
      history: async (ticker, from) => {
        fiatHistories.push([ticker, from]);
        return [];
      },
    };
    const none: PriceProvider = { ...fiat, source: 'kraken', latest: async () => [] };
    const jobs = priceJobs({
      db: app.db,
      providers: { fiat, crypto: none, securities: securitiesProvider(app.config) },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      enqueue: { backfill: async () => {}, historyRepair: async () => {} },
    });
    const vod = await me.instrumentId('VOD.L');

    await jobs.latest();
    // GBP is fetched with it (VOD.L's USD value needs GBP's price), from VOD.L's first day on.
    expect(fiatAsked.flat()).toContain('GBP');
    await jobs.backfill({ instrument_id: await me.instrumentId('GBP') });
    expect(fiatHistories).toEqual([['GBP', addDays(today, -3)]]);
    await jobs.backfill({ instrument_id: vod });
    const stored = await app.call(Q.prices, { id: vod }, token);
    expect(stored.nodes).toEqual([
      { date: addDays(today, -3), price: '71.0025', source: 'yahoo' },
      { date: addDays(today, -1), price: '72', source: 'yahoo' },
      { date: today, price: '72.345', source: 'yahoo' },
    ]);
  });
});
