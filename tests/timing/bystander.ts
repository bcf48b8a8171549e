// What the timed tests share: the in-process API behind a real HTTP server, and a bystander on a
// thread of its own that keeps asking a small question and times each answer, while the test
// makes the server's thread busy with someone else's request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { makeApp, type Answer, type TestApp } from '../server/helpers.js';
import { percentile } from '../../scripts/stats.js';
import { BASE_URL, throwawayDatabase } from '../server/throwawayPostgres.js';

/**
 * The databases a timed test runs on: PGlite, whose one connection everybody shares, and a
 * throwaway PostgreSQL where TEST_DATABASE_URL names one (as in CI). `open` answers the API on it;
 * its `close` drops a throwaway database too.
 */
export const databases: { name: string; open: () => Promise<TestApp> }[] = [
  { name: 'PGlite', open: () => makeApp() },
  ...(BASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const throwaway = throwawayDatabase('wealth_timing');
            await throwaway.create();
            const database = await openDatabase({ kind: 'postgres', url: throwaway.url() });
            const app = await makeApp({}, { database });
            return {
              ...app,
              close: async () => {
                await app.close();
                await throwaway.drop();
              },
            };
          },
        },
      ]
    : []),
];

/** The app behind a listening server on a free port; every caller counts as `clientIp`. */
export async function listening(app: TestApp, clientIp = '10.9.9.9') {
  const server = createServer((req, res) => void app.yoga.handle(req, res, { clientIp }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A signed-in bystander's question: it needs the database (the session is read from it). */
export const SIGNED_IN_QUESTION = '{ getMe { success } }';

/**
 * Starts asking `query` (with `token`, if any) every 5 ms from another thread; `stop` answers the
 * time each answer took, in ms. An answer other than HTTP 200 fails the bystander's count: it is
 * reported as Infinity.
 */
export function bystander(url: string, { query = '{ __typename }', token = '' } = {}) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
       const { url, query, token } = workerData;
       const headers = { 'content-type': 'application/json' };
       if (token) headers.authorization = 'Bearer ' + token;
       const waits = []; let stop = false;
       parentPort.on('message', () => { stop = true; });
       (async () => {
         while (!stop) {
           const started = performance.now();
           const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query }) });
           const text = await response.text();
           const good = response.status === 200 && !text.includes('"errors"');
           waits.push(good ? performance.now() - started : Infinity); 
           await new Promise((resolve) => setTimeout(resolve, 5));
         }
         parentPort.postMessage(waits);
       })().catch((error) => parentPort.postMessage(String(error && error.cause || error)));`,
    { eval: true, workerData: { url, query, token } },
  );
  return {
    async stop(): Promise<number[]> {
      worker.postMessage('stop');
      const waits = await new Promise<number[]>((resolve) => worker.once('message', resolve));
      await worker.terminate();
      return waits;
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * What a bystander may wait while someone else's largest allowed request runs: answered within
 * 100 ms, all but one answer in a hundred (issue 23), and none beyond 200 ms. The slowest wait for
 * chunks of the other's work and, on this 2-core machine, for a core. Measured in 8 runs of every
 * timed test (2026-11-28, load about 2): no answer over 100 ms at all, the slowest 90 ms; so one
 * answer in a hundred may be late without failing a sound build, and a regression (a chunk, a
 * loop or a query that holds the server) still fails it. `busyMs` is how long the other's work
 * took: the bystander was answered all along, about every 5-20 ms.
 */
export function expectKeptAnswering(waits: number[], busyMs: number): void {
  expect(waits.length).toBeGreaterThan(busyMs / 100);
  const late = waits.filter((wait) => wait >= 100);
  expect(late.length, `answers over 100 ms: ${late.join(', ')}`).toBeLessThanOrEqual(
    Math.ceil(waits.length / 100),
  );
  expect(Math.max(...waits)).toBeLessThan(200);
}

/**
 * Runs `work` while a signed-in bystander (`token`) keeps asking the API at `url`, and answers
 * what it answered, how long it took (ms) and the bystander's waits.
 */
export async function whileAsked<T>(url: string, token: string, work: () => Promise<T>) {
  const other = bystander(url, { query: SIGNED_IN_QUESTION, token });
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const value = await work();
    const ms = performance.now() - started;
    return { value, ms, waits: await other.stop() };
  } finally {
    await other.terminate();
  }
}

/** POSTs `body` to the API at `url` as `token`: answers the one operation's answer (HTTP 200). */
export async function post(
  url: string,
  token: string,
  body: BodyInit,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: Record<string, Answer>; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data)[0]!;
}

/** The bystander's waits as the tests report them. */
export const summary = (waits: number[]) =>
  `${waits.length} answers, p50 ${percentile(waits, 0.5).toFixed(1)} ms, ` +
  `p95 ${percentile(waits, 0.95).toFixed(1)} ms, p99 ${percentile(waits, 0.99).toFixed(1)} ms, ` +
  `max ${Math.max(...waits).toFixed(1)} ms`;

/** A statement of `rows` rows over two years (2024 and 2025), no two alike. */
export function statement(rows: number): string {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `${day},Payment ${i} to shop ${i % 97},${i % 3 === 0 ? '' : '-'}${(i % 500) + 1}.${i % 100}`,
    );
  }
  return lines.join('\n');
}
