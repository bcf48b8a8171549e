import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetNavInstrumentsDocument } from '../../src/ledger/Instruments.generated';
import {
  CreateAssetDocument,
  GetAssetDocument,
  GetAssetsDocument,
  GetAssetValuationsDocument,
  UpdateAssetDocument,
} from '../../src/ledger/assets/Assets.generated';
import { BTC, makeAccount } from './accountFactories';
import { balanceHistoryMock } from './dashboardFactories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import {
  makeAsset,
  makeTransaction,
  spiedMock,
  transactionsMock,
  type TestAsset,
} from './transactionsFactories';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { ResourceEditPage } from '../../src/resource/ResourceEditPage';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { assetsResource } from '../../src/ledger/assets/assetsResource';

beforeAll(() => loadParts(assetsResource));

vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: ({ points, label }: { points: unknown[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="balance-chart" data-points={points.length} />
  ),
}));

const EUR = {
  __typename: 'AccountInstrument' as const,
  id: '00000000-0000-4000-a000-000000009003',
  ticker: 'EUR',
  name: 'Euro',
  decimals: 2,
};
const checking = makeAccount({ name: 'Checking' });
const wallet = makeAccount({
  name: 'Cold wallet',
  account_class: 'crypto',
  instrument: BTC,
  instrument_id: BTC.id,
});
const property = makeAccount({
  name: 'Property',
  account_class: 'real',
  account_type: 'asset',
  instrument: EUR,
  instrument_id: EUR.id,
});
/** The accounts the pickers offer (the schema mock's records). */
const data = { accounts: [checking, wallet, property] };

function assetsMock(variables: Record<string, unknown>, nodes: TestAsset[]) {
  return spiedMock(GetAssetsDocument, variables, {
    getAssets: {
      __typename: 'AssetList',
      success: true,
      message: null,
      errors: null,
      count: nodes.length,
      nodes,
    },
  });
}

function assetMock(asset: TestAsset) {
  return spiedMock(
    GetAssetDocument,
    { id: asset.id },
    { getAsset: { __typename: 'AssetResult', success: true, message: null, errors: null, asset } },
  );
}

