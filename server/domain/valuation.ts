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
// - Own prices: a person's price of an instrument nobody prices (ledger/ownPrices.ts) values
//   their holdings of it, and each day of their history, where no market price is known.
// - A real asset (house, car, collectible) takes no transactions: its balance is the latest of its
//   owner's valuations (asset_valuations, in the asset's currency), so its USD value is that times
//   the currency's price, and its history follows the valuations' dates.
// - Debts (class liability) have negative balances and so lower the net worth like any holding.
// - Net-worth history: one row per user and day in net_worth_daily, each day valued at that day's
//   prices (the newest price on or before it), with what was added to tracking that day (opening
//   balances, first valuations: not change) and the investments' value and flows, from which
//   their time-weighted return over a range is read (historyDays, rangeFigures). A change marks
//   the user's history stale from its date (net_worth_stale); repairHistory recomputes only the
//   days from there on, under the user's ledger lock. Reads repair first, so they never answer a
//   stale history; the background job repairs in between.
// - What is stored is in USD; the API answers a person's figures in their base currency, each
//   divided by the base's USD price of its day as it is read (baseCurrency, below).
// All arithmetic runs on SQL numeric; rounding happens only for display (percentages to 2 places)
// and in base-currency figures (to 18 places, as numeric(38,18) keeps values).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { chunkMs, heldFor, pacer, type ChunkClock } from '../db/chunks.js';
import { executePlanned } from '../db/planned.js';
import { behindOthers, type Db } from '../db/client.js';
import { findRow, selectRows } from '../db/rows.js';
import {
  accounts,
  asset_valuations,
  assets,
  instruments,
  net_worth_daily,
  net_worth_stale,
  own_prices,
  prices,
  type AccountClass,
  type AssetRow,
  type InstrumentType,
  type PriceSource,
  users,
} from '../db/schema.js';
import { checkDay, daysBetween, shiftDays, shiftMonths, today } from './days.js';
import { compareDecimals, divide, fractionDigits } from './decimal.js';
import { keptFigures } from './kept.js';
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
    // the holders of each instrument, of those quoted in it, and the owners of own prices in it
    await tx.execute(sql`
      WITH g AS (
        SELECT instrument_id, min(day) AS day
          FROM jsonb_to_recordset(${rows}::jsonb) AS r(instrument_id uuid, day date)
         GROUP BY instrument_id
      )
      INSERT INTO ${net_worth_stale} (user_id, from_day)
      SELECT user_id, min(day) FROM (
        SELECT s.user_id, g.day
          FROM ${assets} s
          JOIN ${instruments} i ON i.id = s.instrument_id
          JOIN g ON g.instrument_id IN (i.id, i.quote_instrument_id)
        UNION ALL
        SELECT o.user_id, g.day
          FROM ${own_prices} o JOIN g ON g.instrument_id = o.currency_instrument_id
      ) marks
       GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE
        SET from_day = least(${net_worth_stale.from_day}, excluded.from_day), marked_at = now()`);
  });
}

/** Sets unit price, value and its age of every holding of these instruments, of the instruments
 * quoted in them and of those priced by their owners in them, from their newest USD price
 * (usd_price: USD 1), else the owner's own (own_usd_price, ledger/ownPrices.ts; none known: the
 * value is missing); the age is the older of the price's and its quote currency's (an own
 * price's: its day's start, UTC). */
