// Instruments found by symbol or name, for everyone signed in: the ones the app knows first, then
// the securities provider's matches it does not know yet; and adding one of those by its symbol,
// as the provider describes it (never as the caller says), priced in its trading currency.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { instruments, type InstrumentRow, type InstrumentType } from '../db/schema.js';
import type { Jobs } from '../jobs/jobs.js';
import type { Logger } from '../log.js';
import { NAME_MAX } from '../../shared/fieldLimits.js';
import { listInstruments } from './admin/instruments.js';
import {
  PriceFetchError,
  type ListedInstrument,
  type SecuritiesProvider,
} from './prices/provider.js';
import { Checks, fail, isFailure, ok, type Failure, type Success } from './result.js';
import { createRow } from './rows.js';

export const QUERY_MAX = 100;
export const TICKER_MAX = 32;
/** A provider's symbol as the app takes it: letters, digits and the marks symbols carry
 * (VWCE.DE, BRK-B, GC=F, M&M.NS, VWCE:XETR), at most TICKER_MAX. */
const TICKER = /^[A-Z0-9^][A-Z0-9.^=:&_-]{0,31}$/;
/** Known instruments a search answers at most (the provider answers ten more at most). */
const KNOWN_MAX = 10;
/** The types a provider's instrument may have; a ticker the app knows as another (ETH the coin,
 * not Ethan Allen's shares) cannot be added. */
const SECURITY_TYPES: InstrumentType[] = ['equity', 'commodity'];
/** Shares may be held in fractions (savings plans buy 0.0123 of a share). */
const SECURITY_DECIMALS = 8;

/** An instrument a search found: one the app knows (id set), or a provider's to add by ticker. */
export type InstrumentMatch = {
  id: string | null;
  ticker: string;
  name: string;
  type: InstrumentType;
  exchange: string | null;
  currency: string | null;
  known: boolean;
};

export type SearchDeps = {
  db: Db;
  provider: SecuritiesProvider;
  /** Where a provider's failure is logged (the user reads it in the app's words). */
  logger?: Pick<Logger, 'warn'>;
};

/** The ticker of the currency each instrument is quoted in ("USD" without one), by its id. */
export async function quoteCurrencies(
  db: Db,
  rows: Pick<InstrumentRow, 'id' | 'quote_instrument_id'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.quote_instrument_id ?? []))];
  const tickers = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: instruments.id, ticker: instruments.ticker })
            .from(instruments)
            .where(inArray(instruments.id, ids))
        ).map((row) => [row.id, row.ticker]),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      row.quote_instrument_id ? (tickers.get(row.quote_instrument_id) ?? 'USD') : 'USD',
    ]),
  );
}

/** A provider's failure in the app's words: busy, or out of reach (the log has the detail). */
export function providerTrouble(name: string, error: PriceFetchError): string {
  return error.kind === 'rate_limit'
    ? `${name} is busy (too many requests)`
    : `${name} could not be reached`;
}

const tickerChecks = (ticker: string) =>
  new Checks()
    .required('ticker', ticker, 'Ticker is required')
    .atMost('ticker', ticker, TICKER_MAX, 'Ticker')
    .that('ticker', TICKER.test(ticker), 'A ticker holds letters, digits and . - = ^ : & _');

/**
 * Known instruments matching `query` (active; ticker or name containing it; the exact ticker
 * first), then the provider's matches the app does not list yet. A provider that fails leaves
 * the known ones, with a message saying so.
 */
