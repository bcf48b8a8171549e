// A person's base currency through the API: updateMe and getMe carry it; every figure in "the
// owner's currency" says which currency it is in and is the USD figure at that day's rate, so a
// switch takes effect with the next read; a currency without a rate yet answers in USD and says
// so; an instrument quoted in another currency is valued through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../server/domain/days.js';
import { divide, multiply } from '../../server/domain/decimal.js';
import { ADMIN_EMAIL, ENVELOPE, LIST_ENVELOPE, makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const Q = {
  me: `query { getMe { ${ENVELOPE} user { fullname language base_currency { ticker name decimals } } } }`,
  updateMe: `mutation ($fullname: String, $base_currency: String, $language: String) {
    updateMe(fullname: $fullname, base_currency: $base_currency, language: $language) {
      ${ENVELOPE} user { fullname language base_currency { ticker } } } }`,
  summary: `query { getDashboardSummary { ${LIST_ENVELOPE} currency net_worth assets liabilities
    change_1d change_30d classes { asset_class value } } }`,
  history: `query ($range: HistoryRange!) { getNetWorthHistory(range: $range) { ${LIST_ENVELOPE}
    currency nodes { date net_worth assets liabilities } } }`,
  allocation: `query { getAllocation(by: instrument) { ${LIST_ENVELOPE} currency total
    nodes { key value percent } } }`,
  balances: `query ($account_id: ID, $range: HistoryRange!) {
    getBalanceHistory(account_id: $account_id, range: $range) { ${LIST_ENVELOPE} currency
    nodes { date balance value } } }`,
  top: `query { getTopAssets(limit: 10) { ${LIST_ENVELOPE} nodes { name value base_currency } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: equity, decimals: 8, status: true) {
      ${ENVELOPE} instrument { id } } }`,
};

const daysAgo = (n: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
};
/** "1000.000" → "1000": the Decimal scalar answers normalised decimals. */
const eur = (usd: string, rate: string) => divide(usd, rate);

let app: TestApp;
let admin: Ledger;

async function setPrice(ticker: string, price: string, date?: string) {
  await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId(ticker), price, date });
}

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  // EUR: 1.10 USD forty days ago, 1.1386 today; GBP 1.25 throughout.
  await setPrice('EUR', '1.10', daysAgo(40));
  await setPrice('EUR', '1.1386');
  await setPrice('GBP', '1.25', daysAgo(40));
});
afterAll(() => app.close());

