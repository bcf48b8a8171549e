// A person's sessions and security log (issue 28): each sign-in is a session they can see and end
// from another device, "sign out everywhere else", a new password ends the others; the log records
// sign-ins, failures, ends and changes, each person's own, an administrator's everyone's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../server/db/schema.js';
import { backgroundWork } from '../../server/domain/auth.js';
import { LAST_SEEN_EVERY_MS } from '../../server/domain/sessions.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  LOGIN,
  LOGOUT,
  ME,
  PASSWORD,
  REQUEST_RESET,
  RESET,
  UPDATE_PASSWORD,
  decodeToken,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';

const SESSIONS = `query ($where: JSON) { getSessions(where: $where) { ${LIST_ENVELOPE} count
  nodes { id created_at last_seen_at expires_at ip user_agent current } } }`;
const SESSION = `query ($id: ID!) { getSession(id: $id) { ${ENVELOPE} session { id current } } }`;
const END = `mutation ($id: ID!) { endSession(id: $id) { ${ENVELOPE} } }`;
const END_OTHERS = `mutation { endOtherSessions { ${ENVELOPE} ended } }`;
const EVENT_FIELDS = 'id created_at kind ip user_agent detail email actor_email';
const EVENTS = `query ($where: JSON) { getSecurityEvents(where: $where, limit: 100) { ${LIST_ENVELOPE} count nodes { ${EVENT_FIELDS} } } }`;
const EVENT = `query ($id: ID!) { getSecurityEvent(id: $id) { ${ENVELOPE} event { ${EVENT_FIELDS} } } }`;
const ALL_EVENTS = `query ($where: JSON) { getSecurityEventsAdmin(where: $where, limit: 100) { ${LIST_ENVELOPE} count nodes { ${EVENT_FIELDS} } } }`;
const UPDATE_USER = `mutation ($id: ID!, $role: Role) { updateUserAdmin(id: $id, role: $role) { ${ENVELOPE} } }`;
const EXPIRED = { code: 'UNAUTHENTICATED', message: 'Session expired' };

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
});
afterAll(() => app.close());

/** Signs in from a device: its address and its browser's description. */
async function signIn(email: string, device = LAPTOP, ip = '10.1.0.1', password = PASSWORD) {
  const answer = await app.call(LOGIN, { email, password }, null, {
    ip,
    headers: { 'user-agent': device },
  });
  expect(answer.success).toBe(true);
  return answer.token!;
}

const sessionsOf = async (token: string) => (await app.call(SESSIONS, {}, token)).nodes!;
const kindsOf = async (token: string) =>
  ((await app.call(EVENTS, {}, token)).nodes as Row[]).map((event) => event.kind);
const works = async (token: string) => (await app.gql(ME, {}, token)).errors === undefined;

