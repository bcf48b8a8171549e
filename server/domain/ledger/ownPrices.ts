// A person's own prices, and why a holding has no price. Free of GraphQL.
//
// - Who may: a person gives their own price per unit of an instrument they hold (an asset of
//   theirs is in it) that nobody prices: no provider's or administrator's price of any day is
//   stored for it (table prices), whatever the reason (no provider knows it, its provider has been
//   unreachable since it was first held, or it was not fetched yet). USD is always 1.
// - What it is: a price from a day on (not in the future), in a fiat currency the person states
//   (their base currency unless they name another), kept as given: its USD worth on a day moves
//   with that currency's rate, as an instrument quoted in EUR does (usd_price). One per
//   instrument and day; the same day's replaces it. Migration 0020.
// - Where it counts: only in its owner's figures, and only where no market price is known. An
//   asset's unit_price and value (valuation.revalue), and so the dashboard, the allocation and
//   the totals, and each day of the net-worth and balance histories (valuation.dailyHoldings):
//   the market's price when known, else the newest own price on or before the day. Should a
//   provider price the instrument later, its prices win on every day they cover.
// - Every write revalues the holdings, marks the owner's history stale from the price's day and
//   asks for the currency's rates (announced).
// - Why a price is missing (priceStates): what the price jobs last heard from the provider of the
//   instrument lacking a price (its own, else its quote currency's, else the currency of the
//   person's own price): it answered without it (no provider prices it), it could not be asked
//   since a time (unreachable), or nothing was asked yet.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { assets, instruments, own_prices, price_fetches, prices, users } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { isUuid } from '../../lib/ids.js';
import { checkDay, today } from '../days.js';
import { compareDecimals, fractionDigits } from '../decimal.js';
import { Checks, type Failure } from '../result.js';
import { markStale, revalue } from '../valuation.js';
import { announced } from './jobs.js';
import { ledgerWrite, writeOwned } from './write.js';

export type OwnPriceInput = {
  instrument_id: string;
  /** Per unit, in `currency`: above 0, at most 18 decimal places. */
  price: string;
  /** YYYY-MM-DD, not in the future; today when left out. */
  date?: string | null;
  /** An active fiat currency's ticker; the person's base currency when left out. */
  currency?: string | null;
};

/** The messages of the rules, as the form says them too. */
export const OWN_PRICE_MESSAGES = {
  notHeld: 'You hold nothing of this instrument',
  usd: 'The US dollar is always worth $1',
  priced: 'This instrument has a market price: your own price is for one nobody prices',
  positive: 'The price must be greater than 0',
  decimals: 'At most 18 decimal places',
  future: 'A price cannot be set for a future day',
  currency: 'Choose one of the currencies the app offers',
  sameCurrency: 'Give the price in another currency',
} as const;

/** An own price as the API answers it. */
export const ownPriceFields = {
  id: own_prices.id,
  instrument_id: own_prices.instrument_id,
  date: own_prices.day,
  price: own_prices.price,
  currency: sql<string>`coalesce((SELECT ticker FROM ${instruments}
                                  WHERE id = ${own_prices.currency_instrument_id}), 'USD')`,
  created_at: own_prices.created_at,
  updated_at: own_prices.updated_at,
};

const ownPriceOf = (db: Db, id: string) =>
  db
    .select(ownPriceFields)
    .from(own_prices)
    .where(eq(own_prices.id, id))
    .then((rows) => rows[0]!);

/** Whether anybody (a provider, an administrator) ever priced the instrument. */
const hasMarketPrice = (db: Db, instrumentId: string) =>
  db
    .select({ one: sql`1` })
    .from(prices)
    .where(eq(prices.instrument_id, instrumentId))
    .limit(1)
    .then((rows) => rows.length > 0);

/** The person's own price of an instrument they hold and nobody prices, from a day on. */
export async function setOwnPrice(db: Db, userId: string, input: OwnPriceInput, jobs?: Jobs) {
  const date = input.date ?? today();
  const check = new Checks()
    .that('price', compareDecimals(input.price, '0') > 0, OWN_PRICE_MESSAGES.positive)
    .that('price', fractionDigits(input.price) <= 18, OWN_PRICE_MESSAGES.decimals);
  checkDay(check, 'date', date, { future: OWN_PRICE_MESSAGES.future });
  const ticker = input.currency?.trim().toUpperCase();
  const written = await ledgerWrite(db, userId, async (tx) => {
    const [instrument] = isUuid(input.instrument_id)
      ? await tx
          .select({ id: instruments.id, ticker: instruments.ticker })
          .from(instruments)
          .where(
            and(
              eq(instruments.id, input.instrument_id),
              sql`EXISTS (SELECT 1 FROM ${assets} s WHERE s.user_id = ${userId}
                           AND s.instrument_id = ${instruments.id})`,
            ),
          )
      : [];
    check.that('instrument_id', !!instrument, OWN_PRICE_MESSAGES.notHeld);
    if (instrument) {
      check
        .that('instrument_id', instrument.ticker !== 'USD', OWN_PRICE_MESSAGES.usd)
        .that(
          'instrument_id',
          !(await hasMarketPrice(tx, instrument.id)),
          OWN_PRICE_MESSAGES.priced,
        );
    }
    const [currency] = ticker
      ? await tx
          .select({ id: instruments.id, ticker: instruments.ticker })
          .from(instruments)
          .where(
            and(
              eq(instruments.ticker, ticker),
              eq(instruments.type, 'fiat'),
              eq(instruments.status, true),
            ),
          )
      : await tx
          .select({ id: instruments.id, ticker: instruments.ticker })
          .from(users)
          .innerJoin(instruments, eq(instruments.id, users.base_instrument_id))
          .where(eq(users.id, userId));
    check
      .that('currency', !!currency, OWN_PRICE_MESSAGES.currency)
      .that(
        'currency',
        !instrument || !currency || currency.id !== instrument.id || instrument.ticker === 'USD',
        OWN_PRICE_MESSAGES.sameCurrency,
      );
    if (check.failed || !instrument || !currency) return check.failure();
    const currencyId = currency.ticker === 'USD' ? null : currency.id;
    const [row] = await tx
      .insert(own_prices)
      .values({
        user_id: userId,
        instrument_id: instrument.id,
        day: date,
        price: input.price,
        currency_instrument_id: currencyId,
      })
      .onConflictDoUpdate({
        target: [own_prices.user_id, own_prices.instrument_id, own_prices.day],
        set: { price: input.price, currency_instrument_id: currencyId, updated_at: sql`now()` },
      })
      .returning({ id: own_prices.id });
    await revalue(tx, [instrument.id]);
    await markStale(tx, userId, date);
    return { ...(await ownPriceOf(tx, row!.id)), currency_instrument_id: currencyId };
  });
  const answered = await announced(jobs, userId, written, (price) => price.currency_instrument_id);
  if ('success' in answered) return answered;
  const { currency_instrument_id: _, ...price } = answered;
  return price;
}

