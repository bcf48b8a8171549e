import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { ResourceEditPage } from '../../src/resource/ResourceEditPage';
import { categoriesResource } from '../../src/features/admin/categories/categoriesResource';
import { instrumentsResource } from '../../src/features/admin/instruments/instrumentsResource';
import { mappingsResource } from '../../src/features/admin/mappings/mappingsResource';
import { usersResource } from '../../src/features/admin/users/usersResource';
import { venuesResource } from '../../src/features/admin/venues/venuesResource';
import {
  CreateCategoryDocument,
  GetCategoryDocument,
  UpdateCategoryDocument,
} from '../../src/features/admin/categories/Categories.generated';
import { CreateInstrumentAdminDocument } from '../../src/features/admin/instruments/Instruments.generated';
import { CreateMappingAdminDocument } from '../../src/features/admin/mappings/Mappings.generated';
import {
  CreateUserAdminDocument,
  GetUserAdminDocument,
  UpdateUserAdminDocument,
} from '../../src/features/admin/users/Users.generated';
import { CreateVenueAdminDocument } from '../../src/features/admin/venues/Venues.generated';
import {
  makeCategory,
  makeInstrument,
  makeMapping,
  makeVenue,
  mockOf,
  mutationAnswer,
  recordAnswer,
} from './adminFactories';
import { makeUser } from './factories';
import { renderWithProviders, type ProviderOptions, type Rendered } from './render';

