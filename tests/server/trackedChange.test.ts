// Change that means something (issue 26 item 6), through the API: money added to tracking (a new
// account's or holding's opening balance, a real asset's first valuation) is not change; a price
// move or a later valuation is; the percentage is of what was tracked at the start; the history
// starts on its first day with data; the investments' time-weighted return leaves flows out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDays, today } from '../../server/domain/days.js';
import { divide } from '../../server/domain/decimal.js';
import { ADMIN_EMAIL, ENVELOPE, LIST_ENVELOPE, makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const Q = {
  summary: `query { getDashboardSummary { ${LIST_ENVELOPE} currency net_worth change_1d added_1d
    change_1d_percent change_30d added_30d change_30d_percent history_start } }`,
  history: `query ($range: HistoryRange!) { getNetWorthHistory(range: $range) { ${LIST_ENVELOPE}
    currency change added change_percent investment_return nodes { date net_worth } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: equity, decimals: 8, status: true) {
      ${ENVELOPE} instrument { id } } }`,
  value: `mutation ($asset_id: ID!, $date: Date!, $value: Decimal!) {
    createAssetValuation(asset_id: $asset_id, date: $date, value: $value) { ${ENVELOPE} } }`,
  updateMe: `mutation ($base_currency: String) {
    updateMe(base_currency: $base_currency) { ${ENVELOPE} } }`,
};

const daysAgo = (n: number) => shiftDays(today(), -n);

let app: TestApp;
let admin: Ledger;

async function setPrice(ticker: string, price: string, date?: string) {
  await admin.ok(Q.setPrice, { instrument_id: await admin.instrumentId(ticker), price, date });
}

/** A security of its own (prices of other tests' instruments do not reach it). */
async function security(ticker: string, prices: [number, string][]) {
  await admin.ok(Q.createInstrument, { name: `${ticker} Inc.`, ticker });
  for (const [ago, price] of prices) await setPrice(ticker, price, daysAgo(ago));
  return admin.instrumentId(ticker);
}

/** A person with a brokerage holding `quantity` of the instrument since `ago` days. */
async function holder(email: string, instrument_id: string, quantity: string, ago: number) {
  const me = ledgerCalls(app, await app.signUpVerified(email));
  const broker = await me.account('Broker', '0', 'USD', 'equity');
  await me.ok(L.createAsset, {
    name: 'Shares',
    account_id: broker.id,
    instrument_id,
    balance: quantity,
    value: quantity,
    date: daysAgo(ago),
  });
  return { me, broker };
}

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
});
afterAll(() => app.close());

