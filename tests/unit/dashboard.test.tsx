import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/DashboardPage';
import { GetDashboardSummaryDocument } from '../../src/features/dashboard/Dashboard.generated';
import { UpdateMeDocument } from '../../src/graphql/Session.generated';
import { BTC, EUR, USD, makeAccount, navInstrumentsMock } from './accountFactories';
import { answeredMock, getMeMock, makeMe, makeUser } from './factories';
import {
  allocationMock,
  classTotal,
  failingMock,
  historyMock,
  makeSummary,
  makeTopAsset,
  summaryMock,
} from './dashboardFactories';
import { renderWithProviders } from './render';
import { makeTransaction, transactionsMock } from './transactionsFactories';

// jsdom draws no SVG layout: the charts are stand-ins that show what they were given
vi.mock('../../src/components/charts/NetWorthChart', () => ({
  NetWorthChart: ({ points, label }: { points: unknown[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="net-worth-chart" data-points={points.length} />
  ),
}));
vi.mock('../../src/components/charts/AllocationChart', () => ({
  AllocationChart: ({ label, center }: { label: string; center?: ReactNode }) => (
    <div role="img" aria-label={label} data-testid="allocation-chart">
      {center}
    </div>
  ),
}));

const wallet = makeAccount({
  name: 'Cold wallet',
  account_class: 'crypto',
  instrument: BTC,
  instrument_id: BTC.id,
});
const checking = makeAccount({ name: 'Checking' });
const recentTransactions = () =>
  transactionsMock({ sort: 'date:desc,created_at:desc', start: 0, limit: 5 }, [
    makeTransaction(checking, { description: 'Salary', transaction_type: 'credit' }),
  ]);

/** Where the router is, with its query string. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderDashboard(
  summary = summaryMock(),
  { route = '/dashboard', extra = [] as ReturnType<typeof historyMock>[] } = {},
) {
  const history = historyMock('Y1');
  const rendered = renderWithProviders(
    <>
      <DashboardPage />
      <Search />
    </>,
    {
      route,
      path: '/dashboard',
      mocks: [
        getMeMock(makeUser({ fullname: 'Grace Hopper' })),
        summary,
        history,
        allocationMock(),
        recentTransactions(),
        ...extra,
      ],
      data: { accounts: [checking, wallet], assets: [] },
    },
  );
  return { ...rendered, history };
}

describe('dashboard', () => {
  it('shows the net worth with its change over a day and 30 days, up and down', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('net-worth')).toHaveTextContent('$125,430.50');
    const section = screen.getByRole('region', { name: 'Net worth' });
    const up = section.querySelector('[data-trend="up"]')!;
    expect(up).toHaveTextContent('+$1,200.25 (+0.97%)');
    expect(up).toHaveTextContent('Up'); // said in words too, not by colour alone
    const down = section.querySelector('[data-trend="down"]')!;
    expect(down).toHaveTextContent('-$3,400.00 (-2.64%)');
    expect(within(section).getByText('1 day')).toBeInTheDocument();
    expect(within(section).getByText('30 days')).toBeInTheDocument();
    expect(within(section).getByText('Prices as of 2 hours ago')).toBeInTheDocument();
    expect(screen.queryByTestId('unpriced-warning')).toBeNull();
  });

  it('says when there is no history yet to compare with', async () => {
    renderDashboard(
      summaryMock(
        makeSummary({
          change_1d: null,
          change_1d_percent: null,
          change_30d: null,
          change_30d_percent: null,
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Net worth' });
    expect(within(section).getByText('1 day: no history yet')).toBeInTheDocument();
    expect(within(section).getByText('30 days: no history yet')).toBeInTheDocument();
  });

  it('warns that holdings without a price are left out', async () => {
    renderDashboard(summaryMock(makeSummary({ unpriced: 2 })));
    expect(await screen.findByTestId('unpriced-warning')).toHaveTextContent(
      '2 holdings have no price and are not included',
    );
  });

  it('has a card per class with its total and count, leading to its area', async () => {
    renderDashboard(
      summaryMock(
        makeSummary({
          net_worth: '245430.5',
          liabilities: '-180000',
          classes: [
            classTotal('cash', '180.5', 1),
            classTotal('bank', '16250', 2),
            classTotal('crypto', '109000', 3, 1),
            classTotal('equity', '0', 2, 2),
            classTotal('real', '300000', 1),
            classTotal('liability', '-180000', 1),
          ],
        }),
      ),
    );
    const card = async (name: RegExp) => screen.findByRole('link', { name });
    expect(await card(/^Cash/)).toHaveAttribute('href', '/cash');
    // six cards on a wide screen: two rows of three, not four and two
    const items = within(screen.getByRole('list', { name: 'Asset classes' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(6);
    for (const item of items) expect(item).toHaveClass('MuiGrid-grid-lg-4');
    expect(await card(/^Cash/)).toHaveTextContent('$180.50');
    expect(await card(/^Cash/)).toHaveTextContent('1 asset');
    expect(await card(/^Bank/)).toHaveAttribute('href', '/banking');
    expect(await card(/^Bank/)).toHaveTextContent('2 assets');
    const crypto = await card(/^Crypto/);
    expect(crypto).toHaveAttribute('href', '/crypto');
    expect(crypto).toHaveTextContent('$109,000.00');
    expect(crypto).toHaveTextContent('3 assets · 1 without price');
    // a class of which nothing has a price has no total: "No price", never $0
    const equity = await card(/^Equity/);
    expect(within(equity).getByText('No price')).toBeInTheDocument();
    expect(equity).not.toHaveTextContent('$0.00');
    expect(equity).toHaveTextContent('2 assets · 2 without price');
    const real = new URL((await card(/^Real assets/)).getAttribute('href')!, 'http://app');
    expect(real.pathname).toBe('/accounts');
    expect(real.searchParams.get('filter')).toBe('account_class:eq:"real"');
    const debts = await card(/^Liabilities/);
    expect(debts).toHaveTextContent('-$180,000.00');
    // a class of debts counts debts
    expect(debts).toHaveTextContent('1 debt');
    expect(debts).not.toHaveTextContent('asset');
    expect(new URL(debts.getAttribute('href')!, 'http://app').searchParams.get('filter')).toBe(
      'account_class:eq:"liability"',
    );
    // the net-worth card splits what is owned from what is owed
    expect(screen.getByTestId('net-worth-liabilities')).toHaveTextContent(
      'Liabilities-$180,000.00',
    );
    expect(screen.getByTestId('net-worth-assets')).toHaveTextContent('Assets$125,430.50');
  });

  it('never reads a debt without a price as no debt', async () => {
    renderDashboard(
      summaryMock(
        makeSummary({
          net_worth: '1000',
          assets: '1000',
          liabilities: '0',
          unpriced: 1,
          classes: [classTotal('bank', '1000', 1), classTotal('liability', '0', 1, 1)],
        }),
      ),
    );
    const debts = await screen.findByTestId('net-worth-liabilities');
    expect(within(debts).getByText('No price')).toBeInTheDocument();
    expect(debts).not.toHaveTextContent('$0.00');
    expect(screen.getByTestId('net-worth-assets')).toHaveTextContent('Assets$1,000.00');
  });

  it('welcomes someone without holdings with the way to their first account', async () => {
    const { history, asked } = renderDashboard(
      summaryMock(
        makeSummary({
          net_worth: '0',
          assets: '0',
          classes: [],
          asset_count: 0,
          change_1d: null,
          change_30d: null,
          change_1d_percent: null,
          change_30d_percent: null,
          prices_as_of: null,
        }),
      ),
    );
    const add = await screen.findByRole('link', { name: 'Add your first account' });
    expect(add).toHaveAttribute('href', '/accounts/create');
    expect(screen.getByText("Let's start with your first account")).toBeInTheDocument();
    expect(screen.queryByTestId('net-worth')).toBeNull();
    expect(history.result).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalledWith('getTopAssets', expect.anything());
  });

  it('shows why the overview could not be loaded, with a retry', async () => {
    renderDashboard(failingMock(GetDashboardSummaryDocument) as ReturnType<typeof summaryMock>);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is down');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the top crypto assets with balance and USD value, or "No price"', async () => {
    const assets = [
      makeTopAsset({
        id: 'a-2',
        name: 'Obscure coin',
        account_id: wallet.id,
        instrument_id: 'other',
        balance: '1200',
        value: null,
      }),
      makeTopAsset({
        id: 'a-1',
        name: 'Bitcoin',
        account_id: wallet.id,
        instrument_id: BTC.id,
        balance: '0.5',
        value: '45000',
      }),
      // not crypto: not among the top crypto assets
      makeTopAsset({
        id: 'a-3',
        name: 'Savings',
        account_id: checking.id,
        instrument_id: null,
        asset_class: 'bank',
        balance: '90000',
        value: '90000',
      }),
    ];
    const { asked } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        getMeMock(),
        summaryMock(),
        historyMock('Y1'),
        allocationMock(),
        recentTransactions(),
      ],
      data: { accounts: [checking, wallet], assets },
    });
    const card = await screen.findByRole('region', { name: 'Top crypto assets' });
    const items = await within(card).findAllByRole('link');
    const rows = items.filter((a) => a.getAttribute('href')?.startsWith('/assets/show/'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/assets/show/a-1');
    expect(rows[0]).toHaveTextContent('Bitcoin');
    await waitFor(() => expect(rows[0]).toHaveTextContent('0.50 BTC'));
    expect(rows[0]).toHaveTextContent('$45,000.00');
    expect(rows[1]).toHaveTextContent('1,200.00');
    expect(within(rows[1]!).getByText('No price')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('$0');
    expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/crypto');
    expect(asked).toHaveBeenCalledWith('getTopAssets', expect.anything());
  });

  it('draws the history for the chosen range and keeps the range in the URL', async () => {
    const month = historyMock('M1');
    const { user, history } = renderDashboard(summaryMock(), { extra: [month] });
    const chart = await screen.findByTestId('net-worth-chart');
    expect(chart).toHaveAttribute('data-points', '3');
    expect(chart).toHaveAccessibleName(/^Net worth from .* \$120,000\.00 to \$125,430\.50$/);
    expect(history.result).toHaveBeenCalled();
    const range = screen.getByRole('group', { name: 'Time range' });
    expect(within(range).getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(range).getByRole('button', { name: '1M' }));
    await waitFor(() => expect(month.result).toHaveBeenCalled());
    expect(within(range).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('search')).toHaveTextContent('?range=1m');
    // back to the default: a plain address again
    await user.click(within(range).getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('starts with the range named in the URL', async () => {
    const quarter = historyMock('M3');
    renderDashboard(summaryMock(), { route: '/dashboard?range=3m', extra: [quarter] });
    await screen.findByTestId('net-worth-chart');
    expect(quarter.result).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the allocation with each class and its share as text', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Allocation' });
    const legend = await within(card).findByRole('list', { name: 'Share of each class' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Crypto$109,000.0086.9%',
      'Bank$16,250.0013%',
      'Cash$180.500.14%',
    ]);
    expect(within(card).getByText('$125,430.50')).toBeInTheDocument();
  });

  it('shows the latest transactions with a link to all of them', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Recent transactions' });
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    // the shared list, five to a page, loaded after the figures
    // (the first import of the data grid is slow in jsdom on a busy machine)
    expect(
      await within(section).findByText('Salary', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('draws the cards below a phone’s fold, and asks for their data, only as they come near', async () => {
    const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; element?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {}
      },
    );
    try {
      renderDashboard();
      await screen.findByRole('link', { name: /Crypto/ });
      expect(screen.queryByRole('region', { name: 'Allocation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Recent transactions' })).not.toBeInTheDocument();
      // scrolled near: each part is drawn and asks for its data
      act(() => {
        for (const { callback, element } of observed) {
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      });
      const card = await screen.findByRole('region', { name: 'Allocation' });
      expect(await within(card).findByText('$125,430.50')).toBeInTheDocument();
      expect(
        await screen.findByRole('region', { name: 'Recent transactions' }),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('dashboard in the owner’s currency', () => {
  const inEuros = () =>
    summaryMock(
      makeSummary({
        currency: 'EUR',
        net_worth: '1234.56',
        assets: '1234.56',
        liabilities: '0',
        change_1d: '12.5',
        change_1d_percent: '1.02',
        classes: [classTotal('bank', '1234.56', 1)],
      }),
    );

  it('shows the figures in the currency the answer is in: euros, in German', async () => {
    const { i18n } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        getMeMock(makeMe(makeUser(), { base_currency: EUR })),
        inEuros(),
        historyMock('Y1', ['1200', '1234.56'], 'EUR'),
        allocationMock([{ key: 'bank', value: '1234.56', percent: '100' }], 'EUR'),
        recentTransactions(),
      ],
      data: { accounts: [checking], assets: [] },
    });
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByTestId('net-worth')).toHaveTextContent('1.234,56 €');
    const section = screen.getByRole('region', { name: 'Nettovermögen' });
    expect(section.querySelector('[data-trend="up"]')).toHaveTextContent('+12,50 € (+1,02 %)');
    expect(screen.getByTestId('net-worth-assets')).toHaveTextContent('1.234,56 €');
    expect(await screen.findByRole('link', { name: /^Bank/ })).toHaveTextContent('1.234,56 €');
    const chart = await screen.findByTestId('net-worth-chart');
    expect(chart).toHaveAccessibleName(/von 1\.200,00\s€ auf 1\.234,56\s€$/);
    const allocation = await screen.findByRole('region', { name: 'Aufteilung' });
    expect(await within(allocation).findAllByText('1.234,56 €')).not.toHaveLength(0);
    // (a transaction stays in its account's currency: the recent ones may say $)
    expect(section).not.toHaveTextContent('$');
    expect(allocation).not.toHaveTextContent('$');
    // the summary is in the chosen currency: nothing to say about it
    expect(screen.queryByTestId('awaited-currency')).toBeNull();
  });

  it('says so while the chosen currency has no rates yet and the figures are in US dollars', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        getMeMock(makeMe(makeUser(), { base_currency: EUR })),
        summaryMock(),
        historyMock('Y1'),
        allocationMock(),
        recentTransactions(),
      ],
      data: { accounts: [checking], assets: [] },
    });
    expect(await screen.findByTestId('net-worth')).toHaveTextContent('$125,430.50');
    expect(await screen.findByTestId('awaited-currency')).toHaveTextContent(
      'Shown in US dollars until the rates for euros have arrived.',
    );
  });

  it('offers a new person the currency of their figures, saved at once', async () => {
    const empty = summaryMock(
      makeSummary({
        net_worth: '0',
        assets: '0',
        classes: [],
        asset_count: 0,
        change_1d: null,
        change_30d: null,
        change_1d_percent: null,
        change_30d_percent: null,
        prices_as_of: null,
      }),
    );
    const user = makeUser({ fullname: 'Grace Hopper' });
    // asked again once saved: then it says euros
    const before = { ...getMeMock(user), maxUsageCount: 1 };
    const after = getMeMock(makeMe(user, { base_currency: EUR }));
    const { mock: save, result: saved } = answeredMock(
      UpdateMeDocument,
      { base_currency: 'EUR' },
      {
        updateMe: {
          __typename: 'UserResult',
          success: true,
          message: 'Settings saved',
          errors: null,
          field_errors: null,
          user: makeMe(user, { base_currency: EUR }),
        },
      },
    );
    const { user: person } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [before, after, empty, navInstrumentsMock('bank', [USD, EUR]), save],
      data: { accounts: [], assets: [] },
    });
    expect(await screen.findByTestId('figures-currency')).toHaveTextContent(
      'Your figures are shown in US dollars.',
    );
    await person.click(screen.getByRole('button', { name: 'Change currency' }));
    const input = await screen.findByRole('combobox', { name: 'Currency of your figures' });
    await waitFor(() => expect(input).toBeEnabled());
    await person.clear(input);
    await person.type(input, 'eur{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // every figure is asked for again, in the new currency
    await waitFor(() => expect(empty.result).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('figures-currency')).toHaveTextContent(
      'Your figures are shown in euros.',
    );
  });
});
