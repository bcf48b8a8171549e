// Journey (issue 28): a person signed in on a laptop and a phone sees both sessions, ends the
// phone's (the phone is then signed out), signs out everywhere else, and reads what happened in
// the security log.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  settled,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct horse battery';

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

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await settled(page);
}

test("end the phone's session, sign out everywhere else, read the security log", async () => {
  const email = `two.devices.${Date.now()}@example.com`;
  // the sign-up and the confirmation are two sessions of a script (node's fetch)
  await signUpConfirmed(app, email, 'Ada Lovelace', PASSWORD);

  const laptopContext = await newContext(browser, app.url);
  const phoneContext = await newContext(browser, app.url, {
    userAgent: PHONE,
    viewport: { width: 390, height: 844 },
  });
  for (const context of [laptopContext, phoneContext]) {
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: app.url }]);
  }
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  laptop.setDefaultTimeout(10_000);
  phone.setDefaultTimeout(10_000);
  await signIn(laptop, email);
  await signIn(phone, email);

  // The laptop's sessions, from the account menu: this one marked, the phone's named.
  await laptop.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await laptop.getByRole('link', { name: 'Sessions' }).click();
  await laptop.waitForURL('**/settings/sessions');
  const grid = laptop.getByRole('grid');
  const here = grid.getByRole('row').filter({ hasText: 'This device' });
  await here.getByText(/Chrome · Linux/).waitFor();
  assert.equal(await here.getByRole('button', { name: /^End session/ }).count(), 0);
  const phoneRow = grid.getByRole('row').filter({ hasText: 'Safari · iPhone' });
  await phoneRow.getByRole('button', { name: 'End session Safari · iPhone' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'End this session?' });
  await dialog.getByRole('button', { name: 'End session' }).click();
  await dialog.waitFor({ state: 'detached' });
  await phoneRow.waitFor({ state: 'detached' });

  // The phone is signed out at its next request.
  await phone.goto('/accounts');
  await phone.waitForURL('**/login**');

  // Everywhere else: the script's two sessions.
  await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await laptop
    .getByRole('dialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Sign out the others' })
    .click();
  await laptop.getByRole('status').filter({ hasText: '2 sessions ended.' }).waitFor();
  await grid.getByRole('row').filter({ hasText: 'This device' }).waitFor();
  assert.equal(await grid.getByRole('row').count(), 2); // the header and this session

  // The security log says what happened, newest first.
  await laptop.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await laptop.getByRole('link', { name: 'Security log' }).click();
  await laptop.waitForURL('**/settings/security-log');
  const log = laptop.getByRole('grid');
  await log.getByText('Signed out everywhere else').waitFor();
  const kinds = await log.getByRole('row').allInnerTexts();
  const order = ['Signed out everywhere else', 'Session ended', 'Signed in'].map((kind) =>
    kinds.findIndex((row) => row.includes(kind)),
  );
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
    kinds.join('\n'),
  );
  assert.ok(
    order.every((index) => index > 0),
    kinds.join('\n'),
  );

  await laptopContext.close();
  await phoneContext.close();
});
