// A net-worth history since the earliest allowed day, timed: computing 46,000 days holds the
// database a chunk at a time, so that another signed-in person is answered meanwhile. The person
// has also imported the largest statement allowed (two years of rows).
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIEST_DAY } from '../../server/domain/days.js';
import { MAX_STATEMENT_ROWS } from '../../server/domain/statements/imports.js';
import { MAX_HISTORY_POINTS } from '../../server/domain/valuation.js';
import {
  ConfirmUploadDocument,
  UploadBankStatementDocument,
} from '../../src/features/statements/Statements.generated';
import { uploadAs, type TestApp } from '../server/helpers.js';
import { ledgerCalls, type Ledger } from '../server/ledgerHelpers.js';
import {
  bystander,
  databases,
  listening,
  expectKeptAnswering,
  SIGNED_IN_QUESTION,
  statement,
  summary,
} from './bystander.js';

/**
 * How long the history since 1900 may take: 5-14 s on PGlite (PostgreSQL: 3 s) with other tests
 * beside it, 31 s beside a type check. Its chunks once shrank to 7 days each, because their fixed
 * cost (transaction, lock, planning) alone reached their 20 ms: 39-103 s (db/chunks.ts, pacer);
 * and with a statement's 20,000 rows of 2024 and 2025 each chunk read them all again: over 285 s.
 */
const HISTORY_MS = 30_000;

describe.each(databases)('on $name', ({ open }) => {
  let app: TestApp;
  let heir: Ledger;
  let otherToken: string;

  beforeAll(async () => {
    app = await open();
    heir = ledgerCalls(app, await app.signUpVerified('heir@example.com'));
    otherToken = await app.signUpVerified('bystander@example.com');
    for (const name of ['Savings', 'Checking', 'Cash']) {
      const account = await heir.account(name, '10');
      await heir.transaction({ account_id: account.id, amount: '100', date: EARLIEST_DAY });
    }
    const statements = await heir.account('Statements', '0');
    const staged = await uploadAs(
      app,
      heir.token,
      print(UploadBankStatementDocument),
      { account_id: statements.id },
      { content: statement(MAX_STATEMENT_ROWS), name: 'years.csv' },
    );
    const rows = Array.from({ length: staged.count as number }, (_, row) => row);
    const confirmed = await heir.ok(print(ConfirmUploadDocument), {
      account_id: statements.id,
      upload_id: staged.upload_id,
      rows,
    });
    expect(confirmed.count).toBe(MAX_STATEMENT_ROWS);
    // the statement's days are computed as they are read: all of them again with the century
    await heir.transaction({ account_id: statements.id, amount: '1', date: EARLIEST_DAY });
  });
  afterAll(() => app.close());

  it('keeps answering another person while a history since 1900 is computed', async () => {
    const server = await listening(app);
    const other = bystander(server.url, { query: SIGNED_IN_QUESTION, token: otherToken });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${heir.token}` },
        body: JSON.stringify({
          query: '{ getNetWorthHistory(range: ALL) { success nodes { date } } }',
        }),
      });
      const answer = (await response.json()) as {
        data: { getNetWorthHistory: { success: boolean; nodes: unknown[] } };
      };
      const historyMs = performance.now() - started;
      expect(answer.data.getNetWorthHistory.success).toBe(true);
      expect(answer.data.getNetWorthHistory.nodes.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS);
      const waits = await other.stop();
      console.log(`history since 1900: ${historyMs.toFixed(0)} ms; bystander: ${summary(waits)}`);
      expectKeptAnswering(waits, historyMs);
      expect(historyMs).toBeLessThan(HISTORY_MS);
    } finally {
      await other.terminate();
      await server.close();
    }
  });
});
