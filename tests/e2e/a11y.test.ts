// Journey: accessibility. axe-core checks every route of the app against WCAG 2.1 A and AA, signed
// out, signed in as a person (a ledger of every kind, so every list and chart has rows) and as the
// administrator, in the light and the dark theme; a list in its table and card view at phone
// width with the side menu's drawer open; a dialog, an open select, the language and account
// menus, a statement under review and its column mapping; and every page again in German.
// Every form says what is wrong on submit: the focus moves to the first field in error, which
// names its message (aria-describedby), so a screen reader reads it out.
// At laptop widths (1280 px, and 1024 px for the lists), no list's row actions lie outside its table (behind a horizontal scroll).
// Each role and mode loads the app once and goes from route to route inside it (much quicker than
// a full load each). A11Y_TIMING=1 prints each route's load and axe times.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import {
  callApi,
  launchBrowser,
  newContext,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from './support';
import { PUBLIC_ROUTES } from './builtApp';

const ADMIN = 'admin@example.com';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
/** The page's background in each theme (src/app/theme.ts): the mode really took effect. */
const BACKGROUND: Record<Mode, string> = { light: 'rgb(246, 245, 250)', dark: 'rgb(11, 20, 38)' };

let app: RunningApp;
let browser: Browser;
const tokens: Record<'user' | 'admin' | 'unverified', string> = {
  user: '',
  admin: '',
  unverified: '',
};
/** Records of each kind, for the show and edit pages. */
const ids: Record<string, string> = {};

type Node = { id: string };
const first = async (query: string, token: string, pick?: (nodes: never[]) => unknown) => {
  const data = await callApi<Record<string, { nodes: never[] }>>(app, query, {}, token);
  const nodes = Object.values(data)[0]!.nodes;
  const node = (pick ? pick(nodes) : nodes[0]) as Node | undefined;
  assert.ok(node, `no record from ${query}`);
  return node.id;
};

/** Calls the API as `token` and fails on a refused write (success false). */
const api = async <T = Record<string, Record<string, unknown>>>(
  token: string,
  query: string,
  variables: object = {},
) => {
  const data = await callApi<Record<string, { success?: boolean; errors?: unknown }>>(
    app,
    query,
    variables,
    token,
  );
  for (const [name, answer] of Object.entries(data)) {
    assert.notEqual(answer?.success, false, `${name}: ${JSON.stringify(answer)}`);
  }
  return data as T;
};

/** A small ledger of every kind: the bank, cash, crypto, real and debt accounts, their assets,
 * transactions of each type, a valuation, and prices (so values and charts show). */
