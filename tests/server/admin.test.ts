// Reference data, users and the authorization matrix of the admin operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  LOGIN,
  makeApp,
  ME,
  PASSWORD,
  type TestApp,
} from './helpers.js';

let app: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  app = await makeApp();
  admin = await app.signUpVerified(ADMIN_EMAIL);
  user = await app.signUpVerified('user@example.com');
});
afterAll(() => app.close());

const INSTRUMENT = 'id name ticker type decimals status meta';
const VENUE =
  'id name slug description account_fields account_class account_type connector_slug status visible meta';

const q = {
  nav: `query { getNAVInstruments { ${LIST_ENVELOPE} count nodes { id name ticker } } }`,
  instruments: `query ($type: InstrumentType, $status: Boolean, $sort: String, $where: JSON, $limit: Int) {
    getInstruments(type: $type, status: $status, sort: $sort, where: $where, limit: $limit) { ${LIST_ENVELOPE} count nodes { ${INSTRUMENT} } } }`,
  instrument: `query ($id: ID!) { getInstrument(id: $id) { ${ENVELOPE} instrument { ${INSTRUMENT} } } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!, $type: InstrumentType!, $decimals: Int!, $status: Boolean) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: $type, decimals: $decimals, status: $status) { ${ENVELOPE} instrument { ${INSTRUMENT} } } }`,
  updateInstrument: `mutation ($id: ID!, $name: String, $ticker: String!, $type: InstrumentType!, $decimals: Int!, $status: Boolean) {
    updateInstrumentAdmin(id: $id, name: $name, ticker: $ticker, type: $type, decimals: $decimals, status: $status) { ${ENVELOPE} instrument { ${INSTRUMENT} } } }`,
  venues: `query { getVenues { ${LIST_ENVELOPE} count nodes { ${VENUE} } } }`,
  venuesAdmin: `query ($where: JSON) { getVenuesAdmin(where: $where) { ${LIST_ENVELOPE} count nodes { ${VENUE} } } }`,
  venue: `query ($id: ID!) { getVenue(id: $id) { ${ENVELOPE} venue { ${VENUE} } } }`,
  venueAdmin: `query ($id: ID!) { getVenueAdmin(id: $id) { ${ENVELOPE} venue { ${VENUE} } } }`,
  createVenue: `mutation ($name: String!, $slug: String!, $description: String!, $account_fields: JSON!, $account_class: AccountClass!, $account_type: AccountType!, $connector_slug: String, $status: Boolean, $visible: Boolean, $meta: JSON) {
    createVenueAdmin(name: $name, slug: $slug, description: $description, account_fields: $account_fields, account_class: $account_class, account_type: $account_type, connector_slug: $connector_slug, status: $status, visible: $visible, meta: $meta) { ${ENVELOPE} venue { ${VENUE} } } }`,
  updateVenue: `mutation ($id: ID!, $name: String!, $slug: String!, $description: String!, $account_fields: JSON!, $account_class: AccountClass!, $account_type: AccountType!, $status: Boolean) {
    updateVenueAdmin(id: $id, name: $name, slug: $slug, description: $description, account_fields: $account_fields, account_class: $account_class, account_type: $account_type, status: $status) { ${ENVELOPE} venue { ${VENUE} } } }`,
  disableVenue: `mutation ($id: ID!) { disableVenueAdmin(id: $id) { ${ENVELOPE} venue { id status } } }`,
  category: `query ($id: ID!) { getCategory(id: $id) { ${ENVELOPE} category { id category created_at } } }`,
  createCategory: `mutation ($category: String!) { createCategory(category: $category) { ${ENVELOPE} category { id category } } }`,
  updateCategory: `mutation ($id: ID!, $category: String!) { updateCategory(id: $id, category: $category) { ${ENVELOPE} category { id category } } }`,
  mappings: `query ($venue_id: ID, $status: Boolean) { getMappingsAdmin(venue_id: $venue_id, status: $status) { ${LIST_ENVELOPE} count nodes { id instrument_id venue_id symbol status meta } } }`,
  mapping: `query ($id: ID!) { getMappingAdmin(id: $id) { ${ENVELOPE} mapping { id symbol status } } }`,
  createMapping: `mutation ($instrument_id: ID!, $venue_id: ID!, $symbol: String!, $meta: JSON) {
    createMappingAdmin(instrument_id: $instrument_id, venue_id: $venue_id, symbol: $symbol, meta: $meta) { ${ENVELOPE} mapping { id instrument_id venue_id symbol status meta } } }`,
  updateMapping: `mutation ($id: ID!, $instrument_id: ID!, $venue_id: ID!, $symbol: String!, $status: Boolean) {
    updateMappingAdmin(id: $id, instrument_id: $instrument_id, venue_id: $venue_id, symbol: $symbol, status: $status) { ${ENVELOPE} mapping { id symbol status } } }`,
  deleteMapping: `mutation ($id: ID!) { deleteMappingAdmin(id: $id) { ${ENVELOPE} } }`,
  users: `query ($where: JSON, $sort: String) { getUsersAdmin(where: $where, sort: $sort) { ${LIST_ENVELOPE} count nodes { uuid email role status email_verified } } }`,
  userAdmin: `query ($id: ID!) { getUserAdmin(id: $id) { ${ENVELOPE} user { uuid email role status } } }`,
  createUser: `mutation ($fullname: String!, $email: String!, $password: String!, $role: Role!, $status: Boolean) {
    createUserAdmin(fullname: $fullname, email: $email, password: $password, role: $role, status: $status) { ${ENVELOPE} user { uuid email role status email_verified } } }`,
  updateUser: `mutation ($id: ID!, $fullname: String, $role: Role, $status: Boolean) {
    updateUserAdmin(id: $id, fullname: $fullname, role: $role, status: $status) { ${ENVELOPE} user { uuid fullname role status } } }`,
};

