// Many holdings per account, through the API: a holding of another instrument than the account's
// currency (Ether in a bitcoin wallet), the instruments an account's class may hold, a holding's
// quantity booked as transactions (its opening quantity, a balance edit), and an account's total
// counting the holdings that have a price while naming those without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../server/domain/days.js';
import { ADMIN_EMAIL, ENVELOPE, LIST_ENVELOPE, makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const H = {
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  createInstrument: `mutation ($name: String!, $ticker: String!, $type: InstrumentType!, $decimals: Int, $status: Boolean) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: $type, decimals: $decimals, status: $status) {
      ${ENVELOPE} instrument { id } } }`,
  transactions: `query ($account_id: ID, $asset_id: ID) {
    getTransactions(account_id: $account_id, asset_id: $asset_id, sort: "date:asc,created_at:asc") {
      ${LIST_ENVELOPE} count nodes { asset_id transaction_type amount fee description date
      instrument { ticker } } } }`,
  balances: `query ($account_id: ID, $asset_id: ID, $range: HistoryRange!) {
    getBalanceHistory(account_id: $account_id, asset_id: $asset_id, range: $range) { ${LIST_ENVELOPE}
    nodes { date balance value } } }`,
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

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  me = ledgerCalls(app, await app.signUpVerified('holder@example.com'));
  await admin.ok(H.setPrice, { instrument_id: await admin.instrumentId('BTC'), price: '60000' });
});
afterAll(() => app.close());

