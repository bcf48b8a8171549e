import { eq } from 'drizzle-orm';
import { instrument_mappings, instruments, venues } from '../../db/schema.js';
import { Checks, isFailure, notFound, ok } from '../../domain/result.js';
import type { Db } from '../../db/client.js';
import { withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, createRow, findRow, updateRow } from '../records.js';
import type {
  MutationCreateMappingAdminArgs,
  QueryGetMappingsAdminArgs,
  Resolvers,
} from '../resolvers.generated.js';

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

async function mappingValues(db: Db, args: MutationCreateMappingAdminArgs) {
  const symbol = args.symbol.trim();
  const check = new Checks()
    .that(
      'instrument_id',
      !!(await findRow(db, instruments, args.instrument_id)),
      'Instrument not found',
    )
    .that('venue_id', !!(await findRow(db, venues, args.venue_id)), 'Venue not found')
    .required('symbol', symbol, 'Symbol is required');
  if (check.failed) return check.failure();
  return {
    instrument_id: args.instrument_id,
    venue_id: args.venue_id,
    symbol,
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(args.meta !== undefined && { meta: args.meta }),
  };
}

export const mappingResolvers: Resolvers = {
  Query: {
    getMappingsAdmin: withAccess(
      'admin',
      ({ venue_id, instrument_id, status, ...args }: QueryGetMappingsAdminArgs, { db }) =>
        listRows(db, instrument_mappings, mappingList, args, [
          venue_id ? eq(instrument_mappings.venue_id, venue_id) : undefined,
          instrument_id ? eq(instrument_mappings.instrument_id, instrument_id) : undefined,
          typeof status === 'boolean' ? eq(instrument_mappings.status, status) : undefined,
        ]),
    ),
    getMappingAdmin: withAccess('admin', async ({ id }: { id: string }, { db }) =>
      answer('mapping', await findRow(db, instrument_mappings, id)),
    ),
  },
  Mutation: {
    createMappingAdmin: withAccess(
      'admin',
      async (args: MutationCreateMappingAdminArgs, { db }) => {
        const values = await mappingValues(db, args);
        if (isFailure(values)) return values;
        return answer(
          'mapping',
          await createRow(db, instrument_mappings, values, symbolTaken),
          'Mapping created',
        );
      },
    ),
    updateMappingAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationCreateMappingAdminArgs & { id: string }, { db }) => {
        if (!(await findRow(db, instrument_mappings, id))) return notFound();
        const values = await mappingValues(db, args);
        if (isFailure(values)) return values;
        return answer(
          'mapping',
          await updateRow(db, instrument_mappings, id, values, symbolTaken),
          'Mapping updated',
        );
      },
    ),
    deleteMappingAdmin: withAccess('admin', async ({ id }: { id: string }, { db }) => {
      const mapping = await findRow(db, instrument_mappings, id);
      if (!mapping) return notFound();
      await db.delete(instrument_mappings).where(eq(instrument_mappings.id, id));
      return ok({}, 'Mapping deleted');
    }),
  },
};
