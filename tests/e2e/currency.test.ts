// Journey: a person in Germany makes euros their currency on their first dashboard, holds Swedish
// kronor, bitcoin and ether (the ether as its own holding in the bitcoin wallet), and sees every
// figure in euros at the day's rates; their settings switch it back to dollars.
import assert from 'node:assert/strict';
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

const ok = (query: string, variables: object, as: string) => apiOk(app, query, variables, as);

const instrumentId = (ticker: string, as: string) => instrumentIdOf(app, ticker, as);

before(async () => {
  app = await startApp({ ADMIN_EMAIL: ADMIN });
  browser = await launchBrowser();
  const boss = await signUpConfirmed(app, ADMIN, 'Barbara Boss');
  // today's prices, in USD: 1 EUR = 1.25, 1 SEK = 0.1, 1 BTC = 80,000, 1 ETH = 4,000
  for (const [ticker, price] of [
    ['EUR', '1.25'],
    ['SEK', '0.1'],
    ['BTC', '80000'],
    ['ETH', '4000'],
  ] as const) {
    await ok(
      `mutation ($i: ID!, $p: Decimal!) { setInstrumentPriceAdmin(instrument_id: $i, price: $p) { success } }`,
      { i: await instrumentId(ticker, boss.token), p: price },
      boss.token,
    );
  }
  ({ token } = await signUpConfirmed(app, 'erika@example.com', 'Erika Mustermann'));
  page = await (await signedInContext(browser, app, token)).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

const choose = (label: string, text: string, option: string | RegExp) =>
  chooseOption(page, label, text, option);
const pick = (label: string, option: string) => pickOption(page, label, option);

test('a new person chooses euros on their first dashboard', async () => {
  await page.goto('/dashboard');
  await page.getByText('Your figures are shown in US dollars.').waitFor();
  await page.getByRole('button', { name: 'Change currency' }).click();
  await choose('Currency of your figures', 'euro', 'EUR · Euro');
  await page.getByText('Your figures are shown in euros.').waitFor();
  const me = await ok('query { getMe { success user { base_currency { ticker } } } }', {}, token);
  assert.deepEqual(me.user, { base_currency: { ticker: 'EUR' } });
});

test('kronor, bitcoin and ether in one wallet, every figure in euros', async () => {
  await ok(
    `mutation ($i: ID!) { createAccount(name: "Sparkonto", value: "1000", instrument_id: $i,
      account_class: bank) { success } }`,
    { i: await instrumentId('SEK', token) },
    token,
  );
  await ok(
    `mutation ($i: ID!) { createAccount(name: "Cold wallet", value: "0.5", instrument_id: $i,
      account_class: crypto) { success } }`,
    { i: await instrumentId('BTC', token) },
    token,
  );

  // Ether is its own holding in the bitcoin wallet, chosen with the instrument picker.
  await page.goto('/assets/create');
  await page.getByLabel(/^Name/).fill('Ether');
  await pick('Account', 'Cold wallet');
  await choose('Instrument', 'ETH', 'ETH · Ether');
  await page.getByLabel(/^Quantity balance/).fill('2');
  await page.getByRole('button', { name: 'Add asset' }).click();
  await page.waitForURL('**/assets/show/**');

  // (1,000 SEK × 0.1 + 0.5 BTC × 80,000 + 2 ETH × 4,000) USD ÷ 1.25 = €38,480.00
  await page.goto('/dashboard');
  await page.getByText('€38,480.00').first().waitFor();
  const wallet = await ok(
    `query { getAccounts(account_class: crypto) { success nodes { name value base_value
      base_currency unpriced } } }`,
    {},
    token,
  );
  assert.deepEqual(wallet.nodes, [
    {
      name: 'Cold wallet',
      value: '0.5',
      base_value: '38400',
      base_currency: 'EUR',
      unpriced: [],
    },
  ]);

  // The settings switch it back: the same holdings in dollars.
  await page.goto('/settings');
  await choose('Currency of your figures', 'USD', 'USD · US Dollar');
  // auto-saved: the server has it within a few seconds
  for (let i = 0; ; i++) {
    const me = await ok('query { getMe { success user { base_currency { ticker } } } }', {}, token);
    if ((me.user as { base_currency: { ticker: string } }).base_currency.ticker === 'USD') break;
    assert.ok(i < 50, 'the settings page did not save the currency');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.goto('/dashboard');
  await page.getByText('$48,100.00').first().waitFor();
});
