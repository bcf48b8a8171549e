// Dates within a window, histories of bounded size at every range, and a row budget per request
// (issue 23: one transaction dated 0100-01-01 made a history of 703,786 daily points).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIEST_DAY, latestDay, shiftDays, today } from '../../server/domain/days.js';
import { MAX_HISTORY_POINTS } from '../../server/domain/valuation.js';
import { ROW_BUDGET } from '../../server/graphql/context.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  type Row,
  type TestApp,
  uploadAs,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const HISTORY = `query ($range: HistoryRange!) { getNetWorthHistory(range: $range) { ${LIST_ENVELOPE}
  nodes { date net_worth } } }`;
const BALANCES = `query ($account_id: ID, $range: HistoryRange!) {
  getBalanceHistory(account_id: $account_id, range: $range) { ${LIST_ENVELOPE} nodes { date balance value } } }`;
const SET_PRICE = `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
  setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`;
const PRICES = `query ($instrument_id: ID!) { getPrices(instrument_id: $instrument_id) { ${LIST_ENVELOPE}
  nodes { date price } } }`;
const VALUE = `mutation ($asset_id: ID!, $date: Date!, $value: Decimal!) {
  createAssetValuation(asset_id: $asset_id, date: $date, value: $value) { ${ENVELOPE} } }`;

const fieldErrors = (answer: { field_errors?: { field: string; message: string }[] | null }) =>
  Object.fromEntries((answer.field_errors ?? []).map((e) => [e.field, e.message]));

let app: TestApp;
let admin: Ledger;
let me: Ledger;

beforeAll(async () => {
  app = await makeApp();
  admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  me = ledgerCalls(app, await app.signUpVerified('old-money@example.com'));
});
afterAll(() => app.close());

describe('the days a person may give', () => {
  it('refuses a transaction dated before 1900 or more than a year ahead, and takes the bounds', async () => {
    const account = await me.account('Window', '0');
    const dated = (date: string) =>
      me.call(L.createTransaction, {
        account_id: account.id,
        amount: '1',
        description: 'dated',
        transaction_type: 'credit',
        date,
      });
    for (const date of ['0100-01-01', '1899-12-31']) {
      const answer = await dated(date);
      expect(answer.success).toBe(false);
      expect(fieldErrors(answer)).toEqual({ date: `Date must be on or after ${EARLIEST_DAY}` });
    }
    const ahead = await dated(shiftDays(latestDay(), 1));
    expect(fieldErrors(ahead)).toEqual({ date: 'Date must be at most a year from today' });
    expect((await dated(EARLIEST_DAY)).success).toBe(true);
    expect((await dated(latestDay())).success).toBe(true);
    await me.ok(L.deleteAccount, { id: account.id });
  });

  it('refuses a valuation or a price dated before 1900', async () => {
    const house = await me.account('Cottage', '1000', 'USD', 'real');
    const [asset] = await me.assetsOf(house.id as string);
    const valued = await me.call(VALUE, { asset_id: asset!.id, date: '1899-06-30', value: '5' });
    expect(fieldErrors(valued)).toEqual({ date: `Date must be on or after ${EARLIEST_DAY}` });
    const priced = await admin.call(SET_PRICE, {
      instrument_id: await admin.instrumentId('EUR'),
      price: '1.1',
      date: '1899-06-30',
    });
    expect(fieldErrors(priced)).toEqual({ date: `Date must be on or after ${EARLIEST_DAY}` });
    await me.ok(L.deleteAccount, { id: house.id });
  });
});

