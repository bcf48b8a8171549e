// The debts secured on a real asset (a mortgage on a house), on the pages of the real-asset
// account and of its asset: each debt with what is owed, and the equity, what the asset is worth
// less those debts, in the owner's currency. Nothing when no debt is secured on it.
import { useQuery } from '@apollo/client/react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { Section } from '../../components/Section';
import { AccountClass } from '../../graphql/types';
import { GetAccountsDocument } from './Accounts.generated';
import { sumDecimals } from '../../lib/decimal';
import { answerFailure } from '../../lib/errors';
import { currencyOf, formatMoney } from '../../lib/format';
import { AccountLink } from '../AccountLink';
import { BaseValue } from '../BaseValue';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A debt's kind as the debt forms name it ("Mortgage or other debt"), else its account type. */
export const debtKind = (t: TFunction, type: string) =>
  t(`resources.accounts.debtType.${type}`, { defaultValue: t(`accountType.${type}`) });

export type SecuredDebtsProps = {
  /** The real-asset account the debts are secured on. */
  accountId: string;
  /** What the asset (or the account) is worth in the owner's currency; null without a price. */
  value: string | null | undefined;
  /** The owner's currency. */
  currency: string;
};

export function SecuredDebts({ accountId, value, currency }: SecuredDebtsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const query = useQuery(GetAccountsDocument, {
    variables: {
      account_class: AccountClass.Liability,
      where: { master_account_id: accountId },
      sort: 'created_at:asc',
      limit: 100,
    },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getAccounts;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const debts = answer?.nodes ?? [];
  if (!failure && debts.length === 0) return null;
  // a debt's value is negative: the equity is the value plus them; unknown if any is unknown
  const owed = debts.map((debt) => debt.base_value);
  const equity =
    value != null && owed.every((v): v is string => v != null)
      ? sumDecimals([value, ...owed])
      : null;
  const field = (name: string) => t(`resources.accounts.fields.${name}`);
  return (
    <Section title={t('resources.accounts.securedDebts.title')} card>
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('resources.accounts.securedDebts.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{field('name')}</TableCell>
                <TableCell>{field('debtType')}</TableCell>
                <TableCell align="right">{field('owed')}</TableCell>
                <TableCell align="right">{field('baseValue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {debts.map((debt) => (
                <TableRow key={debt.id}>
                  <TableCell component="th" scope="row">
                    <AccountLink id={debt.id} name={debt.name} />
                  </TableCell>
                  <TableCell>{debtKind(t, debt.account_type)}</TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatMoney(debt.value, currencyOf(debt), locale)}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    <BaseValue value={debt.base_value} currency={debt.base_currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={3}>
                  {t('resources.accounts.securedDebts.equity')}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...numeric, fontWeight: 600, color: 'text.primary' }}
                  data-testid="equity"
                >
                  <BaseValue value={equity} currency={currency} />
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Paper>
      )}
    </Section>
  );
}
