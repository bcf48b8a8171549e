// The Assets page: what a person holds, each instrument once across their accounts and each real
// asset on its own, with values, shares and "No price"; a holding's page with the assets it adds
// up. Holdings are read, never written: no Edit, no Delete; "Add asset" makes an asset.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetAssetsDocument } from '../../src/ledger/assets/Assets.generated';
import {
  GetHoldingDocument,
  GetHoldingsDocument,
  type HoldingFieldsFragment,
} from '../../src/ledger/portfolio/Holdings.generated';
import { holdingsResource } from '../../src/ledger/portfolio/holdingsResource';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { BTC, makeAccount, USD } from './accountFactories';
import { loadParts, renderWithProviders } from './render';
import { makeAsset, spiedMock } from './transactionsFactories';

beforeAll(() => loadParts(holdingsResource));

const checking = makeAccount({ name: 'Checking' });
const cash = makeAccount({ name: 'Cash wallet', account_class: 'cash' });

type TestHolding = HoldingFieldsFragment & { __typename: 'Holding' };

function makeHolding(overrides: Partial<TestHolding>): TestHolding {
  return {
    __typename: 'Holding',
    id: USD.id,
    name: 'US Dollar',
    instrument_id: USD.id,
    instrument: USD,
    asset_classes: ['bank'],
    quantity: '1',
    value: '1',
    unpriced: false,
    base_currency: 'USD',
    percent: '1',
    assets: 1,
    asset_id: null,
    price_status: null,
    ...overrides,
  } as TestHolding;
}

const dollars = makeHolding({
  asset_classes: ['bank', 'cash'],
  quantity: '1200',
  value: '1200',
  percent: '0.34',
  assets: 2,
});
const house = makeHolding({
  id: '00000000-0000-4000-a000-000000000777',
  name: 'House',
  asset_classes: ['real'],
  quantity: '300000',
  value: '300000',
  percent: '85.3',
  assets: 1,
  asset_id: '00000000-0000-4000-a000-000000000777',
});
const bitcoin = makeHolding({
  id: BTC.id,
  name: 'Bitcoin',
  instrument_id: BTC.id,
  instrument: BTC,
  asset_classes: ['crypto'],
  quantity: '0.5',
  value: null,
  unpriced: true,
  percent: null,
});

const holdingsMock = (nodes: TestHolding[]) =>
  spiedMock(
    GetHoldingsDocument,
    { sort: 'value:desc', start: 0, limit: 10 },
    {
      getHoldings: {
        __typename: 'HoldingList',
        success: true,
        message: null,
        errors: null,
        count: nodes.length,
        nodes,
      },
    },
  );

describe('the Assets page', () => {
  it('lists each holding once, the most valuable first, with its share and accounts', async () => {
    renderWithProviders(<ResourceListPage resource={holdingsResource} />, {
      route: '/assets',
      path: '/assets',
      mocks: [holdingsMock([house, dollars, bitcoin])],
    });
    expect(await screen.findByRole('heading', { name: 'Assets' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Assets' });
    const row = async (name: string) =>
      (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
    const usd = await row('US Dollar');
    expect(usd).toHaveTextContent('$1,200.00');
    expect(usd).toHaveTextContent('2 accounts');
    expect(usd).toHaveTextContent('0.34%');
    expect(within(usd).getByText('Bank')).toBeInTheDocument();
    expect(within(usd).getByText('Cash')).toBeInTheDocument();
    expect(await row('House')).toHaveTextContent('85.3%');
    // missing, never $0
    const btc = await row('Bitcoin');
    expect(within(btc).getByText('No price')).toBeInTheDocument();
    expect(btc).toHaveTextContent('0.50 BTC');
    expect(btc).not.toHaveTextContent('$0.00');
    // read, never written here: see it, nothing to edit or delete
    expect(within(usd).getByRole('button', { name: 'Show US Dollar' })).toBeInTheDocument();
    expect(within(usd).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(usd).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add asset' })).toHaveAttribute(
      'href',
      '/assets/create',
    );
  });

  it('reads in German', async () => {
    const { i18n } = renderWithProviders(<ResourceListPage resource={holdingsResource} />, {
      route: '/assets',
      path: '/assets',
      mocks: [holdingsMock([dollars])],
    });
    await i18n.changeLanguage('de');
    const grid = await screen.findByRole('grid', { name: 'Vermögenswerte' });
    await waitFor(() => expect(within(grid).getByText('2 Konten')).toBeInTheDocument());
    // its quantity and its value
    expect(within(grid).getAllByText('1.200,00 $')).toHaveLength(2);
  });
});

describe('a holding’s page', () => {
  it('shows its figures and the assets it adds up, each leading to its page', async () => {
    const inChecking = makeAsset(checking, { name: 'Checking', balance: '1000', value: '1000' });
    const inCash = makeAsset(cash, { name: 'Cash wallet', balance: '200', value: '200' });
    renderWithProviders(<ResourceShowPage resource={holdingsResource} />, {
      route: `/assets/holdings/show/${dollars.id}`,
      path: '/assets/holdings/show/:id',
      data: { accounts: [checking, cash] },
      mocks: [
        spiedMock(
          GetHoldingDocument,
          { id: dollars.id },
          {
            getHolding: {
              __typename: 'HoldingResult',
              success: true,
              message: null,
              errors: null,
              holding: dollars,
            },
          },
        ),
        spiedMock(
          GetAssetsDocument,
          { holding_id: dollars.id, sort: 'name:asc', start: 0, limit: 10 },
          {
            getAssets: {
              __typename: 'AssetList',
              success: true,
              message: null,
              errors: null,
              count: 2,
              nodes: [inCash, inChecking],
            },
          },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'US Dollar' })).toBeInTheDocument();
    expect(screen.getAllByText('$1,200.00').length).toBeGreaterThan(0);
    expect(screen.getByText('0.34%')).toBeInTheDocument();
    expect(screen.getByText('USD · US Dollar')).toBeInTheDocument();
    // no Edit or Delete of a holding
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const held = await screen.findByRole('grid', { name: 'Where it is held' });
    // each named as it is, in the account named so
    expect(await within(held).findAllByText('Cash wallet')).toHaveLength(2);
    expect(within(held).getByRole('button', { name: 'Show Checking' })).toBeInTheDocument();
  });
});