describe('base currency', () => {
  it('is USD until the person chooses another; updateMe checks what it is given', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('settings@example.com'));
    expect((await me.ok(Q.me, {})).user).toEqual({
      fullname: 'Test Person',
      language: 'en',
      base_currency: { ticker: 'USD', name: 'US Dollar', decimals: 2 },
    });
    const refused = async (variables: Record<string, unknown>) => {
      const answer = await me.call(Q.updateMe, variables);
      expect(answer.success).toBe(false);
      return Object.fromEntries((answer.field_errors ?? []).map((e) => [e.field, e.message]));
    };
    expect(await refused({ base_currency: 'XYZ' })).toEqual({
      base_currency: 'Choose one of the currencies the app offers',
    });
    expect(await refused({ base_currency: 'BTC' })).toEqual({
      base_currency: 'Choose one of the currencies the app offers',
    });
    expect(await refused({ language: 'fr', fullname: '  ' })).toEqual({
      language: 'Choose English or German',
      fullname: 'Name is required',
    });
    // nothing of a refused call was kept
    expect((await me.ok(Q.me, {})).user).toMatchObject({ language: 'en', fullname: 'Test Person' });

    const saved = await me.ok(Q.updateMe, {
      fullname: '  Erika Mustermann ',
      base_currency: 'eur',
      language: 'de',
    });
    expect(saved.user).toEqual({
      fullname: 'Erika Mustermann',
      language: 'de',
      base_currency: { ticker: 'EUR' },
    });
    expect((await me.ok(Q.me, {})).user).toMatchObject({ base_currency: { ticker: 'EUR' } });
  });

  it('answers every figure in the chosen currency, each day at its rate, from the next read on', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('euro@example.com'));
    const dollars = await me.account('Checking', '1000');
    const pounds = await me.account('Savings', '500', 'GBP');
    // both held since fifty days ago
    await me.transaction({ account_id: dollars.id, amount: '1', date: daysAgo(50) });
    await me.transaction({ account_id: pounds.id, amount: '1', date: daysAgo(50) });
    const usdNow = '1627.25'; // 1001 + 501 × 1.25

    const inUsd = await me.ok(Q.summary, {});
    expect(inUsd).toMatchObject({ currency: 'USD', net_worth: usdNow });
    const historyUsd = (await me.ok(Q.history, { range: 'M3' })).nodes!;

    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    const summary = await me.ok(Q.summary, {});
    expect(summary).toMatchObject({
      currency: 'EUR',
      net_worth: eur(usdNow, '1.1386'),
      assets: eur(usdNow, '1.1386'),
      liabilities: '0',
    });
    expect(summary.classes).toEqual([{ asset_class: 'bank', value: eur(usdNow, '1.1386') }]);

    // Each day of the history at that day's rate: 1.10 from forty days ago, before it the first
    // rate known (the history is older than the rates), 1.1386 today.
    const history = await me.ok(Q.history, { range: 'M3' });
    expect(history.currency).toBe('EUR');
    const nodes = history.nodes!;
    expect(nodes).toHaveLength(historyUsd.length);
    for (const [i, point] of nodes.entries()) {
      const usd = historyUsd[i]!;
      const rate = point.date === today() ? '1.1386' : '1.1';
      expect(point, String(point.date)).toEqual({
        date: usd.date,
        net_worth: eur(usd.net_worth as string, rate),
        assets: eur(usd.assets as string, rate),
        liabilities: '0',
      });
    }
    expect(nodes.at(-1)!.net_worth).toBe(summary.net_worth);

    const allocation = await me.ok(Q.allocation, {});
    expect(allocation).toMatchObject({ currency: 'EUR', total: eur(usdNow, '1.1386') });
    expect(allocation.nodes).toEqual([
      { key: 'USD', value: eur('1001', '1.1386'), percent: '61.51' },
      { key: 'GBP', value: eur('626.25', '1.1386'), percent: '38.49' },
    ]);

    const account = await me.getAccount(pounds.id as string);
    expect(account).toMatchObject({ base_value: eur('626.25', '1.1386'), base_currency: 'EUR' });
    const [asset] = await me.assetsOf(pounds.id as string);
    expect(asset).toMatchObject({
      balance: '501',
      value: eur('626.25', '1.1386'),
      unit_price: eur('1.25', '1.1386'),
      base_currency: 'EUR',
    });
    expect((await me.ok(Q.top, {})).nodes![0]).toMatchObject({ base_currency: 'EUR' });

    const balances = await me.ok(Q.balances, { account_id: pounds.id, range: 'M1' });
    expect(balances.currency).toBe('EUR');
    expect(balances.nodes!.at(-1)).toEqual({
      date: today(),
      balance: '501',
      value: eur('626.25', '1.1386'),
    });
    expect(balances.nodes![0]).toMatchObject({ value: eur('626.25', '1.1') });

    // Back to dollars: the same figures as before, nothing was re-stored.
    await me.ok(Q.updateMe, { base_currency: 'USD' });
    expect(await me.ok(Q.summary, {})).toMatchObject({ currency: 'USD', net_worth: usdNow });
    expect((await me.ok(Q.history, { range: 'M3' })).nodes).toEqual(historyUsd);
  });

  it('answers in USD, and says so, while the chosen currency has no rate', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('franc@example.com'));
    await me.account('Checking', '250');
    await me.ok(Q.updateMe, { base_currency: 'CHF' });
    expect((await me.ok(Q.me, {})).user).toMatchObject({ base_currency: { ticker: 'CHF' } });
    expect(await me.ok(Q.summary, {})).toMatchObject({ currency: 'USD', net_worth: '250' });
    await setPrice('CHF', '1.25');
    expect(await me.ok(Q.summary, {})).toMatchObject({ currency: 'CHF', net_worth: '200' });
  });

  it('values an instrument quoted in another currency through that currency, day by day', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('etf@example.com'));
    const created = await admin.ok(Q.createInstrument, { name: 'World ETF', ticker: 'WETF' });
    const etf = created.instrument!.id as string;
    const eurId = await admin.instrumentId('EUR');
    await app.database.session((s) =>
      s.query('UPDATE instruments SET quote_instrument_id = $1 WHERE id = $2', [eurId, etf]),
    );
    // 100 EUR a unit forty days ago, 120 EUR today
    await setPrice('WETF', '100', daysAgo(40));
    await setPrice('WETF', '120');
    const broker = await me.account('Broker', '0', 'USD', 'equity');
    const holding = await me.ok(L.createAsset, {
      name: 'World ETF',
      account_id: broker.id,
      balance: '0',
      value: '0',
    });
    const assetId = holding.asset!.id as string;
    await app.database.session((s) =>
      s.query('UPDATE assets SET instrument_id = $1 WHERE id = $2', [etf, assetId]),
    );
    // three units bought fifty days ago
    await me.transaction({
      account_id: broker.id,
      asset_id: assetId,
      amount: '3',
      date: daysAgo(50),
    });
    // the ledger revalues a holding when the price of its quote currency moves
    await setPrice('EUR', '1.1386');
    const asset = (await me.ok(L.asset, { id: assetId })).asset!;
    expect(asset).toMatchObject({ unit_price: multiply('120', '1.1386'), base_currency: 'USD' });
    expect(asset.value).toBe(multiply('360', '1.1386'));

    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    const inEuros = (await me.ok(L.asset, { id: assetId })).asset!;
    expect(inEuros).toMatchObject({ value: '360', unit_price: '120', base_currency: 'EUR' });
    const history = (await me.ok(Q.history, { range: 'M3' })).nodes!;
    expect(history.at(-1)).toMatchObject({ date: today(), net_worth: '360' });
    expect(history.find((p) => p.date === daysAgo(30))).toMatchObject({ net_worth: '300' });
  });

  // A history is kept between reads (server/domain/kept.ts): what it rests on moving answers anew.
  it('answers a history read again as it stands after a back-dated transaction or a new rate', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('kept@example.com'));
    const dollars = await me.account('Checking', '1000');
    await me.transaction({ account_id: dollars.id, amount: '1', date: daysAgo(20) });
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    const read = async () => (await me.ok(Q.history, { range: 'M1' })).nodes!;
    const on = (nodes: Awaited<ReturnType<typeof read>>, day: string) =>
      nodes.find((point) => point.date === day)?.net_worth;
    const first = await read();
    expect(await read()).toEqual(first);
    expect(on(first, daysAgo(10))).toBe(eur('1001', '1.1'));

    // 100 more from ten days ago on
    await me.transaction({ account_id: dollars.id, amount: '100', date: daysAgo(10) });
    const moved = await read();
    expect(on(moved, daysAgo(11))).toBe(eur('1001', '1.1'));
    expect(on(moved, daysAgo(10))).toBe(eur('1101', '1.1'));

    // a rate of five days ago values that day and the next ones without a rate of their own
    await setPrice('EUR', '1.2', daysAgo(5));
    const rated = await read();
    expect(on(rated, daysAgo(6))).toBe(eur('1101', '1.1'));
    expect(on(rated, daysAgo(5))).toBe(eur('1101', '1.2'));
    expect(on(rated, daysAgo(1))).toBe(eur('1101', '1.2'));
    expect(on(rated, today())).toBe(eur('1101', '1.1386'));
  });
});
