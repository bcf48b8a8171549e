import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { evictLedgerQueries } from '../../lib/ledger';
import { paths } from '../../lib/paths';

/** After a create: the cached ledger lists are out of date; open the new account's page. */
export function useOpenCreatedAccount() {
  const navigate = useNavigate();
  const client = useApolloClient();
  return (account: { id: string } | null | undefined) => {
    evictLedgerQueries(client.cache);
    navigate(account ? paths.accounts.show(account.id) : paths.accounts.list);
  };
}