export function valuationsMock(asset_id: string, nodes: Record<string, unknown>[] = []) {
  return spiedMock(
    GetAssetValuationsDocument,
    { asset_id },
    {
      getAssetValuations: {
        __typename: 'AssetValuationList',
        success: true,
        message: null,
        errors: null,
        count: nodes.length,
        nodes,
      },
    },
  );
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('assets list', () => {
  it('shows balances with 2 to 8 fraction digits, values in the owner’s currency, and "No price" for none', async () => {
    const list = assetsMock({ sort: 'name:asc', start: 0, limit: 10 }, [
      makeAsset(wallet, { name: 'Bitcoin', balance: '0.123456789', value: '12345.6' }),
      makeAsset(wallet, { name: 'More bitcoin', balance: '2', value: '0.5' }),
      makeAsset(checking, { name: 'Cash', balance: '1234.5', value: '1234.5' }),
      makeAsset(wallet, { name: 'Obscure coin', balance: '3', value: null, unit_price: null }),
    ]);
    renderWithProviders(<ResourceListPage resource={assetsResource} />, {
      route: '/assets',
      path: '/assets',
      mocks: [list],
      data,
    });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Bitcoin')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(within(grid).getByText('0.12345679 BTC')).toBeInTheDocument();
    expect(within(grid).getByText('2.00 BTC')).toBeInTheDocument();
    expect(within(grid).getByText('$12,345.60')).toBeInTheDocument();
    expect(within(grid).getByText('$0.50')).toBeInTheDocument();
    // held in its account's currency, a holding reads as the account's balance does
    expect(within(grid).getAllByText('$1,234.50').length).toBeGreaterThan(0);
    const obscure = within(grid).getByText('Obscure coin').closest('[role="row"]') as HTMLElement;
    expect(within(obscure).getByText('No price')).toBeInTheDocument();
    expect(obscure).not.toHaveTextContent('$');
    expect(await within(grid).findAllByText('Cold wallet')).toHaveLength(3);
  });

  it('shows "No price" on a card too', async () => {
    const list = assetsMock({ sort: 'name:asc', start: 0, limit: 10 }, [
      makeAsset(wallet, { name: 'Obscure coin', balance: '3', value: null, unit_price: null }),
    ]);
    renderWithProviders(<ResourceListPage resource={assetsResource} />, {
      route: '/assets?view=card',
      path: '/assets',
      mocks: [list],
      data,
    });
    // (the list is there while it loads: wait for its card)
    const card = await within(await screen.findByRole('list')).findByRole('listitem');
    expect(await within(card).findByText('No price')).toBeInTheDocument();
  });

  it('searches by name and remembers the card view under assets-view', async () => {
    const found = assetsMock(
      { sort: 'name:asc', start: 0, limit: 10, where: { name_contains: 'bit' } },
      [makeAsset(wallet, { name: 'Bitcoin' })],
    );
    const { user } = renderWithProviders(<ResourceListPage resource={assetsResource} />, {
      route: '/assets?q=bit',
      path: '/assets',
      mocks: [found],
      data,
    });
    expect(await screen.findByText('Bitcoin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(
      within(await screen.findByRole('list')).getByRole('heading', { name: 'Bitcoin' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('assets-view')).toBe('card');
  });
});

describe('asset forms', () => {
  const created = makeAsset(wallet, { name: 'Bitcoin' });
  const createAnswer = (success: boolean, message: string | null = null) => ({
    createAsset: {
      __typename: 'AssetResult',
      success,
      message,
      errors: null,
      field_errors: null,
      asset: success ? created : null,
    },
  });
  // a wallet holds several coins: the form offers them (tests/unit/holdings.test.tsx)
  const held = spiedMock(
    GetNavInstrumentsDocument,
    { account_class: 'crypto' },
    {
      getNAVInstruments: {
        __typename: 'InstrumentList',
        success: true,
        message: null,
        errors: null,
        nodes: [{ ...BTC, __typename: 'Instrument' }],
      },
    },
  );
  const renderCreate = (...mocks: ReturnType<typeof spiedMock>[]) =>
    renderWithProviders(<ResourceCreatePage resource={assetsResource} />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [...mocks, held],
      data,
    });
  // a market-priced asset: its balance is sent as the value too; its USD value follows the price
  const market = {
    name: 'Bitcoin',
    value: '0.5',
    balance: '0.5',
    account_id: wallet.id,
    description: null,
  };

  it('asks a market-priced asset for name, account and balance, never a value', async () => {
    const create = spiedMock(CreateAssetDocument, market, createAnswer(true));
    const { user } = renderCreate(create);
    expect(screen.queryByLabelText(/value/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Choose an account')).toBeInTheDocument();
    expect(screen.getByText('Enter the balance')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Quantity balance/), '1.2.3');
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByText(/^Enter a number/)).toBeInTheDocument();
    expect(screen.getByText('At most 100 characters')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('shows "Failed" when the API refuses without a message', async () => {
    const fail = spiedMock(CreateAssetDocument, market, createAnswer(false));
    const { user } = renderCreate(fail);
    await user.type(screen.getByLabelText(/^Name/), 'Bitcoin');
    await pick(user, /^Account/, 'Cold wallet');
    await user.type(screen.getByLabelText(/^Quantity balance/), '0,5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed');
    expect(fail.result).toHaveBeenCalledTimes(1);
  });

  it('sends the balance as the value and opens the new asset', async () => {
    const create = spiedMock(CreateAssetDocument, market, createAnswer(true));
    const { user } = renderCreate(create);
    await user.type(screen.getByLabelText(/^Name/), 'Bitcoin');
    await pick(user, /^Account/, 'Cold wallet');
    expect(
      screen.getByLabelText(/^Quantity balance/).closest('.MuiInputBase-root'),
    ).toHaveTextContent('BTC');
    await user.type(screen.getByLabelText(/^Quantity balance/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/assets/show/${created.id}`),
    );
    expect(create.result).toHaveBeenCalledTimes(1);
  });

  it("asks a real asset for its current value in the account's currency", async () => {
    const create = spiedMock(
      CreateAssetDocument,
      { name: 'Flat', value: '350000', balance: null, account_id: property.id, description: null },
      createAnswer(true),
    );
    const { user } = renderCreate(create);
    await user.type(screen.getByLabelText(/^Name/), 'Flat');
    await pick(user, /^Account/, 'Property');
    expect(screen.queryByLabelText(/^Quantity balance/)).toBeNull();
    const value = screen.getByLabelText(/^Current value/);
    expect(value.closest('.MuiInputBase-root')).toHaveTextContent('EUR');
    expect(screen.getByText(/in EUR\. It becomes a valuation from today/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByText('Enter what it is worth today')).toBeInTheDocument();
    await user.type(value, '-5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(
      await screen.findByText('Enter an amount of 0 or more, e.g. 350000'),
    ).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '350000');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('edit requires name, description and balance of a market-priced asset', async () => {
    const asset = makeAsset(wallet, { name: 'Bitcoin', description: 'Long term', balance: '1' });
    const update = spiedMock(UpdateAssetDocument, undefined, {});
    const { user } = renderWithProviders(<ResourceEditPage resource={assetsResource} />, {
      route: `/assets/edit/${asset.id}`,
      path: '/assets/edit/:id',
      mocks: [assetMock(asset), update],
      data,
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Bitcoin');
    expect(screen.queryByLabelText(/^Current value/)).toBeNull();
    await user.clear(name);
    await user.clear(screen.getByLabelText(/^Description/));
    await user.clear(screen.getByLabelText(/^Quantity balance/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter a description')).toBeInTheDocument();
    expect(screen.getByText('Enter the balance')).toBeInTheDocument();
    expect(update.result).not.toHaveBeenCalled();
  });

  it("edits a real asset's current value, which becomes a valuation", async () => {
    const flat = makeAsset(property, {
      name: 'Flat',
      description: 'City flat',
      balance: '350000',
      value: '378000',
    });
    const updated = { ...flat, balance: '360000' };
    const update = spiedMock(
      UpdateAssetDocument,
      {
        id: flat.id,
        name: 'Flat',
        account_id: property.id,
        description: 'City flat',
        value: '360000',
      },
      {
        updateAsset: {
          __typename: 'AssetResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          asset: updated,
        },
      },
    );
    const { user } = renderWithProviders(<ResourceEditPage resource={assetsResource} />, {
      route: `/assets/edit/${flat.id}`,
      path: '/assets/edit/:id',
      mocks: [assetMock(flat), update],
      data,
    });
    const value = await screen.findByLabelText(/^Current value/);
    expect(value).toHaveValue('350000');
    expect(screen.queryByLabelText(/^Quantity balance/)).toBeNull();
    await user.clear(value);
    await user.type(value, '360000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.result).toHaveBeenCalledTimes(1));
  });
});

describe('asset show page', () => {
  it('shows the value in the owner’s currency with the age of its price, the balance and the transactions', async () => {
    const asset = makeAsset(wallet, {
      name: 'Bitcoin',
      balance: '0.5',
      value: '30000',
      unit_price: '60000',
      valued_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    });
    const bought = makeTransaction(wallet, {
      asset_id: asset.id,
      description: 'Bought',
      transaction_type: 'credit',
      amount: '0.5',
    });
    const transactions = transactionsMock(
      { asset_id: asset.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
      [bought],
    );
    const history = balanceHistoryMock({ asset_id: asset.id }, 'M3');
    renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
      route: `/assets/show/${asset.id}`,
      path: '/assets/show/:id',
      mocks: [assetMock(asset), transactions, history],
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.getAllByText('$30,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Price from 2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('$60,000.00')).toBeInTheDocument();
    expect((await screen.findAllByText('0.50 BTC')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Bought')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add transaction' })[0]!;
    const href = new URL(add.getAttribute('href')!, 'http://app');
    expect(href.pathname).toBe('/transactions/create');
    expect(href.searchParams.get('asset_id')).toBe(asset.id);
    expect(href.searchParams.get('account_id')).toBe(wallet.id);
    expect(href.searchParams.get('returnTo')).toBe(`/assets/show/${asset.id}`);
    expect(await screen.findByTestId('balance-chart')).toHaveAttribute('data-points', '2');
    expect(history.result).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Valuations' })).toBeNull();
  });

  it('shows the value and the unit price in the currency the answer gives them in', async () => {
    const asset = makeAsset(wallet, {
      name: 'Bitcoin',
      balance: '0.5',
      value: '27650.5',
      unit_price: '55301',
      base_currency: 'EUR',
    });
    renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
      route: `/assets/show/${asset.id}`,
      path: '/assets/show/:id',
      mocks: [
        assetMock(asset),
        balanceHistoryMock({ asset_id: asset.id }, 'M3', [], 'EUR'),
        transactionsMock(
          { asset_id: asset.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
          [],
        ),
      ],
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.getByText('€27,650.50')).toBeInTheDocument();
    expect(screen.getByText('€55,301.00')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows "No price" instead of a value while no price is known', async () => {
    const asset = makeAsset(wallet, {
      name: 'Obscure coin',
      balance: '3',
      value: null,
      unit_price: null,
      valued_at: null,
    });
    renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
      route: `/assets/show/${asset.id}`,
      path: '/assets/show/:id',
      mocks: [
        assetMock(asset),
        balanceHistoryMock({ asset_id: asset.id }, 'M3', []),
        transactionsMock(
          { asset_id: asset.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
          [],
        ),
      ],
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Obscure coin' })).toBeInTheDocument();
    expect(screen.getAllByText('No price')).toHaveLength(2); // the value and the unit price
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
    expect(screen.queryByText(/^Price from/)).toBeNull();
    expect(
      await screen.findByText('Not enough history yet: the chart fills in day by day.'),
    ).toBeInTheDocument();
  });

  it("shows a real asset's current value, its valuations and no transactions", async () => {
    const flat = makeAsset(property, {
      name: 'Flat',
      balance: '350000',
      value: '378000',
      unit_price: '1.08',
      valued_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const valuations = valuationsMock(flat.id, [
      {
        __typename: 'AssetValuation',
        id: 'v-2',
        asset_id: flat.id,
        date: '2026-11-01',
        value: '350000',
        note: 'Agent estimate',
        created_at: '2026-11-01T10:00:00.000Z',
      },
      {
        __typename: 'AssetValuation',
        id: 'v-1',
        asset_id: flat.id,
        date: '2025-06-15',
        value: '320000',
        note: null,
        created_at: '2025-06-15T10:00:00.000Z',
      },
    ]);
    renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
      route: `/assets/show/${flat.id}`,
      path: '/assets/show/:id',
      mocks: [assetMock(flat), valuations, balanceHistoryMock({ asset_id: flat.id }, 'M3')],
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Flat' })).toBeInTheDocument();
    expect(screen.getByText('Current value')).toBeInTheDocument();
    expect(screen.getAllByText('€350,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$378,000.00')).toBeInTheDocument();
    expect(screen.getByText('Valued 3 days ago')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Valuations' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('€350,000.00');
    expect(items[0]).toHaveTextContent('Current');
    expect(items[0]).toHaveTextContent('Nov 1, 2026 · Agent estimate');
    expect(items[1]).toHaveTextContent('€320,000.00');
    expect(screen.queryByRole('link', { name: 'Add transaction' })).toBeNull();
  });
});
