// Journey: a newcomer signs up, confirms the e-mail from the outbox, signs in, uses the shell,
// switches to German and dark mode, and signs out.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  linkFromOutbox,
  newContext,
  settled,
  startApp,
  type RunningApp,
} from './support';

let app: RunningApp;
let browser: Browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('sign up, confirm the e-mail, sign in, switch language and colour mode, sign out', async () => {
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const email = `ada.${Date.now()}@example.com`;
  const password = 'correct horse battery';

  // Landing → every call to action goes to the sign-up page.
  await page.goto('/');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('link', { name: 'Get Started For Free' }).first().click();
  await page.waitForURL('**/register');

  // Sign up: the terms must be accepted first.
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('You must agree to the terms and conditions').waitFor();
  await page.getByRole('checkbox').check();
  // the form stays until the confirmation page is drawn: no frame without a page between them
  await page.evaluate(`(() => {
    window.blankFrames = 0;
    const frame = () => {
      if (!document.querySelector('h1, h2, h3, h4, h5')) window.blankFrames += 1;
      if (!/Confirm your email/.test(document.body.innerText)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/email-confirm');
  await page.getByText('Confirm your email').first().waitFor();
  assert.equal(await page.evaluate('window.blankFrames'), 0);

  // Unverified: every signed-in page sends the user back to the confirmation screen.
  await page.goto('/dashboard');
  await page.waitForURL('**/email-confirm');

  // The confirmation mail lands in DATA_DIR/outbox; its link verifies the address.
  const link = await linkFromOutbox(
    app.dataDir,
    email,
    /https?:\/\/[^\s"<>]+\/email-verify\/[A-Za-z0-9_-]+/,
  );
  await page.goto(link);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await settled(page);

  // Sign out through the avatar popover, then sign in again.
  await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('accountant-auth')), null);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Ada Lovelace').first().waitFor();

  // Dark mode is kept across a reload.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  assert.equal(await page.evaluate(() => localStorage.getItem('colorMode')), 'dark');
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();

  // German.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.getByRole('link', { name: 'Übersicht' }).first().waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'de');

  // Sign out (in German) ends the session on the server too.
  const token = await page.evaluate(() => localStorage.getItem('accountant-auth'));
  await page.getByRole('button', { name: 'Kontomenü von Ada Lovelace' }).hover();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL('**/login');
  const res = await fetch(`${app.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ getMe { success user { email } } }' }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  assert.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');

  await context.close();
});
