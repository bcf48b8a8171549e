import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssetCreatePage } from '../../src/features/assets/AssetCreatePage';
import { AssetEditPage } from '../../src/features/assets/AssetEditPage';
import { AssetShowPage } from '../../src/features/assets/AssetShowPage';
import { AssetsListPage } from '../../src/features/assets/AssetsListPage';
import {
  CreateAssetDocument,
  GetAssetDocument,
  GetAssetsDocument,
  UpdateAssetDocument,
} from '../../src/graphql/generated';
import { BTC, makeAccount } from './accountFactories';
import { renderWithProviders, type Rendered } from './render';
import {
  makeAsset,
  makeTransaction,
  pickerAccountsMock,
  spiedMock,
  transactionsMock,
} from './transactionsFactories';

const checking = makeAccount({ name: 'Checking' });
const wallet = makeAccount({
  name: 'Cold wallet',
  account_class: 'crypto',
  instrument: BTC,
  instrument_id: BTC.id,
});
const accounts = pickerAccountsMock([checking, wallet]);

function assetsMock(variables: Record<string, unknown>, nodes: ReturnType<typeof makeAsset>[]) {
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

function assetMock(asset: ReturnType<typeof makeAsset>) {
  return spiedMock(
    GetAssetDocument,
    { id: asset.id },
    { getAsset: { __typename: 'AssetResult', success: true, message: null, errors: null, asset } },
  );
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('assets list', () => {
  it('shows balances with 2 to 8 fraction digits and values in USD', async () => {
    const list = assetsMock({ sort: 'name:asc', start: 0, limit: 10 }, [
      makeAsset(wallet, { name: 'Bitcoin', balance: '0.123456789', value: '12345.6' }),
      makeAsset(wallet, { name: 'More bitcoin', balance: '2', value: '0.5' }),
      makeAsset(checking, { name: 'Cash', balance: '1234.5', value: '1234.5' }),
    ]);
    renderWithProviders(<AssetsListPage />, {
      route: '/assets',
      path: '/assets',
      mocks: [accounts, list],
    });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Bitcoin')).toBeInTheDocument();
    expect(within(grid).getByText('0.12345679 BTC')).toBeInTheDocument();
    expect(within(grid).getByText('2.00 BTC')).toBeInTheDocument();
    expect(within(grid).getByText('$12,345.60')).toBeInTheDocument();
    expect(within(grid).getByText('$0.50')).toBeInTheDocument();
    expect(within(grid).getByText('1,234.50 USD')).toBeInTheDocument();
    expect(await within(grid).findAllByText('Cold wallet')).toHaveLength(2);
  });

  it('searches by name and remembers the card view under assets-view', async () => {
    const found = assetsMock(
      { sort: 'name:asc', start: 0, limit: 10, where: { name_contains: 'bit' } },
      [makeAsset(wallet, { name: 'Bitcoin' })],
    );
    const { user } = renderWithProviders(<AssetsListPage />, {
      route: '/assets?q=bit',
      path: '/assets',
      mocks: [accounts, found],
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
  const input = {
    name: 'Bitcoin',
    value: '30000',
    account_id: wallet.id,
    balance: '0.5',
    description: null,
  };
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
  const renderCreate = (...mocks: ReturnType<typeof spiedMock>[]) =>
    renderWithProviders(<AssetCreatePage />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [accounts, ...mocks],
    });

  it('requires name, total balance and account; checks the numbers', async () => {
    const create = spiedMock(CreateAssetDocument, input, createAnswer(true));
    const { user } = renderCreate(create);
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter the value in US dollars')).toBeInTheDocument();
    expect(screen.getByText('Choose an account')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Total balance/), 'lots');
    await user.type(screen.getByLabelText(/^Quantity balance/), '1.2.3');
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findAllByText(/^Enter a number/)).toHaveLength(2);
    expect(screen.getByText('At most 100 characters')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('shows "Failed" when the API refuses without a message', async () => {
    const fail = spiedMock(CreateAssetDocument, input, createAnswer(false));
    const { user } = renderCreate(fail);
    await user.type(screen.getByLabelText(/^Name/), 'Bitcoin');
    await user.type(screen.getByLabelText(/^Total balance/), '30000');
    await pick(user, /^Account/, 'Cold wallet');
    await user.type(screen.getByLabelText(/^Quantity balance/), '0,5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed');
    expect(fail.result).toHaveBeenCalledTimes(1);
  });

  it('opens the new asset after a successful create', async () => {
    const create = spiedMock(CreateAssetDocument, input, createAnswer(true));
    const { user } = renderCreate(create);
    await user.type(screen.getByLabelText(/^Name/), 'Bitcoin');
    await user.type(screen.getByLabelText(/^Total balance/), '30000');
    await pick(user, /^Account/, 'Cold wallet');
    await user.type(screen.getByLabelText(/^Quantity balance/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/assets/show/${created.id}`),
    );
  });

  it('edit requires name, description, balance and value', async () => {
    const asset = makeAsset(wallet, { name: 'Bitcoin', description: 'Long term', balance: '1' });
    const update = spiedMock(UpdateAssetDocument, undefined, {});
    const { user } = renderWithProviders(<AssetEditPage />, {
      route: `/assets/edit/${asset.id}`,
      path: '/assets/edit/:id',
      mocks: [accounts, assetMock(asset), update],
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Bitcoin');
    await user.clear(name);
    await user.clear(screen.getByLabelText(/^Description/));
    await user.clear(screen.getByLabelText(/^Quantity balance/));
    await user.clear(screen.getByLabelText(/^Total balance/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter a description')).toBeInTheDocument();
    expect(screen.getByText('Enter the balance')).toBeInTheDocument();
    expect(screen.getByText('Enter the value in US dollars')).toBeInTheDocument();
    expect(update.result).not.toHaveBeenCalled();
  });
});

describe('asset show page', () => {
  it("shows the asset's info and its transactions, with a link to add one", async () => {
    const asset = makeAsset(wallet, { name: 'Bitcoin', balance: '0.5', value: '30000' });
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
    renderWithProviders(<AssetShowPage />, {
      route: `/assets/show/${asset.id}`,
      path: '/assets/show/:id',
      mocks: [accounts, assetMock(asset), transactions],
    });
    expect(await screen.findByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.getAllByText('$30,000.00').length).toBeGreaterThan(0);
    expect((await screen.findAllByText('0.50 BTC')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Bought')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add transaction' })[0]!;
    const href = new URL(add.getAttribute('href')!, 'http://app');
    expect(href.pathname).toBe('/transactions/create');
    expect(href.searchParams.get('asset_id')).toBe(asset.id);
    expect(href.searchParams.get('account_id')).toBe(wallet.id);
    expect(href.searchParams.get('returnTo')).toBe(`/assets/show/${asset.id}`);
  });
});
