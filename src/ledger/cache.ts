// What to forget in the cache after a ledger change: a transaction, an asset or an account moves
// balances and values that every ledger list, record and total shows.
import type { ApolloCache } from '@apollo/client';
import { evictQueries } from '../resource/resource';

export const ledgerQueries = [
  'getTransactions',
  'getTransaction',
  'getCashFlow',
  'getAssets',
  'getAsset',
  'getHoldings',
  'getHolding',
  'getAccounts',
  'getAccount',
  // what balances and values feed
  'getDashboardSummary',
  'getNetWorthHistory',
  'getAllocation',
  'getTopAssets',
  'getBalanceHistory',
  'getAssetValuations',
] as const;

/**
 * A transaction or an asset changed: balances, values and lists are out of date. Forget the cached
 * answers of the ledger queries, so the next screen asks the API again. `keep` names the queries
 * the current screen shows and must not lose under the user's hands (an edit form's own record
 * and pickers; the mutation's answer already updated the record itself).
 */
export function evictLedgerQueries(
  cache: ApolloCache,
  keep: readonly (typeof ledgerQueries)[number][] = [],
) {
  evictQueries(
    cache,
    ledgerQueries.filter((fieldName) => !keep.includes(fieldName)),
  );
}