export async function revalue(
  db: Db,
  instrumentIds: string[],
  onlyAsset: string | null = null,
): Promise<void> {
  if (instrumentIds.length === 0) return;
  // what the holdings' kept costs rest on has changed (ledger/performance.ts)
  await db.execute(sql`SELECT nextval('price_changes')`);
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
          OR i.id IN (SELECT instrument_id FROM ${own_prices}
                       WHERE currency_instrument_id IN (${ids}))
    ),
    held AS (
      SELECT s.id, l.price, l.as_of,
             CASE WHEN l.price IS NULL
                  THEN own_usd_price(s.user_id, s.instrument_id, current_date) END AS own,
             CASE WHEN l.price IS NULL THEN (
               SELECT least(o.day::timestamp AT TIME ZONE 'UTC',
                            (SELECT as_of FROM ${prices} WHERE instrument_id = o.currency_instrument_id
                              AND day <= current_date ORDER BY day DESC LIMIT 1))
                 FROM ${own_prices} o
                WHERE o.user_id = s.user_id AND o.instrument_id = s.instrument_id
                  AND o.day <= current_date
                ORDER BY o.day DESC LIMIT 1) END AS own_as_of
        FROM ${assets} s JOIN latest l ON l.instrument_id = s.instrument_id
       WHERE ${onlyAsset}::uuid IS NULL OR s.id = ${onlyAsset}::uuid
    ),
    priced AS (
      SELECT id, coalesce(price, own) AS price,
             CASE WHEN price IS NULL AND own IS NOT NULL THEN own_as_of ELSE as_of END AS as_of
        FROM held
    )
    UPDATE ${assets} s SET
      unit_price = p.price,
      value = s.balance * p.price,
      valued_at = p.as_of
    FROM priced p
    WHERE s.id = p.id
      AND (s.unit_price IS DISTINCT FROM p.price OR s.valued_at IS DISTINCT FROM p.as_of
           OR s.value IS DISTINCT FROM s.balance * p.price)`);
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

/** Every instrument somebody holds (but USD), the currencies those are quoted in, the
 * currencies people chose as their base and those their own prices are in, each with the first
 * day it is needed: what the price jobs fetch and back-fill. */
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
          UNION ALL SELECT currency_instrument_id, min(day) FROM ${own_prices}
                     WHERE currency_instrument_id IS NOT NULL GROUP BY currency_instrument_id
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

/**
 * The instrument a person's figures are in (SQL, for the person whose id `userId` is): their base
 * currency, or USD while it has no rate today. The one rule of baseCurrency, for a statement that
 * reads it for itself (a list's values in the base currency).
 */
export const baseInstrumentOf = (userId: SQL | string) => sql`(
  SELECT CASE WHEN usd_price(c.id, current_date) IS NULL THEN usd_instrument() ELSE c.id END
    FROM ${users} u JOIN ${instruments} c ON c.id = u.base_instrument_id
   WHERE u.id = ${userId})`;

/**
 * A person's base currency (SQL, a JSON object): for a statement that reads it beside other things,
 * as the session's does for every signed-in request (sessions.ts), which spares most requests a
 * statement of their own (`baseCurrency`).
 */
export const baseCurrencyOf = (userId: SQL | string) => sql<BaseCurrency | null>`(
  SELECT json_build_object('instrument_id', i.id, 'ticker', i.ticker,
                           'rate', coalesce(round(usd_price(i.id, current_date), 18), 1)::text)
    FROM ${instruments} i
   WHERE i.id = ${baseInstrumentOf(userId)})`;

export async function baseCurrency(db: Db, userId: string): Promise<BaseCurrency> {
  const [row] = await selectRows<{ base: BaseCurrency | null }>(
    db,
    sql`SELECT ${baseCurrencyOf(userId)} AS base`,
  );
  if (!row?.base) throw new Error(`No user ${userId}`);
  return row.base;
}

const isUsd = (base: BaseCurrency) => base.ticker === 'USD';

/** A USD figure (SQL) in the base currency today. */
function inBase(usd: SQL, base: BaseCurrency): SQL {
  return isUsd(base) ? usd : sql`round((${usd}) / ${base.rate}::numeric, 18)`;
}

/** A USD figure of a day (SQL) in the base currency at that day's rate. */
const inBaseOn = (usd: SQL, day: SQL, base: BaseCurrency): SQL =>
  isUsd(base) ? usd : sql`round((${usd}) / ${baseRateOn(day, base)}, 18)`;

/** The base currency's USD price on a day (SQL): rateOn, 1 for USD. */
export function baseRateOn(day: SQL, base: BaseCurrency): SQL {
  return isUsd(base) ? sql`1::numeric` : rateOn(sql`${base.instrument_id}::uuid`, day);
}

/**
 * A base currency's USD price on a day (SQL; not USD, which has no prices): the newest on or
 * before it, else the first known (a history older than the rates reach). A base is a fiat
 * currency, priced in USD itself (no quote currency): two index probes, not usd_price's
 * instrument lookup, as a history asks once per point.
 */
export function rateOn(instrument: SQL, day: SQL): SQL {
  return sql`coalesce(
    (SELECT price FROM ${prices} WHERE instrument_id = ${instrument} AND day <= ${day}
      ORDER BY day DESC LIMIT 1),
    (SELECT price FROM ${prices} WHERE instrument_id = ${instrument} ORDER BY day LIMIT 1))`;
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
 * must name the same expression (`to` is a day this server computed, `step` an integer). With a
 * point a day, the day itself: the repair's statement is then one text for every chunk, which
 * its prepared plan needs (db/planned.ts).
 */
function pointOf(day: SQL, to: string, step: number): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to) || !Number.isInteger(step)) {
    throw new Error(`Not a day and a step: ${to}, ${step}`);
  }
  if (step === 1) return day;
  const last = sql.raw(`'${to}'::date`);
  return sql`(${last} - ((${last} - ${day}) / ${sql.raw(String(step))}) * ${sql.raw(String(step))})`;
}

/**
 * SQL answering (asset_id, date, delta) for each of the user's transactions after `after` (up to
 * `until` when given) and each asset it moved: what it added to the asset's balance (a transfer
 * also to its destination's).
 */
function assetDeltas(userId: string, after: string, until: string | null): SQL {
  const days = until
    ? sql`user_id = ${userId} AND date > ${after}::date AND date <= ${until}::date`
    : sql`user_id = ${userId} AND date > ${after}::date`;
  return sql`
    SELECT asset_id, date,
           CASE WHEN transaction_type = 'credit' THEN amount - fee ELSE -(amount + fee) END AS delta
      FROM transactions WHERE ${days}
    UNION ALL
    SELECT destination_asset_id, date, coalesce(destination_amount, amount)
      FROM transactions WHERE ${days} AND transaction_type = 'transfer'`;
}

/**
 * What the user's transactions after `day` moved each asset by (jsonb: asset id to decimal, every
 * asset they moved), for dailyHoldings' `moved`, from `known`, the same after another day: only
 * the transactions between the two days are read.
 */
async function movedAfter(
  tx: Db,
  userId: string,
  day: string,
  known: { day: string; moved: string },
): Promise<string> {
  const later = known.day > day;
  const between = later ? assetDeltas(userId, day, known.day) : assetDeltas(userId, known.day, day);
  const [row] = await selectRows<{ moved: string }>(
    tx,
    sql`SELECT coalesce(jsonb_object_agg(key, delta), '{}')::text AS moved FROM (
          SELECT coalesce(m.key, d.key) AS key,
                 coalesce(m.value::numeric, 0) ${sql.raw(later ? '+' : '-')} coalesce(d.delta, 0)
                   AS delta
            FROM jsonb_each_text(${known.moved}::jsonb) m
            FULL JOIN (SELECT asset_id::text AS key, sum(delta) AS delta
                         FROM (${between}) e GROUP BY asset_id) d ON d.key = m.key) s`,
  );
  return row!.moved;
}

/** A day after every transaction: nothing moved any asset after it. */
const NO_LATER = { day: '9999-12-31', moved: '{}' };

/**
 * How far back from `known` (a day after `before`) one turn sums what the transactions moved: to
 * `before`, or to the day before the `most`-th of them from the newest (but at least a day).
 * Summed at once, a statement's 20,000 rows held PGlite 74 ms.
 */
async function movedWindow(tx: Db, userId: string, before: string, known: string, most: number) {
  const [beyond] = await selectRows<{ day: string }>(
    tx,
    sql`SELECT date::text AS day FROM transactions
         WHERE user_id = ${userId} AND date > ${before}::date AND date <= ${known}::date
         ORDER BY date DESC LIMIT 1 OFFSET ${most}`,
  );
  if (!beyond) return before;
  return beyond.day < known ? beyond.day : shiftDays(known, -1);
}

/**
 * SQL answering (asset_id, asset_class, day, balance, value, price) for each of the user's assets
 * matching `which` and each point from `from` to `to` (`to` and every `step` days before it) on
 * which the asset is held: its balance that day (its balance now less the effect of later
 * transactions; for a valued real asset its latest valuation) and its USD value at the newest
 * price on or before that day, else at the owner's newest own price on or before it in its
 * currency at that day's rate (ledger/ownPrices.ts; `own_days`: each point of each price's span,
 * carried beside the market's in `day_prices`, whose equal-key joins keep the plan of a history
 * without own prices: a range join there made the planner merge on the instrument alone, 4× as
 * slow at 730 points), NULL when neither was known; `price` is that USD price per unit (the
 * repair values the day's opening balances and flows at it).
 *
 * `moved`, when given, is what each asset's transactions after `from` moved it by (a jsonb
 * object: asset id to decimal, movedAfter): the transactions after `to` are then not read at all,
 * which a repair's every chunk otherwise did (a chunk of 1990 read the 20,000 rows of 2024 and
 * 2025: 60-70 ms a chunk, whose pacing then shrank them to 7 days; a history since 1990 took 27 s).
 */
function dailyHoldings(
  userId: string,
  from: string,
  {
    which = sql`true`,
    to = today(),
    step = 1,
    moved,
  }: { which?: SQL; to?: string; step?: number; moved?: SQL } = {},
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
      SELECT asset_id, ${pointOf(sql`date`, to, step)} AS day, sum(delta) AS delta
        FROM (${assetDeltas(userId, from, moved ? to : null)}) e
       WHERE asset_id IN (SELECT id FROM held)
       GROUP BY 1, 2
    ),
    later AS (${
      moved
        ? sql`SELECT m.key::uuid AS asset_id,
                     m.value::numeric - coalesce((SELECT sum(f.delta) FROM flows f
                                                   WHERE f.asset_id = m.key::uuid), 0) AS delta
                FROM jsonb_each_text(${moved}) m`
        : sql`SELECT asset_id, sum(delta) AS delta FROM flows WHERE day > ${to}::date
               GROUP BY asset_id`
    }),
    own AS (
      SELECT instrument_id, day, price, currency_instrument_id AS currency_id,
             lead(day) OVER (PARTITION BY instrument_id ORDER BY day) AS until
        FROM ${own_prices}
       WHERE user_id = ${userId} AND day <= ${to}::date
         AND instrument_id IN (SELECT instrument_id FROM held WHERE NOT is_usd)
    ),
    days AS (
      SELECT d::date AS day
        FROM generate_series(${to}::date, ${from}::date, -${step}::int * interval '1 day') d
    ),
    own_days AS MATERIALIZED (
      SELECT o.instrument_id, d.day, o.price, o.currency_id
        FROM own o JOIN days d ON d.day >= o.day AND (o.until IS NULL OR d.day < o.until)
    ),
    priced AS (
      SELECT instrument_id FROM held WHERE NOT is_usd
      UNION
      SELECT quote_id FROM held WHERE NOT is_usd AND quote_id IS NOT NULL
      UNION
      SELECT currency_id FROM own WHERE currency_id IS NOT NULL
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
             od.price AS own_price, od.currency_id AS own_currency,
             count(p.price) OVER (PARTITION BY i.instrument_id ORDER BY d.day) AS grp
        FROM priced i
        CROSS JOIN days d
        LEFT JOIN point_prices p ON p.instrument_id = i.instrument_id AND p.point = d.day
        LEFT JOIN own_days od ON od.instrument_id = i.instrument_id AND od.day = d.day
    ),
    day_prices AS (
      SELECT instrument_id, day,
             coalesce(
               first_value(price) OVER (PARTITION BY instrument_id, grp ORDER BY day),
               (SELECT price FROM ${prices} p
                 WHERE p.instrument_id = instrument_days.instrument_id AND p.day < ${from}::date
                 ORDER BY p.day DESC LIMIT 1)
             ) AS price,
             own_price, own_currency
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
    SELECT asset_id, asset_class, day, balance, balance * price AS value, price FROM (
    SELECT b.asset_id, b.asset_class, b.day, b.balance,
           CASE WHEN b.is_usd THEN 1
                ELSE coalesce(CASE WHEN b.quote_id IS NULL THEN dp.price
                                   ELSE dp.price * qp.price END,
                              dp.own_price * CASE WHEN dp.own_currency IS NULL THEN 1
                                                  ELSE cp.price END) END AS price
      FROM balances b
      LEFT JOIN day_prices dp ON dp.instrument_id = b.instrument_id AND dp.day = b.day
      LEFT JOIN day_prices qp ON qp.instrument_id = b.quote_id AND qp.day = b.day
      LEFT JOIN day_prices cp ON cp.instrument_id = dp.own_currency AND cp.day = b.day
     WHERE b.balance IS NOT NULL) priced_days`;
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

