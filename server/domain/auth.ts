// Sign-up, sign-in, e-mail confirmation and password changes: the rules, free of GraphQL.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { users, type TokenPurpose, type UserRow } from '../db/schema.js';
import { isEmail, isUuid, normalizeEmail } from '../lib/ids.js';
import { describeFailure, log, type Logger } from '../log.js';
import { mailFailure, mailLanguage, mails, type Mail, type Mailer } from './mail.js';
import {
  consumeMailToken,
  issueMailToken,
  MAIL_INTERVAL_MS,
  retireMailTokens,
  type ConsumeResult,
} from './mailTokens.js';
import { hashPassword, PasswordsBusy, verifyDummyPassword, verifyPassword } from './passwords.js';
import { Checks, fail, isFailure, notFound, ok, type Failure, type Success } from './result.js';
import { recordEvent } from './securityEvents.js';
import { secondFactorChallenge, SECOND_FACTOR_NEEDED, signedIn } from './twoFactor.js';
import {
  beginSession,
  endSessions,
  renewSession,
  setPassword,
  signSession,
  type Client,
  type SessionClaims,
} from './sessions.js';
import {
  beginAttempt,
  beginRequest,
  clearFailures,
  firstInInterval,
  forgetAttempt,
  type ThrottleKey,
} from './throttle.js';
import { NAME_MAX } from '../../shared/fieldLimits.js';

/** The configuration's values the rules read (server/config.ts gives them; tests their own). */
export type AuthSettings = {
  jwtSecret: string;
  /** Seals the secrets of authenticator apps (twoFactor.ts). */
  secretsKey: string;
  appUrl: string;
  adminEmail: string | undefined;
  signupsPerHour: number;
  mailRequestsPerHour: number;
};

export type AuthDeps = {
  db: Db;
  config: AuthSettings;
  mailer: Mailer;
  /** Where work left running after the answer logs its failures; the process's log by default. */
  logger?: Logger;
};

type TokenAnswer = Promise<Success<{ token: string }> | Failure>;

export const INVALID_LOGIN = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again later';
/** Too many password hashes are waiting (passwords.ts). */
export const BUSY = 'The server is busy, try again in a moment';
export const SIGNED_UP = 'Check your inbox: we sent you a link to confirm your e-mail address.';
export const RESEND_SENT =
  'If the address belongs to an account awaiting confirmation, a new link is on its way.';
export const RESET_SENT = 'If the address belongs to an account, a reset link is on its way.';
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 256;
export const MAX_NAME = NAME_MAX;
/**
 * Sign-ups, confirmation links and reset links asked for one e-mail address in an hour (whether
 * or not it has an account), so that nobody can fill a stranger's mailbox. The limits per client
 * address are the configuration's (SIGNUPS_PER_HOUR, MAIL_REQUESTS_PER_HOUR).
 */
export const REQUESTS_PER_EMAIL_PER_HOUR = 5;

const pending = new Set<Promise<void>>();

/** Work the answer does not wait for; its failure is logged. */
function inBackground(logger: Logger, work: () => Promise<void>) {
  const task: Promise<void> = work()
    .catch((error: unknown) => {
      logger.error({ failure: describeFailure(error) }, 'Work after an answer failed');
    })
    .finally(() => pending.delete(task));
  pending.add(task);
}

/**
 * Resolves once the work that answers left running has finished: the lookups and tokens, and the
 * mails handed to the mailer (not their delivery).
 */
export async function backgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/**
 * Mails that leave without the caller waiting: the answer takes as long whether or not one went.
 * The log names a failed mail by its kind, never by its recipient.
 */
export function sendInBackground({ mailer, logger = log }: AuthDeps, mail: Mail) {
  mailer.send(mail).catch((error: unknown) => {
    logger.error({ mail: mail.kind, failure: mailFailure(error) }, 'A mail could not be sent');
  });
}

/** `work`'s result, or the PasswordsBusy it was refused with (too many hashes waiting). */
export async function unlessBusy<T>(work: () => Promise<T>): Promise<T | PasswordsBusy> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PasswordsBusy) return error;
    throw error;
  }
}

export const links = (appUrl: string) => ({
  verify: (token: string) => `${appUrl}/email-verify/${token}`,
  reset: (token: string) => `${appUrl}/update-password/${token}`,
  login: `${appUrl}/login`,
  forgot: `${appUrl}/forgot-password`,
});

const tokenProblems: Record<Exclude<ConsumeResult, { userId: string }>['problem'], string> = {
  invalid: 'This link is not valid',
  used: 'This link has already been used',
  expired: 'This link has expired',
};

