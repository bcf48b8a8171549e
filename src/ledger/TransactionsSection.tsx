// A page's transactions: a heading with an action ("View all", "Add transaction") above the
// transactions resource's list, whose URL state is prefixed "tx". The list (and the data grid it
// brings) loads after the rest of the page is on screen. Used by the account and asset show pages,
// the dashboard and the crypto/cash/banking overviews.
import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import { Button, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Section } from '../components/Section';
import { paths } from '../lib/paths';
import type { ListScope } from '../resource/resource';

const TransactionList = lazy(async () => {
  const [{ ResourceListPage }, { transactionsResource }] = await Promise.all([
    import('../resource/ResourceListPage'),
    import('./transactions/transactionsResource'),
  ]);
  return {
    default: (props: {
      scope?: ListScope;
      pageSize?: number;
      title: string;
      empty?: ReactNode;
      toolbar?: boolean;
    }) => (
      <ResourceListPage
        resource={transactionsResource}
        embedded={{
          prefix: 'tx',
          scope: props.scope,
          pageSize: props.pageSize,
          ariaLabel: props.title,
          emptyAction: props.empty,
          toolbar: props.toolbar ?? false,
        }}
      />
    ),
  };
});

/** "Add transaction", leading to the transaction form at `to`. */
export function AddTransactionButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<Add />}>
      {t('resources.transactions.create.button')}
    </Button>
  );
}

export type TransactionsSectionProps = {
  /** The heading, also the list's accessible name. */
  title: string;
  /** On the right of the heading. */
  action?: ReactNode;
  /** Offered when there are no transactions. */
  emptyAction?: ReactNode;
  /** Only these transactions (the API's named filters); the area's class otherwise. */
  scope?: ListScope;
  /** The dashboard's smaller heading. */
  dense?: boolean;
  /** Rows per page (the list's default otherwise). */
  pageSize?: number;
  /** The list's search, filters, totals and export (a record's page); none by default. */
  toolbar?: boolean;
};

export function TransactionsSection({
  title,
  action,
  emptyAction,
  scope,
  dense,
  pageSize,
  toolbar,
}: TransactionsSectionProps) {
  return (
    <Section title={title} action={action} dense={dense}>
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <TransactionList
          scope={scope}
          pageSize={pageSize}
          title={title}
          empty={emptyAction}
          toolbar={toolbar}
        />
      </Suspense>
    </Section>
  );
}

export type RecordTransactionsProps = {
  /** The account the transactions belong to, and optionally one of its assets. */
  account_id: string;
  asset_id?: string;
  /** A bank account also takes statements: "Upload statement" beside "Add transaction". */
  statements?: boolean;
};

/**
 * The transactions of one account or asset on its show page, with "Add transaction" (the form
 * filled in for it, coming back here), searchable and filtered as the whole list is, with their
 * totals and export.
 */
export function RecordTransactions({
  account_id,
  asset_id,
  statements = false,
}: RecordTransactionsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const addButton = (
    <AddTransactionButton to={paths.newTransaction({ account_id, asset_id, returnTo: pathname })} />
  );
  const add = statements ? (
    <Stack direction="row" spacing={1}>
      <Button
        component={RouterLink}
        to={paths.statementUpload(account_id)}
        variant="outlined"
        startIcon={<UploadFile />}
      >
        {t('statements.title')}
      </Button>
      {addButton}
    </Stack>
  ) : (
    addButton
  );
  return (
    <TransactionsSection
      title={t('resources.transactions.title')}
      action={add}
      emptyAction={add}
      scope={asset_id ? { asset_id } : { account_id }}
      toolbar
    />
  );
}
