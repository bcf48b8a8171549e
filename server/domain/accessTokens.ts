// Personal access tokens (issue 28): a person's scripts call the API with one instead of a
// password. Each is named, reads only or reads and writes, is shown once when created (only its
// sha256 is kept) and works until its owner revokes it. A token acts as its owner, but never on
// the account's security: signing out, passwords, sessions and tokens need a sign-in (guards.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  access_tokens,
  users,
  type AccessTokenRow,
  type AccessTokenScope,
  type UserRow,
} from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { NAME_MAX } from '../../shared/fieldLimits.js';
import { listRows, type ListArgs, type ListSpec } from './lists.js';
import { Checks, fail, notFound, ok, type Failure, type Success } from './result.js';
import { belowLimit } from './rows.js';
import { recordEvent } from './securityEvents.js';
import type { AccessGrant, Client } from './sessions.js';

/** Every access token begins so: the server tells it from a signed session token by it. */
export const ACCESS_TOKEN_PREFIX = 'wt_';
/** How many characters of a token the list shows (the prefix and 6 more). */
const SHOWN = ACCESS_TOKEN_PREFIX.length + 6;
/** Tokens one person may hold. */
export const MAX_ACCESS_TOKENS = 20;
/** A token's last use is written at most once in this long. */
const LAST_USED_EVERY_MS = 5 * 60 * 1000;

export const READ_ONLY_TOKEN = 'This access token may only read';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The owner of an access token, and the token's grant, or null for a token nobody holds (never
 * issued, revoked, or its owner deactivated). Marks the token used.
 */
export async function readAccessToken(
  db: Db,
  token: string,
): Promise<{ user: UserRow; grant: AccessGrant } | null> {
  const [row] = await db
    .select({
      user: users,
      id: access_tokens.id,
      scope: access_tokens.scope,
      used: access_tokens.last_used_at,
    })
    .from(access_tokens)
    .innerJoin(users, eq(users.id, access_tokens.user_id))
    .where(eq(access_tokens.token_hash, hashOf(token)));
  if (!row || !row.user.status) return null;
  if (!row.used || Date.now() - row.used.getTime() > LAST_USED_EVERY_MS) {
    await db
      .update(access_tokens)
      .set({ last_used_at: sql`now()` })
      .where(eq(access_tokens.id, row.id));
  }
  return { user: row.user, grant: { id: row.id, scope: row.scope } };
}

const tokenList: ListSpec = {
  columns: {
    id: access_tokens.id,
    name: access_tokens.name,
    scope: access_tokens.scope,
    created_at: access_tokens.created_at,
    last_used_at: access_tokens.last_used_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: access_tokens.id,
};

const own = (userId: string) => eq(access_tokens.user_id, userId);

export const listAccessTokens = (db: Db, userId: string, args: ListArgs) =>
  listRows(db, access_tokens, tokenList, args, [own(userId)]);

export async function findAccessToken(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(access_tokens)
    .where(and(eq(access_tokens.id, id), own(userId)));
  return row;
}

const SCOPES: readonly AccessTokenScope[] = ['read', 'write'];

/** A new token of the person's: the row, and the token itself (shown once). */
export async function createAccessToken(
  db: Db,
  userId: string,
  input: { name: string; scope: AccessTokenScope },
  client: Client,
): Promise<Success<{ access_token: AccessTokenRow; token: string }> | Failure> {
  const name = input.name.trim();
  const check = new Checks()
    .required('name', name, 'Name is required')
    .that('name', name.length <= NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    .that('scope', SCOPES.includes(input.scope), 'Choose read only or read and write');
  if (check.failed) return check.failure();
  return db.transaction(async (tx) => {
    if (!(await belowLimit(tx, access_tokens, userId, MAX_ACCESS_TOKENS))) {
      return fail(`You can have at most ${MAX_ACCESS_TOKENS} access tokens: revoke one first`);
    }
    const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(access_tokens)
      .values({
        user_id: userId,
        name,
        scope: input.scope,
        token_hash: hashOf(token),
        prefix: token.slice(0, SHOWN),
      })
      .returning();
    await recordEvent(tx, userId, { kind: 'access_token_created', client, detail: name });
    return ok({ access_token: row!, token }, 'Access token created: copy it now, it is shown once');
  });
}

/** Revokes one of the person's tokens: it stops working at once. */
export async function deleteAccessToken(db: Db, userId: string, id: string, client: Client) {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(access_tokens)
      .where(and(eq(access_tokens.id, id), own(userId)))
      .returning();
    if (!row) return notFound();
    await recordEvent(tx, userId, { kind: 'access_token_revoked', client, detail: row.name });
    return ok({}, 'Access token revoked');
  });
}