describe('money added to tracking', () => {
  it("is a new account's opening balance, not change", async () => {
    const me = ledgerCalls(app, await app.signUpVerified('new-account@example.com'));
    await me.account('Checking', '231955.83');
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '231955.83',
      change_1d: '0',
      added_1d: '231955.83',
      change_1d_percent: null,
      change_30d: '0',
      added_30d: '231955.83',
      change_30d_percent: null,
      history_start: today(),
    });
    const history = await me.ok(Q.history, { range: 'Y1' });
    expect(history).toMatchObject({
      change: '0',
      added: '231955.83',
      change_percent: null,
      investment_return: null,
    });
    // the history starts on its first day, not a year of zeros before it
    expect(history.nodes).toEqual([{ date: today(), net_worth: '231955.83' }]);
  });

  it("is a holding's opening quantity; its price's move is change, a percentage of the start", async () => {
    const shares = await security('TCAA', [
      [10, '200'],
      [0, '220'],
    ]);
    const { me } = await holder('price-move@example.com', shares, '100', 10);
    // 100 × 200 added ten days ago; worth 22,000 today: 2,000 of change since yesterday
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '22000',
      change_1d: '2000',
      added_1d: '0',
      change_1d_percent: '10',
      change_30d: '2000',
      added_30d: '20000',
      change_30d_percent: null,
      history_start: daysAgo(10),
    });
    const month = await me.ok(Q.history, { range: 'M1' });
    expect(month).toMatchObject({ change: '2000', added: '20000', change_percent: null });
    expect(month.nodes![0]).toEqual({ date: daysAgo(10), net_worth: '20000' });
    expect(month.nodes!.at(-1)).toEqual({ date: today(), net_worth: '22000' });
    expect(month.nodes).toHaveLength(11);
    const all = await me.ok(Q.history, { range: 'ALL' });
    expect(all).toMatchObject({ change: '2000', added: '20000', change_percent: null });
    expect(all.nodes![0]!.date).toBe(daysAgo(10));
  });

  it("is a real asset's first valuation; a second is change", async () => {
    const me = ledgerCalls(app, await app.signUpVerified('house@example.com'));
    const house = await me.account('House', '300000', 'USD', 'real');
    const [asset] = await me.assetsOf(house.id as string);
    await me.ok(Q.value, { asset_id: asset!.id, date: daysAgo(5), value: '290000' });
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '300000',
      change_1d: '10000',
      added_1d: '0',
      change_1d_percent: '3.45',
      change_30d: '10000',
      added_30d: '290000',
      change_30d_percent: null,
      history_start: daysAgo(5),
    });
    const week = (await me.ok(Q.history, { range: 'M1' })).nodes!;
    expect(week[0]).toEqual({ date: daysAgo(5), net_worth: '290000' });
  });

  it("is a holding's whole balance on the first day it has a price", async () => {
    // held since six days ago, priced from three days ago on
    const shares = await security('TCAD', [
      [3, '10'],
      [0, '12'],
    ]);
    const { me } = await holder('first-price@example.com', shares, '5', 6);
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '60',
      added_30d: '50',
      change_30d: '10',
      history_start: daysAgo(3),
    });
    expect(await me.ok(Q.history, { range: 'M1' })).toMatchObject({
      added: '50',
      change: '10',
      investment_return: '20',
    });
  });

  it("is what a venue's sync booked on an asset's first day; a later sync's is change", async () => {
    const me = ledgerCalls(app, await app.signUpVerified('venue@example.com'));
    const exchange = await me.account('Exchange', '0', 'USD', 'crypto');
    const first = await me.transaction({
      account_id: exchange.id,
      amount: '750',
      date: daysAgo(2),
    });
    const later = await me.transaction({ account_id: exchange.id, amount: '50', date: today() });
    // as venues/sync.ts books them (a linked account's syncs run against a venue)
    await app.database.session(async (s) => {
      await s.query(
        `UPDATE transactions SET meta = '{"venue_sync": {"symbols": ["ZUSD"]}}'
          WHERE id = ANY($1::uuid[])`,
        [[first.id, later.id]],
      );
      await s.query(
        `UPDATE net_worth_stale SET from_day = '-infinity'
          WHERE user_id = (SELECT user_id FROM transactions WHERE id = $1)`,
        [first.id],
      );
    });
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '800',
      added_30d: '750',
      change_30d: '50',
      change_1d: '50',
      change_1d_percent: '6.67',
    });
  });

  it('is not a transfer between accounts: the net worth moves by nothing', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('transfer@example.com'));
    const checking = await me.account('Checking', '5000');
    const savings = await me.account('Savings', '0');
    await me.transaction({
      account_id: checking.id,
      destination_account_id: savings.id,
      transaction_type: 'transfer',
      amount: '1000',
      date: today(),
    });
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '5000',
      change_1d: '0',
      added_1d: '5000',
    });
  });

  it('starts the history on the first day anything had a value', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('zeros@example.com'));
    const account = await me.account('Empty for a while', '0');
    // held since twenty days ago, at nothing until five days ago
    await me.transaction({ account_id: account.id, amount: '50', date: daysAgo(20) });
    await me.transaction({
      account_id: account.id,
      amount: '50',
      date: daysAgo(20),
      transaction_type: 'debit',
    });
    await me.transaction({ account_id: account.id, amount: '700', date: daysAgo(5) });
    const history = await me.ok(Q.history, { range: 'M1' });
    expect(history.nodes![0]).toEqual({ date: daysAgo(5), net_worth: '700' });
    // earnings, not money added to tracking: change
    expect(history).toMatchObject({ change: '700', added: '0', change_percent: null });
    expect((await me.ok(Q.summary, {})).history_start).toBe(daysAgo(5));
  });

  it('is answered in the base currency at each day’s rate', async () => {
    await setPrice('EUR', '1.25', daysAgo(3));
    await setPrice('EUR', '1.1');
    const me = ledgerCalls(app, await app.signUpVerified('euro-added@example.com'));
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    await me.account('Checking', '1100');
    expect(await me.ok(Q.summary, {})).toMatchObject({
      currency: 'EUR',
      net_worth: '1000',
      change_1d: '0',
      added_1d: '1000',
    });
    // a dollar account held since two days ago (added at 1.25): the euro's fall is change
    const old = await me.account('Old dollars', '0');
    await me.transaction({ account_id: old.id, amount: '500', date: daysAgo(2) });
    expect(await me.ok(Q.summary, {})).toMatchObject({
      net_worth: '1454.545454545454545455',
      added_30d: '1000',
      change_30d: divide('500', '1.1'),
    });
  });
});

