// Money in, money out and the net of a group of transactions (getCashFlow's CashFlowGroup), in the
// owner's currency, and how many were left out for want of a price (never counted as zero). The
// transaction lists' totals, the spending report and the dashboard's cash flow show them alike.
import { Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  GetCashFlowDocument,
  type CashFlowGroupFieldsFragment,
} from '../../graphql/CashFlow.generated';
import { CashFlowBy } from '../../graphql/types';
import { formatCurrency } from '../../lib/format';
import type { ListSummaryProps } from '../../resource/resource';

type FigureProps = { label: string; value: string; tone?: 'success' | 'error' };

function Figure({ label, value, tone }: FigureProps) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color: tone ? `${tone}.main` : 'text.primary',
        }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

export type CashFlowFiguresProps = {
  group: CashFlowGroupFieldsFragment | undefined;
  currency: string | undefined;
  /** The figures' accessible name. */
  label: string;
};

export function CashFlowFigures({ group, currency, label }: CashFlowFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!group || !currency) {
    return <Skeleton variant="rounded" height={48} aria-busy aria-label={label} />;
  }
  const money = (value: string, signDisplay?: 'exceptZero') =>
    formatCurrency(value, currency, locale, { signDisplay });
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      sx={{ columnGap: 4, rowGap: 1, flexWrap: 'wrap', alignItems: 'flex-end' }}
    >
      <Figure label={t('cashFlow.in')} value={money(group.money_in)} tone="success" />
      <Figure label={t('cashFlow.out')} value={money(group.money_out)} tone="error" />
      <Figure label={t('cashFlow.net')} value={money(group.net, 'exceptZero')} />
      {group.unpriced > 0 && (
        <Typography variant="caption" color="textSecondary" sx={{ pb: 0.5 }}>
          {t('cashFlow.unpriced', { count: group.unpriced })}
        </Typography>
      )}
    </Stack>
  );
}

/** The totals of a transaction list: every transaction its filters hold, not one page. */
export function TransactionTotals({ scope, where }: ListSummaryProps) {
  const { t } = useTranslation();
  const { data, previousData } = useQuery(GetCashFlowDocument, {
    variables: { ...scope, where, by: CashFlowBy.Total },
    fetchPolicy: 'cache-and-network',
  });
  // while the next filter's totals load, the last ones stay
  const answer = (data ?? previousData)?.getCashFlow;
  if (answer && !answer.success) return null;
  return (
    <CashFlowFigures
      group={answer?.total}
      currency={answer?.currency}
      label={t('cashFlow.totalsLabel')}
    />
  );
}
