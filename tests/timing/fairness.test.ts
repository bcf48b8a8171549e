// Fairness under load, timed: while one caller's largest allowed request runs, another client's
// { __typename } keeps being answered (by the timed tests' one rule: expectKeptAnswering). A timing test: it runs on its own (npm run
// test:timing, after npm test in CI), since other test files running beside it on the same cores
// would be measured too.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeApp, type GqlResponse, type TestApp } from '../server/helpers.js';
import { largestAllowed, ledgerCalls, type Ledger } from '../server/ledgerHelpers.js';
import { bystander, expectKeptAnswering, listening, summary } from './bystander.js';

let app: TestApp;
let person: Ledger;
let accountId: string;

beforeAll(async () => {
  app = await makeApp();
  person = ledgerCalls(app, await app.signUpVerified('busy@example.com'));
  accountId = (await person.account('Checking', '100')).id as string;
});
afterAll(() => app.close());

it('keeps answering { __typename } from another client while the largest request runs', async () => {
  await app.database.session((session) =>
    session.query(
      `INSERT INTO transactions (user_id, account_id, account_class, asset_id, instrument_id,
           transaction_type, amount, fee, description, date)
         SELECT a.user_id, a.id, a.account_class, s.id, s.instrument_id, 'credit',
                (g % 1000) + 1, 0, 'Row ' || g, current_date - (g % 700)
           FROM generate_series(1, 20000) g, accounts a JOIN assets s ON s.account_id = a.id
          WHERE a.id = $1`,
      [accountId],
    ),
  );
  const server = await listening(app, 'x');
  const url = server.url;
  // The other client runs on its own thread: this one is the server's, and it is busy.
  const other = bystander(url);
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    for (let round = 0; round < 3; round++) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
        body: JSON.stringify({
          query: largestAllowed.replaceAll(
            'limit: 100',
            'limit: 100, where: { description_contains: "9" }',
          ),
        }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as GqlResponse;
      expect(answer.errors).toBeUndefined();
      expect(answer.data!['p9']!.nodes).toHaveLength(100);
    }
    const busy = performance.now() - started;
    const waits = await other.stop();
    console.log(`largest request ×3: ${busy.toFixed(0)} ms; bystander: ${summary(waits)}`);
    expectKeptAnswering(waits, busy);
  } finally {
    await other.terminate();
    await server.close();
  }
});