/** Required and well-formed; `email` is already normalised. */
export function checkEmail(check: Checks, email: string): Checks {
  return check
    .required('email', email, 'Email is required')
    .that('email', isEmail(email), 'Invalid email address');
}

/** Required, at most MAX_NAME characters; `fullname` is already trimmed. */
export function checkName(check: Checks, fullname: string, required = true): Checks {
  if (required) check.required('fullname', fullname, 'Name is required');
  else check.that('fullname', fullname !== '', 'Name is required');
  return check.atMost('fullname', fullname, MAX_NAME, 'Name');
}

/** The rules for a new password and its confirmation. */
export function checkNewPassword(check: Checks, password: string, confirmation?: string): Checks {
  check
    .required('password', password, 'Password is required')
    .that(
      'password',
      password.length >= MIN_PASSWORD,
      `Password must be at least ${MIN_PASSWORD} characters`,
    )
    .that(
      'password',
      password.length <= MAX_PASSWORD,
      `Password must be at most ${MAX_PASSWORD} characters`,
    );
  if (confirmation !== undefined) {
    check
      .required('confirmation', confirmation, 'Confirm password is required')
      .that('confirmation', password === confirmation, 'Passwords do not match');
  }
  return check;
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Attempts per e-mail and per client address are limited (see throttle.ts), counting attempts still
 * in flight. A password longer than any that can be set fails at once. Every failure answers
 * the same sentence, and an unknown e-mail costs a password hash too, so the answer never tells
 * whether an address has an account. When the account asks for a second factor, the right
 * password answers a ticket for it instead of a token; the account's failures are cleared only by
 * the second step, so a known password does not reset the count of codes tried.
 */
export async function login(
  { db, config, logger = log }: AuthDeps,
  input: { email: string; password: string; client: Client },
): Promise<
  | Success<{
      token: string | null;
      second_factor?: Awaited<ReturnType<typeof secondFactorChallenge>>;
    }>
  | Failure
> {
  const email = normalizeEmail(input.email);
  const check = checkEmail(new Checks(), email).required(
    'password',
    input.password,
    'Password is required',
  );
  if (check.failed) return check.failure();

  const keys: ThrottleKey[] = [
    { kind: 'email', value: email },
    { kind: 'ip', value: input.client.ip },
  ];
  // Recorded as a failure before anything is checked, so overlapping attempts count each other.
  const attempt = await beginAttempt(db, keys);
  if (attempt.throttled) return fail(TOO_MANY_ATTEMPTS);
  // No password that long was ever set; do not spend a hash on it.
  if (input.password.length > MAX_PASSWORD) return fail(INVALID_LOGIN);
  const user = await findUserByEmail(db, email);
  const valid = await unlessBusy(() =>
    user ? verifyPassword(input.password, user.password_hash) : verifyDummyPassword(input.password),
  );
  if (valid instanceof PasswordsBusy) {
    // Not evaluated: it does not count as a failure.
    await forgetAttempt(db, attempt);
    return fail(BUSY);
  }
  if (!user || !valid || !user.status) {
    // recorded after the answer, which must not take longer for an address that has an account
    if (user) {
      inBackground(logger, () =>
        recordEvent(db, user.id, { kind: 'sign_in_failed', client: input.client }),
      );
    }
    return fail(INVALID_LOGIN);
  }
  await forgetAttempt(db, attempt);
  const challenge = await secondFactorChallenge(db, config, user);
  if (challenge) return ok({ token: null, second_factor: challenge }, SECOND_FACTOR_NEEDED);
  await clearFailures(db, [keys[0]!]);
  return ok({ token: await signedIn(db, config, user, input.client) });
}

/**
 * Creates an unverified user and mails the confirmation link; answers a token of role unverified.
 * Sign-ups are limited per client address and per e-mail address (REQUESTS_PER_EMAIL_PER_HOUR),
 * counted in the database before the password is hashed.
 *
 * An e-mail that already has an account gets the same answer (and costs the same hash), so sign-up
 * does not reveal who is registered: the owner of the address is mailed "you already have an
 * account" with links to sign in and to reset the password, and the caller gets a well-formed
 * token of role unverified for a user that does not exist. The client goes to /email-confirm as
 * usual; any call made with that token answers "Session expired". (Someone probing with getMe can
 * still tell the two apart; the owner of the address is told by mail, at most once a minute,
 * and the answer itself, its timing and the client's flow are the same: neither path waits for
 * its mail.)
 */
export async function signup(
  deps: AuthDeps,
  input: {
    fullname: string;
    email: string;
    password: string;
    terms_accepted: boolean;
    /** The language of the sign-up page: their mails are written in it (English otherwise). */
    language?: string | null;
    client: Client;
  },
): TokenAnswer {
  const { db, config } = deps;
  const email = normalizeEmail(input.email);
  const fullname = input.fullname.trim();
  const check = checkName(new Checks(), fullname);
  checkEmail(check, email);
  checkNewPassword(check, input.password);
  check.that(
    'terms_accepted',
    input.terms_accepted === true,
    'You must agree to the terms and conditions',
  );
  if (check.failed) return check.failure();

  const request = await beginRequest(db, [
    { key: `signup-ip:${input.client.ip}`, max: config.signupsPerHour },
    { key: `mail-to:${email}`, max: REQUESTS_PER_EMAIL_PER_HOUR },
  ]);
  if (request.throttled) return fail(TOO_MANY_ATTEMPTS);
  const passwordHash = await unlessBusy(() => hashPassword(input.password));
  if (passwordHash instanceof PasswordsBusy) {
    await forgetAttempt(db, request);
    return fail(BUSY);
  }
  const [created] = await db
    .insert(users)
    .values({
      fullname,
      email,
      password_hash: passwordHash,
      language: mailLanguage(input.language),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const link = links(config.appUrl);
  if (!created) {
    const existing = await findUserByEmail(db, email);
    // At most one such notice per address per MAIL_INTERVAL_MS, like the other mails.
    if (existing && (await firstInInterval(db, `signup-notice:${email}`, MAIL_INTERVAL_MS))) {
      sendInBackground(deps, mails.alreadyRegistered(existing, link.login, link.forgot));
    }
    // a token like a new account's, for a session that does not exist either
    const nobody = { id: randomUUID(), role: 'unverified' as const, token_version: 0 };
    return ok(
      { token: await signSession(nobody, config.jwtSecret, { sid: randomUUID() }) },
      SIGNED_UP,
    );
  }
  const token = await issueMailToken(db, created.id, 'verify_email');
  if (token) sendInBackground(deps, mails.verifyEmail(created, link.verify(token)));
  return ok({ token: await beginSession(db, created, config.jwtSecret, input.client) }, SIGNED_UP);
}

/**
 * Confirms the address with the single-use token from the mail. The role moves from unverified to
 * user, or to admin when the address is ADMIN_EMAIL: the administrator is bootstrapped by proving
 * they own that mailbox, never by merely signing up with it. Answers a fresh token with the role.
 */
export async function verifyEmail(
  { db, config }: AuthDeps,
  token: string,
  client: Client,
): TokenAnswer {
  const user = await db.transaction(async (tx) => {
    const used = await consumeMailToken(tx, token, 'verify_email');
    if (!('userId' in used)) return fail(tokenProblems[used.problem]);
    const [current] = await tx.select().from(users).where(eq(users.id, used.userId));
    if (!current || !current.status) return fail(tokenProblems.invalid);
    const promoted = current.email === config.adminEmail ? 'admin' : 'user';
    const [updated] = await tx
      .update(users)
      .set({ email_verified: true, role: current.role === 'unverified' ? promoted : current.role })
      .where(eq(users.id, current.id))
      .returning();
    await recordEvent(tx, current.id, { kind: 'email_confirmed', client });
    return updated!;
  });
  if (isFailure(user)) return user;
  return ok(
    { token: await beginSession(db, user, config.jwtSecret, client) },
    'Your e-mail address is confirmed.',
  );
}

/**
 * Mails a single-use link to the user at this address when `eligible`, at most one a minute.
 * Requests are limited per client address and per e-mail address, whether or not it has an
 * account. The answer is the same either way, and comes after the same work: looking the address
 * up, issuing the token and mailing it happen after the answer.
 */
async function mailLink(
  deps: AuthDeps,
  rawEmail: string,
  { ip }: Client,
  purpose: TokenPurpose,
  eligible: (user: UserRow) => boolean,
  answer: string,
) {
  const { db, config, logger = log } = deps;
  const email = normalizeEmail(rawEmail);
  const check = new Checks();
  checkEmail(check, email);
  if (check.failed) return check.failure();
  const request = await beginRequest(db, [
    { key: `mail-ip:${ip}`, max: config.mailRequestsPerHour },
    { key: `mail-to:${email}`, max: REQUESTS_PER_EMAIL_PER_HOUR },
  ]);
  if (request.throttled) return fail(TOO_MANY_ATTEMPTS);
  inBackground(logger, async () => {
    const user = await findUserByEmail(db, email);
    if (!user || !user.status || !eligible(user)) return;
    const token = await issueMailToken(db, user.id, purpose);
    if (!token) return;
    const link = links(config.appUrl);
    sendInBackground(
      deps,
      purpose === 'verify_email'
        ? mails.verifyEmail(user, link.verify(token))
        : mails.resetPassword(user, link.reset(token)),
    );
  });
  return ok({}, answer);
}

/** A new confirmation link for an account awaiting confirmation. */
export const resendVerification = (deps: AuthDeps, email: string, client: Client) =>
  mailLink(deps, email, client, 'verify_email', (user) => !user.email_verified, RESEND_SENT);

/** A password-reset link, valid one hour. */
export const requestPasswordReset = (deps: AuthDeps, email: string, client: Client) =>
  mailLink(deps, email, client, 'reset_password', () => true, RESET_SENT);

/** Sets a new password with a reset token; every session of the person ends. */
export async function resetPassword(
  { db }: AuthDeps,
  input: { token: string; password: string; confirmation: string },
  client: Client,
) {
  const check = checkNewPassword(new Checks(), input.password, input.confirmation);
  if (check.failed) return check.failure();
  const passwordHash = await unlessBusy(() => hashPassword(input.password));
  if (passwordHash instanceof PasswordsBusy) return fail(BUSY);
  return db.transaction(async (tx) => {
    const used = await consumeMailToken(tx, input.token, 'reset_password');
    if (!('userId' in used)) return fail(tokenProblems[used.problem]);
    const user = await setPassword(tx, used.userId, passwordHash);
    // Every other reset link of the user dies with this one.
    await retireMailTokens(tx, user.id, 'reset_password');
    await clearFailures(tx, [{ kind: 'email', value: user.email }]);
    await endSessions(tx, user.id, 'password');
    await recordEvent(tx, user.id, { kind: 'password_reset', client });
    return ok({}, 'Your password has been changed. Please sign in.');
  });
}

/**
 * A signed-in user's new password: every other session of theirs ends, and this one goes on with
 * a fresh token (the new token version ends every earlier one).
 */
export async function updatePassword(
  { db, config }: AuthDeps,
  userId: string,
  input: { password: string; confirmation: string },
  session: { claims: SessionClaims; client: Client },
): TokenAnswer {
  const check = checkNewPassword(new Checks(), input.password, input.confirmation);
  if (check.failed) return check.failure();
  const passwordHash = await unlessBusy(() => hashPassword(input.password));
  if (passwordHash instanceof PasswordsBusy) return fail(BUSY);
  const { claims, client } = session;
  const user = await db.transaction(async (tx) => {
    const changed = await setPassword(tx, userId, passwordHash);
    await retireMailTokens(tx, changed.id, 'reset_password');
    await endSessions(tx, changed.id, 'password', { except: claims.sid });
    await recordEvent(tx, changed.id, { kind: 'password_changed', client });
    return changed;
  });
  return ok(
    { token: await renewSession(db, user, config.jwtSecret, claims) },
    'Your password has been changed.',
  );
}

/** Logout: this session ends. */
export async function logout({ db }: AuthDeps, claims: SessionClaims, client: Client) {
  await db.transaction(async (tx) => {
    if (await endSessions(tx, claims.sub, 'signed_out', { only: claims.sid })) {
      await recordEvent(tx, claims.sub, { kind: 'signed_out', client });
    }
  });
  return ok({}, 'Signed out');
}

export const SESSION_ENDED = 'The session has ended: that device is signed out.';
export const OTHER_SESSIONS_ENDED = 'Every other session has ended.';

/** Ends one of the person's sessions (another device's, or this one). */
export async function endSession(db: Db, claims: SessionClaims, id: string, client: Client) {
  const ended = await db.transaction(async (tx) => {
    if (!isUuid(id) || !(await endSessions(tx, claims.sub, 'ended', { only: id }))) return false;
    await recordEvent(tx, claims.sub, { kind: 'session_ended', client });
    return true;
  });
  return ended ? ok({}, SESSION_ENDED) : notFound();
}

/** "Sign out everywhere else": every session of the person but this one ends. */
export async function endOtherSessions(db: Db, claims: SessionClaims, client: Client) {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, claims.sub, 'ended', { except: claims.sid });
    if (ended > 0) {
      await recordEvent(tx, claims.sub, {
        kind: 'other_sessions_ended',
        client,
        detail: String(ended),
      });
    }
    return ok({ ended }, OTHER_SESSIONS_ENDED);
  });
}
