import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login_failures, user_tokens, users } from '../../server/db/schema.js';
import { backgroundWork } from '../../server/domain/auth.js';
import { signSession } from '../../server/domain/sessions.js';
import { MAX_BODY_BYTES } from '../../server/graphql/app.js';
import { clientAddress } from '../../server/graphql/context.js';
import { log } from '../../server/log.js';
import {
  ADMIN_EMAIL,
  CATEGORIES,
  CSRF_HEADER,
  decodeToken,
  LOGIN,
  LOGOUT,
  makeApp,
  ME,
  PASSWORD,
  REQUEST_RESET,
  RESEND,
  RESET,
  SIGNUP,
  UPDATE_PASSWORD,
  VERIFY,
  type TestApp,
} from './helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

/** Moves every stored timestamp of this table back, as if `ms` had passed. */
async function timePasses(table: typeof user_tokens | typeof login_failures, ms: number) {
  await app.db
    .update(table)
    .set({ created_at: sql`${table.created_at} - ${`${ms} milliseconds`}::interval` });
}

describe('sign-up', () => {
  it('creates an unverified user, answers a token of role unverified and mails a link', async () => {
    const answer = await app.call(SIGNUP, {
      fullname: ' Ada Lovelace ',
      email: '  Ada@Example.COM ',
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(answer).toMatchObject({ success: true, errors: [] });
    const claims = decodeToken(answer.token!);
    expect(claims).toMatchObject({ role: 'unverified' });
    expect(typeof claims.exp).toBe('number');
    expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000);
    expect(typeof claims.jti).toBe('string');

    const [user] = await app.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(user).toMatchObject({
      fullname: 'Ada Lovelace',
      role: 'unverified',
      email_verified: false,
    });
    expect(user!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(claims.sub).toBe(user!.id);

    const token = app.mailedToken('ada@example.com', 'email-verify');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await app.db
      .select()
      .from(user_tokens)
      .where(eq(user_tokens.user_id, user!.id));
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const me = await app.call(ME, {}, answer.token);
    expect(me.user).toMatchObject({
      email: 'ada@example.com',
      role: 'unverified',
      email_verified: false,
    });
  });

  it('answers field errors for bad input, naming every field', async () => {
    const answer = await app.call(SIGNUP, {
      fullname: ' ',
      email: 'nope',
      password: 'short',
      terms_accepted: false,
    });
    expect(answer.success).toBe(false);
    expect(answer.token).toBeNull();
    expect(answer.field_errors).toEqual([
      { field: 'fullname', message: 'Name is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'terms_accepted', message: 'You must agree to the terms and conditions' },
    ]);
    expect(answer.message).toBe('Name is required');
    expect(answer.errors).toHaveLength(4);
  });

  it('insists on the terms', async () => {
    const answer = await app.call(SIGNUP, {
      fullname: 'T',
      email: 't@example.com',
      password: PASSWORD,
      terms_accepted: false,
    });
    expect(answer).toMatchObject({
      success: false,
      message: 'You must agree to the terms and conditions',
    });
  });

  it('does not reveal an existing e-mail: same answer, no usable token, a mail to the owner', async () => {
    await app.signUp('dup@example.com');
    const first = await app.call(SIGNUP, {
      fullname: 'Other',
      email: 'DUP@example.com',
      password: 'another pass',
      terms_accepted: true,
    });
    const fresh = await app.call(SIGNUP, {
      fullname: 'New',
      email: 'fresh@example.com',
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(first.success).toBe(true);
    expect(first.message).toBe(fresh.message);
    expect(decodeToken(first.token!).role).toBe('unverified');
    expect(app.mailer.sent.at(-2)).toMatchObject({
      to: 'dup@example.com',
      subject: 'You already have an account',
    });
    const rows = await app.db.select().from(users).where(eq(users.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullname).toBe('Test Person');
    expect(await app.errorCode(ME, {}, first.token)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session expired',
    });
  });
});

describe('sign-in', () => {
  beforeAll(() => app.signUp('login@example.com'));

  it('answers a token for the right password, case-insensitively on the e-mail', async () => {
    const answer = await app.call(LOGIN, { email: ' LOGIN@example.com', password: PASSWORD });
    expect(answer.success).toBe(true);
    expect(decodeToken(answer.token!)).toMatchObject({ role: 'unverified' });
  });

  it('answers the same sentence for a wrong password and an unknown e-mail', async () => {
    const wrong = await app.call(LOGIN, { email: 'login@example.com', password: 'wrong password' });
    const unknown = await app.call(LOGIN, {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong).toEqual({
      success: false,
      message: 'Invalid email or password',
      errors: ['Invalid email or password'],
      field_errors: [],
      token: null,
    });
    expect(unknown).toEqual(wrong);
  });

  it('requires both fields', async () => {
    const answer = await app.call(LOGIN, { email: '', password: '' });
    expect(answer.field_errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('is never accepted over GET', async () => {
    const response = await app.gql(
      LOGIN,
      { email: 'login@example.com', password: PASSWORD },
      null,
      {
        method: 'GET',
        headers: { [CSRF_HEADER]: '1' },
      },
    );
    expect(response.data?.loginUser).toBeFalsy();
    expect(response.errors?.[0]).toMatchObject({ message: 'loginUser is only accepted by POST' });
    const noHeader = await app.gql(
      LOGIN,
      { email: 'login@example.com', password: PASSWORD },
      null,
      { method: 'GET' },
    );
    expect(noHeader.errors?.[0]?.message).toMatch(/CSRF/);
  });

  it('blocks an e-mail after 5 failures in 15 minutes, even with the right password, until the window passes', async () => {
    await app.signUp('throttle@example.com');
    for (let i = 0; i < 5; i++) {
      const answer = await app.call(
        LOGIN,
        { email: 'throttle@example.com', password: `wrong ${i}` },
        null,
        { ip: `10.1.0.${i}` },
      );
      expect(answer.message).toBe('Invalid email or password');
    }
    const blocked = await app.call(
      LOGIN,
      { email: 'throttle@example.com', password: PASSWORD },
      null,
      { ip: '10.1.0.99' },
    );
    expect(blocked).toMatchObject({
      success: false,
      message: 'Too many attempts, try again later',
      token: null,
    });
    await timePasses(login_failures, 16 * 60_000);
    const later = await app.call(
      LOGIN,
      { email: 'throttle@example.com', password: PASSWORD },
      null,
      { ip: '10.1.0.99' },
    );
    expect(later.success).toBe(true);
  });

  it('blocks a client address after 20 failures across e-mails', async () => {
    for (let i = 0; i < 20; i++) {
      await app.call(LOGIN, { email: `spray${i}@example.com`, password: 'guess guess' }, null, {
        ip: '10.9.9.9',
      });
    }
    const blocked = await app.call(
      LOGIN,
      { email: 'login@example.com', password: PASSWORD },
      null,
      { ip: '10.9.9.9' },
    );
    expect(blocked.message).toBe('Too many attempts, try again later');
    const elsewhere = await app.call(
      LOGIN,
      { email: 'login@example.com', password: PASSWORD },
      null,
      { ip: '10.9.9.8' },
    );
    expect(elsewhere.success).toBe(true);
  });
});

describe('e-mail confirmation', () => {
  it('upgrades the role with a good token, once; refuses used, expired and forged tokens', async () => {
    const unverified = await app.signUp('verify@example.com');
    const token = app.mailedToken('verify@example.com', 'email-verify');
    const good = await app.call(VERIFY, { token });
    expect(good.success).toBe(true);
    expect(decodeToken(good.token!)).toMatchObject({ role: 'user' });
    const me = await app.call(ME, {}, good.token);
    expect(me.user).toMatchObject({ role: 'user', email_verified: true });
    // The token of sign-up keeps working; the role is read from the database.
    expect((await app.call(ME, {}, unverified)).user).toMatchObject({ role: 'user' });

    expect(await app.call(VERIFY, { token })).toMatchObject({
      success: false,
      message: 'This link has already been used',
      token: null,
    });
    expect(await app.call(VERIFY, { token: 'A'.repeat(43) })).toMatchObject({
      success: false,
      message: 'This link is not valid',
    });

    await app.signUp('late@example.com');
    const late = app.mailedToken('late@example.com', 'email-verify');
    await app.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(await app.call(VERIFY, { token: late })).toMatchObject({
      success: false,
      message: 'This link has expired',
    });
  });

  it('resends at most once a minute, and answers the same for unknown addresses', async () => {
    await app.signUp('resend@example.com');
    const mails = () => app.mailer.sent.filter((m) => m.to === 'resend@example.com').length;
    expect(mails()).toBe(1);
    const soon = await app.call(RESEND, { email: 'Resend@example.com' });
    await backgroundWork();
    expect(mails()).toBe(1);
    await timePasses(user_tokens, 61_000);
    const later = await app.call(RESEND, { email: 'resend@example.com' });
    await backgroundWork();
    expect(mails()).toBe(2);
    const unknown = await app.call(RESEND, { email: 'ghost@example.com' });
    expect(soon).toEqual(later);
    expect(unknown).toEqual(later);
    expect(later.success).toBe(true);
    // The newest link works.
    expect(
      (await app.call(VERIFY, { token: app.mailedToken('resend@example.com', 'email-verify') }))
        .success,
    ).toBe(true);
    expect(await app.call(RESEND, { email: 'bad' })).toMatchObject({
      success: false,
      message: 'Invalid email address',
    });
  });

  it('makes the ADMIN_EMAIL user an admin when they confirm, not before', async () => {
    const unverified = await app.signUp(ADMIN_EMAIL.toUpperCase());
    expect(decodeToken(unverified).role).toBe('unverified');
    expect((await app.errorCode('query { getUsersAdmin { count } }', {}, unverified)).code).toBe(
      'FORBIDDEN',
    );
    const verified = await app.call(VERIFY, {
      token: app.mailedToken(ADMIN_EMAIL, 'email-verify'),
    });
    expect(decodeToken(verified.token!).role).toBe('admin');
    const users = await app.call('query { getUsersAdmin { success count } }', {}, verified.token);
    expect(users.success).toBe(true);
    expect(users.count).toBeGreaterThan(1);
  });
});

describe('passwords', () => {
  it('resets with a mailed link: old password fails, new works, link single-use, sessions end', async () => {
    const session = await app.signUpVerified('reset@example.com');
    const unknown = await app.call(REQUEST_RESET, { email: 'ghost@example.com' });
    const known = await app.call(REQUEST_RESET, { email: 'RESET@example.com' });
    expect(known).toEqual(unknown);
    await backgroundWork();
    const token = app.mailedToken('reset@example.com', 'update-password');
    expect(app.mailer.sent.at(-1)!.link).toBe(`http://app.test/update-password/${token}`);

    expect(
      (await app.call(RESET, { token, password: 'brand new pass', confirmation: '' })).field_errors,
    ).toEqual([{ field: 'confirmation', message: 'Confirm password is required' }]);
    expect(
      (await app.call(RESET, { token, password: 'brand new pass', confirmation: 'other' })).message,
    ).toBe('Passwords do not match');
    expect(
      (await app.call(RESET, { token, password: 'short', confirmation: 'short' })).message,
    ).toBe('Password must be at least 8 characters');
    expect((await app.call(RESET, { token, password: '', confirmation: '' })).message).toBe(
      'Password is required',
    );

    expect(
      (await app.call(RESET, { token, password: 'brand new pass', confirmation: 'brand new pass' }))
        .success,
    ).toBe(true);
    expect(
      (await app.call(RESET, { token, password: 'again new pass', confirmation: 'again new pass' }))
        .message,
    ).toBe('This link has already been used');
    expect(
      (await app.call(LOGIN, { email: 'reset@example.com', password: PASSWORD })).success,
    ).toBe(false);
    expect(
      (await app.call(LOGIN, { email: 'reset@example.com', password: 'brand new pass' })).success,
    ).toBe(true);
    expect(await app.errorCode(ME, {}, session)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session expired',
    });
  });

  it('reset links expire after an hour', async () => {
    await app.signUp('reset-late@example.com');
    await app.call(REQUEST_RESET, { email: 'reset-late@example.com' });
    await backgroundWork();
    const token = app.mailedToken('reset-late@example.com', 'update-password');
    const [stored] = await app.db
      .select()
      .from(user_tokens)
      .where(eq(user_tokens.purpose, 'reset_password'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(stored!.expires_at.getTime() - stored!.created_at.getTime()).toBe(3600_000);
    await app.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where id = ${stored!.id}`,
    );
    expect(
      (await app.call(RESET, { token, password: 'brand new pass', confirmation: 'brand new pass' }))
        .message,
    ).toBe('This link has expired');
  });

  it('updatePassword answers a fresh token and ends every earlier one', async () => {
    const old = await app.signUpVerified('update@example.com');
    const other = (await app.call(LOGIN, { email: 'update@example.com', password: PASSWORD }))
      .token;
    expect(
      (await app.call(UPDATE_PASSWORD, { password: 'next password', confirmation: 'nope' }, old))
        .message,
    ).toBe('Passwords do not match');
    const answer = await app.call(
      UPDATE_PASSWORD,
      { password: 'next password', confirmation: 'next password' },
      old,
    );
    expect(answer.success).toBe(true);
    expect((await app.call(ME, {}, answer.token)).user).toMatchObject({
      email: 'update@example.com',
    });
    expect((await app.errorCode(ME, {}, old)).message).toBe('Session expired');
    expect((await app.errorCode(ME, {}, other)).message).toBe('Session expired');
    expect(
      (
        await app.errorCode(UPDATE_PASSWORD, {
          password: 'x'.repeat(9),
          confirmation: 'x'.repeat(9),
        })
      ).code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('sessions', () => {
  it('logout revokes the presented token only', async () => {
    const first = await app.signUpVerified('logout@example.com');
    const second = (await app.call(LOGIN, { email: 'logout@example.com', password: PASSWORD }))
      .token;
    expect((await app.call(LOGOUT, {}, first)).success).toBe(true);
    expect(await app.errorCode(ME, {}, first)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session expired',
    });
    expect((await app.call(ME, {}, second)).success).toBe(true);
    expect((await app.errorCode(LOGOUT)).code).toBe('UNAUTHENTICATED');
  });

  it('refuses missing, expired, forged and garbage tokens', async () => {
    expect(await app.errorCode(ME)).toEqual({ code: 'UNAUTHENTICATED', message: 'Not signed in' });
    const [user] = await app.db.select().from(users).where(eq(users.email, 'logout@example.com'));
    const expired = await signSession(user!, app.config.jwtSecret, {
      sid: crypto.randomUUID(),
      ttlSeconds: -10,
    });
    expect(await app.errorCode(ME, {}, expired)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session expired',
    });
    const forged = await signSession(
      { ...user!, role: 'admin' },
      'another-secret-another-secret-another',
      { sid: crypto.randomUUID() },
    );
    expect((await app.errorCode(ME, {}, forged)).message).toBe('Session expired');
    expect((await app.errorCode(ME, {}, 'not.a.token')).message).toBe('Session expired');
  });

  it('keeps an unverified user to what confirmation needs', async () => {
    const token = await app.signUp('limited@example.com');
    expect(await app.errorCode(CATEGORIES, {}, token)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.errorCode('query { getAccounts { success } }', {}, token)).code).toBe(
      'FORBIDDEN',
    );
    expect((await app.errorCode('query { getNAVInstruments { success } }', {}, token)).code).toBe(
      'FORBIDDEN',
    );
    expect((await app.errorCode('query { getVenuesAdmin { success } }', {}, token)).code).toBe(
      'FORBIDDEN',
    );
    expect((await app.call(ME, {}, token)).success).toBe(true);
    expect((await app.call(RESEND, { email: 'limited@example.com' }, token)).success).toBe(true);
    expect((await app.call(LOGOUT, {}, token)).success).toBe(true);
  });
});

describe('transport', () => {
  it('allows cross-origin calls from the app origin only', async () => {
    const preflight = (origin: string) =>
      app.yoga.fetch('http://api.test/api', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    expect((await preflight('http://app.test')).headers.get('access-control-allow-origin')).toBe(
      'http://app.test',
    );
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).not.toBe('https://evil.example');
  });
});

describe('abuse limits', () => {
  const failures = (email: string) =>
    app.db
      .select()
      .from(login_failures)
      .where(eq(login_failures.key, `email:${email}`));

  it('refuses more than one sign-in (or other costly operation) per request', async () => {
    await app.signUp('alias@example.com');
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `a${i}: loginUser(email: $email, password: $password) { success message }`,
    ).join('\n');
    const response = await app.gql(`query ($email: String!, $password: String!) { ${aliases} }`, {
      email: 'alias@example.com',
      password: 'wrong password',
    });
    expect(response.data).toBeUndefined();
    expect(response.errors).toEqual([
      expect.objectContaining({ message: 'loginUser: only one such field per request' }),
    ]);
    // Through a fragment, too; and across different costly fields.
    const viaFragment = await app.gql(
      `query ($email: String!, $password: String!) { ...Twice }
       fragment Twice on Query {
         a: loginUser(email: $email, password: $password) { success }
         b: loginUser(email: $email, password: $password) { success } }`,
      { email: 'alias@example.com', password: 'wrong password' },
    );
    expect(viaFragment.errors?.[0]?.message).toBe('loginUser: only one such field per request');
    const mixed = await app.gql(
      `mutation ($email: String!) { requestPasswordReset(email: $email) { success }
         verifyEmailRequestToken(email: $email) { success } }`,
      { email: 'alias@example.com' },
    );
    expect(mixed.errors?.[0]?.message).toBe(
      'requestPasswordReset, verifyEmailRequestToken: only one such field per request',
    );
    expect(await failures('alias@example.com')).toHaveLength(0);
    // One per request is fine, next to other fields.
    const single = await app.gql(
      `query ($email: String!, $password: String!) {
         loginUser(email: $email, password: $password) { success } __typename }`,
      { email: 'alias@example.com', password: PASSWORD },
    );
    expect(single.errors).toBeUndefined();
    expect(single.data?.loginUser?.success).toBe(true);
  });

  it('evaluates at most 5 of 10 overlapping wrong passwords for one e-mail', async () => {
    await app.signUp('parallel@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.call(LOGIN, { email: 'parallel@example.com', password: `wrong ${i}` }, null, {
          ip: `10.2.0.${i}`,
        }),
      ),
    );
    const messages = answers.map((a) => a.message);
    const evaluated = messages.filter((m) => m === 'Invalid email or password').length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(messages.filter((m) => m === 'Too many attempts, try again later')).toHaveLength(
      10 - evaluated,
    );
    expect((await failures('parallel@example.com')).length).toBe(evaluated);
    // Filling the window the ordinary way still blocks the right password.
    for (let i = evaluated; i < 5; i++) {
      await app.call(LOGIN, { email: 'parallel@example.com', password: 'wrong again' });
    }
    expect(
      (await app.call(LOGIN, { email: 'parallel@example.com', password: PASSWORD })).message,
    ).toBe('Too many attempts, try again later');
  });

  it('answers a password over 256 characters at once, as a failure', async () => {
    await app.signUp('long@example.com');
    let started = Date.now();
    const normal = await app.call(LOGIN, { email: 'long@example.com', password: 'wrong pass' });
    const hashed = Date.now() - started;
    started = Date.now();
    const long = await app.call(LOGIN, { email: 'long@example.com', password: 'x'.repeat(257) });
    const quick = Date.now() - started;
    expect(long).toEqual(normal);
    expect(quick).toBeLessThan(hashed / 2);
    expect(await failures('long@example.com')).toHaveLength(2);
  });

  it('caps the name at 100 characters and keeps link-like names out of mails', async () => {
    const signup = (fullname: string, email: string) =>
      app.call(SIGNUP, { fullname, email, password: PASSWORD, terms_accepted: true });
    expect((await signup('n'.repeat(101), 'longname@example.com')).field_errors).toEqual([
      { field: 'fullname', message: 'Name must be at most 100 characters' },
    ]);
    expect((await signup('n'.repeat(100), 'longname@example.com')).success).toBe(true);
    expect((await signup('Visit https://evil.example', 'linky@example.com')).success).toBe(true);
    const mail = app.mailer.sent.filter((m) => m.to === 'linky@example.com').at(-1)!;
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).not.toContain('evil.example');
  });

  it("writes a person's mails in the language they signed up in, then the one they chose", async () => {
    const SIGNUP_IN = `mutation ($fullname: String!, $email: String!, $password: String!,
      $terms_accepted: Boolean!, $language: String) {
      signupUser(fullname: $fullname, email: $email, password: $password,
        terms_accepted: $terms_accepted, language: $language) { success } }`;
    expect(
      (
        await app.call(SIGNUP_IN, {
          fullname: 'Erika',
          email: 'erika@example.com',
          password: PASSWORD,
          terms_accepted: true,
          language: 'de-DE',
        })
      ).success,
    ).toBe(true);
    const lastTo = (to: string) => app.mailer.sent.filter((m) => m.to === to).at(-1)!;
    expect(lastTo('erika@example.com')).toMatchObject({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    });
    expect(lastTo('erika@example.com').text.startsWith('Hallo Erika,\n')).toBe(true);
    // a language the mails are not written in: English
    await app.call(SIGNUP_IN, {
      fullname: 'Jean',
      email: 'jean@example.com',
      password: PASSWORD,
      terms_accepted: true,
      language: 'fr',
    });
    expect(lastTo('jean@example.com')).toMatchObject({ subject: 'Confirm your e-mail address' });

    const token = await app.signUpVerified('switcher@example.com');
    expect(
      (await app.call('mutation { updateMe(language: "de") { success } }', {}, token)).success,
    ).toBe(true);
    await app.call(REQUEST_RESET, { email: 'switcher@example.com' });
    await expect
      .poll(() => lastTo('switcher@example.com').subject)
      .toBe('Setzen Sie Ihr Passwort zurück');
  });

  it('mails the "already registered" notice at most once a minute per address', async () => {
    await app.signUp('notice@example.com');
    const notices = () =>
      app.mailer.sent.filter(
        (m) => m.to === 'notice@example.com' && m.subject === 'You already have an account',
      ).length;
    for (let i = 0; i < 3; i++) {
      expect((await app.signUp('notice@example.com', 'some password')).length).toBeGreaterThan(0);
    }
    expect(notices()).toBe(1);
    await timePasses(login_failures, 61_000);
    await app.signUp('notice@example.com', 'some password');
    expect(notices()).toBe(2);
  });

  it('a reset ends every other reset link of the user', async () => {
    await app.signUpVerified('multi-reset@example.com');
    await app.call(REQUEST_RESET, { email: 'multi-reset@example.com' });
    await backgroundWork();
    const first = app.mailedToken('multi-reset@example.com', 'update-password');
    await timePasses(user_tokens, 61_000);
    await app.call(REQUEST_RESET, { email: 'multi-reset@example.com' });
    await backgroundWork();
    const second = app.mailedToken('multi-reset@example.com', 'update-password');
    expect(second).not.toBe(first);
    const reset = (token: string) =>
      app.call(RESET, { token, password: 'fresh password', confirmation: 'fresh password' });
    expect((await reset(second)).success).toBe(true);
    expect((await reset(first)).message).toBe('This link has already been used');
  });

  it('answers reset and resend without waiting for the mail, and logs a failed send', async () => {
    await app.signUp('slowmail@example.com');
    await timePasses(user_tokens, 61_000);
    const send = app.mailer.send;
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      app.mailer.send = () => new Promise<void>(() => undefined); // never delivered
      expect((await app.call(RESEND, { email: 'slowmail@example.com' })).success).toBe(true);
      await backgroundWork();
      app.mailer.send = () =>
        Promise.reject(new Error('550 <slowmail@example.com>: mailbox unavailable'));
      const answer = await app.call(REQUEST_RESET, { email: 'slowmail@example.com' });
      expect(answer).toEqual(await app.call(REQUEST_RESET, { email: 'ghost@example.com' }));
      await backgroundWork();
      // Named by its kind; the recipient is never logged, not even inside the server's refusal.
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          {
            mail: 'reset_password',
            failure: expect.objectContaining({ message: '550 <[address]>: mailbox unavailable' }),
          },
          'A mail could not be sent',
        ),
      );
      expect(JSON.stringify(error.mock.calls)).not.toContain('slowmail');
    } finally {
      app.mailer.send = send;
      error.mockRestore();
    }
  });

  it('refuses request bodies over 1 MB that are not uploads', async () => {
    const body = JSON.stringify({
      query: `query { getMe { success } }${' '.repeat(MAX_BODY_BYTES)}`,
    });
    const response = await app.yoga.fetch(
      'http://app.test/api',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      },
      { clientIp: '10.0.0.1' },
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      `Request body too large (at most ${MAX_BODY_BYTES} bytes)`,
    );
  });

  it('takes the client address behind a trusted proxy from the right of X-Forwarded-For', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', true)).toBe('203.0.113.7');
    expect(clientAddress(['6.6.6.6', ' 198.51.100.1 '], '10.0.0.2', true)).toBe('198.51.100.1');
    expect(clientAddress(' , ', '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientAddress(undefined, '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientAddress('6.6.6.6', '10.0.0.2', false)).toBe('10.0.0.2');
  });
});
