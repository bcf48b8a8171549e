// Figures kept for a person between reads (kept_figures, migration 0022): what is costly to
// compute and read far more often than what it rests on changes, as their holdings' performance
// and their net-worth history in their base currency.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import { kept_figures } from '../db/schema.js';

/**
 * The person's figures of `kind`: as kept, while `key` (SQL answering a text that moves on with
 * everything they rest on: versions, sequences, the day) is the one they were kept under; else
 * computed and kept under it. The key and what is kept are read in one statement. Figures
 * computed from data newer than the key they are kept under are only computed again at the next
 * read; a key never comes back, so nothing older than its key is ever answered.
 */
export async function keptFigures<T>(
  db: Db,
  userId: string,
  kind: string,
  key: SQL,
  compute: () => Promise<T>,
): Promise<T> {
  const [found] = await selectRows<{ key: string | null; figures: T | null }>(
    db,
    sql`SELECT k.key, CASE WHEN f.key = k.key THEN f.figures END AS figures
          FROM (SELECT (${key})::text AS key) k
          LEFT JOIN ${kept_figures} f ON f.user_id = ${userId} AND f.kind = ${kind}`,
  );
  if (found?.figures != null) return found.figures;
  const figures = await compute();
  if (found?.key != null) {
    await db
      .insert(kept_figures)
      .values({ user_id: userId, kind, key: found.key, figures })
      .onConflictDoUpdate({
        target: [kept_figures.user_id, kept_figures.kind],
        set: { key: found.key, figures },
      });
  }
  return figures;
}
