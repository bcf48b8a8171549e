// Prices a person can set (issue 26 item 7), through the API: a person's own price of an
// instrument nobody prices values their holding, their dashboard and each day of their history from
// its day on, in the currency they state at each day's rate, and nobody else's; the rules a price
// must meet; and why a holding has no price (no provider, its provider unreachable since a time,
// not fetched yet), from what the price jobs heard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../server/domain/days.js';
import {
  PriceFetchError,
  utcToday,
  type PriceProvider,
  type Quote,
} from '../../server/domain/prices/provider.js';
import { priceJobs, type Providers } from '../../server/jobs/priceJobs.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const STATUS = 'price_status { state since own_price_allowed }';
const Q = {
  asset: `query ($id: ID!) { getAsset(id: $id) { ${ENVELOPE}
    asset { id balance value unit_price valued_at base_currency ${STATUS} } } }`,
  holdings: `query ($account_id: ID!) { getAssets(account_id: $account_id, sort: "created_at:asc") {
    ${LIST_ENVELOPE} nodes { name value ${STATUS} } } }`,
  setMyPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date, $currency: String) {
    setMyPrice(instrument_id: $instrument_id, price: $price, date: $date, currency: $currency) {
      ${ENVELOPE} price { id instrument_id date price currency } } }`,
  deleteMyPrice: `mutation ($id: ID!) { deleteMyPrice(id: $id) { ${ENVELOPE} } }`,
  myPrices: `query ($instrument_id: ID!) { getMyPrices(instrument_id: $instrument_id) {
    ${LIST_ENVELOPE} count nodes { id date price currency } } }`,
  summary: `query { getDashboardSummary { ${LIST_ENVELOPE} currency net_worth unpriced } }`,
  history: `query { getNetWorthHistory(range: M3) { ${LIST_ENVELOPE} nodes { date net_worth unpriced } } }`,
  balances: `query ($asset_id: ID) { getBalanceHistory(asset_id: $asset_id, range: M3) {
    ${LIST_ENVELOPE} nodes { date balance value } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!, $type: InstrumentType!) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: $type, decimals: 4, status: true) {
      ${ENVELOPE} instrument { id } } }`,
  updateMe: `mutation ($base_currency: String) { updateMe(base_currency: $base_currency) { ${ENVELOPE} } }`,
};

const daysAgo = (n: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
};
const fieldErrors = (answer: { field_errors?: { field: string; message: string }[] | null }) =>
  Object.fromEntries((answer.field_errors ?? []).map((e) => [e.field, e.message]));

let app: TestApp;
let admin: Ledger;

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  // EUR: 1.10 USD from sixty days ago, 1.20 today
  await admin.ok(Q.setPrice, {
    instrument_id: await admin.instrumentId('EUR'),
    price: '1.10',
    date: daysAgo(60),
  });
  await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId('EUR'), price: '1.20' });
});
afterAll(() => app.close());

async function newInstrument(ticker: string, type = 'equity'): Promise<string> {
  return (await admin.ok(Q.createInstrument, { name: `${ticker} Inc.`, ticker, type })).instrument!
    .id as string;
}

/** A person with a brokerage (in USD, holding nothing of its own) holding `quantity` of the
 * instrument since `since`; answers the person, the account and the holding's id. */
async function holder(email: string, instrumentId: string, quantity = '10', since = daysAgo(30)) {
  const person = ledgerCalls(app, await app.signUpVerified(email));
  const account = await person.account('Broker', '0', 'USD', 'equity');
  const holding = await person.ok(L.createAsset, {
    name: 'Holding',
    account_id: account.id,
    instrument_id: instrumentId,
    balance: quantity,
    value: quantity,
    date: since,
  });
  return { person, account, assetId: holding.asset!.id as string };
}

const assetOf = async (person: Ledger, id: string) => (await person.ok(Q.asset, { id })).asset!;
const pointOn = (nodes: Row[], date: string) => nodes.find((p) => p.date === date);

describe('a person’s own price', () => {
  it('values their holding, dashboard and history from its day on, and nobody else’s', async () => {
    const acme = await newInstrument('ACME');
    const { person: me, assetId } = await holder('own@example.com', acme);
    const { person: other, assetId: othersAsset } = await holder('other@example.com', acme);

    // Nobody prices it: missing, and the person may give their own.
    expect(await assetOf(me, assetId)).toMatchObject({
      value: null,
      unit_price: null,
      price_status: { state: 'not_fetched', since: null, own_price_allowed: true },
    });

    const set = await me.ok(Q.setMyPrice, {
      instrument_id: acme,
      price: '12.50',
      date: daysAgo(10),
      currency: 'usd',
    });
    expect(set.price).toMatchObject({
      instrument_id: acme,
      date: daysAgo(10),
      price: '12.5',
      currency: 'USD',
    });
    expect(await assetOf(me, assetId)).toMatchObject({
      value: '125',
      unit_price: '12.5',
      valued_at: `${daysAgo(10)}T00:00:00.000Z`,
      price_status: { state: 'own', since: null, own_price_allowed: true },
    });
    expect(await me.ok(Q.summary, {})).toMatchObject({ net_worth: '125', unpriced: 0 });
    // from its day on: the day before, the holding is without a price (and the net worth, if
    // answered that day, nothing)
    let history = (await me.ok(Q.history, {})).nodes!;
    expect(pointOn(history, daysAgo(11))?.net_worth ?? '0').toBe('0');
    expect(pointOn(history, daysAgo(10))).toEqual({
      date: daysAgo(10),
      net_worth: '125',
      unpriced: 0,
    });
    expect(history.at(-1)).toMatchObject({ date: today(), net_worth: '125' });
    let balances = (await me.ok(Q.balances, { asset_id: assetId })).nodes!;
    expect(pointOn(balances, daysAgo(11))).toEqual({
      date: daysAgo(11),
      balance: '10',
      value: null,
    });
    expect(pointOn(balances, daysAgo(10))).toEqual({
      date: daysAgo(10),
      balance: '10',
      value: '125',
    });

    // The other holder sees none of it.
    expect(await assetOf(other, othersAsset)).toMatchObject({
      value: null,
      price_status: { state: 'not_fetched', own_price_allowed: true },
    });
    expect(await other.ok(Q.summary, {})).toMatchObject({ net_worth: '0', unpriced: 1 });
    const worth = async (person: Ledger) =>
      new Set((await person.ok(Q.history, {})).nodes!.map((p) => p.net_worth));
    expect([...(await worth(other))].filter((w) => w !== '0')).toEqual([]);
    const othersValues = (await other.ok(Q.balances, { asset_id: othersAsset })).nodes!;
    expect(new Set(othersValues.map((p) => p.value))).toEqual(new Set([null]));
    expect(await other.ok(Q.myPrices, { instrument_id: acme })).toMatchObject({ count: 0 });

    // A price in euros, from five days ago: each day at that day's rate (1.10, today 1.20).
    const euros = await me.ok(Q.setMyPrice, {
      instrument_id: acme,
      price: '20',
      date: daysAgo(5),
      currency: 'EUR',
    });
    expect(euros.price).toMatchObject({ price: '20', currency: 'EUR' });
    expect(await assetOf(me, assetId)).toMatchObject({ value: '240', unit_price: '24' });
    history = (await me.ok(Q.history, {})).nodes!;
    expect(pointOn(history, daysAgo(6))).toMatchObject({ net_worth: '125' });
    expect(pointOn(history, daysAgo(5))).toMatchObject({ net_worth: '220' });
    expect(history.at(-1)).toMatchObject({ net_worth: '240' });
    balances = (await me.ok(Q.balances, { asset_id: assetId })).nodes!;
    expect(pointOn(balances, daysAgo(5))).toMatchObject({ value: '220' });
    expect(balances.at(-1)).toMatchObject({ date: today(), value: '240' });

    // The euro's rate moves: so does the holding priced in euros.
    await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId('EUR'), price: '1.25' });
    expect(await assetOf(me, assetId)).toMatchObject({ value: '250' });
    expect((await me.ok(Q.history, {})).nodes!.at(-1)).toMatchObject({ net_worth: '250' });
    await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId('EUR'), price: '1.20' });

    // In the person's own currency: the EUR price is 20 EUR a unit again.
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    expect(await assetOf(me, assetId)).toMatchObject({ unit_price: '20', base_currency: 'EUR' });
    await me.ok(Q.updateMe, { base_currency: 'USD' });

    // The same day again replaces it; the history lists theirs only, newest first.
    await me.ok(Q.setMyPrice, { instrument_id: acme, price: '13', date: daysAgo(10) });
    const mine = await me.ok(Q.myPrices, { instrument_id: acme });
    expect(mine.count).toBe(2);
    expect(mine.nodes!.map(({ date, price, currency }) => ({ date, price, currency }))).toEqual([
      { date: daysAgo(5), price: '20', currency: 'EUR' },
      { date: daysAgo(10), price: '13', currency: 'USD' },
    ]);

    // Nobody else deletes it; deleting it falls back to the one before, then to none.
    const [newest, older] = mine.nodes!;
    expect(await other.call(Q.deleteMyPrice, { id: newest!.id })).toMatchObject({
      success: false,
      message: 'Not found',
    });
    await me.ok(Q.deleteMyPrice, { id: newest!.id });
    expect(await assetOf(me, assetId)).toMatchObject({ value: '130', unit_price: '13' });
    history = (await me.ok(Q.history, {})).nodes!;
    expect(pointOn(history, daysAgo(5))).toMatchObject({ net_worth: '130' });
    await me.ok(Q.deleteMyPrice, { id: older!.id });
    expect(await assetOf(me, assetId)).toMatchObject({
      value: null,
      price_status: { state: 'not_fetched' },
    });
    expect([...(await worth(me))].filter((w) => w !== '0')).toEqual([]);
    expect((await me.ok(Q.balances, { asset_id: assetId })).nodes!.at(-1)).toMatchObject({
      date: today(),
      value: null,
    });
  });

  it('is refused with field errors for what does not meet the rules', async () => {
    const gizmo = await newInstrument('GIZMO');
    const { person: me, account } = await holder('rules@example.com', gizmo);
    const refused = async (variables: Record<string, unknown>) => {
      const answer = await me.call(Q.setMyPrice, {
        instrument_id: gizmo,
        price: '1',
        ...variables,
      });
      expect(answer.success).toBe(false);
      return fieldErrors(answer);
    };
    expect(await refused({ price: '0', date: '2999-01-01', currency: 'XYZ' })).toEqual({
      price: 'The price must be greater than 0',
      date: 'A price cannot be set for a future day',
      currency: 'Choose one of the currencies the app offers',
    });
    expect(await refused({ price: '-3' })).toEqual({ price: 'The price must be greater than 0' });
    expect(await refused({ date: '1899-12-31' })).toEqual({
      date: 'Date must be on or after 1900-01-01',
    });
    expect(await refused({ currency: 'BTC' })).toEqual({
      currency: 'Choose one of the currencies the app offers',
    });
    // an instrument they do not hold, or one that is no instrument at all
    const other = await newInstrument('OTHER');
    expect(await refused({ instrument_id: other })).toEqual({
      instrument_id: 'You hold nothing of this instrument',
    });
    expect(await refused({ instrument_id: 'nope' })).toEqual({
      instrument_id: 'You hold nothing of this instrument',
    });
    // USD is always 1; an instrument a provider (or an administrator) prices has its price
    expect(await refused({ instrument_id: await me.instrumentId('USD') })).toEqual({
      instrument_id: 'The US dollar is always worth $1',
    });
    const priced = await newInstrument('PRICED');
    await me.ok(L.createAsset, {
      name: 'Priced',
      account_id: account.id,
      instrument_id: priced,
      balance: '1',
      value: '1',
    });
    await admin.ok(Q.setPrice, { instrument_id: priced, price: '5' });
    expect(await refused({ instrument_id: priced })).toEqual({
      instrument_id: 'This instrument has a market price: your own price is for one nobody prices',
    });
    const holdings = (await me.ok(Q.holdings, { account_id: account.id })).nodes!;
    expect(holdings.map((h) => h.price_status)).toEqual([
      null, // the account's own USD
      { state: 'not_fetched', since: null, own_price_allowed: true },
      { state: 'market', since: null, own_price_allowed: false },
    ]);
    // more than 18 decimal places is no Decimal at all
    const response = await app.gql(
      Q.setMyPrice,
      { instrument_id: gizmo, price: '1.0000000000000000001' },
      me.token,
    );
    expect(response.errors?.[0]?.message).toMatch(/is not a decimal number/);
    // nothing refused was kept
    expect(await me.ok(Q.myPrices, { instrument_id: gizmo })).toMatchObject({ count: 0 });
  });
});

describe('why a holding has no price', () => {
  it('says no provider, the provider unreachable since when, or not fetched yet', async () => {
    const nope = await newInstrument('NOPE');
    const { person: me, assetId: nopeAsset, account } = await holder('reasons@example.com', nope);
    const wallet = await me.account('Wallet', '3', 'SOL', 'crypto');
    const solId = (await me.assetsOf(wallet.id as string))[0]!.id as string;

    // Nothing asked yet.
    expect((await assetOf(me, nopeAsset)).price_status).toEqual({
      state: 'not_fetched',
      since: null,
      own_price_allowed: true,
    });

    // The securities provider answers, without NOPE; Kraken cannot be reached.
    let krakenDown = true;
    const provider = (
      source: PriceProvider['source'],
      latest: (tickers: string[]) => Promise<Quote[]>,
    ): PriceProvider => ({
      source,
      name: source,
      latest,
      history: async () => [],
    });
    const providers: Providers = {
      fiat: provider('ecb', async () => []),
      crypto: provider('kraken', async (tickers) => {
        if (krakenDown) throw new PriceFetchError('Kraken: unreachable (ECONNREFUSED)', 'network');
        return tickers.map((ticker) => ({
          ticker,
          day: utcToday(),
          price: '150',
          as_of: new Date(),
        }));
      }),
      securities: provider('yahoo', async () => []),
    };
    const jobs = priceJobs({
      db: app.db,
      providers,
      enqueue: { backfill: async () => {}, historyRepair: async () => {} },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const before = new Date();
    await expect(jobs.latest()).rejects.toThrow(/Kraken: unreachable/);
    expect((await assetOf(me, nopeAsset)).price_status).toEqual({
      state: 'no_provider',
      since: null,
      own_price_allowed: true,
    });
    const down = (await assetOf(me, solId)).price_status as Row;
    expect(down).toMatchObject({ state: 'provider_unreachable', own_price_allowed: true });
    const since = new Date(down.since as string);
    expect(since.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // Still down an hour later: since the first failure.
    await expect(jobs.latest()).rejects.toThrow();
    expect((await assetOf(me, solId)).price_status).toMatchObject({
      state: 'provider_unreachable',
      since: since.toISOString(),
    });

    // In a list, each holding says its own.
    const listed = (await me.ok(Q.holdings, { account_id: account.id })).nodes!;
    expect(listed.at(-1)!.price_status).toMatchObject({ state: 'no_provider' });

    // Back: priced by the market, no own price any more.
    krakenDown = false;
    await jobs.latest();
    expect(await assetOf(me, solId)).toMatchObject({
      price_status: { state: 'market', since: null, own_price_allowed: false },
    });
  });
});