describe("the investments' time-weighted return", () => {
  it('chains daily returns and leaves a deposit out: 1.1 × 1.05 − 1 = 15.5 %', async () => {
    const shares = await security('TCAB', [
      [3, '100'],
      [2, '110'],
      [0, '121'],
    ]);
    const { me, broker } = await holder('twr@example.com', shares, '10', 3);
    const bank = await me.account('Checking', '5000');
    // 1,100 of cash into the brokerage yesterday: a flow, not a return
    await me.transaction({
      account_id: bank.id,
      destination_account_id: broker.id,
      transaction_type: 'transfer',
      amount: '1100',
      date: daysAgo(1),
    });
    // 1,000 → 1,100 (+10 %); 2,200 with the deposit; 1,210 + 1,100 = 2,310 (+5 %)
    const month = await me.ok(Q.history, { range: 'M1' });
    expect(month).toMatchObject({ investment_return: '15.5' });
    expect(month.nodes!.at(-1)).toEqual({ date: today(), net_worth: '6210' });
    // the net worth: 1,000 and 5,000 added (the bank's balance before the transfer), the rest change
    expect(month).toMatchObject({ added: '6000', change: '210' });
    expect(await me.ok(Q.summary, {})).toMatchObject({
      change_1d: '110',
      added_1d: '0',
      change_1d_percent: '1.8',
    });
  });

  it("is in the base currency: the rate's move counts", async () => {
    // EUR: 1.25 USD from three days ago, 1.1 today (set above)
    const shares = await security('TCAE', [
      [3, '100'],
      [0, '110'],
    ]);
    const { me } = await holder('twr-euro@example.com', shares, '1', 3);
    expect((await me.ok(Q.history, { range: 'M1' })).investment_return).toBe('10');
    // 80 € three days ago, 100 € today
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    expect(await me.ok(Q.history, { range: 'M1' })).toMatchObject({
      currency: 'EUR',
      investment_return: '25',
      added: '80',
      change: '20',
    });
  });

  it('is of the range only, and none without investments', async () => {
    const shares = await security('TCAC', [
      [40, '50'],
      [35, '40'],
      [0, '44'],
    ]);
    const { me } = await holder('twr-range@example.com', shares, '1', 40);
    // over three months: 50 → 44 (−12 %); over the last month: 40 → 44 (+10 %)
    expect((await me.ok(Q.history, { range: 'M3' })).investment_return).toBe('-12');
    expect((await me.ok(Q.history, { range: 'M1' })).investment_return).toBe('10');
    const saver = ledgerCalls(app, await app.signUpVerified('no-investments@example.com'));
    const account = await saver.account('Checking', '10');
    await saver.transaction({ account_id: account.id, amount: '1', date: daysAgo(3) });
    expect((await saver.ok(Q.history, { range: 'M1' })).investment_return).toBeNull();
  });
});
