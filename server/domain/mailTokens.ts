import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { user_tokens, type TokenPurpose } from '../db/schema.js';

// Single-use links sent by mail: 32 random bytes (base64url) in the link, only the sha256 stored.
export const MAIL_TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};
/** At most one mail per user and purpose in this interval. */
export const MAIL_INTERVAL_MS = 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token, or null when one was sent less than MAIL_INTERVAL_MS ago. */
export async function issueMailToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [last] = await db
    .select({ created_at: user_tokens.created_at })
    .from(user_tokens)
    .where(and(eq(user_tokens.user_id, userId), eq(user_tokens.purpose, purpose)))
    .orderBy(desc(user_tokens.created_at))
    .limit(1);
  if (last && Date.now() - last.created_at.getTime() < MAIL_INTERVAL_MS) return null;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(user_tokens).values({
    user_id: userId,
    purpose,
    token_hash: digest(token),
    created_at: now,
    expires_at: new Date(now.getTime() + MAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export type ConsumeResult = { userId: string } | { problem: 'invalid' | 'used' | 'expired' };

/** Marks the token used, atomically, and answers its user; or says why it cannot be used. */
export async function consumeMailToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<ConsumeResult> {
  const match = and(eq(user_tokens.token_hash, digest(token)), eq(user_tokens.purpose, purpose));
  const [used] = await db
    .update(user_tokens)
    .set({ used_at: sql`now()` })
    .where(and(match, isNull(user_tokens.used_at), gt(user_tokens.expires_at, sql`now()`)))
    .returning({ userId: user_tokens.user_id });
  if (used) return used;
  const [row] = await db.select().from(user_tokens).where(match);
  if (!row) return { problem: 'invalid' };
  return { problem: row.used_at ? 'used' : 'expired' };
}

/** Marks every unused token of the user for this purpose used (a password was just set). */
export async function retireMailTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(user_tokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(user_tokens.user_id, userId),
        eq(user_tokens.purpose, purpose),
        isNull(user_tokens.used_at),
      ),
    );
}