/** The classes whose holdings are investments (their time-weighted return). */
const INVESTED = sql.raw(`('crypto', 'equity')`);

/**
 * SQL answering (asset_id, day, added, synced, flow) for the user's transactions from `from` to
 * `to` that add to tracking or move money into or out of the investments, in the asset's units
 * (the repair values them at the day's price):
 * - added: a holding's opening quantity (its 'Opening balance' transaction, as ledger/assets.ts
 *   books it; not a statement's row);
 * - synced: what a venue's balance sync booked (venues/sync.ts): on the asset's first day, what a
 *   linked account or a holding the sync created opened with, so added (the repair checks the day);
 * - flow: every credit and debit (but a holding's income, holding_id: that is return; a fee is a
 *   cost) and the side of a transfer between an investment and any other account; counted for
 *   the investments only (the repair filters by class). A trade or a transfer between two
 *   investments moves nothing in or out.
 */
function trackingEvents(userId: string, from: string, to: string): SQL {
  const days = sql`user_id = ${userId} AND date BETWEEN ${from}::date AND ${to}::date`;
  const delta = sql`CASE WHEN transaction_type = 'credit' THEN amount - fee
                         ELSE -(amount + fee) END`;
  return sql`
    SELECT asset_id, day, sum(added) AS added, sum(synced) AS synced, sum(flow) AS flow FROM (
      SELECT asset_id, date AS day,
             CASE WHEN transaction_type <> 'transfer' AND description = 'Opening balance'
                       AND upload_id IS NULL
                  THEN ${delta} ELSE 0 END AS added,
             CASE WHEN transaction_type <> 'transfer' AND meta ? 'venue_sync'
                  THEN ${delta} ELSE 0 END AS synced,
             CASE WHEN transaction_type = 'transfer'
                  THEN CASE WHEN destination_account_class IN ${INVESTED} THEN 0 ELSE -amount END
                  WHEN holding_id IS NOT NULL THEN 0
                  WHEN transaction_type = 'credit' THEN amount
                  ELSE -amount END AS flow
        FROM transactions
       WHERE ${days}
         AND (account_class IN ${INVESTED} OR description = 'Opening balance'
              OR meta ? 'venue_sync')
      UNION ALL
      SELECT destination_asset_id, date, 0, 0, coalesce(destination_amount, amount)
        FROM transactions
       WHERE ${days} AND transaction_type = 'transfer'
         AND destination_account_class IN ${INVESTED} AND account_class NOT IN ${INVESTED}
    ) e
    GROUP BY asset_id, day`;
}

