// Issue 26, item 2: every currency the ECB publishes rates for can be held in every account class
// that holds money and is valued at the ECB's rates (a fake ECB on 127.0.0.1); any other ISO 4217
// currency is added by an administrator and priced by hand, and the price job passes it by; a
// currency's ticker is its ISO 4217 code and its decimals are the code's minor units.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frankfurterProvider } from '../../server/domain/prices/frankfurter.js';
import { utcToday, type PriceProvider } from '../../server/domain/prices/provider.js';
import { priceJobs } from '../../server/jobs/priceJobs.js';
import { ECB_CURRENCIES, fakeServer, type FakeServer } from './fakeHttp.js';
import {
  ADMIN_EMAIL,
  ENVELOPE,
  LIST_ENVELOPE,
  makeApp,
  type Row,
  type TestApp,
} from './helpers.js';
import { ledgerCalls, type Ledger } from './ledgerHelpers.js';

/** What Frankfurter's /currencies lists: the ECB's currencies. */
const ECB_TICKERS =
  'AUD BGN BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF IDR ILS INR ISK JPY KRW MXN MYR NOK NZD PHP ' +
  'PLN RON SEK SGD THB TRY USD ZAR';
/** Units per USD, as the fake ECB publishes them today. */
const RATES: Record<string, string> = { SEK: '10.5', PLN: '4.0', EUR: '0.9' };

const Q = {
  navs: `query ($account_class: AccountClass) { getNAVInstruments(account_class: $account_class) {
    ${LIST_ENVELOPE} count nodes { ticker name decimals } } }`,
  fiats: `query { getInstruments(type: fiat, limit: 100) { nodes { ticker decimals status } } }`,
  create: `mutation ($name: String!, $ticker: String!, $type: InstrumentType!, $decimals: Int, $status: Boolean) {
    createInstrumentAdmin(name: $name, ticker: $ticker, type: $type, decimals: $decimals, status: $status) {
      ${ENVELOPE} instrument { id ticker type decimals status } } }`,
  update: `mutation ($id: ID!, $ticker: String!, $type: InstrumentType!, $decimals: Int!) {
    updateInstrumentAdmin(id: $id, ticker: $ticker, type: $type, decimals: $decimals) {
      ${ENVELOPE} instrument { id ticker decimals } } }`,
  setPrice: `mutation ($instrument_id: ID!, $price: Decimal!) {
    setInstrumentPriceAdmin(instrument_id: $instrument_id, price: $price) { ${ENVELOPE} } }`,
};

let app: TestApp;
let ecb: FakeServer;
let admin: string;
let me: Ledger;
const logged: { level: string; line: string }[] = [];
const log = {
  info: (line: string) => logged.push({ level: 'info', line }),
  warn: (line: string) => logged.push({ level: 'warn', line }),
  error: (line: string) => logged.push({ level: 'error', line }),
};

/** A provider the test never reaches (it holds no crypto or securities). */
const unused = (name: string): PriceProvider => ({
  source: 'kraken',
  name,
  latest: () => Promise.reject(new Error(`${name} asked`)),
  history: () => Promise.reject(new Error(`${name} asked`)),
});

/** The hourly price job, run once, against the fake ECB. */
const fetchPrices = () =>
  priceJobs({
    db: app.db,
    providers: {
      fiat: frankfurterProvider({ baseUrl: `${ecb.url}/v1`, timeoutMs: 2000 }),
      crypto: unused('Kraken'),
      securities: unused('Securities'),
    },
    log,
    enqueue: { backfill: async () => {}, historyRepair: async () => {} },
  }).latest();

beforeAll(async () => {
  app = await makeApp();
  ecb = await fakeServer((url) => {
    if (url.pathname === '/v1/currencies') {
      return { json: { ...ECB_CURRENCIES, SEK: 'Swedish Krona', PLN: 'Polish Złoty' } };
    }
    if (url.pathname === '/v1/latest') {
      const symbols = (url.searchParams.get('symbols') ?? '').split(',');
      const rates = symbols.filter((s) => RATES[s]).map((s) => `"${s}":${RATES[s]}`);
      // a raw body: 10.5 must not pass through a float
      return { text: `{"base":"USD","date":"${utcToday()}","rates":{${rates.join(',')}}}` };
    }
    return { status: 404, json: { message: 'not found' } };
  });
  admin = await app.signUpVerified(ADMIN_EMAIL);
  me = ledgerCalls(app, await app.signUpVerified('currencies@example.com'));
});

afterAll(async () => {
  await app.close();
  await ecb.close();
});

/** The one asset of an account: its balance, USD value and unit price. */
async function holding(account: Row) {
  const [asset] = await me.assetsOf(account.id as string);
  const { asset: full } = await me.ok(
    'query ($id: ID!) { getAsset(id: $id) { success asset { balance value unit_price } } }',
    { id: asset!.id },
  );
  return full as Row;
}