const kraken = async () =>
  (await app.call(q.venuesAdmin, { where: { slug: 'kraken' } }, admin)).nodes![0]!;
const VENUE_INPUT = {
  name: 'Binance',
  slug: 'binance',
  description: 'Binance exchange',
  account_fields: { public_key: 'API key', private_key: 'Secret' },
  account_class: 'crypto',
  account_type: 'crypto',
};

describe('reference data on first start', () => {
  it('answers the active fiat currencies for net worth', async () => {
    const nav = await app.call(q.nav, {}, user);
    // every currency the ECB publishes rates for (migration 0017)
    const ecb =
      'AUD BGN BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF IDR ILS INR ISK JPY KRW MXN MYR NOK';
    expect(nav.nodes!.map((n) => n.ticker)).toEqual(
      `${ecb} NZD PHP PLN RON SEK SGD THB TRY USD ZAR`.split(' '),
    );
    expect(nav.count).toBe(31);
  });

  it('seeds instruments with their decimals', async () => {
    const crypto = await app.call(
      q.instruments,
      { type: 'crypto', sort: 'decimals:desc,ticker:asc' },
      user,
    );
    expect(crypto.nodes!.map((n) => `${n.ticker}:${n.decimals}`)).toEqual([
      'ETH:18',
      'DOT:10',
      'SOL:9',
      'BTC:8',
      'ADA:6',
      'USDC:6',
      'USDT:6',
    ]);
    const jpy = await app.call(q.instruments, { where: { ticker: 'JPY' } }, user);
    expect(jpy.nodes![0]).toMatchObject({ decimals: 0, type: 'fiat', status: true });
  });

  it('seeds the Kraken venue with the credentials its connector reads, disabled until an administrator enables it', async () => {
    expect(await kraken()).toMatchObject({
      slug: 'kraken',
      connector_slug: 'kraken',
      account_class: 'crypto',
      account_type: 'crypto',
      account_fields: { api_key: 'API key', api_secret: 'Private key' },
      status: false,
      visible: true,
    });
    expect((await app.call(q.venues, {}, user)).nodes).toEqual([]);
    expect(await app.call(q.venue, { id: (await kraken()).id }, user)).toMatchObject({
      success: false,
      message: 'Not found',
      venue: null,
    });
  });
});

describe('authorization', () => {
  const adminOnly = [
    'query { getVenuesAdmin { success } }',
    'query { getUsersAdmin { success } }',
    'query { getSecurityEventsAdmin { success } }',
    'query { getPolicyAdmin { success } }',
    'mutation { updatePolicyAdmin(admins_need_two_factor: false) { success } }',
    'query { getSecurityEventAdmin(id: "00000000-0000-0000-0000-000000000000") { success } }',
    'query { getMappingsAdmin { success } }',
    'query { getUnmappedInstrumentsAdmin(venue_id: "00000000-0000-0000-0000-000000000000") { success } }',
    'mutation { createCategory(category: "X") { success } }',
    'mutation { createInstrumentAdmin(name: "X", ticker: "X", type: fiat, decimals: 2) { success } }',
    'mutation { disableVenueAdmin(id: "00000000-0000-0000-0000-000000000000") { success } }',
  ];

  it.each(adminOnly)('refuses a user and a stranger: %s', async (operation) => {
    expect(await app.errorCode(operation, {}, user)).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not allowed to do this',
    });
    expect((await app.errorCode(operation)).code).toBe('UNAUTHENTICATED');
  });

  it('lets a user read reference data', async () => {
    expect(
      (await app.call(`query { getCategories { ${LIST_ENVELOPE} count } }`, {}, user)).count,
    ).toBe(10);
    expect((await app.call(q.instruments, {}, user)).count).toBe(38);
  });
});