async function seedLedger(user: string, admin: string) {
  const instruments = await api<{ getInstruments: { nodes: { id: string; ticker: string }[] } }>(
    user,
    '{ getInstruments(limit: 100) { nodes { id ticker } } }',
  );
  const ticker = (t: string) => instruments.getInstruments.nodes.find((i) => i.ticker === t)!.id;
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  for (const [t, price] of [
    ['BTC', '64000'],
    ['EUR', '1.08'],
  ] as const) {
    for (const date of [daysAgo(30), today]) {
      await api(
        admin,
        `mutation($i:ID!,$p:Decimal!,$d:Date){ setInstrumentPriceAdmin(instrument_id:$i, price:$p,
          date:$d){ success } }`,
        { i: ticker(t), p: price, d: date },
      );
    }
  }
  const account = async (key: string, fields: Record<string, string>) => {
    const created = await api<{ createAccount: { account: Node } }>(
      user,
      `mutation($n:String!,$c:AccountClass!,$i:ID!,$v:Decimal!,$t:AccountType,$m:ID,$d:String){
        createAccount(name:$n, account_class:$c, instrument_id:$i, value:$v, account_type:$t,
          master_account_id:$m, description:$d){ success errors account { id } } }`,
      fields,
    );
    ids[key] = created.createAccount.account.id;
  };
  await account('bank', {
    n: 'Chase Checking',
    c: 'bank',
    i: ticker('USD'),
    v: '12480',
    d: 'Everyday',
  });
  await account('giro', { n: 'Sparkasse Girokonto', c: 'bank', i: ticker('EUR'), v: '4200' });
  await account('cash', { n: 'Cash wallet', c: 'cash', i: ticker('USD'), v: '240' });
  await account('crypto', { n: 'Bitcoin cold wallet', c: 'crypto', i: ticker('BTC'), v: '0.15' });
  await account('house', { n: 'Maple Street house', c: 'real', i: ticker('USD'), v: '452000' });
  await account('mortgage', {
    n: 'Maple Street mortgage',
    c: 'liability',
    t: 'loan',
    i: ticker('USD'),
    v: '0',
    m: ids.house!,
  });
  const categories = await api<{ getCategories: { nodes: Node[] } }>(
    user,
    '{ getCategories(limit: 1) { nodes { id } } }',
  );
  const transaction = async (key: string | null, fields: Record<string, string>) => {
    const created = await api<{ createTransaction: { transaction: Node } }>(
      user,
      `mutation($a:ID!,$t:TransactionType!,$m:Decimal!,$d:String!,$date:Date!,$c:ID,$to:ID){
        createTransaction(account_id:$a, transaction_type:$t, amount:$m, description:$d, date:$date,
          category_id:$c, destination_account_id:$to){ success errors transaction { id } } }`,
      { date: daysAgo(3), c: categories.getCategories.nodes[0]!.id, ...fields },
    );
    if (key) ids[key] = created.createTransaction.transaction.id;
  };
  await transaction('bankTransaction', { a: ids.bank!, t: 'credit', m: '3200', d: 'Salary' });
  await transaction(null, { a: ids.bank!, t: 'debit', m: '84.20', d: 'Groceries' });
  await transaction(null, { a: ids.bank!, t: 'transfer', m: '200', d: 'Cash', to: ids.cash! });
  await transaction('cashTransaction', { a: ids.cash!, t: 'debit', m: '12.50', d: 'Lunch' });
  await transaction('cryptoTransaction', { a: ids.crypto!, t: 'credit', m: '0.01', d: 'Bought' });
  await transaction(null, { a: ids.mortgage!, t: 'debit', m: '360000', d: 'Mortgage drawdown' });
  ids.cryptoAsset = await first(
    '{ getAssets(asset_class: crypto, limit: 1) { nodes { id } } }',
    user,
  );
  ids.realAsset = await first('{ getAssets(asset_class: real, limit: 1) { nodes { id } } }', user);
  // the dollars held in the bank and the cash accounts: one holding of two assets
  ids.holding = await first('{ getHoldings(where: { name: "US Dollar" }) { nodes { id } } }', user);
  await api(
    user,
    `mutation($a:ID!,$d:Date!){ createAssetValuation(asset_id:$a, date:$d, value:"437500",
      note:"Appraisal"){ success } }`,
    { a: ids.realAsset, d: daysAgo(60) },
  );
}

