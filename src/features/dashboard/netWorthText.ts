// The net worth as the dashboard's card shows it, as a text: also shown by the prerendered
// dashboard's own script from the answer it asked for, before the app's code arrives
// (src/prerender/texts.ts). Nothing for someone without holdings, who is welcomed instead.
import type { GetDashboardSummaryQuery } from '../../graphql/generated';
import { formatUsd } from '../../lib/format';

/** The element of the card that the prerendered dashboard's script fills. */
export const NET_WORTH_SLOT = 'net-worth';

export const netWorthText = (data: GetDashboardSummaryQuery, language: string): string | null =>
  data.getDashboardSummary.asset_count > 0
    ? formatUsd(data.getDashboardSummary.net_worth, language)
    : null;
