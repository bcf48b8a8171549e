// The rules of the trade and income forms: the same as the API's (server/domain/ledger/trades.ts).
// Messages are translation keys; amounts stay decimal strings.
import * as yup from 'yup';
import { isRealDate } from '../transactionRules';
import { DATE_PATTERN, EARLIEST_DATE, descriptionText, todayIso } from '../../lib/validation';
import { amount, decimal, fee } from '../transactionRules';

export type TradeSide = 'buy' | 'sell';

/** A trade being entered: the holding sold, or the instrument bought (a holding it may add). */
export type TradeValues = {
  account_id: string;
  side: TradeSide;
  /** A sell's holding (an asset of the account). */
  asset_id: string;
  /** A buy's instrument (the account's holding of it, or a new one). */
  instrument_id: string;
  quantity: string;
  price: string;
  fee: string;
  date: string;
  description: string;
};

/** Money received from a holding: a dividend or interest in cash, or a staking reward in kind. */
export type IncomeKind = 'dividend' | 'interest' | 'staking';
export const incomeKinds: readonly IncomeKind[] = ['dividend', 'interest', 'staking'];

export type IncomeValues = {
  account_id: string;
  holding_id: string;
  kind: IncomeKind;
  amount: string;
  date: string;
  description: string;
};

const positive = (required: string) =>
  decimal(required).test(
    'positive',
    'resources.transactions.validation.amountPositive',
    (v) => !v || /[1-9]/u.test(v),
  );

/** A day, not in the future (a trade or income that happened). */
const pastDate = yup
  .string()
  .trim()
  .required('resources.transactions.validation.dateRequired')
  .matches(DATE_PATTERN, { message: 'validation.date', excludeEmptyString: true })
  .test('date', 'validation.date', (v) => !v || isRealDate(v))
  .test('from', 'validation.dateTooEarly', (v) => !v || v >= EARLIEST_DATE)
  .test('not-future', 'resources.trades.validation.dateFuture', (v) => !v || v <= todayIso());

export const tradeSchema = yup.object({
  side: yup.mixed<TradeSide>().oneOf(['buy', 'sell']).required(),
  asset_id: yup
    .string()
    .default('')
    .when('side', {
      is: 'sell',
      then: (schema) => schema.required('resources.trades.validation.holdingRequired'),
    }),
  instrument_id: yup
    .string()
    .default('')
    .when('side', {
      is: 'buy',
      then: (schema) => schema.required('resources.trades.validation.instrumentRequired'),
    }),
  quantity: positive('resources.trades.validation.quantityRequired'),
  price: positive('resources.trades.validation.priceRequired'),
  fee,
  date: pastDate,
  description: descriptionText(),
});

export const incomeSchema = yup.object({
  holding_id: yup.string().required('resources.trades.validation.holdingRequired'),
  kind: yup.mixed<IncomeKind>().oneOf(incomeKinds).required(),
  amount,
  date: pastDate,
  description: descriptionText(),
});

export const newTrade = (preset: Partial<TradeValues> = {}): TradeValues => ({
  account_id: '',
  side: 'buy',
  asset_id: '',
  instrument_id: '',
  quantity: '',
  price: '',
  fee: '0',
  date: todayIso(),
  description: '',
  ...preset,
});

export const newIncome = (preset: Partial<IncomeValues> = {}): IncomeValues => ({
  account_id: '',
  holding_id: '',
  kind: 'dividend',
  amount: '',
  date: todayIso(),
  description: '',
  ...preset,
});
