// The net worth now: the big figure in the owner's currency (the one the summary says it is in),
// its change over a day and over 30 days (an arrow and a sign beside the colour; market moves,
// income and spending, as a percentage of the net worth then) with what was added to tracking
// meanwhile beside it (new accounts' and holdings' opening balances, first valuations), how old
// the prices are, a warning when holdings without a price are left out, and a note while the
// chosen currency has no rates yet (the summary is then in US dollars). While the summary loads,
// the card's name and figure are drawn by the skeleton, and the prerendered page's own script
// fills the figure in (netWorthText.ts).
import AccessTime from '@mui/icons-material/AccessTime';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetDashboardSummaryQuery } from './Dashboard.generated';
import { formatDateTime } from '../../lib/dates';
import { NoPrice } from '../../ledger/BaseValue';
import { slotProps, SLOT_ATTRIBUTE } from '../../prerender/answers';
import { NET_WORTH_SLOT } from './netWorthText';
import { currencyName, formatCurrency } from '../../lib/format';
import { decimalSign, formatPercent } from '../../lib/decimal';
import { formatRelativeTime } from '../../lib/relativeTime';

export type DashboardSummary = GetDashboardSummaryQuery['getDashboardSummary'];

/** Whether a sum of these classes' totals is known: nothing held, or something held priced. */
const someKnown = (classes: DashboardSummary['classes']) =>
  classes.every((c) => c.count === 0) || classes.some((c) => c.unpriced < c.count);

/** Read by screen readers, not shown (the arrow says it to the eye). */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The card's name. */
export function NetWorthTitle({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="overline"
      color="textSecondary"
      component="h2"
      id={id}
      sx={{ fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.5 }}
    >
      {t('dashboard.netWorth.title')}
    </Typography>
  );
}

const figureSx = {
  fontSize: { xs: '2.1rem', sm: '2.6rem' },
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
} as const;

/**
 * The big figure, in its currency. Without a value (the summary is loading) it is the element the
 * prerendered page's script may have filled: React keeps that text when it takes the page over,
 * and a skeleton stands in for it while it is empty.
 */
export function NetWorthFigure({ value }: { value?: { amount: string; currency: string } }) {
  const { i18n } = useTranslation();
  if (value !== undefined) {
    return (
      <Typography component="p" data-testid="net-worth" sx={figureSx}>
        {formatCurrency(value.amount, value.currency, i18n.language)}
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography
        component="p"
        {...slotProps(NET_WORTH_SLOT)}
        sx={{ ...figureSx, minHeight: '1.15em' }}
      >
        {''}
      </Typography>
      <Skeleton
        sx={{
          position: 'absolute',
          inset: 0,
          width: '75%',
          height: 'auto',
          transform: 'none',
          [`[${SLOT_ATTRIBUTE}]:not(:empty) + &`]: { display: 'none' },
        }}
      />
    </Box>
  );
}

type ChangeProps = {
  amount: string | null;
  percent: string | null;
  /** What was added to tracking over the period (not part of `amount`). */
  added: string | null;
  currency: string;
  period: string;
};

/**
 * "+$1,234.00 (+0.52 %) · 1 day · +$5,000.00 added to tracking", green with an arrow up; red
 * with an arrow down for a fall. Money added to tracking is said apart, and only when there was.
 */
function Change({ amount, percent, added, currency, period }: ChangeProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (amount === null) {
    return (
      <Typography variant="body2" color="textSecondary" data-trend="none">
        {period}: {t('dashboard.netWorth.noHistory')}
      </Typography>
    );
  }
  const sign = decimalSign(amount);
  const trend = sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
  const Icon = sign > 0 ? TrendingUp : sign < 0 ? TrendingDown : TrendingFlat;
  const color = sign > 0 ? 'success' : sign < 0 ? 'error' : null;
  const money = formatCurrency(amount, currency, locale, { signDisplay: 'exceptZero' });
  const share =
    percent !== null
      ? ` (${formatPercent(percent, locale, { signed: true, maximumFractionDigits: 2 })})`
      : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        data-trend={trend}
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 999,
          color: color ? `${color}.main` : 'text.secondary',
          bgcolor: alpha(color ? theme.palette[color].main : theme.palette.text.secondary, 0.12),
        })}
      >
        <Icon fontSize="small" aria-hidden />
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          <Box component="span" sx={srOnly}>
            {t(`dashboard.netWorth.trend.${trend}`)}{' '}
          </Box>
          {money}
          {share}
        </Typography>
      </Box>
      <Typography component="span" variant="body2" color="textSecondary">
        {period}
      </Typography>
      {added !== null && decimalSign(added) !== 0 && (
        <Typography component="span" variant="body2" color="textSecondary" data-testid="added">
          <span aria-hidden>· </span>
          {t('dashboard.netWorth.added', {
            amount: formatCurrency(added, currency, locale, { signDisplay: 'exceptZero' }),
          })}
        </Typography>
      )}
    </Stack>
  );
}

