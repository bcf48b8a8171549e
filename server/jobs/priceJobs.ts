// The work behind the price queues (queue.ts runs it): fetch prices from the provider of each
// instrument and store them with applyPrices, which revalues the holdings and marks the owners'
// histories stale. Fiat currencies come from the ECB, crypto from Kraken, equities and commodities
// from the securities provider (Yahoo Finance or Twelve Data, in their trading currency); USD is
// always 1. What is fetched is heldInstruments': what people hold, the currencies those are
// quoted in, and the currencies people chose as their base.
import { and, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { findRow } from '../db/rows.js';
import { instruments, prices, type InstrumentType } from '../db/schema.js';
import { compareDecimals } from '../domain/decimal.js';
import { recordFetches, type PriceFetch } from '../domain/prices/fetches.js';
import { addDays, utcToday, type PriceProvider, type Quote } from '../domain/prices/provider.js';
import { applyPrices, heldInstruments, type PriceInput } from '../domain/valuation.js';

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export type Providers = { fiat: PriceProvider; crypto: PriceProvider; securities: PriceProvider };

/** The provider of each type of instrument. */
const PROVIDER_OF: Record<InstrumentType, keyof Providers> = {
  fiat: 'fiat',
  crypto: 'crypto',
  equity: 'securities',
  commodity: 'securities',
};

export type PriceJobDeps = {
  db: Db;
  providers: Providers;
  /** Asks for more work: a back-fill of an instrument, a repair of the stale histories. */
  enqueue: {
    backfill(instrumentId: string): Promise<void>;
    historyRepair(): Promise<void>;
  };
  log: Logger;
};

export type LatestData = { instrument_id?: string };
export type BackfillData = { instrument_id: string; from?: string };

type Instrument = { instrument_id: string; ticker: string; type: InstrumentType };

/** Stored prices reaching back to within this many days of the first day they could have are a
 * history (the ECB publishes nothing on weekends and holidays: its first day may come later). */
const COVERED_WITHIN_DAYS = 7;

export function priceJobs(deps: PriceJobDeps) {
  const { db, providers, log } = deps;
  const said = new Set<string>();
  /** Logs a message once per process (per key), not every hour. */
  const once = (key: string, message: string) => {
    if (said.has(key)) return;
    said.add(key);
    log.info(message);
  };

  function providerFor(instrument: Instrument): PriceProvider | undefined {
    return instrument.ticker === 'USD' ? undefined : providers[PROVIDER_OF[instrument.type]];
  }

  async function instrument(id: string): Promise<Instrument | undefined> {
    const row = await findRow(db, instruments, id);
    return row && { instrument_id: row.id, ticker: row.ticker, type: row.type };
  }

  const toInput =
    (byTicker: Map<string, Instrument>, source: PriceProvider['source']) =>
    (quote: Quote): PriceInput[] => {
      const held = byTicker.get(quote.ticker.toUpperCase());
      return held
        ? [
            {
              instrument_id: held.instrument_id,
              day: quote.day,
              price: quote.price,
              as_of: quote.as_of,
              source,
            },
          ]
        : [];
    };

  /**
   * The latest price of every instrument somebody holds and of the currencies those are quoted
   * in (and of `instrument_id`, which somebody has just started to hold, or just added). Stores
   * what every reachable provider answered, records what each said of each instrument
   * (recordFetches: why a holding has no price), then fails naming the providers that did not,
   * so the job is retried. Needed instruments whose stored prices do not reach back to the first
   * day they are needed get a back-fill.
   */
  async function latest(data: LatestData = {}): Promise<{ stored: number }> {
    const held: (Instrument & { first_day?: string })[] = await heldInstruments(db);
    if (data.instrument_id && !held.some((h) => h.instrument_id === data.instrument_id)) {
      const extra = await instrument(data.instrument_id);
      if (extra) held.push(extra);
    }
    const groups = new Map<PriceProvider, Map<string, Instrument>>();
    for (const item of held) {
      const provider = providerFor(item);
      if (!provider) continue;
      const group = groups.get(provider) ?? new Map<string, Instrument>();
      group.set(item.ticker.toUpperCase(), item);
      groups.set(provider, group);
    }
    const inputs: PriceInput[] = [];
    const failures: string[] = [];
    const quoted = new Set<string>();
    /** What each provider said of each instrument: why a holding has no price (prices/fetches). */
    const heard: PriceFetch[] = [];
    for (const [provider, byTicker] of groups) {
      const source = provider.source;
      try {
        const quotes = await provider.latest([...byTicker.keys()]);
        const stored = quotes.flatMap(toInput(byTicker, provider.source));
        inputs.push(...stored);
        for (const input of stored) quoted.add(input.instrument_id);
        const answered = new Set(quotes.map((q) => q.ticker.toUpperCase()));
        for (const [ticker, item] of byTicker) {
          const priced = answered.has(ticker);
          heard.push({
            instrument_id: item.instrument_id,
            source,
            outcome: priced ? 'priced' : 'unknown',
          });
          if (!priced) {
            once(
              `none:${provider.source}:${ticker}`,
              `Prices: ${provider.name} has no price for ${ticker}.`,
            );
          }
        }
      } catch (error) {
        const message = (error as Error).message;
        failures.push(message);
        for (const item of byTicker.values()) {
          heard.push({
            instrument_id: item.instrument_id,
            source,
            outcome: 'failed',
            error: message,
          });
        }
      }
    }
    const stored = await store(inputs);
    await recordFetches(db, heard);
    await backfillMissing(held.filter((h) => quoted.has(h.instrument_id)));
    if (failures.length > 0) throw new Error(failures.join('; '));
    return { stored };
  }

  /**
   * Stores the prices that say something new (a day without a price, another price, a later
   * quote): an ECB rate fetched again every hour, or a history fetched again, changes nothing and
   * so marks no history stale. Enqueues the repair of the histories the new ones made stale.
   */
  async function store(inputs: PriceInput[]): Promise<number> {
    if (inputs.length === 0) return 0;
    const days = inputs.map((p) => p.day).sort();
    const existing = await db
      .select({
        instrument_id: prices.instrument_id,
        day: prices.day,
        price: prices.price,
        as_of: prices.as_of,
      })
      .from(prices)
      .where(
        and(
          inArray(prices.instrument_id, [...new Set(inputs.map((p) => p.instrument_id))]),
          sql`${prices.day} BETWEEN ${days[0]}::date AND ${days.at(-1)}::date`,
        ),
      );
    const known = new Map(existing.map((row) => [`${row.instrument_id}/${row.day}`, row]));
    const news = inputs.filter((input) => {
      const row = known.get(`${input.instrument_id}/${input.day}`);
      return (
        !row ||
        compareDecimals(row.price, input.price) !== 0 ||
        new Date(row.as_of).getTime() < input.as_of.getTime()
      );
    });
    await applyPrices(db, news);
    if (news.length > 0) await deps.enqueue.historyRepair();
    return news.length;
  }

  /** The first day a provider can have a price for, for an instrument first held on `firstDay`. */
  function historyFrom(provider: PriceProvider, firstDay: string): string {
    if (!provider.historyDays) return firstDay;
    const limit = addDays(utcToday(), 1 - provider.historyDays);
    return firstDay > limit ? firstDay : limit;
  }

  /**
   * Enqueues a back-fill for each of these instruments (priced just now, so their provider knows
   * them) whose stored prices do not reach back to the first day it is held (as far as its
   * provider has history): its back-fill may have run out of retries while the provider was
   * unreachable.
   */
  async function backfillMissing(held: (Instrument & { first_day?: string })[]) {
    if (held.length === 0) return;
    const earliest = await db
      .select({ id: prices.instrument_id, first: min(prices.day) })
      .from(prices)
      .where(
        inArray(
          prices.instrument_id,
          held.map((h) => h.instrument_id),
        ),
      )
      .groupBy(prices.instrument_id);
    const firstStored = new Map(earliest.map((row) => [row.id, row.first]));
    for (const item of held) {
      const provider = providerFor(item);
      if (!provider || !item.first_day) continue;
      const first = firstStored.get(item.instrument_id);
      const expected = addDays(historyFrom(provider, item.first_day), COVERED_WITHIN_DAYS);
      if (!first || first > expected) await deps.enqueue.backfill(item.instrument_id);
    }
  }

  /**
   * Daily prices of one instrument from `from` (default: the first day anybody holds it or a
   * holding quoted in it, or as far back as its provider has history) to today. Fetched whole
   * every time (a few requests at most); only what is new is stored.
   */
  async function backfill(data: BackfillData): Promise<{ stored: number }> {
    const item = await instrument(data.instrument_id);
    const provider = item && providerFor(item);
    if (!item || !provider) return { stored: 0 };
    let from = data.from;
    if (!from) {
      const held = (await heldInstruments(db)).find((h) => h.instrument_id === item.instrument_id);
      if (!held?.first_day) return { stored: 0 };
      from = historyFrom(provider, held.first_day);
    }
    const today = utcToday();
    if (from > today) return { stored: 0 };
    const quotes = await provider.history(item.ticker, from, today);
    const byTicker = new Map([[item.ticker.toUpperCase(), item]]);
    return { stored: await store(quotes.flatMap(toInput(byTicker, provider.source))) };
  }

  return { latest, backfill };
}
