// The largest allowed import, timed: while one person uploads and confirms a statement of
// MAX_STATEMENT_ROWS rows, another signed-in person's small question keeps being answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENT_ROWS } from '../../server/domain/statements/imports.js';
import { CSRF_HEADER, ENVELOPE, type Answer, type TestApp } from '../server/helpers.js';
import { ledgerCalls, type Ledger } from '../server/ledgerHelpers.js';
import {
  bystander,
  databases,
  expectKeptAnswering,
  listening,
  SIGNED_IN_QUESTION,
  summary,
} from './bystander.js';

const UPLOAD = `mutation ($file: Upload!, $account_id: ID!) {
  uploadBankStatement(file: $file, account_id: $account_id) { ${ENVELOPE} upload_id nodes { row } } }`;
const CONFIRM = `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!) {
  confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows) {
    ${ENVELOPE} count balance } }`;

/** A statement of `rows` rows over two years, no two alike. */
function statement(rows: number): string {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${day},Payment ${i} to shop ${i % 97},${i % 3 === 0 ? '' : '-'}${(i % 500) + 1}.${i % 100}`,
    );
  }
  return lines.join('\n');
}

async function post(
  importer: Ledger,
  url: string,
  body: BodyInit,
  headers: Record<string, string>,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${importer.token}`, ...headers },
    body,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: Record<string, Answer>; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data)[0]!;
}

describe.each(databases)('on $name', ({ open }) => {
  let app: TestApp;
  let importer: Ledger;
  let otherToken: string;

  beforeAll(async () => {
    app = await open();
    importer = ledgerCalls(app, await app.signUpVerified('importer@example.com'));
    otherToken = await app.signUpVerified('bystander@example.com');
  });
  afterAll(() => app.close());

  it(`keeps answering another person while ${MAX_STATEMENT_ROWS} rows are confirmed`, async () => {
    const account = await importer.account('Checking', '0');
    const server = await listening(app);
    try {
      let started = performance.now();
      const form = new FormData();
      const variables = { file: null, account_id: account.id };
      form.set('operations', JSON.stringify({ query: UPLOAD, variables }));
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new Blob([statement(MAX_STATEMENT_ROWS)]), 'big.csv');
      const staged = await post(importer, server.url, form, { [CSRF_HEADER]: '1' });
      const uploadMs = performance.now() - started;
      expect(staged.nodes).toHaveLength(MAX_STATEMENT_ROWS);

      const other = bystander(server.url, { query: SIGNED_IN_QUESTION, token: otherToken });
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        started = performance.now();
        const rows = (staged.nodes as { row: number }[]).map(({ row }) => row);
        const confirmed = await post(
          importer,
          server.url,
          JSON.stringify({
            query: CONFIRM,
            variables: { account_id: account.id, upload_id: staged.upload_id, rows },
          }),
          { 'content-type': 'application/json' },
        );
        const confirmMs = performance.now() - started;
        expect(confirmed).toMatchObject({ success: true, count: MAX_STATEMENT_ROWS });
        const waits = await other.stop();
        console.log(
          `upload ${uploadMs.toFixed(0)} ms, confirm ${confirmMs.toFixed(0)} ms; bystander during the confirm: ${summary(waits)}`,
        );
        expectKeptAnswering(waits, confirmMs);
      } finally {
        await other.terminate();
      }
    } finally {
      await server.close();
    }
  });
});
