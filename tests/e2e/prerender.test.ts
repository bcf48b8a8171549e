// Journeys: the prerendered pages (scripts/prerender.ts). A first visitor sees the page in their
// browser's language before the app's code has arrived, and the app then takes over the very
// elements on the screen; a visitor the page does not fit (dark, another language chosen before)
// never sees it; nothing typed before the app has taken over is lost. A signed-in user sees the
// dashboard's frame at once, with their net worth as soon as the page's own request for it is
// answered, and the app's data fills the rest; an admin or a signed-out visitor never sees it. The
// accounts page likewise, its view chosen once the app knows the width and the remembered choice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appReady,
  callApi,
  launchBrowser,
  newContext,
  signedInContext,
  signUpConfirmed,
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

/** Holds the app's code back until `release()`, so a test sees the page as it is before. */
async function holdAppCode(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's code held back, checks that the prerendered page is hidden (it does
 * not fit this visitor), then lets the code in and waits for the app to draw `heading`.
 */
async function neverShown(context: BrowserContext, path: string, heading: RegExp | string) {
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  assert.equal(
    await page.locator('#root').evaluate((root) => getComputedStyle(root).display),
    'none',
    `hidden before the app draws it (${String(heading)})`,
  );
  release();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/** Lets the app's code in and checks that the heading on the screen is the one the app took over. */
async function releaseAndKeepHeading(page: Page, release: () => void) {
  await page.evaluate(() => {
    (window as unknown as { before: Element }).before = document.querySelector('h1')!;
  });
  release();
  await appReady(page);
  assert.equal(
    await page.evaluate(
      () => (window as unknown as { before: Element }).before === document.querySelector('h1'),
    ),
    true,
    'the heading on the screen is the one the app took over, not a new one',
  );
}

test('a first visitor sees the landing page before its code, then the app takes over the same elements', async () => {
  const context = await newContext(browser, app.url);
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  assert.match((await heading.textContent()) ?? '', /Track Your Wealth/);
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
  // not usable yet: a click now would be lost
  assert.equal(await page.locator('#root[inert]').count(), 1);
  await releaseAndKeepHeading(page, release);
  // and it works: the cookie banner goes, a link goes where it should without a page load
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(
    await page.evaluate(() => (window as unknown as { before?: Element }).before !== undefined),
    true,
    'the app went to /login itself, without loading a new page',
  );
  await context.close();
});

test('a visitor who has consented sees no banner, not even before the app takes over', async () => {
  const context = await newContext(browser, app.url);
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: app.url }]);
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).isVisible(), false);
  release();
  await appReady(page);
  assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).count(), 0);
  await context.close();
});

test('the app takes the page’s styles over as they are, adding only those of what it changes', async () => {
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('textbox', { name: 'Email' }).waitFor();
  // the app's Emotion writes the class rules it adds into tags of its own (data-emotion="css");
  // the page's carry the ids of theirs ("css id1 id2 …"). The focused e-mail field's label is
  // drawn anew (a handful of rules); the styles of the rest, with those of the styled components
  // an outer one composes into its own class (the AppBar's Paper …), were on the page: about 100
  // rules compiled while taking the page over, before they were
  const added = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
      (sum, tag) => sum + ((tag as HTMLStyleElement).sheet?.cssRules.length ?? 0),
      0,
    ),
  );
  assert.ok(added < 20, `the app added ${added} class rules to the page's`);
  await context.close();
});

test('a German browser gets the German page, taken over as it is', async () => {
  const context = await newContext(browser, app.url, { locale: 'de-DE' });
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await releaseAndKeepHeading(page, release);
  await context.close();
});

test('a dark visitor, or one who chose German in an English browser, never sees the page that does not fit', async () => {
  const visitors = [
    { options: { colorScheme: 'dark' as const }, heading: 'Sign in' },
    { options: {}, stored: 'de', heading: 'Anmelden' },
  ];
  for (const { options, stored, heading } of visitors) {
    const context = await newContext(browser, app.url, options);
    if (stored)
      await context.addInitScript((lng) => {
        // (the first page of a context is about:blank, which has no storage)
        if (location.protocol === 'http:') localStorage.setItem('i18nextLng', lng);
      }, stored);
    const page = await neverShown(context, '/login', heading);
    if (options.colorScheme) {
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(background, 'rgb(11, 20, 38)');
    }
    await context.close();
  }
});

/** When the page asked for the app's entry script, and when the browser reported its first paint. */
const entryAndPaint = (page: Page) =>
  page.evaluate(() => ({
    entry: performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))?.startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));

