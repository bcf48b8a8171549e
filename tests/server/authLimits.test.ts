// Issue 23: sign-ups, mails and password hashes are limited so that one client cannot flood the
// server or a stranger's mailbox, and limits do not lock the wrong people out.
import { eq, like, sql } from 'drizzle-orm';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { login_failures, users } from '../../server/db/schema.js';
import {
  BUSY,
  backgroundWork,
  REQUESTS_PER_EMAIL_PER_HOUR,
  TOO_MANY_ATTEMPTS,
} from '../../server/domain/auth.js';
import { createMailer } from '../../server/domain/mail.js';
import { HASH_QUEUE, HASHES_AT_ONCE } from '../../server/domain/passwords.js';
import { beginSession } from '../../server/domain/sessions.js';
import { createApp } from '../../server/graphql/app.js';
import { FORWARDED_WITHOUT_TRUST } from '../../server/graphql/fairness.js';
import { createLogger } from '../../server/log.js';
import {
  LOGIN,
  makeApp,
  PASSWORD,
  postAs,
  REQUEST_RESET,
  RESEND,
  SIGNUP,
  type GqlResponse,
  type TestApp,
} from './helpers.js';

/** Where a session begun here says it comes from. */
const CLIENT = { ip: '10.6.0.1', userAgent: 'test' };

// Counts the scrypt calls under way, to see the password pool at work.
const scrypts = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    scrypts.most = Math.max(scrypts.most, ++scrypts.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      scrypts.running--;
      done(error, key);
    });
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

/** Log lines as objects, from a logger at level info. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { lines, logger };
}

const signUpVariables = (email: string) => ({
  fullname: 'Flood',
  email,
  password: PASSWORD,
  terms_accepted: true,
});

/** Users straight into the database (no password hash worth checking), verified. */
async function insertUsers(target: TestApp, emails: string[]) {
  return target.db
    .insert(users)
    .values(
      emails.map((email) => ({
        fullname: 'Inserted',
        email,
        password_hash: 'scrypt$1$1$1$AA$AA',
        role: 'user' as const,
        email_verified: true,
      })),
    )
    .returning();
}

