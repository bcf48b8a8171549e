// Net worth through the API: valuation at market prices (missing is missing, never $0), real
// assets' valuations, debts, the dashboard as the sum of its parts, and the daily history kept up
// to date incrementally, compared with a from-scratch recomputation over random changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../server/domain/days.js';
import { markStale } from '../../server/domain/valuation.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  recordingJobs,
  type Row,
  type TestApp,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const V = {
  summary: `query { getDashboardSummary { ${LIST_ENVELOPE} net_worth assets liabilities asset_count
    unpriced change_1d change_30d change_1d_percent change_30d_percent prices_as_of
    classes { asset_class value count unpriced } } }`,
  history: `query ($range: HistoryRange!) { getNetWorthHistory(range: $range) { ${LIST_ENVELOPE}
    range nodes { date net_worth assets liabilities unpriced } } }`,
  allocation: `query ($by: AllocationBy!) { getAllocation(by: $by) { ${LIST_ENVELOPE} by total unpriced
    nodes { key label value percent } } }`,
  balances: `query ($account_id: ID, $asset_id: ID, $range: HistoryRange!) {
    getBalanceHistory(account_id: $account_id, asset_id: $asset_id, range: $range) { ${LIST_ENVELOPE}
    nodes { date balance value } } }`,
  top: `query ($asset_class: AccountClass, $limit: Int) { getTopAssets(asset_class: $asset_class, limit: $limit) {
    ${LIST_ENVELOPE} count nodes { id name balance value } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE}
    price { instrument_id date price source as_of } } }`,
  prices: `query ($instrument_id: ID!) { getPrices(instrument_id: $instrument_id) { ${LIST_ENVELOPE} count
    nodes { date price source } } }`,
  valuations: `query ($asset_id: ID!) { getAssetValuations(asset_id: $asset_id) { ${LIST_ENVELOPE} count
    nodes { id asset_id date value note } } }`,
  value: `mutation ($asset_id: ID!, $date: Date!, $value: Decimal!, $note: String) {
    createAssetValuation(asset_id: $asset_id, date: $date, value: $value, note: $note) { ${ENVELOPE}
    valuation { id asset_id date value note } } }`,
  unvalue: `mutation ($id: ID!) { deleteAssetValuation(id: $id) { ${ENVELOPE} } }`,
  navs: `query ($account_class: AccountClass) { getNAVInstruments(account_class: $account_class) { nodes { ticker } } }`,
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

async function newUser(email: string): Promise<Ledger> {
  return ledgerCalls(app, await app.signUpVerified(email));
}

async function setPrice(ticker: string, price: string, date?: string) {
  const instrument_id = await admin.instrumentId(ticker);
  return admin.ok(V.setPrice, { instrument_id, price, date });
}

beforeAll(async () => {
  app = await makeApp();
  admin = await newUser(ADMIN_EMAIL);
});
afterAll(() => app.close());

describe('valuation', () => {
  it('values holdings at the newest price; a missing price is missing, never $0, and totals say so', async () => {
    const me = await newUser('values@example.com');
    await me.account('Checking', '1000');
    const wallet = await me.account('Wallet', '0.5', 'XMR', 'crypto').catch(() => null);
    expect(wallet).toBeNull(); // no such instrument: only seeded ones exist
    const btc = await me.account('Cold wallet', '0.5', 'BTC', 'crypto');
    const [coins] = await me.assetsOf(btc.id as string);
    expect(coins).toMatchObject({ balance: '0.5', value: null, unit_price: null });

    let summary = await me.ok(V.summary, {});
    expect(summary).toMatchObject({ net_worth: '1000', asset_count: 2, unpriced: 1 });
    expect(summary.classes).toEqual([
      { asset_class: 'bank', value: '1000', count: 1, unpriced: 0 },
      { asset_class: 'crypto', value: '0', count: 1, unpriced: 1 },
    ]);

    const btcId = await admin.instrumentId('BTC');
    const refused = async (variables: Record<string, unknown>) =>
      fieldErrors(await admin.call(V.setPrice, variables));
    expect(await refused({ instrument_id: btcId, price: '0' })).toEqual({
      price: 'The price must be greater than 0',
    });
    expect(await refused({ instrument_id: btcId, price: '1', date: '2999-01-01' })).toEqual({
      date: 'A price cannot be set for a future day',
    });
    expect(await refused({ instrument_id: await admin.instrumentId('USD'), price: '2' })).toEqual({
      instrument_id: 'The US dollar is always worth $1',
    });
    await setPrice('BTC', '90000.5');
    expect((await me.ok(L.asset, { id: coins!.id })).asset).toMatchObject({
      value: '45000.25',
      unit_price: '90000.5',
    });
    summary = await me.ok(V.summary, {});
    expect(summary).toMatchObject({ net_worth: '46000.25', unpriced: 0 });
    expect(new Date(summary.prices_as_of as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await me.getAccount(btc.id as string)).base_value).toBe('45000.25');

    // Balance moves: the value follows at the same price.
    await me.transaction({ account_id: btc.id, amount: '0.25', date: today() });
    expect((await me.ok(L.asset, { id: coins!.id })).asset).toMatchObject({
      balance: '0.75',
      value: '67500.375',
    });
  });

  it('converts other currencies through their USD price', async () => {
    const me = await newUser('fx@example.com');
    const euros = await me.account('Girokonto', '100.10', 'EUR');
    expect((await me.getAccount(euros.id as string)).base_value).toBeNull();
    await setPrice('EUR', '1.0825');
    expect((await me.getAccount(euros.id as string)).base_value).toBe('108.35825');
    const allocation = await me.ok(V.allocation, { by: 'instrument' });
    expect(allocation.nodes).toEqual([
      { key: 'EUR', label: 'Euro', value: '108.35825', percent: '100' },
    ]);
  });

  it('offers the instruments of the account class', async () => {
    const me = await newUser('navs@example.com');
    const tickers = async (account_class?: string) =>
      (await me.call(V.navs, { account_class })).nodes!.map((n) => n.ticker);
    expect(await tickers('crypto')).toEqual(['ADA', 'BTC', 'DOT', 'ETH', 'SOL', 'USDC', 'USDT']);
    // every currency the ECB quotes (migration 0017; tests/server/currencies.test.ts)
    expect(await tickers('bank')).toEqual(expect.arrayContaining(['CHF', 'EUR', 'JPY', 'SEK']));
    expect(await tickers()).toEqual(await tickers('bank'));
  });

  it('values real assets by their valuations and subtracts debts; the dashboard is the sum of its parts', async () => {
    const me = await newUser('house@example.com');
    await me.account('Checking', '5000');
    const house = await me.account('House', '450000', 'USD', 'real');
    const [home] = await me.assetsOf(house.id as string);
    expect(home).toMatchObject({ balance: '450000', value: '450000' });

    // A house takes no transactions: paying its tax does not lower its value.
    const tax = await me.call(L.createTransaction, {
      account_id: house.id,
      amount: '1200',
      description: 'Property tax',
      transaction_type: 'debit',
      date: today(),
    });
    expect(fieldErrors(tax)).toEqual({
      account_id: 'A real asset holds a value, not a balance: record a new valuation instead',
    });

    const mortgage = await me.ok(L.createAccount, {
      name: 'Mortgage',
      value: '-300000',
      instrument_id: await me.instrumentId('USD'),
      account_class: 'liability',
      master_account_id: house.id,
    });
    expect(mortgage.account).toMatchObject({ account_type: 'loan', value: '-300000' });
    const notSecured = await me.call(L.createAccount, {
      name: 'Odd',
      value: '-1',
      instrument_id: await me.instrumentId('USD'),
      account_class: 'liability',
      master_account_id: mortgage.account!.id,
    });
    expect(fieldErrors(notSecured)).toEqual({
      master_account_id: 'A debt is secured on a real asset (property, vehicle)',
    });

    // Revalued a year ago and last month: the latest counts now, the history follows the dates.
    await me.ok(V.value, {
      asset_id: home!.id,
      date: daysAgo(365),
      value: '400000',
      note: 'Bought',
    });
    const last = await me.ok(V.value, { asset_id: home!.id, date: daysAgo(30), value: '480000' });
    expect(last.valuation).toMatchObject({ date: daysAgo(30), value: '480000' });
    // Today's valuation (from creating the account) is still the latest.
    let summary = await me.ok(V.summary, {});
    expect(summary).toMatchObject({
      net_worth: '155000',
      assets: '455000',
      liabilities: '-300000',
    });
    const today_ = (await me.ok(V.valuations, { asset_id: home!.id })).nodes!;
    expect(today_.map((v) => v.date)).toEqual([today(), daysAgo(30), daysAgo(365)]);
    await me.ok(V.unvalue, { id: today_[0]!.id });
    summary = await me.ok(V.summary, {});
    expect(summary).toMatchObject({ net_worth: '185000', assets: '485000' });
    const sum = (summary.classes as Row[]).reduce((n, c) => n + Number(c.value), 0);
    expect(sum).toBe(Number(summary.net_worth));
    expect(summary.classes).toEqual([
      { asset_class: 'bank', value: '5000', count: 1, unpriced: 0 },
      { asset_class: 'real', value: '480000', count: 1, unpriced: 0 },
      { asset_class: 'liability', value: '-300000', count: 1, unpriced: 0 },
    ]);

    const history = (await me.ok(V.history, { range: 'ALL' })).nodes!;
    expect(history[0]!.date).toBe(daysAgo(365));
    const on = (day: string) => history.find((p) => p.date === day)!;
    // A year ago only the house existed (the accounts were opened today).
    expect(on(daysAgo(365))).toMatchObject({ net_worth: '400000', liabilities: '0' });
    expect(on(daysAgo(31)).net_worth).toBe('400000');
    expect(on(daysAgo(30)).net_worth).toBe('480000');
    expect(on(today())).toMatchObject({
      net_worth: '185000',
      assets: '485000',
      liabilities: '-300000',
    });

    const allocation = await me.ok(V.allocation, { by: 'asset_class' });
    expect(allocation).toMatchObject({ total: '485000' });
    expect(allocation.nodes).toEqual([
      { key: 'real', label: 'real', value: '480000', percent: '98.97' },
      { key: 'bank', label: 'bank', value: '5000', percent: '1.03' },
    ]);
    const negative = await me.call(V.value, { asset_id: home!.id, date: today(), value: '-1' });
    expect(fieldErrors(negative)).toEqual({ value: 'Value cannot be negative' });
    const long = await me.call(V.value, {
      asset_id: home!.id,
      date: today(),
      value: '1',
      note: 'x'.repeat(501),
    });
    expect(fieldErrors(long)).toEqual({ note: 'Note must be at most 500 characters' });
    const future = await me.call(V.value, { asset_id: home!.id, date: '2999-01-01', value: '1' });
    expect(fieldErrors(future)).toEqual({ date: 'A valuation cannot be dated in the future' });
  });

  it('cross-currency transfers move what the destination receives', async () => {
    const me = await newUser('fxtransfer@example.com');
    const dollars = await me.account('Dollars', '1000');
    const euros = await me.account('Euros', '0', 'EUR');
    await me.transaction({
      account_id: dollars.id,
      transaction_type: 'transfer',
      destination_account_id: euros.id,
      amount: '110',
      destination_amount: '100',
    });
    expect((await me.getAccount(dollars.id as string)).value).toBe('890');
    expect((await me.getAccount(euros.id as string)).value).toBe('100');

    // Buying coins from the bank is a crypto transaction as well as a bank one.
    const coins = await me.account('Coins', '0', 'BTC', 'crypto');
    const buy = await me.transaction({
      account_id: dollars.id,
      transaction_type: 'transfer',
      destination_account_id: coins.id,
      amount: '500',
      destination_amount: '0.005',
      description: 'Buy BTC',
    });
    const ids = async (account_class: string) =>
      (await me.ok(L.transactions, { account_class })).nodes!.map((t) => t.id);
    expect(await ids('crypto')).toEqual([buy.id]);
    expect(await ids('bank')).toContain(buy.id);
    expect((await me.getAccount(coins.id as string)).value).toBe('0.005');
  });
});

describe('net-worth history', () => {
  it('values each day at its own prices, and repairs only from a change on', async () => {
    const me = await newUser('history@example.com');
    const bank = await me.account('Bank', '0');
    const btc = await me.account('Coins', '0', 'ETH', 'crypto');
    await me.transaction({ account_id: bank.id, amount: '100', date: daysAgo(10) });
    await me.transaction({
      account_id: bank.id,
      amount: '30',
      date: daysAgo(5),
      transaction_type: 'debit',
    });
    await me.transaction({ account_id: btc.id, amount: '1', date: daysAgo(8) });
    await setPrice('ETH', '100', daysAgo(9));
    await setPrice('ETH', '200', daysAgo(6));
    await setPrice('ETH', '300', today());

    const values = async () =>
      Object.fromEntries(
        ((await me.ok(V.history, { range: 'M1' })).nodes as Row[]).map((p) => [
          p.date,
          p.net_worth,
        ]),
      );
    let history = await values();
    expect(history[daysAgo(11)]).toBeUndefined();
    expect([10, 9, 8, 7, 6, 5, 1, 0].map((n) => history[daysAgo(n)])).toEqual([
      '100',
      '100',
      '200',
      '200',
      '300',
      '270',
      '270',
      '370',
    ]);
    const summary = await me.ok(V.summary, {});
    expect(summary).toMatchObject({
      net_worth: '370',
      change_1d: '100',
      change_1d_percent: '37.04',
    });
    // nothing tracked 30 days ago: all of it is change (credits, prices), none of it added
    expect(summary).toMatchObject({ change_30d: '370', change_30d_percent: null });

    // A late price for one day changes that day (and those it carries over to) only.
    await setPrice('ETH', '150', daysAgo(7));
    history = await values();
    expect([8, 7, 6].map((n) => history[daysAgo(n)])).toEqual(['200', '250', '300']);

    // A back-dated credit shifts every day from its date on; deleting it shifts them back.
    const early = await me.transaction({ account_id: bank.id, amount: '5', date: daysAgo(20) });
    history = await values();
    expect([20, 10, 0].map((n) => history[daysAgo(n)])).toEqual(['5', '105', '375']);
    await me.ok(L.updateTransaction, { id: early.id, date: daysAgo(2) });
    history = await values();
    expect([20, 3, 2, 0].map((n) => history[daysAgo(n)])).toEqual([undefined, '270', '275', '375']);
    await me.ok(L.deleteTransaction, { id: early.id });
    expect((await values())[daysAgo(0)]).toBe('370');

    const account = (await me.ok(V.balances, { account_id: btc.id, range: 'M1' })).nodes as Row[];
    expect(account.slice(0, 3)).toEqual([
      { date: daysAgo(8), balance: '1', value: '100' },
      { date: daysAgo(7), balance: '1', value: '150' },
      { date: daysAgo(6), balance: '1', value: '200' },
    ]);
    expect(account.at(-1)).toEqual({ date: today(), balance: '1', value: '300' });
    const top = await me.ok(V.top, { asset_class: 'crypto', limit: 5 });
    expect(top.nodes!.map((n) => n.value)).toEqual(['300']);
  });

  it('agrees with a from-scratch recomputation after every one of 60 random changes', async () => {
    const token = await app.signUpVerified('random-history@example.com');
    const me = ledgerCalls(app, token);
    const { user } = (await app.call(`query { getMe { user { uuid } } }`, {}, token)) as {
      user: Row;
    };
    const userId = user!.uuid as string;
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
    const day = () => daysAgo(Math.floor(next() * 400));
    const accounts = [
      await me.account('Bank', '10'),
      await me.account('Euro', '20', 'EUR'),
      await me.account('Sol', '3', 'SOL', 'crypto'),
    ];
    const txs: string[] = [];
    const history = async () => (await me.ok(V.history, { range: 'ALL' })).nodes;

    for (let step = 0; step < 60; step++) {
      const action =
        txs.length === 0 ? 'create' : pick(['create', 'create', 'edit', 'delete', 'price']);
      if (action === 'create') {
        const tx = await me.transaction({
          account_id: pick(accounts).id,
          amount: String(1 + Math.floor(next() * 50)),
          date: day(),
          transaction_type: pick(['credit', 'debit']),
        });
        txs.push(tx.id as string);
      } else if (action === 'edit') {
        await me.ok(L.updateTransaction, {
          id: pick(txs),
          date: day(),
          amount: String(1 + Math.floor(next() * 9)),
        });
      } else if (action === 'delete') {
        const id = txs.splice(Math.floor(next() * txs.length), 1)[0]!;
        await me.ok(L.deleteTransaction, { id });
      } else {
        await setPrice(pick(['EUR', 'SOL']), String(1 + Math.floor(next() * 300)) + '.5', day());
      }
      const incremental = await history();
      await markStale(app.db, userId, null);
      expect(await history(), `step ${step} (${action})`).toEqual(incremental);
    }
  });
});

describe('background work', () => {
  it('a ledger write asks for a history repair, and a new holding for its prices; a refused one asks nothing', async () => {
    const { asked, jobs } = recordingJobs();
    const recorded = await makeApp({}, { jobs });
    try {
      const token = await recorded.signUpVerified('jobs-asked@example.com');
      const me = ledgerCalls(recorded, token);
      const { user } = await recorded.call(`query { getMe { user { uuid } } }`, {}, token);
      const userId = (user as Row).uuid as string;
      const eur = await me.instrumentId('EUR');
      const account = await me.account('Konto', '5', 'EUR');
      expect(asked).toEqual([`history ${userId}`, `prices ${eur}`]);
      asked.length = 0;
      await me.transaction({ account_id: account.id, amount: '1' });
      expect(asked).toEqual([`history ${userId}`]);
      asked.length = 0;
      await me.call(L.createTransaction, {
        account_id: account.id,
        amount: '-1',
        description: 'x',
        transaction_type: 'credit',
        date: today(),
      });
      expect(asked).toEqual([]);
    } finally {
      await recorded.close();
    }
  });
});

describe('who may see it', () => {
  it("answers only the caller's own figures", async () => {
    const owner = await newUser('owner-v@example.com');
    const other = await newUser('other-v@example.com');
    const house = await owner.account('Villa', '100', 'USD', 'real');
    const [villa] = await owner.assetsOf(house.id as string);
    await owner.ok(V.value, { asset_id: villa!.id, date: today(), value: '200' });

    expect(await other.call(V.valuations, { asset_id: villa!.id })).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(
      await other.call(V.value, { asset_id: villa!.id, date: today(), value: '1' }),
    ).toMatchObject({
      success: false,
      message: 'Not found',
    });
    const [valuation] = (await owner.ok(V.valuations, { asset_id: villa!.id })).nodes!;
    expect(await other.call(V.unvalue, { id: valuation!.id })).toMatchObject({ success: false });
    expect(await other.call(V.balances, { account_id: house.id, range: 'ALL' })).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect(await other.call(V.balances, { asset_id: villa!.id, range: 'ALL' })).toMatchObject({
      success: false,
    });
    expect(await other.ok(V.summary, {})).toMatchObject({
      net_worth: '0',
      asset_count: 0,
      classes: [],
    });
    expect((await other.ok(V.history, { range: 'ALL' })).nodes).toEqual([]);
    expect((await other.ok(V.top, {})).nodes).toEqual([]);
    expect((await owner.ok(V.valuations, { asset_id: villa!.id })).count).toBe(1);

    const setByUser = await app.errorCode(
      V.setPrice,
      { instrument_id: await owner.instrumentId('BTC'), price: '1' },
      owner.token,
    );
    expect(setByUser.code).toBe('FORBIDDEN');
    for (const query of [V.summary, V.history, V.allocation]) {
      const anonymous = await app.errorCode(query, { range: 'ALL', by: 'asset_class' });
      expect(anonymous.code).toBe('UNAUTHENTICATED');
    }
    const unverified = await app.signUp('unverified-v@example.com');
    expect((await app.errorCode(V.summary, {}, unverified)).code).toBe('FORBIDDEN');
    expect(
      (await owner.ok(V.prices, { instrument_id: await owner.instrumentId('USD') })).count,
    ).toBe(0);
  });
});
