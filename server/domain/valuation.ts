// Valuation: what everything a person holds is worth in USD, now and on every day since they first
// held anything. Free of GraphQL.
//
// - Prices: per unit of an instrument per day in its quote currency (table prices; USD unless
//   instruments.quote_instrument_id names another; USD itself is 1 and has no rows): a unit's USD
//   price is its price times the quote currency's that day (usd_price, migration 0016).
//   applyPrices stores them, revalues every holding when a price is the newest of its instrument,
//   and marks the history of everyone holding it stale from the price's day.
// - An asset's USD value = balance × the newest price of its instrument (assets.unit_price, kept by
//   applyPrices and the ledger); while no price is known the value is NULL: missing, never $0.
// - A real asset (house, car, collectible) takes no transactions: its balance is the latest of its
//   owner's valuations (asset_valuations, in the asset's currency), so its USD value is that times
//   the currency's price, and its history follows the valuations' dates.
// - Debts (class liability) have negative balances and so lower the net worth like any holding.
// - Net-worth history: one row per user and day in net_worth_daily, each day valued at that day's
//   prices (the newest price on or before it). A change marks the user's history stale from its
//   date (net_worth_stale); repairHistory recomputes only the days from there on, under the user's
//   ledger lock. Reads repair first, so they never answer a stale history; the background job
//   repairs in between.
// - What is stored is in USD; the API answers a person's figures in their base currency, each
//   divided by the base's USD price of its day as it is read (baseCurrency, below).
// All arithmetic runs on SQL numeric; rounding happens only for display (percentages to 2 places)
// and in base-currency figures (to 18 places, as numeric(38,18) keeps values).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { heldFor, nextChunk } from '../db/chunks.js';
import { behindOthers, type Db } from '../db/client.js';
import { findRow, selectRows } from '../db/rows.js';
import {
  accounts,
  asset_valuations,
  assets,
  instruments,
  net_worth_daily,
  net_worth_stale,
  prices,
  type AccountClass,
  type AssetRow,
  type InstrumentType,
  type PriceSource,
  users,
} from '../db/schema.js';
import { checkDay, daysBetween, shiftDays, shiftMonths, today } from './days.js';
import { compareDecimals, divide, fractionDigits } from './decimal.js';
import { Checks, notFound, type Failure } from './result.js';

export type HistoryRange = 'M1' | 'M3' | 'YTD' | 'Y1' | 'ALL';
export type PriceInput = {
  instrument_id: string;
  /** YYYY-MM-DD */
  day: string;
  /** USD per unit, a decimal string. */
  price: string;
  as_of: Date;
  source: PriceSource;
};

