// Two instances of the API on one PostgreSQL, as behind a load balancer: two server processes
// (server/main.ts through tsx, each with its own DATA_DIR, pool and job workers, sharing only the
// database and the secrets) answer one person's requests in turn. Shown: the per-minute limits
// count together, a session ended on one is refused by the other, a statement confirmed on both at
// once is booked once and parallel writes on both lose nothing, and each background job runs once.
// Runs when TEST_DATABASE_URL is set (see throwawayPostgres.ts), e.g.
//   TEST_DATABASE_URL=postgres://wealth_ci:wealth_ci@127.0.0.1:5432/postgres npx vitest run --project server tests/server/twoInstances.test.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { utcToday } from '../../server/domain/prices/provider.js';
import { startApp, waitFor, type RunningApp } from '../e2e/builtApp.js';
import {
  ECB_CURRENCIES,
  KRAKEN_PAIRS,
  fakeServer,
  krakenTicker,
  type FakeServer,
} from './fakeHttp.js';
import {
  CSRF_HEADER,
  ENVELOPE,
  LOGIN,
  LOGOUT,
  ME,
  PASSWORD,
  SIGNUP,
  VERIFY,
  type Answer,
  type GqlResponse,
} from './helpers.js';
import { L, ledgerCalls } from './ledgerHelpers.js';
import { BASE_URL, SOMEBODY_HOLDS_BITCOIN, throwawayDatabase } from './throwawayPostgres.js';

const throwaway = throwawayDatabase('wealth_two');
/** Requests one caller may make a minute, on both instances together. */
const PER_MINUTE = 40;

let database: Database;
let providers: FakeServer;
/** The fake Kraken's ticker: how often it was asked, and how many asks overlapped at most. */
const ticker = { calls: 0, running: 0, mostAtOnce: 0 };
let a: RunningApp;
let b: RunningApp;

const sql = <T>(text: string, params: unknown[] = []) =>
  database.session((s) => s.query<T>(text, params));

