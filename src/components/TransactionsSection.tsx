import Add from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { TransactionList } from './TransactionList';

export type TransactionsSectionProps = {
  /** The account the transactions belong to, and optionally one of its assets. */
  account_id: string;
  asset_id?: string;
};

/**
 * The transactions of one account or asset on its show page: a heading, "Add transaction" (the form
 * filled in for it, coming back here) and the list, whose URL state is prefixed "tx".
 */
export function TransactionsSection({ account_id, asset_id }: TransactionsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  const addTransaction = (
    <Button
      component={RouterLink}
      to={paths.newTransaction({ account_id, asset_id, returnTo: pathname })}
      variant="contained"
      startIcon={<Add />}
    >
      {t('transactions.list.create')}
    </Button>
  );
  return (
    <section aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{
          mb: 2,
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {t('transactions.list.title')}
        </Typography>
        {addTransaction}
      </Stack>
      <TransactionList
        scope={asset_id ? { asset_id } : { account_id }}
        defaults={{ prefix: 'tx' }}
        hideAccount
        emptyAction={addTransaction}
        ariaLabel={t('transactions.list.title')}
      />
    </section>
  );
}
