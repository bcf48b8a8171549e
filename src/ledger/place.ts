// Where the ledger's resources are shown: the whole ledger (/accounts, /assets, /transactions) or
// one of the crypto, cash and banking areas, whose screens keep to the area's class and paths and
// carry its titles (ledgerArea.ts).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourcePlace } from '../resource/resource';
import { useLedgerArea } from './ledgerArea';

export type LedgerResourceKey = 'accounts' | 'assets' | 'transactions';

/** The list filter of an area's class, by the field each list query names it with. */
const classField: Record<LedgerResourceKey, string> = {
  accounts: 'account_class',
  assets: 'asset_class',
  transactions: 'account_class',
};

/** The place of a ledger resource in the current area, as `usePlace` of its descriptor. */
export function ledgerPlace(key: LedgerResourceKey) {
  return function useLedgerPlace(): ResourcePlace {
    const { t } = useTranslation();
    const area = useLedgerArea();
    return useMemo(() => {
      // the areas title the lists of accounts and transactions they show (the assets are the
      // crypto overview's, which has its own heading)
      const titled = area.key && key !== 'assets';
      return {
        routes: area[key],
        scope: area.accountClass ? { [classField[key]]: area.accountClass } : undefined,
        title: titled ? t(`areas.${area.key}.${key}`) : undefined,
        subtitle: titled ? t(`areas.${area.key}.${key}Subtitle`) : undefined,
        canCreate: key !== 'transactions' || area.transactionCreate,
      };
    }, [area, t]);
  };
}