describe('instruments', () => {
  it('creates (inactive by default), reads, updates, validates and keeps tickers unique', async () => {
    const bad = await app.call(
      q.createInstrument,
      { name: ' ', ticker: '', type: 'equity', decimals: 19 },
      admin,
    );
    expect(bad.field_errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'ticker', message: 'Ticker is required' },
      { field: 'decimals', message: 'Decimals must be between 0 and 18' },
    ]);
    const created = await app.call(
      q.createInstrument,
      { name: 'Apple', ticker: 'aapl', type: 'equity', decimals: 4 },
      admin,
    );
    expect(created).toMatchObject({
      success: true,
      instrument: { name: 'Apple', ticker: 'AAPL', status: false, decimals: 4 },
    });
    const id = created.instrument!.id as string;
    expect((await app.call(q.instrument, { id }, user)).instrument).toMatchObject({
      ticker: 'AAPL',
    });

    const duplicate = await app.call(
      q.createInstrument,
      { name: 'Apple 2', ticker: 'AAPL', type: 'equity', decimals: 4 },
      admin,
    );
    expect(duplicate).toMatchObject({
      success: false,
      field_errors: [{ field: 'ticker', message: 'An instrument with this ticker already exists' }],
    });

    const updated = await app.call(
      q.updateInstrument,
      { id, ticker: 'AAPL', type: 'equity', decimals: 2, status: true },
      admin,
    );
    expect(updated.instrument).toMatchObject({ name: 'Apple', decimals: 2, status: true });
    const clash = await app.call(
      q.updateInstrument,
      { id, ticker: 'USD', type: 'equity', decimals: 2 },
      admin,
    );
    expect(clash.message).toBe('An instrument with this ticker already exists');

    const missing = {
      id: '00000000-0000-0000-0000-000000000000',
      ticker: 'ZZZ',
      type: 'equity',
      decimals: 2,
    };
    expect(await app.call(q.updateInstrument, missing, admin)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await app.call(q.instrument, { id: 'not-a-uuid' }, user)).toMatchObject({
      success: false,
      message: 'Not found',
    });
  });
});

describe('venues', () => {
  it('validates every field', async () => {
    const bad = await app.call(
      q.createVenue,
      { ...VENUE_INPUT, name: '', slug: 'Bad Slug', description: '', account_fields: [] },
      admin,
    );
    expect(bad.field_errors!.map((e) => e.field)).toEqual([
      'name',
      'slug',
      'description',
      'account_fields',
    ]);
    expect(bad.field_errors![1]!.message).toBe(
      'Slug may contain lower-case letters, digits and hyphens',
    );
    const badFields = await app.call(
      q.createVenue,
      { ...VENUE_INPUT, account_fields: { 'Public Key': 1 } },
      admin,
    );
    expect(badFields.field_errors![0]!.field).toBe('account_fields');
  });

  it('creates disabled, enables, shows to users when enabled and visible, disables, keeps slugs unique', async () => {
    const created = await app.call(
      q.createVenue,
      { ...VENUE_INPUT, meta: { region: 'global' } },
      admin,
    );
    expect(created.venue).toMatchObject({
      slug: 'binance',
      status: false,
      visible: true,
      connector_slug: null,
      meta: { region: 'global' },
    });
    const id = created.venue!.id as string;
    expect((await app.call(q.createVenue, VENUE_INPUT, admin)).field_errors).toEqual([
      { field: 'slug', message: 'A venue with this slug already exists' },
    ]);

    const enabled = await app.call(q.updateVenue, { ...VENUE_INPUT, id, status: true }, admin);
    expect(enabled.venue).toMatchObject({ status: true });
    expect((await app.call(q.venues, {}, user)).nodes!.map((v) => v.slug)).toEqual(['binance']);
    expect((await app.call(q.venue, { id }, user)).venue).toMatchObject({ name: 'Binance' });

    expect((await app.call(q.disableVenue, { id }, admin)).venue).toEqual({ id, status: false });
    expect((await app.call(q.venues, {}, user)).count).toBe(0);
    expect((await app.call(q.venueAdmin, { id }, admin)).venue).toMatchObject({ status: false });
    expect(
      (await app.call(q.updateVenue, { ...VENUE_INPUT, id, slug: 'kraken' }, admin)).message,
    ).toBe('A venue with this slug already exists');
  });
});

