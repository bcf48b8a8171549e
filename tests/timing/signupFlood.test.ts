// A sign-up flood, timed (issue 23): one anonymous client keeps 8 sign-ups under way for 4 s while
// another, signed-in client's { getMe } keeps being answered (within 100 ms), and the flood creates
// no more accounts than SIGNUPS_PER_HOUR. A timing test: it runs on its own (npm run
// test:timing), since other test files running beside it on the same cores would be measured too.
import { like } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { makeApp, PASSWORD, SIGNUP, type TestApp } from '../server/helpers.js';
import { expectKeptAnswering, summary } from './bystander.js';

const SIGNUPS_PER_HOUR = 5;
const FLOOD_MS = 4000;
const AT_ONCE = 8;

let app: TestApp;
let token: string;

beforeAll(async () => {
  // The limits of production, not the tests' (helpers.ts turns them off).
  app = await makeApp({
    RATE_LIMIT_PER_MINUTE: '600',
    CONCURRENT_REQUESTS: String(AT_ONCE),
    SIGNUPS_PER_HOUR: String(SIGNUPS_PER_HOUR),
    MAIL_REQUESTS_PER_HOUR: '10',
  });
  token = await app.signUpVerified('bystander@example.com');
});
afterAll(() => app.close());

/** A client on its own thread (this one is the server's): `script` runs with `url` and `data`. */
function client(url: string, data: unknown, script: string) {
  return new Worker(
    `const { parentPort, workerData: { url, data } } = require('node:worker_threads');
     const post = (client, headers, body) => fetch(url, { method: 'POST',
       headers: { 'content-type': 'application/json', 'x-client': client, ...headers }, body });
     ${script}`,
    { eval: true, workerData: { url, data } },
  );
}

const message = <T>(worker: Worker) =>
  new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

it('keeps answering another signed-in client while one address floods sign-ups', async () => {
  // Each client says which address it is: both come from 127.0.0.1 here.
  const server = createServer(
    (req, res) =>
      void app.yoga.handle(req, res, { clientIp: String(req.headers['x-client'] ?? 'x') }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const other = client(
    url,
    token,
    `const waits = []; let stop = false;
     parentPort.on('message', () => { stop = true; });
     const ask = async () => {
       const response = await post('10.20.0.2', { authorization: 'Bearer ' + data },
         '{"query":"{ getMe { success } }"}');
       const body = await response.json();
       if (!body.data || !body.data.getMe.success) throw new Error(JSON.stringify(body));
     };
     (async () => {
       await ask(); // a first connection and a first answer, before the flood: not measured
       parentPort.postMessage('ready');
       while (!stop) {
         const started = performance.now();
         await ask();
         waits.push(performance.now() - started);
         await new Promise((resolve) => setTimeout(resolve, 5));
       }
       parentPort.postMessage(waits);
     })();`,
  );
  const flood = client(
    url,
    { query: SIGNUP, password: PASSWORD, atOnce: AT_ONCE, ms: FLOOD_MS },
    `const outcomes = {}; let sent = 0;
     // node:http rather than fetch: the attacker's own work would share the cores with the server
     const http = require('node:http');
     const agent = new http.Agent({ keepAlive: true, maxSockets: data.atOnce });
     const send = (body) => new Promise((resolve, reject) => {
       const request = http.request(url, { method: 'POST', agent, headers: {
         'content-type': 'application/json', 'content-length': Buffer.byteLength(body),
         'x-client': '10.20.0.1' } }, (response) => {
           let text = '';
           response.setEncoding('utf8');
           response.on('data', (chunk) => { text += chunk; });
           response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
         });
       request.on('error', reject);
       request.end(body);
     });
     parentPort.once('message', async () => {
       const until = performance.now() + data.ms;
       const flooder = async () => {
         while (performance.now() < until) {
           const variables = { fullname: 'Flood', email: 'flood' + sent++ + '@example.com',
             password: data.password, terms_accepted: true };
           const { status, body } = await send(JSON.stringify({ query: data.query, variables }));
           const outcome = (status + ' ' + (body.data?.signupUser.message ?? '')).trim();
           outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
         }
       };
       await Promise.all(Array.from({ length: data.atOnce }, flooder));
       parentPort.postMessage({ sent, outcomes });
     });`,
  );
  try {
    await message(other);
    const flooded = message<{ sent: number; outcomes: Record<string, number> }>(flood);
    flood.postMessage('go');
    const { sent, outcomes } = await flooded;
    const answered = message<number[]>(other);
    other.postMessage('stop');
    const waits = await answered;
    const created = await app.db.select().from(users).where(like(users.email, 'flood%'));
    console.info(
      `sign-ups sent: ${sent}, accounts created: ${created.length}, answers: ${JSON.stringify(outcomes)}; ` +
        `the other client: ${summary(waits)}`,
    );
    expect(sent).toBeGreaterThan(SIGNUPS_PER_HOUR * 4);
    // Overlapping sign-ups count each other (throttle.ts), so a flood may get fewer, never more.
    expect(created.length).toBeLessThanOrEqual(SIGNUPS_PER_HOUR);
    // on 2 cores serving 8 requests at once the slowest answer took 34-77 ms in 8 runs; without
    // the limits and the pool, 3,548 ms
    expectKeptAnswering(waits, FLOOD_MS);
  } finally {
    await Promise.all([other.terminate(), flood.terminate()]);
    await new Promise((resolve) => server.close(resolve));
  }
});