export async function searchInstruments(
  { db, provider, logger }: SearchDeps,
  query: string,
): Promise<Success<{ nodes: InstrumentMatch[] }> | (Failure & { nodes: never[] })> {
  const text = query.trim();
  const check = new Checks()
    .required('query', text, 'Type a ticker or a name')
    .atMost('query', text, QUERY_MAX, 'The search');
  if (check.failed) return { ...check.failure(), nodes: [] };

  const listed = await listInstruments(db, {
    status: true,
    limit: KNOWN_MAX,
    sort: 'ticker:asc',
    where: { _or: [{ ticker_contains: text }, { name_contains: text }] },
  });
  if (!listed.success) return listed;
  const upper = text.toUpperCase();
  const known = [...listed.nodes].sort(
    (a, b) => Number(b.ticker === upper) - Number(a.ticker === upper),
  );

  let offered: ListedInstrument[] = [];
  let message: string | null = null;
  try {
    offered = await provider.search(text);
  } catch (error) {
    if (!(error instanceof PriceFetchError)) throw error;
    logger?.warn(`Instrument search: ${error.message}`);
    message = `${providerTrouble(provider.name, error)}: only the instruments the app knows are listed`;
  }

  // The provider's matches, once each, that the known ones do not already list.
  const shown = new Set(known.map((row) => row.ticker));
  const fresh = [
    ...new Map(
      offered
        .filter((item) => TICKER.test(item.ticker) && !shown.has(item.ticker))
        .map((item) => [item.ticker, item]),
    ).values(),
  ];
  const existing =
    fresh.length === 0
      ? []
      : await db
          .select()
          .from(instruments)
          .where(
            inArray(
              instruments.ticker,
              fresh.map((item) => item.ticker),
            ),
          );
  const byTicker = new Map(existing.map((row) => [row.ticker, row]));
  const currencies = await quoteCurrencies(db, [...known, ...existing]);
  const fromRow = (row: InstrumentRow): InstrumentMatch => ({
    id: row.id,
    ticker: row.ticker,
    name: row.name,
    type: row.type,
    exchange: row.exchange,
    currency: currencies.get(row.id) ?? 'USD',
    known: true,
  });
  const nodes = [
    ...known.map(fromRow),
    ...fresh.flatMap((item): InstrumentMatch[] => {
      const row = byTicker.get(item.ticker);
      if (!row) return [{ ...item, id: null, known: false }];
      // Known under another type (a coin's ticker): not this security.
      return SECURITY_TYPES.includes(row.type) ? [fromRow(row)] : [];
    }),
  ];
  return ok({ nodes }, message);
}

const findByTicker = async (db: Db, ticker: string) =>
  (await db.select().from(instruments).where(eq(instruments.ticker, ticker)))[0];

/**
 * The provider's instrument of this ticker, added as the provider describes it: its name, type,
 * exchange and trading currency (a fiat instrument the app has), active, in shares of up to 8
 * decimals; its prices are fetched at once. A ticker the app knows already answers that
 * instrument (adding twice adds once).
 */
export async function addListedInstrument(
  { db, provider, logger }: SearchDeps,
  jobs: Jobs | undefined,
  tickerText: string,
): Promise<{ instrument: InstrumentRow; created: boolean } | Failure> {
  const ticker = tickerText.trim().toUpperCase();
  const check = tickerChecks(ticker);
  if (check.failed) return check.failure();
  const refuse = (message: string) => fail(message, [{ field: 'ticker', message }]);

  const known = await findByTicker(db, ticker);
  if (known) {
    return SECURITY_TYPES.includes(known.type)
      ? { instrument: known, created: false }
      : refuse(`${ticker} is already the ${known.type} instrument ${known.name}`);
  }

  let described: Awaited<ReturnType<SecuritiesProvider['describe']>>;
  try {
    described = await provider.describe(ticker);
  } catch (error) {
    if (!(error instanceof PriceFetchError)) throw error;
    logger?.warn(`Adding ${ticker}: ${error.message}`);
    return fail(`${providerTrouble(provider.name, error)}: try again later`);
  }
  if (!described) {
    return refuse(`${provider.name} lists no stock, ETF, fund or commodity ${ticker}`);
  }
  const quote =
    described.currency === 'USD'
      ? null
      : (
          await db
            .select({ id: instruments.id })
            .from(instruments)
            .where(and(eq(instruments.ticker, described.currency), eq(instruments.type, 'fiat')))
        )[0];
  if (quote === undefined) {
    return refuse(
      `${ticker} trades in ${described.currency}, a currency the app does not have yet: ` +
        'an administrator can add it',
    );
  }

  const created = await createRow(
    db,
    instruments,
    {
      ticker,
      name: described.name.slice(0, NAME_MAX),
      type: described.type,
      exchange: described.exchange,
      quote_instrument_id: quote?.id ?? null,
      decimals: SECURITY_DECIMALS,
      status: true,
      // Whose symbol the ticker is: Yahoo's and Twelve Data's spellings differ off US exchanges.
      meta: { provider: provider.source },
    },
    { field: 'ticker', message: 'An instrument with this ticker already exists' },
  );
  if (isFailure(created)) {
    // Added by another request meanwhile: that one is the answer.
    const added = await findByTicker(db, ticker);
    return added ? { instrument: added, created: false } : created;
  }
  // Its latest price now; its history once somebody holds it (the back-fill starts there).
  await jobs?.instrumentHeld(created.id);
  return { instrument: created, created: true };
}
