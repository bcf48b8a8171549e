// The crypto, cash and banking areas: one overview screen driven by a descriptor per class, and
// the ledger's own list and form screens scoped to the area's class and paths.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClassOverviewPage } from '../../src/features/overview/ClassOverviewPage';
import { TransactionCreatePage } from '../../src/ledger/transactions/TransactionCreatePage';
import { GetClassSummaryDocument } from '../../src/features/overview/Overview.generated';
import { LedgerAreaContext, ledgerAreas, type LedgerAreaKey } from '../../src/ledger/ledgerArea';
import { BTC, EUR, accountsMock, makeAccount } from './accountFactories';
import { getMeMock, makeToken } from './factories';
import { loadParts, renderApp, renderWithProviders } from './render';
import type { MockAsset, MockData } from './schemaMock';
import {
  makeCategories,
  makeTransaction,
  spiedMock,
  transactionsMock,
} from './transactionsFactories';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { assetsResource } from '../../src/ledger/assets/assetsResource';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';

beforeAll(() => loadParts(assetsResource, transactionsResource));

const firstTransactions = { sort: 'date:desc,created_at:desc', start: 0, limit: 10 };

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

function summaryMock(
  classes: { asset_class: string; value: string; count: number; unpriced?: number }[],
  assets = '10000',
) {
  return spiedMock(GetClassSummaryDocument, undefined, {
    getDashboardSummary: {
      __typename: 'DashboardSummary',
      success: true,
      message: null,
      errors: null,
      currency: 'USD',
      assets,
      prices_as_of: twoHoursAgo(),
      classes: classes.map((c) => ({ __typename: 'ClassTotal', unpriced: 0, ...c })),
    },
  });
}

function inArea(area: LedgerAreaKey, ui: ReactElement) {
  return <LedgerAreaContext value={ledgerAreas[area]}>{ui}</LedgerAreaContext>;
}

function renderOverview(
  area: LedgerAreaKey,
  data: MockData,
  mocks: ReturnType<typeof spiedMock>[],
) {
  return renderWithProviders(
    inArea(area, <ClassOverviewPage overview={area} table={<p>the class table</p>} />),
    { route: `/${area}`, mocks, data },
  );
}

