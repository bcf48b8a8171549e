// Accounts as a resource: the person's bank, cash, crypto, equity, real-asset and debt accounts,
// 12 per page, newest first, searchable by name. A manual account is created by this resource's
// form; an account at a venue by the create page's other tab (venueAccountForm.tsx). A debt's
// (negative) balances are entered and shown as the amount owed.
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountFieldsFragment } from '../../graphql/fragments.generated';
import {
  DeleteAccountDocument,
  GetAccountDocument,
  GetAccountsDocument,
} from './Accounts.generated';
import { formatDate } from '../../lib/dates';
import { currencyOf, formatMoney } from '../../lib/format';
import {
  deleteBy,
  listQuery,
  type ListView,
  recordQuery,
  type Resource,
} from '../../resource/resource';
import { AccountClassChip } from '../AccountClassChip';
import { accountClasses, accountTypes } from '../accountKinds';
import { ledgerQueries } from '../cache';
import { useLedgerArea } from '../ledgerArea';
import { ledgerPlace } from '../place';
import { BaseValue } from '../BaseValue';
import type { AccountValues } from './accountSchema';

type Account = AccountFieldsFragment;

const ACCOUNTS_PAGE_SIZE = 12;
/** localStorage key of the remembered card/table choice. */
const ACCOUNTS_VIEW_KEY = 'accounts-view';

function useAccountView(): ListView<Account> {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // inside an area every account has its class
  const { accountClass } = useLedgerArea();
  return useMemo(() => {
    const balanceOf = (account: Account) => formatMoney(account.value, currencyOf(account), locale);
    const field = (name: string) => t(`resources.accounts.fields.${name}`);
    return {
      columns: [
        {
          field: 'name',
          headerName: field('name'),
          flex: 1.5,
          minWidth: 180,
          renderCell: ({ row }) => (
            <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                {row.name}
              </Typography>
              {row.venue && (
                <Typography variant="caption" color="textSecondary" noWrap>
                  {row.venue.name}
                </Typography>
              )}
            </Stack>
          ),
        },
        ...(accountClass
          ? []
          : [
              {
                field: 'account_class',
                headerName: field('class'),
                type: 'singleSelect' as const,
                valueOptions: accountClasses.map((c) => ({
                  value: c,
                  label: t(`accountClass.${c}`),
                })),
                minWidth: 130,
                flex: 0.8,
                hideWhenNarrow: 4,
                renderCell: ({ row }: { row: Account }) => (
                  <AccountClassChip accountClass={row.account_class} />
                ),
              },
            ]),
        {
          field: 'account_type',
          headerName: field('type'),
          type: 'singleSelect',
          valueOptions: accountTypes.map((c) => ({ value: c, label: t(`accountType.${c}`) })),
          minWidth: 130,
          flex: 0.8,
          hideWhenNarrow: 3,
        },
        {
          field: 'currency',
          headerName: field('currency'),
          valueGetter: (_value, row) => row.instrument?.ticker ?? '',
          sortable: false,
          filterable: false,
          minWidth: 100,
          flex: 0.5,
          hideWhenNarrow: 2,
        },
        {
          field: 'value',
          headerName: field('balance'),
          type: 'number',
          minWidth: 150,
          flex: 1,
          renderCell: ({ row }) => balanceOf(row),
        },
        {
          // in the owner's currency, which each figure names
          field: 'base_value',
          headerName: field('baseValue'),
          type: 'number',
          sortable: false,
          filterable: false,
          minWidth: 140,
          flex: 0.8,
          renderCell: ({ row }) => (
            <BaseValue value={row.base_value} currency={row.base_currency} />
          ),
        },
        {
          field: 'created_at',
          headerName: field('created'),
          type: 'date',
          valueGetter: (value: string) => (value ? new Date(value) : null),
          renderCell: ({ row }) => formatDate(row.created_at, locale),
          minWidth: 130,
          flex: 0.8,
          hideWhenNarrow: 1,
        },
      ],
      card: (row) => ({
        subtitle: (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AccountClassChip accountClass={row.account_class} />
            <Typography variant="caption" color="textSecondary">
              {t(`accountType.${row.account_type}`)}
            </Typography>
          </Stack>
        ),
        body: (
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {balanceOf(row)}
          </Typography>
        ),
      }),
    };
  }, [t, locale, accountClass]);
}

export const accountsResource: Resource<Account, AccountValues> = {
  key: 'accounts',
  usePlace: ledgerPlace('accounts'),
  id: (account) => account.id,
  name: (account) => account.name,
  queries: { list: 'getAccounts', record: 'getAccount', also: ledgerQueries },
  list: {
    useList: listQuery(GetAccountsDocument, (data) => data.getAccounts),
    useView: useAccountView,
    searchFields: ['name'],
    sort: [{ field: 'created_at', order: 'desc' }],
    pageSize: ACCOUNTS_PAGE_SIZE,
    pageSizeOptions: [ACCOUNTS_PAGE_SIZE, 24, 48, 96],
    storageKey: ACCOUNTS_VIEW_KEY,
  },
  useRecord: recordQuery(GetAccountDocument, ({ getAccount }) => ({
    record: getAccount.account,
    message: getAccount.message,
  })),
  form: () => import('./accountForm').then((m) => m.accountForm),
  show: () => import('./accountShow').then((m) => m.accountShow),
  remove: deleteBy(DeleteAccountDocument, (data) => data?.deleteAccount),
};
