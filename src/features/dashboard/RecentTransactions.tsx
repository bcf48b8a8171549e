// The latest transactions on the dashboard: the shared transactions section, five to a page (its
// URL parameters prefixed "tx"), with a link to all of them.
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AddTransactionButton, TransactionsSection } from '../../ledger/TransactionsSection';
import { paths } from '../../lib/paths';

export const RECENT_TRANSACTIONS = 5;

export function RecentTransactions() {
  const { t } = useTranslation();
  return (
    <TransactionsSection
      title={t('dashboard.transactions.title')}
      dense
      pageSize={RECENT_TRANSACTIONS}
      action={
        <Button component={RouterLink} to={paths.transactions.list} size="small">
          {t('dashboard.viewAll')}
        </Button>
      }
      emptyAction={<AddTransactionButton to={paths.transactions.create} />}
    />
  );
}
