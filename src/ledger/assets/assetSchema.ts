// Validation of the asset forms: the same rules as the API. Messages are translation keys
// (public/locales/*/common.json); a rule without its own message says "Field is not valid."
// (lib/validation). Balances and values stay decimal strings, never floats.
//
// What is entered depends on the account's class (the API's rule):
// - a real asset (property, vehicle, collectible) is valued by its owner: its "current value", in
//   the account's currency, becomes a valuation from today; its balance follows the valuations;
// - any other asset has a quantity balance; its value follows the market price, so no value is
//   entered (on create the API takes value = balance). It is held in the account's currency or,
//   in an account that holds several (a wallet, a broker), in the instrument chosen; its opening
//   quantity is booked as a transaction on the day given (today unless changed).
import * as yup from 'yup';
import {
  DATE_PATTERN,
  DECIMAL_PATTERN,
  descriptionText,
  EARLIEST_DATE,
  requiredName,
  todayIso,
  UNSIGNED_DECIMAL_PATTERN,
} from '../../lib/validation';
import type { AssetFieldsFragment } from '../../graphql/fragments.generated';

/** Whether an account (by id) holds real assets, valued by their owner. */
export type IsRealAccount = (accountId: string) => boolean;

const decimal = () =>
  yup
    .string()
    .trim()
    .matches(DECIMAL_PATTERN, { message: 'validation.decimal', excludeEmptyString: true });

const name = requiredName('resources.assets.validation.nameRequired');

const accountId = yup.string().required('resources.assets.validation.accountRequired');
const description = descriptionText();

/** A real asset's current value: required, not negative. */
const currentValue = () =>
  yup
    .string()
    .trim()
    .required('resources.assets.validation.currentValueRequired')
    .matches(UNSIGNED_DECIMAL_PATTERN, 'resources.assets.validation.valueInvalid');

/** The quantity balance of a market-priced asset. */
const balance = () => decimal().required('resources.assets.validation.balanceRequired');

/** The day a new holding's quantity is held from: not before 1900, not in the future. */
const openingDate = () =>
  yup
    .string()
    .required('validation.date')
    .matches(DATE_PATTERN, { message: 'validation.date', excludeEmptyString: true })
    // YYYY-MM-DD strings compare as the days they name
    .test('from', 'validation.dateTooEarly', (date) => !date || date >= EARLIEST_DATE)
    .test('not-future', 'resources.assets.validation.dateFuture', (date) =>
      date ? date <= todayIso() : true,
    );

/** value for real assets, balance for the others; the other field is hidden and not checked. */
const byClass = (isReal: IsRealAccount) => ({
  value: yup
    .string()
    .default('')
    .when('account_id', ([id]: string[], schema) => (isReal(id ?? '') ? currentValue() : schema)),
  balance: yup
    .string()
    .default('')
    .when('account_id', ([id]: string[], schema) => (isReal(id ?? '') ? schema : balance())),
});

export function assetCreateSchema(isReal: IsRealAccount) {
  return yup.object({
    name,
    account_id: accountId,
    ...byClass(isReal),
    instrument_id: yup.string().default(''),
    date: yup
      .string()
      .default('')
      .when('account_id', ([id]: string[], schema) => (isReal(id ?? '') ? schema : openingDate())),
    description: description.default(''),
  });
}
export type AssetCreateValues = {
  name: string;
  account_id: string;
  value: string;
  balance: string;
  /** The instrument a new holding is in; the account's own currency until another is chosen. */
  instrument_id: string;
  /** The day a new holding's quantity is held from (its opening transaction's date). */
  date: string;
  description: string;
};

export function assetEditSchema(isReal: IsRealAccount) {
  return yup.object({
    name,
    account_id: accountId,
    description: description.required('resources.assets.validation.descriptionRequired'),
    ...byClass(isReal),
  });
}
export type AssetEditValues = AssetCreateValues;

export const emptyAsset: AssetCreateValues = {
  name: '',
  value: '',
  account_id: '',
  balance: '',
  instrument_id: '',
  date: '',
  description: '',
};

/** A new asset's values: held from today. */
export const newAsset = (): AssetCreateValues => ({ ...emptyAsset, date: todayIso() });

/** The edit form's values: a real asset's current value is its balance (its latest valuation). */
export function assetValues(asset: AssetFieldsFragment): AssetEditValues {
  const real = asset.asset_class === 'real';
  return {
    name: asset.name,
    account_id: asset.account_id,
    description: asset.description ?? '',
    balance: real ? '' : asset.balance,
    value: real ? asset.balance : '',
    instrument_id: asset.instrument_id ?? '',
    date: '',
  };
}
