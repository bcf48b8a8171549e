// Prices a person can set (issue 26 item 7) on an asset's page: the "No price" chip says why there
// is none (no provider, its provider unreachable since …, not fetched yet) and, where the person may
// give their own, offers "Set a price": a dialog with the server's rules checked before sending,
// its refusals on their fields, and after a save the asset asked for again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PriceState } from '../../src/graphql/types';
import { GetMyPricesDocument, SetMyPriceDocument } from '../../src/ledger/OwnPrices.generated';
import { GetAssetDocument } from '../../src/ledger/assets/Assets.generated';
import { assetsResource } from '../../src/ledger/assets/assetsResource';
import { ownPriceSchema } from '../../src/ledger/ownPriceSchema';
import { formatDateTime } from '../../src/lib/dates';
import { todayIso } from '../../src/lib/validation';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { EUR, USD, makeAccount, navInstrumentsMock } from './accountFactories';
import { balanceHistoryMock } from './dashboardFactories';
import { loadParts, renderWithProviders } from './render';
import {
  makeAsset,
  makeCategories,
  spiedMock,
  transactionsMock,
  type TestAsset,
} from './transactionsFactories';

beforeAll(() => loadParts(assetsResource));

vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: () => <div data-testid="balance-chart" />,
}));

const ACME = {
  __typename: 'AccountInstrument' as const,
  id: '00000000-0000-4000-a000-000000009100',
  ticker: 'ACME',
  name: 'Acme Corp.',
  decimals: 4,
};
const broker = makeAccount({
  name: 'Broker',
  account_class: 'equity',
  account_type: 'equity_broker',
  instrument: USD,
  instrument_id: USD.id,
});

function unpriced(state: PriceState, own_price_allowed = true, since: string | null = null) {
  const asset = makeAsset(broker, {
    name: 'Acme shares',
    instrument_id: ACME.id,
    balance: '10',
    value: null,
    unit_price: null,
    valued_at: null,
    price_status: { __typename: 'PriceStatus', state, since, own_price_allowed },
  });
  // held in ACME, not in the account's currency (the instrument as getAsset answers it)
  return {
    ...asset,
    instrument: { ...asset.instrument!, id: ACME.id, ticker: 'ACME', decimals: 4 },
  };
}

function assetMock(asset: TestAsset) {
  return spiedMock(
    GetAssetDocument,
    { id: asset.id },
    {
      getAsset: {
        __typename: 'AssetResult',
        success: true,
        message: null,
        errors: null,
        asset,
      },
    },
  );
}

const myPricesMock = spiedMock(
  GetMyPricesDocument,
  { instrument_id: ACME.id },
  {
    getMyPrices: {
      __typename: 'MyPriceList',
      success: true,
      message: null,
      errors: null,
      count: 1,
      nodes: [
        {
          __typename: 'MyPrice',
          id: 'p-1',
          instrument_id: ACME.id,
          date: '2026-10-01',
          price: '11',
          currency: 'USD',
          created_at: '2026-10-01T08:00:00.000Z',
          updated_at: '2026-10-01T08:00:00.000Z',
        },
      ],
    },
  },
);

function renderAsset(asset: TestAsset, ...mocks: ReturnType<typeof spiedMock>[]) {
  const loaded = assetMock(asset);
  const rendered = renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
    route: `/assets/show/${asset.id}`,
    path: '/assets/show/:id',
    mocks: [
      loaded,
      myPricesMock,
      navInstrumentsMock('bank', [USD, EUR]),
      balanceHistoryMock({ asset_id: asset.id }, 'M3'),
      transactionsMock(
        { asset_id: asset.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
        [],
      ),
      ...mocks,
    ],
    data: { accounts: [broker], categories: makeCategories() },
  });
  return { ...rendered, loaded };
}

