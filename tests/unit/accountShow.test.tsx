import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetBalanceHistoryDocument } from '../../src/ledger/BalanceHistory.generated';
import { DeleteAccountDocument } from '../../src/ledger/accounts/Accounts.generated';
import { GetAssetValuationsDocument } from '../../src/ledger/assets/Assets.generated';
import { GetTransactionsDocument } from '../../src/ledger/transactions/Transactions.generated';
import { accountHoldingsMock, accountMock, makeAccount } from './accountFactories';
import { balanceHistoryMock, failingMock } from './dashboardFactories';
import { cashFlowMock } from './transactionsFactories';
import { answeredMock, resultEnvelope } from './factories';
import { loadParts, renderWithProviders } from './render';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';

beforeAll(() => loadParts(accountsResource));

// jsdom draws no SVG layout: the chart is a stand-in showing what it was given
vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: ({
    points,
    currency,
    label,
  }: {
    points: unknown[];
    currency: { ticker?: string };
    label: string;
  }) => (
    <div
      role="img"
      aria-label={label}
      data-testid="balance-chart"
      data-points={points.length}
      data-currency={currency.ticker}
    />
  ),
}));

const account = makeAccount({
  name: 'Savings',
  description: 'Rainy days',
  value: '2705.55',
  initial_value: '2450.75',
});

const transaction = (n: number, type: 'credit' | 'debit', amount: string, description: string) => ({
  __typename: 'Transaction',
  id: `00000000-0000-4000-b000-00000000000${n}`,
  account_id: account.id,
  asset_id: null,
  instrument_id: null,
  category_id: null,
  destination_account_id: null,
  transaction_type: type,
  amount,
  fee: '0',
  description,
  date: `2026-11-0${n}`,
  meta: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  account: {
    __typename: 'TransactionAccount',
    id: account.id,
    name: 'Savings',
    account_class: 'bank',
  },
});

const transactionsMock = answeredMock(
  GetTransactionsDocument,
  { account_id: account.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
  {
    getTransactions: {
      __typename: 'TransactionList',
      success: true,
      message: null,
      errors: null,
      count: 2,
      cursor: { __typename: 'Cursor', limit: 10, page: 1, total: 2 },
      nodes: [
        transaction(3, 'debit', '45.2', 'Groceries'),
        transaction(1, 'credit', '300', 'Salary'),
      ],
    },
  },
  5,
).mock;

type Mock = ReturnType<typeof answeredMock>['mock'];

function renderShow(extra = [] as Mock[], history: Mock = balanceHistoryMock(scope, 'M3')) {
  return renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
    route: `/accounts/show/${account.id}`,
    path: '/accounts/show/:id',
    // the transactions list reads each row's currency from the account picker
    mocks: [accountMock(account), transactionsMock, history, ...extra],
    data: { accounts: [account] },
  });
}

const scope = { account_id: account.id };

