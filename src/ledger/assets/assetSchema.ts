// Validation of the asset forms: the same rules as the API. Messages are translation keys
// (public/locales/*/common.json); a rule without its own message says "Field is not valid."
// (lib/validation). Balances and values stay decimal strings, never floats.
//
// What is entered depends on the account's class (the API's rule):
// - a real asset (property, vehicle, collectible) is valued by its owner: its "current value", in
//   the account's currency, becomes a valuation from today; its balance follows the valuations;
// - any other asset has a quantity balance; its USD value follows the market price, so no value
//   is entered (on create the API takes value = balance).
import * as yup from 'yup';
import {
  DECIMAL_PATTERN,
  descriptionText,
  requiredName,
  UNSIGNED_DECIMAL_PATTERN,
} from '../../lib/validation';
import type { AssetFieldsFragment } from '../../graphql/generated';

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
    description: description.default(''),
  });
}
export type AssetCreateValues = {
  name: string;
  account_id: string;
  value: string;
  balance: string;
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
  description: '',
};

/** The edit form's values: a real asset's current value is its balance (its latest valuation). */
export function assetValues(asset: AssetFieldsFragment): AssetEditValues {
  const real = asset.asset_class === 'real';
  return {
    name: asset.name,
    account_id: asset.account_id,
    description: asset.description ?? '',
    balance: real ? '' : asset.balance,
    value: real ? asset.balance : '',
  };
}
