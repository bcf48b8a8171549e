// Money in and out of a list of transactions, and the list as a CSV file, through the API: the
// same filters as getTransactions; each amount at the prices of its day in the owner's currency;
// transfers inside what the list holds neither in nor out; an unpriced one counted as such, never
// as zero; fees out; a spreadsheet's formulas made inert; another person's account answers nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

const GROUP = 'key category { id category key } money_in money_out net count unpriced';
const Q = {
  flow: `query ($account_id: ID, $account_class: AccountClass, $asset_id: ID, $where: JSON,
    $by: CashFlowBy!) {
    getCashFlow(account_id: $account_id, account_class: $account_class, asset_id: $asset_id,
      where: $where, by: $by) { ${LIST_ENVELOPE} currency total { ${GROUP} } groups { ${GROUP} } } }`,
  export: `query ($account_id: ID, $where: JSON, $sort: String) {
    exportTransactions(account_id: $account_id, where: $where, sort: $sort) {
      ${LIST_ENVELOPE} filename csv count } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!, $date: Date) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price, date: $date) { ${ENVELOPE} } }`,
  updateMe: `mutation ($base_currency: String, $language: String) {
    updateMe(base_currency: $base_currency, language: $language) { ${ENVELOPE} } }`,
  categories: `query { getCategories(limit: 100) { nodes { id category key } } }`,
  baseValues: `query ($account_id: ID) { getTransactions(account_id: $account_id, limit: 100) {
    success nodes { description base_value base_currency } } }`,
};

let app: TestApp;
let me: Ledger;
let checking: Row;
let giro: Row;
let wallet: Row;
let mortgage: Row;
const category: Record<string, string> = {};

const totalOf = async (variables: Record<string, unknown>) => {
  const answer = await me.ok(Q.flow, { by: 'total', ...variables });
  return answer.total as Row;
};

beforeAll(async () => {
  app = await makeApp();
  const admin = ledgerCalls(app, await app.signUpVerified(ADMIN_EMAIL));
  const eur = await admin.instrumentId('EUR');
  await admin.ok(Q.setPrice, { instrument_id: eur, price: '1.10', date: '2026-01-01' });
  await admin.ok(Q.setPrice, { instrument_id: eur, price: '1.20', date: '2026-02-01' });
  me = ledgerCalls(app, await app.signUpVerified('flows@example.com'));
  for (const c of (await me.call(Q.categories)).nodes!) category[c.key as string] = c.id as string;
  checking = await me.account('Checking', '0');
  giro = await me.account('Girokonto', '0', 'EUR');
  // nothing prices BTC here: its amounts are unpriced
  wallet = await me.account('Wallet', '0', 'BTC', 'crypto');
  const tx = (variables: Record<string, unknown>) => me.transaction(variables);
  await tx({
    account_id: checking.id,
    amount: '3000',
    date: '2026-01-05',
    description: 'Salary',
    category_id: category.salary,
  });
  await tx({
    account_id: checking.id,
    amount: '120.50',
    date: '2026-01-10',
    transaction_type: 'debit',
    description: '=HYPERLINK("http://evil")',
    category_id: category.groceries,
  });
  await tx({
    account_id: checking.id,
    amount: '80',
    fee: '1',
    date: '2026-02-03',
    transaction_type: 'debit',
    description: 'Dinner, with "friends"',
    category_id: category.dining,
  });
  await tx({
    account_id: checking.id,
    amount: '1000',
    destination_amount: '900',
    date: '2026-01-20',
    transaction_type: 'transfer',
    destination_account_id: giro.id,
    description: 'To savings',
  });
  await tx({
    account_id: giro.id,
    amount: '100',
    date: '2026-02-10',
    transaction_type: 'debit',
    description: 'Supermarkt',
    category_id: category.groceries,
  });
  await tx({ account_id: wallet.id, amount: '0.5', date: '2026-01-15', description: 'Reward' });
  // borrowing: the mortgage drawn is neither in nor out, but for the debt itself
  mortgage = await me.account('Mortgage', '0', 'USD', 'liability');
  await tx({
    account_id: mortgage.id,
    amount: '200000',
    date: '2026-01-02',
    transaction_type: 'debit',
    description: 'Mortgage drawn',
  });
});
afterAll(() => app.close());

