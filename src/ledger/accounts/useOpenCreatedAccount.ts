import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { evictLedgerQueries } from '../cache';
import { useLedgerArea } from '../ledgerArea';

/**
 * After a create: the cached ledger lists are out of date; open the new account's page (in the
 * area the account was created in).
 */
export function useOpenCreatedAccount() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const area = useLedgerArea();
  /** `notice`: what the account's page says first (how linking a venue account went). */
  return (account: { id: string } | null | undefined, notice?: string | null) => {
    evictLedgerQueries(client.cache);
    navigate(account ? area.accounts.show(account.id) : area.accounts.list, {
      state: notice ? { notice } : undefined,
    });
  };
}