describe('sign-ups and mails per client address and per e-mail address', () => {
  let app: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const limits = { SIGNUPS_PER_HOUR: '3', MAIL_REQUESTS_PER_HOUR: '4' };
    app = await makeApp(limits);
    // Another instance of the API on the same database: the counts are the database's.
    second = await makeApp(limits, { database: app.database });
  });
  afterAll(() => app.close());

  it('refuses a fourth sign-up from one address in an hour, on any instance, before hashing', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await app.call(SIGNUP, signUpVariables(`many${i}@example.com`), null, {
        ip: '10.3.0.1',
      });
      expect(answer.success).toBe(true);
    }
    const calls = scrypts.most;
    const refused = await second.call(SIGNUP, signUpVariables('many3@example.com'), null, {
      ip: '10.3.0.1',
    });
    expect(refused).toEqual({
      success: false,
      message: TOO_MANY_ATTEMPTS,
      errors: [TOO_MANY_ATTEMPTS],
      field_errors: [],
      token: null,
    });
    expect(await app.db.select().from(users).where(eq(users.email, 'many3@example.com'))).toEqual(
      [],
    );
    expect(scrypts.most).toBe(calls);
    // Another address may.
    expect(
      (await app.call(SIGNUP, signUpVariables('many3@example.com'), null, { ip: '10.3.0.2' }))
        .success,
    ).toBe(true);
    // An hour later, the first may again.
    await app.db
      .update(login_failures)
      .set({ created_at: sql`${login_failures.created_at} - interval '61 minutes'` });
    expect(
      (await app.call(SIGNUP, signUpVariables('many4@example.com'), null, { ip: '10.3.0.1' }))
        .success,
    ).toBe(true);
  });

  it('asks for at most a few mails to one e-mail address an hour, known or not, from any address', async () => {
    await app.signUp('victim@example.com'); // one mail, counted
    const mailsTo = (email: string) => app.mailer.sent.filter((m) => m.to === email).length;
    for (const email of ['victim@example.com', 'nobody-here@example.com']) {
      const answers = [];
      for (let i = 0; i < REQUESTS_PER_EMAIL_PER_HOUR + 1; i++) {
        const query = i % 2 ? RESEND : REQUEST_RESET;
        answers.push(await app.call(query, { email }, null, { ip: `10.4.${i}.1` }));
      }
      // The sign-up counted for the victim's address.
      const allowed = REQUESTS_PER_EMAIL_PER_HOUR - (email === 'victim@example.com' ? 1 : 0);
      expect(answers.slice(0, allowed).every((answer) => answer.success)).toBe(true);
      expect(answers.slice(allowed).map((answer) => answer.message)).toEqual(
        Array(answers.length - allowed).fill(TOO_MANY_ATTEMPTS),
      );
    }
    await backgroundWork();
    expect(mailsTo('victim@example.com')).toBeLessThanOrEqual(REQUESTS_PER_EMAIL_PER_HOUR);
    // Sign-ups with the address count too (each could mail its owner).
    expect(
      (await app.call(SIGNUP, signUpVariables('victim@example.com'), null, { ip: '10.4.9.9' }))
        .message,
    ).toBe(TOO_MANY_ATTEMPTS);
  });

  it('refuses a fifth mail request from one address in an hour, whatever the e-mail', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await second.call(REQUEST_RESET, { email: `spray${i}@example.com` }, null, {
          ip: '10.5.0.1',
        }),
      );
    }
    expect(answers.map((answer) => answer.success)).toEqual([true, true, true, true, false]);
    expect(answers[4]!.message).toBe(TOO_MANY_ATTEMPTS);
    expect(
      (await app.call(RESEND, { email: 'spray9@example.com' }, null, { ip: '10.5.0.1' })).message,
    ).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe('password hashes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it(`runs at most ${HASHES_AT_ONCE} at once and answers "busy" past ${HASH_QUEUE} waiting`, async () => {
    scrypts.most = 0;
    const count = HASHES_AT_ONCE + HASH_QUEUE + 6;
    const emails = Array.from({ length: count }, (_, i) => `burst${i}@example.com`);
    const answers = await Promise.all(
      emails.map((email) => app.call(SIGNUP, signUpVariables(email))),
    );
    expect(scrypts.most).toBeLessThanOrEqual(HASHES_AT_ONCE);
    const busy = answers.filter((answer) => answer.message === BUSY);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toEqual({
      success: false,
      message: BUSY,
      errors: [BUSY],
      field_errors: [],
      token: null,
    });
    const created = await app.db.select().from(users).where(like(users.email, 'burst%'));
    expect(created).toHaveLength(count - busy.length);
    // A refused sign-up is not counted against the e-mail address.
    const refused = emails.filter((_, i) => answers[i]!.message === BUSY);
    const counted = await app.db
      .select()
      .from(login_failures)
      .where(eq(login_failures.key, `mail-to:${refused[0]}`));
    expect(counted).toEqual([]);
    // Once the burst is over, the next one is served.
    expect((await app.call(LOGIN, { email: emails[0], password: PASSWORD })).success).toBe(
      answers[0]!.success,
    );
  });
});

describe('fairness per address', () => {
  it('counts the signed-in callers of one address together, at 4 times one user', async () => {
    const limited = await makeApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const people = await insertUsers(
        limited,
        Array.from({ length: 5 }, (_, i) => `account${i}@example.com`),
      );
      const tokens = await Promise.all(
        people.map((person) => beginSession(limited.db, person, limited.config.jwtSecret, CLIENT)),
      );
      const statuses: number[] = [];
      for (const token of tokens) {
        for (let i = 0; i < 3; i++) {
          statuses.push(
            (await postAs(limited, { query: '{ __typename }' }, '10.6.0.1', token)).status,
          );
        }
      }
      // Each user stays within 3 a minute; together they get 12, not 15.
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect(statuses.slice(12)).toEqual([429, 429, 429]);
      // Another address, and an anonymous caller of this one, have their own counts.
      const [other] = await insertUsers(limited, ['elsewhere@example.com']);
      const elsewhere = await beginSession(limited.db, other!, limited.config.jwtSecret, CLIENT);
      expect(
        (await postAs(limited, { query: '{ __typename }' }, '10.6.0.2', elsewhere)).status,
      ).toBe(200);
      expect((await postAs(limited, { query: '{ __typename }' }, '10.6.0.1')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets a sign-in through when other anonymous requests used up the address', async () => {
    const limited = await makeApp({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      await limited.signUp('office@example.com'); // from another address
      for (let i = 0; i < 5; i++) {
        expect((await postAs(limited, { query: '{ __typename }' }, '10.7.0.1')).status).toBe(200);
      }
      const flooded = await postAs(limited, { query: '{ __typename }' }, '10.7.0.1');
      expect(flooded.status).toBe(429);
      const signIn = await postAs(
        limited,
        { query: LOGIN, variables: { email: 'office@example.com', password: PASSWORD } },
        '10.7.0.1',
      );
      expect(signIn.status).toBe(200);
      const answer = (await signIn.json()) as GqlResponse;
      expect(answer.data?.loginUser?.success).toBe(true);
      // Anything else from the address still waits, a sign-in with company included.
      for (const query of [
        `{ loginUser(email: "office@example.com", password: "${PASSWORD}") { success } getMe { success } }`,
        `mutation { signupUser(fullname: "X", email: "x@example.com", password: "${PASSWORD}", terms_accepted: true) { success } }`,
        `{ ...F } fragment F on Query { loginUser(email: "a@b.cd", password: "x") { success } }`,
      ]) {
        const refused = await postAs(limited, { query }, '10.7.0.1');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as GqlResponse).errors?.[0]?.message).toMatch(
          /^Too many requests: try again in \d+ s$/,
        );
      }
    } finally {
      await limited.close();
    }
  });

  it('warns once when requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    for (const trustProxy of ['false', 'true']) {
      const { lines, logger } = capturedLog();
      const proxied = await makeApp({ TRUST_PROXY: trustProxy }, { logger });
      try {
        await proxied.gql('{ __typename }');
        expect(lines).toEqual([]);
        for (const headers of [
          { 'x-forwarded-for': '203.0.113.9' },
          { forwarded: 'for=1.2.3.4' },
        ] as Record<string, string>[]) {
          await proxied.gql('{ __typename }', {}, null, { headers });
        }
        const warnings = lines.filter((line) => line['msg'] === FORWARDED_WITHOUT_TRUST);
        expect(warnings).toHaveLength(trustProxy === 'true' ? 0 : 1);
        if (warnings[0]) expect(warnings[0]['level']).toBe(40);
      } finally {
        await proxied.close();
      }
    }
  });
});

