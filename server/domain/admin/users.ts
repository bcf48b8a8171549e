// An administrator's view of the users: listing them, creating one (with a password, a role and
// whether the e-mail is confirmed), changing a user's name, role or status, and resetting the
// second factors of someone who lost them. A change that takes something away ends the user's
// sessions.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  passkeys,
  recovery_codes,
  totp_credentials,
  users,
  type Role,
  type UserRow,
} from '../../db/schema.js';
import { normalizeEmail } from '../../lib/ids.js';
import {
  BUSY,
  checkEmail,
  checkName,
  checkNewPassword,
  links,
  sendInBackground,
  unlessBusy,
  type AuthDeps,
} from '../auth.js';
import { mails } from '../mail.js';
import { hasSecondFactor } from '../twoFactor.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { hashPassword, PasswordsBusy } from '../passwords.js';
import { Checks, fail, isFailure, notFound, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { recordEvent } from '../securityEvents.js';
import { endSessions, nextTokenVersion, type Client } from '../sessions.js';

export type CreateUserInput = {
  fullname: string;
  email: string;
  password: string;
  role: Role;
  status?: boolean | null;
  email_verified?: boolean | null;
};

export type UpdateUserInput = {
  id: string;
  fullname?: string | null;
  role?: Role | null;
  status?: boolean | null;
  email_verified?: boolean | null;
};

const userList: ListSpec = {
  columns: {
    uuid: users.id,
    fullname: users.fullname,
    email: users.email,
    email_verified: users.email_verified,
    role: users.role,
    status: users.status,
    created_at: users.created_at,
    updated_at: users.updated_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: users.id,
};

const emailTaken = { field: 'email', message: 'A user with this e-mail already exists' };

export const listUsers = (db: Db, args: ListArgs) => listRows(db, users, userList, args);

export const findUser = (db: Db, id: string) => findRow(db, users, id);

/** A new user with the sign-up's checks; confirmed unless their role says otherwise. */
export async function createUser(db: Db, args: CreateUserInput): Promise<UserRow | Failure> {
  const fullname = args.fullname.trim();
  const email = normalizeEmail(args.email);
  const check = checkName(new Checks(), fullname);
  checkNewPassword(checkEmail(check, email), args.password);
  if (check.failed) return check.failure();
  const passwordHash = await unlessBusy(() => hashPassword(args.password));
  if (passwordHash instanceof PasswordsBusy) return fail(BUSY);
  const values = {
    fullname,
    email,
    password_hash: passwordHash,
    role: args.role,
    status: args.status ?? true,
    email_verified: args.email_verified ?? args.role !== 'unverified',
  };
  return createRow(db, users, values, emailTaken);
}

/**
 * Changes a user; an administrator (`selfId`) can neither remove their own admin role nor
 * deactivate themselves. `unchanged`: the arguments changed nothing (the user is as they were).
 */
export async function updateUser(
  db: Db,
  self: { id: string; client: Client },
  args: UpdateUserInput,
): Promise<
  { user: UserRow; unchanged: true } | { user: UserRow | Failure | undefined; unchanged?: never }
> {
  const user = await findRow(db, users, args.id);
  if (!user) return { user: notFound() };
  const isSelf = user.id === self.id;
  const fullname = args.fullname?.trim();
  const check = fullname === undefined ? new Checks() : checkName(new Checks(), fullname, false);
  check
    .that(
      'role',
      !(isSelf && args.role && args.role !== 'admin'),
      'You cannot remove your own admin role',
    )
    .that('status', !(isSelf && args.status === false), 'You cannot deactivate yourself');
  if (check.failed) return { user: check.failure() };
  // A deactivation or a change of role ends the user's sessions: a token signed before
  // stays dead after a re-activation, and no token carries a role the user no longer has.
  const endsSessions = args.status === false || (!!args.role && args.role !== user.role);
  const changes = {
    ...(fullname !== undefined && { fullname }),
    ...(args.role && { role: args.role }),
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(typeof args.email_verified === 'boolean' && { email_verified: args.email_verified }),
    ...(endsSessions && { token_version: nextTokenVersion() }),
  };
  if (Object.keys(changes).length === 0) return { user, unchanged: true };
  return {
    user: await db.transaction(async (tx) => {
      const updated = await updateRow(tx, users, user.id, changes, emailTaken);
      if (!updated || isFailure(updated)) return updated;
      if (endsSessions) await endSessions(tx, user.id, 'administrator');
      // the person's log names what an administrator changed (the fields, not their values)
      const changed = (['fullname', 'role', 'status', 'email_verified'] as const).filter(
        (field) => field in changes && changes[field] !== user[field],
      );
      if (changed.length > 0 && !isSelf) {
        await recordEvent(tx, user.id, {
          kind: 'changed_by_administrator',
          client: self.client,
          actorId: self.id,
          detail: changed.join(','),
        });
      }
      return updated;
    }),
  };
}

export const OWN_SECOND_FACTORS =
  'Your own two-factor sign-in and passkeys are changed in your settings, with a code';
export const NO_SECOND_FACTORS = 'This user has no two-factor sign-in and no passkeys';

/** How many passkeys the person has (an administrator sees it on their page). */
export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
  return keys?.n ?? 0;
}

/**
 * For a person who lost their authenticator app and recovery codes, or their passkeys: removes
 * them all and ends the person's sessions (a lost device may hold one), in one transaction with
 * the log's entry; then mails the person, who signs in with the password alone until they set
 * them up again. Not for the administrator's own account.
 */
export async function resetSecondFactors(
  deps: AuthDeps,
  self: { id: string; client: Client },
  id: string,
): Promise<UserRow | Failure> {
  const { db } = deps;
  const user = await findRow(db, users, id);
  if (!user) return notFound();
  if (user.id === self.id) return fail(OWN_SECOND_FACTORS);
  const had = {
    two_factor: await hasSecondFactor(db, user.id),
    passkey_count: await passkeyCount(db, user.id),
  };
  if (!had.two_factor && had.passkey_count === 0) return fail(NO_SECOND_FACTORS);
  await db.transaction(async (tx) => {
    await tx.delete(totp_credentials).where(eq(totp_credentials.user_id, user.id));
    await tx.delete(recovery_codes).where(eq(recovery_codes.user_id, user.id));
    await tx.delete(passkeys).where(eq(passkeys.user_id, user.id));
    await endSessions(tx, user.id, 'administrator');
    await recordEvent(tx, user.id, {
      kind: 'two_factor_reset',
      client: self.client,
      actorId: self.id,
      detail: [had.two_factor && 'totp', had.passkey_count > 0 && `passkeys:${had.passkey_count}`]
        .filter(Boolean)
        .join(','),
    });
  });
  sendInBackground(deps, mails.twoFactorReset(user, links(deps.config.appUrl).login));
  return user;
}
