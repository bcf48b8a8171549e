// Journeys by keyboard alone: every stop of the Tab order on the public and signed-in pages shows
// where the focus is, and a person signs in, moves through the menu, creates an account, changes
// language and colour mode, opens the phone drawer and signs out without touching the mouse.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  appReady,
  launchBrowser,
  newContext,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';

let app: RunningApp;
let browser: Browser;
let token: string;
const EMAIL = 'keys@example.com';
const PASSWORD = 'correct horse battery';

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ token } = await signUpConfirmed(app, EMAIL, 'Kay Board', PASSWORD));
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** What the focused element is, by its role, its accessible text and its place on the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const label =
      element.getAttribute('aria-label') ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '')
        .trim()
        .slice(0, 60);
    return {
      label: `${element.tagName.toLowerCase()} "${label}"`,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  });

/**
 * Whether the focus shows: the focused element and its surroundings (a 6 px margin, where MUI's
 * outlines and rings are drawn) look different when the element loses focus. Animations are
 * settled in both pictures, so a ripple that only moves does not count as a difference.
 */
async function focusShows(page: Page): Promise<boolean> {
  const stop = await focused(page);
  assert.ok(stop, 'something has the focus');
  const viewport = page.viewportSize()!;
  const x = Math.max(0, stop.box.x - 6);
  const y = Math.max(0, stop.box.y - 6);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width - x, stop.box.width + 12)),
    height: Math.max(1, Math.min(viewport.height - y, stop.box.height + 12)),
  };
  const withFocus = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    (window as unknown as { lastFocused: HTMLElement }).lastFocused = element;
    element.blur();
  });
  const withoutFocus = await page.screenshot({ clip, animations: 'disabled' });
  // Back where it was, as the keyboard left it (Chromium keeps :focus-visible for a focus
  // moved by script after keyboard use).
  await page.evaluate(() =>
    (window as unknown as { lastFocused: HTMLElement }).lastFocused.focus(),
  );
  return !withFocus.equals(withoutFocus);
}

/**
 * Presses Tab through the page's whole Tab order (until the focus comes back to the first stop,
 * or leaves the page), scrolling each stop into view, and answers the stops whose focus does not
 * show.
 */
async function unseenStops(page: Page, limit = 80): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unseen: string[] = [];
  const visited: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const identity = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const marks = window as unknown as { stops?: WeakMap<Element, number>; next?: number };
      marks.stops ??= new WeakMap();
      if (!marks.stops.has(element)) marks.stops.set(element, (marks.next = (marks.next ?? 0) + 1));
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      return marks.stops.get(element)!;
    });
    if (identity === null || visited.includes(String(identity))) break;
    visited.push(String(identity));
    // let a scroll or an opening transition settle before the pictures
    await page.waitForTimeout(50);
    if (!(await focusShows(page))) unseen.push((await focused(page))!.label);
  }
  assert.ok(visited.length > 1, 'the page has a Tab order');
  return unseen;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false, limit = 80) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`Tab never reached ${target}`);
}

/** Opens a select from the keyboard (Enter), moves to `option` with the arrow keys, takes it. */
async function chooseByKeyboard(page: Page, label: string, option: string | RegExp) {
  await tabTo(page, page.getByRole('combobox', { name: label }));
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option });
  await wanted.waitFor();
  await page.keyboard.press('Home');
  for (let press = 0; press < 200; press++) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types into a searchable select (the currency) and takes the first match with Enter. */
