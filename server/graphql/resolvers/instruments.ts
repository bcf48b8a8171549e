import { eq, inArray } from 'drizzle-orm';
import {
  instruments,
  type AccountClass,
  type InstrumentRow,
  type InstrumentType,
} from '../../db/schema.js';
import { Checks, isFailure } from '../../domain/result.js';
import { withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, createRow, findRow, updateRow } from '../records.js';
import type {
  MutationCreateInstrumentAdminArgs,
  MutationUpdateInstrumentAdminArgs,
  QueryGetInstrumentsArgs,
  QueryGetNavInstrumentsArgs,
  Resolvers,
} from '../resolvers.generated.js';

const instrumentList: ListSpec = {
  columns: {
    id: instruments.id,
    name: instruments.name,
    ticker: instruments.ticker,
    type: instruments.type,
    decimals: instruments.decimals,
    status: instruments.status,
    created_at: instruments.created_at,
  },
  defaultSort: 'ticker:asc',
  tiebreaker: instruments.id,
};

const tickerTaken = { field: 'ticker', message: 'An instrument with this ticker already exists' };

type InstrumentInput = Omit<MutationUpdateInstrumentAdminArgs, 'id'>;

/** Checked input as columns; `name` is required on create only. */
function instrumentValues(args: InstrumentInput, creating: boolean) {
  const name = args.name?.trim();
  const ticker = args.ticker.trim().toUpperCase();
  const check = new Checks()
    .that('name', creating ? !!name : name !== '', 'Name is required')
    .required('ticker', ticker, 'Ticker is required')
    .that(
      'ticker',
      /^[A-Z0-9._-]{1,20}$/.test(ticker),
      'Ticker may hold up to 20 letters and digits',
    )
    .that(
      'decimals',
      Number.isInteger(args.decimals) && args.decimals >= 0 && args.decimals <= 18,
      'Decimals must be between 0 and 18',
    );
  if (check.failed) return check.failure();
  return {
    ...(name && { name }),
    ticker,
    type: args.type,
    decimals: args.decimals,
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(args.meta !== undefined && { meta: args.meta }),
  } satisfies Partial<InstrumentRow>;
}

/** What an account of each class can be held in. */
const NAV_TYPES: Record<AccountClass, InstrumentType[]> = {
  crypto: ['crypto'],
  equity: ['equity', 'fiat'],
  bank: ['fiat'],
  cash: ['fiat'],
  real: ['fiat'],
  liability: ['fiat'],
};

export const instrumentResolvers: Resolvers = {
  Query: {
    getNAVInstruments: withAccess('user', ({ account_class }: QueryGetNavInstrumentsArgs, { db }) =>
      listRows(db, instruments, instrumentList, { limit: 100, sort: 'ticker:asc' }, [
        inArray(instruments.type, NAV_TYPES[account_class ?? 'bank']),
        eq(instruments.status, true),
      ]),
    ),
    getInstruments: withAccess(
      'user',
      ({ type, status, ...args }: QueryGetInstrumentsArgs, { db }) =>
        listRows(db, instruments, instrumentList, args, [
          type ? eq(instruments.type, type) : undefined,
          typeof status === 'boolean' ? eq(instruments.status, status) : undefined,
        ]),
    ),
    getInstrument: withAccess('user', async ({ id }: { id: string }, { db }) =>
      answer('instrument', await findRow(db, instruments, id)),
    ),
  },
  Mutation: {
    createInstrumentAdmin: withAccess(
      'admin',
      async (args: MutationCreateInstrumentAdminArgs, { db }) => {
        const values = instrumentValues(args, true);
        if (isFailure(values)) return values;
        const row = { ...values, name: args.name.trim() };
        return answer(
          'instrument',
          await createRow(db, instruments, row, tickerTaken),
          'Instrument created',
        );
      },
    ),
    updateInstrumentAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationUpdateInstrumentAdminArgs, { db }) => {
        const values = instrumentValues(args, false);
        if (isFailure(values)) return values;
        return answer(
          'instrument',
          await updateRow(db, instruments, id, values, tickerTaken),
          'Instrument updated',
        );
      },
    ),
  },
};
