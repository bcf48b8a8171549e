// Two-factor sign-in (issue 28): a code from an authenticator app (TOTP) after the password, or one
// of ten single-use recovery codes in its place. The app's secret is sealed under SECRETS_KEY; of
// the recovery codes only their sha256 is kept. Every check of a code counts as a failed sign-in of
// the account until it succeeds (throttle.ts), wherever it is asked: at sign-in and to change these
// settings, so a stolen password or an unattended session cannot try codes faster than passwords.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { passkeys, recovery_codes, totp_credentials, users, type UserRow } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { openSecrets, sealSecrets, secretsKey } from '../lib/secrets.js';
import { base32Encode, matchTotp, newTotpSecret, totpUri } from '../lib/totp.js';
import { Checks, fail, isFailure, ok, type Failure } from './result.js';
import { forgetOldEvents, recordEvent } from './securityEvents.js';
import { beginSession, type Client } from './sessions.js';
import { beginAttempt, clearFailures, forgetAttempt, type ThrottleKey } from './throttle.js';

/** The keys that sign tickets and seal secrets (server/config.ts gives them). */
export type TwoFactorSettings = { jwtSecret: string; secretsKey: string };

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** What authenticator apps show the account as. */
const ISSUER = 'Wealth Tracker';
export const RECOVERY_CODES = 10;
/** A ticket for the second step of a sign-in lives this long. */
const TICKET_SECONDS = 5 * 60;
const TICKET_AUDIENCE = 'second-factor';

export const SECOND_FACTOR_NEEDED = 'Enter the code from your authenticator app';
export const INVALID_CODE = 'Invalid code';
export const TICKET_EXPIRED = 'This sign-in has expired: enter your password again';
export const ALREADY_ON = 'Two-factor sign-in is already on';
export const NOT_ON = 'Two-factor sign-in is not on';
export const NO_SETUP = 'Set up the authenticator app first';
export const TOO_MANY_CODES = 'Too many attempts, try again later';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sealing = (settings: TwoFactorSettings, userId: string) => ({
  key: secretsKey(settings.secretsKey),
  owner: { userId, purpose: 'totp' as const },
});

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes of 10 base32 characters (50 random bits each), written "xxxxx-xxxxx". */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** The person's two-factor sign-in as the settings show it. */
export async function twoFactorState(db: Db, userId: string) {
  const [credential] = await db
    .select({ confirmed_at: totp_credentials.confirmed_at })
    .from(totp_credentials)
    .where(eq(totp_credentials.user_id, userId));
  const [codes] = await db
    .select({ left: count() })
    .from(recovery_codes)
    .where(and(eq(recovery_codes.user_id, userId), isNull(recovery_codes.used_at)));
  return {
    totp: Boolean(credential?.confirmed_at),
    enabled_at: credential?.confirmed_at ?? null,
    recovery_codes_left: codes?.left ?? 0,
  };
}

/** Whether the person's sign-in asks for a second factor. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ user_id: totp_credentials.user_id })
    .from(totp_credentials)
    .where(and(eq(totp_credentials.user_id, userId), isNotNull(totp_credentials.confirmed_at)));
  return row !== undefined;
}

/**
 * Accepts `code` for the person once: a code of their app not accepted before (its step later than
 * the last one's; an unconfirmed setup's when `pending`), or an unused recovery code, which is then
 * used. Answers which it was, or null. Each acceptance is one conditional update, so two requests
 * with one code cannot both pass.
 */
async function acceptCode(
  db: Db,
  settings: TwoFactorSettings,
  userId: string,
  code: string,
  { pending = false } = {},
): Promise<SecondFactorMethod | null> {
  const typed = code.trim();
  if (/^\d[\d\s]*$/.test(typed)) {
    const [credential] = await db
      .select()
      .from(totp_credentials)
      .where(eq(totp_credentials.user_id, userId));
    if (!credential || (credential.confirmed_at === null) !== pending) return null;
    const { key, owner } = sealing(settings, userId);
    const { secret } = openSecrets(key, owner, credential.secret_sealed);
    const step = secret ? matchTotp(secret, typed) : null;
    if (step === null) return null;
    const accepted = await db
      .update(totp_credentials)
      .set({ last_step: step })
      .where(and(eq(totp_credentials.user_id, userId), lt(totp_credentials.last_step, step)))
      .returning({ user_id: totp_credentials.user_id });
    return accepted.length > 0 ? 'totp' : null;
  }
  if (pending) return null;
  const used = await db
    .update(recovery_codes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recovery_codes.user_id, userId),
        eq(recovery_codes.code_hash, sha256(normalizeRecoveryCode(typed))),
        isNull(recovery_codes.used_at),
      ),
    )
    .returning({ id: recovery_codes.id });
  return used.length > 0 ? 'recovery_code' : null;
}