describe('categories', () => {
  it('creates, reads, renames and keeps names unique regardless of case', async () => {
    expect((await app.call(q.createCategory, { category: '  ' }, admin)).field_errors).toEqual([
      { field: 'category', message: 'Category is required' },
    ]);
    const created = await app.call(q.createCategory, { category: ' Travel ' }, admin);
    expect(created.category).toMatchObject({ category: 'Travel' });
    const id = created.category!.id as string;
    expect((await app.call(q.createCategory, { category: 'travel' }, admin)).message).toBe(
      'This category already exists',
    );
    expect(
      (await app.call(q.updateCategory, { id, category: 'Holidays' }, admin)).category,
    ).toMatchObject({ category: 'Holidays' });
    expect((await app.call(q.category, { id }, user)).category).toMatchObject({
      category: 'Holidays',
    });
    expect((await app.call(q.updateCategory, { id, category: 'rent' }, admin)).message).toBe(
      'This category already exists',
    );
    expect((await app.errorCode(q.updateCategory, { id, category: 'Mine' }, user)).code).toBe(
      'FORBIDDEN',
    );
  });

  it('keys the categories the app ships, for their names in each language, until renamed', async () => {
    const list = `{ getCategories(limit: 100) { nodes { id category key } } }`;
    const keyed = async () =>
      Object.fromEntries(
        ((await app.call(list, {}, user)).nodes as { category: string; key: string | null }[]).map(
          (c) => [c.category, c.key],
        ),
      );
    expect(await keyed()).toMatchObject({ Groceries: 'groceries', Salary: 'salary' });
    const created = await app.call(q.createCategory, { category: 'Pets' }, admin);
    expect((await keyed()).Pets).toBeNull();

    const dining = (
      (await app.call(list, {}, user)).nodes as { id: string; category: string }[]
    ).find((c) => c.category === 'Dining')!;
    const rename = `mutation ($id: ID!, $category: String!) {
      updateCategory(id: $id, category: $category) { success category { category key } } }`;
    // saved with its name as it is, it stays the app's own; renamed, it reads as written
    expect(
      (await app.call(rename, { id: dining.id, category: ' Dining ' }, admin)).category,
    ).toEqual({ category: 'Dining', key: 'dining' });
    expect(
      (await app.call(rename, { id: dining.id, category: 'Eating out' }, admin)).category,
    ).toEqual({ category: 'Eating out', key: null });
    expect((await app.call(rename, { id: dining.id, category: 'Dining' }, admin)).category).toEqual(
      { category: 'Dining', key: null },
    );
    expect(created.success).toBe(true);
  });
});

describe('instrument mappings', () => {
  it('creates (inactive), lists by venue, updates, checks references and symbols, deletes', async () => {
    // A venue of its own: Kraken's symbols are mapped already (migration 0007).
    const venue = (
      await app.call(q.createVenue, { ...VENUE_INPUT, name: 'Bitstamp', slug: 'bitstamp' }, admin)
    ).venue!;
    const btc = (await app.call(q.instruments, { where: { ticker: 'BTC' } }, admin)).nodes![0]!;
    const missing = '00000000-0000-0000-0000-000000000000';
    const bad = await app.call(
      q.createMapping,
      { instrument_id: missing, venue_id: missing, symbol: '' },
      admin,
    );
    expect(bad.field_errors).toEqual([
      { field: 'instrument_id', message: 'Instrument not found' },
      { field: 'venue_id', message: 'Venue not found' },
      { field: 'symbol', message: 'Symbol is required' },
    ]);
    const created = await app.call(
      q.createMapping,
      { instrument_id: btc.id, venue_id: venue.id, symbol: 'XXBT', meta: { altname: 'XBT' } },
      admin,
    );
    expect(created.mapping).toMatchObject({
      symbol: 'XXBT',
      status: false,
      meta: { altname: 'XBT' },
    });
    const id = created.mapping!.id as string;
    expect(
      (
        await app.call(
          q.createMapping,
          { instrument_id: btc.id, venue_id: venue.id, symbol: 'XXBT' },
          admin,
        )
      ).message,
    ).toBe('This venue already maps this symbol');

    expect((await app.call(q.mappings, { venue_id: venue.id }, admin)).count).toBe(1);
    expect((await app.call(q.mappings, { venue_id: venue.id, status: true }, admin)).count).toBe(0);
    const updated = await app.call(
      q.updateMapping,
      { id, instrument_id: btc.id, venue_id: venue.id, symbol: 'XBT', status: true },
      admin,
    );
    expect(updated.mapping).toEqual({ id, symbol: 'XBT', status: true });
    expect((await app.call(q.mapping, { id }, admin)).mapping).toMatchObject({ symbol: 'XBT' });

    expect((await app.call(q.deleteMapping, { id }, admin)).success).toBe(true);
    expect(await app.call(q.deleteMapping, { id }, admin)).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await app.call(q.mapping, { id }, admin)).toMatchObject({
      success: false,
      message: 'Not found',
    });
  });
});

