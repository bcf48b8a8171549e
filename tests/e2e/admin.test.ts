// Journey: the administrator runs the reference data (adds an instrument, enables the Kraken venue,
// maps an instrument Kraken offers); a person sees no Administration and is turned away from it,
// then links their Kraken account by API key and finds its coins in the crypto area. Kraken is a
// fake on 127.0.0.1: the journey never reaches the internet.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { fakeServer, type FakeServer } from '../server/fakeHttp';
import {
  launchBrowser,
  settled,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

const ADMIN = 'boss@example.com';

/** Kraken's public Assets (a few, POL not mapped yet) and a private Balance of BTC and dollars. */
const kraken = (url: URL) => {
  if (url.pathname === '/0/public/Assets') {
    const asset = (altname: string, decimals: number) => ({
      aclass: 'currency',
      altname,
      decimals,
      display_decimals: Math.min(decimals, 5),
      collateral_value: 1,
      status: 'enabled',
    });
    return {
      json: {
        error: [],
        result: { XXBT: asset('XBT', 10), ZUSD: asset('ZUSD', 4), POL: asset('POL', 10) },
      },
    };
  }
  if (url.pathname === '/0/private/Balance') {
    return { json: { error: [], result: { XXBT: '0.5000000000', ZUSD: '120.5000' } } };
  }
  return { status: 404, json: { error: ['EGeneral:Unknown method'] } };
};

let fake: FakeServer;
let app: RunningApp;
let browser: Browser;
let admin: Page;
let person: Page;

before(async () => {
  fake = await fakeServer(kraken);
  app = await startApp({ ADMIN_EMAIL: ADMIN, KRAKEN_API_URL: fake.url });
  browser = await launchBrowser();
  const boss = await signUpConfirmed(app, ADMIN, 'Barbara Boss');
  const user = await signUpConfirmed(app, 'paul@example.com', 'Paul Person');
  admin = await (await signedInContext(browser, app, boss.token, 'admin')).newPage();
  person = await (await signedInContext(browser, app, user.token, 'user')).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

const choose = async (page: Page, label: RegExp, option: RegExp | string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

test('the administrator adds an instrument', async () => {
  await admin.goto('/instruments/create');
  await admin.waitForLoadState('networkidle');
  await admin.getByLabel(/^Name/).fill('Polygon');
  await admin.getByLabel(/^Ticker/).fill('POL');
  await choose(admin, /^Type/, 'Crypto');
  await admin.getByLabel(/^Decimals/).fill('18');
  await admin.getByRole('button', { name: 'Add instrument' }).click();
  await admin.waitForURL('**/instruments/show/**');
  await admin.getByRole('heading', { name: 'Polygon' }).waitFor();
});

test('the administrator enables Kraken and maps an instrument it offers', async () => {
  await admin.goto('/venues');
  await admin.waitForLoadState('networkidle');
  await admin.getByText('Kraken', { exact: true }).first().click();
  await admin.waitForURL('**/venues/show/**');
  const venueUrl = admin.url();
  await admin.getByRole('link', { name: 'Edit' }).click();
  await admin.waitForURL('**/venues/edit/**');
  await admin.getByLabel('Enabled: users can link accounts to it').check();
  await admin.getByText('Saved', { exact: true }).waitFor();
  await admin.goto(venueUrl);
  await admin.getByText('Unmapped instruments').waitFor();
  await admin.getByRole('link', { name: 'Map POL' }).click();
  await admin.waitForURL('**/mappings/create**');
  await settled(admin);
  assert.equal(await admin.getByLabel(/^Symbol/).inputValue(), 'POL');
  await admin.getByRole('button', { name: 'Add mapping' }).click();
  await admin.waitForURL('**/mappings/show/**');
  await admin.getByText('POL', { exact: true }).first().waitFor();
});

test('a person sees no Administration and is turned away from it', async () => {
  await person.goto('/dashboard');
  await person.getByRole('navigation').first().waitFor();
  await person.waitForLoadState('networkidle');
  assert.equal(await person.getByText('Administration').count(), 0);
  await person.goto('/users');
  await person.waitForURL('**/dashboard');
});

test('a person links a Kraken account and sees its coins in the crypto area', async () => {
  await person.goto('/accounts/create?mode=venue');
  await person.waitForLoadState('networkidle');
  await choose(person, /^Venue/, 'Kraken');
  await person.getByLabel(/^API key/).fill('my-api-key');
  await person.getByLabel(/^Private key/).fill(Buffer.from('a private key').toString('base64'));
  await person
    .getByRole('button', { name: /Create|Add|Link/ })
    .last()
    .click();
  await person.waitForURL('**/accounts/show/**');
  await person.getByText(/linked and synced/i).waitFor();
  await person.getByRole('main').getByText('$120.50').first().waitFor();

  await person.goto('/crypto');
  await person.waitForLoadState('networkidle');
  await person.getByText('Bitcoin').first().waitFor();
  // the credentials were never sent back
  const pageText = await person.content();
  assert.equal(pageText.includes('my-api-key'), false);
});
