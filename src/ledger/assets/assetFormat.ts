// How an asset's numbers read: the balance with 2 to 8 fraction digits (in its unit when that is
// the account's currency); its value in the owner's currency is shown by ledger/BaseValue ("No
// price" while unknown). Decimal strings are formatted as strings.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetFieldsFragment } from '../../graphql/fragments.generated';
import { AccountClass } from '../../graphql/types';
import type { GetAccountsQuery } from '../accounts/Accounts.generated';
import type { GetAssetQuery } from './Assets.generated';
import { formatHolding, holdingUnit } from '../holdings';
import type { IsRealAccount } from './assetSchema';

type Account = GetAccountsQuery['getAccounts']['nodes'][number];

/** A list's asset; the record (getAsset) also says its unit price and when it was last valued;
 * both say where its price comes from (price_status). */
export type Asset = AssetFieldsFragment &
  Partial<
    Pick<
      NonNullable<GetAssetQuery['getAsset']['asset']>,
      'unit_price' | 'valued_at' | 'price_status' | 'performance'
    >
  >;

type AssetNumbers = Pick<
  AssetFieldsFragment,
  'balance' | 'account_id' | 'instrument_id' | 'instrument'
>;

/** The balance's unit: the account's currency ticker, when the asset is held in it. */
export function assetUnit(asset: AssetNumbers, account: Account | undefined): string | undefined {
  return holdingUnit(asset, account);
}

export function useAssetFormat(accountsById: ReadonlyMap<string, Account>) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      balance: (asset: AssetNumbers) =>
        formatHolding(asset, accountsById.get(asset.account_id), locale),
    }),
    [accountsById, locale],
  );
}

/**
 * Whether an account holds real assets (valued by their owner), by the picker's accounts; an
 * account not (yet) loaded counts as `fallback` (e.g. the edited asset's own class).
 */
export function useIsRealAccount(
  accountsById: ReadonlyMap<string, Account>,
  fallback = false,
): IsRealAccount {
  return useCallback(
    (accountId: string) => {
      const account = accountsById.get(accountId);
      return account ? account.account_class === AccountClass.Real : fallback;
    },
    [accountsById, fallback],
  );
}
