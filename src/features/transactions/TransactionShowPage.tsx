import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { AmountText } from '../../components/AmountText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { ShowPageActions } from '../../components/ShowPageActions';
import { RecordLoadState } from '../../components/RecordLoadState';
import { TransactionTypeChip } from '../../components/TransactionTypeChip';
import { DeleteTransactionDocument, GetTransactionDocument } from '../../graphql/generated';
import { formatMoney } from '../../lib/amounts';
import { assertSuccess, failureMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/dates';
import { evictLedgerQueries, useAccountPicker, useCategoryPicker } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';

/**
 * One transaction: its details, Edit, and Delete after a confirmation (back to the list). Its links
 * stay inside the area it is shown in.
 */
export function TransactionShowPage() {
  const { t, i18n } = useTranslation();
  const area = useLedgerArea();
  const locale = i18n.language;
  const navigate = useNavigate();
  const client = useApolloClient();
  const { id = '' } = useParams();
  const query = useQuery(GetTransactionDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const accounts = useAccountPicker();
  const categories = useCategoryPicker();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteTransaction, { loading: deleting }] = useMutation(DeleteTransactionDocument);

  const transaction = query.data?.getTransaction.transaction;
  if (!transaction) {
    return (
      <RecordLoadState
        resource="transactions"
        query={query}
        message={query.data?.getTransaction.message}
        variant="details"
      />
    );
  }

  const remove = async () => {
    setDeleteError(null);
    try {
      const result = await deleteTransaction({ variables: { id: transaction.id } });
      assertSuccess(result.data?.deleteTransaction);
      // leave first, then forget: this page must not ask again for what is gone
      await navigate(area.transactions.list, { replace: true });
      evictLedgerQueries(client.cache);
    } catch (error) {
      setDeleteError(failureMessage(error));
    }
  };

  // in what it moved: the asset's instrument (an account may hold several), else the account's
  const currency =
    transaction.instrument ?? accounts.byId.get(transaction.account_id)?.instrument ?? {};
  const money = (value: string) => formatMoney(value, currency, locale);
  const destination = transaction.destination_account_id
    ? accounts.byId.get(transaction.destination_account_id)
    : undefined;
  const accountLink = (accountId: string, name: string) => (
    <Link component={RouterLink} to={area.accounts.show(accountId)}>
      {name}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={transaction.description}
        subtitle={t('transactions.show.subtitle')}
        actions={
          <ShowPageActions
            editTo={area.transactions.edit(transaction.id)}
            onDelete={() => {
              setDeleteError(null);
              setConfirming(true);
            }}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <AmountText
            type={transaction.transaction_type}
            signed
            variant="h4"
            component="p"
            aria-label={t('transactions.fields.amount')}
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {money(transaction.amount)}
          </AmountText>
          <DetailList
            items={[
              { label: t('transactions.fields.date'), value: formatDate(transaction.date, locale) },
              {
                label: t('transactions.fields.type'),
                value: <TransactionTypeChip type={transaction.transaction_type} />,
              },
              {
                label: t('transactions.fields.account'),
                value: transaction.account
                  ? accountLink(transaction.account_id, transaction.account.name)
                  : null,
              },
              ...(transaction.transaction_type === 'transfer'
                ? [
                    {
                      label: t('transactions.fields.destination'),
                      value: destination ? accountLink(destination.id, destination.name) : null,
                    },
                  ]
                : []),
              ...(transaction.destination_amount
                ? [
                    {
                      label: t('transactions.fields.received'),
                      value: formatMoney(
                        transaction.destination_amount,
                        destination?.instrument ?? {},
                        locale,
                      ),
                    },
                  ]
                : []),
              { label: t('transactions.fields.fee'), value: money(transaction.fee) },
              {
                label: t('transactions.fields.category'),
                value: categories.nameOf(transaction.category_id),
              },
              {
                label: t('transactions.fields.asset'),
                value: transaction.asset_id ? (
                  <Link component={RouterLink} to={area.assets.show(transaction.asset_id)}>
                    {t('transactions.show.openAsset')}
                  </Link>
                ) : null,
              },
              { label: t('transactions.fields.description'), value: transaction.description },
              {
                label: t('transactions.fields.createdAt'),
                value: formatDateTime(transaction.created_at, locale),
              },
              {
                label: t('transactions.fields.updatedAt'),
                value: formatDateTime(transaction.updated_at, locale),
              },
            ]}
          />
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('transactions.delete.title')}
        message={t('transactions.delete.message', { name: transaction.description })}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
