// Where the money goes: money in, money out and the net of the person's transactions over a period
// (and of one account), in their currency: in all, per month (bars and a table) and per category
// (a table, the most spent first, each category leading to its transactions). The period and the
// account are kept in the URL as the transaction list keeps its filters, from which it reads the
// same rules: a transfer between two of the person's accounts is neither in nor out.
import { useQuery } from '@apollo/client/react';
import {
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LazyCashFlowChart } from '../../components/charts/LazyCharts';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { Section } from '../../components/Section';
import {
  GetCashFlowDocument,
  type CashFlowGroupFieldsFragment,
} from '../../graphql/CashFlow.generated';
import { CashFlowBy } from '../../graphql/types';
import { categoryName } from '../../ledger/categoryName';
import { useAccountPicker } from '../../ledger/pickers';
import { CashFlowFigures } from '../../ledger/transactions/CashFlowFigures';
import { formatCurrency } from '../../lib/format';
import { dateTimeFormat } from '../../lib/intl';
import { listUrl, toListVariables, type ListFilter } from '../../lib/listParams';
import { paths } from '../../lib/paths';
import { useListState } from '../../lib/useListState';
import { ListToolbarFilterControl } from '../../resource/ListFilters';
import type { ListToolbarFilter } from '../../resource/resource';

const ACCOUNT = 'account_id';

/** "Nov 2026" for "2026-11": a month, not a day. */
function monthLabel(month: string, locale: string) {
  const [year, number] = month.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(
    new Date(year!, number! - 1, 1),
  );
}

/** The transaction list under these filters (a category's, the report's period and account). */
const transactionsUnder = (filters: ListFilter[]) => listUrl(paths.transactions.list, filters);

function useReport(by: CashFlowBy, variables: { account_id?: string; where: unknown }) {
  const query = useQuery(GetCashFlowDocument, {
    variables: { ...variables, by },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (query.data ?? query.previousData)?.getCashFlow;
  return { answer, query };
}

/** A table of groups: their name, then money in, money out and net. */
function GroupTable({
  label,
  first,
  groups,
  currency,
  name,
}: {
  label: string;
  first: string;
  groups: readonly CashFlowGroupFieldsFragment[];
  currency: string;
  name: (group: CashFlowGroupFieldsFragment) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string, signDisplay?: 'exceptZero') =>
    formatCurrency(value, currency, i18n.language, { signDisplay });
  const number = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{first}</TableCell>
            <TableCell align="right">{t('cashFlow.in')}</TableCell>
            <TableCell align="right">{t('cashFlow.out')}</TableCell>
            <TableCell align="right">{t('cashFlow.net')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.key ?? 'none'}>
              <TableCell component="th" scope="row">
                {name(group)}
              </TableCell>
              <TableCell align="right" sx={{ ...number, color: 'success.main' }}>
                {money(group.money_in)}
              </TableCell>
              <TableCell align="right" sx={{ ...number, color: 'error.main' }}>
                {money(group.money_out)}
              </TableCell>
              <TableCell align="right" sx={number}>
                {money(group.net, 'exceptZero')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function CashFlowReportPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [state, update] = useListState();
  const accounts = useAccountPicker();
  const toolbar: ListToolbarFilter[] = [
    { kind: 'period', field: 'date' },
    {
      field: ACCOUNT,
      label: t('resources.transactions.fields.account'),
      allLabel: t('resources.transactions.filters.allAccounts'),
      options: accounts.options,
    },
  ];
  // the account is the named filter: a transfer into it is money in, one out of it money out
  const account = state.filters.find((f) => f.field === ACCOUNT)?.value;
  const period = state.filters.filter((f) => f.field !== ACCOUNT);
  const variables = {
    account_id: typeof account === 'string' ? account : undefined,
    where: toListVariables({ ...state, filters: period }).where,
  };
  const months = useReport(CashFlowBy.Month, variables);
  const categories = useReport(CashFlowBy.Category, variables);
  const currency = months.answer?.currency;
  const failure =
    (months.query.error ?? categories.query.error)
      ? t('list.loadFailed')
      : months.answer?.success === false
        ? months.answer.message
        : null;

  const chartMonths = useMemo(
    () =>
      (months.answer?.groups ?? []).map((group) => ({
        label: monthLabel(group.key!, locale),
        moneyIn: Number(group.money_in),
        moneyOut: Number(group.money_out),
        formattedIn: formatCurrency(group.money_in, currency ?? 'USD', locale),
        formattedOut: formatCurrency(group.money_out, currency ?? 'USD', locale),
      })),
    [months.answer, currency, locale],
  );

  const empty = months.answer?.success && months.answer.total.count === 0;
  const loading = !months.answer || !categories.answer;

  return (
    <>
      <PageHeader title={t('cashFlow.title')} subtitle={t('cashFlow.subtitle')} />
      <Stack spacing={3}>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          {toolbar.map((filter) => (
            <ListToolbarFilterControl
              key={filter.field}
              filter={filter}
              filters={state.filters}
              update={update}
            />
          ))}
        </Stack>
        {failure && (
          <QueryErrorAlert
            message={failure}
            onRetry={() => {
              void months.query.refetch();
              void categories.query.refetch();
            }}
          />
        )}
        <CashFlowFigures
          group={months.answer?.total}
          currency={currency}
          label={t('cashFlow.totalsLabel')}
        />
        {empty ? (
          <Paper variant="outlined">
            <EmptyState title={t('cashFlow.empty.title')} text={t('cashFlow.empty.text')} />
          </Paper>
        ) : (
          <>
            <Section title={t('cashFlow.byMonth')} card>
              {loading || !currency ? (
                <Skeleton variant="rounded" height={280} />
              ) : (
                <Stack spacing={2}>
                  <LazyCashFlowChart
                    months={chartMonths}
                    currency={currency}
                    inLabel={t('cashFlow.in')}
                    outLabel={t('cashFlow.out')}
                    label={t('cashFlow.chartLabel')}
                    locale={locale}
                  />
                  <GroupTable
                    label={t('cashFlow.byMonth')}
                    first={t('cashFlow.month')}
                    groups={months.answer?.groups ?? []}
                    currency={currency}
                    name={(group) => monthLabel(group.key!, locale)}
                  />
                </Stack>
              )}
            </Section>
            <Section title={t('cashFlow.byCategory')} card>
              {loading || !currency ? (
                <Skeleton variant="rounded" height={240} />
              ) : (
                <GroupTable
                  label={t('cashFlow.byCategory')}
                  first={t('resources.transactions.fields.category')}
                  groups={categories.answer?.groups ?? []}
                  currency={currency}
                  name={(group) => (
                    <Link
                      component={RouterLink}
                      to={transactionsUnder([
                        ...state.filters,
                        group.key
                          ? { field: 'category_id', operator: 'eq', value: group.key }
                          : { field: 'category_id', operator: 'null', value: true },
                      ])}
                    >
                      {group.category ? categoryName(t, group.category) : t('cashFlow.noCategory')}
                    </Link>
                  )}
                />
              )}
            </Section>
          </>
        )}
        <Typography variant="body2" color="textSecondary">
          {t('cashFlow.rules')}
        </Typography>
      </Stack>
    </>
  );
}
