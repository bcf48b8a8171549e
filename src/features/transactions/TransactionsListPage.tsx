import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { TransactionList } from '../../components/TransactionList';
import { paths } from '../../lib/paths';

/** Key under which the card/table choice of this list is remembered. */
export const TRANSACTIONS_VIEW_KEY = 'transactions-view';

/** All transactions: newest first, 10 per page, search in the description, type and account filters. */
export function TransactionsListPage() {
  const { t } = useTranslation();
  const create = (
    <Button
      component={RouterLink}
      to={paths.transactions.create}
      variant="contained"
      startIcon={<Add />}
    >
      {t('transactions.list.create')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('transactions.list.title')}
        subtitle={t('transactions.list.subtitle')}
        actions={create}
      />
      <TransactionList
        defaults={{ storageKey: TRANSACTIONS_VIEW_KEY }}
        searchable
        filterSelects
        emptyAction={create}
      />
    </>
  );
}
