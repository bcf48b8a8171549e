// The dashboard's investments: every security and coin held, summed in the owner's currency:
// what they are worth, what they cost, the gain not yet taken (and its share of the cost), the
// gain taken by selling and the income they paid (server/domain/ledger/performance.ts).
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../components/Figure';
import { Section } from '../../components/Section';
import type { PerformanceFieldsFragment } from '../../graphql/fragments.generated';
import { formatCurrency } from '../../lib/format';
import { GainText } from '../../ledger/trades/PerformanceCells';

export function InvestmentsCard({ investments }: { investments: PerformanceFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const { currency } = investments;
  const money = (value: string | null) =>
    value === null
      ? t('resources.trades.performance.unknown')
      : formatCurrency(value, currency, i18n.language);
  const figure = {
    variant: 'h6',
    component: 'p',
    sx: { fontVariantNumeric: 'tabular-nums' },
  } as const;
  return (
    <Section title={t('dashboard.investments.title')} card dense>
      <Stack direction="row" sx={{ columnGap: 4, rowGap: 2, flexWrap: 'wrap' }}>
        <Figure label={t('dashboard.investments.value')}>
          <Typography {...figure}>{money(investments.market_value)}</Typography>
        </Figure>
        <Figure label={t('resources.trades.performance.cost_basis')}>
          <Typography {...figure}>{money(investments.cost_basis)}</Typography>
        </Figure>
        <Figure label={t('dashboard.investments.unrealised')}>
          {investments.unrealised_gain === null ? (
            <Typography {...figure}>{money(null)}</Typography>
          ) : (
            <GainText
              {...figure}
              value={investments.unrealised_gain}
              percent={investments.unrealised_gain_percent}
              currency={currency}
            />
          )}
        </Figure>
        <Figure label={t('dashboard.investments.realised')}>
          <GainText {...figure} value={investments.realised_gain} currency={currency} />
        </Figure>
        <Figure label={t('dashboard.investments.income')}>
          <Typography {...figure}>{money(investments.income)}</Typography>
        </Figure>
      </Stack>
    </Section>
  );
}