describe('sessions', () => {
  it('each sign-in is a session, listed with where and when it began, this one marked', async () => {
    await app.signUpVerified('two.devices@example.com');
    const laptop = await signIn('two.devices@example.com', LAPTOP, '10.1.0.1');
    const phone = await signIn('two.devices@example.com', PHONE, '10.1.0.2');
    const listed = await sessionsOf(laptop);
    const mine = listed.filter((session) => session.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ ip: '10.1.0.1', user_agent: LAPTOP });
    expect(listed.find((session) => session.user_agent === PHONE)).toMatchObject({
      ip: '10.1.0.2',
      current: false,
    });
    // the sign-up's and the confirmation's sessions too: four in all, the newest used first
    expect(listed).toHaveLength(4);
    expect(decodeToken(phone).sid).toBe(listed.find((s) => s.user_agent === PHONE)!.id);
    const one = await app.call(SESSION, { id: mine[0]!.id }, laptop);
    expect(one.session).toMatchObject({ id: mine[0]!.id, current: true });
  });

  it("ends another device's session: its token stops working, this one's does not", async () => {
    await app.signUpVerified('lost.phone@example.com');
    const laptop = await signIn('lost.phone@example.com', LAPTOP);
    const phone = await signIn('lost.phone@example.com', PHONE);
    const phoneSession = decodeToken(phone).sid as string;
    const ended = await app.call(END, { id: phoneSession }, laptop);
    expect(ended).toMatchObject({
      success: true,
      message: 'The session has ended: that device is signed out.',
    });
    expect(await app.errorCode(ME, {}, phone)).toEqual(EXPIRED);
    expect(await works(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).map((session) => session.id)).not.toContain(phoneSession);
    expect((await app.call(SESSION, { id: phoneSession }, laptop)).success).toBe(false);
    expect(await kindsOf(laptop)).toContain('session_ended');
    // ended once; again it is not found
    expect((await app.call(END, { id: phoneSession }, laptop)).message).toBe('Not found');
  });

  it("neither lists nor ends anyone else's session", async () => {
    await app.signUpVerified('owner@example.com');
    await app.signUpVerified('intruder@example.com');
    const owner = await signIn('owner@example.com');
    const intruder = await signIn('intruder@example.com');
    const ownerSession = decodeToken(owner).sid as string;
    expect((await sessionsOf(intruder)).map((session) => session.id)).not.toContain(ownerSession);
    expect(await app.call(SESSION, { id: ownerSession }, intruder)).toMatchObject({
      success: false,
      message: 'Not found',
      session: null,
    });
    expect(await app.call(END, { id: ownerSession }, intruder)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await app.call(END, { id: 'not-an-id' }, intruder)).toMatchObject({ success: false });
    expect(await works(owner)).toBe(true);
    // filtering by another's user id finds nothing either: the list is the caller's
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, ownerSession));
    expect(await sessionsOf(intruder)).not.toContainEqual(expect.objectContaining({ id: row!.id }));
    expect(await app.errorCode(SESSIONS)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Not signed in',
    });
  });

  it('"sign out everywhere else" ends every session but this one', async () => {
    await app.signUpVerified('everywhere@example.com');
    const here = await signIn('everywhere@example.com');
    const others = [
      await signIn('everywhere@example.com', PHONE),
      await signIn('everywhere@example.com', 'Tablet'),
    ];
    const answer = await app.call(END_OTHERS, {}, here, {
      ip: '10.1.0.7',
      headers: { 'user-agent': LAPTOP },
    });
    // the two sign-ins, and the sign-up's and confirmation's sessions
    expect(answer).toMatchObject({ success: true, ended: 4 });
    for (const token of others) expect(await app.errorCode(ME, {}, token)).toEqual(EXPIRED);
    expect(await works(here)).toBe(true);
    expect(await sessionsOf(here)).toHaveLength(1);
    const [event] = ((await app.call(EVENTS, {}, here)).nodes as Row[]).filter(
      (e) => e.kind === 'other_sessions_ended',
    );
    expect(event).toMatchObject({ detail: '4', ip: '10.1.0.7', user_agent: LAPTOP });
    // nothing left to end: nothing recorded
    expect(await app.call(END_OTHERS, {}, here)).toMatchObject({ success: true, ended: 0 });
  });

  it('a new password ends the other sessions; this one goes on with the fresh token', async () => {
    await app.signUpVerified('new.password@example.com');
    const here = await signIn('new.password@example.com');
    const phone = await signIn('new.password@example.com', PHONE);
    const changed = await app.call(
      UPDATE_PASSWORD,
      { password: 'a new horse 22', confirmation: 'a new horse 22' },
      here,
    );
    expect(changed.success).toBe(true);
    expect(decodeToken(changed.token!).sid).toBe(decodeToken(here).sid);
    expect(await app.errorCode(ME, {}, phone)).toEqual(EXPIRED);
    expect(await app.errorCode(ME, {}, here)).toEqual(EXPIRED); // the old token of this session
    const listed = await sessionsOf(changed.token!);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ current: true, id: decodeToken(here).sid });
    expect(await kindsOf(changed.token!)).toContain('password_changed');
  });

  it('a reset password ends every session', async () => {
    await app.signUpVerified('reset.all@example.com');
    const laptop = await signIn('reset.all@example.com');
    await app.call(REQUEST_RESET, { email: 'reset.all@example.com' });
    await vi.waitFor(() => app.mailedToken('reset.all@example.com', 'update-password'));
    const token = app.mailedToken('reset.all@example.com', 'update-password');
    const reset = await app.call(RESET, {
      token,
      password: 'reset horse 33',
      confirmation: 'reset horse 33',
    });
    expect(reset.success).toBe(true);
    expect(await app.errorCode(ME, {}, laptop)).toEqual(EXPIRED);
    const after = await signIn('reset.all@example.com', LAPTOP, '10.1.0.1', 'reset horse 33');
    expect(await sessionsOf(after)).toHaveLength(1);
    expect(await kindsOf(after)).toEqual(
      expect.arrayContaining(['password_reset', 'signed_in', 'email_confirmed']),
    );
  });

  it('signing out ends the session and takes it off the list', async () => {
    await app.signUpVerified('leaving@example.com');
    const here = await signIn('leaving@example.com');
    const other = await signIn('leaving@example.com', PHONE);
    expect((await app.call(LOGOUT, {}, other)).success).toBe(true);
    expect(await app.errorCode(ME, {}, other)).toEqual(EXPIRED);
    expect((await sessionsOf(here)).map((s) => s.user_agent)).not.toContain(PHONE);
    expect(await kindsOf(here)).toContain('signed_out');
  });

  it('marks a session used again after five minutes, not on every request', async () => {
    await app.signUpVerified('seen@example.com');
    const token = await signIn('seen@example.com');
    const sid = decodeToken(token).sid as string;
    const lastSeen = async () =>
      (await app.db.select().from(sessions).where(eq(sessions.id, sid)))[0]!.last_seen_at;
    const first = await lastSeen();
    await works(token);
    expect(await lastSeen()).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LAST_SEEN_EVERY_MS + 1_000 });
    try {
      await works(token);
    } finally {
      vi.useRealTimers();
    }
    expect((await lastSeen()).getTime()).toBeGreaterThan(first.getTime());
  });
});

