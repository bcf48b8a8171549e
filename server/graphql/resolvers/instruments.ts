// Instruments: listed for everyone (those an account of a class can be held in, too), kept by an
// administrator. The rules live in server/domain/admin/instruments.ts; these only check who asks
// and shape answers.
import * as instruments from '../../domain/admin/instruments.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationCreateInstrumentAdminArgs,
  MutationUpdateInstrumentAdminArgs,
  QueryGetInstrumentArgs,
  QueryGetInstrumentsArgs,
  QueryGetNavInstrumentsArgs,
  Resolvers,
} from '../resolvers.generated.js';

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
  },
  Mutation: {
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
};