describe('account show page', () => {
  it('shows the details and the account transactions coloured by type, with their totals', async () => {
    const totals = cashFlowMock(
      { ...scope, by: 'total' },
      { money_in: '300', money_out: '45.2', net: '254.8', count: 2 },
    );
    renderShow([totals]);
    expect(await screen.findByRole('heading', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.getByText('$2,705.55')).toBeInTheDocument();
    expect(screen.getByText('$2,450.75')).toBeInTheDocument();
    expect(screen.getByText('Rainy days')).toBeInTheDocument();
    // no account number stored: none shown
    expect(screen.queryByText('IBAN or account number')).not.toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    expect(await within(grid).findByText('Salary')).toBeInTheDocument();
    expect(within(grid).getByText('+$300.00')).toHaveAttribute('data-kind', 'credit');
    expect(within(grid).getByText('−$45.20')).toHaveAttribute('data-kind', 'debit');
    // the account's own list is searched, filtered, totalled and exported as the whole list is
    const figures = await screen.findByRole('group', { name: 'Totals of the transactions listed' });
    await waitFor(() => expect(within(figures).getByText('+$254.80')).toBeInTheDocument());
    expect(totals.result).toHaveBeenCalledWith(expect.objectContaining({ ...scope, by: 'total' }));
    expect(screen.getByPlaceholderText('Search description or payee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // its account is the page's: no account filter
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, then returns to the list', async () => {
    const remove = answeredMock(
      DeleteAccountDocument,
      { id: account.id },
      {
        deleteAccount: resultEnvelope(true),
      },
    );
    const { user } = renderShow([remove.mock]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(remove.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/accounts$/),
    );
  });

  it('draws the balance over the last three months; the range can be changed', async () => {
    const year = balanceHistoryMock(scope, 'Y1', [
      { date: '2025-12-01', balance: '1000', value: '1000' },
      { date: '2026-06-01', balance: '2000', value: '2000' },
      { date: '2026-11-20', balance: '2705.55', value: '2705.55' },
    ]);
    const { user } = renderShow([year]);
    const card = await screen.findByRole('region', { name: 'Balance over time' });
    const chart = await within(card).findByTestId('balance-chart');
    expect(chart).toHaveAttribute('data-points', '2');
    expect(chart).toHaveAttribute('data-currency', 'USD');
    expect(within(card).getByRole('button', { name: '3M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: '1Y' }));
    await waitFor(() =>
      expect(within(card).getByTestId('balance-chart')).toHaveAttribute('data-points', '3'),
    );
    expect(year.result).toHaveBeenCalled();
  });

  it('shows why the balance history could not be loaded, with a retry', async () => {
    renderShow([], failingMock(GetBalanceHistoryDocument, { ...scope, range: 'M3' }) as Mock);
    const card = await screen.findByRole('region', { name: 'Balance over time' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Database is down');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // the rest of the page is not affected
    expect(screen.getByText('Rainy days')).toBeInTheDocument();
  });

  it('shows a stored IBAN in groups of four', async () => {
    const numbered = makeAccount({ name: 'Giro', account_number: 'DE89370400440532013000' });
    renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
      route: `/accounts/show/${numbered.id}`,
      path: '/accounts/show/:id',
      mocks: [accountMock(numbered)],
      data: { accounts: [numbered] },
    });
    expect(await screen.findByText('IBAN or account number')).toBeInTheDocument();
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
  });
});

describe('a house and its mortgage', () => {
  const house = makeAccount({
    name: 'Maple Street',
    account_class: 'real',
    account_type: 'asset',
    value: '500000',
  });
  const mortgage = makeAccount({
    name: 'Mortgage',
    account_class: 'liability',
    account_type: 'liability',
    value: '-346593.29',
    master_account_id: house.id,
  });
  const homeAsset = {
    __typename: 'Asset',
    id: '00000000-0000-4000-c000-000000000077',
    name: 'Maple Street',
    balance: '500000',
    value: '500000',
    base_currency: 'USD',
    instrument_id: house.instrument_id,
    price_status: null,
    performance: null,
    instrument: house.instrument,
  };
  const holdings = accountHoldingsMock(house, { base_value: '500000' }, [homeAsset]).mock;
  const valuations = answeredMock(
    GetAssetValuationsDocument,
    { asset_id: homeAsset.id },
    {
      getAssetValuations: {
        __typename: 'AssetValuationList',
        success: true,
        message: null,
        errors: null,
        count: 0,
        nodes: [],
      },
    },
    5,
  ).mock;
  const show = (record: typeof house, mocks: Mock[] = []) =>
    renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
      route: `/accounts/show/${record.id}`,
      path: '/accounts/show/:id',
      mocks: [accountMock(record), ...mocks],
      data: { accounts: [house, mortgage] },
    });

  it("the house's page: its valuations, no transactions, the debt on it and the equity", async () => {
    show(house, [holdings, valuations]);
    expect(await screen.findByRole('heading', { name: 'Valuations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add valuation' })).toBeInTheDocument();
    const debts = await screen.findByRole('table', { name: 'Debts secured on it' });
    expect(within(debts).getByRole('link', { name: 'Mortgage' })).toHaveAttribute(
      'href',
      `/accounts/show/${mortgage.id}`,
    );
    expect(within(debts).getByText('Mortgage or other debt')).toBeInTheDocument();
    expect(within(debts).getByTestId('equity')).toHaveTextContent('$153,406.71');
    // a real asset takes valuations, not transactions
    expect(screen.queryByRole('link', { name: 'Add transaction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it("the mortgage's page: its kind and what it is secured on", async () => {
    show(mortgage);
    expect(await screen.findByText('Kind of debt')).toBeInTheDocument();
    expect(screen.getByText('Mortgage or other debt')).toBeInTheDocument();
    expect(screen.getByText('Secured on')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Maple Street' })).toHaveAttribute(
      'href',
      `/accounts/show/${house.id}`,
    );
  });
});
