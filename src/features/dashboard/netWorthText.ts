// The net worth as the dashboard's card shows it, as a text in the currency the answer says it is
// in: also shown by the prerendered dashboard's own script from the answer it asked for, before
// the app's code arrives (src/prerender/texts.ts). Nothing for someone without holdings, who is
// welcomed instead.
import type { GetDashboardSummaryQuery } from './Dashboard.generated';
import { formatCurrency } from '../../lib/format';

/** The element of the card that the prerendered dashboard's script fills. */
export const NET_WORTH_SLOT = 'net-worth';

export const netWorthText = (
  { getDashboardSummary: summary }: GetDashboardSummaryQuery,
  language: string,
): string | null =>
  summary.asset_count > 0 ? formatCurrency(summary.net_worth, summary.currency, language) : null;
