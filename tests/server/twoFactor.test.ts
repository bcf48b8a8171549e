// Two-factor sign-in (issue 28): an authenticator app's codes after the password, recovery codes in
// their place, each code accepted once, codes tried no faster than passwords, and the settings
// (turn on with a first code, new recovery codes, turn off) confirmed by a code; and the policy that
// keeps administrators without two factors out of the administration.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passkeys, recovery_codes, totp_credentials } from '../../server/db/schema.js';
import { NO_SECOND_FACTORS, OWN_SECOND_FACTORS } from '../../server/domain/admin/users.js';
import { backgroundWork } from '../../server/domain/auth.js';
import { base32Decode, base32Encode, hotp, STEP_SECONDS, totpCode } from '../../server/lib/totp.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LOGIN,
  ME,
  PASSWORD,
  UPDATE_PASSWORD,
  makeApp,
  type TestApp,
} from './helpers.js';

const TWO_FACTOR = 'two_factor { totp enabled_at recovery_codes_left }';
const STATE = `query { getTwoFactor { ${ENVELOPE} ${TWO_FACTOR} } }`;
const SETUP = `mutation { beginTotpSetup { success message errors setup { secret uri qr_svg } } }`;
const ENABLE = `mutation ($code: String!) { enableTotp(code: $code) { ${ENVELOPE} ${TWO_FACTOR} recovery_codes } }`;
const RENEW = `mutation ($code: String!) { renewRecoveryCodes(code: $code) { ${ENVELOPE} ${TWO_FACTOR} recovery_codes } }`;
const DISABLE = `mutation ($code: String!) { disableTotp(code: $code) { ${ENVELOPE} ${TWO_FACTOR} } }`;
const LOGIN_2FA = `query ($email: String!, $password: String!) {
  loginUser(email: $email, password: $password) { ${ENVELOPE} token second_factor { ticket methods } } }`;
const SECOND = `mutation ($ticket: String!, $code: String!) {
  loginSecondFactor(ticket: $ticket, code: $code) { ${ENVELOPE} token } }`;
const EVENTS = `query { getSecurityEvents(limit: 100) { success nodes { kind detail } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock on by `steps` codes (only Date: the database's timers run on). */
function later(steps: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + steps * STEP_SECONDS * 1000 });
}

/** A confirmed person with two-factor sign-in on; answers their token, secret and codes. */
async function withTwoFactor(email: string) {
  const token = await app.signUpVerified(email);
  const { setup } = await app.call(SETUP, {}, token);
  const { secret } = setup as { secret: string };
  const enabled = await app.call(ENABLE, { code: totpCode(secret) }, token);
  expect(enabled.success).toBe(true);
  return { token, secret, codes: enabled.recovery_codes as string[] };
}

const passwordStep = async (email: string, password = PASSWORD) => {
  const answer = await app.call(LOGIN_2FA, { email, password });
  expect(answer).toMatchObject({ success: true, token: null });
  return (answer.second_factor as { ticket: string }).ticket;
};
const kinds = async (token: string) =>
  ((await app.call(EVENTS, {}, token)).nodes as { kind: string; detail: string }[]).map(
    ({ kind, detail }) => (detail ? `${kind}:${detail}` : kind),
  );

describe('codes', () => {
  it('are RFC 6238 codes of a base32 secret', () => {
    // RFC 6238's SHA-1 vectors, 6 digits of their 8
    const secret = Buffer.from('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ];
    for (const [seconds, code] of vectors) {
      expect(hotp(secret, Math.floor(seconds / STEP_SECONDS))).toBe(code);
      expect(totpCode(base32Encode(secret), seconds * 1000)).toBe(code);
    }
    expect(base32Encode(secret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(secret);
    expect(base32Decode('not base32!')).toBeNull();
  });
});

describe('turning it on', () => {
  it('asks a first code of the app, then answers 10 recovery codes kept only as hashes', async () => {
    const token = await app.signUpVerified('turn.on@example.com');
    expect((await app.call(STATE, {}, token)).two_factor).toEqual({
      totp: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    expect(await app.call(ENABLE, { code: '123456' }, token)).toMatchObject({
      success: false,
      errors: ['Set up the authenticator app first'],
    });
    const { setup } = await app.call(SETUP, {}, token);
    const { secret, uri, qr_svg } = setup as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Wealth%20Tracker%3Aturn.on%40example.com?secret=${secret}` +
        '&issuer=Wealth+Tracker&algorithm=SHA1&digits=6&period=30',
    );
    expect(qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // not on until confirmed: the sign-in asks no code yet
    const before = await app.call(LOGIN, { email: 'turn.on@example.com', password: PASSWORD });
    expect(before.token).toBeTruthy();
    const wrong = await app.call(ENABLE, { code: '000000' }, token);
    expect(wrong).toMatchObject({
      success: false,
      field_errors: [{ field: 'code', message: 'Invalid code' }],
    });
    expect(await app.call(ENABLE, { code: ' ' }, token)).toMatchObject({
      field_errors: [{ field: 'code', message: 'Code is required' }],
    });

    const enabled = await app.call(ENABLE, { code: totpCode(secret) }, token);
    expect(enabled).toMatchObject({
      success: true,
      message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
      two_factor: { totp: true, recovery_codes_left: 10 },
    });
    const codes = enabled.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await app.call(ENABLE, { code: totpCode(secret) }, token)).toMatchObject({
      success: false,
      errors: ['Two-factor sign-in is already on'],
    });
    expect((await app.call(SETUP, {}, token)).errors).toEqual(['Two-factor sign-in is already on']);

    // what is stored: the secret sealed, the codes as sha256
    const stored = JSON.stringify([
      await app.db.select().from(totp_credentials),
      await app.db.select().from(recovery_codes),
    ]);
    expect(stored).not.toContain(secret);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(await kinds(token)).toContain('two_factor_enabled');
  });
});

