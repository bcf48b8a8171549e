import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { categoriesResource } from '../../src/features/admin/categories/categoriesResource';
import { mappingsResource } from '../../src/features/admin/mappings/mappingsResource';
import { usersResource } from '../../src/features/admin/users/usersResource';
import { venuesResource } from '../../src/features/admin/venues/venuesResource';
import {
  DeleteMappingAdminDocument,
  GetMappingsAdminDocument,
} from '../../src/features/admin/mappings/Mappings.generated';
import { GetUsersAdminDocument } from '../../src/features/admin/users/Users.generated';
import { GetVenuesAdminDocument } from '../../src/features/admin/venues/Venues.generated';
import { GetCategoriesDocument } from '../../src/graphql/Categories.generated';
import {
  failedList,
  listAnswer,
  makeCategory,
  makeInstrument,
  makeMapping,
  makeVenue,
  mockOf,
} from './adminFactories';
import { makeUser, resultEnvelope } from './factories';
import { stubMatchMedia } from './matchMedia';
import { renderWithProviders } from './render';

const firstPage = { start: 0, limit: 10 };

const usersMock = (variables: Record<string, unknown>, nodes: object[]) =>
  mockOf(GetUsersAdminDocument, variables, { getUsersAdmin: listAnswer('UserList', nodes) });

describe('admin list: users', () => {
  it('lists users with their role and status', async () => {
    const { mock } = usersMock(firstPage, [
      makeUser({ fullname: 'Ada Lovelace', role: 'admin' }),
      makeUser({ fullname: 'Alan Turing', status: false, email_verified: false }),
    ]);
    renderWithProviders(<ResourceListPage resource={usersResource} />, {
      route: '/users',
      path: '/users',
      mocks: [mock],
    });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    const ada = (await within(grid).findByText('Ada Lovelace')).closest('[role="row"]');
    expect(within(ada as HTMLElement).getByText('Admin')).toBeInTheDocument();
    const alan = within(grid).getByText('Alan Turing').closest('[role="row"]');
    expect(within(alan as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(alan as HTMLElement).getByText('Not verified')).toBeInTheDocument();
  });

  it('searches by name or e-mail: an or-group of fullname_contains and email_contains', async () => {
    const all = usersMock(firstPage, [makeUser({ fullname: 'Ada Lovelace' })]);
    const searched = usersMock(
      {
        ...firstPage,
        where: { _or: [{ fullname_contains: 'grace' }, { email_contains: 'grace' }] },
      },
      [makeUser({ fullname: 'Grace Hopper' })],
    );
    const { user } = renderWithProviders(<ResourceListPage resource={usersResource} />, {
      route: '/users',
      path: '/users',
      mocks: [all.mock, searched.mock],
    });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(searched.result).toHaveBeenCalled();
  });

  it('filters by role and status: plain fields of `where`', async () => {
    const all = usersMock(firstPage, [makeUser({ fullname: 'Ada Lovelace' })]);
    const admins = usersMock({ ...firstPage, where: { role: 'admin' } }, [
      makeUser({ fullname: 'Grace Hopper', role: 'admin' }),
    ]);
    const inactiveAdmins = usersMock({ ...firstPage, where: { role: 'admin', status: false } }, [
      makeUser({ fullname: 'Barbara Liskov', role: 'admin', status: false }),
    ]);
    const { user } = renderWithProviders(<ResourceListPage resource={usersResource} />, {
      route: '/users',
      path: '/users',
      mocks: [all.mock, admins.mock, inactiveAdmins.mock],
    });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await screen.findByText('Barbara Liskov')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    const { mock } = mockOf(GetUsersAdminDocument, firstPage, {
      getUsersAdmin: failedList('UserList', 'Administrators only'),
    });
    renderWithProviders(<ResourceListPage resource={usersResource} />, {
      route: '/users',
      path: '/users',
      mocks: [mock],
    });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});

describe('admin list: other resources through the same page', () => {
  it('venues: status enabled/Disabled and visible/Hidden; a row opens the venue', async () => {
    const kraken = makeVenue({ name: 'Kraken' });
    const hidden = makeVenue({ name: 'Old Bank', status: false, visible: false });
    const { mock } = mockOf(GetVenuesAdminDocument, firstPage, {
      getVenuesAdmin: listAnswer('VenueList', [kraken, hidden]),
    });
    const { user } = renderWithProviders(<ResourceListPage resource={venuesResource} />, {
      route: '/venues',
      path: '/venues',
      mocks: [mock],
    });
    const grid = await screen.findByRole('grid');
    const row = (await within(grid).findByText('Old Bank')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    const krakenRow = within(grid).getByText('Kraken').closest('[role="row"]') as HTMLElement;
    expect(within(krakenRow).getByText('enabled')).toBeInTheDocument();
    expect(within(krakenRow).getByText('visible')).toBeInTheDocument();
    // venues are disabled on their page, never deleted from the list
    expect(within(krakenRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(grid).getByText('Kraken'));
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/venues/show/${kraken.id}`);
  });

  it('categories: cards on a phone, and a create button to the form', async () => {
    stubMatchMedia((query) => /max-width/.test(query));
    const { mock } = mockOf(GetCategoriesDocument, firstPage, {
      getCategories: listAnswer('CategoryList', [makeCategory({ category: 'Rent' })]),
    });
    renderWithProviders(<ResourceListPage resource={categoriesResource} />, {
      route: '/categories',
      path: '/categories',
      mocks: [mock],
    });
    const cards = await screen.findByRole('list');
    expect(await within(cards).findByRole('heading', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add category' })).toHaveAttribute(
      'href',
      '/categories/create',
    );
  });

  it('mappings: names the instrument and venue, and deletes after a confirmation', async () => {
    const btc = makeInstrument();
    const kraken = makeVenue();
    const mapping = makeMapping({ instrument_id: btc.id, venue_id: kraken.id, symbol: 'XBT' });
    const before = mockOf(
      GetMappingsAdminDocument,
      firstPage,
      { getMappingsAdmin: listAnswer('MappingList', [mapping]) },
      1,
    );
    const after = mockOf(GetMappingsAdminDocument, firstPage, {
      getMappingsAdmin: listAnswer('MappingList', []),
    });
    const remove = mockOf(
      DeleteMappingAdminDocument,
      { id: mapping.id },
      { deleteMappingAdmin: resultEnvelope(true) },
      1,
    );
    const { user } = renderWithProviders(<ResourceListPage resource={mappingsResource} />, {
      route: '/mappings',
      path: '/mappings',
      mocks: [before.mock, after.mock, remove.mock],
      data: { instruments: [btc], venues: [kraken] },
    });
    expect(await screen.findByRole('heading', { name: 'Instrument Mappings' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('BTC · Bitcoin')).toBeInTheDocument();
    expect(await within(grid).findByText('Kraken')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Delete XBT' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The mapping of "XBT" will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No mappings yet')).toBeInTheDocument();
  });
});
