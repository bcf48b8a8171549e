// Trades: buying and selling a holding of a brokerage, exchange or wallet account, each one
// booking that moves the account's cash and the holding's quantity together (migration 0019).
//
// A trade is a transfer inside its account between the cash (the primary asset, in the account's
// currency) and the holding, so every balance rule of ./balances.ts holds unchanged:
// - a buy pays gross (quantity × price, at the cash's decimals) and the fee from the cash, and
//   the holding receives the quantity (destination_amount);
// - a sell takes the quantity from the holding, and the cash receives gross less the fee.
// What the person entered (side, quantity, price, fee, gross) is the row's meta, {kind: 'trade'}:
// ./performance.ts reads cost and proceeds from it.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import {
  assets,
  transactions,
  type AssetRow,
  type InstrumentRow,
  type TransactionRow,
} from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { checkDay } from '../days.js';
import {
  add,
  compareDecimals,
  fractionDigits,
  multiply,
  normalizeDecimal,
  roundTo,
  subtract,
} from '../decimal.js';
import { Checks, type Failure } from '../result.js';
import { markStale } from '../valuation.js';
import { effectsOf, primaryAsset, shiftAssets } from './balances.js';
import { insertHolding } from './booking.js';
import {
  checkDecimal,
  checkDescription,
  instrumentOf,
  mine,
  trimmed,
  type AccountRecord,
} from './checks.js';
import { announced } from './jobs.js';
import { ledgerWrite, writeOwned } from './write.js';
import { MULTI_HOLDING_CLASSES, mayHold } from '../../../shared/holdings.js';

export type TradeSide = 'buy' | 'sell';

export type TradeInput = {
  account_id: string;
  /** The holding traded; or `instrument_id`, which a buy adds as a holding when it is new. */
  asset_id?: string | null;
  instrument_id?: string | null;
  side: TradeSide;
  /** Units of the holding's instrument. */
  quantity: string;
  /** Per unit, in the account's currency. */
  price: string;
  /** In the account's currency; 0 when left out. */
  fee?: string | null;
  date: string;
  /** "Buy VWCE" / "Sell VWCE" when left out. */
  description?: string | null;
};

/** A trade as entered, kept as its transaction's meta. */
export type TradeMeta = {
  kind: 'trade';
  side: TradeSide;
  quantity: string;
  price: string;
  fee: string;
  /** quantity × price at the cash's decimals: what a buy paid before its fee, a sell got. */
  gross: string;
};

export const isTrade = (meta: unknown): meta is TradeMeta =>
  !!meta && typeof meta === 'object' && (meta as { kind?: unknown }).kind === 'trade';

export const NOT_TRADED =
  'Trades are booked in a brokerage, exchange or wallet account that holds several instruments';
export const TRADE_EDIT = 'A trade is changed as a trade: edit its quantity, price and fee';

/** The checks that need nothing from the database. */
function checkInput(input: TradeInput): Checks {
  const check = new Checks().that(
    'side',
    input.side === 'buy' || input.side === 'sell',
    'Choose buy or sell',
  );
  checkDecimal(check, 'quantity', 'Quantity', input.quantity, undefined, 'positive');
  checkDecimal(check, 'price', 'Price', input.price, undefined, 'positive');
  checkDecimal(check, 'fee', 'Fee', input.fee ?? '0', undefined, 'not negative');
  checkDescription(check, trimmed(input.description) ?? '', false);
  return checkDay(check, 'date', input.date, { future: 'A trade cannot be dated in the future' });
}

type Place = { account: AccountRecord; cash: AssetRow; money: InstrumentRow };

/** The account a trade is booked in, its cash and the cash's currency; problems go to `check`. */
async function placeOf(
  tx: Db,
  userId: string,
  accountId: string,
  check: Checks,
): Promise<Place | undefined> {
  const account = await mine(userId).account(tx, accountId);
  check
    .that('account_id', !!account, 'Account not found')
    .that(
      'account_id',
      !account || MULTI_HOLDING_CLASSES.includes(account.account_class),
      NOT_TRADED,
    );
  if (!account || check.failed) return undefined;
  const cash = await primaryAsset(tx, account.id);
  const money = await instrumentOf(tx, account.instrument_id);
  check.that('account_id', !!cash && !!money, 'This account holds no cash');
  return cash && money ? { account, cash, money } : undefined;
}

