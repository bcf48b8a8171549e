// Journey: a person keeps a bank account by hand — creates it, books a credit and a debit and
// watches the balance follow, edits and deletes a transaction, then pages through a filtered,
// sorted list that survives a reload; edits an account and sees it saved without pressing Save.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiOk,
  callApi,
  instrumentIdOf,
  launchBrowser,
  pickOption,
  settled,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

let app: RunningApp;
let browser: Browser;
let token: string;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ token } = await signUpConfirmed(app, 'grace@example.com', 'Grace Hopper'));
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** The balance shown at the top of an account's page. */
const expectBalance = (page: Page, text: string) =>
  page.getByRole('main').getByText(text, { exact: true }).first().waitFor();

const addTransaction = async (
  page: Page,
  type: 'Credit' | 'Debit',
  amount: string,
  description: string,
  fee?: string,
) => {
  await settled(page);
  await page.getByRole('link', { name: 'Add transaction' }).first().click();
  await page.waitForURL('**/transactions/create?**');
  await settled(page);
  await pickOption(page, 'Type', type);
  await page.getByLabel('Amount').fill(amount);
  if (fee) await page.getByLabel('Fee').fill(fee);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Add transaction' }).click();
  await page.waitForURL('**/accounts/show/**');
};

test('a manual bank account: credits and debits move its balance; edits and deletes reverse them', async () => {
  const context = await signedInContext(browser, app, token);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);

  await page.goto('/accounts');
  await page.getByText('No accounts yet').waitFor();
  await page.getByRole('link', { name: 'Create account' }).first().click();
  await page.waitForURL('**/accounts/create**');
  await page.getByLabel('Name').fill('Everyday Bank');
  // the class first: the currencies offered follow it
  await pickOption(page, 'Class', 'Bank');
  await pickOption(page, 'Currency', /^USD/);
  await page.getByLabel('Balance').fill('1000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/accounts/show/**');
  await expectBalance(page, '$1,000.00');

  // an amount typed as the app shows amounts in English, grouping and all
  await addTransaction(page, 'Credit', '2,450.75', 'Salary');
  await expectBalance(page, '$3,450.75');
  await addTransaction(page, 'Debit', '100', 'Groceries', '1.50');
  await expectBalance(page, '$3,349.25');
  const accountUrl = page.url();

  // Edit the debit: 200 + 1.50 fee instead of 100 + 1.50.
  await page.getByText('Groceries').first().click();
  await page.waitForURL('**/transactions/show/**');
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL('**/transactions/edit/**');
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/transactions/show/**');
  await page.goto(accountUrl);
  await expectBalance(page, '$3,249.25');

  // Delete the credit: its 2,450.75 leaves the balance again.
  await page.getByText('Salary').first().click();
  await page.waitForURL('**/transactions/show/**');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL(/\/transactions(\?|$)/);
  await page.goto(accountUrl);
  await expectBalance(page, '$798.50');

  await context.close();
});

test('in German, an amount typed as "1.234,56" is booked exactly', async () => {
  const context = await signedInContext(browser, app, token, 'user', { lng: 'de' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const created = await apiOk(
    app,
    `mutation ($i: ID!) { createAccount(name: "Girokonto", value: "0", instrument_id: $i,
       account_class: bank) { success account { id } } }`,
    { i: await instrumentIdOf(app, 'EUR', token) },
    token,
  );
  await page.goto(`/accounts/show/${(created.account as { id: string }).id}`);
  await settled(page);
  await page.getByRole('link', { name: 'Buchung hinzufügen' }).first().click();
  await page.waitForURL('**/transactions/create?**');
  await settled(page);
  await pickOption(page, 'Art', 'Gutschrift');
  const amount = page.getByLabel('Betrag');
  await amount.fill('1.234,56');
  await page.getByLabel('Beschreibung').fill('Gehalt');
  // what was typed stays as it was typed
  assert.equal(await amount.inputValue(), '1.234,56');
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await page.waitForURL('**/accounts/show/**');
  await page
    .getByRole('main')
    .getByText(/^1\.234,56\s€$/u)
    .first()
    .waitFor();
  await context.close();
});

test('a filtered, sorted transactions list keeps its page 2 across a reload', async () => {
  const accounts = await callApi<{ getAccounts: { nodes: { id: string }[] } }>(
    app,
    '{ getAccounts { nodes { id } } }',
    {},
    token,
  );
  const account_id = accounts.getAccounts.nodes[0]!.id;
  // 25 coffees of 1..25 dollars and some noise the search must leave out.
  for (let i = 1; i <= 25; i += 1) {
    for (const description of [`Coffee ${i}`, `Bakery ${i}`]) {
      await callApi(
        app,
        `mutation($a:ID!,$amount:Decimal!,$d:String!){ createTransaction(account_id:$a, amount:$amount,
          description:$d, transaction_type:debit, date:"2026-11-01"){ success } }`,
        { a: account_id, amount: String(i), d: description },
        token,
      );
    }
  }
  const context = await signedInContext(browser, app, token);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Table view' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Coffee');
  await page.waitForURL(/q=Coffee/);
  await page.getByRole('columnheader', { name: 'Amount' }).click();
  await page.waitForURL(/sort=amount%3Aasc|sort=amount:asc/);
  const grid = page.getByRole('grid');
  await grid.getByText('Coffee 1', { exact: true }).waitFor();
  await page.getByRole('button', { name: /next page/i }).click();
  await page.waitForURL(/page=2/);
  await grid.getByText('Coffee 11', { exact: true }).waitFor();

  await page.reload();
  await grid.getByText('Coffee 11', { exact: true }).waitFor();
  await grid.getByText('Coffee 20', { exact: true }).waitFor();
  assert.equal(await grid.getByText(/^Bakery/).count(), 0);
  assert.equal(await grid.getByText('Coffee 10', { exact: true }).count(), 0);
  assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'Coffee');
  await context.close();
});

test("an account's edits are saved as they are made, without pressing Save", async () => {
  const created = await apiOk(
    app,
    `mutation ($i: ID!) { createAccount(name: "Holiday fund", value: "500", instrument_id: $i,
      account_class: bank) { success account { id } } }`,
    { i: await instrumentIdOf(app, 'USD', token) },
    token,
  );
  const id = (created.account as { id: string }).id;
  const context = await signedInContext(browser, app, token);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);

  await page.goto(`/accounts/edit/${id}`);
  await settled(page);
  // created without a description, which an edit requires: the form says so as it opens
  await page.getByText('Description is required').waitFor();
  await page.getByLabel('Name').fill('Holiday fund 2027');
  await page.keyboard.press('Tab');
  // nothing is saved while a field stands in the way, and the page says why
  await page.getByText('Not saved: correct the marked fields').waitFor();
  await page.getByLabel('Description').fill('Summer in Portugal');
  await page.keyboard.press('Tab');
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();

  const { getAccount } = await callApi<{
    getAccount: { account: { name: string; description: string } };
  }>(
    app,
    'query ($id: ID!) { getAccount(id: $id) { account { name description } } }',
    { id },
    token,
  );
  assert.deepEqual(getAccount.account, {
    name: 'Holiday fund 2027',
    description: 'Summer in Portugal',
  });
  // leaving asks nothing: there is nothing unsaved
  await page.getByRole('link', { name: 'Accounts' }).first().click();
  await page.waitForURL(/\/accounts(\?|$)/);
  await page.getByText('Holiday fund 2027').first().waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await context.close();
});