/** Deletes one of the person's own prices: their figures fall back to the one before (or none). */
export async function deleteOwnPrice(
  db: Db,
  userId: string,
  id: string,
  jobs?: Jobs,
): Promise<true | Failure> {
  const written = await writeOwned(db, userId, own_prices, id, async (tx, row) => {
    await tx.delete(own_prices).where(eq(own_prices.id, row.id));
    await revalue(tx, [row.instrument_id]);
    await markStale(tx, userId, row.day);
    return true as const;
  });
  return announced(jobs, userId, written);
}

/** The person's own prices of an instrument, newest first. */
export async function ownPricesOf(db: Db, userId: string, instrumentId: string) {
  if (!isUuid(instrumentId)) return [];
  return db
    .select(ownPriceFields)
    .from(own_prices)
    .where(and(eq(own_prices.user_id, userId), eq(own_prices.instrument_id, instrumentId)))
    .orderBy(desc(own_prices.day));
}

// ---------------------------------------------------------------------------------------------
// Where a holding's price comes from, or why it has none
// ---------------------------------------------------------------------------------------------

export type PriceState = 'market' | 'own' | 'no_provider' | 'provider_unreachable' | 'not_fetched';

export type PriceStatus = {
  state: PriceState;
  /** provider_unreachable: since when its provider could not be asked. */
  since: Date | null;
  /** Whether the person may give their own price of it (nobody prices it). */
  own_price_allowed: boolean;
};

type StateRow = {
  id: string;
  is_usd: boolean;
  market_ever: boolean;
  market_now: boolean;
  usd_now: boolean;
  own_now: boolean;
  own_usd_now: boolean;
  /** The instrument a missing price is missing for, and what its provider last said. */
  outcome: 'priced' | 'unknown' | 'failed' | null;
  failing_since: Date | string | null;
};

/**
 * The price state of each of these instruments as the person holds them (today): null for USD
 * (always 1). One statement for all of them (a list's rows ask together).
 */
export async function priceStates(
  db: Db,
  userId: string,
  instrumentIds: string[],
): Promise<Map<string, PriceStatus | null>> {
  const ids = [...new Set(instrumentIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectRows<StateRow>(
    db,
    sql`WITH state AS (
          SELECT i.id, i.ticker = 'USD' AS is_usd, i.quote_instrument_id,
                 EXISTS (SELECT 1 FROM ${prices} p WHERE p.instrument_id = i.id) AS market_ever,
                 EXISTS (SELECT 1 FROM ${prices} p WHERE p.instrument_id = i.id
                          AND p.day <= current_date) AS market_now,
                 usd_price(i.id, current_date) IS NOT NULL AS usd_now,
                 o.currency_instrument_id AS own_currency, o.id IS NOT NULL AS own_now,
                 own_usd_price(${userId}::uuid, i.id, current_date) IS NOT NULL AS own_usd_now
            FROM ${instruments} i
            LEFT JOIN LATERAL (
              SELECT id, currency_instrument_id FROM ${own_prices}
               WHERE user_id = ${userId}::uuid AND instrument_id = i.id AND day <= current_date
               ORDER BY day DESC LIMIT 1) o ON true
           WHERE i.id IN (${list})
        )
        SELECT s.id, s.is_usd, s.market_ever, s.market_now, s.usd_now, s.own_now, s.own_usd_now,
               f.outcome, f.failing_since
          FROM state s
          LEFT JOIN ${price_fetches} f
            ON f.instrument_id = CASE WHEN s.market_now THEN s.quote_instrument_id
                                      WHEN s.own_now THEN s.own_currency
                                      ELSE s.id END`,
  );
  return new Map(rows.map((row) => [row.id, stateOf(row)]));
}

function stateOf(row: StateRow): PriceStatus | null {
  if (row.is_usd) return null;
  const own_price_allowed = !row.market_ever;
  const status = (state: PriceState, since: Date | null = null) => ({
    state,
    since,
    own_price_allowed,
  });
  if (row.usd_now) return status('market');
  if (row.own_usd_now) return status('own');
  switch (row.outcome) {
    case 'unknown':
      return status('no_provider');
    case 'failed':
      return status(
        'provider_unreachable',
        row.failing_since === null ? null : new Date(row.failing_since),
      );
    default:
      return status('not_fetched');
  }
}