describe('a history since 1900', () => {
  let account: Row;
  beforeAll(async () => {
    account = await me.account('Heirloom account', '0');
    await me.transaction({ account_id: account.id, amount: '100', date: EARLIEST_DAY });
    await me.transaction({ account_id: account.id, amount: '50', date: shiftDays(today(), -40) });
    await me.transaction({
      account_id: account.id,
      amount: '20',
      date: shiftDays(today(), -3),
      transaction_type: 'debit',
    });
  });

  it('answers at most MAX_HISTORY_POINTS points, today last, that agree with the daily ones', async () => {
    const all = (await me.ok(HISTORY, { range: 'ALL' })).nodes as Row[];
    expect(all.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS);
    expect(all.at(-1)).toEqual({ date: today(), net_worth: '130' });
    expect((all[0]!.date as string) >= EARLIEST_DAY).toBe(true);
    expect(all[0]!.net_worth).toBe('100');
    const daily = new Map(
      ((await me.ok(HISTORY, { range: 'Y1' })).nodes as Row[]).map((row) => [row.date, row]),
    );
    expect(daily.size).toBeGreaterThan(360);
    const recent = all.filter((point) => daily.has(point.date as string));
    expect(recent.length).toBeGreaterThan(0);
    for (const point of recent) expect(point).toEqual(daily.get(point.date as string));
  });

  it("answers an account's balance at the same points as the net worth", async () => {
    const balances = (await me.ok(BALANCES, { account_id: account.id, range: 'ALL' }))
      .nodes as Row[];
    const all = (await me.ok(HISTORY, { range: 'ALL' })).nodes as Row[];
    expect(balances.map((row) => [row.date, row.balance])).toEqual(
      all.map((row) => [row.date, row.net_worth]),
    );
    expect(balances.at(-1)).toEqual({ date: today(), balance: '130', value: '130' });
    const daily = (await me.ok(BALANCES, { account_id: account.id, range: 'M1' })).nodes as Row[];
    expect(daily.at(-5)!.balance).toBe('150');
    expect(daily.at(-4)!.balance).toBe('130');
  });

  it("samples an instrument's prices over a century the same way, the newest last", async () => {
    const instrument_id = await admin.instrumentId('GBP');
    for (const date of [EARLIEST_DAY, '1950-06-01', shiftDays(today(), -1)]) {
      await admin.ok(SET_PRICE, { instrument_id, price: date.slice(0, 4), date });
    }
    const prices = (await me.ok(PRICES, { instrument_id })).nodes as Row[];
    expect(prices.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS);
    expect(prices.map((row) => row.price)).toEqual([
      '1900',
      '1950',
      shiftDays(today(), -1).slice(0, 4),
    ]);
  });

  it(`refuses a request past ${ROW_BUDGET} rows of histories`, async () => {
    const points = ((await me.ok(HISTORY, { range: 'ALL' })).nodes as Row[]).length;
    const histories = (fields: number) =>
      app.gql(
        `{ ${Array.from(
          { length: fields },
          (_, i) => `h${i}: getNetWorthHistory(range: ALL) { success nodes { date } }`,
        ).join(' ')} }`,
        {},
        me.token,
      );
    const within = Math.floor(ROW_BUDGET / points);
    expect((await histories(within)).errors).toBeUndefined();
    const over = await histories(within + 1);
    expect(over.errors?.[0]).toMatchObject({
      message: `This request asks for more than ${ROW_BUDGET} rows: ask for them in smaller requests`,
      extensions: { code: 'ROW_BUDGET' },
    });
  });
});

describe('a history of years of transactions, a statement of thousands among them', () => {
  const UPLOAD = `mutation ($file: Upload!, $account_id: ID!) {
    uploadBankStatement(file: $file, account_id: $account_id) { ${ENVELOPE} upload_id count } }`;
  const CONFIRM = `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!) {
    confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows) { ${ENVELOPE} count } }`;

  it('agrees at every point with the transactions up to it, however its days were chunked', async () => {
    const person = ledgerCalls(app, await app.signUpVerified('chronicle@example.com'));
    const checking = await person.account('Chronicle checking', '0');
    const savings = await person.account('Chronicle savings', '0');
    /** What each day's transactions moved the net worth by, in cents. */
    const moved: { date: string; cents: number }[] = [];
    // More rows in a few months than one chunk of the repair reads (valuation.ts, chunkEnd).
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 2_600; i++) {
      const date = shiftDays(today(), -30 - (i % 400));
      const cents = (i % 3 === 0 ? 1 : -1) * ((i % 900) + 1);
      lines.push(`${date},Row ${i},${(cents / 100).toFixed(2)}`);
      moved.push({ date, cents });
    }
    const staged = await uploadAs(
      app,
      person.token,
      UPLOAD,
      { account_id: checking.id },
      { content: lines.join('\n'), name: 'years.csv' },
    );
    const rows = Array.from({ length: staged.count as number }, (_, row) => row);
    expect(rows).toHaveLength(2_600);
    const confirmed = await person.ok(CONFIRM, {
      account_id: checking.id,
      upload_id: staged.upload_id,
      rows,
    });
    expect(confirmed.count).toBe(2_600);
    // Older transactions, written after the statement: the repair starts over from 2010.
    await person.transaction({ account_id: checking.id, amount: '1000', date: '2010-03-01' });
    moved.push({ date: '2010-03-01', cents: 100_000 });
    await person.transaction({
      account_id: checking.id,
      destination_account_id: savings.id,
      transaction_type: 'transfer',
      amount: '250',
      fee: '2.50',
      date: '2015-06-01',
    });
    moved.push({ date: '2015-06-01', cents: -250 });
    await person.transaction({
      account_id: savings.id,
      amount: '40',
      date: '2018-09-30',
      transaction_type: 'debit',
    });
    moved.push({ date: '2018-09-30', cents: -4_000 });

    /** Each point's net worth is what the transactions up to its day moved, to the cent. */
    const expectAgreeing = (points: Row[]) => {
      for (const point of points) {
        const cents = moved
          .filter(({ date }) => date <= (point.date as string))
          .reduce((sum, { cents }) => sum + cents, 0);
        expect([point.date, Math.round(Number(point.net_worth) * 100)]).toEqual([
          point.date,
          cents,
        ]);
      }
    };
    const points = (await person.ok(HISTORY, { range: 'ALL' })).nodes as Row[];
    expect((points[0]!.date as string) < '2010-06-01').toBe(true);
    expect(points.at(-1)!.date).toBe(today());
    expectAgreeing(points);
    // and day by day over the statement's last months
    const daily = (await person.ok(HISTORY, { range: 'Y1' })).nodes as Row[];
    expect(daily.length).toBeGreaterThan(360);
    expectAgreeing(daily);
  });
});
