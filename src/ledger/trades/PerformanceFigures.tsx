// A holding's cost and gains on its page, beside its value and quantity: the average cost, the
// cost basis, the gain not yet taken (and its share of the cost), the gain taken by selling and
// the income it paid, in the currency the answer says.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../components/Figure';
import type { PerformanceFieldsFragment } from '../../graphql/fragments.generated';
import { formatCurrency, formatPrice } from '../../lib/format';
import { GainText } from './PerformanceCells';

const figure = {
  variant: 'h6',
  component: 'p',
  sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
} as const;

export function PerformanceFigures({ performance }: { performance: PerformanceFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { currency } = performance;
  const label = (field: string) => t(`resources.trades.performance.${field}`);
  const unknown = t('resources.trades.performance.unknown');
  return (
    <>
      <Figure label={label('average_cost')}>
        <Typography {...figure}>
          {performance.average_cost
            ? formatPrice(performance.average_cost, currency, locale)
            : unknown}
        </Typography>
      </Figure>
      <Figure label={label('cost_basis')}>
        <Typography {...figure}>
          {performance.cost_basis === null
            ? unknown
            : formatCurrency(performance.cost_basis, currency, locale)}
        </Typography>
      </Figure>
      {performance.unrealised_gain !== null && (
        <Figure label={label('unrealised_gain')}>
          <GainText
            {...figure}
            value={performance.unrealised_gain}
            percent={performance.unrealised_gain_percent}
            currency={currency}
          />
        </Figure>
      )}
      <Figure label={label('realised_gain')}>
        <GainText {...figure} value={performance.realised_gain} currency={currency} />
      </Figure>
      <Figure label={label('income')}>
        <Typography {...figure}>{formatCurrency(performance.income, currency, locale)}</Typography>
      </Figure>
    </>
  );
}
