// What probing the API from outside found (issue 9), one test per finding: each request that used
// to stall the server, crash into "Unexpected error." or leak is refused at once, with a message.
import { SignJWT } from 'jose';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_BODY_BYTES } from '../../server/graphql/app.js';
import { TOO_MANY_AT_ONCE, WAITING_PER_PLACE } from '../../server/graphql/fairness.js';
import { MAX_REQUEST_BYTES } from '../../server/graphql/limits.js';
import { createLogger } from '../../server/log.js';
import {
  ADMIN_EMAIL,
  CATEGORIES,
  LOGIN,
  ME,
  REQUEST_RESET,
  SIGNUP,
  makeApp,
  postAs,
  type GqlResponse,
  type TestApp,
} from './helpers.js';
import { L, largestAllowed, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let person: Ledger;
let accountId: string;

beforeAll(async () => {
  app = await makeApp();
  person = ledgerCalls(app, await app.signUpVerified('probe@example.com'));
  accountId = (await person.account('Checking', '100')).id as string;
});
afterAll(() => app.close());

/** A POST of `query` as it is (and of variables as JSON text), timed. */
async function timedPost(query: string, token?: string, variables = '{}') {
  const body = `{"query":${JSON.stringify(query)},"variables":${variables}}`;
  const started = performance.now();
  const response = await app.yoga.fetch(
    'http://app.test/api',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // as Apollo Client asks: errors of the request itself then answer 400
        accept: 'application/graphql-response+json',
        'content-length': String(Buffer.byteLength(body)),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    },
    { clientIp: '10.0.0.9' },
  );
  const answer = (await response.json()) as GqlResponse;
  return { status: response.status, answer, ms: performance.now() - started, bytes: body.length };
}

const aliases = (count: number, field: string) =>
  `{${Array.from({ length: count }, (_, i) => `a${i}:${field}`).join(' ')}}`;

