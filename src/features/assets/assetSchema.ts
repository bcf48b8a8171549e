// Validation of the asset forms: the same rules as the API. Messages are translation keys
// (public/locales/*/common.json); a rule without its own message says "Field is not valid."
// (lib/validation). Balances and values stay decimal strings, never floats.
import * as yup from 'yup';
import { DECIMAL_PATTERN } from '../../lib/validation';
import type { AssetFieldsFragment } from '../../graphql/generated';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

const decimal = () =>
  yup
    .string()
    .trim()
    .matches(DECIMAL_PATTERN, { message: 'validation.decimal', excludeEmptyString: true });

const name = yup
  .string()
  .trim()
  .required('assets.validation.nameRequired')
  .max(NAME_MAX, 'validation.max100');

const accountId = yup.string().required('assets.validation.accountRequired');
const value = decimal().required('assets.validation.valueRequired');
const description = yup.string().trim().max(DESCRIPTION_MAX, 'validation.max500');

export const assetCreateSchema = yup.object({
  name,
  value,
  account_id: accountId,
  balance: decimal().default(''),
  description: description.default(''),
});
export type AssetCreateValues = yup.InferType<typeof assetCreateSchema>;

export const assetEditSchema = yup.object({
  name,
  account_id: accountId,
  description: description.required('assets.validation.descriptionRequired'),
  balance: decimal().required('assets.validation.balanceRequired'),
  value,
});
export type AssetEditValues = yup.InferType<typeof assetEditSchema>;

export const emptyAsset: AssetCreateValues = {
  name: '',
  value: '',
  account_id: '',
  balance: '',
  description: '',
};

export function assetValues(asset: AssetFieldsFragment): AssetEditValues {
  return {
    name: asset.name,
    account_id: asset.account_id,
    description: asset.description ?? '',
    balance: asset.balance,
    value: asset.value,
  };
}
