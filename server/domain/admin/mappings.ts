// An administrator's mappings of a venue's symbols to instruments (instrument_mappings): which
// instrument a venue's balance is (../venues/mappings.ts reads them on a sync).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instrument_mappings, instruments, venues, type MappingRow } from '../../db/schema.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { Checks, isFailure, notFound, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { NAME_MAX } from '../../../shared/fieldLimits.js';

/** What an administrator gives for a mapping (the schema's arguments, id aside). */
export type MappingInput = {
  instrument_id: string;
  venue_id: string;
  symbol: string;
  status?: boolean | null;
  meta?: unknown;
};

const mappingList: ListSpec = {
  columns: {
    id: instrument_mappings.id,
    instrument_id: instrument_mappings.instrument_id,
    venue_id: instrument_mappings.venue_id,
    symbol: instrument_mappings.symbol,
    status: instrument_mappings.status,
    created_at: instrument_mappings.created_at,
  },
  defaultSort: 'symbol:asc',
  tiebreaker: instrument_mappings.id,
};

const symbolTaken = { field: 'symbol', message: 'This venue already maps this symbol' };

async function mappingValues(db: Db, args: MappingInput) {
  const symbol = args.symbol.trim();
  const check = new Checks()
    .that(
      'instrument_id',
      !!(await findRow(db, instruments, args.instrument_id)),
      'Instrument not found',
    )
    .that('venue_id', !!(await findRow(db, venues, args.venue_id)), 'Venue not found')
    .required('symbol', symbol, 'Symbol is required')
    .atMost('symbol', symbol, NAME_MAX, 'Symbol');
  if (check.failed) return check.failure();
  return {
    instrument_id: args.instrument_id,
    venue_id: args.venue_id,
    symbol,
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(args.meta !== undefined && { meta: args.meta }),
  };
}

type MappingFilters = {
  venue_id?: string | null;
  instrument_id?: string | null;
  status?: boolean | null;
};

/** A page of the mappings, of one venue, instrument or status when given. */
export const listMappings = (
  db: Db,
  { venue_id, instrument_id, status, ...args }: ListArgs & MappingFilters,
) =>
  listRows(db, instrument_mappings, mappingList, args, [
    venue_id ? eq(instrument_mappings.venue_id, venue_id) : undefined,
    instrument_id ? eq(instrument_mappings.instrument_id, instrument_id) : undefined,
    typeof status === 'boolean' ? eq(instrument_mappings.status, status) : undefined,
  ]);

export const findMapping = (db: Db, id: string) => findRow(db, instrument_mappings, id);

/** A new mapping of an existing instrument and venue; a symbol the venue maps already is refused. */
export async function createMapping(db: Db, args: MappingInput): Promise<MappingRow | Failure> {
  const values = await mappingValues(db, args);
  return isFailure(values) ? values : createRow(db, instrument_mappings, values, symbolTaken);
}

/** Edits a mapping; one that does not exist is not found. */
export async function updateMapping(
  db: Db,
  id: string,
  args: MappingInput,
): Promise<MappingRow | Failure | undefined> {
  if (!(await findRow(db, instrument_mappings, id))) return notFound();
  const values = await mappingValues(db, args);
  if (isFailure(values)) return values;
  return updateRow(db, instrument_mappings, id, values, symbolTaken);
}

/** Deletes a mapping; one that does not exist is not found. */
export async function deleteMapping(db: Db, id: string): Promise<true | Failure> {
  const mapping = await findRow(db, instrument_mappings, id);
  if (!mapping) return notFound();
  await db.delete(instrument_mappings).where(eq(instrument_mappings.id, id));
  return true;
}