/** The same key as the ledger's lock: history repairs and ledger writes of a user take turns. */
export const ledgerLock = (userId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${userId}`}, 0))`;

// ---------------------------------------------------------------------------------------------
// Staleness
// ---------------------------------------------------------------------------------------------

/** Marks the user's history stale from `day` on (from its very start when null). */
export async function markStale(db: Db, userId: string, day: string | null): Promise<void> {
  await db.execute(staleMark(userId, day));
}

/** markStale's statement, for a statement that also writes what makes the history stale. */
export const staleMark = (userId: string, day: string | null) => sql`
    INSERT INTO ${net_worth_stale} (user_id, from_day)
    VALUES (${userId}, coalesce(${day}::date, '-infinity'::date))
    ON CONFLICT (user_id) DO UPDATE
      SET from_day = least(${net_worth_stale.from_day}, excluded.from_day), marked_at = now()`;

/** The first day an asset counts: its creation, or an earlier transaction or valuation. */
export async function assetStart(db: Db, assetId: string): Promise<string | null> {
  const [row] = await selectRows<{ day: string | null }>(
    db,
    sql`SELECT least(
          (SELECT created_at::date FROM ${assets} WHERE id = ${assetId}),
          (SELECT min(date) FROM transactions WHERE asset_id = ${assetId}),
          (SELECT min(date) FROM transactions WHERE destination_asset_id = ${assetId}),
          (SELECT min(day) FROM ${asset_valuations} WHERE asset_id = ${assetId}))::text AS day`,
  );
  return row?.day ?? null;
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/**
 * Stores prices (one per instrument and day: a quote as new or newer replaces the day's), revalues
 * the holdings of each instrument at its newest price, and marks their owners' history stale from
 * the earliest day given. One database transaction.
 */
export async function applyPrices(db: Db, input: PriceInput[]): Promise<void> {
  if (input.length === 0) return;
  const rows = JSON.stringify(input.map((p) => ({ ...p, as_of: p.as_of.toISOString() })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH given AS (
        SELECT DISTINCT ON (instrument_id, day) instrument_id, day, price, as_of, source
          FROM jsonb_to_recordset(${rows}::jsonb)
            AS r(instrument_id uuid, day date, price numeric, as_of timestamptz, source text)
         ORDER BY instrument_id, day, as_of DESC
      )
      INSERT INTO ${prices} (instrument_id, day, price, as_of, source)
      SELECT instrument_id, day, price, as_of, source FROM given
      ON CONFLICT (instrument_id, day) DO UPDATE
        SET price = excluded.price, as_of = excluded.as_of, source = excluded.source
        WHERE ${prices.as_of} <= excluded.as_of`);
    const ids = [...new Set(input.map((p) => p.instrument_id))];
    await revalue(tx, ids);
    await tx.execute(sql`
      INSERT INTO ${net_worth_stale} (user_id, from_day)
      SELECT s.user_id, min(g.day)
        FROM ${assets} s
        JOIN ${instruments} i ON i.id = s.instrument_id
        JOIN (SELECT instrument_id, min(day) AS day
                FROM jsonb_to_recordset(${rows}::jsonb) AS r(instrument_id uuid, day date)
               GROUP BY instrument_id) g
          ON g.instrument_id IN (i.id, i.quote_instrument_id)
       GROUP BY s.user_id
      ON CONFLICT (user_id) DO UPDATE
        SET from_day = least(${net_worth_stale.from_day}, excluded.from_day), marked_at = now()`);
  });
}

/** Sets unit price, value and its age of every holding of these instruments, and of the
 * instruments quoted in them, from their newest USD price (usd_price: USD 1; none known: the
 * value is missing); the age is the older of the price's and its quote currency's. */
export async function revalue(
  db: Db,
  instrumentIds: string[],
  onlyAsset: string | null = null,
): Promise<void> {
  if (instrumentIds.length === 0) return;
  const ids = sql.join(
    instrumentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    WITH latest AS (
      SELECT i.id AS instrument_id, usd_price(i.id, current_date) AS price,
             CASE WHEN i.ticker = 'USD' THEN NULL
                  ELSE least((SELECT as_of FROM ${prices} WHERE instrument_id = i.id
                               AND day <= current_date ORDER BY day DESC LIMIT 1),
                             (SELECT as_of FROM ${prices} WHERE instrument_id = i.quote_instrument_id
                               AND day <= current_date ORDER BY day DESC LIMIT 1)) END AS as_of
        FROM ${instruments} i
       WHERE i.id IN (${ids}) OR i.quote_instrument_id IN (${ids})
    )
    UPDATE ${assets} s SET
      unit_price = l.price,
      value = s.balance * l.price,
      valued_at = l.as_of
    FROM latest l
    WHERE s.instrument_id = l.instrument_id
      AND (${onlyAsset}::uuid IS NULL OR s.id = ${onlyAsset}::uuid)
      AND (s.unit_price IS DISTINCT FROM l.price OR s.valued_at IS DISTINCT FROM l.as_of
           OR s.value IS DISTINCT FROM s.balance * l.price)`);
}

/** The instrument's newest USD price (USD: 1); null while none is known. */
export async function latestPrice(db: Db, instrumentId: string): Promise<string | null> {
  const [row] = await selectRows<{ price: string | null }>(
    db,
    sql`SELECT usd_price(${instrumentId}::uuid, current_date)::text AS price`,
  );
  return row?.price ?? null;
}

/** The price an administrator sets by hand for a day. */
export async function setManualPrice(
  db: Db,
  input: { instrument_id: string; price: string; date?: string | null },
): Promise<
  { instrument_id: string; date: string; price: string; as_of: Date; source: string } | Failure
> {
  const instrument = await findRow(db, instruments, input.instrument_id);
  const date = input.date ?? today();
  const check = new Checks()
    .that('instrument_id', !!instrument, 'Instrument not found')
    .that('instrument_id', instrument?.ticker !== 'USD', 'The US dollar is always worth $1')
    .that('price', compareDecimals(input.price, '0') > 0, 'The price must be greater than 0')
    .that('price', fractionDigits(input.price) <= 18, 'At most 18 decimal places');
  checkDay(check, 'date', date, { future: 'A price cannot be set for a future day' });
  if (check.failed || !instrument) return check.failure();
  await applyPrices(db, [
    {
      instrument_id: instrument.id,
      day: date,
      price: input.price,
      as_of: new Date(),
      source: 'manual',
    },
  ]);
  const [row] = await db
    .select()
    .from(prices)
    .where(and(eq(prices.instrument_id, instrument.id), eq(prices.day, date)));
  return {
    instrument_id: row!.instrument_id,
    date: row!.day,
    price: row!.price,
    as_of: row!.as_of,
    source: row!.source,
  };
}

/** Every instrument somebody holds (but USD), the currencies those are quoted in and the
 * currencies people chose as their base, each with the first day it is needed: what the price
 * jobs fetch and back-fill. */
export async function heldInstruments(
  db: Db,
): Promise<{ instrument_id: string; ticker: string; type: InstrumentType; first_day: string }[]> {
  return selectRows(
    db,
    sql`WITH held AS (
          SELECT i.id, i.quote_instrument_id,
                 least(min(s.created_at)::date,
                       (SELECT min(date) FROM transactions t WHERE t.instrument_id = i.id),
                       (SELECT min(v.day) FROM ${asset_valuations} v
                          JOIN ${assets} a ON a.id = v.asset_id WHERE a.instrument_id = i.id))
                   AS first_day
            FROM ${assets} s JOIN ${instruments} i ON i.id = s.instrument_id
           GROUP BY i.id
        ),
        bases AS (
          SELECT u.base_instrument_id AS id,
                 least((SELECT min(created_at)::date FROM ${assets} WHERE user_id = u.id),
                       (SELECT min(date) FROM transactions WHERE user_id = u.id),
                       (SELECT min(day) FROM ${asset_valuations} WHERE user_id = u.id)) AS first_day
            FROM ${users} u
        ),
        needed AS (
          SELECT id, first_day FROM held
          UNION ALL SELECT quote_instrument_id, first_day FROM held
                     WHERE quote_instrument_id IS NOT NULL
          UNION ALL SELECT id, first_day FROM bases
        )
        SELECT i.id AS instrument_id, i.ticker, i.type, min(n.first_day)::text AS first_day
          FROM needed n JOIN ${instruments} i ON i.id = n.id
         WHERE i.ticker <> 'USD'
         GROUP BY i.id, i.ticker, i.type
        HAVING min(n.first_day) IS NOT NULL
         ORDER BY i.ticker`,
  );
}

/** An instrument's prices over the range (all it has without one), at most MAX_HISTORY_POINTS:
 * over a longer stretch the newest price of every few days (historyStep), the newest last. */
export async function priceHistory(db: Db, instrumentId: string, range: HistoryRange | null) {
  const to = today();
  const [first] = await db
    .select({ day: sql<string | null>`min(${prices.day})::text` })
    .from(prices)
    .where(eq(prices.instrument_id, instrumentId));
  const rangeFrom = range ? rangeStart(range) : null;
  const from = rangeFrom ?? first?.day ?? to;
  const point = pointOf(sql`${prices.day}`, to, historyStep(from, to));
  return db
    .selectDistinctOn([point], {
      instrument_id: prices.instrument_id,
      date: prices.day,
      price: prices.price,
      as_of: prices.as_of,
      source: prices.source,
    })
    .from(prices)
    .where(and(eq(prices.instrument_id, instrumentId), sql`${prices.day} >= ${from}::date`))
    .orderBy(point, desc(prices.day));
}

// ---------------------------------------------------------------------------------------------
// The owner's currency
// ---------------------------------------------------------------------------------------------

/**
 * The currency a person's figures are answered in, with its USD price today (rounded to 18
 * places, as numeric(38,18) keeps prices). Values are stored in USD; a figure in the base is the
 * USD figure divided by the base's USD price of its day, so choosing another base re-values
 * nothing stored and takes effect at once. While no price of the chosen currency is known (a
 * fresh install before the first ECB fetch) the figures are answered in USD, and say so.
 */
export type BaseCurrency = {
  instrument_id: string;
  ticker: string;
  /** USD per unit today. */
  rate: string;
};

export async function baseCurrency(db: Db, userId: string): Promise<BaseCurrency> {
  const [row] = await selectRows<BaseCurrency>(
    db,
    sql`SELECT i.id AS instrument_id, i.ticker,
               coalesce(round(usd_price(c.id, current_date), 18), 1)::text AS rate
          FROM ${users} u
          JOIN ${instruments} c ON c.id = u.base_instrument_id
          JOIN ${instruments} i
            ON i.id = CASE WHEN usd_price(c.id, current_date) IS NULL THEN usd_instrument()
                           ELSE c.id END
         WHERE u.id = ${userId}`,
  );
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

const isUsd = (base: BaseCurrency) => base.ticker === 'USD';

/** A USD figure (SQL) in the base currency today. */
function inBase(usd: SQL, base: BaseCurrency): SQL {
  return isUsd(base) ? usd : sql`round((${usd}) / ${base.rate}::numeric, 18)`;
}

/** A USD figure of a day (SQL) in the base currency at that day's rate. */
const inBaseOn = (usd: SQL, day: SQL, base: BaseCurrency): SQL =>
  isUsd(base) ? usd : sql`round((${usd}) / ${baseRateOn(day, base)}, 18)`;

/** The base currency's USD price on a day (SQL): the newest on or before it, else the first
 * known (a history older than the rates reach); 1 for USD. A base is a fiat currency, priced in
 * USD itself (no quote currency): two index probes, not usd_price's instrument lookup, as a
 * history asks once per point. */
function baseRateOn(day: SQL, base: BaseCurrency): SQL {
  if (isUsd(base)) return sql`1::numeric`;
  const id = sql`${base.instrument_id}::uuid`;
  return sql`coalesce(
    (SELECT price FROM ${prices} WHERE instrument_id = ${id} AND day <= ${day}
      ORDER BY day DESC LIMIT 1),
    (SELECT price FROM ${prices} WHERE instrument_id = ${id} ORDER BY day LIMIT 1))`;
}

/**
 * The rows of a history (SQL with a `day` column, one row per point `to` and every `step` days
 * before it, from `from` on) with `rate`: the base currency's USD price on the row's day, the
 * newest on or before it, else the first known. In one pass, as dailyHoldings prices its days:
 * the newest price of each point's stretch, carried forward over points without one; a lookup
 * per point costs 5 times as much at 365 points.
 */
function withBaseRates(
  rows: SQL,
  base: BaseCurrency,
  { from, to, step }: { from: string; to: string; step: number },
): SQL {
  if (isUsd(base)) return sql`SELECT r.*, 1::numeric AS rate FROM (${rows}) r`;
  const id = sql`${base.instrument_id}::uuid`;
  return sql`
    WITH point_rates AS (
      SELECT DISTINCT ON (point) ${pointOf(sql`day`, to, step)} AS point, price
        FROM ${prices}
       WHERE instrument_id = ${id} AND day >= ${from}::date AND day <= ${to}::date
       ORDER BY point, day DESC
    ),
    points AS (
      SELECT r.*, pr.price, count(pr.price) OVER (ORDER BY r.day) AS grp
        FROM (${rows}) r LEFT JOIN point_rates pr ON pr.point = ${pointOf(sql`r.day`, to, step)}
    )
    SELECT points.*, coalesce(
             first_value(price) OVER (PARTITION BY grp ORDER BY day),
             (SELECT price FROM ${prices} WHERE instrument_id = ${id} AND day < ${from}::date
               ORDER BY day DESC LIMIT 1),
             (SELECT price FROM ${prices} WHERE instrument_id = ${id} ORDER BY day LIMIT 1)
           ) AS rate
      FROM points`;
}

/** A stored USD value (a decimal string, or null while unknown) in the base currency today. */
export function valueInBase(usd: string | null, base: BaseCurrency): string | null {
  return usd === null || isUsd(base) ? usd : divide(usd, base.rate);
}

// ---------------------------------------------------------------------------------------------
// Days
// ---------------------------------------------------------------------------------------------

/** The first day of a range ending today; null for ALL. */
export function rangeStart(range: HistoryRange, now = today()): string | null {
  switch (range) {
    case 'M1':
      return shiftMonths(now, -1);
    case 'M3':
      return shiftMonths(now, -3);
    case 'YTD':
      return `${now.slice(0, 4)}-01-01`;
    case 'Y1':
      return shiftMonths(now, -12);
    case 'ALL':
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Daily holdings: the one query behind the history, the balance charts and their tests
// ---------------------------------------------------------------------------------------------

/** The most points a history answers, however long its range: a chart needs no more. */
export const MAX_HISTORY_POINTS = 400;
const STEPS = [1, 7, 14, 30, 91, 182, 365];

/** Days between two points of a history from `from` to `to`: one a day while they fit. */
export function historyStep(from: string, to: string): number {
  const days = daysBetween(from, to) + 1;
  return (
    STEPS.find((step) => Math.ceil(days / step) <= MAX_HISTORY_POINTS) ??
    Math.ceil(days / MAX_HISTORY_POINTS)
  );
}

/**
 * The point of a history that `day` counts in: the first on or after it, the points being `to`
 * and every `step` days before it. Written as literals, not parameters: DISTINCT ON and ORDER BY
 * must name the same expression (`to` is a day this server computed, `step` an integer).
 */
function pointOf(day: SQL, to: string, step: number): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to) || !Number.isInteger(step)) {
    throw new Error(`Not a day and a step: ${to}, ${step}`);
  }
  const last = sql.raw(`'${to}'::date`);
  return sql`(${last} - ((${last} - ${day}) / ${sql.raw(String(step))}) * ${sql.raw(String(step))})`;
}

/**
 * SQL answering (asset_id, asset_class, day, balance, value) for each of the user's assets
 * matching `which` and each point from `from` to `to` (`to` and every `step` days before it) on
 * which the asset is held: its balance that day (its balance now less the effect of later
 * transactions; for a valued real asset its latest valuation) and its USD value at the newest
 * price on or before that day (NULL when none was known).
 */
function dailyHoldings(
  userId: string,
  from: string,
  { which = sql`true`, to = today(), step = 1 }: { which?: SQL; to?: string; step?: number } = {},
): SQL {
  return sql`
    WITH held AS (
      SELECT s.id, s.asset_class, s.instrument_id, i.quote_instrument_id AS quote_id, s.balance,
             i.ticker = 'USD' AS is_usd,
             EXISTS (SELECT 1 FROM ${asset_valuations} v WHERE v.asset_id = s.id) AS valued,
             least(s.created_at::date,
                   (SELECT min(date) FROM transactions t WHERE t.asset_id = s.id),
                   (SELECT min(date) FROM transactions t WHERE t.destination_asset_id = s.id),
                   (SELECT min(day) FROM ${asset_valuations} v WHERE v.asset_id = s.id)) AS start
        FROM ${assets} s LEFT JOIN ${instruments} i ON i.id = s.instrument_id
       WHERE s.user_id = ${userId} AND ${which}
    ),
    flows AS (
      SELECT asset_id, ${pointOf(sql`date`, to, step)} AS day, sum(delta) AS delta FROM (
        SELECT asset_id, date,
               CASE WHEN transaction_type = 'credit' THEN amount - fee ELSE -(amount + fee) END AS delta
          FROM transactions WHERE user_id = ${userId} AND date > ${from}::date
        UNION ALL
        SELECT destination_asset_id, date, coalesce(destination_amount, amount)
          FROM transactions
         WHERE user_id = ${userId} AND date > ${from}::date AND transaction_type = 'transfer'
      ) e
      WHERE asset_id IN (SELECT id FROM held)
      GROUP BY 1, 2
    ),
    later AS (
      SELECT asset_id, sum(delta) AS delta FROM flows WHERE day > ${to}::date GROUP BY asset_id
    ),
    days AS (
      SELECT d::date AS day
        FROM generate_series(${to}::date, ${from}::date, -${step}::int * interval '1 day') d
    ),
    priced AS (
      SELECT instrument_id FROM held WHERE NOT is_usd
      UNION
      SELECT quote_id FROM held WHERE NOT is_usd AND quote_id IS NOT NULL
    ),
    grid AS (
      SELECT h.id AS asset_id, h.asset_class, h.instrument_id, h.quote_id, h.is_usd, h.valued, d.day,
             h.balance - coalesce(l.delta, 0)
               - coalesce(sum(f.delta) OVER (PARTITION BY h.id ORDER BY d.day
                                             ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
               AS ledger_balance
        FROM held h
        JOIN days d ON d.day >= h.start
        LEFT JOIN later l ON l.asset_id = h.id
        LEFT JOIN flows f ON f.asset_id = h.id AND f.day = d.day
    ),
    point_prices AS (
      SELECT DISTINCT ON (p.instrument_id, point) p.instrument_id,
             ${pointOf(sql`p.day`, to, step)} AS point, p.price
        FROM ${prices} p
       WHERE p.instrument_id IN (SELECT instrument_id FROM priced)
         AND p.day >= ${from}::date AND p.day <= ${to}::date
       ORDER BY p.instrument_id, point, p.day DESC
    ),
    instrument_days AS (
      SELECT i.instrument_id, d.day, p.price,
             count(p.price) OVER (PARTITION BY i.instrument_id ORDER BY d.day) AS grp
        FROM priced i
        CROSS JOIN days d
        LEFT JOIN point_prices p ON p.instrument_id = i.instrument_id AND p.point = d.day
    ),
    day_prices AS (
      SELECT instrument_id, day,
             coalesce(
               first_value(price) OVER (PARTITION BY instrument_id, grp ORDER BY day),
               (SELECT price FROM ${prices} p
                 WHERE p.instrument_id = instrument_days.instrument_id AND p.day < ${from}::date
                 ORDER BY p.day DESC LIMIT 1)
             ) AS price
        FROM instrument_days
    ),
    balances AS (
      SELECT g.asset_id, g.asset_class, g.instrument_id, g.quote_id, g.is_usd, g.day,
             CASE WHEN g.valued THEN (
               SELECT v.value FROM ${asset_valuations} v
                WHERE v.asset_id = g.asset_id AND v.day <= g.day ORDER BY v.day DESC LIMIT 1
             ) ELSE g.ledger_balance END AS balance
        FROM grid g
    )
    SELECT b.asset_id, b.asset_class, b.day, b.balance,
           b.balance * CASE WHEN b.is_usd THEN 1
                            WHEN b.quote_id IS NULL THEN dp.price
                            ELSE dp.price * qp.price END AS value
      FROM balances b
      LEFT JOIN day_prices dp ON dp.instrument_id = b.instrument_id AND dp.day = b.day
      LEFT JOIN day_prices qp ON qp.instrument_id = b.quote_id AND qp.day = b.day
     WHERE b.balance IS NOT NULL`;
}

/** The first day anything of the user's counts, or null when they hold nothing. */
async function historyStart(db: Db, userId: string): Promise<string | null> {
  const [row] = await selectRows<{ day: string | null }>(
    db,
    sql`SELECT least(
          (SELECT min(created_at)::date FROM ${assets} WHERE user_id = ${userId}),
          (SELECT min(date) FROM transactions WHERE user_id = ${userId}),
          (SELECT min(day) FROM ${asset_valuations} WHERE user_id = ${userId}))::text AS day`,
  );
  return row?.day ?? null;
}

/** Days of history recomputed in a repair's first chunk (the next are paced: db/chunks.ts). */
const REPAIR_DAYS = 366;

/**
 * Recomputes the user's stale days, if any: the days from the stale mark on are replaced, days
 * before the first holding dropped. A chunk of days at a time, each under the ledger lock in a
 * transaction of its own, and the mark moves past each chunk as it commits: a history since
 * 1900 holds the database for one chunk at a time, and the days before the mark are always
 * right. Answers the first day recomputed.
 */
export async function repairHistory(db: Db, userId: string): Promise<string | null> {
  // Every read of the history or the dashboard asks, and mostly nothing is stale: a lookup then
  // answers, without the transaction and the lock a repair takes (three statements more). A mark
  // made just after the lookup is one made just after a repair: the next read repairs it.
  const [marked] = await db
    .select({ user_id: net_worth_stale.user_id })
    .from(net_worth_stale)
    .where(eq(net_worth_stale.user_id, userId));
  if (!marked) return null;
  // bulk work: its chunks go behind the queries others wait with (PGlite)
  return behindOthers(async () => {
    let first: string | null = null;
    let span = REPAIR_DAYS;
    for (;;) {
      const chunk = await heldFor((began) =>
        db.transaction((tx) => {
          began();
          return repairChunk(tx, userId, span);
        }),
      );
      if (!chunk.value) return first;
      first ??= chunk.value.from;
      if (chunk.value.done) return first;
      span = nextChunk(span, chunk.ms, { min: 7, max: 3_660 });
    }
  });
}

/** Recomputes up to `span` days from the user's stale mark; null when nothing was stale. */
async function repairChunk(tx: Db, userId: string, span: number) {
  await tx.execute(ledgerLock(userId));
  const [stale] = await selectRows<{ from_day: string }>(
    tx,
    sql`SELECT from_day::text FROM ${net_worth_stale} WHERE user_id = ${userId}`,
  );
  if (!stale) return null;
  // Prices are marked stale without the ledger lock (applyPrices): the mark moves on only when
  // nobody moved it back meanwhile, else the next chunk starts from there.
  const moveMark = (to: string | null) =>
    tx.execute(
      to
        ? sql`UPDATE ${net_worth_stale} SET from_day = ${to}::date
               WHERE user_id = ${userId} AND from_day = ${stale.from_day}::date`
        : sql`DELETE FROM ${net_worth_stale}
               WHERE user_id = ${userId} AND from_day = ${stale.from_day}::date`,
    );
  const start = await historyStart(tx, userId);
  if (!start) {
    await tx.delete(net_worth_daily).where(eq(net_worth_daily.user_id, userId));
    await moveMark(null);
    return { from: stale.from_day, done: true };
  }
  const from = stale.from_day < start || stale.from_day === '-infinity' ? start : stale.from_day;
  const now = today();
  const to = shiftDays(from, span - 1) < now ? shiftDays(from, span - 1) : now;
  await tx.execute(sql`DELETE FROM ${net_worth_daily}
                        WHERE user_id = ${userId}
                          AND (day BETWEEN ${from}::date AND ${to}::date OR day < ${start}::date
                               OR day > ${now}::date)`);
  if (from <= now) {
    await tx.execute(sql`
      INSERT INTO ${net_worth_daily} (user_id, day, net_worth, assets, liabilities, unpriced)
      SELECT ${userId}, day,
             coalesce(sum(value), 0),
             coalesce(sum(value) FILTER (WHERE asset_class <> 'liability'), 0),
             coalesce(sum(value) FILTER (WHERE asset_class = 'liability'), 0),
             count(*) FILTER (WHERE value IS NULL AND balance <> 0)
        FROM (${dailyHoldings(userId, from, { to })}) h
       GROUP BY day`);
  }
  const done = to >= now;
  await moveMark(done ? null : shiftDays(to, 1));
  return { from, done };
}

/** Repairs every stale history; answers how many. */
export async function repairStaleHistories(db: Db): Promise<number> {
  const stale = await db.select({ user_id: net_worth_stale.user_id }).from(net_worth_stale);
  for (const { user_id } of stale) await repairHistory(db, user_id);
  return stale.length;
}

/**
 * The net worth over the range, a point a day, or a point every few days where the range is too
 * long for MAX_HISTORY_POINTS (historyStep): each point the last day of its stretch, today last.
 */
export async function netWorthHistory(
  db: Db,
  userId: string,
  range: HistoryRange,
  base?: BaseCurrency,
) {
  await repairHistory(db, userId);
  base ??= await baseCurrency(db, userId);
  const to = today();
  const from = rangeStart(range) ?? (await historyStart(db, userId)) ?? to;
  const step = historyStep(from, to);
  const point = pointOf(sql`${net_worth_daily.day}`, to, step);
  const points = db
    .selectDistinctOn([point], {
      day: net_worth_daily.day,
      net_worth: net_worth_daily.net_worth,
      assets: net_worth_daily.assets,
      liabilities: net_worth_daily.liabilities,
      unpriced: net_worth_daily.unpriced,
    })
    .from(net_worth_daily)
    .where(and(eq(net_worth_daily.user_id, userId), sql`${net_worth_daily.day} >= ${from}::date`))
    .orderBy(point, desc(net_worth_daily.day));
  const figure = (name: string) =>
    isUsd(base) ? sql.raw(name) : sql`round(${sql.raw(name)} / rate, 18)`;
  return selectRows<{
    date: string;
    net_worth: string;
    assets: string;
    liabilities: string;
    unpriced: number;
  }>(
    db,
    sql`SELECT day::text AS date, ${figure('net_worth')}::text AS net_worth,
               ${figure('assets')}::text AS assets, ${figure('liabilities')}::text AS liabilities,
               unpriced
          FROM (${withBaseRates(sql`${points}`, base, { from, to, step })}) q
         ORDER BY day`,
  );
}

/** One account's (Σ of its assets in the account's currency) or one asset's balance and USD
 * value over the range, computed from the ledger: a point a day, or every few days where the
 * range is too long for MAX_HISTORY_POINTS (historyStep). */
export async function balanceHistory(
  db: Db,
  userId: string,
  target: { account_id?: string | null; asset_id?: string | null },
  range: HistoryRange,
  base?: BaseCurrency,
): Promise<{ date: string; balance: string; value: string | null }[] | Failure> {
  let which: SQL;
  let start: string | null;
  if (target.asset_id) {
    const asset = await findRow(db, assets, target.asset_id, eq(assets.user_id, userId));
    if (!asset) return notFound();
    which = sql`s.id = ${asset.id}`;
    start = await assetStart(db, asset.id);
  } else if (target.account_id) {
    const account = await findRow(db, accounts, target.account_id, eq(accounts.user_id, userId));
    if (!account) return notFound();
    which = sql`s.account_id = ${account.id} AND s.instrument_id = ${account.instrument_id}`;
    const [row] = await selectRows<{ day: string | null }>(
      db,
      sql`SELECT least(min(s.created_at)::date,
                       (SELECT min(date) FROM transactions t WHERE t.account_id = ${account.id}
                           OR t.destination_account_id = ${account.id}),
                       (SELECT min(v.day) FROM ${asset_valuations} v JOIN ${assets} a ON a.id = v.asset_id
                         WHERE a.account_id = ${account.id}))::text AS day
            FROM ${assets} s WHERE s.account_id = ${account.id}`,
    );
    start = row?.day ?? null;
  } else {
    return new Checks().that('account_id', false, 'Give an account or an asset').failure();
  }
  if (!start) return [];
  const rangeFrom = rangeStart(range);
  const from = rangeFrom && rangeFrom > start ? rangeFrom : start;
  const to = today();
  if (from > to) return [];
  const step = historyStep(from, to);
  base ??= await baseCurrency(db, userId);
  const value = isUsd(base) ? sql`value` : sql`round(value / rate, 18)`;
  const days = sql`SELECT day, sum(balance) AS balance,
                          CASE WHEN bool_and(value IS NOT NULL OR balance = 0)
                               THEN coalesce(sum(value), 0) END AS value
                     FROM (${dailyHoldings(userId, from, { which, to, step })}) h
                    GROUP BY day`;
  return selectRows(
    db,
    sql`SELECT day::text AS date, balance::text AS balance, ${value}::text AS value
          FROM (${withBaseRates(days, base, { from, to, step })}) d
         ORDER BY day`,
  );
}

// ---------------------------------------------------------------------------------------------
// Now: the dashboard
// ---------------------------------------------------------------------------------------------

const CLASS_ORDER: AccountClass[] = ['cash', 'bank', 'crypto', 'equity', 'real', 'liability'];

type ClassTotal = { asset_class: AccountClass; value: string; count: number; unpriced: number };

/** Per class: Σ values of the priced assets in the base currency, how many assets, how many of
 * them unpriced. */
async function classTotals(db: Db, userId: string, base: BaseCurrency): Promise<ClassTotal[]> {
  const rows = await selectRows<{
    asset_class: AccountClass;
    value: string;
    count: string;
    unpriced: string;
  }>(
    db,
    sql`SELECT asset_class, ${inBase(sql`coalesce(sum(value), 0)`, base)}::text AS value,
               count(*) AS count,
               count(*) FILTER (WHERE value IS NULL AND balance <> 0) AS unpriced
          FROM ${assets} WHERE user_id = ${userId}
         GROUP BY asset_class`,
  );
  return rows
    .map((r) => ({ ...r, count: Number(r.count), unpriced: Number(r.unpriced) }))
    .sort((a, b) => CLASS_ORDER.indexOf(a.asset_class) - CLASS_ORDER.indexOf(b.asset_class));
}

/** (a − b) / |b| × 100 to two places, in SQL numeric; null when b is zero or null. */
const percentChange = (now: SQL, then: SQL) =>
  sql`CASE WHEN ${then} = 0 THEN NULL ELSE round((${now} - ${then}) / abs(${then}) * 100, 2) END`;

export async function dashboardSummary(db: Db, userId: string, base?: BaseCurrency) {
  await repairHistory(db, userId);
  base ??= await baseCurrency(db, userId);
  const classes = await classTotals(db, userId, base);
  const yesterday = shiftDays(today(), -1);
  const monthAgo = shiftDays(today(), -30);
  // The totals now, and their changes since yesterday's and the 30-days-ago net worth of the
  // history (null without that day), in one statement: exact numeric arithmetic, as text.
  const [totals] = await selectRows<{
    net_worth: string;
    assets: string;
    liabilities: string;
    prices_as_of: Date | string | null;
    change_1d: string | null;
    change_30d: string | null;
    change_1d_percent: string | null;
    change_30d_percent: string | null;
  }>(
    db,
    sql`WITH present AS (
          SELECT ${inBase(sql`coalesce(sum(value), 0)`, base)} AS net_worth,
                 ${inBase(sql`coalesce(sum(value) FILTER (WHERE asset_class <> 'liability'), 0)`, base)}
                   AS assets,
                 ${inBase(sql`coalesce(sum(value) FILTER (WHERE asset_class = 'liability'), 0)`, base)}
                   AS liabilities,
                 min(valued_at) FILTER (WHERE balance <> 0) AS prices_as_of
            FROM ${assets} WHERE user_id = ${userId}
        ), past AS (
          SELECT (SELECT ${inBaseOn(sql`net_worth`, sql`day`, base)} FROM ${net_worth_daily}
                   WHERE user_id = ${userId} AND day = ${yesterday}::date) AS then1,
                 (SELECT ${inBaseOn(sql`net_worth`, sql`day`, base)} FROM ${net_worth_daily}
                   WHERE user_id = ${userId} AND day = ${monthAgo}::date) AS then30
        )
        SELECT n.net_worth::text AS net_worth, n.assets::text AS assets,
               n.liabilities::text AS liabilities, n.prices_as_of,
               (n.net_worth - p.then1)::text AS change_1d,
               (n.net_worth - p.then30)::text AS change_30d,
               (${percentChange(sql`n.net_worth`, sql`p.then1`)})::text AS change_1d_percent,
               (${percentChange(sql`n.net_worth`, sql`p.then30`)})::text AS change_30d_percent
          FROM present n, past p`,
  );
  const { prices_as_of, ...figures } = totals!;
  return {
    ...figures,
    currency: base.ticker,
    classes,
    asset_count: classes.reduce((n, c) => n + c.count, 0),
    unpriced: classes.reduce((n, c) => n + c.unpriced, 0),
    prices_as_of: prices_as_of === null ? null : new Date(prices_as_of),
  };
}

/** What is owned (debts left out), split by class or by instrument (real assets as one slice),
 * largest first, with shares of the total to two places. */
export async function allocation(
  db: Db,
  userId: string,
  by: 'asset_class' | 'instrument',
  base?: BaseCurrency,
) {
  base ??= await baseCurrency(db, userId);
  const key =
    by === 'asset_class'
      ? sql`s.asset_class::text`
      : sql`CASE WHEN s.asset_class = 'real' THEN 'real' ELSE i.ticker END`;
  const label =
    by === 'asset_class'
      ? sql`s.asset_class::text`
      : sql`CASE WHEN s.asset_class = 'real' THEN 'real' ELSE i.name END`;
  type Slice = { key: string; label: string; value: string; percent: string };
  const [answer] = await selectRows<{ total: string; unpriced: string; nodes: Slice[] }>(
    db,
    sql`WITH owned AS (
          SELECT ${key} AS key, ${label} AS label, s.value, s.balance
            FROM ${assets} s LEFT JOIN ${instruments} i ON i.id = s.instrument_id
           WHERE s.user_id = ${userId} AND s.asset_class <> 'liability'
        ),
        slices AS (
          SELECT key, min(label) AS label, sum(value) AS value FROM owned
           WHERE value IS NOT NULL GROUP BY key HAVING sum(value) > 0
        ),
        total AS (SELECT coalesce(sum(value), 0) AS total FROM slices)
        SELECT ${inBase(sql`t.total`, base)}::text AS total,
               (SELECT count(*) FROM owned WHERE value IS NULL AND balance <> 0) AS unpriced,
               coalesce((SELECT json_agg(json_build_object(
                           'key', key, 'label', label, 'value', ${inBase(sql`value`, base)}::text,
                           'percent', round(value / t.total * 100, 2)::text)
                         ORDER BY value DESC, key) FROM slices), '[]') AS nodes
          FROM total t`,
  );
  return {
    by,
    currency: base.ticker,
    total: answer!.total,
    unpriced: Number(answer!.unpriced),
    nodes: answer!.nodes,
  };
}

// ---------------------------------------------------------------------------------------------
// Real assets: valuations
// ---------------------------------------------------------------------------------------------

export const valuationFields = {
  id: asset_valuations.id,
  asset_id: asset_valuations.asset_id,
  date: asset_valuations.day,
  value: asset_valuations.value,
  note: asset_valuations.note,
  created_at: asset_valuations.created_at,
};

export async function valuationsOf(db: Db, userId: string, assetId: string) {
  return db
    .select(valuationFields)
    .from(asset_valuations)
    .where(and(eq(asset_valuations.asset_id, assetId), eq(asset_valuations.user_id, userId)))
    .orderBy(desc(asset_valuations.day));
}

/**
 * Sets a real asset's balance to its latest valuation (its account's value follows when it is the
 * account's own asset) and revalues it at its currency's price. Runs inside a ledger write.
 */
export async function followValuations(tx: Db, asset: AssetRow): Promise<void> {
  await tx.execute(sql`
    WITH latest AS (
      SELECT coalesce((SELECT value FROM ${asset_valuations} WHERE asset_id = ${asset.id}
                        ORDER BY day DESC LIMIT 1), 0) AS balance
    ),
    moved AS (
      UPDATE ${assets} s SET balance = l.balance, opening_balance = l.balance,
             value = l.balance * s.unit_price, updated_at = now()
        FROM latest l WHERE s.id = ${asset.id}
      RETURNING s.account_id, s.instrument_id, l.balance - ${asset.balance}::numeric AS delta
    )
    UPDATE ${accounts} a SET value = a.value + m.delta,
           initial_value = CASE WHEN ${asset.is_primary} THEN a.initial_value + m.delta
                                ELSE a.initial_value END,
           updated_at = now()
      FROM moved m WHERE a.id = m.account_id AND a.instrument_id = m.instrument_id`);
}