describe('text limits the forms share with the server (shared/fieldLimits.ts)', () => {
  it('refuses an instrument name, a venue name or description, and a mapping symbol too long', async () => {
    const name = 'n'.repeat(101);
    const instrument = await app.call(
      q.createInstrument,
      { name, ticker: 'LONGNAME', type: 'crypto', decimals: 8 },
      admin,
    );
    expect(instrument.field_errors).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
    ]);
    const venue = await app.call(
      q.createVenue,
      { ...VENUE_INPUT, name, slug: 'long-texts', description: 'd'.repeat(501) },
      admin,
    );
    expect(venue.field_errors).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'description', message: 'Description must be at most 500 characters' },
    ]);
    const btc = (await app.call(q.instruments, { where: { ticker: 'BTC' } }, admin)).nodes![0]!;
    const mapping = await app.call(
      q.createMapping,
      { instrument_id: btc.id, venue_id: (await kraken()).id, symbol: 's'.repeat(101) },
      admin,
    );
    expect(mapping.field_errors).toEqual([
      { field: 'symbol', message: 'Symbol must be at most 100 characters' },
    ]);
  });
});

describe('users', () => {
  it('lists and filters users', async () => {
    const admins = await app.call(q.users, { where: { role: 'admin' } }, admin);
    expect(admins.nodes!.map((u) => u.email)).toEqual([ADMIN_EMAIL]);
    const me = await app.call(ME, {}, user);
    expect((await app.call(q.userAdmin, { id: me.user!.uuid }, admin)).user).toMatchObject({
      email: 'user@example.com',
      role: 'user',
    });
  });

  it('creates users with validation and unique e-mails', async () => {
    const bad = await app.call(
      q.createUser,
      { fullname: '', email: 'x', password: 'short', role: 'user' },
      admin,
    );
    expect(bad.field_errors!.map((e) => e.field)).toEqual(['fullname', 'email', 'password']);
    const created = await app.call(
      q.createUser,
      { fullname: 'Made', email: 'Made@Example.com', password: PASSWORD, role: 'user' },
      admin,
    );
    expect(created.user).toMatchObject({
      email: 'made@example.com',
      role: 'user',
      status: true,
      email_verified: true,
    });
    expect((await app.call(LOGIN, { email: 'made@example.com', password: PASSWORD })).success).toBe(
      true,
    );
    expect(
      (
        await app.call(
          q.createUser,
          { fullname: 'Again', email: 'made@example.com', password: PASSWORD, role: 'user' },
          admin,
        )
      ).field_errors,
    ).toEqual([{ field: 'email', message: 'A user with this e-mail already exists' }]);
  });

  it('caps names at 100 characters on create and update', async () => {
    const tooLong = [{ field: 'fullname', message: 'Name must be at most 100 characters' }];
    const create = (fullname: string, email: string) =>
      app.call(q.createUser, { fullname, email, password: PASSWORD, role: 'user' }, admin);
    expect((await create('n'.repeat(101), 'longname@example.com')).field_errors).toEqual(tooLong);
    const created = await create('n'.repeat(100), 'longname@example.com');
    expect(created.success).toBe(true);
    const update = (fullname: string) =>
      app.call(q.updateUser, { id: created.user!.uuid, fullname }, admin);
    expect((await update('m'.repeat(101))).field_errors).toEqual(tooLong);
    expect((await update('m'.repeat(100))).user).toMatchObject({ fullname: 'm'.repeat(100) });
  });

  it('changes role and status; a deactivated user is signed out and cannot sign in', async () => {
    const before = await app.signUpVerified('victim@example.com');
    const id = (await app.call(ME, {}, before)).user!.uuid;
    const promoted = await app.call(q.updateUser, { id, role: 'admin', fullname: 'Vic' }, admin);
    expect(promoted.user).toMatchObject({ role: 'admin', fullname: 'Vic' });
    // A change of role ends the sessions (tests/server/sessions.test.ts): signed in again, an admin.
    expect((await app.errorCode(ME, {}, before)).message).toBe('Session expired');
    const victim = (await app.call(LOGIN, { email: 'victim@example.com', password: PASSWORD }))
      .token!;
    expect((await app.call('query { getUsersAdmin { success } }', {}, victim)).success).toBe(true);

    expect((await app.call(q.updateUser, { id, status: false }, admin)).user).toMatchObject({
      status: false,
    });
    expect(await app.errorCode(ME, {}, victim)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session expired',
    });
    expect(
      (await app.call(LOGIN, { email: 'victim@example.com', password: PASSWORD })).message,
    ).toBe('Invalid email or password');
  });

  it('does not let an admin demote or deactivate themselves', async () => {
    const id = (await app.call(ME, {}, admin)).user!.uuid;
    expect((await app.call(q.updateUser, { id, role: 'user' }, admin)).message).toBe(
      'You cannot remove your own admin role',
    );
    expect((await app.call(q.updateUser, { id, status: false }, admin)).message).toBe(
      'You cannot deactivate yourself',
    );
    expect((await app.call(ME, {}, admin)).user).toMatchObject({ role: 'admin', status: true });
    expect(
      (
        await app.call(
          q.updateUser,
          { id: '00000000-0000-0000-0000-000000000000', fullname: 'X' },
          admin,
        )
      ).message,
    ).toBe('Not found');
  });
});