before(async () => {
  app = await startApp({ ADMIN_EMAIL: ADMIN });
  browser = await launchBrowser();
  tokens.admin = (await signUpConfirmed(app, ADMIN, 'Ada Admin')).token;
  tokens.user = (await signUpConfirmed(app, 'pat@example.com', 'Pat Person')).token;
  const signup = await callApi<{ signupUser: { token: string } }>(
    app,
    `mutation { signupUser(fullname:"Una Verified", email:"una@example.com",
      password:"correct horse battery", terms_accepted:true){ token } }`,
  );
  tokens.unverified = signup.signupUser.token;
  await seedLedger(tokens.user, tokens.admin);

  const admin = tokens.admin;
  const users = await callApi<{ getUsersAdmin: { nodes: { uuid: string }[] } }>(
    app,
    '{ getUsersAdmin(limit: 1) { nodes { uuid } } }',
    {},
    admin,
  );
  ids.user = users.getUsersAdmin.nodes[0]!.uuid;
  ids.venue = await first('{ getVenuesAdmin(limit: 1) { nodes { id } } }', admin);
  ids.instrument = await first('{ getInstruments(limit: 1) { nodes { id } } }', admin);
  ids.category = await first('{ getCategories(limit: 1) { nodes { id } } }', admin);
  const mappings = await callApi<{ getMappingsAdmin: { nodes: Node[] } }>(
    app,
    '{ getMappingsAdmin(limit: 1) { nodes { id } } }',
    {},
    admin,
  );
  ids.mapping =
    mappings.getMappingsAdmin.nodes[0]?.id ??
    (
      await callApi<{ createMappingAdmin: { mapping: Node } }>(
        app,
        `mutation($i:ID!,$v:ID!){ createMappingAdmin(instrument_id:$i, venue_id:$v, symbol:"A11Y"){
          mapping { id } } }`,
        { i: ids.instrument, v: ids.venue },
        admin,
      )
    ).createMappingAdmin.mapping.id;
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

// ---------------------------------------------------------------------------------------------
// Waiting for a page to be whole, and checking it
// ---------------------------------------------------------------------------------------------

/** Requests under way on each page: a page is settled once none has run for a moment. */
const inFlight = new WeakMap<Page, Set<unknown>>();
const track = (page: Page) => {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return page;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page shows its data: no request under way for 150 ms, no skeleton or progress
 * indicator, a level-1 heading (after an in-app navigation, the new page's: see `navigate`), and
 * every finite animation (a dialog or menu opening) finished.
 */
async function settle(page: Page) {
  const pending = inFlight.get(page)!;
  const started = Date.now();
  const until = started + 20_000;
  let quietSince = started;
  for (;;) {
    if (Date.now() >= until) throw new Error(`${page.url()} did not settle`);
    await sleep(50);
    if (pending.size > 0) {
      quietSince = Date.now();
      continue;
    }
    if (Date.now() - quietSince < 150) continue;
    // a page that keeps its heading's element and text may not be told from the last one: after
    // a moment it counts as new
    const anyHeading = Date.now() - started > 1500;
    const whole = await page.evaluate(
      (anyHeading) =>
        [...document.querySelectorAll('h1')].some(
          (h) =>
            anyHeading ||
            !h.hasAttribute('data-a11y-before') ||
            h.getAttribute('data-a11y-before') !== h.textContent,
        ) &&
        document.querySelector(
          '[class*="keleton"], .MuiCircularProgress-root, .MuiLinearProgress-root, [aria-busy="true"]',
        ) === null,
      anyHeading,
    );
    if (whole) break;
    quietSince = Date.now();
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

type Finding = string;

/** Runs axe on what the page shows; answers each violation as one readable line per element. */
async function axe(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    // only the violations are reported back in full (passes make a large answer on the grids);
    // before withTags, which options() would otherwise replace
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    // the app has no frames: one run in the page, no blank page opened to merge frame results
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ` +
        `${node.target.join(' ')} ${node.html.slice(0, 160)} — ` +
        `${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * The row actions (show, edit, delete) that a table draws outside its visible width, once its
 * columns have settled (a grid lays its columns out again after it has measured itself: up to 2 s).
 */
async function rowActionsOutOfView(page: Page, where: string): Promise<Finding[]> {
  let outside: string[] = [];
  for (const started = Date.now(); Date.now() - started < 2000; await sleep(100)) {
    outside = await actionsOutside(page);
    if (outside.length === 0) break;
  }
  return outside.map((name) => `${where}: "${name}" lies outside its table's visible width`);
}

const actionsOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.MuiDataGrid-root')].flatMap((grid) => {
      const visible = grid.querySelector('.MuiDataGrid-virtualScroller')!.getBoundingClientRect();
      return [...grid.querySelectorAll('.MuiDataGrid-row button')]
        .filter((button) => button.getBoundingClientRect().right > visible.right)
        .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    }),
  );

/** Opens `path` with a full load, as a person's first visit does. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/**
 * Goes to `path` inside the running app, as its links do (the router follows the history), which
 * is much quicker than a full load; the headings shown so far are marked, to wait for the new one.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) {
      h.setAttribute('data-a11y-before', h.textContent ?? '');
    }
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settle(page);
  const at = await page.evaluate(() => location.pathname + location.search);
  assert.equal(at, path, `navigating to ${path} ended at ${at}`);
}

async function setMode(page: Page, mode: Mode) {
  // a new tab has no storage of the app's origin yet: open a small file of it first
  if (page.url() === 'about:blank') await page.goto('/favicon.svg');
  await page.evaluate((m) => localStorage.setItem('colorMode', m), mode);
}

async function expectMode(page: Page, mode: Mode) {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(background, BACKGROUND[mode], `${page.url()} is not in the ${mode} theme`);
}

/** Visits each path in each mode and answers every violation found. */
async function checkRoutes(page: Page, role: string, mode: Mode, routes: readonly string[]) {
  const findings: Finding[] = [];
  await setMode(page, mode);
  for (const [index, path] of routes.entries()) {
    const started = Date.now();
    // the first page loads the app in this mode; the others are reached inside it
    if (index === 0) await visit(page, path);
    else await navigate(page, path);
    const loaded = Date.now();
    if (index === 0) await expectMode(page, mode);
    findings.push(...(await axe(page, `${role} ${mode} ${path}`)));
    findings.push(...(await rowActionsOutOfView(page, `${role} ${mode} ${path}`)));
    if (process.env.A11Y_TIMING) {
      console.info(
        `${role} ${mode} ${path}: load ${loaded - started} ms, axe ${Date.now() - loaded} ms`,
      );
    }
  }
  return findings;
}

const report = (findings: Finding[]) =>
  assert.deepEqual(
    findings,
    [],
    `${findings.length} accessibility violations:\n${findings.join('\n')}`,
  );

// ---------------------------------------------------------------------------------------------
// The routes
// ---------------------------------------------------------------------------------------------

/** Every screen of the signed-in area, with a record of each kind behind the show and edit pages. */
const userRoutes = () => [
  '/dashboard',
  '/update-password',
  '/accounts',
  '/accounts/create',
  '/accounts/create?mode=venue',
  `/accounts/show/${ids.bank}`,
  `/accounts/edit/${ids.bank}`,
  `/accounts/show/${ids.mortgage}`,
  `/accounts/edit/${ids.mortgage}`,
  `/accounts/show/${ids.house}`,
  '/transactions',
  '/transactions/create',
  `/transactions/show/${ids.bankTransaction}`,
  `/transactions/edit/${ids.bankTransaction}`,
  '/reports',
  '/assets',
  `/assets/holdings/show/${ids.holding}`,
  '/assets/create',
  `/assets/show/${ids.realAsset}`,
  `/assets/edit/${ids.realAsset}`,
  `/assets/show/${ids.cryptoAsset}`,
  `/assets/edit/${ids.cryptoAsset}`,
  '/crypto',
  '/crypto/create',
  `/crypto/show/${ids.cryptoAsset}`,
  `/crypto/edit/${ids.cryptoAsset}`,
  '/crypto/accounts',
  '/crypto/accounts/create',
  `/crypto/accounts/show/${ids.crypto}`,
  `/crypto/accounts/edit/${ids.crypto}`,
  '/crypto/transactions',
  `/crypto/transactions/show/${ids.cryptoTransaction}`,
  `/crypto/transactions/edit/${ids.cryptoTransaction}`,
  '/cash',
  '/cash/create',
  '/cash/accounts',
  '/cash/accounts/create',
  `/cash/accounts/show/${ids.cash}`,
  `/cash/accounts/edit/${ids.cash}`,
  '/cash/transactions',
  '/cash/transactions/create',
  `/cash/transactions/show/${ids.cashTransaction}`,
  `/cash/transactions/edit/${ids.cashTransaction}`,
  '/banking',
  '/banking/create',
  '/banking/accounts',
  '/banking/accounts/create',
  `/banking/accounts/show/${ids.giro}`,
  `/banking/accounts/edit/${ids.giro}`,
  '/banking/transactions',
  '/banking/transactions/create',
  '/banking/transactions/manual',
  `/banking/transactions/show/${ids.bankTransaction}`,
  `/banking/transactions/edit/${ids.bankTransaction}`,
  '/settings/sessions',
  '/settings/security-log',
  '/settings/two-factor',
  '/settings/passkeys',
  '/settings/passkeys/create',
  '/settings/data',
  '/settings/access-tokens',
  '/settings/access-tokens/create',
  // the public pages that stay open to a signed-in person
  '/terms-conditions',
  '/privacy-policy',
  '/no-such-page',
];

const adminRoutes = () => [
  // the side menu with its Administration section
  '/dashboard',
  ...(
    [
      ['users', ids.user],
      ['venues', ids.venue],
      ['instruments', ids.instrument],
      ['categories', ids.category],
      ['mappings', ids.mapping],
    ] as const
  ).flatMap(([resource, id]) => [
    `/${resource}`,
    `/${resource}/create`,
    `/${resource}/show/${id}`,
    `/${resource}/edit/${id}`,
  ]),
  '/security-log',
];

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

const pageOf = async (
  token: string,
  role: string,
  options: Parameters<typeof signedInContext>[4] = {},
) => {
  const context = await signedInContext(browser, app, token, role, options);
  return track(await context.newPage());
};

for (const mode of MODES) {
  test(`signed out, ${mode}: every public page`, async () => {
    const page = await pageOf('', 'user');
    report(await checkRoutes(page, 'visitor', mode, PUBLIC_ROUTES));
    await page.context().close();
  });
}

test('signed out: the cookie banner, light and dark', async () => {
  // no consent given yet: the banner shows
  const context = await newContext(browser, app.url);
  const page = track(await context.newPage());
  const findings: Finding[] = [];
  for (const mode of MODES) {
    await page.goto('/');
    await setMode(page, mode);
    await visit(page, '/');
    await expectMode(page, mode);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    findings.push(...(await axe(page, `visitor ${mode} / with the cookie banner`)));
  }
  await context.close();
  report(findings);
});

test('an unverified person: the e-mail confirmation page, light and dark', async () => {
  const page = await pageOf(tokens.unverified, 'unverified');
  const findings: Finding[] = [];
  for (const mode of MODES)
    findings.push(...(await checkRoutes(page, 'unverified', mode, ['/email-confirm'])));
  await page.context().close();
  report(findings);
});

for (const mode of MODES) {
  test(`signed in as a person, ${mode}: every screen`, async () => {
    const page = await pageOf(tokens.user, 'user');
    report(await checkRoutes(page, 'user', mode, userRoutes()));
    await page.context().close();
  });

  test(`signed in as the administrator, ${mode}: every administration screen`, async () => {
    const page = await pageOf(tokens.admin, 'admin');
    report(await checkRoutes(page, 'admin', mode, adminRoutes()));
    await page.context().close();
  });

  test(`at phone width, ${mode}: cards, table, the menu drawer`, async () => {
    const page = await pageOf(tokens.user, 'user', { width: 390, height: 844 });
    const findings: Finding[] = [];
    await setMode(page, mode);
    for (const view of ['card', 'table']) {
      await visit(page, `/accounts?view=${view}`);
      await expectMode(page, mode);
      if (view === 'card') {
        // each card is named by its title
        const cards = page.getByRole('main').getByRole('article');
        assert.ok((await cards.count()) > 0, 'the card view shows cards');
        assert.equal((await cards.first().getAttribute('aria-labelledby')) !== null, true);
        await page.getByRole('article', { name: 'Chase Checking' }).waitFor();
      } else {
        await page.getByRole('grid', { name: 'Accounts' }).waitFor();
      }
      findings.push(...(await axe(page, `user ${mode} 390px /accounts ${view} view`)));
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} 390px /accounts with the menu drawer`)));
    await page.context().close();
    report(findings);
  });

  test(`open overlays and a statement under review, ${mode}`, async () => {
    const page = await pageOf(tokens.user, 'user');
    const findings: Finding[] = [];
    await setMode(page, mode);

    // the delete confirmation
    await visit(page, `/accounts/show/${ids.bank}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Delete', exact: true })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} the delete dialog`)));

    // an open select
    await visit(page, '/accounts/create');
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('listbox').waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} an open select`)));

    // the language menu
    await visit(page, '/dashboard');
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menu').waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} the language menu`)));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // the account menu
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} the account menu`)));

    // a statement uploaded, its rows to review
    await uploadStatement(page, 'umsaetze.csv', GIRO_CSV);
    await page.getByRole('grid', { name: 'Statement rows' }).waitFor();
    // the pointer off the grid: its rows at rest (the Upload button was where a row is now)
    await page.mouse.move(0, 0);
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} a statement under review`)));

    // a statement whose columns the app cannot place: the column mapping form
    await uploadStatement(page, 'odd.csv', 'When,What,How much\n2026-10-01,Lunch,-12.00\n');
    await page.getByText('Which column holds what?').waitFor();
    await page.getByRole('button', { name: 'Read the file' }).waitFor();
    await settle(page);
    findings.push(...(await axe(page, `user ${mode} the column mapping form`)));
    await page.context().close();
    report(findings);
  });
}