describe('operation limits', () => {
  it('refuses ~47,000 anonymous aliases of getMe (under 1 MB) in milliseconds, with a message', async () => {
    const query = aliases(47_000, 'getMe{success}');
    const { status, answer, ms, bytes } = await timedPost(query);
    expect(bytes).toBeLessThan(MAX_BODY_BYTES);
    expect(status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/token limit|too large|aliases/i);
    expect(ms).toBeLessThan(250);
  });

  it('refuses ~23,000 signed-in aliases of getTransactions before running any', async () => {
    const query = aliases(23_000, 'getTransactions(limit:100){nodes{id}}');
    expect(Buffer.byteLength(query)).toBeLessThan(MAX_BODY_BYTES);
    const { status, answer, ms } = await timedPost(query, person.token);
    expect(status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(ms).toBeLessThan(250);
  });

  it('refuses more aliases, root fields, depth or cost than the app ever needs, naming the limit', async () => {
    const sixteen = await timedPost(aliases(16, 'getMe { success }'), person.token);
    expect(sixteen.status).toBe(400);
    expect(sixteen.answer.errors?.[0]?.message).toMatch(/aliases/i);
    const roots = await timedPost(
      `query { getMe { success } getAccounts { count } getAssets { count } getCategories { count }
        getTransactions { count } getVenues { count } getInstruments { count } getNAVInstruments { success }
        getDashboardSummary { success } getTopAssets { success } getAllocation(by: asset_class) { success } }`,
      person.token,
    );
    expect(roots.status).toBe(400);
    expect(roots.answer.errors?.[0]?.message).toBe('At most 10 root fields per request, found 11');
    // The largest request inside every limit runs: 10 pages of 100 transactions, every field.
    const largest = await timedPost(largestAllowed, person.token);
    expect(largest.status).toBe(200);
    expect(largest.answer.errors).toBeUndefined();
    expect(Object.keys(largest.answer.data!)).toHaveLength(10);
  });

  it('lets every operation of the app through the limits', async () => {
    // A user of its own: the documents include logoutUser.
    const token = await app.signUpVerified('every-operation@example.com');
    // every .graphql file's typed documents (X.generated.ts beside it)
    const files = import.meta.glob<Record<string, unknown>>('../../src/**/*.generated.ts', {
      eager: true,
    });
    const documents = Object.values(files).flatMap((file) => Object.entries(file));
    const { print } = await import('graphql');
    let checked = 0;
    for (const [name, document] of documents) {
      if (!name.endsWith('Document')) continue;
      const { answer } = await timedPost(print(document as never), token);
      // Missing variables are fine here: only the limits must not object.
      for (const error of answer.errors ?? []) {
        // a missing variable may be named `limit`
        if (/^Variable "\$\w+" of required type/.test(error.message)) continue;
        expect(error.message, name).not.toMatch(/limit|exceeded|deeper|at most|root fields/i);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('caps a list at 100 rows however many are asked for', async () => {
    const answer = await person.call(L.transactions, { limit: 1_000_000 });
    expect(answer.success).toBe(true);
    expect(answer.cursor).toMatchObject({ limit: 100 });
  });
});

describe('input hygiene', () => {
  const NUL = 'bad\u0000name';

  it('refuses a NUL (or another control character) in any text argument with a field message', async () => {
    const cases: [string, Record<string, unknown>, string, string | null][] = [
      [L.createAccount, { name: NUL, account_class: 'cash', value: '1' }, 'name', person.token],
      [
        L.createTransaction,
        {
          date: '2026-01-02',
          account_id: accountId,
          amount: '1',
          description: 'rent\u0007',
          transaction_type: 'debit',
        },
        'description',
        person.token,
      ],
      [
        SIGNUP,
        {
          fullname: 'N',
          email: 'nul\u0000@example.com',
          password: 'pass word 1',
          terms_accepted: true,
        },
        'email',
        null,
      ],
      [LOGIN, { email: 'nul\u0000@example.com', password: 'x' }, 'email', null],
      [REQUEST_RESET, { email: '\u0000@example.com' }, 'email', null],
      [L.accounts, { where: { name_contains: '\u0000' } }, 'where', person.token],
    ];
    for (const [query, variables, field, token] of cases) {
      const response = await app.gql(query, variables, token);
      expect(response.errors, JSON.stringify(response)).toBeUndefined();
      const answer = Object.values(response.data!)[0]!;
      expect(answer.success).toBe(false);
      expect(answer.message).toMatch(/control character/i);
      if ('field_errors' in answer) {
        expect(answer.field_errors).toEqual([
          { field, message: expect.stringMatching(/control/i) },
        ]);
      }
    }
    // Tabs and line breaks stay allowed in text.
    const ok = await person.call(L.createTransaction, {
      date: '2026-01-02',
      account_id: accountId,
      amount: '1',
      description: 'two\tcolumns\r\nand lines',
      transaction_type: 'debit',
    });
    expect(ok.success).toBe(true);
  });

  it('refuses a NUL in an admin category and an admin JSON nested 5,000 levels deep', async () => {
    const admin = await app.signUpVerified(ADMIN_EMAIL);
    const category = await app.gql(
      `mutation ($category: String!) { createCategory(category: $category) { success message field_errors { field message } } }`,
      { category: 'Food\u0000' },
      admin,
    );
    expect(category.errors).toBeUndefined();
    expect(category.data?.createCategory).toMatchObject({
      success: false,
      field_errors: [{ field: 'category' }],
    });
    // Written by hand: JSON.stringify itself overflows at this depth.
    const meta = `${'{"m":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const venue = await timedPost(
      `mutation ($meta: JSON) { createVenueAdmin(name: "Deep", slug: "deep", description: "Deep",
         account_fields: {}, account_class: crypto, account_type: crypto, meta: $meta) { success } }`,
      admin,
      `{"meta":${meta}}`,
    );
    expect(venue.status).toBe(400);
    expect(venue.answer.errors?.[0]?.message).toMatch(/JSON nests deeper than 20 levels/);
    const total = await app.call(CATEGORIES, {}, admin);
    expect(total.success).toBe(true);
  });
});

describe('credentials', () => {
  it('refuses createAccount with secrets but no venue, keeping nothing', async () => {
    const before = (await person.call(L.accounts, {})).count;
    const answer = await person.call(L.createAccount, {
      name: 'Exchange',
      account_class: 'crypto',
      secrets: { api_key: 'k', api_secret: 's' },
    });
    expect(answer).toMatchObject({
      success: false,
      field_errors: [{ field: 'secrets', message: expect.stringMatching(/venue/i) }],
    });
    expect((await person.call(L.accounts, {})).count).toBe(before);
  });
});

describe('request bodies', () => {
  const upload = (body: string | ReadableStream<Uint8Array>, length?: number) =>
    app.yoga.fetch(
      'http://app.test/api',
      {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'x-graphql-yoga-csrf': '1',
          ...(length === undefined ? {} : { 'content-length': String(length) }),
        },
        body,
      } as RequestInit,
      { clientIp: '10.0.0.8' },
    );

  it('refuses an upload over the limit by its Content-Length, unread', async () => {
    const response = await upload('--x--', MAX_REQUEST_BYTES + 1);
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlResponse).errors?.[0]?.message).toBe(
      `Request body too large (at most ${MAX_REQUEST_BYTES} bytes)`,
    );
  });

  it('counts an upload sent without a Content-Length as it is read, and stops at the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(120);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await upload(endless);
    // The multipart parser fails on the cut stream: yoga answers that as bad multipart data.
    expect(response.status).toBe(400);
    expect(((await response.json()) as GqlResponse).errors?.[0]?.message).toBe(
      `POST body sent invalid multipart data: Request body too large (at most ${MAX_REQUEST_BYTES} bytes)`,
    );
    expect(sent).toBeLessThan(MAX_REQUEST_BYTES + 8 * chunk.byteLength);
    await endless.cancel().catch(() => undefined);
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const [user] = await app.db
      .execute<{ id: string }>(sql`select id from users where email = 'probe@example.com'`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows));
    const token = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user!.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const response = await app.gql(ME, {}, token);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('in production', () => {
  it('answers no introspection and no field suggestions', async () => {
    const prod = await makeApp({ NODE_ENV: 'production' });
    try {
      const schema = await prod.gql('{ __schema { types { name } } }');
      expect(schema.data ?? undefined).toBeUndefined();
      expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await prod.gql('{ getMee { success } }');
      expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
    } finally {
      await prod.close();
    }
  });
});

describe('failures', () => {
  it('answers an unexpected error with status 500 and logs one line without its parameters', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await makeApp({}, { logger: createLogger({ level: 'info' }, sink) });
    try {
      // A constraint the API does not know about makes the insert fail inside the database.
      await logged.db.execute(
        sql`alter table users add constraint probe_no_boom check (fullname <> 'Boom')`,
      );
      const password = 'a secret password 1';
      const { status, answer } = await (async () => {
        const body = JSON.stringify({
          query: SIGNUP,
          variables: {
            fullname: 'Boom',
            email: 'boom@example.com',
            password,
            terms_accepted: true,
          },
        });
        const response = await logged.yoga.fetch(
          'http://app.test/api',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          { clientIp: '10.0.0.3' },
        );
        return { status: response.status, answer: (await response.json()) as GqlResponse };
      })();
      expect(status).toBe(500);
      expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
      const failures = lines.filter((line) => /"level":50/.test(line));
      expect(failures).toHaveLength(1);
      const line = failures[0]!;
      expect(line).toContain('signupUser');
      expect(line).not.toContain(password);
      expect(line).not.toMatch(/scrypt\$|boom@example\.com/i);
    } finally {
      await logged.close();
    }
  });
});

describe('fairness', () => {
  const post = (target: TestApp, query: string, ip: string, token?: string) =>
    postAs(target, { query }, ip, token);

  it('answers 429 with Retry-After past the requests a minute, per user or per address', async () => {
    const limited = await makeApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const token = await limited.signUpVerified('counted@example.com');
      for (let i = 0; i < 5; i++) {
        expect((await post(limited, '{ __typename }', '10.1.1.1')).status).toBe(200);
      }
      const refused = await post(limited, '{ __typename }', '10.1.1.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as GqlResponse).errors?.[0]?.message).toMatch(
        /^Too many requests: try again in \d+ s$/,
      );
      // Another address, and a signed-in user on the same address, have their own counts.
      expect((await post(limited, '{ __typename }', '10.1.1.2')).status).toBe(200);
      expect((await post(limited, '{ __typename }', '10.1.1.1', token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lines up the requests past those one caller may have under way, and refuses past the line', async () => {
    const limited = await makeApp({ CONCURRENT_REQUESTS: '2' });
    try {
      await limited.signUp('slow@example.com');
      // Each sign-in hashes a password (~0.2 s): two under way, sixteen waiting, the rest refused.
      const login = `{ loginUser(email: "slow@example.com", password: "${'x'.repeat(12)}") { success } }`;
      const waiting = 2 * WAITING_PER_PLACE;
      const asked = Array.from({ length: 2 + waiting + 2 }, () => post(limited, login, '10.2.2.2'));
      // another address is not held up by this one's line
      const other = performance.now();
      expect((await post(limited, '{ __typename }', '10.3.3.3')).status).toBe(200);
      expect(performance.now() - other).toBeLessThan(1_000);
      const answers = await Promise.all(asked);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2 + waiting);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(2);
      expect(((await refused[0]!.json()) as GqlResponse).errors?.[0]?.message).toBe(
        TOO_MANY_AT_ONCE,
      );
      // the line has emptied: the next request has its place at once
      expect((await post(limited, login, '10.2.2.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