describe('getCashFlow', () => {
  it('sums what came in and went out of all accounts: transfers between them neither', async () => {
    expect(await totalOf({})).toEqual({
      key: null,
      category: null,
      money_in: '3000',
      // 120.50 + 80 + a fee of 1 + 100 EUR at 1.20
      money_out: '321.5',
      net: '2678.5',
      // the mortgage drawn counted among them, but neither in nor out
      count: 7,
      unpriced: 1,
    });
  });

  it('counts borrowing only in the list of the debt or of the debts', async () => {
    for (const narrowing of [{ account_id: mortgage.id }, { account_class: 'liability' }]) {
      expect(await totalOf(narrowing)).toMatchObject({
        money_in: '0',
        money_out: '200000',
        count: 1,
      });
    }
  });

  it("counts a transfer where it leaves or reaches the list's account or class", async () => {
    expect(await totalOf({ account_id: checking.id })).toMatchObject({
      money_in: '3000',
      money_out: '1201.5',
      count: 4,
      unpriced: 0,
    });
    // what reached the Girokonto is worth what left the checking account
    expect(await totalOf({ account_id: giro.id })).toMatchObject({
      money_in: '1000',
      money_out: '120',
      count: 2,
    });
    // both ends are bank accounts: inside the class
    expect(await totalOf({ account_class: 'bank' })).toMatchObject({
      money_in: '3000',
      money_out: '321.5',
      count: 5,
      unpriced: 0,
    });
    expect(await totalOf({ account_class: 'crypto' })).toMatchObject({
      money_in: '0',
      count: 1,
      unpriced: 1,
    });
  });

  it('groups by month, oldest first, and by category, the most spent first', async () => {
    const months = await me.ok(Q.flow, { by: 'month' });
    expect(months.groups).toEqual([
      expect.objectContaining({ key: '2026-01', money_in: '3000', money_out: '120.5', count: 5 }),
      expect.objectContaining({ key: '2026-02', money_in: '0', money_out: '201', net: '-201' }),
    ]);
    const byCategory = (await me.ok(Q.flow, { by: 'category' })).groups as Row[];
    expect(byCategory.map((g) => [g.category && (g.category as Row).key, g.money_out])).toEqual([
      ['groceries', '240.5'],
      ['dining', '81'],
      ['salary', '0'],
      [null, '0'],
    ]);
  });

  it('takes the list filters, and answers in the base currency at each day’s rate', async () => {
    const february = { where: { date_gte: '2026-02-01', date_lte: '2026-02-28' } };
    expect(await totalOf(february)).toMatchObject({ money_out: '201', count: 2 });
    expect(
      await totalOf({ where: { category_id: category.groceries, account_id: checking.id } }),
    ).toMatchObject({ money_out: '120.5', count: 1 });
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    try {
      const answer = await me.ok(Q.flow, { by: 'total', ...february });
      // 81 USD at 1.20 and 100 EUR
      expect(answer).toMatchObject({ currency: 'EUR', total: { money_out: '167.5' } });
    } finally {
      await me.ok(Q.updateMe, { base_currency: 'USD' });
    }
  });

  it('follows every change of the transactions', async () => {
    const before = await totalOf({ account_id: checking.id });
    const extra = await me.transaction({
      account_id: checking.id,
      amount: '50',
      date: '2026-02-20',
      transaction_type: 'debit',
      description: 'Later',
    });
    expect(await totalOf({ account_id: checking.id })).toMatchObject({ money_out: '1251.5' });
    await me.ok(L.deleteTransaction, { id: extra.id });
    expect(await totalOf({ account_id: checking.id })).toEqual(before);
  });

  it("refuses a bad filter and finds nothing of another person's", async () => {
    const bad = await me.call(Q.flow, { by: 'total', where: { secret: 1 } });
    expect(bad).toMatchObject({ success: false, message: 'Cannot filter by "secret"' });
    const other = ledgerCalls(app, await app.signUpVerified('other-flows@example.com'));
    const answer = await other.ok(Q.flow, { by: 'total', account_id: checking.id });
    expect(answer.total).toMatchObject({ money_in: '0', money_out: '0', count: 0 });
  });
});

