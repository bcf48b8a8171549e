import { and, eq, getTableColumns, lt, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import {
  sessions,
  users,
  type AccessTokenScope,
  type Role,
  type SessionEndReason,
  type UserRow,
} from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { listRows, type ListArgs, type ListSpec } from './lists.js';
import { baseCurrencyOf, type BaseCurrency } from './valuation.js';

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
  /** The session (a sign-in, a row of `sessions`) the token belongs to. */
  sid: string;
  /** Seconds since the epoch: when it was signed, and when it expires. */
  iat: number;
  exp: number;
  /** When the session began (a sign-in): seconds since the epoch. */
  auth_time: number;
};

/** Where a request comes from, as a session and the security log keep it. */
export type Client = { ip: string; userAgent: string };

/** A browser's description as stored: the longest real ones are about 250 characters. */
const MAX_USER_AGENT = 300;
export const clientColumns = ({ ip, userAgent }: Client) => ({
  ip,
  user_agent: userAgent.slice(0, MAX_USER_AGENT),
});

const key = (secret: string) => new TextEncoder().encode(secret);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When a token signed now expires: TTL from now, never past its session's longest life. */
const expiryOf = (now: number, authTime: number, ttlSeconds: number) =>
  Math.min(now + ttlSeconds, authTime + SESSION_MAX_SECONDS);

/**
 * A signed token for the user in session `sid`, carrying sub, role, iat and exp (seconds), jti,
 * the token version and `auth_time`. A token for a new session leaves `authTime` out: the session
 * begins now. A fresh token for a session under way passes that session's `auth_time`: its exp is
 * then never later than SESSION_MAX_SECONDS after it. Only `beginSession` and `renewSession` sign
 * tokens that work (theirs have a row of `sessions`).
 */
export function signSession(
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  secret: string,
  { sid, authTime, ttlSeconds = SESSION_TTL_SECONDS }: SessionTerms,
): Promise<string> {
  const now = nowSeconds();
  const since = authTime ?? now;
  return new SignJWT({ role: user.role, tv: user.token_version, sid, auth_time: since })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(expiryOf(now, since, ttlSeconds))
    .sign(key(secret));
}

type SessionTerms = { sid: string; authTime?: number; ttlSeconds?: number };

/** Ended and expired sessions are listed in no screen; their rows go after this long. */
const KEPT_AFTER_END_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A new session (a sign-in) of the user from `client`, and its first token. The user's sessions
 * that ended (or expired) more than 30 days ago go.
 */
export async function beginSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  secret: string,
  client: Client,
): Promise<string> {
  const now = nowSeconds();
  const sid = randomUUID();
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.user_id, user.id),
        lt(
          sql`coalesce(${sessions.ended_at}, ${sessions.expires_at})`,
          new Date(Date.now() - KEPT_AFTER_END_MS),
        ),
      ),
    );
  await db.insert(sessions).values({
    id: sid,
    user_id: user.id,
    expires_at: new Date(expiryOf(now, now, SESSION_TTL_SECONDS) * 1000),
    ...clientColumns(client),
  });
  return signSession(user, secret, { sid, authTime: now });
}

/**
 * A fresh token for the session under way (after a new password, whose token version ends every
 * earlier token): the same session, which now lasts as long as this token.
 */
export async function renewSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'role' | 'token_version'>,
  secret: string,
  claims: Pick<SessionClaims, 'sid' | 'auth_time'>,
): Promise<string> {
  const exp = expiryOf(nowSeconds(), claims.auth_time, SESSION_TTL_SECONDS);
  await db
    .update(sessions)
    .set({ expires_at: new Date(exp * 1000) })
    .where(eq(sessions.id, claims.sid));
  return signSession(user, secret, { sid: claims.sid, authTime: claims.auth_time });
}

/** What a session row's being live means: not ended and not expired. */
const live = () => sql<boolean>`(${sessions.ended_at} IS NULL AND ${sessions.expires_at} > now())`;

/**
 * Ends the user's live sessions (`only` that one, or all `except` that one), for `reason`.
 * Answers how many ended.
 */
export async function endSessions(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  { only, except }: { only?: string; except?: string } = {},
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        live(),
        only === undefined ? undefined : eq(sessions.id, only),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

const sessionList: ListSpec = {
  columns: {
    id: sessions.id,
    created_at: sessions.created_at,
    last_seen_at: sessions.last_seen_at,
    expires_at: sessions.expires_at,
    ip: sessions.ip,
    user_agent: sessions.user_agent,
  },
  defaultSort: 'last_seen_at:desc',
  tiebreaker: sessions.id,
};

/** The user's live sessions, the most recently used first. */
export const listSessions = (db: Db, userId: string, args: ListArgs) =>
  listRows(db, sessions, sessionList, args, [eq(sessions.user_id, userId), live()]);

/** One live session of the user's, or undefined. */
export async function findSession(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.user_id, userId), live()));
  return row;
}

export const NOT_SIGNED_IN = 'Not signed in';
export const SESSION_EXPIRED = 'Session expired';

export const INVALID_ACCESS_TOKEN = 'Invalid access token';

/** What a request made with a personal access token may do, and which token it is. */
export type AccessGrant = { id: string; scope: AccessTokenScope };

/** Who asks: a person signed in (a session's token), a script with an access token, or nobody. */
export type Session =
  | {
      user: UserRow;
      claims: SessionClaims;
      /** the person's base currency, read with the session (it spares a statement) */
      base?: BaseCurrency;
      grant?: undefined;
      error?: undefined;
    }
  | { user: UserRow; claims?: undefined; base?: undefined; grant: AccessGrant; error?: undefined }
  | {
      user?: undefined;
      claims?: undefined;
      base?: undefined;
      grant?: undefined;
      error: typeof NOT_SIGNED_IN | typeof SESSION_EXPIRED | typeof INVALID_ACCESS_TOKEN;
    };

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
      requiredClaims: ['exp', 'iat', 'sub', 'jti', 'sid'],
    });
    claims = { ...payload, auth_time: payload['auth_time'] ?? payload.iat } as SessionClaims;
  } catch (error) {
    if (!(error instanceof joseErrors.JOSEError)) throw error;
    return null;
  }
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.jti !== 'string' ||
    typeof claims.sid !== 'string' ||
    !isUuid(claims.sub) ||
    !isUuid(claims.sid)
  ) {
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
 * The user a token names and whether its session is live, in one statement: every signed-in
 * request asks it. Built once per database (a prepared query), not on every request.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();
const sessionQuery = (db: Db) =>
  db
    .select({
      user: getTableColumns(users),
      live: live(),
      lastSeen: sessions.last_seen_at,
      base: baseCurrencyOf(sql`${users.id}`),
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.user_id, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), eq(sessions.id, sql.placeholder('sid'))))
    .prepare('session_user');

/** How often a session's last use is written: at most once in this long. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * Checks a bearer token: `verified` is `verifyToken`'s answer for it (signature, expiry), or null
 * without a token. Then its session (ended by a logout, from another device, by a new password),
 * the token version (an administrator's change) and that its user still exists and is active.
 * Any failure reads "Session expired". A session used again after LAST_SEEN_EVERY_MS is marked so.
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
  const [row] = await query.execute({ id: claims.sub, sid: claims.sid });
  if (!row || !row.live || !row.user.status || row.user.token_version !== claims.tv) {
    return { error: SESSION_EXPIRED };
  }
  if (Date.now() - row.lastSeen.getTime() > LAST_SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now()` })
      .where(eq(sessions.id, claims.sid));
  }
  return { user: row.user, claims, base: row.base ?? undefined };
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
