// What the price jobs last heard from the provider of each instrument they asked for (table
// price_fetches, migration 0020): it answered a price, it answered without the instrument (no
// provider prices it), or it could not be asked (unreachable, too slow, refusing) since the first
// failed ask after it last answered. Why a holding has no price is read from here
// (ledger/ownPrices.ts, priceStates).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { price_fetches, type PriceFetchOutcome } from '../../db/schema.js';

export type PriceFetch = {
  instrument_id: string;
  /** The provider asked (its prices' source: ecb, kraken, yahoo, twelvedata). */
  source: string;
  outcome: PriceFetchOutcome;
  /** A failure's one-line message. */
  error?: string | null;
};

/** Records what one run asked and heard, in one statement; `at` is when it asked. */
export async function recordFetches(db: Db, fetches: PriceFetch[], at = new Date()): Promise<void> {
  if (fetches.length === 0) return;
  const rows = JSON.stringify(
    fetches.map((f) => ({ ...f, error: f.error?.slice(0, 300) ?? null })),
  );
  await db.execute(sql`
    INSERT INTO ${price_fetches} (instrument_id, source, outcome, checked_at, failing_since, error)
    SELECT DISTINCT ON (instrument_id) instrument_id, source, outcome, ${at.toISOString()}::timestamptz,
           CASE WHEN outcome = 'failed' THEN ${at.toISOString()}::timestamptz END, error
      FROM jsonb_to_recordset(${rows}::jsonb)
        AS r(instrument_id uuid, source text, outcome text, error text)
    ON CONFLICT (instrument_id) DO UPDATE SET
      source = excluded.source,
      outcome = excluded.outcome,
      checked_at = excluded.checked_at,
      -- a failure keeps the time of the first failed ask since the provider last answered
      failing_since = CASE WHEN excluded.outcome = 'failed'
                           THEN coalesce(${price_fetches.failing_since}, excluded.failing_since) END,
      error = excluded.error`);
}