describe('the own price schema', () => {
  it('wants a price above 0 with at most 18 decimals, a currency and a day up to today', async () => {
    const errors = async (values: Record<string, string>) => {
      try {
        await ownPriceSchema.validate(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(await errors({ price: '12.5', currency: 'USD', date: todayIso() })).toEqual([]);
    expect(await errors({ price: '', currency: '', date: '' })).toEqual([
      'prices.own.validation.priceRequired',
      'prices.own.validation.currencyRequired',
      'prices.own.validation.dateRequired',
    ]);
    expect(await errors({ price: '0.000', currency: 'USD', date: '2999-01-01' })).toEqual([
      'prices.own.validation.pricePositive',
      'prices.own.validation.dateFuture',
    ]);
    expect(
      await errors({ price: '1.0000000000000000001', currency: 'USD', date: '1899-12-31' }),
    ).toEqual(['prices.own.validation.priceInvalid', 'validation.dateTooEarly']);
    expect(await errors({ price: '-3', currency: 'USD', date: todayIso() })).toEqual([
      'prices.own.validation.priceInvalid',
    ]);
  });
});

describe('the "No price" chip', () => {
  it('says that no provider prices it, and offers a price of the person’s own', async () => {
    const { user } = renderAsset(unpriced('no_provider'));
    expect(
      await screen.findByText(
        'No price provider knows this instrument. It is left out of your totals until it has a price.',
      ),
    ).toBeVisible();
    const [chip] = screen.getAllByTestId('no-price');
    await user.hover(chip!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No price provider knows this instrument.',
    );
    expect(screen.getByRole('button', { name: 'Set a price' })).toBeVisible();
  });

  it('says since when the provider is unreachable, or that it was not fetched yet', async () => {
    const since = '2026-11-20T10:00:00.000Z';
    const first = renderAsset(unpriced('provider_unreachable', true, since));
    expect(
      await screen.findByText(
        `Its price provider has been unreachable since ${formatDateTime(since, 'en')}.`,
        { exact: false },
      ),
    ).toBeVisible();
    first.unmount();

    // not fetched yet, of an instrument somebody prices: nothing to set
    renderAsset(unpriced('not_fetched', false));
    expect(
      await screen.findByText(
        'Its price has not been fetched yet: prices are fetched every hour.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set a price' })).toBeNull();
  });
});

describe('the own price dialog', () => {
  it('checks the form, sends the price, and asks for the asset again', async () => {
    const asset = unpriced('no_provider');
    const save = spiedMock(
      SetMyPriceDocument,
      { instrument_id: ACME.id, price: '12.50', date: '2026-11-20', currency: 'EUR' },
      {
        setMyPrice: {
          __typename: 'MyPriceResult',
          success: true,
          message: 'Price saved',
          errors: null,
          field_errors: null,
          price: {
            __typename: 'MyPrice',
            id: 'p-2',
            instrument_id: ACME.id,
            date: '2026-11-20',
            price: '12.5',
            currency: 'EUR',
            created_at: '2026-11-21T08:00:00.000Z',
            updated_at: '2026-11-21T08:00:00.000Z',
          },
        },
      },
    );
    const { user, loaded } = renderAsset(asset, save);
    await user.click(await screen.findByRole('button', { name: 'Set a price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your price of ACME' });
    // what the person gave before, and the person's currency first
    expect(await within(dialog).findByText('$11.00')).toBeVisible();
    expect(within(dialog).getByText('From Oct 1, 2026')).toBeVisible();
    const price = within(dialog).getByLabelText(/^Price per unit/);
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue(todayIso());

    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('Enter the price')).toBeVisible();
    await user.type(price, '0');
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('The price must be greater than 0')).toBeVisible();
    expect(within(dialog).getByText('A price cannot be set for a future day')).toBeVisible();
    expect(save.result).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '12,50');
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2026-11-20' } });
    const currency = within(dialog).getByRole('combobox', { name: /^Currency/ });
    expect(currency).toHaveValue('USD · US Dollar');
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
    const asked = loaded.result.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the asset's figures are forgotten and asked for again
    await waitFor(() => expect(loaded.result.mock.calls.length).toBeGreaterThan(asked));
  });

  it('puts the API’s refusals on their fields', async () => {
    const save = spiedMock(
      SetMyPriceDocument,
      { instrument_id: ACME.id, price: '3', date: todayIso(), currency: 'USD' },
      {
        setMyPrice: {
          __typename: 'MyPriceResult',
          success: false,
          message: 'This instrument has a market price: your own price is for one nobody prices',
          errors: null,
          field_errors: [
            {
              __typename: 'FieldError',
              field: 'price',
              message: 'The price must be greater than 0',
            },
          ],
          price: null,
        },
      },
    );
    const { user } = renderAsset(unpriced('no_provider'), save);
    await user.click(await screen.findByRole('button', { name: 'Set a price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your price of ACME' });
    await user.type(within(dialog).getByLabelText(/^Price per unit/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This instrument has a market price',
    );
    expect(within(dialog).getByText('The price must be greater than 0')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Your price of ACME' })).toBeVisible();
  });
});