describe('a holding of another instrument', () => {
  it('holds Ether in a bitcoin wallet as its own holding, opened by a dated transaction', async () => {
    const wallet = await me.account('Hardware wallet', '0.5', 'BTC', 'crypto');
    const eth = await me.instrumentId('ETH');
    const opened = daysAgo(10);
    const holding = (
      await me.ok(L.createAsset, {
        name: 'Ether',
        balance: '2',
        value: '2',
        account_id: wallet.id,
        instrument_id: eth,
        date: opened,
      })
    ).asset!;
    expect(holding).toMatchObject({
      name: 'Ether',
      account_id: wallet.id,
      instrument_id: eth,
      instrument: { id: eth, ticker: 'ETH', decimals: 18 },
      balance: '2',
      asset_class: 'crypto',
      // its own instrument's price: none yet, so missing (never 2 BTC's worth)
      value: null,
      unit_price: null,
    });

    // The wallet's own balance (in BTC) does not move: 2 ETH are no bitcoin.
    expect(await me.getAccount(wallet.id as string)).toMatchObject({
      value: '0.5',
      initial_value: '0.5',
    });
    const [primary] = await me.assetsOf(wallet.id as string);
    expect(primary).toMatchObject({ balance: '0.5', instrument: { ticker: 'BTC' } });

    // The quantity is a transaction in the account's list, on its date, in ETH.
    const listed = await me.call(H.transactions, { account_id: wallet.id });
    expect(listed.nodes).toEqual([
      {
        asset_id: holding.id,
        transaction_type: 'credit',
        amount: '2',
        fee: '0',
        description: 'Opening balance',
        date: opened,
        instrument: { ticker: 'ETH' },
      },
    ]);

    // Its history starts on that day, holding 2 from the first point on.
    const history = await me.ok(H.balances, { asset_id: holding.id, range: 'ALL' });
    const points = history.nodes as { date: string; balance: string }[];
    expect(points[0]).toMatchObject({ date: opened, balance: '2' });
    expect(points.at(-1)).toMatchObject({ date: today(), balance: '2' });
    expect(points.every((p) => p.balance === '2')).toBe(true);
    // The wallet's own history is its bitcoin only.
    const own = await me.ok(H.balances, { account_id: wallet.id, range: 'ALL' });
    expect((own.nodes as { balance: string }[]).every((p) => p.balance === '0.5')).toBe(true);
  });

  it("checks the quantity in the chosen instrument's decimals and the day it opens on", async () => {
    const wallet = await me.account('Decimals wallet', '0', 'BTC', 'crypto');
    const answer = await me.call(L.createAsset, {
      name: 'Tether',
      balance: '1.1234567',
      value: '1.1234567',
      account_id: wallet.id,
      instrument_id: await me.instrumentId('USDT'),
      date: '2999-01-01',
    });
    expect(fieldErrors(answer)).toEqual({
      balance: 'At most 6 decimal places',
      date: 'The opening balance cannot be dated in the future',
    });
  });

  it('refuses an instrument the account class does not hold, or one not active', async () => {
    const wallet = await me.account('Class wallet', '0', 'BTC', 'crypto');
    const bank = await me.account('Class bank', '100');
    const house = await me.account('Class house', '300000', 'EUR', 'real');
    const broker = await me.account('Class broker', '0', 'USD', 'equity');
    const refused = async (account_id: unknown, ticker: string) =>
      fieldErrors(
        await me.call(L.createAsset, {
          name: 'X',
          value: '1',
          account_id,
          instrument_id: await me.instrumentId(ticker),
        }),
      );
    expect(await refused(wallet.id, 'EUR')).toEqual({
      instrument_id: 'A crypto account holds crypto assets only',
    });
    expect(await refused(bank.id, 'ETH')).toEqual({
      instrument_id: 'A bank account holds currencies only',
    });
    expect(await refused(house.id, 'USD')).toEqual({
      instrument_id: "A real asset is held in its account's currency",
    });
    expect(await refused(broker.id, 'BTC')).toEqual({
      instrument_id: 'A brokerage account holds equities, commodities and currencies only',
    });
    const unknown = await me.call(L.createAsset, {
      name: 'X',
      value: '1',
      account_id: wallet.id,
      instrument_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(fieldErrors(unknown)).toEqual({ instrument_id: 'Instrument not found' });

    await admin.ok(H.createInstrument, {
      name: 'Dormant coin',
      ticker: 'DRMT',
      type: 'crypto',
      decimals: 8,
      status: false,
    });
    expect(await refused(wallet.id, 'DRMT')).toEqual({ instrument_id: 'DRMT is not available' });

    // A brokerage holds a currency beside its own; nothing was stored by the refusals.
    await me.ok(L.createAsset, {
      name: 'Euro cash',
      value: '50',
      account_id: broker.id,
      instrument_id: await me.instrumentId('EUR'),
    });
    expect((await me.assetsOf(wallet.id as string)).map((a) => a.name)).toEqual(['Class wallet']);
    expect((await me.assetsOf(broker.id as string)).map((a) => a.name)).toEqual([
      'Class broker',
      'Euro cash',
    ]);
  });
});

describe("a holding's quantity", () => {
  it('moves by a booked adjustment when its balance is edited, never silently: one a day', async () => {
    const wallet = await me.account('Adjusted wallet', '1', 'BTC', 'crypto');
    const holding = (
      await me.ok(L.createAsset, {
        name: 'Solana',
        balance: '10',
        value: '10',
        account_id: wallet.id,
        instrument_id: await me.instrumentId('SOL'),
        date: daysAgo(3),
      })
    ).asset!;
    await me.ok(L.updateAsset, { id: holding.id, balance: '12.5', description: 'd' });
    await me.ok(L.updateAsset, { id: holding.id, balance: '4', description: 'd' });
    const listed = await me.call(H.transactions, { asset_id: holding.id });
    expect(listed.nodes).toMatchObject([
      {
        transaction_type: 'credit',
        amount: '10',
        description: 'Opening balance',
        date: daysAgo(3),
      },
      // 12.5 then 4 on one day (an edit form saves as the person types): one adjustment, 10 → 4
      {
        transaction_type: 'debit',
        amount: '6',
        description: 'Balance adjustment',
        date: today(),
      },
    ]);
    expect(listed.nodes).toHaveLength(2);
    expect((await me.ok(L.asset, { id: holding.id })).asset).toMatchObject({ balance: '4' });
    // the history shows when it changed: 10 until yesterday, 4 today
    const history = await me.ok(H.balances, { asset_id: holding.id, range: 'ALL' });
    expect(history.nodes).toMatchObject([
      { date: daysAgo(3), balance: '10' },
      { date: daysAgo(2), balance: '10' },
      { date: daysAgo(1), balance: '10' },
      { date: today(), balance: '4' },
    ]);
    // the wallet's bitcoin did not move, nor its initial balance
    expect(await me.getAccount(wallet.id as string)).toMatchObject({
      value: '1',
      initial_value: '1',
    });

    // A holding in the account's own currency is booked too, and moves the account's balance.
    const bank = await me.account('Adjusted bank', '100');
    const jar = (await me.ok(L.createAsset, { name: 'Jar', value: '5', account_id: bank.id }))
      .asset!;
    await me.ok(L.updateAsset, { id: jar.id, balance: '7', description: 'd' });
    expect(await me.getAccount(bank.id as string)).toMatchObject({
      value: '107',
      initial_value: '100',
    });
    expect((await me.call(H.transactions, { asset_id: jar.id })).count).toBe(2);

    // The primary asset's balance is still the account's own: a correction of its opening.
    const [primary] = await me.assetsOf(bank.id as string);
    await me.ok(L.updateAsset, { id: primary!.id, balance: '90', description: 'd' });
    expect(await me.getAccount(bank.id as string)).toMatchObject({
      value: '97',
      initial_value: '90',
    });
    expect((await me.call(H.transactions, { account_id: bank.id })).count).toBe(2);
  });
});

describe("an account's total", () => {
  it('counts the holdings that have a price and names those without one', async () => {
    const kraken = await me.account('Exchange', '0.5', 'BTC', 'crypto');
    const eth = await me.instrumentId('ETH');
    await me.ok(L.createAsset, {
      name: 'Ether',
      balance: '2',
      value: '2',
      account_id: kraken.id,
      instrument_id: eth,
    });
    // 0.5 BTC at $60,000: the ETH has no price and is left out, by name
    expect(await me.getAccount(kraken.id as string)).toMatchObject({
      value: '0.5',
      base_value: '30000',
      base_currency: 'USD',
      unpriced: ['ETH'],
    });
    // an empty holding without a price is nothing missing
    await me.ok(L.createAsset, {
      name: 'Cardano',
      balance: '0',
      value: '0',
      account_id: kraken.id,
      instrument_id: await me.instrumentId('ADA'),
    });
    expect((await me.getAccount(kraken.id as string)).unpriced).toEqual(['ETH']);

    await admin.ok(H.setPrice, { instrument_id: eth, price: '3000' });
    expect(await me.getAccount(kraken.id as string)).toMatchObject({
      base_value: '36000',
      unpriced: [],
    });
    const listed = await me.call(L.accounts, { where: { name: 'Exchange' } });
    expect(listed.nodes).toMatchObject([{ base_value: '36000', unpriced: [] }]);

    // Holding only what has no price: no total is known; holding nothing: it is 0.
    const dots = await me.account('Dots', '3', 'DOT', 'crypto');
    expect(await me.getAccount(dots.id as string)).toMatchObject({
      base_value: null,
      unpriced: ['DOT'],
    });
    const empty = await me.account('Empty', '0', 'DOT', 'crypto');
    expect(await me.getAccount(empty.id as string)).toMatchObject({
      base_value: '0',
      unpriced: [],
    });
  });
});
