// One asset class on the dashboard: its total in the owner's currency and how many assets it
// holds, leading to the class's own area (or the list filtered by it).
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { AccountClassIcon, accountClassColor } from '../../ledger/accountClassStyle';
import { StatCard } from '../../components/StatCard';
import { NoPrice } from '../../ledger/BaseValue';
import { formatCurrency } from '../../lib/format';
import { classLink } from './classLinks';
import type { DashboardSummary } from './NetWorthCard';

export type ClassTotal = DashboardSummary['classes'][number];

/** `currency`: the one the summary's totals are in. */
export function ClassCard({ total, currency }: { total: ClassTotal; currency: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // a class of debts counts debts, not assets
  const count = t(
    total.asset_class === 'liability' ? 'dashboard.classes.debts' : 'dashboard.classes.count',
    { count: total.count },
  );
  const unpriced =
    total.unpriced > 0 ? t('dashboard.classes.unpriced', { count: total.unpriced }) : null;

  return (
    <StatCard
      label={t(`accountClass.${total.asset_class}`)}
      headingLevel="h3"
      compact
      to={classLink(total.asset_class)}
      icon={<AccountClassIcon accountClass={total.asset_class} />}
      color={accountClassColor(theme, total.asset_class)}
      value={
        total.count > 0 && total.unpriced >= total.count ? (
          // nothing of the class has a price: its total is unknown, not 0
          <NoPrice />
        ) : (
          formatCurrency(total.value, currency, i18n.language)
        )
      }
      caption={
        <>
          {count}
          {unpriced && ` · ${unpriced}`}
        </>
      }
    />
  );
}