/** The holding traded: the one named, the account's holding of the instrument, or (a buy of an
 * instrument it does not hold yet) undefined with the instrument to add. */
async function holdingOf(
  tx: Db,
  place: Place,
  input: Pick<TradeInput, 'asset_id' | 'instrument_id' | 'side'>,
  check: Checks,
): Promise<{ holding?: AssetRow; instrument?: InstrumentRow }> {
  const { account, cash } = place;
  const field = input.asset_id ? 'asset_id' : 'instrument_id';
  let holding = input.asset_id
    ? await findRow(tx, assets, input.asset_id, eq(assets.account_id, account.id))
    : input.instrument_id
      ? (
          await tx
            .select()
            .from(assets)
            .where(
              and(
                eq(assets.account_id, account.id),
                eq(assets.instrument_id, input.instrument_id),
                ne(assets.id, cash.id),
              ),
            )
            .limit(1)
        )[0]
      : undefined;
  if (holding?.id === cash.id) holding = undefined;
  const instrument = await instrumentOf(
    tx,
    holding?.instrument_id ?? (input.asset_id ? null : (input.instrument_id ?? null)),
  );
  check
    .that(field, !!input.asset_id || !!input.instrument_id, 'Choose what you trade')
    .that(field, !!instrument, input.asset_id ? 'Holding not found' : 'Instrument not found')
    .that(
      field,
      !instrument || instrument.id !== account.instrument_id,
      "The account's own currency is its cash, not a holding to trade",
    )
    .that(
      field,
      !instrument || mayHold(account.account_class, instrument.type),
      `This account cannot hold ${instrument?.ticker ?? 'it'}`,
    )
    .that(field, !!holding || input.side !== 'sell', 'This account does not hold it');
  if (instrument && !holding) {
    check.that(field, instrument.status, `${instrument.ticker} is not available`);
  }
  return { holding, instrument };
}

/** The transaction's columns for a checked trade. */
function tradeRow(
  place: Place,
  holding: AssetRow,
  input: TradeInput,
  gross: string,
  ticker: string,
): Omit<TransactionRow, 'id' | 'user_id' | 'created_at' | 'updated_at'> {
  const { account, cash } = place;
  const fee = input.fee ?? '0';
  const meta: TradeMeta = {
    kind: 'trade',
    side: input.side,
    quantity: input.quantity,
    price: input.price,
    fee,
    gross,
  };
  const buy = input.side === 'buy';
  return {
    account_id: account.id,
    account_class: account.account_class,
    asset_id: buy ? cash.id : holding.id,
    instrument_id: buy ? cash.instrument_id : holding.instrument_id,
    category_id: null,
    destination_account_id: account.id,
    destination_asset_id: buy ? holding.id : cash.id,
    destination_account_class: account.account_class,
    destination_amount: buy ? input.quantity : subtract(gross, fee),
    upload_id: null,
    holding_id: null,
    transaction_type: 'transfer',
    amount: buy ? gross : input.quantity,
    fee: buy ? fee : '0',
    description: trimmed(input.description) || `${buy ? 'Buy' : 'Sell'} ${ticker}`,
    date: input.date,
    meta,
    bank_reference: null,
    counterparty: null,
    statement_text: null,
    counterparty_key: null,
  };
}

/**
 * Checks a trade against its place and holding and answers its row, or the failure. `held` is
 * the quantity a sell may take (the holding's balance, plus what the trade being edited took).
 */
