import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { login_failures } from '../db/schema.js';

// Failed sign-ins, sign-ups and requests for mail are counted in the database, so every instance
// of the API sees the same counts.
//
// An attempt is recorded *before* the password is checked and counted including itself, so
// attempts that overlap (parallel requests, aliased fields) each see the ones started before them:
// at most MAX_FAILURES of them are ever evaluated within the window. Each insert commits on its
// own (no surrounding transaction), so this holds across connections and instances too.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = { email: 5, ip: 20 } as const;
/** Sign-ups and mail requests are counted over an hour (`beginRequest`). */
export const REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** The longest window any key of the table is counted over: older rows are deleted. */
const KEEP_MS = Math.max(LOGIN_WINDOW_MS, REQUEST_WINDOW_MS);

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

/** The rows recorded for one attempt, to take back when it is refused or succeeds. */
export type Attempt = { ids: number[]; throttled: boolean };

const keyText = (key: ThrottleKey) => `${key.kind}:${key.value}`;
const deleteExpired = (db: Db) =>
  db.delete(login_failures).where(lt(login_failures.created_at, new Date(Date.now() - KEEP_MS)));

/**
 * Records an attempt under every key (as a failure until told otherwise) and tells whether any key
 * is now over its limit, counting this attempt. A throttled attempt is taken back at once, so
 * refused attempts do not extend a lock-out.
 */
export function beginAttempt(db: Db, keys: ThrottleKey[]): Promise<Attempt> {
  return recordAndCount(
    db,
    keys.map((key) => ({ key: keyText(key), max: MAX_FAILURES[key.kind] })),
    LOGIN_WINDOW_MS,
  );
}

/** A key of the table (with its kind as a prefix, e.g. `signup-ip:…`) and how many it may have. */
export type Quota = { key: string; max: number };

/**
 * Records a request (a sign-up, a mail asked for) under every key and tells whether any key is now
 * over its `max` within REQUEST_WINDOW_MS, counting this one. A refused request is taken back at
 * once, as in `beginAttempt`; an accepted one stays counted (take it back with `forgetAttempt`
 * when it could not be served). A quota with `max` 0 is no limit and not recorded.
 */
export function beginRequest(db: Db, quotas: Quota[]): Promise<Attempt> {
  return recordAndCount(
    db,
    quotas.filter((quota) => quota.max > 0),
    REQUEST_WINDOW_MS,
  );
}

/** How many rows each key has since `since`. */
async function counts(db: Db, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: login_failures.key, n: count() })
    .from(login_failures)
    .where(and(inArray(login_failures.key, keys), gt(login_failures.created_at, since)))
    .groupBy(login_failures.key);
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** Rows older than any window are deleted now and then (they are never counted anyway). */
const CLEANUP_INTERVAL_MS = 60 * 1000;
let cleanedAt = 0;

/**
 * A key already at its limit is refused by one query, recording nothing: a flood of refused
 * requests costs one query each. Otherwise the request is recorded, then counted again with the
 * ones that overlapped it.
 */
async function recordAndCount(db: Db, quotas: Quota[], windowMs: number): Promise<Attempt> {
  if (Date.now() - cleanedAt > CLEANUP_INTERVAL_MS) {
    cleanedAt = Date.now();
    await deleteExpired(db);
  }
  if (quotas.length === 0) return { ids: [], throttled: false };
  const keys = quotas.map(({ key }) => key);
  const over = (found: Map<string, number>, extra: number) =>
    quotas.some(({ key, max }) => (found.get(key) ?? 0) + extra > max);
  const since = new Date(Date.now() - windowMs);
  if (over(await counts(db, keys, since), 1)) return { ids: [], throttled: true };
  const rows = await db
    .insert(login_failures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: login_failures.id });
  const ids = rows.map((row) => row.id);
  if (over(await counts(db, keys, since), 0)) {
    await forgetAttempt(db, { ids, throttled: true });
    return { ids, throttled: true };
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
