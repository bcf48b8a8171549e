// The counts a list of transactions answers: from the counters the triggers keep when one fits, or
// counted once per version of the user's transactions and kept (the count cache).
import { count, eq, sql } from 'drizzle-orm';
import { behindOthers, type Db } from '../../db/client.js';
import {
  accounts,
  transaction_counts,
  transactions,
  users,
  type AccountClass,
} from '../../db/schema.js';

/** The named filters a list of transactions may be narrowed by. */
export type Narrowing = {
  account_id?: string | null;
  account_class?: AccountClass | null;
  asset_id?: string | null;
};

/**
 * The counter the triggers keep (migrations 0003, 0008) for the caller's transactions narrowed by
 * at most one named filter: the user's, the account's, the asset's or the class's. Counting the
 * rows instead would read all of them (a class or an account can hold most of a user's) on every
 * page. Several named filters at once count the rows.
 */
export function counterOf(userId: string, { account_id, account_class, asset_id }: Narrowing) {
  if ([account_id, account_class, asset_id].filter(Boolean).length > 1) return undefined;
  if (account_id) {
    return sql`(SELECT ${accounts.transaction_count} FROM ${accounts}
                 WHERE ${accounts.id} = ${account_id} AND ${accounts.user_id} = ${userId})`;
  }
  // an asset's list has what it receives too (a buy's quantity, a transfer in), which its
  // counter (what it pays from) leaves out: it is counted as a searched list is (keptCount)
  if (asset_id) return undefined;
  if (account_class) {
    return sql`(SELECT ${transaction_counts.n} FROM ${transaction_counts}
                 WHERE ${transaction_counts.user_id} = ${userId}
                   AND ${transaction_counts.account_class} = ${account_class})`;
  }
  return sql`(SELECT ${users.transaction_count} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/**
 * What a filtered list counts: its rows, by a column no index with `description` holds (`date`,
 * never null). The planner takes ILIKE to cost what = does, so for count(*) it would read every
 * description of the user's in the description sort index and test each (over a microsecond a
 * row in PGlite), where the trigram index finds the matches alone: 10,000 matches of a user's
 * 130,000 rows (a million in all) count in ~20 ms instead of ~180. A search of one or two
 * letters, which no trigram serves, reads all of the user's rows either way.
 */
export const matches = count(transactions.date);

/** How many filtered counts `keptCount` keeps per database, the least recently asked going. */
const COUNTS_KEPT = 1000;
type Counted = { n: number; version: number };
const countsOf = new WeakMap<
  Db,
  { kept: Map<string, Counted>; underWay: Map<string, Promise<Counted>> }
>();

/**
 * The count a filtered list of the user's transactions answers (a search, a date range, named
 * filters no single counter keeps). Counting reads every match, found through an index (a
 * search's through the trigram index, migration 0008), so many matches cost as many rows read.
 * So a count is read once per version of the user's transactions (users.transactions_version,
 * which the counting triggers move on with every write) and kept: the next pages of a search, the
 * same search asked again, and the other root fields of one request asking it at once cost one
 * lookup of the version, until a write changes what the count could be. `counting` reads the
 * version in the counting statement itself, so no count is kept under a version it did not see;
 * the key is that statement, user included. The read goes behind other callers' queries
 * (`behindOthers`). Each process keeps its own counts: the version decides if one holds.
 */
export async function keptCount(
  db: Db,
  userId: string,
  counting: PromiseLike<Counted[]> & { toSQL(): { sql: string; params: unknown[] } },
): Promise<number> {
  const counts = countsOf.get(db) ?? { kept: new Map(), underWay: new Map() };
  countsOf.set(db, counts);
  const { sql: text, params } = counting.toSQL();
  const key = JSON.stringify([text, params]);
  const known = (await counts.underWay.get(key)) ?? counts.kept.get(key);
  if (known) {
    const [user] = await db
      .select({ version: users.transactions_version })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.version === known.version) return remember(counts.kept, key, known).n;
  }
  const reading = behindOthers(async () => (await counting)[0] ?? { n: 0, version: -1 });
  counts.underWay.set(key, reading);
  try {
    return remember(counts.kept, key, await reading).n;
  } finally {
    counts.underWay.delete(key);
  }
}

/** Keeps `counted` as the most recently asked count, the least recently asked going. */
function remember(kept: Map<string, Counted>, key: string, counted: Counted): Counted {
  kept.delete(key);
  kept.set(key, counted);
  if (kept.size > COUNTS_KEPT) kept.delete(kept.keys().next().value!);
  return counted;
}