/** A GraphQL call to one instance over HTTP: its status and body. */
async function post(app: RunningApp, query: string, variables = {}, token?: string) {
  const response = await fetch(`${app.url}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GqlResponse };
}

/** The one root field's answer of a call that must not fail. */
async function call(app: RunningApp, query: string, variables = {}, token?: string) {
  const { status, body } = await post(app, query, variables, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {})[0] as Answer;
}

/** Signs up on `app` and opens the link it mailed (written to its DATA_DIR/outbox). */
async function person(app: RunningApp, email: string): Promise<string> {
  const answer = await call(app, SIGNUP, {
    fullname: 'Two Instances',
    email,
    password: PASSWORD,
    terms_accepted: true,
  });
  expect(answer.success).toBe(true);
  const outbox = path.join(app.dataDir, 'outbox');
  const mailed = new RegExp(`^To: ${email}$[\\s\\S]*/email-verify/(\\S+)`, 'm');
  let token: string | undefined;
  // The mail is written after the answer.
  await waitFor(async () => {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.txt'));
    for (const file of files) {
      token ??= mailed.exec(await readFile(path.join(outbox, file), 'utf8'))?.[1];
    }
    return token !== undefined;
  }, `the confirmation mail to ${email}`);
  return (await call(app, VERIFY, { token })).token!;
}

describe.skipIf(!BASE_URL)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await throwaway.create();
    database = await openDatabase({ kind: 'postgres', url: throwaway.url() });
    await migrate(database);
    // Somebody holds bitcoin before the instances start: each asks for the latest prices then.
    await sql(SOMEBODY_HOLDS_BITCOIN);
    providers = await fakeServer(async (url) => {
      switch (url.pathname) {
        case '/v1/currencies':
          return { json: ECB_CURRENCIES };
        case '/v1/latest':
          return { text: `{"amount":1.0,"base":"USD","date":"${utcToday()}","rates":{}}` };
        case '/0/public/AssetPairs':
          return { json: KRAKEN_PAIRS };
        case '/0/public/Ticker': {
          ticker.calls++;
          ticker.mostAtOnce = Math.max(ticker.mostAtOnce, ++ticker.running);
          await new Promise((resolve) => setTimeout(resolve, 300));
          ticker.running--;
          const pair = url.searchParams.get('pair') ?? '';
          return { json: { error: [], result: { [pair]: krakenTicker('97000') } } };
        }
        default:
          return { status: 404, json: { message: 'not found' } };
      }
    });
    const env = {
      DATABASE_URL: throwaway.url(),
      // What makes two processes one app: the same keys (else each makes its own in DATA_DIR).
      JWT_SECRET: 'two-instances-share-this-secret-0123456789',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      // (each instance bounds the requests under way on it: the test sends 10 at once to each)
      CONCURRENT_REQUESTS: '10',
      JOBS: 'on',
      FX_API_URL: providers.url,
      KRAKEN_API_URL: providers.url,
      SECURITIES_API_URL: providers.url,
    };
    [a, b] = await Promise.all([
      startApp(env, { fromSource: true }),
      startApp(env, { fromSource: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await providers?.close();
    await database?.close();
    await throwaway.drop();
  });

  it('counts one caller’s requests per minute together', async () => {
    const token = await person(a, 'limited@example.com');
    // Alternately to each instance: all of the minute's share is answered, and no more, by either.
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 4; i++) {
      statuses.push((await post(i % 2 ? b : a, ME, {}, token)).status);
    }
    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBe(PER_MINUTE);
    expect(statuses.slice(answered)).toEqual(Array(statuses.length - answered).fill(429));
    const refused = await post(b, ME, {}, token);
    expect(refused.body.errors?.[0]?.message).toMatch(/^Too many requests: try again in \d+ s$/);
    expect(await sql(`SELECT count(*)::int AS n FROM rate_limits`)).not.toEqual([{ n: 0 }]);
  });

  it('refuses on one instance a session ended on the other', async () => {
    await person(a, 'moving@example.com');
    const login = await call(b, LOGIN, { email: 'moving@example.com', password: PASSWORD });
    const token = login.token!;
    expect((await call(a, ME, {}, token)).user).toMatchObject({ email: 'moving@example.com' });
    expect((await call(b, LOGOUT, {}, token)).success).toBe(true);
    const after = await post(a, ME, {}, token);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('books a statement confirmed on both at once once, and loses no parallel write', async () => {
    const token = await person(a, 'booker@example.com');
    const me = ledgerCalls({ call: (query, variables) => call(a, query, variables, token) }, token);
    const account = await me.account('Checking', '1000');
    const form = new FormData();
    const csv = ['Date,Description,Amount', '2026-10-01,Salary,2500', '2026-10-02,Rent,-1200'];
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation ($file: Upload!, $account_id: ID!) {
          uploadBankStatement(file: $file, account_id: $account_id) { ${ENVELOPE} upload_id count } }`,
        variables: { file: null, account_id: account.id },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([csv.join('\n')]), 'statement.csv');
    const uploaded = await fetch(`${a.url}/api`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
      body: form,
    });
    const staged = Object.values(((await uploaded.json()) as GqlResponse).data ?? {})[0]!;
    expect(staged).toMatchObject({ success: true, count: 2 });
    const confirm = `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!) {
      confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows) { ${ENVELOPE} count } }`;
    const variables = { account_id: account.id, upload_id: staged.upload_id, rows: [0, 1] };
    const answers = await Promise.all([a, b].map((app) => call(app, confirm, variables, token)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    // Refused while the other books it, or after it did.
    expect([
      'A statement of this account is being booked: try again when it is done.',
      'This statement has already been booked.',
    ]).toContain(answers.find((answer) => !answer.success)?.message);

    // Twenty payments in at once, half through each instance.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i % 2 ? b : a,
          L.createTransaction,
          {
            date: '2026-10-03',
            account_id: account.id,
            amount: '10',
            description: `Payment ${i}`,
            transaction_type: 'credit',
          },
          token,
        ).then((answer) => expect(answer.success).toBe(true)),
      ),
    );
    const { count } = await call(b, L.transactions, { account_id: account.id }, token);
    expect(count).toBe(22);
    expect((await me.getAccount(account.id as string)).value).toBe('2500');
  });

  it('runs each background job once', async () => {
    // Both instances asked for the latest prices at start; the stately queue kept one of the
    // asks waiting at most, and every job was taken by one instance's worker.
    const runs = async () =>
      sql<{ state: string; n: number }>(
        `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'prices-latest' GROUP BY state`,
      );
    await waitFor(async () => {
      const states = await runs();
      return states.length > 0 && states.every((row) => row.state === 'completed');
    }, 'the latest prices to be fetched');
    const [completed] = await runs();
    expect(completed!.n).toBeGreaterThanOrEqual(1);
    expect(ticker.calls).toBe(completed!.n);
    expect(ticker.mostAtOnce).toBe(1);
    const [price] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM prices p JOIN instruments i ON i.id = p.instrument_id
        WHERE i.ticker = 'BTC'`,
    );
    expect(price!.n).toBe(1);
  });
});