describe('signing in', () => {
  it('answers a ticket for the password, and a token for the code with it', async () => {
    const { secret } = await withTwoFactor('second.step@example.com');
    const ticket = await passwordStep('second.step@example.com');
    // a ticket is no sign-in
    expect((await app.gql(ME, {}, ticket)).errors?.[0]?.message).toBe('Session expired');

    expect(await app.call(SECOND, { ticket, code: '000000' })).toMatchObject({
      success: false,
      token: null,
      field_errors: [{ field: 'code', message: 'Invalid code' }],
    });
    later(1);
    const signedIn = await app.call(SECOND, { ticket, code: totpCode(secret) });
    expect(signedIn.success).toBe(true);
    expect((await app.call(ME, {}, signedIn.token)).user).toMatchObject({
      email: 'second.step@example.com',
    });
    // the same code once more (someone who watched it typed) is refused
    const again = await app.call(SECOND, { ticket, code: totpCode(secret) });
    expect(again.field_errors).toEqual([{ field: 'code', message: 'Invalid code' }]);
    // (in any order: the clock moved on for the code stands still, the database's with it)
    expect((await kinds(signedIn.token!)).slice(0, 3).sort()).toEqual([
      'second_factor_failed',
      'second_factor_failed',
      'signed_in:totp',
    ]);
  });

  it('takes each recovery code once, typed in any case and with or without the dash', async () => {
    const { codes, token } = await withTwoFactor('recovery@example.com');
    const ticket = await passwordStep('recovery@example.com');
    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
    const signedIn = await app.call(SECOND, { ticket, code: typed });
    expect(signedIn.success).toBe(true);
    expect((await app.call(SECOND, { ticket, code: codes[3]! })).field_errors).toEqual([
      { field: 'code', message: 'Invalid code' },
    ]);
    expect((await app.call(STATE, {}, token)).two_factor).toMatchObject({
      recovery_codes_left: 9,
    });
    expect(await kinds(token)).toContain('signed_in:recovery_code');
  });

  it('refuses a ticket that expired, was changed or outlived the password', async () => {
    const { secret, token } = await withTwoFactor('tickets@example.com');
    const ticket = await passwordStep('tickets@example.com');
    const expired = {
      success: false,
      errors: ['This sign-in has expired: enter your password again'],
    };
    later(11); // 5 1/2 minutes
    expect(await app.call(SECOND, { ticket, code: totpCode(secret) })).toMatchObject(expired);
    vi.useRealTimers();
    const forged = `${ticket.slice(0, -4)}AAAA`;
    expect(await app.call(SECOND, { ticket: forged, code: totpCode(secret) })).toMatchObject(
      expired,
    );
    const fresh = await passwordStep('tickets@example.com');
    const renamed = { password: 'a new password 2', confirmation: 'a new password 2' };
    expect((await app.call(UPDATE_PASSWORD, renamed, token)).success).toBe(true);
    later(2);
    expect(await app.call(SECOND, { ticket: fresh, code: totpCode(secret) })).toMatchObject(
      expired,
    );
  });

  it('counts wrong codes like wrong passwords, and a right password does not reset them', async () => {
    const { secret } = await withTwoFactor('guesser@example.com');
    const tries = { ip: '10.9.0.1' };
    for (let guess = 0; guess < 3; guess += 1) {
      const ticket = await passwordStep('guesser@example.com');
      const code = String(100000 + guess);
      expect((await app.call(SECOND, { ticket, code }, null, tries)).success).toBe(false);
    }
    const ticket = await passwordStep('guesser@example.com');
    for (const code of ['200000', '200001']) {
      expect((await app.call(SECOND, { ticket, code }, null, tries)).success).toBe(false);
    }
    later(1);
    // five wrong: even the right code waits now
    expect(await app.call(SECOND, { ticket, code: totpCode(secret) }, null, tries)).toMatchObject({
      success: false,
      errors: ['Too many attempts, try again later'],
    });
  });
});