describe('password-reset requests', () => {
  it('answer after the same work for known and unknown addresses', async () => {
    const timed = await makeApp();
    try {
      // A slow token insert stands for the known address's own work (a lookup, a token, a mail
      // handed to SMTP): the answer must not wait for it.
      await timed.database.session((session) =>
        session.exec(`
          CREATE FUNCTION slow_token() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN PERFORM pg_sleep(0.03); RETURN NEW; END $$;
          CREATE TRIGGER slow_token BEFORE INSERT ON user_tokens
            FOR EACH ROW EXECUTE FUNCTION slow_token();`),
      );
      const known = (
        await insertUsers(
          timed,
          Array.from({ length: 30 }, (_, i) => `known${i}@example.com`),
        )
      ).map((user) => user.email);
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 30; i++) {
        for (const [kind, email] of [
          ['known', known[i]!],
          ['unknown', `unknown${i}@example.com`],
        ] as const) {
          const started = performance.now();
          const answer = await timed.call(REQUEST_RESET, { email });
          times[kind].push(performance.now() - started);
          expect(answer.success).toBe(true);
          await backgroundWork();
        }
      }
      expect(timed.mailer.sent).toHaveLength(30);
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
      const [knownMedian, unknownMedian] = [median(times.known), median(times.unknown)];
      expect(knownMedian, `known ${knownMedian} ms, unknown ${unknownMedian} ms`).toBeLessThan(
        unknownMedian * 1.5 + 10,
      );
    } finally {
      await timed.close();
    }
  });
});

describe('mail in the log', () => {
  it('names each mail by its kind, never its recipient', async () => {
    const { lines, logger } = capturedLog();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wt-mail-'));
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test', RATE_LIMIT_PER_MINUTE: '0' }),
      jwtSecret: 'test-secret-test-secret-test-secret-42',
      secretsKey: Buffer.alloc(32, 7).toString('base64'),
    };
    const mailer = createMailer({ ...config, smtpUrl: undefined, dataDir }, logger);
    const yoga = createApp({ db: database.db, config, mailer, logger });
    const call = async (query: string, variables: object) => {
      const response = await yoga.fetch(
        'http://app.test/api',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        { clientIp: '10.8.0.1' },
      );
      return (await response.json()) as GqlResponse;
    };
    try {
      await call(SIGNUP, signUpVariables('private.person@example.com'));
      await call(REQUEST_RESET, { email: 'private.person@example.com' });
      await backgroundWork();
      await vi.waitFor(async () =>
        expect(
          (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.endsWith('.eml')),
        ).toHaveLength(2),
      );
      await vi.waitFor(() =>
        expect(lines.map((line) => line['msg'])).toEqual([
          expect.stringMatching(/^\[mail\] verify_email: /),
          expect.stringMatching(/^\[mail\] reset_password: /),
        ]),
      );
      expect(JSON.stringify(lines)).not.toMatch(/private\.person|example\.com/);
    } finally {
      await database.close();
    }
  });
});
