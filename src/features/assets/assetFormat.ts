// How an asset's numbers read: the balance with 2 to 8 fraction digits (in its unit when that is
// the account's currency), the value in US dollars. Decimal strings are formatted as strings.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AccountClass,
  type AssetFieldsFragment,
  type GetAccountsQuery,
} from '../../graphql/generated';
import { formatBalance, formatUsd } from '../../lib/format';

export const accountClasses: readonly AccountClass[] = Object.values(AccountClass);

type Account = GetAccountsQuery['getAccounts']['nodes'][number];
type AssetNumbers = Pick<AssetFieldsFragment, 'balance' | 'value' | 'account_id' | 'instrument_id'>;

/** The balance's unit: the account's currency ticker, when the asset is held in it. */
export function assetUnit(asset: AssetNumbers, account: Account | undefined): string | undefined {
  return account && account.instrument_id === asset.instrument_id
    ? account.instrument?.ticker
    : undefined;
}

export function useAssetFormat(accountsById: ReadonlyMap<string, Account>) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      balance: (asset: AssetNumbers) => {
        const unit = assetUnit(asset, accountsById.get(asset.account_id));
        const number = formatBalance(asset.balance, locale);
        return unit ? `${number} ${unit}` : number;
      },
      value: (asset: AssetNumbers) => formatUsd(asset.value, locale),
    }),
    [accountsById, locale],
  );
}
