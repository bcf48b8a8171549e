import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { TransactionList } from '../../components/TransactionList';
import { useLedgerArea } from '../../lib/ledgerArea';

/** Key under which the card/table choice of this list is remembered. */
export const TRANSACTIONS_VIEW_KEY = 'transactions-view';

/**
 * All transactions: newest first, 10 per page, search in the description, type and account
 * filters. Inside an area (/cash/transactions, …) only the area's class, and "Add transaction"
 * only where the area records transactions by hand (not crypto).
 */
export function TransactionsListPage() {
  const { t } = useTranslation();
  const area = useLedgerArea();
  const create = area.transactionCreate && (
    <Button
      component={RouterLink}
      to={area.transactions.create}
      variant="contained"
      startIcon={<Add />}
    >
      {t('transactions.list.create')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={area.key ? t(`areas.${area.key}.transactions`) : t('transactions.list.title')}
        subtitle={
          area.key ? t(`areas.${area.key}.transactionsSubtitle`) : t('transactions.list.subtitle')
        }
        actions={create || undefined}
      />
      <TransactionList
        defaults={{ storageKey: TRANSACTIONS_VIEW_KEY }}
        searchable
        filterSelects
        emptyAction={create || undefined}
      />
    </>
  );
}
