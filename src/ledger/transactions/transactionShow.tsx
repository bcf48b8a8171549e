// A transaction's show page: its amount and details. Loaded with the show page only.
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import type { ResourceShow, ResourceDetails } from '../../resource/resource';
import { AccountLink } from '../AccountLink';
import { AmountText } from '../AmountText';
import { categoryName } from '../categoryName';
import { useLedgerArea } from '../ledgerArea';
import { TransactionTypeChip } from '../TransactionTypeChip';
import { useAmounts, type TransactionRow } from './useAmounts';

/** The amount, large, and the details; accounts and the asset link to their pages in the area. */
function useTransactionDetails(transaction: TransactionRow): ResourceDetails {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const area = useLedgerArea();
  const { accounts, money } = useAmounts();
  const field = (name: string) => t(`resources.transactions.fields.${name}`);
  const destination = transaction.destination_account_id
    ? accounts.byId.get(transaction.destination_account_id)
    : undefined;
  return {
    summary: (
      <AmountText
        type={transaction.transaction_type}
        signed
        variant="h4"
        component="p"
        aria-label={field('amount')}
        sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}
      >
        {money(transaction, transaction.amount)}
      </AmountText>
    ),
    fields: [
      { label: field('date'), value: formatDate(transaction.date, locale) },
      {
        label: field('type'),
        value: (
          <TransactionTypeChip type={transaction.trade?.side ?? transaction.transaction_type} />
        ),
      },
      {
        label: field('account'),
        value: transaction.account ? (
          <AccountLink id={transaction.account_id} name={transaction.account.name} />
        ) : null,
      },
      ...(transaction.transaction_type === 'transfer'
        ? [
            {
              label: field('destination'),
              value: destination ? (
                <AccountLink id={destination.id} name={destination.name} />
              ) : null,
            },
          ]
        : []),
      ...(transaction.destination_amount
        ? [
            {
              label: field('received'),
              value: formatMoney(
                transaction.destination_amount,
                destination?.instrument ?? {},
                locale,
              ),
            },
          ]
        : []),
      { label: field('fee'), value: money(transaction, transaction.fee) },
      { label: field('payee'), value: transaction.payee },
      {
        label: field('category'),
        value: transaction.category && categoryName(t, transaction.category),
      },
      {
        label: field('asset'),
        value: transaction.asset_id ? (
          <Link component={RouterLink} to={area.assets.show(transaction.asset_id)}>
            {t('resources.transactions.show.openAsset')}
          </Link>
        ) : null,
      },
      { label: field('description'), value: transaction.description },
      { label: field('createdAt'), value: formatDateTime(transaction.created_at, locale) },
      { label: field('updatedAt'), value: formatDateTime(transaction.updated_at, locale) },
    ],
  };
}

export const transactionShow: ResourceShow<TransactionRow> = {
  subtitle: (_transaction, { t }) => t('resources.transactions.show.subtitle'),
  useDetails: useTransactionDetails,
};