/**
 * The statement writing the user's history from `from` to `to` (the day before is computed too,
 * not written: what each asset held and was worth then). Per day: the net worth, what was owned
 * and owed, how many holdings had no price, what was added to tracking, and the investments'
 * value and flows. Added, each at the day's price (a debt's negative):
 * - on an asset's first day, what it held before that day's transactions (its opening balance:
 *   an account's own; 0 for any other holding, whose opening quantity is a transaction) and what
 *   a venue's sync booked on it that day, or a real asset's first valuation (its later ones are
 *   market change);
 * - a holding's opening transaction (trackingEvents);
 * - a holding's whole balance on the first day it has a price after days without one (it was
 *   left out of the net worth until then).
 * Flows into the investments: what is added to them, and trackingEvents' flows.
 */
function historyDays(userId: string, from: string, to: string, moved: string): SQL {
  const before = shiftDays(from, -1);
  return sql`
    WITH holdings AS (${dailyHoldings(userId, before, { to, moved: sql`${moved}::jsonb` })}),
    events AS (${trackingEvents(userId, from, to)}),
    holding_days AS (
      SELECT h.day, h.asset_class, h.balance, h.value,
             h.asset_class IN ${INVESTED} AS invested,
             CASE WHEN lag(h.day) OVER w IS NULL
                  THEN CASE WHEN h.asset_class = 'real' THEN h.balance
                            ELSE s.opening_balance + coalesce(e.synced, 0) END
                  WHEN lag(h.value) OVER w IS NULL AND lag(h.balance) OVER w <> 0
                  THEN lag(h.balance) OVER w
                  END * h.price AS tracked,
             e.added * h.price AS opened, e.flow * h.price AS flowed
        FROM holdings h
        JOIN ${assets} s ON s.id = h.asset_id
        LEFT JOIN events e ON e.asset_id = h.asset_id AND e.day = h.day
      WINDOW w AS (PARTITION BY h.asset_id ORDER BY h.day)
    )
    INSERT INTO ${net_worth_daily} (user_id, day, net_worth, assets, liabilities, unpriced, added,
                                    invested, invested_flows)
    SELECT ${userId}, day,
           coalesce(sum(value), 0),
           coalesce(sum(value) FILTER (WHERE asset_class <> 'liability'), 0),
           coalesce(sum(value) FILTER (WHERE asset_class = 'liability'), 0),
           count(*) FILTER (WHERE value IS NULL AND balance <> 0),
           coalesce(sum(tracked), 0) + coalesce(sum(opened), 0),
           coalesce(sum(value) FILTER (WHERE invested), 0),
           coalesce(sum(tracked) FILTER (WHERE invested), 0)
             + coalesce(sum(flowed) FILTER (WHERE invested), 0)
      FROM holding_days
     WHERE day >= ${from}::date
     GROUP BY day`;
}

