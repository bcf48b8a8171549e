import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { categoriesResource } from '../../src/features/admin/categories/categoriesResource';
import { instrumentsResource } from '../../src/features/admin/instruments/instrumentsResource';
import { mappingsResource } from '../../src/features/admin/mappings/mappingsResource';
import { venuesResource } from '../../src/features/admin/venues/venuesResource';
import { usersResource } from '../../src/features/admin/users/usersResource';
import {
  GetUserAdminDocument,
  ResetTwoFactorAdminDocument,
} from '../../src/features/admin/users/Users.generated';
import { GetCategoryDocument } from '../../src/features/admin/categories/Categories.generated';
import {
  GetInstrumentDocument,
  GetPricesDocument,
  SetInstrumentPriceAdminDocument,
} from '../../src/features/admin/instruments/Instruments.generated';
import {
  DeleteMappingAdminDocument,
  GetMappingAdminDocument,
} from '../../src/features/admin/mappings/Mappings.generated';
import {
  DisableVenueAdminDocument,
  GetUnmappedInstrumentsAdminDocument,
  GetVenueAdminDocument,
} from '../../src/features/admin/venues/Venues.generated';
import {
  failedList,
  listAnswer,
  makeCategory,
  makeInstrument,
  makeMapping,
  makeVenue,
  mockOf,
  mutationAnswer,
  recordAnswer,
  type TestInstrument,
  type TestVenue,
} from './adminFactories';
import { makeUser, resultEnvelope } from './factories';
import { renderWithProviders } from './render';

const unmapped = (altname: string, status = 'enabled') => ({
  __typename: 'UnmappedInstrument',
  altname,
  aclass: 'currency',
  decimals: 10,
  collateral_value: '0.95',
  margin_rate: null,
  display_decimals: 5,
  status,
});

/** A venue's page; its unmapped instruments are matched against `instruments` (the picker's). */
function renderVenue(
  venue: TestVenue,
  mocks: MockedResponse[],
  instruments: TestInstrument[] = [],
) {
  const record = mockOf(
    GetVenueAdminDocument,
    { id: venue.id },
    { getVenueAdmin: recordAnswer('VenueResult', 'venue', venue) },
  );
  return renderWithProviders(<ResourceShowPage resource={venuesResource} />, {
    route: `/venues/show/${venue.id}`,
    path: '/venues/show/:id',
    mocks: [record.mock, ...mocks],
    data: { instruments },
  });
}