export type NetWorthCardProps = {
  summary: DashboardSummary;
  /**
   * The currency the person chose (their base currency), when the summary is not yet in it: its
   * rates have not arrived, and the figures are in the summary's currency (US dollars) meanwhile.
   */
  awaitedCurrency?: string;
};

export function NetWorthCard({ summary, awaitedCurrency }: NetWorthCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const theme = useTheme();
  const headingId = useId();
  const age = formatRelativeTime(summary.prices_as_of, locale);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        background: `linear-gradient(145deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.07 : 0.16)} 0%, ${theme.palette.background.paper} 65%)`,
      }}
    >
      <div>
        <NetWorthTitle id={headingId} />
        <NetWorthFigure value={{ amount: summary.net_worth, currency: summary.currency }} />
      </div>
      <Stack spacing={1}>
        <Change
          amount={summary.change_1d}
          percent={summary.change_1d_percent}
          added={summary.added_1d}
          currency={summary.currency}
          period={t('dashboard.netWorth.period1d')}
        />
        <Change
          amount={summary.change_30d}
          percent={summary.change_30d_percent}
          added={summary.added_30d}
          currency={summary.currency}
          period={t('dashboard.netWorth.period30d')}
        />
      </Stack>
      <Box
        component="dl"
        sx={{
          mt: 'auto',
          mb: 0,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          columnGap: 2,
        }}
      >
        {[
          {
            key: 'assets',
            label: t('dashboard.netWorth.assets'),
            value: summary.assets,
            known: someKnown(summary.classes.filter((c) => c.asset_class !== 'liability')),
          },
          {
            key: 'liabilities',
            label: t('dashboard.netWorth.liabilities'),
            value: summary.liabilities,
            known: someKnown(summary.classes.filter((c) => c.asset_class === 'liability')),
          },
        ].map((item) => (
          <div key={item.key} data-testid={`net-worth-${item.key}`}>
            <Typography component="dt" variant="caption" color="textSecondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {/* held, and none of it priced: the sum is unknown, not 0 */}
              {item.known ? formatCurrency(item.value, summary.currency, locale) : <NoPrice />}
            </Typography>
          </div>
        ))}
      </Box>
      <Stack spacing={0.75}>
        {age && (
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <AccessTime sx={{ fontSize: 16 }} aria-hidden />
            <Tooltip title={formatDateTime(summary.prices_as_of, locale)}>
              <Typography variant="body2" component="span">
                {t('dashboard.netWorth.pricesAsOf', { age })}
              </Typography>
            </Tooltip>
          </Stack>
        )}
        {summary.unpriced > 0 && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
            <WarningAmberOutlined
              sx={{ fontSize: 18, color: 'warning.main', mt: '1px' }}
              aria-hidden
            />
            <Typography variant="body2" data-testid="unpriced-warning">
              {t('dashboard.netWorth.unpriced', { count: summary.unpriced })}
            </Typography>
          </Stack>
        )}
        {awaitedCurrency && awaitedCurrency !== summary.currency && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
            <InfoOutlined sx={{ fontSize: 18, color: 'info.main', mt: '1px' }} aria-hidden />
            <Typography variant="body2" color="textSecondary" data-testid="awaited-currency">
              {t('dashboard.netWorth.awaitedCurrency', {
                shown: currencyName(summary.currency, locale),
                chosen: currencyName(awaitedCurrency, locale),
              })}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
