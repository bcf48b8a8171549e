// The asset form: name, account and, for a real asset, its current value, otherwise its quantity
// balance (on create also the instrument it is held in, in an account that holds several, and the
// day it is held from). Loaded with the create and edit pages only.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { AccountClass } from '../../graphql/types';
import { CreateAssetDocument, UpdateAssetDocument } from './Assets.generated';
import { assertSuccess } from '../../lib/errors';
import { todayIso } from '../../lib/validation';
import type { ResourceForm, FormMode, ResourceFormModel } from '../../resource/resource';
import { useAccountPicker } from '../pickers';
import { useIsRealAccount } from './assetFormat';
import { AssetFormFields } from './AssetFormFields';
import {
  assetCreateSchema,
  assetEditSchema,
  assetValues,
  newAsset,
  type AssetCreateValues,
} from './assetSchema';
import type { Asset } from './assetFormat';

/** Whether the chosen account holds real assets; an edited asset's own class until they load. */
function useIsReal(asset?: Asset) {
  const accounts = useAccountPicker();
  return useIsRealAccount(accounts.byId, asset?.asset_class === AccountClass.Real);
}

function AssetFields({ mode, record }: { mode: FormMode; record?: Asset }) {
  const isReal = useIsReal(record);
  return <AssetFormFields mode={mode} instrumentId={record?.instrument_id} isReal={isReal} />;
}

function useAssetModel(mode: FormMode, asset?: Asset): ResourceFormModel<Asset, AssetCreateValues> {
  const client = useApolloClient();
  const accounts = useAccountPicker();
  const isReal = useIsReal(asset);
  const schema = useMemo(
    () => (mode === 'create' ? assetCreateSchema(isReal) : assetEditSchema(isReal)),
    [mode, isReal],
  );
  return {
    schema,
    initialValues: asset ? assetValues(asset) : newAsset(),
    create: async (values) => {
      const real = isReal(values.account_id);
      const balance = values.balance.trim();
      const own = accounts.byId.get(values.account_id)?.instrument_id;
      const { data } = await client.mutate({
        mutation: CreateAssetDocument,
        variables: {
          name: values.name.trim(),
          account_id: values.account_id,
          value: real ? values.value.trim() : balance,
          balance: real ? null : balance,
          description: values.description.trim() || null,
          // said only when it is not what the API takes anyway: another instrument than the
          // account's own, another day than today (the API's today, which may be another date
          // than the reader's a few hours a day)
          ...(!real &&
            values.instrument_id &&
            values.instrument_id !== own && { instrument_id: values.instrument_id }),
          ...(!real && values.date && values.date !== todayIso() && { date: values.date }),
        },
      });
      return { record: assertSuccess(data?.createAsset).asset };
    },
    update: async (values) => {
      // a real asset's changed current value becomes a valuation from today; any other asset's
      // balance is saved and its USD value follows the market price
      const real = isReal(values.account_id);
      const value = values.value.trim();
      const { data } = await client.mutate({
        mutation: UpdateAssetDocument,
        variables: {
          id: asset!.id,
          name: values.name.trim(),
          account_id: values.account_id,
          description: values.description.trim(),
          ...(real ? value !== asset!.balance && { value } : { balance: values.balance.trim() }),
        },
      });
      assertSuccess(data?.updateAsset);
    },
  };
}

export const assetForm: ResourceForm<Asset, AssetCreateValues> = {
  Fields: AssetFields,
  useModel: useAssetModel,
};