describe('the currencies the ECB quotes', () => {
  it('are active fiat instruments with their ISO 4217 minor units', async () => {
    const fiats = (await me.call(Q.fiats)).nodes!;
    const byTicker = new Map(fiats.map((f) => [f.ticker as string, f]));
    for (const ticker of ECB_TICKERS.split(' ')) {
      expect(byTicker.get(ticker), ticker).toEqual({
        ticker,
        // ISO 4217's minor units: none for the krona, yen and won
        decimals: ['ISK', 'JPY', 'KRW'].includes(ticker) ? 0 : 2,
        status: true,
      });
    }
  });

  it.each(['bank', 'cash', 'real', 'liability', 'equity'])(
    'can be held in an account of class %s',
    async (account_class) => {
      const navs = await me.ok(Q.navs, { account_class });
      const tickers = navs.nodes!.map((n) => n.ticker);
      expect(tickers).toEqual(expect.arrayContaining(ECB_TICKERS.split(' ')));
      expect(navs.nodes!.find((n) => n.ticker === 'SEK')).toEqual({
        ticker: 'SEK',
        name: 'Swedish Krona',
        decimals: 2,
      });
    },
  );

  it('value a SEK and a PLN account in USD at the ECB rate (1 / units per USD, exactly), and in a EUR base', async () => {
    const sek = await me.account('Lönekonto', '10500', 'SEK');
    const pln = await me.account('Konto osobiste', '4000', 'PLN', 'cash');
    // no rate yet: no value, never 0
    expect(await holding(sek)).toMatchObject({ value: null, unit_price: null });

    await fetchPrices();
    const asked = ecb.requests.find((u) => u.pathname === '/v1/latest')!;
    expect(asked.searchParams.get('symbols')!.split(',').sort()).toEqual(['PLN', 'SEK']);
    expect(await holding(sek)).toEqual({
      balance: '10500',
      unit_price: '0.095238095238095238',
      value: '999.999999999999999',
    });
    expect(await holding(pln)).toEqual({ balance: '4000', unit_price: '0.25', value: '1000' });

    // in a euro base (0.9 EUR per USD): each is worth EUR 900, and says so
    await me.ok('mutation { updateMe(base_currency: "EUR") { success } }', {});
    await fetchPrices(); // a base currency is fetched as a held one is
    for (const account of [sek, pln]) {
      const inEuros = (await me.getAccount(account.id as string)) as {
        base_value: string;
        base_currency: string;
      };
      expect(inEuros.base_currency).toBe('EUR');
      expect(Number(inEuros.base_value)).toBeCloseTo(900, 9);
    }
    await me.ok('mutation { updateMe(base_currency: "USD") { success } }', {});
  });
});

describe('a currency the ECB does not quote', () => {
  it('is added by an administrator (decimals from ISO 4217), priced by hand and valued; the price job passes it by', async () => {
    const added = await app.call(
      Q.create,
      { name: 'Kenyan Shilling', ticker: 'kes', type: 'fiat', status: true },
      admin,
    );
    expect(added).toMatchObject({
      success: true,
      instrument: { ticker: 'KES', type: 'fiat', decimals: 2, status: true },
    });
    const kes = added.instrument!.id as string;
    const navs = await me.ok(Q.navs, { account_class: 'bank' });
    expect(navs.nodes!.map((n) => n.ticker)).toContain('KES');

    const mpesa = await me.account('M-Pesa', '12900', 'KES');
    logged.length = 0;
    ecb.requests.length = 0;
    await expect(fetchPrices()).resolves.toEqual({ stored: expect.any(Number) as number });
    // the ECB is never asked for what it does not quote; that it has none is said once
    expect(ecb.paths().filter((p) => p.includes('KES'))).toEqual([]);
    expect(logged).toContainEqual({
      level: 'info',
      line: 'Prices: ECB (Frankfurter) has no price for KES.',
    });
    expect(logged.filter((l) => l.level !== 'info')).toEqual([]);
    expect(await holding(mpesa)).toMatchObject({ value: null });

    expect(
      await app.call(Q.setPrice, { instrument_id: kes, price: '0.0077' }, admin),
    ).toMatchObject({ success: true });
    expect(await holding(mpesa)).toEqual({
      balance: '12900',
      unit_price: '0.0077',
      value: '99.33',
    });
    // the next run keeps the price set by hand
    await fetchPrices();
    expect(await holding(mpesa)).toMatchObject({ unit_price: '0.0077', value: '99.33' });
  });
});

describe('a currency is an ISO 4217 code with its minor units', () => {
  const create = (input: Record<string, unknown>) =>
    app.call(Q.create, { name: 'A currency', type: 'fiat', ...input }, admin);

  it('refuses a ticker that is no ISO 4217 code, and decimals that are not its minor units', async () => {
    expect(await create({ ticker: 'ABC', decimals: 2 })).toMatchObject({
      success: false,
      field_errors: [
        { field: 'ticker', message: "A currency's ticker must be its ISO 4217 code, e.g. EUR" },
      ],
    });
    expect(await create({ ticker: 'KWD', decimals: 2 })).toMatchObject({
      success: false,
      field_errors: [{ field: 'decimals', message: 'KWD has 3 decimal places (ISO 4217)' }],
    });
    // anything else needs its decimals, and may be called anything
    expect(await create({ ticker: 'ABC', type: 'equity' })).toMatchObject({
      success: false,
      field_errors: [{ field: 'decimals', message: 'Decimals is required' }],
    });
    expect(await create({ ticker: 'ABC', type: 'equity', decimals: 2 })).toMatchObject({
      success: true,
    });
    expect(await create({ ticker: 'KWD', decimals: 3 })).toMatchObject({
      success: true,
      instrument: { ticker: 'KWD', decimals: 3, status: false },
    });
  });

  it('holds on update too', async () => {
    const sek = await me.instrumentId('SEK');
    expect(
      await app.call(Q.update, { id: sek, ticker: 'SEK', type: 'fiat', decimals: 0 }, admin),
    ).toMatchObject({
      success: false,
      field_errors: [{ field: 'decimals', message: 'SEK has 2 decimal places (ISO 4217)' }],
    });
    const abc = await me.instrumentId('ABC');
    expect(
      await app.call(Q.update, { id: abc, ticker: 'ABC', type: 'fiat', decimals: 2 }, admin),
    ).toMatchObject({ success: false, field_errors: [{ field: 'ticker' }] });
  });
});