function checkedRow(
  check: Checks,
  place: Place,
  instrument: InstrumentRow | undefined,
  input: TradeInput,
  held: string,
) {
  const fee = input.fee ?? '0';
  const places = place.money.decimals;
  if (instrument) {
    check.that(
      'quantity',
      fractionDigits(input.quantity) <= instrument.decimals,
      `At most ${instrument.decimals} decimal places`,
    );
  }
  check.that('fee', fractionDigits(fee) <= places, `At most ${places} decimal places`);
  const gross = check.failed ? '0' : roundTo(multiply(input.quantity, input.price), places);
  if (!check.failed) {
    check.that('price', compareDecimals(gross, '0') > 0, 'Quantity × price rounds to 0');
    if (input.side === 'sell') {
      check
        .that(
          'quantity',
          compareDecimals(input.quantity, held) <= 0,
          `You hold ${normalizeDecimal(held)} ${instrument?.ticker ?? ''}`.trim(),
        )
        .that('fee', compareDecimals(fee, gross) < 0, 'The fee must be less than the proceeds');
    }
  }
  return { gross };
}

/** Buys or sells a holding of the caller's account (see the module comment). */
export async function recordTrade(
  db: Db,
  userId: string,
  input: TradeInput,
  jobs?: Jobs,
): Promise<TransactionRow | Failure> {
  const check = checkInput(input);
  const written = await ledgerWrite(db, userId, async (tx) => {
    const place = await placeOf(tx, userId, input.account_id, check);
    const found = place ? await holdingOf(tx, place, input, check) : {};
    if (!place || !found.instrument) return check.failure();
    const { gross } = checkedRow(
      check,
      place,
      found.instrument,
      input,
      found.holding?.balance ?? '0',
    );
    if (check.failed) return check.failure();
    const holding =
      found.holding ?? (await insertHolding(tx, userId, place.account, found.instrument));
    const [row] = await tx
      .insert(transactions)
      .values({
        ...tradeRow(place, holding, input, gross, found.instrument.ticker),
        user_id: userId,
      })
      .returning();
    await shiftAssets(tx, effectsOf(eq(transactions.id, row!.id), 1));
    await markStale(tx, userId, row!.date);
    return row!;
  });
  return announced(jobs, userId, written);
}

/** Changes a trade's quantity, price, fee, date, side or description: its old booking is undone
 * and the new one made, in one go. The holding stays the one it was booked on. */
export async function updateTrade(
  db: Db,
  userId: string,
  id: string,
  input: {
    [K in Exclude<keyof TradeInput, 'account_id' | 'asset_id' | 'instrument_id'>]?:
      TradeInput[K] | null;
  },
  jobs?: Jobs,
): Promise<TransactionRow | Failure> {
  const written = await writeOwned(db, userId, transactions, id, async (tx, row) => {
    const before = row.meta;
    if (!isTrade(before)) return new Checks().that('id', false, 'Not a trade').failure();
    const holdingId = before.side === 'buy' ? row.destination_asset_id : row.asset_id;
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined && value !== null),
    );
    const merged: TradeInput = {
      account_id: row.account_id,
      asset_id: holdingId,
      side: before.side,
      quantity: before.quantity,
      price: before.price,
      fee: before.fee,
      date: row.date,
      description: row.description,
      ...given,
    };
    const check = checkInput(merged);
    const place = await placeOf(tx, userId, row.account_id, check);
    const found = place ? await holdingOf(tx, place, merged, check) : {};
    if (!place || !found.holding || !found.instrument) return check.failure();
    // a sell may take what the holding has once this trade is undone
    const undone = before.side === 'buy' ? subtract('0', before.quantity) : before.quantity;
    const { gross } = checkedRow(
      check,
      place,
      found.instrument,
      merged,
      add(found.holding.balance, undone),
    );
    if (check.failed) return check.failure();
    const which = eq(transactions.id, row.id);
    await shiftAssets(tx, effectsOf(which, -1));
    const [updated] = await tx
      .update(transactions)
      .set(tradeRow(place, found.holding, merged, gross, found.instrument.ticker))
      .where(which)
      .returning();
    await shiftAssets(tx, effectsOf(which, 1));
    await markStale(tx, userId, updated!.date < row.date ? updated!.date : row.date);
    return updated!;
  });
  return announced(jobs, userId, written);
}