describe('crypto overview', () => {
  const wallet = makeAccount({
    name: 'Cold wallet',
    account_class: 'crypto',
    account_type: 'crypto',
    instrument: BTC,
    instrument_id: BTC.id,
  });
  const asset = (name: string, balance: string, value: string | null): MockAsset => ({
    id: `asset-${name}`,
    name,
    account_id: wallet.id,
    instrument_id: BTC.id,
    instrument: { id: BTC.id, ticker: 'BTC', decimals: 8 },
    asset_class: 'crypto',
    balance,
    value,
    base_currency: 'USD',
    valued_at: value === null ? null : twoHoursAgo(),
  });

  it('shows the asset count, the USD balance with its share and price age, and the first 4 assets', async () => {
    const assets = [
      asset('Obscure token', '1000', null),
      asset('Solana', '10', '1500.5'),
      asset('Bitcoin', '0.5', '30000'),
      // not crypto: not among the crypto holdings
      { ...asset('Savings', '7500', '7500'), asset_class: 'bank' as const },
      asset('Ether', '2', '6000'),
    ];
    const transactions = transactionsMock({ ...firstTransactions, account_class: 'crypto' }, [
      makeTransaction(wallet, { description: 'Bought BTC' }),
    ]);
    renderOverview('crypto', { accounts: [wallet], assets }, [
      summaryMock([
        { asset_class: 'bank', value: '7500', count: 2 },
        { asset_class: 'crypto', value: '2500', count: 6, unpriced: 1 },
      ]),
      transactions,
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Crypto' })).toBeInTheDocument();
    const count = screen.getByRole('region', { name: 'Crypto assets' });
    expect(await within(count).findByText('6')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Current balance' });
    expect(within(balance).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(balance).getByText('25% of your assets')).toBeInTheDocument();
    expect(within(balance).getByText('1 holding without a price is left out')).toBeInTheDocument();
    expect(within(balance).getByText('Prices from 2 hours ago')).toBeInTheDocument();

    const cards = await screen.findByRole('list', { name: 'Largest holdings' });
    const items = await within(cards).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('$30,000.00')).toBeInTheDocument();
    // the balance in the account's coin
    expect(within(items[0]!).getByText('0.50 BTC')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Price from 2 hours ago')).toBeInTheDocument();
    // no price is said so, never $0
    expect(within(items[3]!).getByText('No price')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();

    // the class table given by the route, and the class's transactions
    expect(screen.getByText('the class table')).toBeInTheDocument();
    expect(await screen.findByText('Bought BTC')).toBeInTheDocument();
    expect(transactions.result).toHaveBeenCalled();
    // no hand-made crypto transactions: the overview's header offers a crypto asset instead
    expect(screen.getByRole('link', { name: 'Add crypto asset' })).toHaveAttribute(
      'href',
      '/crypto/create',
    );
  });

  it('says "No price" for the balance when none of the holdings has a price, never $0', async () => {
    const assets = [asset('Obscure token', '1000', null)];
    renderOverview('crypto', { accounts: [wallet], assets }, [
      summaryMock([{ asset_class: 'crypto', value: '0', count: 1, unpriced: 1 }]),
      transactionsMock({ ...firstTransactions, account_class: 'crypto' }, []),
    ]);
    const balance = screen.getByRole('region', { name: 'Current balance' });
    expect(await within(balance).findByText('No price')).toBeInTheDocument();
    expect(within(balance).queryByText(/\$0/)).not.toBeInTheDocument();
    expect(within(balance).queryByText(/of your assets/)).not.toBeInTheDocument();
  });

  it('opens an asset card inside the crypto area', async () => {
    const assets = [asset('Bitcoin', '0.5', '30000')];
    const { user } = renderOverview('crypto', { accounts: [wallet], assets }, [
      summaryMock([{ asset_class: 'crypto', value: '30000', count: 1 }], '30000'),
      transactionsMock({ ...firstTransactions, account_class: 'crypto' }, []),
    ]);
    await user.click(await screen.findByRole('heading', { name: 'Bitcoin' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/crypto/show/asset-Bitcoin');
  });
});

describe.each([
  {
    area: 'cash' as const,
    accountClass: 'cash' as const,
    title: 'Cash',
    countLabel: 'Accounts',
    totalLabel: 'Current value',
    first: 'Your cash',
    create: ['Create cash account', '/cash/create'],
  },
  {
    area: 'banking' as const,
    accountClass: 'bank' as const,
    title: 'Banking',
    countLabel: 'Accounts',
    totalLabel: 'Balance',
    first: 'Your bank accounts',
    create: ['Create bank account', '/banking/create'],
  },
])('$area overview', ({ area, accountClass, title, countLabel, totalLabel, first, create }) => {
  it('shows the account count, the USD value and the first 4 accounts', async () => {
    const created = (day: string) => `2026-11-${day}T10:00:00.000Z`;
    // the newest four, newest first
    const accounts = [
      makeAccount({
        name: 'Main',
        account_class: accountClass,
        value: '1000',
        base_value: '1000',
        created_at: created('04'),
      }),
      makeAccount({
        name: 'Euro reserve',
        account_class: accountClass,
        created_at: created('03'),
        value: '500',
        base_value: '545.2',
        instrument: EUR,
        instrument_id: EUR.id,
      }),
      makeAccount({
        name: 'Unpriced',
        account_class: accountClass,
        created_at: created('02'),
        value: '12',
        base_value: null,
        instrument: EUR,
        instrument_id: EUR.id,
      }),
      makeAccount({
        name: 'Fourth',
        account_class: accountClass,
        value: '1',
        base_value: '1',
        created_at: created('01'),
      }),
    ];
    // seven accounts of the class in all, and a newer one of another class
    const older = ['Old', 'Older', 'Oldest'].map((name) =>
      makeAccount({ name, account_class: accountClass, created_at: '2026-10-01T10:00:00.000Z' }),
    );
    const elsewhere = makeAccount({
      name: 'Elsewhere',
      account_class: accountClass === 'cash' ? 'bank' : 'cash',
      created_at: created('05'),
    });
    const { asked } = renderOverview(area, { accounts: [...older, elsewhere, ...accounts] }, [
      summaryMock([{ asset_class: accountClass, value: '1546.2', count: 9 }], '6184.8'),
      transactionsMock({ ...firstTransactions, account_class: accountClass }, [
        makeTransaction(accounts[0]!, { description: 'Groceries' }),
      ]),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // accounts, not assets, are counted
    expect(
      await within(screen.getByRole('region', { name: countLabel })).findByText('7'),
    ).toBeInTheDocument();
    const total = screen.getByRole('region', { name: totalLabel });
    expect(within(total).getByText('$1,546.20')).toBeInTheDocument();
    expect(within(total).getByText('25% of your assets')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: first });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Main',
      'Euro reserve',
      'Unpriced',
      'Fourth',
    ]);
    expect(within(items[1]!).getByText('$545.20')).toBeInTheDocument();
    // the balance in the account's own currency
    expect(within(items[1]!).getByText('€500.00')).toBeInTheDocument();
    expect(within(items[2]!).getByText('No price')).toBeInTheDocument();
    expect(await screen.findByText('Groceries')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith(
      'getAccounts',
      expect.objectContaining({ account_class: accountClass }),
    );
    expect(screen.getByRole('link', { name: create[0] })).toHaveAttribute('href', create[1]);
  });
});

describe('the /cash route', () => {
  it('composes the overview with the cash account table (the ledger list, scoped and embedded)', async () => {
    const purse = makeAccount({ name: 'Purse', account_class: 'cash', account_type: 'cash' });
    const table = accountsMock(
      { account_class: 'cash', sort: 'created_at:desc', start: 0, limit: 12 },
      [purse],
    );
    const app = renderApp('/cash', {
      token: makeToken({ role: 'user' }),
      mocks: [
        getMeMock(),
        summaryMock([{ asset_class: 'cash', value: '1234.5', count: 1 }]),
        table,
        transactionsMock({ ...firstTransactions, account_class: 'cash' }, []),
      ],
      data: { accounts: [purse] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Cash accounts' });
    const grid = await within(section).findByRole('grid', { name: 'Cash accounts' });
    expect(await within(grid).findByText('Purse')).toBeInTheDocument();
    expect(table.result).toHaveBeenCalled();
    // the full list is one link away; the table's rows open inside the area
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/cash/accounts',
    );
    await app.user.click(within(grid).getByText('Purse'));
    await waitFor(() => expect(app.path()).toBe(`/cash/accounts/show/${purse.id}`));
  });
});

describe('area transaction lists', () => {
  const user = () => ({ token: makeToken({ role: 'user' }) });

  it('/crypto/transactions lists crypto transactions, opens them in the area, and has no create button', async () => {
    const wallet = makeAccount({ name: 'Wallet', account_class: 'crypto', account_type: 'crypto' });
    const list = transactionsMock({ ...firstTransactions, account_class: 'crypto' }, [
      makeTransaction(wallet, { description: 'Staking reward' }),
    ]);
    const app = renderApp('/crypto/transactions', {
      ...user(),
      mocks: [getMeMock(), list],
      data: { accounts: [wallet] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crypto transactions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Staking reward')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add transaction' })).not.toBeInTheDocument();
    await app.user.click(screen.getByText('Staking reward'));
    await waitFor(() => expect(app.path()).toMatch(/^\/crypto\/transactions\/show\//));
  });

  it('/cash/transactions has "Add transaction", leading to the cash create form', async () => {
    const purse = makeAccount({ name: 'Purse', account_class: 'cash', account_type: 'cash' });
    const app = renderApp('/cash/transactions', {
      ...user(),
      mocks: [
        getMeMock(),
        transactionsMock({ ...firstTransactions, account_class: 'cash' }, [
          makeTransaction(purse, { description: 'Bakery' }),
        ]),
      ],
      data: { accounts: [purse] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cash transactions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Bakery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add transaction' })).toHaveAttribute(
      'href',
      '/cash/transactions/create',
    );
    expect(app.path()).toBe('/cash/transactions');
  });
});

describe('area transaction forms', () => {
  const checking = makeAccount({ name: 'Checking', account_class: 'bank' });
  const purse = makeAccount({ name: 'Purse', account_class: 'cash', account_type: 'cash' });

  it('a cash transaction starts from a cash account', async () => {
    const { user } = renderWithProviders(inArea('cash', <TransactionCreatePage />), {
      route: '/cash/transactions/create',
      data: { accounts: [checking, purse], categories: makeCategories() },
    });
    await user.click(await screen.findByRole('combobox', { name: /^Account/ }));
    const options = await screen.findByRole('listbox');
    expect(within(options).getByRole('option', { name: 'Purse' })).toBeInTheDocument();
    expect(within(options).queryByRole('option', { name: 'Checking' })).not.toBeInTheDocument();
  });

  it('a crypto asset goes into a crypto account', async () => {
    const wallet = makeAccount({ name: 'Wallet', account_class: 'crypto', account_type: 'crypto' });
    const { user } = renderWithProviders(
      inArea('crypto', <ResourceCreatePage resource={assetsResource} />),
      {
        route: '/crypto/create',
        data: { accounts: [checking, wallet] },
      },
    );
    await user.click(await screen.findByRole('combobox', { name: /^Account/ }));
    const options = await screen.findByRole('listbox');
    expect(within(options).getByRole('option', { name: 'Wallet' })).toBeInTheDocument();
    expect(within(options).queryByRole('option', { name: 'Checking' })).not.toBeInTheDocument();
  });

  it('banking: the upload page shows the toggle and the manual form; the toggle switches pages', async () => {
    const { user } = renderWithProviders(inArea('banking', <TransactionCreatePage />), {
      route: '/banking/transactions/create',
      path: '/banking/transactions/*',
      data: { accounts: [checking, purse], categories: makeCategories() },
    });
    const upload = screen.getByRole('radio', { name: 'Upload statement' });
    const manual = screen.getByRole('radio', { name: 'Manual entry' });
    expect(upload).toBeChecked();
    expect(screen.getByRole('form', { name: 'Add transaction' })).toBeInTheDocument();
    await user.click(manual);
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/banking/transactions/manual'),
    );
    expect(screen.getByRole('radio', { name: 'Manual entry' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Add transaction' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Upload statement' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/banking/transactions/create'),
    );
  });
});
