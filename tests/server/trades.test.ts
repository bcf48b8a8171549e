// Trades, cost and gains through the API: an ETF bought in two lots and partly sold (average cost,
// realised and unrealised gain, exactly), a dividend linked to it, the account's and the
// dashboard's sums (in a EUR base too), a trade edited and taken back, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../server/domain/days.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const PERFORMANCE = `currency quantity average_cost cost_basis market_value unrealised_gain
  unrealised_gain_percent realised_gain income`;
const T = {
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price) { ${ENVELOPE} } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: equity, decimals: 4, status: true) {
      ${ENVELOPE} instrument { id } } }`,
  trade: `mutation ($account_id: ID!, $asset_id: ID, $instrument_id: ID, $side: TradeSide!,
    $quantity: Decimal!, $price: Decimal!, $fee: Decimal, $date: Date!) {
    recordTrade(account_id: $account_id, asset_id: $asset_id, instrument_id: $instrument_id,
      side: $side, quantity: $quantity, price: $price, fee: $fee, date: $date) {
      ${ENVELOPE} transaction { id asset_id destination_amount transaction_type amount fee description
        trade { side quantity price fee gross } } } }`,
  updateTrade: `mutation ($id: ID!, $price: Decimal, $quantity: Decimal) {
    updateTrade(id: $id, price: $price, quantity: $quantity) { ${ENVELOPE} transaction { id amount } } }`,
  income: `mutation ($account_id: ID!, $amount: Decimal!, $holding_id: ID, $type: TransactionType!) {
    createTransaction(account_id: $account_id, amount: $amount, holding_id: $holding_id,
      transaction_type: $type, description: "Dividend", date: "${today()}") {
      ${ENVELOPE} transaction { id holding_id } } }`,
  account: `query ($id: ID!) {
    getAccount(id: $id) { ${ENVELOPE} account { value performance { ${PERFORMANCE} } } } }`,
  holdings: `query ($account_id: ID!) {
    getAssets(account_id: $account_id, sort: "created_at:asc") { ${LIST_ENVELOPE}
      nodes { id name balance instrument { ticker } performance { ${PERFORMANCE} } } } }`,
  dashboard: `query { getDashboardSummary { success message errors currency investments { ${PERFORMANCE} } } }`,
  holdingTransactions: `query ($asset_id: ID!) {
    getTransactions(asset_id: $asset_id, sort: "date:asc") { count
      nodes { description trade { side quantity } } } }`,
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
let me: Ledger;
let etf: string;
let broker: Row;

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  me = ledgerCalls(app, await app.signUpVerified('investor@example.com'));
  etf = (await admin.ok(T.createInstrument, { name: 'World ETF', ticker: 'WETF' })).instrument!
    .id as string;
  await admin.ok(T.setPrice, { instrument_id: etf, price: '110' });
  broker = await me.account('Broker', '10000', 'USD', 'equity');
});
afterAll(() => app.close());

const holdingsOf = async (account: Row) => ({
  getAccount: { account: (await me.ok(T.account, { id: account.id })).account! },
  getAssets: { nodes: (await me.ok(T.holdings, { account_id: account.id })).nodes! },
});

