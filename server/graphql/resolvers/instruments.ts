// Instruments: listed for everyone (those an account of a class can be held in, too), kept by an
// administrator; securities found through the securities provider and added by anyone signed in.
// The rules live in server/domain/admin/instruments.ts and server/domain/listedInstruments.ts;
// these only check who asks and shape answers.
import * as instruments from '../../domain/admin/instruments.js';
import * as listed from '../../domain/listedInstruments.js';
import { securitiesProvider } from '../../domain/prices/securities.js';
import { isFailure, ok } from '../../domain/result.js';
import type { Context } from '../context.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationAddListedInstrumentArgs,
  MutationCreateInstrumentAdminArgs,
  MutationUpdateInstrumentAdminArgs,
  QueryGetInstrumentArgs,
  QueryGetInstrumentsArgs,
  QueryGetNavInstrumentsArgs,
  QuerySearchInstrumentsArgs,
  Resolvers,
} from '../resolvers.generated.js';

/** What a search or an addition needs: the database, the configured provider, the log. */
const searchDeps = (ctx: Context): listed.SearchDeps => ({
  db: ctx.db,
  provider: securitiesProvider(ctx.config),
  logger: ctx.logger,
});

export const instrumentResolvers: Resolvers = {
  Query: {
    getNAVInstruments: withAccess('user', ({ account_class }: QueryGetNavInstrumentsArgs, { db }) =>
      instruments.navInstruments(db, account_class),
    ),
    getInstruments: withAccess('user', (args: QueryGetInstrumentsArgs, { db }) =>
      instruments.listInstruments(db, args),
    ),
    getInstrument: withAccess('user', async ({ id }: QueryGetInstrumentArgs, { db }) =>
      answer('instrument', await instruments.findInstrument(db, id)),
    ),
    searchInstruments: withAccess('user', ({ query }: QuerySearchInstrumentsArgs, ctx) =>
      listed.searchInstruments(searchDeps(ctx), query),
    ),
  },
  Mutation: {
    addListedInstrument: withAccess(
      'user',
      async ({ ticker }: MutationAddListedInstrumentArgs, ctx) => {
        const added = await listed.addListedInstrument(searchDeps(ctx), ctx.jobs, ticker);
        if (isFailure(added)) return added;
        return ok({ instrument: added.instrument }, added.created ? 'Instrument added' : null);
      },
    ),
    createInstrumentAdmin: withAccess(
      'admin',
      async (args: MutationCreateInstrumentAdminArgs, { db }) =>
        answer('instrument', await instruments.createInstrument(db, args), 'Instrument created'),
    ),
    updateInstrumentAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationUpdateInstrumentAdminArgs, { db }) =>
        answer(
          'instrument',
          await instruments.updateInstrument(db, id, args),
          'Instrument updated',
        ),
    ),
  },
  Instrument: {
    currency: async (row, _args, ctx) =>
      row.quote_instrument_id
        ? ((await ctx.instrument(row.quote_instrument_id))?.ticker ?? 'USD')
        : 'USD',
  },
};
