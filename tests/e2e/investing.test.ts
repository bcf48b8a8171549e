// Journey: a person investing from Germany. Euros are their currency; they open a brokerage
// account, find an all-world ETF by its name (the securities provider is a fake Yahoo Finance on
// 127.0.0.1), buy it in two lots, and see its quantity, cost, value and gain in euros; then a
// hardware wallet holding bitcoin and ether; and the dashboard, whose change tells the money they
// added to tracking apart from what the markets did.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiOk,
  chooseOption,
  instrumentIdOf,
  launchBrowser,
  pickOption,
  signedInContext,
  signUpConfirmed,
  startApp,
} from './support';
import type { RunningApp } from './support';

const ADMIN = 'boss@example.com';

let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
let boss: string;
let yahoo: Server;

const ok = (query: string, variables: object, as: string) => apiOk(app, query, variables, as);

const instrumentId = (ticker: string, as: string) => instrumentIdOf(app, ticker, as);

const setPrice = async (ticker: string, price: string, date?: string) =>
  ok(
    `mutation ($i: ID!, $p: Decimal!, $d: Date) {
      setInstrumentPriceAdmin(instrument_id: $i, price: $p, date: $d) { success } }`,
    { i: await instrumentId(ticker, boss), p: price, d: date },
    boss,
  );

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The fake Yahoo Finance: "all-world" finds the ETF; its chart says what it is. */
function fakeYahoo(): Promise<string> {
  yahoo = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/v1/finance/search') {
      const found = /all-world/i.test(url.searchParams.get('q') ?? '');
      return json({
        quotes: found
          ? [
              {
                symbol: 'VWCE.DE',
                longname: 'Vanguard FTSE All-World UCITS ETF',
                quoteType: 'ETF',
                exchange: 'GER',
                exchDisp: 'XETRA',
              },
            ]
          : [],
        news: [],
      });
    }
    if (url.pathname === '/v8/finance/chart/VWCE.DE') {
      const now = Math.floor(Date.now() / 1000);
      return json({
        chart: {
          result: [
            {
              meta: {
                currency: 'EUR',
                symbol: 'VWCE.DE',
                exchangeName: 'GER',
                fullExchangeName: 'XETRA',
                instrumentType: 'ETF',
                longName: 'Vanguard FTSE All-World UCITS ETF',
                regularMarketPrice: 100,
                regularMarketTime: now,
                gmtoffset: 3600,
              },
              timestamp: [now],
              indicators: { quote: [{ close: [100] }] },
            },
          ],
          error: null,
        },
      });
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    yahoo.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(yahoo.address() as AddressInfo).port}`),
    ),
  );
}

before(async () => {
  app = await startApp({ ADMIN_EMAIL: ADMIN, SECURITIES_API_URL: await fakeYahoo() });
  browser = await launchBrowser();
  boss = (await signUpConfirmed(app, ADMIN, 'Barbara Boss')).token;
  // prices in USD, today and a month ago: 1 EUR = 1.25, 1 BTC = 80,000, 1 ETH = 4,000
  for (const date of [daysAgo(30), undefined]) {
    await setPrice('EUR', '1.25', date);
    await setPrice('BTC', '80000', date);
    await setPrice('ETH', '4000', date);
  }
  ({ token } = await signUpConfirmed(app, 'ines@example.com', 'Ines Investor'));
  page = await (await signedInContext(browser, app, token)).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
  yahoo?.close();
});

const choose = (label: string, text: string, option: string | RegExp) =>
  chooseOption(page, label, text, option);
const pick = (label: string, option: string) => pickOption(page, label, option);

test('euros, a brokerage account, an ETF found by name and bought in two lots', async () => {
  await page.goto('/settings');
  await choose('Currency of your figures', 'euro', 'EUR · Euro');
  // auto-saved: the server has it within a few seconds
  for (let i = 0; ; i++) {
    const me = await ok('query { getMe { success user { base_currency { ticker } } } }', {}, token);
    if ((me.user as { base_currency: { ticker: string } }).base_currency.ticker === 'EUR') break;
    if (i > 50) throw new Error('the settings page did not save the currency');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const depot = await ok(
    `mutation ($i: ID!) { createAccount(name: "Depot", value: "5000", instrument_id: $i,
      account_class: equity) { success account { id } } }`,
    { i: await instrumentId('EUR', token) },
    token,
  );
  await page.goto(`/accounts/show/${(depot.account as { id: string }).id}`);

  const buy = async (quantity: string, price: string, date: string, find = false) => {
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a trade' });
    if (find) {
      await choose('Security or coin', 'all-world', /^VWCE\.DE — Vanguard FTSE All-World/);
    } else {
      await choose('Security or coin', 'VWCE', /^VWCE\.DE — /);
    }
    await dialog.getByLabel(/^Quantity/).fill(quantity);
    await dialog.getByLabel(/^Price per unit/).fill(price);
    await dialog.getByLabel(/^Fee/).fill('1');
    await dialog.getByLabel(/^Date/).fill(date);
    await dialog.getByRole('button', { name: 'Record trade' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  await buy('10', '90', daysAgo(20), true);
  // the provider's prices of the ETF (in euros), as the price job would store them
  await setPrice('VWCE.DE', '90', daysAgo(30));
  await setPrice('VWCE.DE', '100');
  await buy('5', '95', daysAgo(10));

  // 15 units for 900 + 1 + 475 + 1 = €1,377.00; worth 15 × €100 = €1,500.00; +€123.00 (+8.9%)
  const row = page.getByRole('row', { name: /^Vanguard FTSE All-World/ });
  for (const text of [/15\.00\sVWCE\.DE/u, '€1,500.00', '€1,377.00', '+€123.00 (+8.9%)']) {
    await row.filter({ hasText: text }).waitFor();
  }
  // the cash paid for both: 5,000 − 1,377
  await page
    .getByRole('row', { name: /^Depot/ })
    .getByText('€3,623.00')
    .first()
    .waitFor();
});

test('a hardware wallet holding bitcoin and ether', async () => {
  const wallet = await ok(
    `mutation ($i: ID!) { createAccount(name: "Hardware wallet", value: "0.5", instrument_id: $i,
      account_class: crypto) { success account { id } } }`,
    { i: await instrumentId('BTC', token) },
    token,
  );
  await page.goto('/assets/create');
  await page.getByLabel(/^Name/).fill('Ether');
  await pick('Account', 'Hardware wallet');
  await choose('Instrument', 'ETH', 'ETH · Ether');
  await page.getByLabel(/^Quantity balance/).fill('2');
  await page.getByRole('button', { name: 'Add asset' }).click();
  await page.waitForURL('**/assets/show/**');
  await page.goto(`/accounts/show/${(wallet.account as { id: string }).id}`);
  const holdings = page.getByRole('table', { name: 'Holdings' });
  // 0.5 BTC × 80,000 ÷ 1.25 and 2 ETH × 4,000 ÷ 1.25
  await holdings.getByText('€32,000.00').first().waitFor();
  await holdings.getByText('€6,400.00').first().waitFor();

  // the Assets page: what is held, each once; its rows lead to where each is held
  await page.goto('/assets');
  await page
    .getByRole('row', { name: /^Vanguard FTSE All-World/ })
    .filter({ hasText: /15\.00\sVWCE\.DE/u })
    .waitFor();
  await page
    .getByRole('row', { name: /^Ether/ })
    .filter({ hasText: '€6,400.00' })
    .click();
  await page.waitForURL('**/assets/holdings/show/**');
  const held = page.getByRole('grid', { name: 'Where it is held' });
  await held.getByText('Hardware wallet').first().waitFor();
});

test('the dashboard tells money added to tracking from what the markets did', async () => {
  await page.goto('/dashboard');
  // every account and holding opened within the last 30 days: added, not gained
  const summary = await ok(
    'query { getDashboardSummary { success currency net_worth added_30d change_30d investments { market_value } } }',
    {},
    token,
  );
  if (summary.currency !== 'EUR' || !/[1-9]/u.test(String(summary.added_30d))) {
    throw new Error(`expected euros added to tracking: ${JSON.stringify(summary)}`);
  }
  await page
    .getByText(/added to tracking/u)
    .first()
    .waitFor();
  await page.getByRole('heading', { name: 'Investments' }).waitFor();
});
