// How a holding has done, as an account's holdings table shows it: its average cost, cost basis,
// unrealised gain (amount and %), realised gain and income, each in the currency the answer says
// (Performance.currency); and a gain as a signed, coloured figure wherever one is shown.
import { TableCell, Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PerformanceFieldsFragment } from '../../graphql/fragments.generated';
import { decimalSign, formatPercent } from '../../lib/decimal';
import { formatCurrency, formatPrice } from '../../lib/format';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Which figures show from which width on: a phone shows the gain (beside the quantity and the
 * value), the holding's own page the rest. */
const from = {
  xs: {},
  md: { display: { xs: 'none', md: 'table-cell' } },
  lg: { display: { xs: 'none', lg: 'table-cell' } },
} as const;

const COLUMNS = [
  ['average_cost', from.lg],
  ['cost_basis', from.md],
  ['unrealised_gain', from.xs],
  ['realised_gain', from.lg],
  ['income', from.lg],
] as const;

/** "+€70.80 (+7.7%)" in green, "−€5.00 (−0.5%)" in red, "€0.00" plain. */
export function GainText({
  value,
  percent,
  currency,
  sx,
  ...rest
}: {
  value: string;
  percent?: string | null;
  currency: string;
} & Omit<TypographyProps, 'children'>) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const sign = decimalSign(value);
  const amount = formatCurrency(value, currency, locale, { signDisplay: 'exceptZero' });
  return (
    <Typography
      component="span"
      variant="body2"
      {...rest}
      sx={[
        { ...numeric, color: sign > 0 ? 'success.main' : sign < 0 ? 'error.main' : 'text.primary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {percent ? `${amount} (${formatPercent(percent, locale, { signed: true })})` : amount}
    </Typography>
  );
}

/** The head cells of the performance columns. */
export function PerformanceHeadCells() {
  const { t } = useTranslation();
  return COLUMNS.map(([field, sx]) => (
    <TableCell key={field} align="right" sx={{ ...sx, whiteSpace: 'nowrap' }}>
      {t(`resources.trades.performance.${field}`)}
    </TableCell>
  ));
}

/** A holding's (or a sum's) performance cells; empty ones for a holding without (a currency). */
export function PerformanceCells({
  performance,
  strong = false,
}: {
  performance: PerformanceFieldsFragment | null | undefined;
  /** The total row's weight. */
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const p = performance;
  const money = (value: string | null | undefined) =>
    value == null || !p ? '' : formatCurrency(value, p.currency, locale);
  // the total row: as the footer's other cells (TableFooter's own are small and muted)
  const weight = strong
    ? { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary', borderBottom: 0 }
    : {};
  const cells: Record<(typeof COLUMNS)[number][0], React.ReactNode> = {
    average_cost: p?.average_cost ? formatPrice(p.average_cost, p.currency, locale) : '',
    cost_basis:
      p && p.cost_basis === null ? t('resources.trades.performance.unknown') : money(p?.cost_basis),
    unrealised_gain:
      p?.unrealised_gain != null ? (
        <GainText
          value={p.unrealised_gain}
          percent={p.unrealised_gain_percent}
          currency={p.currency}
          sx={strong ? { fontWeight: 600 } : undefined}
        />
      ) : (
        ''
      ),
    realised_gain:
      p && decimalSign(p.realised_gain) !== 0 ? (
        <GainText value={p.realised_gain} currency={p.currency} />
      ) : (
        money(p?.realised_gain)
      ),
    income: money(p?.income),
  };
  return COLUMNS.map(([field, sx]) => (
    <TableCell key={field} align="right" sx={{ ...sx, ...numeric, ...weight }}>
      {cells[field]}
    </TableCell>
  ));
}
