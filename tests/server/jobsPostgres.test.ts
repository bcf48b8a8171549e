// The job queue as several API instances run it on one real PostgreSQL: two pg-boss instances
// (each with its own pool) poll the same queues; every job runs exactly once, and the prices of an
// instrument are never fetched twice at once. PGlite has one connection, so only a real server
// can race. Runs when TEST_DATABASE_URL is set (see ledgerConcurrency.test.ts), e.g.
//   TEST_DATABASE_URL=postgres://wealth_ci:wealth_ci@127.0.0.1:5432/postgres npx vitest run --project server tests/server/jobsPostgres.test.ts
// It creates a throwaway database next to that one and drops it after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, SOMEBODY_HOLDS_BITCOIN, throwawayDatabase } from './throwawayPostgres.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { utcToday, type PriceProvider } from '../../server/domain/prices/provider.js';
import { QUEUES, startJobs, type JobQueue } from '../../server/jobs/queue.js';

const throwaway = throwawayDatabase('wealth_jobs');

async function until<T>(check: () => Promise<T> | T, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: Database;
const instances: JobQueue[] = [];
/** Kraken stand-in: counts calls and how many run at once. */
const crypto = { calls: 0, running: 0, mostAtOnce: 0 };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const fakeCrypto: PriceProvider = {
  source: 'kraken',
  name: 'Fake Kraken',
  async latest(tickers) {
    crypto.calls++;
    crypto.mostAtOnce = Math.max(crypto.mostAtOnce, ++crypto.running);
    await new Promise((resolve) => setTimeout(resolve, 300));
    crypto.running--;
    return tickers.map((ticker) => ({
      ticker,
      day: utcToday(),
      price: '97000',
      as_of: new Date(),
    }));
  },
  history: async () => [],
};
const noFiat: PriceProvider = {
  source: 'ecb',
  name: 'Fake ECB',
  latest: async () => [],
  history: async () => [],
};

const sql = <T>(text: string, params: unknown[] = []) =>
  database.session((s) => s.query<T>(text, params));

beforeAll(async () => {
  if (!BASE_URL) return;
  await throwaway.create();
  const url = throwaway.url();
  database = await openDatabase({ kind: 'postgres', url });
  await migrate(database);
  await sql(SOMEBODY_HOLDS_BITCOIN);
  // Two API instances start at once on the same database (both create pg-boss's tables).
  const start = () =>
    startJobs({
      database,
      connectionString: url,
      config: {
        fxApiUrl: 'http://127.0.0.1:9',
        krakenApiUrl: 'http://127.0.0.1:9',
        securitiesProvider: 'yahoo',
        securitiesApiUrl: 'http://127.0.0.1:9',
        twelveDataApiUrl: 'http://127.0.0.1:9',
        twelveDataApiKey: undefined,
        priceFetchTimeoutMs: 500,
        secretsKey: Buffer.alloc(32, 7).toString('base64'),
      },
      providers: { fiat: noFiat, crypto: fakeCrypto, securities: noFiat },
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      log: quiet,
    });
  const started = await Promise.allSettled([start(), start()]);
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
}, 60_000);

afterAll(async () => {
  if (!BASE_URL) return;
  await Promise.all(instances.map((queue) => queue.stop(5000)));
  await database?.close();
  await throwaway.drop();
});

describe.skipIf(!BASE_URL)('the job queue on PostgreSQL with two instances', () => {
  it('fetches the prices of an instrument once at a time, however many instances ask', async () => {
    // Both instances enqueued a run at start; now each asks three more times at once.
    await Promise.all(
      instances.flatMap((queue) =>
        [1, 2, 3].map(() => queue.boss.send(QUEUES.latest, {}, { singletonKey: 'all' })),
      ),
    );
    await until(async () => {
      const [open] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
        [QUEUES.latest],
      );
      return crypto.calls > 0 && open!.n === 0;
    }, 'the price runs');
    expect(crypto.mostAtOnce).toBe(1);
    // At most one waiting and one running: eight requests made at most a few runs.
    expect(crypto.calls).toBeLessThanOrEqual(4);
    const [price] = await sql<{ price: string }>(
      `SELECT p.price::text AS price FROM prices p JOIN instruments i ON i.id = p.instrument_id
        WHERE i.ticker = 'BTC'`,
    );
    expect(price?.price).toBe('97000.000000000000000000');
  });

  it('runs every job exactly once across the two instances', async () => {
    const name = 'exclusive-test';
    await instances[0]!.boss.createQueue(name);
    const ran: { id: string; by: number }[] = [];
    for (const [index, queue] of instances.entries()) {
      for (let i = 0; i < 3; i++) {
        await queue.boss.work(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) ran.push({ id: job.id, by: index });
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
      }
    }
    const ids = await Promise.all(
      Array.from({ length: 18 }, (_, i) => instances[i % 2]!.boss.send(name, { i })),
    );
    await until(() => new Set(ran.map((r) => r.id)).size === ids.length, 'every job');
    await new Promise((resolve) => setTimeout(resolve, 600)); // one more polling round
    expect(ran).toHaveLength(ids.length);
    expect(new Set(ran.map((r) => r.id))).toEqual(new Set(ids));
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set([0, 1]));
  });
});