/**
 * Checks a code like a password: counted against the account and the address (throttle.ts) before
 * it is looked at; a wrong one stays counted and is logged. Answers the method, or the failure.
 */
export async function checkCode(
  db: Db,
  settings: TwoFactorSettings,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
  client: Client,
  options?: { pending?: boolean },
): Promise<{ method: SecondFactorMethod } | Failure> {
  const check = new Checks().required('code', code.trim(), 'Code is required');
  if (check.failed) return check.failure();
  const keys: ThrottleKey[] = [
    { kind: 'email', value: user.email },
    { kind: 'ip', value: client.ip },
  ];
  const attempt = await beginAttempt(db, keys);
  if (attempt.throttled) return fail(TOO_MANY_CODES);
  const method = await acceptCode(db, settings, user.id, code, options);
  if (!method) {
    await recordEvent(db, user.id, { kind: 'second_factor_failed', client });
    return new Checks().that('code', false, INVALID_CODE).failure();
  }
  await forgetAttempt(db, attempt);
  await clearFailures(db, [keys[0]!]);
  return { method };
}

/** Replaces the person's recovery codes with ten new ones; answers them (only ever here). */
async function renewCodes(db: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recovery_codes).where(eq(recovery_codes.user_id, userId));
  await db
    .insert(recovery_codes)
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: sha256(normalizeRecoveryCode(code)) })),
    );
  return codes;
}

/**
 * A new secret for the person's authenticator app, kept until a first code confirms it
 * (`enableTotp`); a setup begun again replaces an unconfirmed one.
 */
export async function beginTotpSetup(db: Db, settings: TwoFactorSettings, user: UserRow) {
  if (await hasSecondFactor(db, user.id)) return fail(ALREADY_ON);
  const secret = newTotpSecret();
  const { key, owner } = sealing(settings, user.id);
  const sealed = sealSecrets(key, owner, { secret });
  await db
    .insert(totp_credentials)
    .values({ user_id: user.id, secret_sealed: sealed })
    .onConflictDoUpdate({
      target: totp_credentials.user_id,
      set: { secret_sealed: sealed, last_step: 0, created_at: sql`now()` },
      where: isNull(totp_credentials.confirmed_at),
    });
  const uri = totpUri({ secret, account: user.email, issuer: ISSUER });
  // loaded here, at a setup, rather than held by every idle server (issue 29, idle memory)
  const { default: QRCode } = await import('qrcode');
  const qr_svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return ok({ setup: { secret, uri, qr_svg } });
}

/** Turns two-factor sign-in on with a first code of the app set up; answers recovery codes. */
export async function enableTotp(
  db: Db,
  settings: TwoFactorSettings,
  user: UserRow,
  code: string,
  client: Client,
) {
  const [credential] = await db
    .select({ confirmed_at: totp_credentials.confirmed_at })
    .from(totp_credentials)
    .where(eq(totp_credentials.user_id, user.id));
  if (!credential) return fail(NO_SETUP);
  if (credential.confirmed_at) return fail(ALREADY_ON);
  const checked = await checkCode(db, settings, user, code, client, { pending: true });
  if (isFailure(checked)) return checked;
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx
      .update(totp_credentials)
      .set({ confirmed_at: sql`now()` })
      .where(eq(totp_credentials.user_id, user.id));
    await recordEvent(tx, user.id, { kind: 'two_factor_enabled', client });
    return renewCodes(tx, user.id);
  });
  return ok(
    { two_factor: await twoFactorState(db, user.id), recovery_codes: recoveryCodes },
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  );
}

/**
 * A change to a two-factor sign-in that is on, made in one transaction once a code of the app or a
 * recovery code confirms it; answers the change's result, or why it was refused.
 */
async function confirmedChange<T>(
  db: Db,
  settings: TwoFactorSettings,
  user: UserRow,
  code: string,
  client: Client,
  change: (tx: Db) => Promise<T>,
): Promise<{ done: T } | Failure> {
  if (!(await hasSecondFactor(db, user.id))) return fail(NOT_ON);
  const checked = await checkCode(db, settings, user, code, client);
  if (isFailure(checked)) return checked;
  return { done: await db.transaction(change) };
}

