import { useSearchParams } from 'react-router-dom';
import { ResourceCreatePage } from '../../resource/ResourceCreatePage';
import { useLedgerArea } from '../ledgerArea';
import { StatementEntryToggle } from '../StatementEntryToggle';
import { safeReturnTo } from './returnTo';
import { transactionsResource } from './transactionsResource';

/**
 * A new transaction. `?account_id=` and `?asset_id=` preselect where it goes (from an account's
 * or an asset's page; with an asset the account is fixed); `?returnTo=` is where a saved
 * transaction leads back to, else its own show page. Inside an area (/cash/transactions/create)
 * the account is one of the area's class and the saved transaction opens in the area; in banking
 * the page also offers the switch between statement upload and manual entry.
 */
export function TransactionCreatePage() {
  const area = useLedgerArea();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  return (
    <ResourceCreatePage
      resource={transactionsResource}
      before={area.statementEntry && <StatementEntryToggle {...area.statementEntry} />}
      leadTo={returnTo ? { created: () => returnTo, cancel: returnTo } : undefined}
    />
  );
}