async function typeToChoose(page: Page, label: string, text: string) {
  await tabTo(page, page.getByRole('combobox', { name: label }));
  await page.keyboard.type(text);
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

test('every stop of the Tab order shows its focus, signed out and in, light and dark', async () => {
  const visitor = await newContext(browser, app.url);
  const page = await visitor.newPage();
  for (const path of ['/', '/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await page.getByRole('main').waitFor();
    await appReady(page);
    assert.deepEqual(await unseenStops(page), [], `focus not shown on ${path}`);
  }
  await visitor.close();

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await signedInContext(browser, app, token, 'user', { colorScheme });
    const signedIn = await context.newPage();
    for (const path of ['/dashboard', '/accounts', '/accounts/create', '/transactions']) {
      await signedIn.goto(path);
      await signedIn.getByRole('heading', { level: 1 }).waitFor();
      // (the dashboard is prerendered: its heading shows before the app has taken it over)
      await appReady(signedIn);
      assert.deepEqual(
        await unseenStops(signedIn),
        [],
        `focus not shown on ${path} (${colorScheme})`,
      );
    }
    await context.close();
  }
});

test('the first Tab stop skips to the content, signed out and in', async () => {
  /** Tabs once from the top of `path`: the skip link shows; Enter moves the focus into main. */
  const skips = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('main').waitFor();
    await appReady(page);
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await link.evaluate((element) => element === document.activeElement), path);
    assert.ok((await link.boundingBox())!.y >= 0, `the skip link shows on ${path}`);
    await page.keyboard.press('Enter');
    assert.equal(
      await page.evaluate(() => document.activeElement?.tagName.toLowerCase()),
      'main',
      `the focus is in the content of ${path}`,
    );
    assert.equal(new URL(page.url()).hash, '', 'the URL stays as it was');
  };
  const visitor = await newContext(browser, app.url);
  await skips(await visitor.newPage(), '/');
  await visitor.close();
  const context = await signedInContext(browser, app, token, 'user');
  await skips(await context.newPage(), '/accounts');
  await context.close();
});

test('a person signs in, creates an account, switches language and mode and signs out by keyboard', async () => {
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/login');

  // the cookie banner is reached and answered from the keyboard
  await tabTo(page, page.getByRole('button', { name: 'I Agree' }));
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: /cookie/i }).waitFor({ state: 'detached' });

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Kay Board' }).waitFor();

  // the side menu, then the list's create action
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Accounts' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/accounts');
  await tabTo(page, page.getByRole('link', { name: 'Create account' }).first());
  await page.keyboard.press('Enter');
  await page.waitForURL('**/accounts/create**');

  // the form: text fields typed, selects opened and chosen with the arrow keys
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Keyboard Bank');
  await chooseByKeyboard(page, 'Class', 'Bank');
  await typeToChoose(page, 'Currency', 'USD');
  await tabTo(page, page.getByLabel('Balance'));
  await page.keyboard.type('42');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/accounts/show/**');
  await page.getByRole('heading', { name: 'Keyboard Bank' }).waitFor();

  // language: the menu opens on Enter, the other language is chosen with the arrow keys
  for (const [button, key, menuName] of [
    ['Language: EN', 'ArrowDown', 'Hauptmenü'],
    ['Sprache: DE', 'ArrowUp', 'Main menu'],
  ]) {
    await tabTo(page, page.getByRole('button', { name: button }), true);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press(key!);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: menuName }).waitFor();
  }

  // colour mode, with the space bar
  await tabTo(page, page.getByRole('button', { name: 'Switch to dark mode' }), true);
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('colorMode')), 'dark');

  // the account menu: Enter opens it, Tab goes into it, Escape closes it back to its button
  const accountMenu = page.getByRole('button', { name: 'Account menu of Kay Board' });
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.ok(
    await page
      .getByRole('link', { name: 'Settings' })
      .evaluate((link) => link === document.activeElement),
    'Tab moves from the account menu button into the open menu',
  );
  await page.keyboard.press('Escape');
  assert.ok(await accountMenu.evaluate((button) => button === document.activeElement));
  await page.getByRole('link', { name: 'Change password' }).waitFor({ state: 'hidden' });

  // at phone width the side menu is a drawer: opened from its button, closed with Escape
  await page.setViewportSize({ width: 390, height: 844 });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu, true);
  await page.keyboard.press('Enter');
  const drawerLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: 'Transactions',
  });
  await drawerLink.waitFor();
  await tabTo(page, drawerLink);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/transactions');
  await drawerLink.waitFor({ state: 'hidden' });
  await tabTo(page, openMenu, true);
  await page.keyboard.press('Enter');
  await drawerLink.waitFor();
  await page.keyboard.press('Escape');
  await drawerLink.waitFor({ state: 'hidden' });
  assert.ok(await openMenu.evaluate((button) => button === document.activeElement));

  // signing out
  await tabTo(page, accountMenu);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
  await context.close();
});