test('the app’s code is asked for once the page is painted, and at once when the page does not fit', async () => {
  const fits = await newContext(browser, app.url);
  const page = await fits.newPage();
  await page.goto('/login');
  await appReady(page);
  const first = await entryAndPaint(page);
  assert.ok(first.paint !== undefined && first.entry !== undefined, JSON.stringify(first));
  assert.ok(first.entry >= first.paint, `after the first paint: ${JSON.stringify(first)}`);
  await fits.close();
  // dark: the page is hidden, there is no paint to wait for
  const dark = await newContext(browser, app.url, { colorScheme: 'dark' });
  const darkPage = await dark.newPage();
  await darkPage.goto('/login');
  await darkPage.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  const afresh = await entryAndPaint(darkPage);
  assert.ok(
    afresh.entry !== undefined && afresh.entry < 1500,
    `at once, not after the loader's longest wait for a paint (3 s): ${JSON.stringify(afresh)}`,
  );
  await dark.close();
});

test('what a visitor types while the code is still arriving is kept and sent', async () => {
  const context = await newContext(browser, app.url);
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), 'nobody@example.com');
  await context.close();
});

test('a signed-in user sees the dashboard’s frame before its code, and the app fills it in place', async () => {
  const { token } = await signUpConfirmed(app, 'prerendered@example.com', 'Grace Hopper');
  for (const width of [1280, 390]) {
    const context = await signedInContext(browser, app, token, 'user', { width });
    const release = await holdAppCode(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (request.url().endsWith('/api') && name) asked.push(name);
    });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    assert.equal(await page.locator('#root[inert]').count(), 1);
    const menu = page.getByRole('button', { name: 'Open menu' });
    assert.equal(await menu.isVisible(), width < 900, 'the menu button only on a phone');
    await releaseAndKeepHeading(page, release);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Grace Hopper' }).waitFor();
    await page.getByRole('link', { name: 'Add your first account' }).waitFor();
    // the page asked for its first data while the code arrived; the app took it, not asked again
    assert.deepEqual(
      asked.filter((name) => name === 'getMe' || name === 'getDashboardSummary'),
      ['getMe', 'getDashboardSummary'],
    );
    await context.close();
  }
});

test('a user with holdings sees their net worth before the app’s code, and the app keeps it', async () => {
  const { token } = await signUpConfirmed(app, 'holdings@example.com', 'Ada Holdings');
  const instruments = await callApi<{
    getInstruments: { nodes: { id: string; ticker: string }[] };
  }>(app, '{ getInstruments(limit: 100) { nodes { id ticker } } }', {}, token);
  await callApi(
    app,
    `mutation($i:ID!){ createAccount(name:"Wallet", account_class:cash, instrument_id:$i,
      value:"1234.5"){ success } }`,
    { i: instruments.getInstruments.nodes.find((i) => i.ticker === 'USD')!.id },
    token,
  );
  const context = await signedInContext(browser, app, token, 'user', { width: 390 });
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  // shown by the page's own script: none of the app's code has run
  await page.getByText('$1,234.50').waitFor();
  assert.equal(await page.locator('#root[inert]').count(), 1);
  await releaseAndKeepHeading(page, release);
  await page.getByRole('heading', { level: 1, name: 'Welcome, Ada Holdings' }).waitFor();
  assert.equal(await page.getByTestId('net-worth').textContent(), '$1,234.50');
  await context.close();
});

test('a signed-in user sees the accounts page before its code; the app then shows the view the width or their choice asks for', async () => {
  const { token } = await signUpConfirmed(app, 'accounts-first@example.com', 'Ada Accounts');
  for (const { width, stored, shows } of [
    { width: 390, stored: null, shows: 'Card view' },
    { width: 1280, stored: null, shows: 'Table view' },
    { width: 1280, stored: 'card', shows: 'Card view' },
  ]) {
    const context = await signedInContext(browser, app, token, 'user', { width });
    if (stored) {
      await context.addInitScript((view) => {
        if (location.protocol.startsWith('http')) localStorage.setItem('accounts-view', view);
      }, stored);
    }
    const release = await holdAppCode(context);
    const page = await context.newPage();
    await page.goto('/accounts', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    assert.equal(await page.locator('#root[inert]').count(), 1);
    await releaseAndKeepHeading(page, release);
    await page.getByRole('button', { name: shows, pressed: true }).waitFor();
    await page.getByText('No accounts yet').waitFor();
    await context.close();
  }
  // a list's page or search in the address is not the page the build drew
  const context = await signedInContext(browser, app, token, 'user');
  await neverShown(context, '/accounts?q=savings', 'Accounts');
  await context.close();
});

test('an admin, or someone whose session has ended, never sees the user’s prerendered dashboard', async () => {
  const { token } = await signUpConfirmed(app, 'not-prerendered@example.com');
  for (const { role, landsOn } of [
    { role: 'admin', landsOn: /Dashboard|Welcome/ },
    { role: 'user', landsOn: /Sign in/ },
  ]) {
    // an admin's menu differs; an expired token is sent to sign in
    const stored =
      role === 'admin' ? token : `${token.split('.')[0]}.${btoa('{"role":"user","exp":1}')}.x`;
    const context = await signedInContext(browser, app, stored, role);
    await neverShown(context, '/dashboard', landsOn);
    await context.close();
  }
});