/** Uploads `csv` for the giro account from the upload form, as a person does. */
async function uploadStatement(page: Page, name: string, csv: string) {
  await visit(page, '/banking/transactions/create');
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Sparkasse Girokonto' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByText(name).waitFor();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

const GIRO_CSV = [
  '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber/Empfänger";"Verwendungszweck";"Betrag";"Währung"',
  '"01.10.2026";"01.10.2026";"Gehalt";"Muster GmbH";"Gehalt Oktober";"2.500,00";"EUR"',
  '"05.10.2026";"05.10.2026";"Kartenzahlung";"REWE Markt";"Einkauf";"-45,39";"EUR"',
].join('\r\n');

test('in German, dark: every public page, and every screen of a person and of the administrator', async () => {
  const findings: Finding[] = [];
  for (const [token, role, routes] of [
    ['', 'visitor', PUBLIC_ROUTES],
    [tokens.user, 'user', userRoutes()],
    [tokens.admin, 'admin', adminRoutes()],
  ] as const) {
    const page = await pageOf(token, role === 'admin' ? 'admin' : 'user', { lng: 'de' });
    findings.push(...(await checkRoutes(page, `${role} de`, 'dark', routes)));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    await page.context().close();
  }
  report(findings);
});

// On a small laptop's screen the side menu leaves a list the least room: its columns give way
// (the least needed first) and each row's actions stay in view.
test('at 1024 px, in German: every list keeps its row actions in view', async () => {
  const findings: Finding[] = [];
  for (const [token, role, routes] of [
    [tokens.user, 'user', userRoutes()],
    [tokens.admin, 'admin', adminRoutes()],
  ] as const) {
    const page = await pageOf(token, role, { lng: 'de', width: 1024, height: 800 });
    await setMode(page, 'light');
    // the lists, and the pages that show a record's own list (an account's transactions)
    const lists = routes.filter(
      (path) =>
        !/\/(edit|create)\b|^\/(dashboard|settings|update-password|crypto|cash|banking)$/.test(
          path,
        ),
    );
    for (const [index, path] of lists.entries()) {
      if (index === 0) await visit(page, path);
      else await navigate(page, path);
      findings.push(...(await rowActionsOutOfView(page, `${role} de 1024 px ${path}`)));
    }
    await page.context().close();
  }
  report(findings);
});

/**
 * The forms say what is wrong: submitting one empty moves the focus to the first field in error,
 * which is marked invalid and described by its message; and no violation while the errors show.
 */
test('forms announce their errors, light and dark', async () => {
  const visitor = await pageOf('', 'user');
  const person = await pageOf(tokens.user, 'user');
  const admin = await pageOf(tokens.admin, 'admin');
  const forms: [Page, string, string][] = [
    [visitor, '/login', 'Sign in'],
    [visitor, '/register', 'Register'],
    [visitor, '/forgot-password', 'Send reset instructions'],
    [person, '/accounts/create', 'Create account'],
    [person, '/transactions/create', 'Add transaction'],
    [person, '/assets/create', 'Add asset'],
    [person, '/update-password', 'Update password'],
    [person, '/banking/transactions/create', 'Upload'],
    [admin, '/instruments/create', 'Add instrument'],
    [admin, '/categories/create', 'Add category'],
  ];
  const findings: Finding[] = [];
  for (const mode of MODES) {
    for (const page of [visitor, person, admin]) await setMode(page, mode);
    const loaded = new Set<Page>();
    for (const [page, path, submit] of forms) {
      // each page loads the app once in this mode, and then goes from form to form inside it
      if (loaded.has(page)) await navigate(page, path);
      else await visit(page, path);
      loaded.add(page);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await page
        .locator('[aria-invalid="true"]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch((error: Error) => {
          throw new Error(`${mode} ${path}: no field in error after submitting it empty`, {
            cause: error,
          });
        });
      await settle(page);
      const focused = await page.evaluate(() => {
        const field = document.activeElement;
        const described = (field?.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        return { invalid: field?.getAttribute('aria-invalid'), described };
      });
      assert.equal(focused.invalid, 'true', `${path}: the focus is on the first field in error`);
      assert.ok(focused.described, `${path}: the field in error names its message`);
      findings.push(...(await axe(page, `${mode} ${path} with its errors`)));
    }
  }
  for (const page of [visitor, person, admin]) await page.context().close();
  report(findings);
});
