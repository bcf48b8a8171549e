// Journey (issue 28): a person downloads the export of everything they keep, deletes their
// account, and a new person imports that export and sees the same net worth on their dashboard.
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiOk,
  instrumentIdOf,
  launchBrowser,
  newContext,
  settled,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

const PASSWORD = 'correct horse battery';

let app: RunningApp;
let browser: Browser;
let downloads: string;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  downloads = await mkdtemp(join(tmpdir(), 'wealth-export-'));
});

after(async () => {
  await browser?.close();
  await app?.stop();
  await rm(downloads, { recursive: true, force: true });
});

async function signedIn(email: string): Promise<Page> {
  const context = await newContext(browser, app.url, { acceptDownloads: true });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: app.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await settled(page);
  return page;
}

/** What the dashboard shows as the net worth. */
const netWorthShown = (page: Page, amount: string) =>
  page.getByText(amount, { exact: true }).first().waitFor();

test('export everything, delete the account, import it as a new person: the same net worth', async () => {
  const stamp = Date.now();
  const leaving = `leaving.${stamp}@example.com`;
  const { token } = await signUpConfirmed(app, leaving, 'Ada Lovelace', PASSWORD);
  const usd = await instrumentIdOf(app, 'USD', token);
  const create = `mutation ($name: String!, $value: Decimal!, $c: AccountClass!, $i: ID!) {
    createAccount(name: $name, value: $value, initial_value: $value, account_class: $c, instrument_id: $i) {
      success account { id } } }`;
  const bank = await apiOk(
    app,
    create,
    { name: 'Giro', value: '2500.00', c: 'bank', i: usd },
    token,
  );
  await apiOk(app, create, { name: 'Flat', value: '180000', c: 'real', i: usd }, token);
  await apiOk(
    app,
    `mutation ($a: ID!) { createTransaction(account_id: $a, transaction_type: debit, amount: "120.55",
      description: "Electricity", date: "2026-10-01") { success } }`,
    { a: (bank.account as { id: string }).id },
    token,
  );

  const page = await signedIn(leaving);
  await netWorthShown(page, '$182,379.45');

  // The export, from the account menu.
  await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).hover();
  await page.getByRole('link', { name: 'Your data' }).click();
  await page.waitForURL('**/settings/data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download export' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^wealth-tracker-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = join(downloads, download.suggestedFilename());
  await download.saveAs(archive);
  assert.ok((await stat(archive)).size > 500);

  // Deleting asks the password; then the account is gone, and says what went.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await page.getByText('The password is not right').first().waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await page.getByRole('heading', { name: 'Your account is deleted' }).waitFor();
  await page.getByText(/Removed: 2 accounts, 2 holdings, 1 transaction/).waitFor();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/settings'));
  await page.context().close();
  const refused = await fetch(`${app.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ getMe { success } }' }),
  });
  assert.match(await refused.text(), /Session expired/);

  // A new person brings the export in.
  const arriving = `arriving.${stamp}@example.com`;
  await signUpConfirmed(app, arriving, 'Grace Hopper', PASSWORD);
  const next = await signedIn(arriving);
  await next.goto('/settings/data');
  await next.locator('input[type="file"]').setInputFiles(archive);
  await next.getByRole('button', { name: 'Import', exact: true }).click();
  await next
    .getByRole('status')
    .filter({ hasText: 'Imported: 2 accounts, 2 holdings, 1 transaction' })
    .waitFor();
  await next.getByRole('link', { name: 'Dashboard' }).first().click();
  await next.waitForURL('**/dashboard');
  await netWorthShown(next, '$182,379.45');
  await next.context().close();
});