describe('transactions in the base currency', () => {
  it('carry their amount at the prices of their day', async () => {
    const nodes = (await me.ok(Q.baseValues, { account_id: giro.id })).nodes!;
    expect(nodes).toEqual([
      { description: 'Supermarkt', base_value: '120', base_currency: 'USD' },
      { description: 'To savings', base_value: '1000', base_currency: 'USD' },
    ]);
    const wallets = (await me.ok(Q.baseValues, { account_id: wallet.id })).nodes!;
    expect(wallets).toEqual([{ description: 'Reward', base_value: null, base_currency: 'USD' }]);
  });

  it("in a euro base, at each day's rate", async () => {
    await me.ok(Q.updateMe, { base_currency: 'EUR' });
    try {
      const nodes = (await me.ok(Q.baseValues, { account_id: giro.id })).nodes!;
      expect(nodes).toEqual([
        { description: 'Supermarkt', base_value: '100', base_currency: 'EUR' },
        // 1,000 USD on 20 January at 1.10
        { description: 'To savings', base_value: '909.090909090909090909', base_currency: 'EUR' },
      ]);
    } finally {
      await me.ok(Q.updateMe, { base_currency: 'USD' });
    }
  });
});

describe('exportTransactions', () => {
  it("writes the list's transactions in its order, formulas made inert", async () => {
    const answer = await me.ok(Q.export, { account_id: checking.id, sort: 'date:asc' });
    expect(answer.count).toBe(4);
    expect(answer.filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((answer.csv as string).split('\r\n')).toEqual([
      'Date,Description,Payee,Category,Account,To account,Type,Amount,Currency,Fee,Value (USD)',
      '2026-01-05,Salary,,Salary,Checking,,Credit,3000.00,USD,0.00,3000.00',
      `2026-01-10,"'=HYPERLINK(""http://evil"")",,Groceries,Checking,,Debit,120.50,USD,0.00,120.50`,
      '2026-01-20,To savings,,,Checking,Girokonto,Transfer,1000.00,USD,0.00,1000.00',
      '2026-02-03,"Dinner, with ""friends""",,Dining,Checking,,Debit,80.00,USD,1.00,80.00',
      '',
    ]);
  });

  it("speaks the person's language, in their currency", async () => {
    await me.ok(Q.updateMe, { language: 'de', base_currency: 'EUR' });
    try {
      const answer = await me.ok(Q.export, { account_id: giro.id, sort: 'date:asc' });
      expect((answer.csv as string).split('\r\n')).toEqual([
        'Datum,Beschreibung,Empfänger,Kategorie,Konto,Auf Konto,Art,Betrag,Währung,Gebühr,Wert (EUR)',
        // 1,000 USD on 20 January at 1.10
        '2026-01-20,To savings,,,Checking,Girokonto,Umbuchung,1000.00,USD,0.00,909.09',
        '2026-02-10,Supermarkt,,Lebensmittel,Girokonto,,Belastung,100.00,EUR,0.00,100.00',
        '',
      ]);
    } finally {
      await me.ok(Q.updateMe, { language: 'en', base_currency: 'USD' });
    }
  });

  it('refuses a bad filter', async () => {
    expect(await me.call(Q.export, { where: { nope: true } })).toMatchObject({
      success: false,
      message: 'Cannot filter by "nope"',
      count: 0,
    });
  });
});