/**
 * Days of history recomputed in a repair's first chunk (the next are paced: db/chunks.ts): half a
 * year, sized blind, so an edit of the last months is repaired in one chunk. A first chunk of 366
 * days held PGlite for 127-141 ms where nothing had warmed it yet (the bystander's longest waits).
 */
const REPAIR_DAYS = 183;
/**
 * Days recomputed in the first chunk of a repair from longer ago than REPAIR_DAYS: the repair
 * takes many chunks anyway, and its first holds PGlite longest (its statement planned, nothing
 * cached): 183 days then held it 76-128 ms, the longest waits of others.
 */
const FIRST_LONG_REPAIR_DAYS = 31;

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
    .select({ from_day: sql<string>`${net_worth_stale.from_day}::text` })
    .from(net_worth_stale)
    .where(eq(net_worth_stale.user_id, userId));
  if (!marked) return null;
  // a recent mark in one chunk; from further back, the first chunk small (its plan is cold)
  const recent = marked.from_day >= shiftDays(today(), 1 - REPAIR_DAYS);
  // bulk work: its chunks go behind the queries others wait with (PGlite)
  return behindOthers(async () => {
    let first: string | null = null;
    let carried: Carried | undefined;
    const spans = pacer(recent ? REPAIR_DAYS : FIRST_LONG_REPAIR_DAYS, { min: 7, max: 3_660 });
    for (;;) {
      const target = chunkMs(db);
      const span = spans.next(target);
      const most = Math.round(target * REPAIR_TRANSACTIONS_PER_MS);
      const chunk = await heldFor((clock) =>
        db.transaction((tx) => {
          clock.began();
          return repairChunk(tx, userId, { span, most }, clock, carried);
        }),
      );
      if (!chunk.value) return first;
      first ??= chunk.value.from;
      if (chunk.value.done) return first;
      carried = chunk.value.carried;
      if (chunk.value.days > 0) spans.took(chunk.value.days, chunk.ms, chunk.workMs);
    }
  });
}

