import { eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { revoked_tokens, users, type Role, type UserRow } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';

/** How long a signed token lives. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * How long a session lives at most, from the sign-in that began it (the `auth_time` claim), however
 * often a fresh token is answered on the way: a token re-issued for the same session keeps its
 * `auth_time` and never outlives it.
 */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

export type SessionClaims = {
  sub: string;
  role: Role;
  /** The user's token_version when the token was signed. */
  tv: number;
  jti: string;
  /** Seconds since the epoch: when it was signed, and when it expires. */
  iat: number;
  exp: number;
  /** When the session began (a sign-in): seconds since the epoch. */
  auth_time: number;
};

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * A signed token for the user, carrying sub, role, iat and exp (seconds), jti, the token version
 * and `auth_time`. A token for a new session (a sign-in) leaves `authTime` out: the session begins
 * now. A fresh token for a session under way passes that session's `auth_time`: its exp is then
 * never later than SESSION_MAX_SECONDS after it.
 */
export function signSession(
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  secret: string,
  ttlSeconds = SESSION_TTL_SECONDS,
  authTime?: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const since = authTime ?? now;
  return new SignJWT({ role: user.role, tv: user.token_version, auth_time: since })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(Math.min(now + ttlSeconds, since + SESSION_MAX_SECONDS))
    .sign(key(secret));
}

export const NOT_SIGNED_IN = 'Not signed in';
export const SESSION_EXPIRED = 'Session expired';

export type Session =
  | { user: UserRow; claims: SessionClaims; error?: undefined }
  | { user?: undefined; claims?: undefined; error: typeof NOT_SIGNED_IN | typeof SESSION_EXPIRED };

/** Each secret as a key for HMAC, imported once: jose would import a raw secret on every check. */
const verifyKeys = new Map<string, Promise<CryptoKey>>();
function verifyKey(secret: string): Promise<CryptoKey> {
  let verifying = verifyKeys.get(secret);
  if (!verifying) {
    verifying = crypto.subtle.importKey(
      'raw',
      key(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verifyKeys.set(secret, verifying);
  }
  return verifying;
}

/**
 * The claims of a token this server signed and that has not expired, or null for any other. Its
 * lifetime (exp - iat) must not exceed SESSION_TTL_SECONDS, and its session must have begun
 * (`auth_time`; a token signed before that claim existed began at its iat) within
 * SESSION_MAX_SECONDS. Revocation, the token version and the user are for `readSession` to check.
 */
export async function verifyToken(token: string, secret: string): Promise<SessionClaims | null> {
  let claims: SessionClaims;
  try {
    // A token without exp would never expire: every token this server signs has one.
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
    });
    claims = { ...payload, auth_time: payload['auth_time'] ?? payload.iat } as SessionClaims;
  } catch (error) {
    if (!(error instanceof joseErrors.JOSEError)) throw error;
    return null;
  }
  if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || !isUuid(claims.sub)) {
    return null;
  }
  return withinLifetime(claims) ? claims : null;
}

/** A token lives SESSION_TTL_SECONDS at most, its session SESSION_MAX_SECONDS since it began. */
function withinLifetime({ iat, exp, auth_time: began }: SessionClaims): boolean {
  const now = Math.floor(Date.now() / 1000);
  return (
    Number.isSafeInteger(began) &&
    began <= iat &&
    exp - iat <= SESSION_TTL_SECONDS &&
    now - began <= SESSION_MAX_SECONDS &&
    exp - began <= SESSION_MAX_SECONDS
  );
}

/**
 * The user a token names and whether the token was revoked, in one statement: every signed-in
 * request asks it. Built once per database (a prepared query), not on every request.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();
const sessionQuery = (db: Db) =>
  db
    .select({
      user: getTableColumns(users),
      revoked: sql<boolean>`EXISTS (SELECT 1 FROM ${revoked_tokens}
                                     WHERE ${revoked_tokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');

/**
 * Checks a bearer token: `verified` is `verifyToken`'s answer for it (signature, expiry), or null
 * without a token. Then revocation (logout), token version (password change) and that its user
 * still exists and is active. Any failure reads "Session expired".
 */
export async function readSession(
  db: Db,
  verified: Promise<SessionClaims | null> | null,
): Promise<Session> {
  if (!verified) return { error: NOT_SIGNED_IN };
  const claims = await verified;
  if (!claims) return { error: SESSION_EXPIRED };
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ id: claims.sub, jti: claims.jti });
  if (!row || row.revoked || !row.user.status || row.user.token_version !== claims.tv) {
    return { error: SESSION_EXPIRED };
  }
  return { user: row.user, claims };
}

/** Logout: this token stops working; rows of tokens that have expired anyway are dropped. */
export async function revokeSession(db: Db, claims: SessionClaims): Promise<void> {
  await db.delete(revoked_tokens).where(lt(revoked_tokens.expires_at, new Date()));
  await db
    .insert(revoked_tokens)
    .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
}

/**
 * The user's next token version, for an update: every token signed before it stops working (a new
 * password, a deactivation, a change of role).
 */
export const nextTokenVersion = () => sql<number>`${users.token_version} + 1`;

/** Sets a new password; every token signed before stops working. Answers the updated user. */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ password_hash: passwordHash, token_version: nextTokenVersion() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`User ${userId} vanished while changing the password`);
  return user;
}
