import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { evictLedgerQueries } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';

/**
 * After a create: the cached ledger lists are out of date; open the new account's page (in the
 * area the account was created in).
 */
export function useOpenCreatedAccount() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const area = useLedgerArea();
  return (account: { id: string } | null | undefined) => {
    evictLedgerQueries(client.cache);
    navigate(account ? area.accounts.show(account.id) : area.accounts.list);
  };
}
