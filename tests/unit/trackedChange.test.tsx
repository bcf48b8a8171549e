// Change that means something (issue 26 item 6) on the dashboard: the net worth card says the
// change apart from what was added to tracking, in English and German; the history card starts
// on the range that fits the data and says the range's change, what was added and the
// investments' time-weighted return.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetWorthCard } from '../../src/features/dashboard/NetWorthCard';
import { NetWorthHistoryCard } from '../../src/features/dashboard/NetWorthHistoryCard';
import { HistoryRange } from '../../src/graphql/types';
import { rangeCovering } from '../../src/lib/historyRange';
import { historyMock, makeSummary } from './dashboardFactories';
import { renderWithProviders } from './render';

vi.mock('../../src/components/charts/NetWorthChart', () => ({
  NetWorthChart: ({ points, label }: { points: unknown[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="net-worth-chart" data-points={points.length} />
  ),
}));

/** A day `n` days before today (UTC, as the API counts). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('the net worth card', () => {
  // The example: an account added today is money added to tracking, not a gain.
  const newAccount = makeSummary({
    net_worth: '233675.33',
    change_1d: '0',
    change_1d_percent: null,
    added_1d: '231955.83',
    change_30d: '1719.5',
    change_30d_percent: '1.02',
    added_30d: '231955.83',
  });

  it('shows the change as market change with its percentage, and what was added apart', () => {
    renderWithProviders(<NetWorthCard summary={newAccount} />);
    const card = screen.getByRole('region', { name: 'Net worth' });
    const [day, month] = within(card).getAllByTestId('added');
    expect(card.querySelector('[data-trend="flat"]')).toHaveTextContent(/^Unchanged \$0\.00$/);
    expect(day).toHaveTextContent('· +$231,955.83 added to tracking');
    expect(card.querySelector('[data-trend="up"]')).toHaveTextContent('+$1,719.50 (+1.02%)');
    expect(month).toHaveTextContent('+$231,955.83 added to tracking');
    // the added money is not in the change
    expect(card).not.toHaveTextContent('13,487');
  });

  it('says nothing of money added when none was', () => {
    renderWithProviders(<NetWorthCard summary={makeSummary()} />);
    expect(screen.queryByTestId('added')).toBeNull();
    expect(screen.getByRole('region', { name: 'Net worth' })).toHaveTextContent(
      '+$1,200.25 (+0.97%)',
    );
  });

  it('says it in German', async () => {
    const { i18n } = renderWithProviders(
      <NetWorthCard summary={{ ...newAccount, currency: 'EUR' }} />,
    );
    await act(() => i18n.changeLanguage('de'));
    const [day] = screen.getAllByTestId('added');
    expect(day).toHaveTextContent('+231.955,83 € neu erfasst');
    expect(screen.getByText('1 Tag')).toBeInTheDocument();
  });
});

describe('the net worth history card', () => {
  it('starts on the smallest range that shows the whole history', () => {
    const today = '2026-11-26';
    expect(rangeCovering('2026-11-25', today)).toBe(HistoryRange.M1);
    expect(rangeCovering('2026-10-26', today)).toBe(HistoryRange.M1);
    expect(rangeCovering('2026-10-25', today)).toBe(HistoryRange.M3);
    expect(rangeCovering('2026-03-01', today)).toBe(HistoryRange.Y1);
    expect(rangeCovering('1990-01-01', today)).toBe(HistoryRange.Y1);
    expect(rangeCovering(null, today)).toBe(HistoryRange.Y1);
  });

  it("asks for one month of one-day-old data, and says the range's figures", async () => {
    const month = historyMock(HistoryRange.M1, ['231955.83', '233675.33'], 'USD', {
      change: '1719.5',
      added: '231955.83',
      change_percent: null,
      investment_return: '15.5',
    });
    renderWithProviders(<NetWorthHistoryCard historyStart={daysAgo(1)} />, { mocks: [month] });
    const range = screen.getByRole('group', { name: 'Time range' });
    expect(within(range).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByTestId('net-worth-chart')).toHaveAttribute('data-points', '2');
    expect(month.result).toHaveBeenCalled();
    expect(screen.getByTestId('range-change')).toHaveTextContent('Change+$1,719.50');
    expect(screen.getByTestId('range-added')).toHaveTextContent('Added to tracking+$231,955.83');
    const twr = screen.getByTestId('range-investment-return');
    expect(within(twr).getByText('Investments, time-weighted')).toBeInTheDocument();
    expect(within(twr).getByText('+15.5%')).toBeInTheDocument();
    expect(within(twr).getByTitle(/money moved in or out of them left out/)).toBeInTheDocument();
  });

  it('keeps the year for an older history, and leaves out figures it has not got', async () => {
    const year = historyMock(HistoryRange.Y1, undefined, 'USD', {
      added: '0',
      investment_return: null,
    });
    renderWithProviders(<NetWorthHistoryCard historyStart="2020-01-01" />, { mocks: [year] });
    expect(await screen.findByTestId('net-worth-chart')).toBeInTheDocument();
    expect(screen.getByTestId('range-change')).toHaveTextContent('+$5,430.50 (+4.53%)');
    expect(screen.queryByTestId('range-added')).toBeNull();
    expect(screen.queryByTestId('range-investment-return')).toBeNull();
  });
});
