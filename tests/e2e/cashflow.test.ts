// Journey: a person narrows their transactions to last month's groceries, sees what they add up
// to and exports them as a CSV file; then reads the report of money in and out by month and by
// category, and follows a category to its transactions.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  apiOk,
  instrumentIdOf,
  launchBrowser,
  pickOption,
  signedInContext,
  signUpConfirmed,
  startApp,
} from './support';
import type { RunningApp } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;

/** The first day (YYYY-MM-DD) of this month (0) or of one before it (-1), in local time. */
const monthStart = (offset: number) => {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return { from: `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01` };
};
const lastMonth = monthStart(-1);
const thisMonth = monthStart(0);
const day = (month: { from: string }, n: number) =>
  `${month.from.slice(0, 8)}${String(n).padStart(2, '0')}`;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const { token } = await signUpConfirmed(app, 'carla@example.com', 'Carla Cash');
  const ok = (query: string, variables: object) => apiOk(app, query, variables, token);
  const account = await ok(
    `mutation ($i: ID!) { createAccount(name: "Checking", value: "1000", instrument_id: $i,
      account_class: bank) { success account { id } } }`,
    { i: await instrumentIdOf(app, 'USD', token) },
  );
  const accountId = (account.account as { id: string }).id;
  const categories = await ok(
    'query { getCategories(limit: 100) { success nodes { id key } } }',
    {},
  );
  const category = Object.fromEntries(
    (categories.nodes as { id: string; key: string }[]).map((c) => [c.key, c.id]),
  );
  for (const [date, type, amount, description, key] of [
    [day(lastMonth, 10), 'debit', '54.20', 'Farmers market', 'groceries'],
    [day(lastMonth, 15), 'debit', '30', 'Cinema', 'entertainment'],
    [day(lastMonth, 20), 'credit', '2500', 'Salary', 'salary'],
    [day(thisMonth, 1), 'debit', '80', 'Supermarket', 'groceries'],
  ] as const) {
    await ok(
      `mutation ($a: ID!, $d: Date!, $t: TransactionType!, $m: Decimal!, $s: String!, $c: ID) {
        createTransaction(account_id: $a, date: $d, transaction_type: $t, amount: $m,
          description: $s, category_id: $c) { success } }`,
      { a: accountId, d: date, t: type, m: amount, s: description, c: category[key] },
    );
  }
  page = await (await signedInContext(browser, app, token)).newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test("last month's groceries, their total, and their export", async () => {
  await page.goto('/transactions');
  const grid = page.getByRole('grid');
  await grid.getByText('Supermarket').waitFor();
  await pickOption(page, 'Category', 'Groceries');
  await pickOption(page, 'Period', 'Last month');
  await grid.getByText('Farmers market').waitFor();
  await grid.getByText('Supermarket').waitFor({ state: 'detached' });
  const totals = page.getByRole('group', { name: 'Totals of the transactions listed' });
  await totals.getByText('$54.20', { exact: true }).waitFor();
  await totals.getByText('-$54.20', { exact: true }).waitFor();
  // the filters are in the address: a reload keeps them
  await page.reload();
  await grid.getByText('Farmers market').waitFor();
  assert.equal(await grid.getByText('Cinema').count(), 0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path())!, 'utf8');
  assert.deepEqual(file.replace(/^\uFEFF/, '').split('\r\n'), [
    'Date,Description,Payee,Category,Account,To account,Type,Amount,Currency,Fee,Value (USD)',
    `${day(lastMonth, 10)},Farmers market,,Groceries,Checking,,Debit,54.20,USD,0.00,54.20`,
    '',
  ]);
});

test('the report: money in and out by month and by category', async () => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await page.getByRole('heading', { name: 'Money in and out', level: 1 }).waitFor();
  const totals = page.getByRole('group', { name: 'Totals of the transactions listed' });
  await totals.getByText('$2,500.00', { exact: true }).waitFor();
  await totals.getByText('$164.20', { exact: true }).waitFor();
  const months = page.getByRole('table', { name: 'By month' });
  const monthName = (range: { from: string }) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }).format(
      new Date(`${range.from}T12:00:00`),
    );
  const last = months.getByRole('row', { name: new RegExp(`^${monthName(lastMonth)}`) });
  assert.equal(
    (await last.textContent())?.replace(/\s+/g, ''),
    `${monthName(lastMonth)}$2,500.00$84.20+$2,415.80`.replace(/\s+/g, ''),
  );
  await months.getByRole('row', { name: new RegExp(`^${monthName(thisMonth)}`) }).waitFor();
  await page.getByRole('img', { name: 'Money in and out per month' }).waitFor();

  const categories = page.getByRole('table', { name: 'By category' });
  const groceries = categories.getByRole('row', { name: /^Groceries/ });
  assert.match((await groceries.textContent()) ?? '', /\$134\.20/);
  // the most spent first
  const first = categories.getByRole('rowheader').first();
  assert.equal(await first.textContent(), 'Groceries');

  await categories.getByRole('link', { name: 'Groceries' }).click();
  await page.waitForURL(/\/transactions\?/);
  const grid = page.getByRole('grid');
  await grid.getByText('Farmers market').waitFor();
  await grid.getByText('Supermarket').waitFor();
  assert.equal(await grid.getByText('Cinema').count(), 0);
});
