// The ledger under concurrent writes on real PostgreSQL (a pool of 10 connections): parallel
// deletes and edits of one transaction, and a transfer racing the deletion of its destination,
// must leave every balance exactly where a serial history would. PGlite is one connection, so
// these races only exist on a real server: the file runs only when TEST_DATABASE_URL is set, e.g.
//   TEST_DATABASE_URL=postgres://wealth:wealth@127.0.0.1:5432/wealth npx vitest run --project server tests/server/ledgerConcurrency.test.ts
// It creates a throwaway database next to that one (its user needs CREATEDB) and drops it after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, throwawayDatabase } from './throwawayPostgres.js';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { memoryMailer } from '../../server/domain/mail.js';
import { createApp } from '../../server/graphql/app.js';
import { ADMIN_EMAIL, PASSWORD, SIGNUP, type Answer, type GqlResponse } from './helpers.js';
import { L } from './ledgerHelpers.js';

const throwaway = throwawayDatabase('wealth_concurrency');

let database: Database;
let call: (query: string, variables?: Record<string, unknown>) => Promise<Answer>;

beforeAll(async () => {
  if (!BASE_URL) return;
  await throwaway.create();
  database = await openDatabase({ kind: 'postgres', url: throwaway.url() });
  await migrate(database);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL, APP_URL: 'http://app.test' }),
    jwtSecret: 'test-secret-test-secret-test-secret-42',
    secretsKey: Buffer.alloc(32, 7).toString('base64'),
  };
  const yoga = createApp({ db: database.db, config, mailer: memoryMailer() });
  let token: string | null = null;
  call = async (query, variables = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await yoga.fetch(
      'http://app.test/api',
      { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
      { clientIp: '10.0.0.1' },
    );
    const body = (await response.json()) as GqlResponse;
    // A GraphQL error (e.g. "Unexpected error." from a database error) counts as a failed answer
    // here, so a race that ends in one shows up in the outcomes asserted below.
    if (body.errors) return { success: false, message: body.errors[0]!.message } as Answer;
    return Object.values(body.data ?? {})[0]!;
  };
  const signup = await call(SIGNUP, {
    fullname: 'Racing Person',
    email: 'race@example.com',
    password: PASSWORD,
    terms_accepted: true,
  });
  token = signup.token!;
  // Confirmed without the mail round trip: the role is read from the database on every call.
  await database.session((session) =>
    session.exec(`UPDATE users SET role = 'user' WHERE email = 'race@example.com'`),
  );
}, 60_000);

afterAll(async () => {
  if (!BASE_URL) return;
  await database?.close();
  // Not WITH (FORCE): that kills connections the pool is still closing, which it reports as
  // errors. A closing connection can hold the database for a moment, hence the retries.
  await throwaway.drop();
});

const usd = async () =>
  (
    await call('query ($where: JSON) { getInstruments(where: $where) { nodes { id } } }', {
      where: { ticker: 'USD' },
    })
  ).nodes![0]!.id as string;

async function account(name: string, value: string): Promise<string> {
  const answer = await call(L.createAccount, {
    name,
    value,
    instrument_id: await usd(),
    account_class: 'bank',
  });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.account!.id as string;
}

async function transaction(variables: Record<string, unknown>): Promise<string> {
  const answer = await call(L.createTransaction, {
    date: '2026-01-15',
    description: 'race',
    transaction_type: 'credit',
    ...variables,
  });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.transaction!.id as string;
}

/** The account's value and its one asset's balance, which must agree. */
async function balance(id: string): Promise<number> {
  const answer = await call(L.account, { id });
  if (!answer.success) return Number.NaN;
  const assets = await call(L.assets, { account_id: id });
  expect(assets.nodes!.map((a) => Number(a.balance))).toEqual([Number(answer.account!.value)]);
  return Number(answer.account!.value);
}

describe.skipIf(!BASE_URL)('the ledger under concurrent writes (PostgreSQL)', () => {
  it('reverses a transaction deleted by 4 parallel calls exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await account(`Delete ${round}`, '1000');
      const credit = await transaction({ account_id: id, amount: '100' });
      expect(await balance(id)).toBe(1100);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call(L.deleteTransaction, { id: credit })),
      );
      expect(await balance(id)).toBe(1000);
      expect(answers.filter((a) => a.success)).toHaveLength(1);
    }
  });

  it('applies parallel edits of one transaction as some serial order of them', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await account(`Edit ${round}`, '1000');
      const credit = await transaction({ account_id: id, amount: '100' });
      const answers = await Promise.all(
        ['200', '300', '400'].map((amount) => call(L.updateTransaction, { id: credit, amount })),
      );
      expect(answers.every((a) => a.success)).toBe(true);
      const final = await call(L.transaction, { id: credit });
      const amount = Number(final.transaction!.amount);
      expect([200, 300, 400]).toContain(amount);
      expect(await balance(id)).toBe(1000 + amount);
    }
  });

  it('loses no money when a transfer races the deletion of its destination', async () => {
    const outcomes: { transfer: string; deleted: boolean; source: number; rows: number }[] = [];
    for (let round = 0; round < 15; round++) {
      const source = await account(`Source ${round}`, '500');
      const destination = await account(`Destination ${round}`, '0');
      const [transfer, deleted] = await Promise.all([
        call(L.createTransaction, {
          date: '2026-01-15',
          description: 'race',
          transaction_type: 'transfer',
          account_id: source,
          amount: '100',
          destination_account_id: destination,
        }),
        call(L.deleteAccount, { id: destination }),
      ]);
      outcomes.push({
        transfer: transfer.success ? 'made' : transfer.message!,
        deleted: deleted.success,
        source: await balance(source),
        rows: (await call(L.transactions, { account_id: source })).count!,
      });
    }
    // In either order the source ends where it began: a transfer made first is undone with its
    // destination (and answers "Not found" when the deletion took its row before the answer read
    // it back); one made after finds no destination.
    expect(outcomes).toEqual(
      outcomes.map(() => ({
        transfer: expect.stringMatching(/^(made|Not found|Account not found)$/) as unknown,
        deleted: true,
        source: 500,
        rows: 0,
      })),
    );
  });
});