describe('uploads', () => {
  const UPLOAD =
    'mutation ($file: Upload!, $account_id: ID!) { uploadBankStatement(file: $file, account_id: $account_id) { success message nodes { description } duplicates { description } } }';

  function multipart(files: { name: string; content: string }[]) {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: UPLOAD,
        variables: { file: null, account_id: '00000000-0000-0000-0000-000000000000' },
      }),
    );
    form.set(
      'map',
      JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), ['variables.file']]))),
    );
    files.forEach((file, i) =>
      form.set(String(i), new Blob([file.content], { type: 'text/csv' }), file.name),
    );
    return form;
  }

  async function send(form: FormData, headers: Record<string, string>) {
    const response = await app.yoga.fetch('http://app.test/api', {
      method: 'POST',
      headers: { authorization: `Bearer ${user}`, ...headers },
      body: form,
    });
    return (await response.json()) as {
      data?: { uploadBankStatement?: unknown };
      errors?: { message: string }[];
    };
  }

  it('takes one file as a multipart request with the CSRF header only', async () => {
    const ok = await send(multipart([{ name: 'statement.csv', content: 'date,amount\n' }]), {
      'x-graphql-yoga-csrf': '1',
    });
    // read as an upload, and answered by the operation: the account does not exist
    expect(ok.data?.uploadBankStatement).toEqual({
      success: false,
      message: 'Account not found',
      nodes: [],
      duplicates: [],
    });
    const noHeader = await send(
      multipart([{ name: 'statement.csv', content: 'date,amount\n' }]),
      {},
    );
    expect(noHeader.errors?.[0]?.message).toMatch(/CSRF/);
  });

  it('refuses more than one file and files over 10 MB', async () => {
    const two = await send(
      multipart([
        { name: 'a.csv', content: 'a' },
        { name: 'b.csv', content: 'b' },
      ]),
      { 'x-graphql-yoga-csrf': '1' },
    );
    expect(two.data?.uploadBankStatement).toBeUndefined();
    expect(two.errors?.[0]?.message).toMatch(/limit/i);
    const big = await send(
      multipart([{ name: 'big.csv', content: 'x'.repeat(10 * 1024 * 1024 + 1) }]),
      { 'x-graphql-yoga-csrf': '1' },
    );
    expect(big.data?.uploadBankStatement).toBeUndefined();
    expect(big.errors?.[0]?.message).toMatch(/limit|size|exceed/i);
  });
});