describe('the settings', () => {
  it('renew the recovery codes, and turn it off, each confirmed by a code', async () => {
    const { token, secret, codes } = await withTwoFactor('settings@example.com');
    expect((await app.call(RENEW, { code: 'wrong-code' }, token)).field_errors).toEqual([
      { field: 'code', message: 'Invalid code' },
    ]);
    const renewed = await app.call(RENEW, { code: codes[0]! }, token);
    expect(renewed).toMatchObject({
      success: true,
      two_factor: { recovery_codes_left: 10 },
    });
    const fresh = renewed.recovery_codes as string[];
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    // the old ones no longer work
    expect((await app.call(DISABLE, { code: codes[1]! }, token)).success).toBe(false);

    later(1);
    const off = await app.call(DISABLE, { code: totpCode(secret) }, token);
    expect(off).toMatchObject({
      success: true,
      message: 'Two-factor sign-in is off.',
      two_factor: { totp: false, enabled_at: null, recovery_codes_left: 0 },
    });
    const { uuid } = (await app.call(ME, {}, token)).user as { uuid: string };
    expect(await app.db.$count(recovery_codes, eq(recovery_codes.user_id, uuid))).toBe(0);
    expect(await app.db.$count(totp_credentials, eq(totp_credentials.user_id, uuid))).toBe(0);
    const signIn = await app.call(LOGIN_2FA, { email: 'settings@example.com', password: PASSWORD });
    expect(signIn.token).toBeTruthy();
    expect(signIn.second_factor).toBeNull();
    expect(await app.call(DISABLE, { code: totpCode(secret) }, token)).toMatchObject({
      success: false,
      errors: ['Two-factor sign-in is not on'],
    });
    const log = await kinds(token);
    expect(log).toEqual(expect.arrayContaining(['recovery_codes_renewed', 'two_factor_disabled']));
  });
});

describe("the administrators' policy", () => {
  const POLICY = `query { getPolicyAdmin { success message errors policy {
    admins_need_two_factor updated_at updated_by_email } } }`;
  const SET_POLICY = `mutation ($on: Boolean!) { updatePolicyAdmin(admins_need_two_factor: $on) {
    success message errors policy { admins_need_two_factor updated_by_email } } }`;
  const NEEDS = `query { getMe { success user { needs_two_factor } } }`;
  const USERS = `query { getUsersAdmin { success count } }`;
  const MAKE_ADMIN = `mutation ($id: ID!) { updateUserAdmin(id: $id, role: admin) { success } }`;
  const REQUIRED = {
    code: 'FORBIDDEN',
    message: 'Administrators must use two-factor sign-in: turn it on to open the administration',
  };

  it('keeps administrators without two factors out of the administration, no one else', async () => {
    const boss = await app.signUpVerified(ADMIN_EMAIL);
    await app.signUpVerified('second.admin@example.com');
    const person = await app.signUpVerified('just.a.user@example.com');
    const { uuid } = (await app.call(ME, {}, await passwordToken('second.admin@example.com')))
      .user as { uuid: string };
    expect((await app.call(MAKE_ADMIN, { id: uuid }, boss)).success).toBe(true);
    const second = await passwordToken('second.admin@example.com');
    expect((await app.call(POLICY, {}, boss)).policy).toMatchObject({
      admins_need_two_factor: false,
      updated_by_email: null,
    });

    // the administrator who requires it must have it: nobody locks themselves out
    expect(await app.call(SET_POLICY, { on: true }, boss)).toMatchObject({
      success: false,
      errors: [
        'Turn on two-factor sign-in for your own account first, or you would lock yourself out',
      ],
    });
    const { setup } = await app.call(SETUP, {}, boss);
    const enabled = await app.call(
      ENABLE,
      { code: totpCode((setup as { secret: string }).secret) },
      boss,
    );
    expect(enabled.success).toBe(true);
    expect(await app.call(SET_POLICY, { on: true }, boss)).toMatchObject({
      success: true,
      policy: { admins_need_two_factor: true, updated_by_email: ADMIN_EMAIL },
    });
    expect(await kinds(boss)).toContain('policy_changed:admins_need_two_factor=on');

    // the other administrator keeps the app, not the administration, and is told why
    expect((await app.call(NEEDS, {}, second)).user).toEqual({ needs_two_factor: true });
    expect(await app.errorCode(USERS, {}, second)).toEqual(REQUIRED);
    expect(await app.errorCode(POLICY, {}, second)).toEqual(REQUIRED);
    expect((await app.call(STATE, {}, second)).success).toBe(true);
    // a person who is no administrator is asked nothing
    expect((await app.call(NEEDS, {}, person)).user).toEqual({ needs_two_factor: false });
    expect((await app.call(NEEDS, {}, boss)).user).toEqual({ needs_two_factor: false });
    expect((await app.call(USERS, {}, boss)).success).toBe(true);

    const other = await app.call(SETUP, {}, second);
    const code = totpCode((other.setup as { secret: string }).secret);
    expect((await app.call(ENABLE, { code }, second)).success).toBe(true);
    expect((await app.call(USERS, {}, second)).success).toBe(true);
    expect((await app.call(NEEDS, {}, second)).user).toEqual({ needs_two_factor: false });
    expect((await app.call(SET_POLICY, { on: false }, second)).policy).toMatchObject({
      admins_need_two_factor: false,
      updated_by_email: 'second.admin@example.com',
    });
  });
});