describe('an ETF bought in two lots and partly sold', () => {
  let holdingId: string;
  let firstBuy: string;

  it('books each trade as one transaction moving cash and quantity together', async () => {
    const buy = (
      await me.ok(T.trade, {
        account_id: broker.id,
        instrument_id: etf,
        side: 'buy',
        quantity: '10',
        price: '100',
        fee: '1',
        date: daysAgo(20),
      })
    ).transaction!;
    expect(buy).toMatchObject({
      transaction_type: 'transfer',
      amount: '1000',
      fee: '1',
      destination_amount: '10',
      description: 'Buy WETF',
      trade: { side: 'buy', quantity: '10', price: '100', fee: '1', gross: '1000' },
    });
    firstBuy = buy.id as string;
    const second = (
      await me.ok(T.trade, {
        account_id: broker.id,
        instrument_id: etf, // the holding the first buy added
        side: 'buy',
        quantity: '5',
        price: '106',
        fee: '1',
        date: daysAgo(10),
      })
    ).transaction!;
    expect(second).toMatchObject({ amount: '530', fee: '1' });
    const { getAssets } = await holdingsOf(broker);
    const holding = getAssets.nodes.find((node) => node.name === 'World ETF')!;
    holdingId = holding.id as string;
    const sell = (
      await me.ok(T.trade, {
        account_id: broker.id,
        asset_id: holdingId,
        side: 'sell',
        quantity: '6',
        price: '120',
        fee: '2',
        date: daysAgo(5),
      })
    ).transaction!;
    // the quantity leaves the holding; the cash receives 720 − 2
    expect(sell).toMatchObject({
      asset_id: holdingId,
      amount: '6',
      fee: '0',
      destination_amount: '718',
    });
    // a dividend, linked to the holding, paid into the cash
    const dividend = (
      await me.ok(T.income, {
        account_id: broker.id,
        amount: '12.5',
        holding_id: holdingId,
        type: 'credit',
      })
    ).transaction!;
    expect(dividend.holding_id).toBe(holdingId);
  });

  it('answers quantity, average cost, cost basis, value and gains exactly', async () => {
    const { getAccount, getAssets } = await holdingsOf(broker);
    // 10000 − 1001 − 531 + 718 + 12.5
    expect(getAccount.account.value).toBe('9198.5');
    const [cash, holding] = getAssets.nodes;
    expect(cash).toMatchObject({ balance: '9198.5', performance: null });
    expect(holding).toMatchObject({
      balance: '9',
      instrument: { ticker: 'WETF' },
      performance: {
        currency: 'USD',
        quantity: '9',
        // 1532 for 15; 6 sold at 102.1333…: 612.8 of cost goes, 718 − 612.8 realised
        cost_basis: '919.2',
        average_cost: '102.133333333333333333',
        market_value: '990',
        unrealised_gain: '70.8',
        unrealised_gain_percent: '7.7',
        realised_gain: '105.2',
        income: '12.5',
      },
    });
    expect(getAccount.account.performance).toMatchObject({
      currency: 'USD',
      quantity: null,
      cost_basis: '919.2',
      market_value: '990',
      unrealised_gain: '70.8',
      realised_gain: '105.2',
      income: '12.5',
    });
    const dashboard = await me.ok(T.dashboard, {});
    expect(dashboard).toMatchObject({
      currency: 'USD',
      investments: { currency: 'USD', market_value: '990', realised_gain: '105.2' },
    });
  });

  it('follows a new price at once, though the figures are kept between reads', async () => {
    const performance = async () => (await holdingsOf(broker)).getAssets.nodes[1]!.performance;
    expect(await performance()).toMatchObject({ market_value: '990' });
    await admin.ok(T.setPrice, { instrument_id: etf, price: '120' });
    expect(await performance()).toMatchObject({
      market_value: '1080',
      cost_basis: '919.2',
      unrealised_gain: '160.8',
    });
    await admin.ok(T.setPrice, { instrument_id: etf, price: '110' });
    expect(await performance()).toMatchObject({ market_value: '990', unrealised_gain: '70.8' });
  });

  it("lists the holding's trades on the holding, the buys it received included", async () => {
    const answer = await me.call(T.holdingTransactions, { asset_id: holdingId });
    expect(answer.count).toBe(3);
    expect(answer.nodes!.map((node) => node.description)).toEqual([
      'Buy WETF',
      'Buy WETF',
      'Sell WETF',
    ]);
  });

  it('sums in the owner’s currency: EUR at its rate today', async () => {
    await admin.ok(T.setPrice, { instrument_id: await admin.instrumentId('EUR'), price: '1.25' });
    await me.ok(T.updateMe, { base_currency: 'EUR' });
    const dashboard = await me.ok(T.dashboard, {});
    expect(dashboard).toMatchObject({
      currency: 'EUR',
      investments: {
        currency: 'EUR',
        market_value: '792',
        cost_basis: '735.36',
        unrealised_gain: '56.64',
        unrealised_gain_percent: '7.7',
        realised_gain: '84.16',
        income: '10',
      },
    });
    // the holding's own figures stay in its account's currency
    const { getAssets } = await holdingsOf(broker);
    expect(getAssets.nodes[1]!.performance).toMatchObject({ currency: 'USD', market_value: '990' });
    await me.ok(T.updateMe, { base_currency: 'USD' });
  });

  it('edits a trade as a trade, and refuses to edit it as a plain transaction', async () => {
    const plain = await me.call(L.updateTransaction, { id: firstBuy, amount: '5' });
    expect(plain).toMatchObject({
      success: false,
      message: 'A trade is changed as a trade: edit its quantity, price and fee',
    });
    const edited = await me.ok(T.updateTrade, { id: firstBuy, price: '90' });
    expect(edited.transaction).toMatchObject({ amount: '900' });
    const { getAccount, getAssets } = await holdingsOf(broker);
    expect(getAccount.account.value).toBe('9298.5');
    // 901 + 531 = 1432 for 15; 6 sold take 572.8: 859.2 left, 718 − 572.8 realised
    expect(getAssets.nodes[1]!.performance).toMatchObject({
      cost_basis: '859.2',
      realised_gain: '145.2',
    });
    await me.ok(T.updateTrade, { id: firstBuy, price: '100' });
    // taking a sell back returns its quantity and its proceeds
  });

  it('refuses what cannot be traded, saying why', async () => {
    const base = { account_id: broker.id, asset_id: holdingId, date: today(), price: '100' };
    const tooMany = await me.call(T.trade, { ...base, side: 'sell', quantity: '100' });
    expect(fieldErrors(tooMany)).toMatchObject({ quantity: 'You hold 9 WETF' });
    const bad = await me.call(T.trade, {
      ...base,
      side: 'buy',
      quantity: '0.00001',
      price: '0',
      fee: '0.001',
      date: '2999-01-01',
    });
    expect(fieldErrors(bad)).toMatchObject({
      price: 'Price must be greater than 0',
      date: 'A trade cannot be dated in the future',
    });
    const decimals = await me.call(T.trade, {
      ...base,
      side: 'buy',
      quantity: '0.00001',
      fee: '0.001',
    });
    expect(fieldErrors(decimals)).toMatchObject({
      quantity: 'At most 4 decimal places',
      fee: 'At most 2 decimal places',
    });
    const feeTooHigh = await me.call(T.trade, { ...base, side: 'sell', quantity: '1', fee: '100' });
    expect(fieldErrors(feeTooHigh)).toMatchObject({
      fee: 'The fee must be less than the proceeds',
    });
    const bank = await me.account('Checking', '100', 'USD', 'bank');
    const inBank = await me.call(T.trade, {
      ...base,
      account_id: bank.id,
      instrument_id: etf,
      asset_id: null,
      side: 'buy',
      quantity: '1',
    });
    expect(fieldErrors(inBank)).toMatchObject({
      account_id:
        'Trades are booked in a brokerage, exchange or wallet account that holds several instruments',
    });
    const ownCash = await me.call(T.trade, {
      ...base,
      asset_id: null,
      instrument_id: await me.instrumentId('USD'),
      side: 'buy',
      quantity: '1',
    });
    expect(fieldErrors(ownCash)).toMatchObject({
      instrument_id: "The account's own currency is its cash, not a holding to trade",
    });
    const income = await me.call(T.income, {
      account_id: broker.id,
      amount: '1',
      holding_id: holdingId,
      type: 'debit',
    });
    expect(fieldErrors(income)).toMatchObject({ holding_id: 'Income is money in: a credit' });
    // nothing of these was written
    const { getAccount } = await holdingsOf(broker);
    expect(getAccount.account.value).toBe('9198.5');
  });

  it("never books on someone else's account or holding", async () => {
    const other = ledgerCalls(app, await app.signUpVerified('other@example.com'));
    const answer = await other.call(T.trade, {
      account_id: broker.id,
      asset_id: holdingId,
      side: 'sell',
      quantity: '1',
      price: '100',
      date: today(),
    });
    expect(fieldErrors(answer)).toMatchObject({ account_id: 'Account not found' });
    const edit = await other.call(T.updateTrade, { id: firstBuy, price: '1' });
    expect(edit).toMatchObject({ success: false });
  });

  it('takes a trade back: its quantity and cash return', async () => {
    const sold = (
      await me.ok(T.trade, {
        account_id: broker.id,
        asset_id: holdingId,
        side: 'sell',
        quantity: '9',
        price: '110',
        date: today(),
      })
    ).transaction!;
    let { getAssets } = await holdingsOf(broker);
    // everything sold: nothing held, nothing unrealised, all of it realised
    expect(getAssets.nodes[1]).toMatchObject({
      balance: '0',
      performance: { quantity: '0', cost_basis: '0', unrealised_gain: null, realised_gain: '176' },
    });
    await me.ok(L.deleteTransaction, { id: sold.id });
    ({ getAssets } = await holdingsOf(broker));
    expect(getAssets.nodes[1]).toMatchObject({
      balance: '9',
      performance: { cost_basis: '919.2' },
    });
  });
});

describe('quantity that comes another way', () => {
  it("costs the coins a wallet opened with what they were worth that day, in the owner's currency", async () => {
    await admin.ok(T.setPrice, { instrument_id: await admin.instrumentId('BTC'), price: '60000' });
    const wallet = await me.account('Cold wallet', '0.5', 'BTC', 'crypto');
    const { getAssets } = await holdingsOf(wallet);
    // a wallet kept in bitcoin: its figures are in the owner's currency (USD)
    expect(getAssets.nodes[0]!.performance).toMatchObject({
      currency: 'USD',
      quantity: '0.5',
      cost_basis: '30000',
      average_cost: '60000',
      market_value: '30000',
      unrealised_gain: '0',
    });
  });

  it('costs an opening balance what it was worth that day', async () => {
    const second = await me.account('Second broker', '0', 'USD', 'equity');
    await me.ok(L.createAsset, {
      name: 'World ETF',
      balance: '2',
      value: '220',
      account_id: second.id,
      instrument_id: etf,
    });
    const { getAssets } = await holdingsOf(second);
    expect(getAssets.nodes[1]!.performance).toMatchObject({
      quantity: '2',
      cost_basis: '220',
      average_cost: '110',
      unrealised_gain: '0',
    });
  });
});