/** Types a whole text at once (typing it key by key re-validates the form on each key). */
async function fill(user: Rendered['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('admin create: categories', () => {
  const render = (mocks: ProviderOptions['mocks'] = []) =>
    renderWithProviders(<ResourceCreatePage resource={categoriesResource} />, {
      route: '/categories/create',
      path: '/categories/create',
      mocks,
    });

  it('requires the category before calling the API', async () => {
    const create = mockOf(CreateCategoryDocument, { category: 'Rent' }, {});
    const { user } = render([create.mock]);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it("shows the server's refusal: its message, and its sentence on the field", async () => {
    const refusal = 'This category already exists';
    const create = mockOf(
      CreateCategoryDocument,
      { category: 'Rent' },
      {
        createCategory: mutationAnswer('CategoryResult', 'category', null, {
          message: refusal,
          fieldErrors: [['category', refusal]],
        }),
      },
    );
    const { user } = render([create.mock]);
    await user.type(screen.getByLabelText(/^Category/), ' Rent ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/categories/create');
  });

  it('creates the category and opens it', async () => {
    const rent = makeCategory({ category: 'Rent' });
    const create = mockOf(
      CreateCategoryDocument,
      { category: 'Rent' },
      {
        createCategory: mutationAnswer('CategoryResult', 'category', rent),
      },
    );
    const { user } = render([create.mock]);
    await user.type(screen.getByLabelText(/^Category/), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/categories/show/${rent.id}`),
    );
  });
});

describe('admin create: venues', () => {
  const render = (mocks: ProviderOptions['mocks'] = []) =>
    renderWithProviders(<ResourceCreatePage resource={venuesResource} />, {
      route: '/venues/create',
      path: '/venues/create',
      mocks,
    });

  it('requires name, slug, description, one account field row, class and type', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    // name, slug, description, the row's field name and label, class, type
    expect(await screen.findAllByText(/^.+ is required$/u)).toHaveLength(7);
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    // connector and meta are optional
    expect(screen.getByLabelText('Connector')).not.toBeRequired();
    expect(screen.getByLabelText('Meta')).not.toBeRequired();
  });

  it('edits account fields as rows: at least one, snake_case names, each name once', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Remove field 1' }));
    await fill(user, screen.getByLabelText(/^Name/), 'Kraken');
    expect(await screen.findByText('Add at least one field')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.queryByText('Add at least one field')).not.toBeInTheDocument();
    const names = screen.getAllByLabelText(/^Field name/);
    await fill(user, names[0]!, 'Public Key');
    await user.tab();
    expect(
      await screen.findByText(/Use lower-case letters, digits and _, starting with a letter/),
    ).toBeInTheDocument();
    await user.clear(names[0]!);
    await fill(user, names[0]!, 'public_key');
    await fill(user, names[1]!, 'public_key');
    await user.tab();
    // on the second use of the name
    const second = screen.getAllByRole('textbox', { name: /^Field name/ })[1]!;
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('Each field name may appear once'),
    );
  });

  it('takes meta only as a JSON object', async () => {
    const { user } = render();
    const meta = screen.getByLabelText('Meta');
    for (const wrong of ['[1, 2]', '{"url": ', '"text"']) {
      await user.clear(meta);
      await fill(user, meta, wrong);
      await user.tab();
      expect(await screen.findByText(/Enter a JSON object/)).toBeInTheDocument();
    }
    await user.clear(meta);
    await fill(user, meta, '{"url": "https://kraken.com"}');
    await waitFor(() => expect(screen.queryByText(/Enter a JSON object/)).not.toBeInTheDocument());
  });

  it('creates a disabled venue with the rows as a JSON map and opens it', async () => {
    const venue = makeVenue();
    const create = mockOf(
      CreateVenueAdminDocument,
      {
        name: 'Kraken',
        slug: 'kraken',
        description: 'Crypto exchange',
        account_fields: { public_key: 'Public key', private_key: 'Private key' },
        account_class: 'crypto',
        account_type: 'crypto',
        connector_slug: null,
        meta: { url: 'https://kraken.com' },
        status: false,
        visible: true,
      },
      { createVenueAdmin: mutationAnswer('VenueResult', 'venue', venue) },
    );
    const { user } = render([create.mock]);
    await fill(user, screen.getByLabelText(/^Name/), 'Kraken');
    await fill(user, screen.getByLabelText(/^Slug/), 'kraken');
    await fill(user, screen.getByLabelText(/^Description/), 'Crypto exchange');
    await fill(user, screen.getByLabelText(/^Field name/), 'public_key');
    await fill(user, screen.getByLabelText(/^Label/), 'Public key');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(user, screen.getAllByLabelText(/^Field name/)[1]!, 'private_key');
    await fill(user, screen.getAllByLabelText(/^Label/)[1]!, 'Private key');
    await pick(user, /^Account class/, 'Crypto');
    await pick(user, /^Account type/, 'Crypto');
    await fill(user, screen.getByLabelText('Meta'), '{"url": "https://kraken.com"}');
    // new venues are disabled
    expect(screen.getByRole('checkbox', { name: /^Enabled/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add venue' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/venues/show/${venue.id}`),
    );
  });
});

describe('admin create: instruments, users and mappings', () => {
  it('instruments: decimals must be a whole number from 0 to 18; the ticker is sent upper-case', async () => {
    const btc = makeInstrument();
    const create = mockOf(
      CreateInstrumentAdminDocument,
      { name: 'Bitcoin', ticker: 'BTC', type: 'crypto', decimals: 8, status: false },
      { createInstrumentAdmin: mutationAnswer('InstrumentResult', 'instrument', btc) },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={instrumentsResource} />, {
      route: '/instruments/create',
      path: '/instruments/create',
      mocks: [create.mock],
    });
    await user.type(screen.getByLabelText(/^Name/), 'Bitcoin');
    await user.type(screen.getByLabelText(/^Ticker/), 'btc');
    await pick(user, /^Type/, 'Crypto');
    const decimals = screen.getByLabelText(/^Decimals/);
    for (const wrong of ['1.5', '19', 'x']) {
      await user.clear(decimals);
      await user.type(decimals, wrong);
      await user.click(screen.getByRole('button', { name: 'Add instrument' }));
      expect(await screen.findByText('Enter a whole number from 0 to 18')).toBeInTheDocument();
    }
    expect(create.result).not.toHaveBeenCalled();
    await user.clear(decimals);
    await user.type(decimals, '8');
    await user.click(screen.getByRole('button', { name: 'Add instrument' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('instruments: a currency is an ISO 4217 code, its decimals its minor units unless given', async () => {
    const kes = makeInstrument({
      name: 'Kenyan Shilling',
      ticker: 'KES',
      type: 'fiat',
      decimals: 2,
    });
    const create = mockOf(
      CreateInstrumentAdminDocument,
      { name: 'Kenyan Shilling', ticker: 'KES', type: 'fiat', decimals: 2, status: false },
      { createInstrumentAdmin: mutationAnswer('InstrumentResult', 'instrument', kes) },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={instrumentsResource} />, {
      route: '/instruments/create',
      path: '/instruments/create',
      mocks: [create.mock],
    });
    await fill(user, screen.getByLabelText(/^Name/), 'Kenyan Shilling');
    await pick(user, /^Type/, 'Currency');
    const ticker = screen.getByLabelText(/^Ticker/);
    await fill(user, ticker, 'ksh');
    await user.click(screen.getByRole('button', { name: 'Add instrument' }));
    expect(
      await screen.findByText("A currency's ticker is its ISO 4217 code, e.g. EUR"),
    ).toBeInTheDocument();

    await user.clear(ticker);
    await fill(user, ticker, 'kes');
    expect(await screen.findByText('Empty: 2, as ISO 4217 gives KES')).toBeInTheDocument();
    const decimals = screen.getByLabelText(/^Decimals/);
    await fill(user, decimals, '3');
    await user.click(screen.getByRole('button', { name: 'Add instrument' }));
    expect(
      await screen.findByText(
        'Not the places ISO 4217 gives this currency: leave it empty to use them',
      ),
    ).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();

    await user.clear(decimals);
    await user.click(screen.getByRole('button', { name: 'Add instrument' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('users: a valid e-mail and a password of 8 characters or more', async () => {
    const create = mockOf(CreateUserAdminDocument, {}, {});
    const { user } = renderWithProviders(<ResourceCreatePage resource={usersResource} />, {
      route: '/users/create',
      path: '/users/create',
      mocks: [create.mock],
    });
    await fill(user, screen.getByLabelText(/^Name/), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'grace@');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it("mappings: a venue's Map link fills in the venue, the symbol and the instrument", async () => {
    const btc = makeInstrument();
    const kraken = makeVenue();
    const mapping = makeMapping({ instrument_id: btc.id, venue_id: kraken.id });
    const create = mockOf(
      CreateMappingAdminDocument,
      { instrument_id: btc.id, venue_id: kraken.id, symbol: 'XBT', status: false },
      { createMappingAdmin: mutationAnswer('MappingResult', 'mapping', mapping) },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={mappingsResource} />, {
      route: `/mappings/create?venue_id=${kraken.id}&symbol=XBT&instrument_id=${btc.id}`,
      path: '/mappings/create',
      mocks: [create.mock],
      data: { instruments: [btc], venues: [kraken] },
    });
    expect(await screen.findByRole('combobox', { name: /^Venue/ })).toHaveTextContent('Kraken');
    expect(await screen.findByRole('combobox', { name: /^Instrument/ })).toHaveTextContent(
      'BTC · Bitcoin',
    );
    expect(screen.getByLabelText(/^Symbol/)).toHaveValue('XBT');
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/mappings/show/${mapping.id}`),
    );
  });
});

describe('admin edit', () => {
  it("users: the server's refusal shows as it was said", async () => {
    const me = makeUser({ fullname: 'Ada Lovelace', role: 'admin' });
    const refusal = 'You cannot remove your own admin role';
    const record = mockOf(
      GetUserAdminDocument,
      { id: me.uuid },
      { getUserAdmin: recordAnswer('UserResult', 'user', me) },
    );
    const update = mockOf(
      UpdateUserAdminDocument,
      { id: me.uuid, fullname: 'Ada Lovelace', role: 'user', status: true, email_verified: true },
      {
        updateUserAdmin: mutationAnswer('UserResult', 'user', null, {
          message: refusal,
          fieldErrors: [['role', refusal]],
        }),
      },
    );
    const { user } = renderWithProviders(<ResourceEditPage resource={usersResource} />, {
      route: `/users/edit/${me.uuid}`,
      path: '/users/edit/:id',
      mocks: [record.mock, update.mock],
    });
    expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
    // e-mail and password are not edited here
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await pick(user, /^Role/, 'User');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    // and under the role
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/users/edit/${me.uuid}`);
  });

  it('categories: a valid change saves on its own', async () => {
    const rent = makeCategory({ category: 'Rent' });
    const record = mockOf(
      GetCategoryDocument,
      { id: rent.id },
      { getCategory: recordAnswer('CategoryResult', 'category', rent) },
    );
    const update = mockOf(
      UpdateCategoryDocument,
      { id: rent.id, category: 'Rent and heating' },
      {
        updateCategory: mutationAnswer('CategoryResult', 'category', {
          ...rent,
          category: 'Rent and heating',
        }),
      },
    );
    const { user } = renderWithProviders(<ResourceEditPage resource={categoriesResource} />, {
      route: `/categories/edit/${rent.id}`,
      path: '/categories/edit/:id',
      mocks: [record.mock, update.mock],
    });
    const field = await screen.findByLabelText(/^Category/);
    expect(field).toHaveValue('Rent');
    await fill(user, field, ' and heating');
    // no Save pressed: the change saves itself after a quiet moment
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
  });
});
