// The per-minute request limits on PostgreSQL (server/graphql/fairness.ts): counted in table
// rate_limits, so that every instance on the database counts together (twoInstances.test.ts shows
// two); counted in this process's memory while PostgreSQL does not answer; and the counts whose
// minute ended deleted by a request now and then. Runs when TEST_DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createLogger } from '../../server/log.js';
import { makeApp, postAs, type TestApp } from './helpers.js';
import { BASE_URL, throwawayDatabase } from './throwawayPostgres.js';

const throwaway = throwawayDatabase('wealth_limits');
let database: Database;
let app: TestApp;
/** The server's log lines, as objects. */
const lines: { level: number; msg: string }[] = [];
const logger = createLogger(
  { level: 'info' },
  { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
);

const sql = <T>(text: string) => database.session((session) => session.query<T>(text));
const counts = () => sql<{ key: string; points: number }>('SELECT key, points FROM rate_limits');
/** The statuses of `n` anonymous requests from `ip`, one after another. */
async function ask(ip: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    statuses.push((await postAs(app, { query: '{ __typename }' }, ip)).status);
  }
  return statuses;
}

describe.skipIf(!BASE_URL)('per-minute limits on PostgreSQL', () => {
  beforeAll(async () => {
    await throwaway.create();
    database = await openDatabase({ kind: 'postgres', url: throwaway.url() });
    app = await makeApp({ RATE_LIMIT_PER_MINUTE: '3' }, { database, logger });
  });
  afterAll(async () => {
    await app?.close();
    await throwaway.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are counted in rate_limits, and a caller past the minute is refused without a query', async () => {
    expect(await ask('10.9.0.1', 5)).toEqual([200, 200, 200, 429, 429]);
    // the third filled the minute: the others were refused from memory, never counted
    expect(await counts()).toEqual([{ key: 'minute:ip:10.9.0.1', points: 3 }]);
  });

  it('are counted in memory while PostgreSQL does not answer, which is logged', async () => {
    const about = () => lines.filter((line) => /request counts|requests per minute/.test(line.msg));
    await sql('ALTER TABLE rate_limits RENAME TO rate_limits_away');
    try {
      expect(await ask('10.9.0.2', 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await sql('ALTER TABLE rate_limits_away RENAME TO rate_limits');
    }
    expect((await counts()).map((row) => row.key)).not.toContain('minute:ip:10.9.0.2');
    // once when it stopped answering (not for each request), once when it answers again
    expect(about()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'PostgreSQL does not answer the request counts: each instance counts its own per minute meanwhile',
      }),
    ]);
    expect(await ask('10.9.0.5', 1)).toEqual([200]);
    expect(about().map((line) => line.msg)).toEqual([
      'PostgreSQL does not answer the request counts: each instance counts its own per minute meanwhile',
      'Counting the requests per minute in PostgreSQL again',
    ]);
  });

  it('forget the counts whose minute ended', async () => {
    expect(await ask('10.9.0.3', 1)).toEqual([200]);
    expect((await counts()).length).toBeGreaterThan(0);
    // past every minute counted so far, and past the 5 minutes between two clean-ups
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
    expect(await ask('10.9.0.4', 1)).toEqual([200]);
    for (let tries = 0; (await counts()).length > 1 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await counts()).toEqual([{ key: 'minute:ip:10.9.0.4', points: 1 }]);
  });
});