/** New recovery codes for the old, confirmed by a code of the app or a recovery code. */
export async function renewRecoveryCodes(
  db: Db,
  settings: TwoFactorSettings,
  user: UserRow,
  code: string,
  client: Client,
) {
  const renewed = await confirmedChange(db, settings, user, code, client, async (tx) => {
    await recordEvent(tx, user.id, { kind: 'recovery_codes_renewed', client });
    return renewCodes(tx, user.id);
  });
  if (isFailure(renewed)) return renewed;
  return ok(
    { two_factor: await twoFactorState(db, user.id), recovery_codes: renewed.done },
    'New recovery codes: the old ones no longer work.',
  );
}

/** Turns two-factor sign-in off, confirmed by a code of the app or a recovery code. */
export async function disableTotp(
  db: Db,
  settings: TwoFactorSettings,
  user: UserRow,
  code: string,
  client: Client,
) {
  const off = await confirmedChange(db, settings, user, code, client, async (tx) => {
    await tx.delete(totp_credentials).where(eq(totp_credentials.user_id, user.id));
    await tx.delete(recovery_codes).where(eq(recovery_codes.user_id, user.id));
    await recordEvent(tx, user.id, { kind: 'two_factor_disabled', client });
  });
  if (isFailure(off)) return off;
  return ok({ two_factor: await twoFactorState(db, user.id) }, 'Two-factor sign-in is off.');
}

const ticketKey = (secret: string) => new TextEncoder().encode(secret);

/**
 * What `login` answers instead of a token when the person's sign-in asks for a second factor
 * (null when it does not): a ticket for `loginSecondFactor`, signed like a session's token but for
 * another audience and without a session, so that no request accepts it as a sign-in.
 */
export async function secondFactorChallenge(
  db: Db,
  settings: TwoFactorSettings,
  user: Pick<UserRow, 'id' | 'token_version'>,
) {
  if (!(await hasSecondFactor(db, user.id))) return null;
  const ticket = await new SignJWT({ tv: user.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(TICKET_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TICKET_SECONDS}s`)
    .sign(ticketKey(settings.jwtSecret));
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.user_id, user.id))
    .limit(1);
  const methods: SecondFactorMethod[] = [
    'totp',
    'recovery_code',
    ...(passkey ? ['passkey' as const] : []),
  ];
  return { ticket, methods };
}

/** The person a ticket is for, while it is valid and their password has not changed since. */
export async function ticketHolder(db: Db, settings: TwoFactorSettings, ticket: string) {
  let claims: { sub?: string; tv?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(ticket, ticketKey(settings.jwtSecret), {
      algorithms: ['HS256'],
      audience: TICKET_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      maxTokenAge: TICKET_SECONDS,
    }));
  } catch (error) {
    if (!(error instanceof joseErrors.JOSEError)) throw error;
    return undefined;
  }
  if (!claims.sub || !isUuid(claims.sub)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  return user?.status && user.token_version === claims.tv ? user : undefined;
}

/**
 * The second step of a sign-in: the ticket from the first and a code. Answers the session's token;
 * the security log says which factor was given.
 */
export async function loginSecondFactor(
  db: Db,
  settings: TwoFactorSettings,
  input: { ticket: string; code: string; client: Client },
) {
  const user = await ticketHolder(db, settings, input.ticket);
  if (!user) return fail(TICKET_EXPIRED);
  const checked = await checkCode(db, settings, user, input.code, input.client);
  if (isFailure(checked)) return checked;
  return ok({ token: await signedIn(db, settings, user, input.client, checked.method) });
}

/**
 * A sign-in that passed every check: logged (with its second factor, if one was asked) and a
 * session begun; answers its token. The person's events older than a year go.
 */
export function signedIn(
  db: Db,
  settings: Pick<TwoFactorSettings, 'jwtSecret'>,
  user: UserRow,
  client: Client,
  method?: SecondFactorMethod,
): Promise<string> {
  return db.transaction(async (tx) => {
    await forgetOldEvents(tx, user.id);
    await recordEvent(tx, user.id, { kind: 'signed_in', client, detail: method });
    return beginSession(tx, user, settings.jwtSecret, client);
  });
}