/**
 * What a repair's chunk hands the next: what the transactions after its last day moved each asset
 * by (movedAfter), while the person's transactions are as they were (their version).
 */
type Carried = { version: string; day: string; moved: string };

/** A repair's chunk: `span` days at most, and `most` transactions at most (chunkEnd). */
type ChunkSize = { span: number; most: number };

/**
 * Recomputes up to `size` days from the user's stale mark; null when nothing was stale. `carried`
 * from the chunk before spares reading every later transaction again, when it is still true.
 */
async function repairChunk(
  tx: Db,
  userId: string,
  size: ChunkSize,
  clock: ChunkClock,
  carried: Carried | undefined,
) {
  await tx.execute(ledgerLock(userId));
  const [stale] = await selectRows<{ from_day: string }>(
    tx,
    sql`SELECT from_day::text FROM ${net_worth_stale} WHERE user_id = ${userId}`,
  );
  if (!stale) return null;
  // what a kept history rests on (netWorthHistory) moves on; the person's row is not edited
  const [{ version }] = (await selectRows<{ version: string }>(
    tx,
    sql`UPDATE ${users} SET history_version = history_version + 1 WHERE id = ${userId}
        RETURNING transactions_version::text AS version`,
  )) as [{ version: string }];
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
    return { from: stale.from_day, done: true, days: 0 };
  }
  const from = stale.from_day < start || stale.from_day === '-infinity' ? start : stale.from_day;
  const now = today();
  const before = shiftDays(from, -1);
  const kept = carried?.version === version ? carried : undefined;
  const known = kept && kept.day <= before ? kept : undefined;
  if (from <= now && !known) {
    // turns of their own, `most` transactions at a time: what the later transactions moved
    const since = kept ?? NO_LATER;
    const day = await movedWindow(tx, userId, before, since.day, size.most);
    const moved = await movedAfter(tx, userId, day, since);
    return { from, done: false, days: 0, carried: { version, day, moved } };
  }
  const to = from <= now ? await chunkEnd(tx, userId, from, size, now) : from;
  await tx.execute(sql`DELETE FROM ${net_worth_daily}
                        WHERE user_id = ${userId}
                          AND (day BETWEEN ${from}::date AND ${to}::date OR day < ${start}::date
                               OR day > ${now}::date)`);
  let next: Carried | undefined;
  if (known) {
    const moved = known.day === before ? known.moved : await movedAfter(tx, userId, before, known);
    await clock.work(async () => {
      await executePlanned(tx, 'history_days', historyDays(userId, from, to, moved));
      next = { version, day: to, moved: await movedAfter(tx, userId, to, { day: before, moved }) };
    });
  }
  const done = to >= now;
  await moveMark(done ? null : shiftDays(to, 1));
  return { from, done, days: daysBetween(from, to) + 1, carried: next };
}

/**
 * The transactions a repair's chunk may read, per ms of the chunk's time (chunkMs): its days end
 * before the day of the next one (but for its first day). Sized by days alone, a chunk grown over
 * years of few transactions reached the months of an imported statement's thousands and held
 * PGlite 100 ms; a chunk costs about 15 ms and 18 µs a transaction there.
 */
const REPAIR_TRANSACTIONS_PER_MS = 40;

/**
 * The last day of a repair's chunk from `from` (not after `now`): `span` days, fewer where they
 * hold more than `most` of the user's transactions.
 */
async function chunkEnd(
  tx: Db,
  userId: string,
  from: string,
  { span, most }: ChunkSize,
  now: string,
) {
  const last = shiftDays(from, span - 1) < now ? shiftDays(from, span - 1) : now;
  const [beyond] = await selectRows<{ day: string }>(
    tx,
    sql`SELECT date::text AS day FROM transactions
         WHERE user_id = ${userId} AND date >= ${from}::date AND date <= ${last}::date
         ORDER BY date LIMIT 1 OFFSET ${most}`,
  );
  if (!beyond || beyond.day <= from) return beyond ? from : last;
  return shiftDays(beyond.day, -1);
}

/** Repairs every stale history; answers how many. */
export async function repairStaleHistories(db: Db): Promise<number> {
  const stale = await db.select({ user_id: net_worth_stale.user_id }).from(net_worth_stale);
  for (const { user_id } of stale) await repairHistory(db, user_id);
  return stale.length;
}

/**
 * The net worth over the range from its first day with data (a day anything held had a value: no
 * run of zeros before it), a point a day, or a point every few days where the range is too long
 * for MAX_HISTORY_POINTS (historyStep): each point the last day of its stretch, today last. With
 * the range's change split into what was added to tracking and the rest, and the investments'
 * time-weighted return over it (rangeFigures). Kept between reads (keptFigures) under the
 * person's history version, the base currency's rates (price_changes), the base and the day.
 */
