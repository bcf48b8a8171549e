// The background jobs on pg-boss, running on the test's in-memory PGlite against a fake price API
// on 127.0.0.1: the latest prices of held instruments, the back-fill of a newly held instrument,
// retries while a provider fails or is offline (the API keeps answering on the last prices),
// de-duplicated enqueueing, and two workers never running the same job.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday, type PriceProvider } from '../../server/domain/prices/provider.js';
import { priceJobs } from '../../server/jobs/priceJobs.js';
import { QUEUES, startJobs, type JobQueue, type JobQueueOptions } from '../../server/jobs/queue.js';
import {
  ECB_CURRENCIES,
  KRAKEN_PAIRS,
  candle,
  closedPort,
  fakeServer,
  krakenTicker,
  type FakeServer,
} from './fakeHttp.js';
import { makeApp, type Row, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let api: FakeServer;
let me: Ledger;
let queue: JobQueue | undefined;
let second: JobQueue | undefined;
/** What the fake Kraken answers as BTC's last trade; a function of the call's number. */
let btcTicker: (call: number) => { status: number; price?: string };
let tickerCalls = 0;
const logged: { level: string; line: string }[] = [];
const log = {
  info: (line: string) => logged.push({ level: 'info', line }),
  warn: (line: string) => logged.push({ level: 'warn', line }),
  error: (line: string) => logged.push({ level: 'error', line }),
};

const sql = <T = Row>(text: string, params: unknown[] = []) =>
  app.database.session((s) => s.query<T>(text, params));

/** Waits until `check` answers something truthy (polling every 50 ms). */
async function until<T>(check: () => Promise<T>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pricesOf = (ticker: string) =>
  sql<{ day: string; price: string; source: string }>(
    `SELECT p.day::text AS day, p.price::text AS price, p.source FROM prices p
       JOIN instruments i ON i.id = p.instrument_id WHERE i.ticker = $1 ORDER BY p.day`,
    [ticker],
  );

function options(overrides: Partial<JobQueueOptions> = {}): JobQueueOptions {
  return {
    database: app.database,
    config: {
      fxApiUrl: `${api.url}/v1`,
      krakenApiUrl: api.url,
      securitiesProvider: 'yahoo',
      securitiesApiUrl: api.url,
      twelveDataApiUrl: api.url,
      twelveDataApiKey: undefined,
      priceFetchTimeoutMs: 2000,
      secretsKey: app.config.secretsKey,
    },
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    log,
    ...overrides,
  };
}

beforeAll(async () => {
  app = await makeApp();
  api = await fakeServer((url) => {
    const pair = url.searchParams.get('pair') ?? '';
    switch (url.pathname) {
      case '/v1/currencies':
        return { json: ECB_CURRENCIES };
      case '/v1/latest':
        return { text: `{"amount":1.0,"base":"USD","date":"${utcToday()}","rates":{"EUR":0.9}}` };
      case '/0/public/AssetPairs':
        return { json: KRAKEN_PAIRS };
      case '/0/public/Ticker': {
        const answer = btcTicker(++tickerCalls);
        if (answer.status !== 200) return { status: answer.status, text: 'Bad gateway' };
        return { json: { error: [], result: { [pair]: krakenTicker(answer.price!) } } };
      }
      case '/0/public/OHLC':
        return {
          json: {
            error: [],
            result: {
              [pair]: [3, 2, 1, 0].map((n) => candle(addDays(utcToday(), -n), `${90000 + n}`)),
              last: 1,
            },
          },
        };
      default:
        return { status: 404, json: { message: 'not found' } };
    }
  });
  btcTicker = () => ({ status: 200, price: '97000' });
  me = ledgerCalls(app, await app.signUpVerified('jobs@example.com'));
  await me.account('Checking', '1000');
  await me.account('Girokonto', '900', 'EUR');
  await me.account('Cold wallet', '0.5', 'BTC', 'crypto');
  // An equity the (fake) securities provider does not know.
  await sql(
    `INSERT INTO instruments (name, ticker, type, decimals, status) VALUES ('Apple', 'AAPL', 'equity', 4, true)`,
  );
  await me.account('Broker', '10', 'AAPL', 'equity').catch(() => null);
});

afterEach(async () => {
  for (const running of [second, queue]) {
    if (!running) continue;
    await running.boss.clearStorage();
    await running.stop(5000);
  }
  queue = second = undefined;
  logged.length = 0;
  tickerCalls = 0;
  btcTicker = () => ({ status: 200, price: '97000' });
});

afterAll(async () => {
  await app.close();
  await api.close();
});

describe('prices-latest', () => {
  it('runs at start: stores the latest prices of every held instrument and revalues them', async () => {
    queue = await startJobs(options());
    await until(async () => (await pricesOf('BTC')).length > 0, 'the BTC price');
    expect(await pricesOf('EUR')).toEqual([
      { day: utcToday(), price: '1.111111111111111111', source: 'ecb' },
    ]);
    expect(await pricesOf('BTC')).toEqual([
      { day: utcToday(), price: '97000.000000000000000000', source: 'kraken' },
    ]);
    // Holdings are revalued at the new prices.
    const assets = await sql<{ ticker: string; value: string | null }>(
      `SELECT i.ticker, s.value::text AS value FROM assets s JOIN instruments i ON i.id = s.instrument_id
        ORDER BY i.ticker`,
    );
    expect(Object.fromEntries(assets.map((a) => [a.ticker, a.value]))).toMatchObject({
      BTC: '48500.000000000000000000',
      EUR: '999.999999999999999900',
      USD: '1000.000000000000000000',
    });
    // The histories the new prices made stale are repaired in the background; PGlite is vacuumed.
    await until(
      async () => (await sql(`SELECT 1 FROM net_worth_stale`)).length === 0,
      'the history repair',
    );
    await until(
      async () =>
        (
          await sql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [
            QUEUES.maintenance,
          ])
        ).length > 0,
      'the VACUUM job',
    );
    // An equity the securities provider does not know: said once, however often prices are fetched.
    await queue.boss.send(QUEUES.latest, {}, { singletonKey: 'all' });
    await until(async () => tickerCalls >= 2, 'a second run');
    const skipped = logged.filter((l) => l.line.includes('Yahoo Finance has no price for AAPL'));
    expect(skipped).toHaveLength(1);
    expect(logged.filter((l) => l.level !== 'info')).toEqual([]);
  });
});

describe('prices-backfill', () => {
  it('instrumentHeld back-fills the daily history from the first held day', async () => {
    await sql(`DELETE FROM prices`);
    await sql(
      `UPDATE assets SET created_at = now() - interval '3 days'
        WHERE instrument_id = (SELECT id FROM instruments WHERE ticker = 'BTC')`,
    );
    queue = await startJobs(options({ schedule: false }));
    await queue.jobs.instrumentHeld(await me.instrumentId('BTC'));
    await until(async () => (await pricesOf('BTC')).length >= 4, 'four days of BTC');
    const btc = await pricesOf('BTC');
    expect(btc.map((p) => p.day)).toEqual([3, 2, 1, 0].map((n) => addDays(utcToday(), -n)));
    expect(btc[0]!.price).toBe('90003.000000000000000000');
    // Today's price: the latest trade (the same instrumentHeld also fetched the latest prices) or
    // the running day's candle, whichever was quoted last.
    expect(['97000.000000000000000000', '90000.000000000000000000']).toContain(btc[3]!.price);
    const ohlc = api.requests.filter((u) => u.pathname === '/0/public/OHLC').at(-1)!;
    expect(ohlc.searchParams.get('since')).toBe(
      String(Date.parse(`${addDays(utcToday(), -3)}T00:00:00Z`) / 1000 - 1),
    );
  });
});

describe('failures', () => {
  it('a failing provider: one log line per failed attempt, retried until it answers', async () => {
    btcTicker = (call) => (call === 1 ? { status: 502 } : { status: 200, price: '98000' });
    queue = await startJobs(options({ schedule: false }));
    await queue.boss.send(QUEUES.latest, {}, { singletonKey: 'all' });
    await until(
      async () => (await pricesOf('BTC')).some((p) => p.price.startsWith('98000.')),
      'the retried BTC price',
    );
    const failures = logged.filter((l) => l.level === 'warn').map((l) => l.line);
    expect(failures).toEqual([
      `Job prices-latest failed (attempt 1 of 6, will retry): Kraken: HTTP 502 from /0/public/Ticker?pair=XXBTZUSD`,
    ]);
    // The ECB's price was stored on the first attempt already.
    expect((await pricesOf('EUR')).length).toBe(1);
  });

  it('offline: the jobs fail and retry, and the API keeps answering on the last prices', async () => {
    const before = await pricesOf('BTC');
    expect(before.length).toBeGreaterThan(0);
    const nowhere = await closedPort();
    queue = await startJobs(
      options({
        schedule: false,
        config: {
          fxApiUrl: nowhere,
          krakenApiUrl: nowhere,
          securitiesProvider: 'yahoo',
          securitiesApiUrl: nowhere,
          twelveDataApiUrl: nowhere,
          twelveDataApiKey: undefined,
          priceFetchTimeoutMs: 500,
          secretsKey: app.config.secretsKey,
        },
      }),
    );
    await queue.boss.send(QUEUES.latest, {}, { singletonKey: 'all' });
    await until(async () => logged.filter((l) => l.level === 'warn').length >= 2, 'two attempts');
    const [first] = logged.filter((l) => l.level === 'warn');
    expect(first!.line).toMatch(/^Job prices-latest failed \(attempt 1 of 6, will retry\): /);
    expect(first!.line).toMatch(
      /ECB \(Frankfurter\): unreachable \(ECONNREFUSED\) at http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(first!.line).toMatch(
      /Kraken: unreachable \(ECONNREFUSED\) at http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(first!.line).not.toContain('\n');
    expect(await pricesOf('BTC')).toEqual(before);
    const accounts = await me.call(L.accounts, {});
    expect(accounts.success).toBe(true);
    const wallet = accounts.nodes!.find((a) => a.name === 'Cold wallet')!;
    expect(wallet.value).toBe('0.5');
  });
});

describe('enqueueing', () => {
  it('coalesces: one waiting job per key (history per user, prices for all)', async () => {
    queue = await startJobs(options({ schedule: false, work: false }));
    const userId = (
      await sql<{ id: string }>(`SELECT id FROM users WHERE email = 'jobs@example.com'`)
    )[0]!.id;
    for (let i = 0; i < 5; i++) await queue.jobs.historyChanged(userId);
    await queue.jobs.historyChanged('00000000-0000-4000-8000-000000000001');
    const btc = await me.instrumentId('BTC');
    await queue.jobs.instrumentHeld(btc);
    await queue.jobs.instrumentHeld(btc);
    const waiting = await sql<{ name: string; singleton_key: string; start_after_s: number }>(
      `SELECT name, singleton_key, extract(epoch FROM start_after - created_on)::float AS start_after_s
         FROM pgboss.job WHERE state = 'created' ORDER BY name, singleton_key`,
    );
    expect(waiting.map((j) => [j.name, j.singleton_key])).toEqual([
      [QUEUES.repair, 'user:00000000-0000-4000-8000-000000000001'],
      [QUEUES.repair, `user:${userId}`],
      [QUEUES.backfill, btc],
      [QUEUES.latest, 'all'],
    ]);
    // History repairs wait ~2 s so a burst of changes makes one run.
    expect(waiting[0]!.start_after_s).toBeGreaterThanOrEqual(1.9);
  });

  it('a job enqueued while no worker runs waits in the database for the next start', async () => {
    queue = await startJobs(options({ schedule: false, work: false }));
    await queue.boss.send(QUEUES.latest, {}, { singletonKey: 'all' });
    await queue.stop(5000);
    // "Restart": the job is still there and runs.
    queue = await startJobs(options({ schedule: false }));
    await until(async () => tickerCalls > 0, 'the job after the restart');
  });
});

describe('two workers', () => {
  it('never run the same job', async () => {
    queue = await startJobs(options({ schedule: false, work: false }));
    second = await startJobs(options({ schedule: false, work: false }));
    const name = 'exclusive-test';
    await queue.boss.createQueue(name);
    const ran: { id: string; by: string }[] = [];
    const worker = (by: string) => async (jobs: { id: string }[]) => {
      for (const job of jobs) ran.push({ id: job.id, by });
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    for (let i = 0; i < 3; i++) {
      await queue.boss.work(name, { pollingIntervalSeconds: 0.5 }, worker('first'));
      await second.boss.work(name, { pollingIntervalSeconds: 0.5 }, worker('second'));
    }
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await queue.boss.send(name, { i }));
    await until(async () => new Set(ran.map((r) => r.id)).size === ids.length, 'every job');
    await new Promise((resolve) => setTimeout(resolve, 600)); // one more polling round
    expect(ran).toHaveLength(ids.length);
    expect(new Set(ran.map((r) => r.id))).toEqual(new Set(ids));
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set(['first', 'second']));
  });
});

describe('the price jobs themselves', () => {
  it('store only what is new, and back-fill held instruments whose history is missing', async () => {
    await sql(`DELETE FROM prices`);
    await sql(
      `UPDATE assets SET created_at = now() - interval '40 days'
        WHERE instrument_id = (SELECT id FROM instruments WHERE ticker = 'BTC')`,
    );
    const btc = await me.instrumentId('BTC');
    const asOf = new Date(Date.now() - 60_000);
    const days = Array.from({ length: 41 }, (_, n) => addDays(utcToday(), n - 40));
    const crypto: PriceProvider = {
      source: 'kraken',
      name: 'Fake Kraken',
      latest: async (tickers) =>
        tickers.map((ticker) => ({ ticker, day: utcToday(), price: '97000', as_of: asOf })),
      history: async (ticker, from) =>
        days
          .filter((day) => day >= from)
          .map((day, n) => ({ ticker, day, price: `${90000 + n}`, as_of: asOf })),
    };
    const fiat: PriceProvider = {
      source: 'ecb',
      name: 'Fake ECB',
      latest: async (tickers) =>
        tickers.map((ticker) => ({ ticker, day: utcToday(), price: '1.1', as_of: asOf })),
      history: async () => [],
    };
    const enqueued = { backfill: [] as string[], repairs: 0 };
    const jobs = priceJobs({
      db: app.db,
      providers: {
        fiat,
        crypto,
        securities: {
          source: 'yahoo',
          name: 'Fake Yahoo',
          latest: async () => [],
          history: async () => [],
        },
      },
      log,
      enqueue: {
        backfill: async (id) => void enqueued.backfill.push(id),
        historyRepair: async () => void enqueued.repairs++,
      },
    });

    // BTC is held for 40 days but has only today's price: its back-fill is asked for.
    expect(await jobs.latest()).toEqual({ stored: 2 });
    expect(enqueued).toEqual({ backfill: [btc], repairs: 1 });
    expect(await jobs.backfill({ instrument_id: btc })).toEqual({ stored: 41 });
    expect((await pricesOf('BTC')).map((p) => p.day)).toEqual(days);

    // The same prices again change nothing: nothing stored, no history made stale.
    enqueued.backfill = [];
    enqueued.repairs = 0;
    expect(await jobs.backfill({ instrument_id: btc })).toEqual({ stored: 0 });
    expect(await jobs.latest()).toEqual({ stored: 1 }); // today's BTC price differs from the candle
    expect(await jobs.latest()).toEqual({ stored: 0 });
    expect(enqueued).toEqual({ backfill: [], repairs: 1 });
    const [stale] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM net_worth_stale`);
    expect(stale!.n).toBeGreaterThan(0); // from the stored prices; the repair job would clear it
  });
});