describe('admin show: venues', () => {
  it('shows the details, the account fields, the meta as JSON and the status', async () => {
    const venue = makeVenue({ meta: { url: 'https://kraken.com' }, visible: false });
    renderVenue(venue, [
      mockOf(
        GetUnmappedInstrumentsAdminDocument,
        { venue_id: venue.id },
        { getUnmappedInstrumentsAdmin: listAnswer('UnmappedInstrumentList', []) },
      ).mock,
    ]);
    expect(await screen.findByRole('heading', { name: 'Kraken' })).toBeInTheDocument();
    expect(screen.getByText('Crypto exchange')).toBeInTheDocument();
    expect(screen.getByText('enabled')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'public_key Public key' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'private_key Private key' })).toBeInTheDocument();
    expect(screen.getByText(/"url": "https:\/\/kraken.com"/)).toBeInTheDocument();
    expect(
      await screen.findByText('Every instrument of this venue is mapped.'),
    ).toBeInTheDocument();
  });

  it("lists the venue's unmapped instruments, each with a Map link that fills in the mapping", async () => {
    const venue = makeVenue();
    const eth = makeInstrument({ ticker: 'ETH', name: 'Ether' });
    renderVenue(
      venue,
      [
        mockOf(
          GetUnmappedInstrumentsAdminDocument,
          { venue_id: venue.id },
          {
            getUnmappedInstrumentsAdmin: listAnswer('UnmappedInstrumentList', [
              unmapped('ETH'),
              unmapped('ADA', 'cancel_only'),
            ]),
          },
        ).mock,
      ],
      [eth],
    );
    const cards = await screen.findByRole('list', { name: 'Unmapped instruments' });
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'ETH' })).toBeInTheDocument();
    expect(within(first!).getByText('currency')).toBeInTheDocument();
    expect(within(first!).getByText('0.95')).toBeInTheDocument();
    expect(within(first!).getByText('enabled')).toBeInTheDocument();
    expect(within(second!).getByText('cancel_only')).toBeInTheDocument();
    // a ticker that is the symbol chooses the instrument too
    await waitFor(() =>
      expect(within(first!).getByRole('link', { name: 'Map ETH' })).toHaveAttribute(
        'href',
        `/mappings/create?venue_id=${venue.id}&symbol=ETH&instrument_id=${eth.id}`,
      ),
    );
    expect(within(second!).getByRole('link', { name: 'Map ADA' })).toHaveAttribute(
      'href',
      `/mappings/create?venue_id=${venue.id}&symbol=ADA`,
    );
  });

  it('says so when the venue has no connector, and when its instruments cannot be read', async () => {
    const manual = makeVenue({ name: 'Manual bank', connector_slug: null });
    const unasked = mockOf(GetUnmappedInstrumentsAdminDocument, { venue_id: manual.id }, {});
    renderVenue(manual, [unasked.mock]);
    expect(
      await screen.findByText('This venue has no connector, so its instruments cannot be read.'),
    ).toBeInTheDocument();
    expect(unasked.result).not.toHaveBeenCalled();
  });

  it("shows the server's message when the unmapped instruments cannot be read", async () => {
    const venue = makeVenue();
    renderVenue(venue, [
      mockOf(
        GetUnmappedInstrumentsAdminDocument,
        { venue_id: venue.id },
        {
          getUnmappedInstrumentsAdmin: failedList('UnmappedInstrumentList', 'Not implemented yet'),
        },
      ).mock,
    ]);
    expect(await screen.findByText('Not implemented yet')).toBeInTheDocument();
  });

  it('disables the venue after a confirmation and stays on its page', async () => {
    const venue = makeVenue({ connector_slug: null });
    const disable = mockOf(
      DisableVenueAdminDocument,
      { id: venue.id },
      { disableVenueAdmin: recordAnswer('VenueResult', 'venue', { ...venue, status: false }) },
      1,
    );
    const { user } = renderVenue(venue, [disable.mock]);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this venue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(disable.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/venues/show/${venue.id}`);
    // disabled now: nothing left to disable
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument(),
    );
  });
});

describe('admin show: other resources through the same page', () => {
  it('instruments: the latest price and its age, and a price set by hand', async () => {
    const btc = makeInstrument();
    const price = (date: string, value: string) => ({
      __typename: 'Price',
      instrument_id: btc.id,
      date,
      price: value,
      as_of: `${date}T12:00:00.000Z`,
      source: 'kraken',
    });
    const prices = (nodes: object[]) => ({
      getPrices: { __typename: 'PriceList', success: true, message: null, errors: null, nodes },
    });
    const before = mockOf(
      GetPricesDocument,
      { instrument_id: btc.id },
      prices([price('2026-01-01', '60000'), price('2026-01-02', '65000.5')]),
      1,
    );
    const after = mockOf(
      GetPricesDocument,
      { instrument_id: btc.id },
      prices([price('2026-01-02', '65000.5'), price('2026-01-03', '70000')]),
    );
    const set = mockOf(
      SetInstrumentPriceAdminDocument,
      { instrument_id: btc.id, price: '70000', date: null },
      {
        setInstrumentPriceAdmin: mutationAnswer(
          'PriceResult',
          'price',
          price('2026-01-03', '70000'),
        ),
      },
      1,
    );
    const { user } = renderWithProviders(<ResourceShowPage resource={instrumentsResource} />, {
      route: `/instruments/show/${btc.id}`,
      path: '/instruments/show/:id',
      mocks: [
        mockOf(
          GetInstrumentDocument,
          { id: btc.id },
          { getInstrument: recordAnswer('InstrumentResult', 'instrument', btc) },
        ).mock,
        before.mock,
        after.mock,
        set.mock,
      ],
    });
    expect(await screen.findByText('1 BTC = $65,000.50')).toBeInTheDocument();
    expect(screen.getByText(/^Price of Jan 2, 2026, quoted .* \(kraken\)$/)).toBeInTheDocument();
    // instruments are never deleted
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set price' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '70000');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    await waitFor(() => expect(set.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('1 BTC = $70,000.00')).toBeInTheDocument();
  });

  it('mappings: deleting goes back to the list', async () => {
    const mapping = makeMapping();
    const remove = mockOf(
      DeleteMappingAdminDocument,
      { id: mapping.id },
      { deleteMappingAdmin: resultEnvelope(true) },
      1,
    );
    const { user } = renderWithProviders(<ResourceShowPage resource={mappingsResource} />, {
      route: `/mappings/show/${mapping.id}`,
      path: '/mappings/show/:id',
      mocks: [
        mockOf(
          GetMappingAdminDocument,
          { id: mapping.id },
          { getMappingAdmin: recordAnswer('MappingResult', 'mapping', mapping) },
        ).mock,
        remove.mock,
      ],
      data: { instruments: [], venues: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this mapping?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/mappings$/),
    );
  });

  it('categories: a record the server does not find shows its message and the way back', async () => {
    const gone = makeCategory();
    renderWithProviders(<ResourceShowPage resource={categoriesResource} />, {
      route: `/categories/show/${gone.id}`,
      path: '/categories/show/:id',
      mocks: [
        mockOf(
          GetCategoryDocument,
          { id: gone.id },
          {
            getCategory: recordAnswer(
              'CategoryResult',
              'category',
              null,
              'No category has this id',
            ),
          },
        ).mock,
      ],
    });
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(screen.getByText('No category has this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});

describe('admin show: users', () => {
  it('resets the second factors of a user who lost them, after a confirmation', async () => {
    const lost = { ...makeUser({ fullname: 'Grace Hopper' }), two_factor: true, passkey_count: 2 };
    const reset = { ...lost, two_factor: false, passkey_count: 0 };
    const before = mockOf(
      GetUserAdminDocument,
      { id: lost.uuid },
      { getUserAdmin: recordAnswer('UserResult', 'user', lost) },
      1,
    );
    const after = mockOf(
      GetUserAdminDocument,
      { id: lost.uuid },
      { getUserAdmin: recordAnswer('UserResult', 'user', reset) },
    );
    const resetting = mockOf(
      ResetTwoFactorAdminDocument,
      { id: lost.uuid },
      { resetTwoFactorAdmin: mutationAnswer('UserResult', 'user', reset) },
    );
    const { user } = renderWithProviders(<ResourceShowPage resource={usersResource} />, {
      route: `/users/show/${lost.uuid}`,
      path: '/users/show/:id',
      mocks: [before.mock, resetting.mock, after.mock],
    });
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reset the two-factor sign-in of Grace Hopper?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText(
        'Two-factor sign-in is off and the passkeys are removed. Grace Hopper was told by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(resetting.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(
      screen.getByText('This user has no two-factor sign-in and no passkeys.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
  });
});
