// Issue 26: a new holding of a brokerage account is held in a security found by the server's search
// (searchInstruments) as its ticker or name is typed: the instruments the app knows and the
// securities provider's; choosing one of the provider's adds it (addListedInstrument) and the
// holding is created in it, its quantity written in the new instrument's places.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AddListedInstrumentDocument,
  SearchInstrumentsDocument,
} from '../../src/ledger/Instruments.generated';
import { CreateAssetDocument } from '../../src/ledger/assets/Assets.generated';
import { assetsResource } from '../../src/ledger/assets/assetsResource';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { USD, makeAccount, navInstrumentsMock } from './accountFactories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { makeAsset, spiedMock } from './transactionsFactories';

beforeAll(() => loadParts(assetsResource));

const brokerage = makeAccount({
  name: 'Brokerage',
  account_class: 'equity',
  account_type: 'investment',
  instrument: USD,
  instrument_id: USD.id,
});
const data = { accounts: [brokerage] };

const APLE_ID = '00000000-0000-4000-a000-000000009201';
const AAPL_ID = '00000000-0000-4000-a000-000000009202';

const match = (
  ticker: string,
  name: string,
  rest: { id?: string; type?: string; exchange?: string | null; currency?: string | null } = {},
) => ({
  __typename: 'InstrumentMatch',
  id: rest.id ?? null,
  ticker,
  name,
  type: rest.type ?? 'equity',
  exchange: rest.exchange ?? null,
  currency: rest.currency ?? null,
  known: Boolean(rest.id),
});

/** searchInstruments answering `nodes` for `query`, with the provider's failure as `message`. */
function searchMock(
  query: string,
  nodes: ReturnType<typeof match>[],
  message: string | null = null,
) {
  return spiedMock(
    SearchInstrumentsDocument,
    { query },
    {
      searchInstruments: {
        __typename: 'InstrumentSearchResult',
        success: true,
        message,
        errors: null,
        nodes,
      },
    },
  );
}

async function chooseBrokerage(user: Rendered['user']) {
  await user.click(await screen.findByRole('combobox', { name: /^Account/ }));
  await user.click(await screen.findByRole('option', { name: 'Brokerage' }));
  const instrument = await screen.findByRole('combobox', { name: /^Instrument/ });
  // the account's own currency until a security is chosen
  await waitFor(() => expect(instrument).toHaveValue('USD — US Dollar'));
  return instrument;
}

const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the instrument search of a brokerage's new holding", () => {
  it("adds the provider's match chosen and creates the holding in it", async () => {
    const search = searchMock('apple', [
      match('APLE', 'Apple Hospitality REIT', { id: APLE_ID, exchange: 'NYSE', currency: 'USD' }),
      // a coin the app knows is no holding of a brokerage
      match('APPLE', 'Apple Coin', { id: '00000000-0000-4000-a000-000000009203', type: 'crypto' }),
      match('AAPL', 'Apple Inc.', { exchange: 'NASDAQ', currency: 'USD' }),
    ]);
    const add = spiedMock(
      AddListedInstrumentDocument,
      { ticker: 'AAPL' },
      {
        addListedInstrument: {
          __typename: 'InstrumentResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          instrument: {
            __typename: 'Instrument',
            id: AAPL_ID,
            name: 'Apple Inc.',
            ticker: 'AAPL',
            decimals: 8,
          },
        },
      },
    );
    const created = makeAsset(brokerage, { name: 'Apple', instrument_id: AAPL_ID, balance: '2.5' });
    const create = spiedMock(
      CreateAssetDocument,
      {
        name: 'Apple',
        account_id: brokerage.id,
        value: '2.5',
        balance: '2.5',
        description: null,
        instrument_id: AAPL_ID,
      },
      {
        createAsset: {
          __typename: 'AssetResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          asset: { ...created, base_currency: 'USD' },
        },
      },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={assetsResource} />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [navInstrumentsMock('equity', [USD]), search, add, create],
      data,
    });
    await user.type(screen.getByLabelText(/^Name/), 'Apple');
    const instrument = await chooseBrokerage(user);

    await user.clear(instrument);
    await user.type(instrument, 'apple');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(optionTexts(listbox)).toEqual([
        'APLE — Apple Hospitality REIT · NYSE · USD',
        'AAPL — Apple Inc. · NASDAQ · USD',
      ]),
    );
    // searched once, when typing paused
    expect(search.result).toHaveBeenCalledTimes(1);
    expect(within(listbox).getByText('In the app')).toBeVisible();
    expect(
      within(listbox).getByText('From the securities provider (added when chosen)'),
    ).toBeVisible();

    await user.click(within(listbox).getByRole('option', { name: /^AAPL/ }));
    await waitFor(() => expect(add.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(instrument).toHaveValue('AAPL — Apple Inc. · NASDAQ · USD'));
    // the quantity in the new instrument, fractional shares allowed
    expect(screen.getByText(/^How many AAPL are held, with up to 8 decimal places/)).toBeVisible();

    await user.type(screen.getByLabelText(/^Quantity balance/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('lists the known matches with a note when the provider failed, and says when none match', async () => {
    const failed = searchMock(
      'apple',
      [match('APLE', 'Apple Hospitality REIT', { id: APLE_ID, exchange: 'NYSE', currency: 'USD' })],
      'Yahoo Finance could not be reached: only the instruments the app knows are listed',
    );
    const none = searchMock('zzzz', []);
    const { user, i18n } = renderWithProviders(<ResourceCreatePage resource={assetsResource} />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [navInstrumentsMock('equity', [USD]), failed, none],
      data,
    });
    const instrument = await chooseBrokerage(user);

    await user.clear(instrument);
    await user.type(instrument, 'a');
    expect(
      await screen.findByText('Type at least 2 characters of a ticker or a name'),
    ).toBeVisible();

    await user.type(instrument, 'pple');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(optionTexts(listbox)).toEqual(['APLE — Apple Hospitality REIT · NYSE · USD']),
    );
    expect(instrument).toHaveAccessibleDescription(
      'The securities provider could not be searched just now: only the instruments the app knows are listed.',
    );

    await user.clear(instrument);
    await user.type(instrument, 'zzzz');
    expect(await screen.findByText('Nothing matches')).toBeVisible();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Keine Treffer')).toBeVisible();
  });
});
