// Which instrument a venue's asset is: the venue's mappings (instrument_mappings) name it either by
// the venue's own key (Kraken: XXBT, what balances are keyed by) or by its everyday name (altname
// XBT, what an administrator sees); both are compared, upper-cased.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { instrument_mappings, instruments, venues } from '../../db/schema.js';
import { log } from '../../log.js';
import { compareDecimals } from '../decimal.js';
import { fail, notFound, type Failure } from '../result.js';
import {
  logVenueError,
  VenueError,
  type Connector,
  type VenueAsset,
  type VenueBalance,
} from './connector.js';
import type { VenueDeps } from './registry.js';

export type MappedInstrument = { id: string; ticker: string; name: string };
export type MappedBalance = VenueBalance & { instrument: MappedInstrument };

const key = (symbol: string) => symbol.trim().toUpperCase();

/** The venue's mappings by symbol (see key): all of them, or only the active ones. */
async function mappingsOf(
  db: Db,
  venueId: string,
  { activeOnly }: { activeOnly: boolean },
): Promise<Map<string, MappedInstrument>> {
  const rows = await db
    .select({
      symbol: instrument_mappings.symbol,
      id: instruments.id,
      ticker: instruments.ticker,
      name: instruments.name,
    })
    .from(instrument_mappings)
    .innerJoin(instruments, eq(instruments.id, instrument_mappings.instrument_id))
    .where(
      and(
        eq(instrument_mappings.venue_id, venueId),
        activeOnly ? eq(instrument_mappings.status, true) : undefined,
      ),
    );
  return new Map(rows.map(({ symbol, ...instrument }) => [key(symbol), instrument]));
}

/** The assets the venue lists that no mapping (active or not) names, by altname. */
async function unmappedAssets(
  db: Db,
  connector: Connector,
  venueId: string,
): Promise<VenueAsset[]> {
  const [listed, mapped] = await Promise.all([
    connector.assets(),
    mappingsOf(db, venueId, { activeOnly: false }),
  ]);
  return listed
    .filter((asset) => !mapped.has(key(asset.symbol)) && !mapped.has(key(asset.altname)))
    .sort((a, b) => a.altname.localeCompare(b.altname));
}

/**
 * The assets the venue's connector lists that no mapping covers (an administrator's to map); a
 * venue without a connector, or a venue's error, as a failure in words (what it said is logged).
 */
export async function unmappedOfVenue(
  deps: VenueDeps,
  venueId: string,
): Promise<VenueAsset[] | Failure> {
  const venue = await findRow(deps.db, venues, venueId);
  if (!venue) return notFound();
  const connector = deps.connectors(venue.connector_slug);
  if (!connector) return fail(`${venue.name} has no connector to list its assets`);
  try {
    return await unmappedAssets(deps.db, connector, venue.id);
  } catch (error) {
    if (!(error instanceof VenueError)) throw error;
    logVenueError(log, error, { venue: venue.name });
    return fail(error.message);
  }
}

/**
 * Each balance with the instrument an active mapping names its symbol by, or else its altname
 * (the venue's asset list is asked only then). Balances of zero are left out (a venue lists many
 * assets an account once held; an asset it does not report holds nothing anyway), and those
 * nothing maps are `unmapped`.
 */
export async function mapBalances(
  db: Db,
  connector: Connector,
  venueId: string,
  balances: readonly VenueBalance[],
): Promise<{ mapped: MappedBalance[]; unmapped: VenueBalance[] }> {
  const held = balances.filter((balance) => compareDecimals(balance.balance, '0') !== 0);
  const mappings = await mappingsOf(db, venueId, { activeOnly: true });
  const bySymbol = (symbol: string) => mappings.get(key(symbol));
  let altnames = new Map<string, string>();
  if (held.some((balance) => !bySymbol(balance.symbol))) {
    altnames = new Map((await connector.assets()).map((asset) => [asset.symbol, asset.altname]));
  }
  const mapped: MappedBalance[] = [];
  const unmapped: VenueBalance[] = [];
  for (const balance of held) {
    const altname = altnames.get(balance.symbol);
    const instrument = bySymbol(balance.symbol) ?? (altname ? bySymbol(altname) : undefined);
    if (instrument) mapped.push({ ...balance, instrument });
    else unmapped.push(balance);
  }
  return { mapped, unmapped };
}