/** A fresh token of a person without two factors, from their password. */
async function passwordToken(email: string) {
  const answer = await app.call(LOGIN, { email, password: PASSWORD });
  expect(answer.token).toBeTruthy();
  return answer.token!;
}

describe("an administrator's reset", () => {
  const RESET = `mutation ($id: ID!) { resetTwoFactorAdmin(id: $id) {
    ${ENVELOPE} user { uuid two_factor passkey_count } } }`;
  const FACTORS = `query ($id: ID!) { getUserAdmin(id: $id) { success user { two_factor passkey_count } } }`;

  it('removes a person’s second factors, ends their sessions and tells them; never one’s own', async () => {
    const own = await makeApp();
    try {
      const admin = await own.signUpVerified(ADMIN_EMAIL);
      const lost = await own.signUpVerified('lost.phone@example.com');
      const { uuid } = (await own.call(ME, {}, lost)).user as { uuid: string };
      const adminId = ((await own.call(ME, {}, admin)).user as { uuid: string }).uuid;
      const { setup } = await own.call(SETUP, {}, lost);
      const code = totpCode((setup as { secret: string }).secret);
      expect((await own.call(ENABLE, { code }, lost)).success).toBe(true);
      await own.db.insert(passkeys).values({
        user_id: uuid,
        credential_id: 'lost-key',
        public_key: 'AQID',
        name: 'Old phone',
      });
      expect((await own.call(FACTORS, { id: uuid }, admin)).user).toEqual({
        two_factor: true,
        passkey_count: 1,
      });

      // only administrators, and not on their own account
      expect(await own.errorCode(RESET, { id: uuid }, lost)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await own.call(RESET, { id: adminId }, admin)).toMatchObject({
        success: false,
        errors: [OWN_SECOND_FACTORS],
      });

      expect(await own.call(RESET, { id: uuid }, admin)).toMatchObject({
        success: true,
        user: { uuid, two_factor: false, passkey_count: 0 },
      });
      // a lost device's session is over; the password alone signs in now
      expect(await own.errorCode(ME, {}, lost)).toMatchObject({ code: 'UNAUTHENTICATED' });
      const again = await own.call(LOGIN_2FA, {
        email: 'lost.phone@example.com',
        password: PASSWORD,
      });
      expect(again).toMatchObject({ success: true, second_factor: null });
      expect(
        await own.db.select().from(recovery_codes).where(eq(recovery_codes.user_id, uuid)),
      ).toEqual([]);
      const events = (await own.call(EVENTS, {}, again.token)).nodes as { kind: string }[];
      expect(events.find((event) => event.kind === 'two_factor_reset')).toMatchObject({
        detail: 'totp,passkeys:1',
      });
      await backgroundWork();
      const mail = own.mailer.sent.at(-1)!;
      expect(mail).toMatchObject({
        kind: 'two_factor_reset',
        to: 'lost.phone@example.com',
        subject: 'Your two-factor sign-in was turned off',
      });
      expect(mail.text).toContain('Sign in with your password: http://app.test/login');

      // nothing left to reset
      expect(await own.call(RESET, { id: uuid }, admin)).toMatchObject({
        success: false,
        errors: [NO_SECOND_FACTORS],
      });
    } finally {
      await own.close();
    }
  });
});
