// Journeys: the route guards (an expired token, an unverified person, a signed-in person on the
// sign-in page), the 404 page, language and colour mode kept across a reload for a visitor, and
// the question before leaving a form with unsaved changes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

let app: RunningApp;
let browser: Browser;
let tokens: { unverifiedToken: string; token: string };

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  tokens = await signUpConfirmed(app, 'grace@example.com', 'Grace Hopper');
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A token as the server signs them, but expired an hour ago (the app reads exp; no signature needed). */
const expiredToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    part({ alg: 'HS256', typ: 'JWT' }),
    part({ sub: '1', role: 'user', iat: now - 7200, exp: now - 3600, jti: 'expired' }),
    'signature',
  ].join('.');
};

test('an expired token is cleared and sends the person to sign in', async () => {
  const context = await signedInContext(browser, app, expiredToken());
  const page = await context.newPage();
  await page.goto('/transactions');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('accountant-auth')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('email-verified')), null);
  await context.close();
});

test('an unverified person is held on the e-mail confirmation page', async () => {
  const context = await signedInContext(browser, app, tokens.unverifiedToken, 'unverified');
  const page = await context.newPage();
  for (const path of ['/dashboard', '/accounts', '/users']) {
    await page.goto(path);
    await page.waitForURL('**/email-confirm');
  }
  await context.close();
});

test('a signed-in person on the sign-in or sign-up page goes to the dashboard', async () => {
  const context = await signedInContext(browser, app, tokens.token);
  const page = await context.newPage();
  for (const path of ['/login', '/register', '/forgot-password', '/']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
  }
  await page.getByRole('heading', { name: 'Welcome, Grace Hopper' }).waitFor();
  await context.close();
});

test('an unknown address shows the 404 page, whose action goes home', async () => {
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  // the server answers the app for any path; the app says what is missing
  assert.equal(response?.status(), 200);
  await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  await page.getByRole('link', { name: 'Back Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await context.close();
});

test('an unknown address keeps a signed-in person in the app, under a 64 px header', async () => {
  const headerHeight = (page: Page) =>
    page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
  const visitor = await newContext(browser, app.url);
  const page = await visitor.newPage();
  await page.goto('/login');
  await page.getByRole('main').waitFor();
  assert.equal(await headerHeight(page), 64, 'the public header');
  await visitor.close();
  const context = await signedInContext(browser, app, tokens.token);
  const signedIn = await context.newPage();
  await signedIn.goto('/no/such/page');
  await signedIn.getByText('Sorry, the page you visited does not exist.').waitFor();
  // the app's own frame: its menu, not the public pages' navbar
  await signedIn.getByRole('navigation', { name: 'Main menu' }).waitFor();
  assert.equal(await signedIn.getByRole('link', { name: 'Login' }).count(), 0);
  assert.equal(await headerHeight(signedIn), 64, 'the app header');
  await context.close();
});

test('a signed-in person following /login?lng=en gets English after the redirect', async () => {
  const context = await signedInContext(browser, app, tokens.token, 'user', { lng: 'de' });
  const page = await context.newPage();
  await page.goto('/login?lng=en');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Grace Hopper' }).waitFor();
  // and it is kept: the next visit without ?lng= is in English too
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Grace Hopper' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await context.close();
});

test('a visitor’s language and colour mode are kept across a reload', async () => {
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Anmelden' }).waitFor();
  await page.getByRole('button', { name: 'Zum dunklen Modus wechseln' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Anmelden' }).waitFor();
  await page.getByRole('button', { name: 'Zum hellen Modus wechseln' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  // the page itself is dark, not only the button's label
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
  assert.ok(r + g + b < 150, `a dark background, got ${background}`);
  await context.close();
});

test('leaving a form with unsaved changes asks first: Stay keeps the input, Leave goes', async () => {
  const context = await signedInContext(browser, app, tokens.token);
  const page = await context.newPage();
  await page.goto('/transactions/create');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Groceries for the week');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await dialog.getByText('Are you sure you want to leave? You have unsaved changes.').waitFor();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.match(page.url(), /\/transactions\/create$/);
  assert.equal(await description.inputValue(), 'Groceries for the week');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL('**/dashboard');
  await context.close();
});