export async function netWorthHistory(
  db: Db,
  userId: string,
  range: HistoryRange,
  base?: BaseCurrency,
) {
  await repairHistory(db, userId);
  const currency = base ?? (await baseCurrency(db, userId));
  const to = today();
  return keptFigures(
    db,
    userId,
    `history:${range}`,
    sql`SELECT md5(concat_ws(':', u.history_version, (SELECT last_value FROM price_changes),
                             ${currency.instrument_id}::text, ${to}::text))
          FROM ${users} u WHERE u.id = ${userId}`,
    () => historyOf(db, userId, range, to, currency),
  );
}

/** The history of netWorthHistory, read from the stored days. */
async function historyOf(
  db: Db,
  userId: string,
  range: HistoryRange,
  to: string,
  base: BaseCurrency,
) {
  const rangeFrom = rangeStart(range, to);
  const figures = await rangeFigures(db, userId, rangeFrom, to, base);
  const first = figures.first_day;
  if (!first) return { ...figures, nodes: [] };
  const from = rangeFrom && rangeFrom > first ? rangeFrom : first;
  const step = historyStep(from, to);
  const fields = sql`day, net_worth, assets, liabilities, unpriced`;
  // A point a day is each stored day; a point every few days, the newest day of its stretch (the
  // `step` days up to it), looked up by the key for each point: read as the newest of each
  // stretch among all stored days, a history since 1900 held PGlite 80 ms.
  const points =
    step === 1
      ? sql`SELECT ${fields} FROM ${net_worth_daily}
             WHERE user_id = ${userId} AND day >= ${from}::date`
      : sql`SELECT n.* FROM generate_series(${to}::date, ${from}::date, ${-step}::int * interval '1 day') p
             CROSS JOIN LATERAL (
               SELECT ${fields} FROM ${net_worth_daily}
                WHERE user_id = ${userId} AND day >= ${from}::date
                  AND day <= p::date AND day > p::date - ${step}::int
                ORDER BY day DESC LIMIT 1) n`;
  const figure = (name: string) =>
    isUsd(base) ? sql.raw(name) : sql`round(${sql.raw(name)} / rate, 18)`;
  const nodes = await selectRows<{
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
  return { ...figures, nodes };
}

/** The first day of the user's history on which anything held had a value (SQL, a date). */
const firstDataDay = (userId: string) =>
  sql`(SELECT d.day FROM ${net_worth_daily} d
        WHERE d.user_id = ${userId} AND (d.assets <> 0 OR d.liabilities <> 0)
        ORDER BY d.day LIMIT 1)`;

/** The stored net worth of the history's `day` (SQL) in the base at its rate; null without it. */
const storedNetWorth = (userId: string, day: SQL, base: BaseCurrency) =>
  sql`(SELECT ${inBaseOn(sql`d.net_worth`, sql`d.day`, base)} FROM ${net_worth_daily} d
        WHERE d.user_id = ${userId} AND d.day = ${day})`;

/** Σ added to tracking after `day` (SQL) up to `to`, each day's at its rate. */
const addedAfter = (userId: string, day: SQL, to: string, base: BaseCurrency) =>
  sql`(SELECT coalesce(sum(${inBaseOn(sql`d.added`, sql`d.day`, base)}), 0)
         FROM ${net_worth_daily} d
        WHERE d.user_id = ${userId} AND d.day > ${day} AND d.day <= ${to}::date
          AND d.added <> 0)`;

/** change / |start| × 100 to two places, in SQL numeric; null when the start is zero or null. */
const percentOf = (change: SQL, start: SQL) =>
  sql`CASE WHEN ${start} = 0 THEN NULL ELSE round(${change} / abs(${start}) * 100, 2) END`;

export type RangeFigures = {
  /** The first day of the history with data; null while there is none. */
  first_day: string | null;
  /** Net worth now less at the range's start, less what was added to tracking meanwhile. */
  change: string | null;
  added: string | null;
  change_percent: string | null;
  investment_return: string | null;
};

/**
 * A range's figures from the stored history, in the base currency at each day's rate. The range
 * runs from its start day (`from`; for the whole history the day before its first day with data,
 * when nothing was tracked) to `to` (today): added = Σ added to tracking on the days after the
 * start; change = the net worth of `to` less that of the start (0 when the history starts later)
 * less added; change_percent = change ÷ |the start's net worth| (null when that was 0).
 * investment_return: the investments' time-weighted return over the days after the start, each
 * day's return (invested − invested_flows) ÷ the day before's invested (its flows come at its
 * end, at its prices: money added earns nothing that day), chained as exp(Σ ln) in numeric; a
 * day without investments the day before (or whose figures make no return) is left out, and
 * only days with investments or flows are read (a history without any reads none). In USD,
 * then in the base: × the base's rate on the last day before the first return ÷ today's (a
 * rate's move counts even over days in between without investments). A percentage to two
 * places; null without a day's return in the range.
 */
async function rangeFigures(
  db: Db,
  userId: string,
  from: string | null,
  to: string,
  base: BaseCurrency,
): Promise<RangeFigures> {
  const start = sql`s.start`;
  const [row] = await selectRows<RangeFigures>(
    db,
    sql`WITH s AS (
          SELECT first_day, coalesce(${from}::date, first_day - 1) AS start
            FROM (SELECT ${firstDataDay(userId)} AS first_day) f
        ),
        days AS (
          SELECT d.day, d.invested, d.invested_flows,
                 lag(d.invested) OVER (ORDER BY d.day) AS invested_before,
                 lag(d.day) OVER (ORDER BY d.day) AS day_before
            FROM ${net_worth_daily} d
           WHERE d.user_id = ${userId} AND d.day >= (SELECT start FROM s)
             AND d.day <= ${to}::date AND (d.invested <> 0 OR d.invested_flows <> 0)
        ),
        returns AS (
          SELECT exp(sum(ln((invested - invested_flows) / invested_before))) AS growth,
                 min(day_before) AS since
            FROM days
           WHERE day_before = day - 1 AND invested_before > 0 AND invested - invested_flows > 0
        ),
        ends AS (
          SELECT s.first_day,
                 ${storedNetWorth(userId, sql`${to}::date`, base)} AS end_worth,
                 ${storedNetWorth(userId, start, base)} AS start_worth,
                 ${addedAfter(userId, start, to, base)} AS added,
                 r.growth * ${baseRateOn(sql`r.since`, base)}
                   / ${baseRateOn(sql`${to}::date`, base)}
                   AS growth
            FROM s, returns r
        )
        SELECT first_day::text AS first_day,
               CASE WHEN first_day IS NOT NULL
                    THEN (end_worth - coalesce(start_worth, 0) - added)::text END AS change,
               CASE WHEN first_day IS NOT NULL THEN added::text END AS added,
               (${percentOf(sql`(end_worth - start_worth - added)`, sql`start_worth`)})::text
                 AS change_percent,
               round((growth - 1) * 100, 2)::text AS investment_return
          FROM ends`,
  );
  return row!;
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

/**
 * The net worth now, per class, and its change over a day and over 30 days: the net worth now
 * less that of yesterday's and the 30-days-ago day of the history (0 when it starts later), less
 * what was added to tracking after that day (added_1d, added_30d), each stored day at its rate;
 * the percentage is of the earlier net worth (null when that was 0). The changes are null while
 * the history holds no day at all. history_start: its first day with data.
 */
export async function dashboardSummary(db: Db, userId: string, base?: BaseCurrency) {
  await repairHistory(db, userId);
  base ??= await baseCurrency(db, userId);
  const classes = await classTotals(db, userId, base);
  const now = today();
  const yesterday = shiftDays(now, -1);
  const monthAgo = shiftDays(now, -30);
  // The totals now and their changes, in one statement: exact numeric arithmetic, as text.
  const [totals] = await selectRows<{
    net_worth: string;
    assets: string;
    liabilities: string;
    prices_as_of: Date | string | null;
    history_start: string | null;
    change_1d: string | null;
    change_30d: string | null;
    added_1d: string | null;
    added_30d: string | null;
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
          SELECT EXISTS (SELECT 1 FROM ${net_worth_daily} WHERE user_id = ${userId}) AS tracked,
                 ${firstDataDay(userId)} AS first_day,
                 ${storedNetWorth(userId, sql`${yesterday}::date`, base)} AS then1,
                 ${storedNetWorth(userId, sql`${monthAgo}::date`, base)} AS then30,
                 ${addedAfter(userId, sql`${yesterday}::date`, now, base)} AS added1,
                 ${addedAfter(userId, sql`${monthAgo}::date`, now, base)} AS added30
        ), changes AS (
          SELECT n.*, p.*,
                 CASE WHEN p.tracked THEN n.net_worth - coalesce(p.then1, 0) - p.added1 END
                   AS change1,
                 CASE WHEN p.tracked THEN n.net_worth - coalesce(p.then30, 0) - p.added30 END
                   AS change30
            FROM present n, past p
        )
        SELECT net_worth::text AS net_worth, assets::text AS assets,
               liabilities::text AS liabilities, prices_as_of, first_day::text AS history_start,
               change1::text AS change_1d, change30::text AS change_30d,
               CASE WHEN tracked THEN added1::text END AS added_1d,
               CASE WHEN tracked THEN added30::text END AS added_30d,
               (${percentOf(sql`change1`, sql`then1`)})::text AS change_1d_percent,
               (${percentOf(sql`change30`, sql`then30`)})::text AS change_30d_percent
          FROM changes`,
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
