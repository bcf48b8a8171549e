import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { login_failures } from '../db/schema.js';

// Failed sign-ins are counted in the database, so every instance of the API sees the same counts.
//
// An attempt is recorded *before* the password is checked and counted including itself, so
// attempts that overlap (parallel requests, aliased fields) each see the ones started before them:
// at most MAX_FAILURES of them are ever evaluated within the window. Each insert commits on its
// own (no surrounding transaction), so this holds across connections and instances too.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = { email: 5, ip: 20 } as const;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

/** The rows recorded for one attempt, to take back when it is refused or succeeds. */
export type Attempt = { ids: number[]; throttled: boolean };

const keyText = (key: ThrottleKey) => `${key.kind}:${key.value}`;
const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

/**
 * Records an attempt under every key (as a failure until told otherwise) and tells whether any key
 * is now over its limit, counting this attempt. A throttled attempt is taken back at once, so
 * refused attempts do not extend a lock-out.
 */
export async function beginAttempt(db: Db, keys: ThrottleKey[]): Promise<Attempt> {
  await db.delete(login_failures).where(lt(login_failures.created_at, windowStart()));
  const rows = await db
    .insert(login_failures)
    .values(keys.map((key) => ({ key: keyText(key) })))
    .returning({ id: login_failures.id });
  const ids = rows.map((row) => row.id);
  for (const key of keys) {
    const [row] = await db
      .select({ n: count() })
      .from(login_failures)
      .where(
        and(eq(login_failures.key, keyText(key)), gt(login_failures.created_at, windowStart())),
      );
    if ((row?.n ?? 0) > MAX_FAILURES[key.kind]) {
      await forgetAttempt(db, { ids, throttled: true });
      return { ids, throttled: true };
    }
  }
  return { ids, throttled: false };
}

/** Takes back the rows of one attempt (it was refused, or it succeeded). */
export async function forgetAttempt(db: Db, attempt: Attempt): Promise<void> {
  if (attempt.ids.length > 0) {
    await db.delete(login_failures).where(inArray(login_failures.id, attempt.ids));
  }
}

export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.delete(login_failures).where(inArray(login_failures.key, keys.map(keyText)));
}

/**
 * True for the first call with this key within `intervalMs` (other rate limits, such as the
 * "already registered" notice, share the table under their own key prefixes). Recorded first and
 * compared by id, so overlapping calls on one connection have exactly one first; across
 * connections two may rarely both be (never none). Calls that are not first leave no row.
 */
export async function firstInInterval(db: Db, key: string, intervalMs: number): Promise<boolean> {
  const since = new Date(Date.now() - intervalMs);
  const [mine] = await db
    .insert(login_failures)
    .values({ key })
    .returning({ id: login_failures.id });
  const [row] = await db
    .select({ n: count() })
    .from(login_failures)
    .where(
      and(
        eq(login_failures.key, key),
        gt(login_failures.created_at, since),
        lt(login_failures.id, mine!.id),
      ),
    );
  if ((row?.n ?? 0) === 0) return true;
  await db.delete(login_failures).where(eq(login_failures.id, mine!.id));
  return false;
}
