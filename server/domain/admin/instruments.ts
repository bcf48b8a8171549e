// The instruments accounts and assets are held in (currencies, crypto, equities): listed for
// everyone, kept by an administrator.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  instruments,
  type AccountClass,
  type InstrumentRow,
  type InstrumentType,
} from '../../db/schema.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { Checks, isFailure, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { currencyMinorUnits, fiatProblem } from '../../../shared/currencies.js';
import { NAME_MAX } from '../../../shared/fieldLimits.js';
import { HELD_TYPES } from '../../../shared/holdings.js';

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

/** What an administrator gives for an instrument (the schema's arguments, id aside). */
export type InstrumentInput = {
  name?: string | null;
  ticker: string;
  type: InstrumentType;
  /** For a currency (fiat) its ISO 4217 minor units when left out; any other type needs them. */
  decimals?: number | null;
  status?: boolean | null;
  meta?: unknown;
};

/**
 * Checked input as columns; `name` is required on create only. A currency (fiat) is an ISO 4217
 * code with its minor units as decimals (shared/currencies.ts, which the form checks too).
 */
function instrumentValues(args: InstrumentInput, creating: boolean) {
  const name = args.name?.trim();
  const ticker = args.ticker.trim().toUpperCase();
  const fiat = args.type === 'fiat';
  const decimals = args.decimals ?? (fiat ? currencyMinorUnits(ticker) : undefined);
  const iso = fiat && ticker ? fiatProblem(ticker, decimals) : undefined;
  const check = new Checks()
    .that('name', creating ? !!name : name !== '', 'Name is required')
    .atMost('name', name, NAME_MAX, 'Name')
    .required('ticker', ticker, 'Ticker is required')
    .that(
      'ticker',
      /^[A-Z0-9._-]{1,20}$/.test(ticker),
      'Ticker may hold up to 20 letters and digits',
    )
    .that('ticker', iso !== 'code', "A currency's ticker must be its ISO 4217 code, e.g. EUR")
    .that('decimals', decimals !== undefined, 'Decimals is required')
    .that(
      'decimals',
      decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 18,
      'Decimals must be between 0 and 18',
    )
    .that(
      'decimals',
      iso !== 'decimals',
      `${ticker} has ${currencyMinorUnits(ticker)} decimal places (ISO 4217)`,
    );
  if (check.failed || decimals === undefined) return check.failure();
  return {
    ...(name && { name }),
    ticker,
    type: args.type,
    decimals,
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(args.meta !== undefined && { meta: args.meta }),
  } satisfies Partial<InstrumentRow>;
}

/** The active instruments an account of this class can be held in and hold (a bank's when
 * none): shared/holdings.ts, the rule createAsset checks a holding by. */
export const navInstruments = (db: Db, accountClass: AccountClass | null | undefined) =>
  listRows(db, instruments, instrumentList, { limit: 100, sort: 'ticker:asc' }, [
    inArray(instruments.type, [...HELD_TYPES[accountClass ?? 'bank']]),
    eq(instruments.status, true),
  ]);

/** A page of the instruments, of one type or status when given. */
export const listInstruments = (
  db: Db,
  { type, status, ...args }: ListArgs & { type?: InstrumentType | null; status?: boolean | null },
) =>
  listRows(db, instruments, instrumentList, args, [
    type ? eq(instruments.type, type) : undefined,
    typeof status === 'boolean' ? eq(instruments.status, status) : undefined,
  ]);

export const findInstrument = (db: Db, id: string) => findRow(db, instruments, id);

/** The instruments of these ids (those that exist), in one query. */
export const findInstruments = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(instruments).where(inArray(instruments.id, ids));

/** A new instrument; a ticker taken already is refused. */
export async function createInstrument(
  db: Db,
  args: InstrumentInput & { name: string },
): Promise<InstrumentRow | Failure> {
  const values = instrumentValues(args, true);
  if (isFailure(values)) return values;
  const row = { ...values, name: args.name.trim() };
  return createRow(db, instruments, row, tickerTaken);
}

/** Edits an instrument; undefined when there is none with this id. */
export async function updateInstrument(
  db: Db,
  id: string,
  args: InstrumentInput,
): Promise<InstrumentRow | Failure | undefined> {
  const values = instrumentValues(args, false);
  return isFailure(values) ? values : updateRow(db, instruments, id, values, tickerTaken);
}
