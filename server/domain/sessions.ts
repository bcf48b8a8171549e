import { eq, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { revoked_tokens, users, type Role, type UserRow } from '../db/schema.js';

/** How long a signed token lives. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

export type SessionClaims = {
  sub: string;
  role: Role;
  /** The user's token_version when the token was signed. */
  tv: number;
  jti: string;
  exp: number;
};

const key = (secret: string) => new TextEncoder().encode(secret);

/** A signed token for the user, carrying sub, role, exp (seconds), jti and the token version. */
export function signSession(
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  secret: string,
  ttlSeconds = SESSION_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ role: user.role, tv: user.token_version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

export const NOT_SIGNED_IN = 'Not signed in';
export const SESSION_EXPIRED = 'Session expired';

export type Session =
  | { user: UserRow; claims: SessionClaims; error?: undefined }
  | { user?: undefined; claims?: undefined; error: typeof NOT_SIGNED_IN | typeof SESSION_EXPIRED };

/**
 * Checks a bearer token: signature, expiry, revocation (logout), token version (password change)
 * and that its user still exists and is active. Any failure reads "Session expired".
 */
export async function readSession(db: Db, secret: string, token: string | null): Promise<Session> {
  if (!token) return { error: NOT_SIGNED_IN };
  let claims: SessionClaims;
  try {
    // A token without exp would never expire: every token this server signs has one.
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    claims = payload as SessionClaims;
  } catch (error) {
    if (!(error instanceof joseErrors.JOSEError)) throw error;
    return { error: SESSION_EXPIRED };
  }
  if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || !isUuid(claims.sub)) {
    return { error: SESSION_EXPIRED };
  }
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || !user.status || user.token_version !== claims.tv) return { error: SESSION_EXPIRED };
  const [revoked] = await db
    .select({ jti: revoked_tokens.jti })
    .from(revoked_tokens)
    .where(eq(revoked_tokens.jti, claims.jti));
  if (revoked) return { error: SESSION_EXPIRED };
  return { user, claims };
}

/** Logout: this token stops working; rows of tokens that have expired anyway are dropped. */
export async function revokeSession(db: Db, claims: SessionClaims): Promise<void> {
  await db.delete(revoked_tokens).where(lt(revoked_tokens.expires_at, new Date()));
  await db
    .insert(revoked_tokens)
    .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
}

/** Sets a new password; every token signed before stops working. Answers the updated user. */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ password_hash: passwordHash, token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`User ${userId} vanished while changing the password`);
  return user;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
