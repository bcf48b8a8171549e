// Journey: a newcomer opens the demo (DEMO_DATA=1) and sees their wealth: the net worth is the sum
// of the class cards, the history chart is drawn, and the crypto, cash and banking areas open with
// their tables (the crypto transactions without a create button, as the spec says).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/demo/seed';
import { callApi, launchBrowser, signedInContext, startApp, type RunningApp } from './support';

let app: RunningApp;
let browser: Browser;
let page: Page;

before(async () => {
  app = await startApp({ DEMO_DATA: '1' });
  browser = await launchBrowser();
  const login = await callApi<{ loginUser: { token: string } }>(
    app,
    'query($e:String!,$p:String!){ loginUser(email:$e, password:$p){ token } }',
    { e: DEMO_EMAIL, p: DEMO_PASSWORD },
  );
  const context = await signedInContext(browser, app, login.loginUser.token);
  page = await context.newPage();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** "$1,234.56" or "-$1,234.56" in cents; NaN for anything else. */
const cents = (text: string) => {
  const match = /^(-?)\$([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
};

/** The amounts written on their own in an element (whole texts that are one USD amount). */
const amountsIn = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) =>
      [...element.querySelectorAll('*')]
        .filter((e) => e.children.length === 0 && /^-?\$[\d,]+\.\d\d$/.test(e.textContent!.trim()))
        .map((e) => e.textContent!.trim()),
    ),
  );

test('the dashboard: net worth is the sum of the class cards, and its history is drawn', async () => {
  await page.goto('/dashboard');
  const classCards = page.locator('main a:has(h3)');
  await classCards.first().waitFor();
  const cardAmounts = (await amountsIn(page, 'main a:has(h3)')).filter((a) => a.length > 0);
  assert.ok(cardAmounts.length >= 5, `class cards: ${JSON.stringify(cardAmounts)}`);
  const classTotal = cardAmounts.reduce((sum, [amount]) => sum + cents(amount!), 0);

  const summary = await page.evaluate(async () => {
    const res = await fetch('/api', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('accountant-auth')}`,
      },
      body: JSON.stringify({ query: '{ getDashboardSummary { net_worth unpriced } }' }),
    });
    return ((await res.json()) as { data: { getDashboardSummary: { net_worth: string } } }).data
      .getDashboardSummary;
  });
  const shown = page.getByText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      Number(summary.net_worth),
    ),
    { exact: true },
  );
  await shown.first().waitFor();
  // Each card rounds to the cent on its own: the sum may differ from the rounded total by at most
  // a cent a card, and no class is left out.
  const netWorth = Math.round(Number(summary.net_worth) * 100);
  assert.ok(
    Math.abs(classTotal - netWorth) <= cardAmounts.length,
    `cards add up to ${classTotal / 100}, net worth ${netWorth / 100}`,
  );

  // The chart (a lazy chunk): an SVG line with a point per day of the year.
  await page.getByRole('heading', { name: 'Net worth over time' }).waitFor();
  const drawn = await page.waitForFunction(
    () =>
      Math.max(
        0,
        ...[...document.querySelectorAll('main svg path[d]')].map(
          (p) => p.getAttribute('d')!.length,
        ),
      ) > 1000,
    undefined,
    { timeout: 20_000 },
  );
  assert.ok(await drawn.jsonValue());
});

for (const [area, heading] of [
  ['/crypto', 'Crypto'],
  ['/cash', 'Cash'],
  ['/banking', 'Banking'],
] as const) {
  test(`${area} opens with its tables`, async () => {
    await page.goto(area);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const grids = page.getByRole('grid');
    await grids.nth(1).waitFor();
    for (const grid of await grids.all()) {
      await grid.getByRole('row').nth(1).waitFor();
    }
  });
}

test('crypto transactions have no create button; cash transactions do', async () => {
  await page.goto('/crypto/transactions');
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Add transaction' }).count(), 0);
  await page.goto('/cash/transactions');
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Add transaction' }).count(), 1);
});
