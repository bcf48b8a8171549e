// "Delete my account" (issue 28): confirmed by the password, and by a code of the authenticator
// app or a recovery code when two-factor sign-in is on; then every row of the person goes (the
// database's foreign keys cascade from the user), and the answer says what was removed. The last
// administrator cannot go: someone must be left to run the instance.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  access_tokens,
  accounts,
  asset_valuations,
  assets,
  login_failures,
  own_prices,
  passkeys,
  rules,
  security_events,
  sessions,
  statement_uploads,
  transactions,
  users,
  type UserRow,
} from '../db/schema.js';
import { PasswordsBusy, verifyPassword } from './passwords.js';
import { Checks, fail, isFailure, ok } from './result.js';
import type { Client } from './sessions.js';
import { beginAttempt, forgetAttempt, type ThrottleKey } from './throttle.js';
import { checkCode, hasSecondFactor, type TwoFactorSettings } from './twoFactor.js';

export const WRONG_PASSWORD = 'The password is not right';
export const LAST_ADMIN =
  'You are the only administrator: make someone else an administrator before you delete your account';
const BUSY = 'The server is busy, try again in a moment';
const TOO_MANY = 'Too many attempts, try again later';

/** What the person holds, table by table: what the answer says was removed. */
async function countsOf(db: Db, userId: string) {
  const held = async (table: PgTable, owner: AnyPgColumn) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(owner, userId));
    return row?.n ?? 0;
  };
  return {
    accounts: await held(accounts, accounts.user_id),
    assets: await held(assets, assets.user_id),
    transactions: await held(transactions, transactions.user_id),
    valuations: await held(asset_valuations, asset_valuations.user_id),
    rules: await held(rules, rules.user_id),
    own_prices: await held(own_prices, own_prices.user_id),
    statement_uploads: await held(statement_uploads, statement_uploads.user_id),
    sessions: await held(sessions, sessions.user_id),
    access_tokens: await held(access_tokens, access_tokens.user_id),
    passkeys: await held(passkeys, passkeys.user_id),
    security_events: await held(security_events, security_events.user_id),
  };
}

/** Deletes the person and all they own, once their password (and second factor) confirm it. */
export async function deleteAccount(
  db: Db,
  settings: TwoFactorSettings,
  user: UserRow,
  input: { password: string; code?: string | null },
  client: Client,
) {
  const check = new Checks().required('password', input.password, 'Password is required');
  const twoFactor = await hasSecondFactor(db, user.id);
  if (twoFactor) check.required('code', input.code?.trim() ?? '', 'Code is required');
  if (check.failed) return check.failure();
  if (user.role === 'admin') {
    const [others] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, true), ne(users.id, user.id)));
    if ((others?.n ?? 0) === 0) return fail(LAST_ADMIN);
  }
  const keys: ThrottleKey[] = [
    { kind: 'email', value: user.email },
    { kind: 'ip', value: client.ip },
  ];
  const attempt = await beginAttempt(db, keys);
  if (attempt.throttled) return fail(TOO_MANY);
  let right: boolean;
  try {
    right = await verifyPassword(input.password, user.password_hash);
  } catch (error) {
    if (!(error instanceof PasswordsBusy)) throw error;
    await forgetAttempt(db, attempt);
    return fail(BUSY);
  }
  if (!right) {
    return new Checks().that('password', false, WRONG_PASSWORD).failure();
  }
  await forgetAttempt(db, attempt);
  if (twoFactor) {
    const confirmed = await checkCode(db, settings, user, input.code ?? '', client);
    if (isFailure(confirmed)) return confirmed;
  }
  const removed = await db.transaction(async (tx) => {
    const counts = await countsOf(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    // what the limits counted under their address or id (throttle.ts) names them too
    await tx
      .delete(login_failures)
      .where(
        inArray(login_failures.key, [
          `email:${user.email}`,
          `mail-to:${user.email}`,
          `signup-notice:${user.email}`,
          `import:${user.id}`,
        ]),
      );
    return counts;
  });
  return ok({ removed }, 'Your account and everything in it are deleted.');
}
