// The built server under many clients at once (issue 29, item 4): `npm run build && npm run load
// [-- --clients 50] [--seconds 20] [--url http://HOST:PORT]`.
//
// Without --url it starts the built server (dist-server/) with the demo data, as Lighthouse does
// (scripts/lighthouse.ts), and with RATE_LIMIT_PER_MINUTE=0: the per-minute cap is a policy, not a
// cost, and would answer most of one person's requests with 429. Everything else of the fairness
// stays: at most CONCURRENT_REQUESTS (8) of a caller's requests under way at once, the others
// queued, and PGlite's queries taking turns. With --url it loads a server already running there
// (started with DEMO_DATA=1 and the same cap off), such as an older commit's build, for an A/B.
//
// The clients run on a worker thread (the other core), each signed in as the demo user and
// sending, one after another, what the dashboard and the transactions page ask: the summary, a
// year's history, the allocation, the top five crypto assets, a transactions page and the accounts
// page, each a fresh HTTP request. After a 3 s warm-up it counts for --seconds the answers that
// came back 200 without errors, and prints them a second with their p50/p95/p99 and every other
// answer by status.
import { print } from 'graphql';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import {
  GetAllocationDocument,
  GetDashboardSummaryDocument,
  GetNetWorthHistoryDocument,
} from '../src/features/dashboard/Dashboard.generated';
import { GetTopAssetsDocument } from '../src/graphql/TopAssets.generated';
import { GetAccountsDocument } from '../src/ledger/accounts/Accounts.generated';
import { GetTransactionsDocument } from '../src/ledger/transactions/Transactions.generated';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed';
import { signIn, startApp } from '../tests/e2e/builtApp';
import { percentile } from './stats';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    url: { type: 'string' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
if (!(Number.isInteger(clients) && clients >= 1 && clients <= 1000 && seconds > 0)) {
  console.error('usage: npm run load -- [--clients 1-1000] [--seconds N] [--url http://HOST:PORT]');
  process.exit(2);
}

/** What a signed-in person's pages ask, in turn. */
const OPERATIONS = [
  { query: print(GetDashboardSummaryDocument), variables: {} },
  { query: print(GetNetWorthHistoryDocument), variables: { range: 'Y1' } },
  { query: print(GetAllocationDocument), variables: { by: 'asset_class' } },
  { query: print(GetTopAssetsDocument), variables: { asset_class: 'crypto', limit: 5 } },
  {
    query: print(GetTransactionsDocument),
    variables: { sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
  },
  { query: print(GetAccountsDocument), variables: { start: 0, limit: 12 } },
];

/** The clients: each sends the operations in turn until told to stop; answers what they saw. */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, operations, clients, warmUpMs, measureMs } = workerData;
const times = []; const statuses = {}; const samples = {};
const began = performance.now();
const measuring = (t) => t - began >= warmUpMs && t - began < warmUpMs + measureMs;
async function client(n) {
  for (let i = n; performance.now() - began < warmUpMs + measureMs; i++) {
    const started = performance.now();
    let status;
    let text = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
        body: JSON.stringify(operations[i % operations.length]),
      });
      text = await response.text();
      status = response.status === 200 && JSON.parse(text).errors ? 'GraphQL errors' : response.status;
    } catch (error) {
      status = error.cause?.code ?? error.message;
    }
    const ended = performance.now();
    if (!measuring(started) || !measuring(ended)) continue;
    if (status === 200) times.push(ended - started);
    else {
      statuses[status] = (statuses[status] ?? 0) + 1;
      samples[status] ??= text.slice(0, 200);
    }
  }
}
Promise.all(Array.from({ length: clients }, (_, n) => client(n))).then(() =>
  parentPort.postMessage({ times, statuses, samples }));
`;

let app: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  if (!values.url) {
    console.info('load: starting the built server with the demo data…');
    app = await startApp({ DEMO_DATA: '1', RATE_LIMIT_PER_MINUTE: '0' }, { timeoutMs: 300_000 });
  }
  const url = values.url ?? app!.url;
  const { token } = await signIn(url, DEMO_EMAIL, DEMO_PASSWORD);
  const result = await new Promise<{
    times: number[];
    statuses: Record<string, number>;
    samples: Record<string, string>;
  }>((resolve, reject) => {
    const worker = new Worker(CLIENTS, {
      eval: true,
      workerData: {
        url: `${url}/api`,
        token,
        operations: OPERATIONS,
        clients,
        warmUpMs: 3_000,
        measureMs: seconds * 1000,
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const answered = result.times;
  const ms = (p: number) => percentile(answered, p).toFixed(1);
  const others = Object.entries(result.statuses);
  console.info(
    `${clients} clients, ${seconds} s: ${(answered.length / seconds).toFixed(1)} answers a second ` +
      `(${answered.length}), p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, p99 ${ms(0.99)} ms` +
      (others.length ? `; not answered: ${others.map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''),
  );
  for (const [status, text] of Object.entries(result.samples)) {
    console.info(`  the first ${status}: ${text}`);
  }
} finally {
  await app?.stop();
}
