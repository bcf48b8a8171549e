// An account's show page: its balance, details, balance over time and transactions, and the
// Sync of an account linked at a venue; a real asset's its valuations (it takes no transactions)
// and the debts secured on it with the equity; a debt's what it is secured on. Loaded with the
// show page only.
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AccountFieldsFragment } from '../../graphql/fragments.generated';
import { AccountClass } from '../../graphql/types';
import { GetAccountHoldingsDocument } from './AccountHoldings.generated';
import { formatDateTime } from '../../lib/dates';
import { currencyOf, formatAccountNumber, formatMoney } from '../../lib/format';
import type { ResourceShow, ResourceDetails } from '../../resource/resource';
import { BalanceHistoryCard } from '../BalanceHistoryCard';
import { RecordTransactions } from '../TransactionsSection';
import { AccountLink } from '../AccountLink';
import { BaseValue } from '../BaseValue';
import { ValuationsCard } from '../assets/ValuationsCard';
import { useAccountPicker } from '../pickers';
import { AccountHoldings } from './AccountHoldings';
import { debtKind, SecuredDebts } from './SecuredDebts';
import { useSyncAccount } from './useSyncAccount';

type Account = AccountFieldsFragment;

/** The balance, large (and its value in the owner's currency), and the details. */
function useAccountDetails(account: Account): ResourceDetails {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const currency = currencyOf(account);
  const field = (name: string) => t(`resources.accounts.fields.${name}`);
  const securedOn = useAccountPicker().byId.get(account.master_account_id ?? '');
  const debt = account.account_class === AccountClass.Liability;
  return {
    summary: (
      <>
        <Typography variant="overline" color="textSecondary">
          {field('balance')}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ mb: 3, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {formatMoney(account.value, currency, locale)}
        </Typography>
        {currency.ticker !== account.base_currency && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: -2.5, mb: 3 }}>
            {field('baseValue')}:{' '}
            <BaseValue value={account.base_value} currency={account.base_currency} />
          </Typography>
        )}
      </>
    ),
    fields: [
      { label: field('name'), value: account.name },
      { label: field('class'), value: t(`accountClass.${account.account_class}`) },
      {
        label: field(debt ? 'debtType' : 'type'),
        value: debt ? debtKind(t, account.account_type) : t(`accountType.${account.account_type}`),
      },
      ...(debt
        ? [
            {
              label: field('securedOn'),
              value: securedOn ? (
                <AccountLink id={securedOn.id} name={securedOn.name} />
              ) : (
                t('form.none')
              ),
            },
          ]
        : []),
      {
        label: field('currency'),
        value: account.instrument
          ? `${account.instrument.ticker} · ${account.instrument.name}`
          : '',
      },
      {
        label: field('initialBalance'),
        value: formatMoney(account.initial_value, currency, locale),
      },
      ...(account.venue ? [{ label: field('venue'), value: account.venue.name }] : []),
      ...(account.account_number
        ? [{ label: field('account_number'), value: formatAccountNumber(account.account_number) }]
        : []),
      { label: field('description'), value: account.description },
      {
        label: field('status'),
        value: account.status
          ? t('resources.accounts.status.active')
          : t('resources.accounts.status.inactive'),
      },
      { label: field('created'), value: formatDateTime(account.created_at, locale) },
      { label: field('updated'), value: formatDateTime(account.updated_at, locale) },
    ],
  };
}

/** An account linked at a venue syncs its balances now; what its sync said shows under the header. */
function useAccountActions(account: Account) {
  const { t } = useTranslation();
  const { sync, syncing, outcome } = useSyncAccount(account.id);
  return {
    actions: account.venue_id && (
      <Button
        variant="outlined"
        startIcon={<SyncOutlined />}
        onClick={() => void sync()}
        disabled={syncing}
      >
        {syncing ? t('resources.accounts.sync.running') : t('resources.accounts.sync.button')}
      </Button>
    ),
    notice: outcome && <Stack sx={{ mb: 2 }}>{outcome}</Stack>,
  };
}

/** A real asset's valuations ("Update value"), one card per asset the account holds. */
function RealAssetValuations({ account }: { account: Account }) {
  const { data } = useQuery(GetAccountHoldingsDocument, { variables: { account_id: account.id } });
  return (data?.getAssets.nodes ?? []).map((asset) => (
    <ValuationsCard
      key={asset.id}
      asset_id={asset.id}
      currency={asset.instrument ?? currencyOf(account)}
    />
  ));
}

/**
 * Its holdings (of a wallet, an exchange, a broker), the balance over time and the account's
 * transactions; a real asset's valuations and the debts secured on it instead of transactions.
 */
function AccountExtra({ record: account }: { record: Account }) {
  const real = account.account_class === AccountClass.Real;
  return (
    <>
      <AccountHoldings account={account} />
      {real && <RealAssetValuations account={account} />}
      {real && (
        <SecuredDebts
          accountId={account.id}
          value={account.base_value}
          currency={account.base_currency}
        />
      )}
      <BalanceHistoryCard scope={{ account_id: account.id }} currency={currencyOf(account)} />
      {!real && (
        <RecordTransactions account_id={account.id} statements={account.account_class === 'bank'} />
      )}
    </>
  );
}

export const accountShow: ResourceShow<Account> = {
  subtitle: (account, { t }) =>
    `${t(`accountClass.${account.account_class}`)} · ${t(`accountType.${account.account_type}`)}`,
  useDetails: useAccountDetails,
  Extra: AccountExtra,
  useActions: useAccountActions,
};
