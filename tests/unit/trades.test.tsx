// Trades on an account's page (issue 26): the holdings table with what each holding cost and
// gained and the account's sums, and a buy entered in the trade dialog: the coin chosen, the
// quantity, price and fee, the total it pays, and the one recordTrade it sends.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetNavInstrumentsDocument } from '../../src/ledger/Instruments.generated';
import { RecordTradeDocument } from '../../src/ledger/trades/Trades.generated';
import { GetTransactionsDocument } from '../../src/ledger/transactions/Transactions.generated';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';
import { todayIso } from '../../src/lib/validation';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { BTC, ETH, USD, accountHoldingsMock, accountMock, makeAccount } from './accountFactories';
import { balanceHistoryMock } from './dashboardFactories';
import { answeredMock } from './factories';
import { loadParts, renderWithProviders } from './render';
import { makeTransaction, spiedMock, type TestTransaction } from './transactionsFactories';

beforeAll(() => Promise.all([loadParts(accountsResource), loadParts(transactionsResource)]));

vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const exchange = makeAccount({
  name: 'Exchange',
  account_class: 'crypto',
  account_type: 'crypto',
  instrument: USD,
  instrument_id: USD.id,
  value: '500',
  base_value: '3400',
});

const performance = (figures: Record<string, string | null>) => ({
  __typename: 'Performance',
  currency: 'USD',
  quantity: null,
  average_cost: null,
  cost_basis: null,
  market_value: null,
  unrealised_gain: null,
  unrealised_gain_percent: null,
  realised_gain: '0',
  income: '0',
  ...figures,
});

const holdings = accountHoldingsMock(
  exchange,
  {
    base_value: '3400',
    performance: performance({
      cost_basis: '2500',
      market_value: '2900',
      unrealised_gain: '400',
      unrealised_gain_percent: '16',
      realised_gain: '120.5',
      income: '3',
    }),
  },
  [
    {
      __typename: 'Asset',
      id: '00000000-0000-4000-c000-000000000001',
      name: 'Exchange',
      balance: '500',
      value: '500',
      base_currency: 'USD',
      instrument_id: USD.id,
      price_status: null,
      performance: null,
      instrument: USD,
    },
    {
      __typename: 'Asset',
      id: '00000000-0000-4000-c000-000000000002',
      name: 'Ether',
      balance: '1',
      value: '2900',
      base_currency: 'USD',
      instrument_id: ETH.id,
      price_status: null,
      performance: performance({
        quantity: '1',
        average_cost: '2500',
        cost_basis: '2500',
        market_value: '2900',
        unrealised_gain: '400',
        unrealised_gain_percent: '16',
        realised_gain: '120.5',
        income: '3',
      }),
      instrument: ETH,
    },
  ],
).mock;

const transactions = answeredMock(
  GetTransactionsDocument,
  { account_id: exchange.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
  {
    getTransactions: {
      __typename: 'TransactionList',
      success: true,
      message: null,
      errors: null,
      count: 0,
      cursor: { __typename: 'Cursor', limit: 10, page: 1, total: 0 },
      nodes: [],
    },
  },
  10,
).mock;

const coins = spiedMock(
  GetNavInstrumentsDocument,
  { account_class: 'crypto' },
  {
    getNAVInstruments: {
      __typename: 'InstrumentList',
      success: true,
      message: null,
      errors: null,
      nodes: [BTC, ETH].map(({ id, ticker, name, decimals }) => ({
        __typename: 'Instrument',
        id,
        ticker,
        name,
        decimals,
      })),
    },
  },
);

const renderExchange = (more: ReturnType<typeof spiedMock>[] = []) =>
  renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
    route: `/accounts/show/${exchange.id}`,
    path: '/accounts/show/:id',
    mocks: [
      accountMock(exchange),
      holdings,
      transactions,
      balanceHistoryMock({ account_id: exchange.id }, 'M3'),
      coins,
      ...more,
    ],
    data: { accounts: [exchange] },
  });

describe("an account's holdings and trades", () => {
  it('shows what each holding cost and gained, and the sums', async () => {
    renderExchange();
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Name',
      'Quantity',
      'Value',
      'Avg. cost',
      'Cost basis',
      'Gain',
      'Realised',
      'Income',
    ]);
    const ether = within(table).getByRole('row', { name: /^Ether/ });
    expect(ether).toHaveTextContent('$2,500.00');
    expect(within(ether).getByText('+$400.00 (+16%)')).toBeVisible();
    expect(within(ether).getByText('+$120.50')).toBeVisible();
    // the cash has no cost or gain
    const cash = within(table).getByRole('row', { name: /^Exchange/ });
    expect(cash).not.toHaveTextContent('$2,500.00');
  });

  it('buys a coin: one trade with its quantity, price and fee, and the total it pays', async () => {
    const record = spiedMock(
      RecordTradeDocument,
      {
        quantity: '0.5',
        price: '3000',
        fee: '2.5',
        date: todayIso(),
        description: null,
        account_id: exchange.id,
        side: 'buy',
        asset_id: null,
        instrument_id: ETH.id,
      },
      {
        recordTrade: {
          __typename: 'TransactionResult',
          success: true,
          message: 'Bought',
          errors: null,
          field_errors: null,
          transaction: makeTransaction(exchange, {
            transaction_type: 'transfer',
            amount: '1500',
            fee: '2.5',
            destination_account_id: exchange.id,
            destination_amount: '0.5',
            description: 'Buy ETH',
            trade: {
              __typename: 'TransactionTrade',
              side: 'buy',
              quantity: '0.5',
              price: '3000',
              fee: '2.5',
              gross: '1500',
            } as TestTransaction['trade'],
          }),
        },
      },
    );
    const { user } = renderExchange([record]);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a trade' });
    // nothing chosen yet: the form says what is missing and sends nothing
    await user.click(await within(dialog).findByRole('button', { name: 'Record trade' }));
    expect(await within(dialog).findByText('Choose what you buy')).toBeVisible();
    expect(within(dialog).getByText('Quantity is required')).toBeVisible();

    const coin = within(dialog).getByRole('combobox', { name: /^Security or coin/ });
    await user.type(coin, 'eth');
    await user.click(await screen.findByRole('option', { name: 'ETH · Ether' }));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '0.5');
    await user.type(within(dialog).getByLabelText(/^Price per unit/), '3000');
    const fee = within(dialog).getByLabelText(/^Fee/);
    await user.clear(fee);
    await user.type(fee, '2.5');
    expect(within(dialog).getByTestId('trade-total')).toHaveTextContent('Total paid: $1,502.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record trade' }));
    await waitFor(() => expect(record.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sells only what the account holds: a sell starts on its holdings', async () => {
    const { user } = renderExchange();
    await user.click(await screen.findByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a trade' });
    await user.click(await within(dialog).findByRole('combobox', { name: /^Holding/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // the cash is not a holding to sell
    expect(options).toHaveLength(1);
    expect(options[0]).toMatch(/^Ether · 1\.00\sETH$/u);
  });
});
