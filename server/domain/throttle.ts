import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { login_failures } from '../db/schema.js';

// Failed sign-ins are counted in the database, so every instance of the API sees the same counts.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = { email: 5, ip: 20 } as const;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

const keyText = (key: ThrottleKey) => `${key.kind}:${key.value}`;
const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

/** True when any key has reached its limit of failures within the window. */
export async function isThrottled(db: Db, keys: ThrottleKey[]): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db
      .select({ n: count() })
      .from(login_failures)
      .where(
        and(eq(login_failures.key, keyText(key)), gt(login_failures.created_at, windowStart())),
      );
    if ((row?.n ?? 0) >= MAX_FAILURES[key.kind]) return true;
  }
  return false;
}

export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.delete(login_failures).where(lt(login_failures.created_at, windowStart()));
  await db.insert(login_failures).values(keys.map((key) => ({ key: keyText(key) })));
}

export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.delete(login_failures).where(inArray(login_failures.key, keys.map(keyText)));
}