describe('the security log', () => {
  it("records sign-ins and a known account's failed ones, with address and browser", async () => {
    await app.signUpVerified('logged@example.com');
    const wrong = await app.call(
      LOGIN,
      { email: 'logged@example.com', password: 'wrong horse 1' },
      null,
      { ip: '10.9.9.9', headers: { 'user-agent': PHONE } },
    );
    expect(wrong.success).toBe(false);
    // the failure is recorded after the answer
    await backgroundWork();
    // an unknown address has no account to record it for
    await app.call(LOGIN, { email: 'nobody.here@example.com', password: 'wrong horse 1' });
    const token = await signIn('logged@example.com');
    const events = (await app.call(EVENTS, {}, token)).nodes as Row[];
    expect(events.map((event) => event.kind)).toEqual([
      'signed_in',
      'sign_in_failed',
      'email_confirmed',
    ]);
    expect(events[1]).toMatchObject({
      ip: '10.9.9.9',
      user_agent: PHONE,
      email: 'logged@example.com',
      actor_email: null,
    });
    const one = await app.call(EVENT, { id: events[1]!.id }, token);
    expect(one.event).toMatchObject({ kind: 'sign_in_failed' });
  });

  it("is each person's own; an administrator reads everyone's, with who acted", async () => {
    await app.signUpVerified('watched@example.com');
    const watched = await signIn('watched@example.com');
    const other = await app.signUpVerified('bystander@example.com');
    const [event] = (await app.call(EVENTS, {}, watched)).nodes as Row[];
    expect((await app.call(EVENT, { id: event!.id }, other)).success).toBe(false);
    expect(((await app.call(EVENTS, {}, other)).nodes as Row[]).map((e) => e.email)).toEqual([
      'bystander@example.com',
    ]);
    expect((await app.errorCode(ALL_EVENTS, {}, other)).code).toBe('FORBIDDEN');

    const id = (await app.call(ME, {}, watched)).user!.uuid as string;
    expect((await app.call(UPDATE_USER, { id, role: 'admin' }, admin)).success).toBe(true);
    const all = (await app.call(ALL_EVENTS, { where: { email: 'watched@example.com' } }, admin))
      .nodes as Row[];
    expect(all[0]).toMatchObject({
      kind: 'changed_by_administrator',
      detail: 'role',
      email: 'watched@example.com',
      actor_email: ADMIN_EMAIL,
    });
    expect(all.map((e) => e.kind)).toContain('signed_in');
    // the change of role ended the watched person's sessions
    expect(await app.errorCode(ME, {}, watched)).toEqual(EXPIRED);
    const everyone = (await app.call(ALL_EVENTS, {}, admin)).nodes as Row[];
    expect(new Set(everyone.map((e) => e.email)).size).toBeGreaterThan(2);
  });
});
