// How long a token works (issue 23): an administrator's deactivation or change of role ends the
// user's sessions for good, and no session outlives SESSION_MAX_SECONDS from its sign-in, however
// its tokens were signed.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import {
  SESSION_MAX_SECONDS,
  SESSION_TTL_SECONDS,
  renewSession,
} from '../../server/domain/sessions.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LOGIN,
  ME,
  PASSWORD,
  decodeToken,
  makeApp,
  type TestApp,
} from './helpers.js';

const UPDATE_USER = `mutation ($id: ID!, $role: Role, $status: Boolean) {
  updateUserAdmin(id: $id, role: $role, status: $status) { ${ENVELOPE} user { uuid role status } } }`;
const ADMIN_ONLY = 'query { getUsersAdmin { success } }';
const EXPIRED = { code: 'UNAUTHENTICATED', message: 'Session expired' };
const DAY = 24 * 60 * 60;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
});
afterAll(() => app.close());

const idOf = async (token: string) => (await app.call(ME, {}, token)).user!.uuid as string;
const login = async (email: string) =>
  (await app.call(LOGIN, { email, password: PASSWORD })).token!;

describe("an administrator's changes", () => {
  it('a deactivated user stays signed out after a re-activation', async () => {
    const token = await app.signUpVerified('paused@example.com');
    const id = await idOf(token);
    expect((await app.call(UPDATE_USER, { id, status: false }, admin)).success).toBe(true);
    expect(await app.errorCode(ME, {}, token)).toEqual(EXPIRED);
    expect((await app.call(UPDATE_USER, { id, status: true }, admin)).user).toMatchObject({
      status: true,
    });
    // The token from before the deactivation is dead for good; signing in works again.
    expect(await app.errorCode(ME, {}, token)).toEqual(EXPIRED);
    expect((await app.call(ME, {}, await login('paused@example.com'))).success).toBe(true);
  });

  it('a change of role ends the sessions: no token carries a role the user no longer has', async () => {
    const first = await app.signUpVerified('promoted@example.com');
    const id = await idOf(first);
    expect((await app.call(UPDATE_USER, { id, role: 'admin' }, admin)).success).toBe(true);
    expect(await app.errorCode(ME, {}, first)).toEqual(EXPIRED);
    const asAdmin = await login('promoted@example.com');
    expect(decodeToken(asAdmin).role).toBe('admin');
    expect((await app.call(ADMIN_ONLY, {}, asAdmin)).success).toBe(true);

    expect((await app.call(UPDATE_USER, { id, role: 'user' }, admin)).success).toBe(true);
    // The demoted admin's token said "admin": it is refused, not merely its admin calls.
    expect(await app.errorCode(ME, {}, asAdmin)).toEqual(EXPIRED);
    expect(decodeToken(await login('promoted@example.com')).role).toBe('user');
  });

  it('other changes, and a role set to the one the user has, leave the sessions alone', async () => {
    const token = await app.signUpVerified('kept@example.com');
    const id = await idOf(token);
    expect((await app.call(UPDATE_USER, { id, role: 'user', status: true }, admin)).success).toBe(
      true,
    );
    expect((await app.call(ME, {}, token)).success).toBe(true);
  });
});

describe('the longest session', () => {
  const now = () => Math.floor(Date.now() / 1000);
  let user: typeof users.$inferSelect;
  /** A session under way, for tokens signed here. */
  let sid: string;

  beforeAll(async () => {
    await app.signUpVerified('long@example.com');
    [user] = await app.db.select().from(users).where(eq(users.email, 'long@example.com'));
    sid = decodeToken(await login('long@example.com')).sid as string;
  });

  /** A token signed with the server's secret, with these times (seconds since the epoch). */
  const token = (times: { iat: number; exp: number; auth_time?: number }) =>
    new SignJWT({
      role: user.role,
      tv: user.token_version,
      sid,
      ...(times.auth_time !== undefined && { auth_time: times.auth_time }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt(times.iat)
      .setExpirationTime(times.exp)
      .sign(new TextEncoder().encode(app.config.jwtSecret));

  it('a sign-in begins a session: its token carries auth_time, and lives SESSION_TTL_SECONDS', async () => {
    const claims = decodeToken(await login('long@example.com'));
    expect(claims.auth_time).toBe(claims.iat);
    expect((claims.exp as number) - (claims.iat as number)).toBe(SESSION_TTL_SECONDS);
  });

  it('refuses a token whose session began more than SESSION_MAX_SECONDS ago', async () => {
    const began = now() - SESSION_MAX_SECONDS - 60;
    const late = await token({ iat: now() - 3600, exp: now() + DAY, auth_time: began });
    expect(await app.errorCode(ME, {}, late)).toEqual(EXPIRED);
    const recent = await token({ iat: now() - 3600, exp: now() + DAY, auth_time: now() - DAY });
    expect((await app.call(ME, {}, recent)).success).toBe(true);
  });

  it('refuses a token that lives longer than SESSION_TTL_SECONDS', async () => {
    const long = await token({ iat: now(), exp: now() + SESSION_TTL_SECONDS + 3600 });
    expect(await app.errorCode(ME, {}, long)).toEqual(EXPIRED);
    const longer = await token({ iat: now(), exp: now() + 365 * DAY, auth_time: now() });
    expect(await app.errorCode(ME, {}, longer)).toEqual(EXPIRED);
  });

  it('refuses a token whose session began after it was signed', async () => {
    const odd = await token({ iat: now() - 60, exp: now() + DAY, auth_time: now() });
    expect(await app.errorCode(ME, {}, odd)).toEqual(EXPIRED);
  });

  it('a token re-issued for a session under way keeps its auth_time and expires with it', async () => {
    const began = now() - SESSION_MAX_SECONDS + DAY;
    const fresh = await renewSession(app.db, user, app.config.jwtSecret, { sid, auth_time: began });
    const claims = decodeToken(fresh);
    expect(claims.auth_time).toBe(began);
    // One day left of the session: the token's exp says so (the browser app reads it).
    expect(claims.exp).toBe(began + SESSION_MAX_SECONDS);
    expect((await app.call(ME, {}, fresh)).success).toBe(true);
    const over = await renewSession(app.db, user, app.config.jwtSecret, {
      sid,
      auth_time: began - 2 * DAY,
    });
    expect(await app.errorCode(ME, {}, over)).toEqual(EXPIRED);
  });

  it('a password change answers a token of the same session, never a longer one', async () => {
    const began = now() - 20 * DAY;
    const old = await renewSession(app.db, user, app.config.jwtSecret, { sid, auth_time: began });
    const changed = await app.call(
      `mutation ($password: String!, $confirmation: String!) {
        updatePassword(password: $password, confirmation: $confirmation) { ${ENVELOPE} token } }`,
      { password: 'another horse 2', confirmation: 'another horse 2' },
      old,
    );
    expect(changed.success).toBe(true);
    const claims = decodeToken(changed.token!);
    expect(claims.auth_time).toBe(began);
    expect(claims.exp).toBeLessThanOrEqual(began + SESSION_MAX_SECONDS);
  });
});
