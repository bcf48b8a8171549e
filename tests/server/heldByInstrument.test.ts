// What a person holds, through the API (getHoldings, the Assets page): each instrument once, its
// assets in every account added up; each real asset on its own; no debts and nothing emptied;
// values in the owner's currency, missing where nothing has a price, never 0; shares of what is
// owned; the list's paging, order and search; nobody sees another person's holdings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ENVELOPE, LIST_ENVELOPE, makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const HOLDING = `id name instrument_id instrument { ticker } asset_classes quantity value unpriced
  base_currency percent assets asset_id`;
const Q = {
  holdings: `query ($sort: String, $where: JSON, $start: Int, $limit: Int) {
    getHoldings(sort: $sort, where: $where, start: $start, limit: $limit) {
      ${LIST_ENVELOPE} count nodes { ${HOLDING} } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  holding: `query ($id: ID!) { getHolding(id: $id) { ${LIST_ENVELOPE} holding { ${HOLDING} } } }`,
  assetsOf: `query ($holding_id: ID) { getAssets(holding_id: $holding_id, sort: "name:asc") {
    ${LIST_ENVELOPE} count nodes { name balance } } }`,
  updateMe: `mutation ($base_currency: String) { updateMe(base_currency: $base_currency) { ${ENVELOPE} } }`,
};

let app: TestApp;
let me: Ledger;
let houseAccount: Record<string, unknown>;

const holdings = async (variables: Record<string, unknown> = {}) =>
  (await me.ok(Q.holdings, { limit: 100, ...variables })).nodes!;

beforeAll(async () => {
  app = await makeApp();
  const admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId('EUR'), price: '1.25' });
  me = ledgerCalls(app, await app.signUpVerified('holder@example.com'));
  await me.account('Checking', '1000');
  await me.account('Cash wallet', '200', 'USD', 'cash');
  await me.account('Girokonto', '400', 'EUR');
  // nothing prices BTC here
  await me.account('Wallet', '0.5', 'BTC', 'crypto');
  await me.account('Emptied', '0');
  houseAccount = await me.account('House', '300000', 'USD', 'real');
  await me.account('Cabin', '50000', 'USD', 'real');
  await me.ok(L.createAccount, {
    name: 'Mortgage',
    value: '-200000',
    instrument_id: await me.instrumentId('USD'),
    account_class: 'liability',
    master_account_id: houseAccount.id,
  });
});

afterAll(async () => {
  await app?.close();
});

describe('getHoldings', () => {
  it('adds up each instrument across accounts, keeps each real asset apart, leaves debts out', async () => {
    const nodes = await holdings();
    // the most valuable first; what has no price after what is worth something
    expect(nodes.map((n) => n.name)).toEqual(['House', 'Cabin', 'US Dollar', 'Euro', 'Bitcoin']);
    const [house, , dollars, euros, bitcoin] = nodes;
    expect(dollars).toMatchObject({
      instrument: { ticker: 'USD' },
      asset_classes: ['bank', 'cash'],
      quantity: '1200',
      value: '1200',
      unpriced: false,
      assets: 2,
      asset_id: null,
      base_currency: 'USD',
    });
    expect(euros).toMatchObject({ quantity: '400', value: '500', assets: 1 });
    expect(euros!.asset_id).toEqual(expect.any(String));
    // missing, never 0; and no share of a total it is not part of
    expect(bitcoin).toMatchObject({ quantity: '0.5', value: null, unpriced: true, percent: null });
    expect(house).toMatchObject({ asset_classes: ['real'], quantity: '300000', assets: 1 });
    // the house is one asset: the holding names it (its page is the holding's)
    const [home] = await me.assetsOf(houseAccount.id as string);
    expect(house).toMatchObject({ id: home!.id, asset_id: home!.id, name: 'House' });
    // shares of the 351,700 owned (the mortgage is no part of it)
    expect(nodes.map((n) => n.percent)).toEqual(['85.3', '14.22', '0.34', '0.14', null]);
  });

  it('answers one holding, and the assets it adds up', async () => {
    const dollars = (await holdings()).find((n) => n.name === 'US Dollar')!;
    const one = await me.ok(Q.holding, { id: dollars.id });
    expect(one.holding).toEqual(dollars);
    const held = await me.ok(Q.assetsOf, { holding_id: dollars.id });
    expect(held.nodes).toEqual([
      { name: 'Cash wallet', balance: '200' },
      { name: 'Checking', balance: '1000' },
    ]);
    // a real asset's holding is that asset alone, not every asset valued in dollars
    const house = (await holdings()).find((n) => n.name === 'House')!;
    expect((await me.ok(Q.assetsOf, { holding_id: house.id })).nodes).toEqual([
      { name: 'House', balance: '300000' },
    ]);
    const unknown = await me.call(Q.holding, { id: 'not-an-id' });
    expect(unknown.success).toBe(false);
  });

  it('answers values in the owner’s currency', async () => {
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    try {
      const euros = (await holdings()).find((n) => n.name === 'Euro');
      expect(euros).toMatchObject({ value: '400', base_currency: 'EUR' });
    } finally {
      await me.ok(Q.updateMe, { base_currency: 'USD' });
    }
  });

  it('pages, sorts and searches as every list does', async () => {
    const first = await me.ok(Q.holdings, { sort: 'name:asc', start: 0, limit: 2 });
    expect(first.count).toBe(5);
    expect(first.nodes!.map((n) => n.name)).toEqual(['Bitcoin', 'Cabin']);
    const rest = await me.ok(Q.holdings, { sort: 'name:asc', start: 2, limit: 10 });
    expect(rest.nodes!.map((n) => n.name)).toEqual(['Euro', 'House', 'US Dollar']);
    const found = await me.ok(Q.holdings, { where: { name_contains: 'dollar' } });
    expect(found).toMatchObject({ count: 1, nodes: [{ name: 'US Dollar' }] });
    const refused = await me.call(Q.holdings, { sort: 'user_id:asc' });
    expect(refused.success).toBe(false);
  });

  it('shows nobody another person’s holdings', async () => {
    const other = ledgerCalls(app, await app.signUpVerified('other-holder@example.com'));
    expect(await other.ok(Q.holdings, {})).toMatchObject({ count: 0, nodes: [] });
    const mine = (await holdings())[0]!;
    expect((await other.call(Q.holding, { id: mine.id })).holding ?? null).toBeNull();
    expect((await other.ok(Q.assetsOf, { holding_id: mine.id })).nodes).toEqual([]);
    expect(await app.errorCode(Q.holdings)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
