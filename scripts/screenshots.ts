// Screenshots of the app's screens for a human look: light and dark, en and de, desktop and phone.
// Usage: npm run build && npm run screenshots -- [outDir] [route ...]   (outDir: /tmp/screens)
// With SCREENSHOTS_DEMO=1 the screens are those of the demo user (DEMO_DATA, server/demo/).
// Starts the built app on a temporary data dir with a confirmed administrator who keeps a few
// accounts and transactions, then captures each route (public ones signed out). In a route,
// ":account", ":asset" and ":transaction" stand for the first such record, ":session" for a phone's
// session, ":event" for the newest event of the security log, ":token" for an access token and
// ":user" for another person, with an authenticator app (the administration's user page).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  callApi,
  launchBrowser,
  signedInContext,
  signUpConfirmed,
  startApp,
  type RunningApp,
} from '../tests/e2e/support';
import { PUBLIC_ROUTES } from '../tests/e2e/builtApp';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed';
import { totpCode } from '../server/lib/totp';

const publicRoutes = new Set(PUBLIC_ROUTES);
const [outDir = '/tmp/screens', ...requested] = process.argv.slice(2);
const routes = requested.length
  ? requested
  : [
      ...publicRoutes,
      '/email-confirm',
      '/dashboard',
      '/accounts',
      '/accounts/create',
      '/accounts/show/:account',
      '/accounts/edit/:account',
      '/transactions',
      '/transactions/create',
      '/transactions/show/:transaction',
      '/transactions/edit/:transaction',
      '/reports',
      '/assets',
      '/assets/holdings/show/:holding',
      '/assets/show/:asset',
      '/assets/edit/:asset',
      '/crypto',
      '/crypto/accounts',
      '/crypto/transactions',
      '/cash',
      '/cash/transactions/create',
      '/banking',
      '/banking/transactions',
      '/banking/transactions/create',
      '/users',
      '/users/create',
      '/users/show/:user',
      '/venues',
      '/venues/create',
      '/instruments',
      '/instruments/create',
      '/categories',
      '/categories/create',
      '/mappings',
      '/mappings/create',
      '/settings/sessions',
      '/settings/sessions/show/:session',
      '/settings/security-log',
      '/settings/security-log/show/:event',
      '/settings/two-factor',
      '/settings/passkeys',
      '/settings/passkeys/create',
      '/settings/data',
      '/security-log',
      '/settings/access-tokens',
      '/settings/access-tokens/create',
      '/settings/access-tokens/show/:token',
    ];

type Ids = {
  account: string;
  asset: string;
  transaction: string;
  holding: string;
  session: string;
  event: string;
  token: string;
  /** Someone else, with two-factor sign-in: the administration's user page. */
  user: string;
};
type LedgerIds = Omit<Ids, 'session' | 'event' | 'token' | 'user'>;

/** The dollars held in more than one account: a holding of several assets. */
const DOLLARS = 'getHoldings(where: { name: "US Dollar" }) { nodes { id } }';

/**
 * Scrolls down the page a screen at a time, then back up, so that the parts drawn as they come
 * near (src/components/WhenNearViewport.tsx) are drawn with their data in the full-page shot.
 */
async function drawWholePage(page: Page) {
  for (let seen = 0; ;) {
    const { bottom, height } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return { bottom: window.scrollY + window.innerHeight, height: document.body.scrollHeight };
    });
    await page.waitForLoadState('networkidle');
    if (bottom >= height || bottom === seen) break;
    seen = bottom;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A few accounts in different currencies and classes, with transactions, through the API. */
async function seedLedger(app: RunningApp, token: string): Promise<LedgerIds> {
  const instruments = await callApi<{
    getInstruments: { nodes: { id: string; ticker: string }[] };
  }>(app, '{ getInstruments(limit: 100) { nodes { id ticker } } }', {}, token);
  const ticker = (t: string) => instruments.getInstruments.nodes.find((i) => i.ticker === t)!.id;
  const create = async (name: string, account_class: string, currency: string, value: string) => {
    const answer = await callApi<{ createAccount: { account: { id: string } } }>(
      app,
      `mutation($n:String!,$c:AccountClass!,$i:ID!,$v:Decimal!){ createAccount(name:$n, account_class:$c,
        instrument_id:$i, value:$v, initial_value:$v){ account { id } } }`,
      { n: name, c: account_class, i: ticker(currency), v: value },
      token,
    );
    return answer.createAccount.account.id;
  };
  const bank = await create('Everyday Bank', 'bank', 'USD', '4250.00');
  await create('Savings', 'bank', 'EUR', '12000');
  await create('Wallet', 'cash', 'USD', '180.50');
  await create('Cold storage', 'crypto', 'BTC', '0.35');
  let transaction = '';
  const book = [
    ['credit', '3200.00', 'Salary'],
    ['debit', '1250.00', 'Rent'],
    ['debit', '86.40', 'Groceries'],
    ['debit', '42.15', 'Dinner with friends'],
    ['credit', '120.00', 'Refund'],
  ] as const;
  for (const [type, amount, description] of book) {
    const answer = await callApi<{ createTransaction: { transaction: { id: string } } }>(
      app,
      `mutation($a:ID!,$t:TransactionType!,$m:Decimal!,$d:String!){ createTransaction(account_id:$a,
        transaction_type:$t, amount:$m, description:$d, date:"2026-11-15"){ transaction { id } } }`,
      { a: bank, t: type, m: amount, d: description },
      token,
    );
    transaction = answer.createTransaction.transaction.id;
  }
  const first = await callApi<Record<string, { nodes: { id: string }[] }>>(
    app,
    `{ s: getAssets(limit: 1) { nodes { id } } h: ${DOLLARS} }`,
    {},
    token,
  );
  return {
    account: bank,
    asset: first.s!.nodes[0]!.id,
    transaction,
    holding: first.h!.nodes[0]!.id,
  };
}

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Sign-ins of `email` from a phone and a laptop (one with a wrong password first), as browsers make
 * them, and two access tokens: the sessions list and the security log then show more than the
 * script's own. Answers the phone's session, the newest event and an access token.
 */
async function seedSecurity(app: RunningApp, email: string, password: string, token: string) {
  const signIn = (userAgent: string, tried: string) =>
    fetch(`${app.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({
        query: 'query($e:String!,$p:String!){ loginUser(email:$e, password:$p){ success } }',
        variables: { e: email, p: tried },
      }),
    });
  await signIn(LAPTOP, 'not the password');
  await signIn(LAPTOP, password);
  await signIn(PHONE, password);
  for (const [name, scope] of [
    ['Nightly export', 'read'],
    ['Bank import script', 'write'],
  ]) {
    await callApi(
      app,
      `mutation($n:String!){ createAccessToken(name:$n, scope:${scope}){ success } }`,
      { n: name },
      token,
    );
  }
  const first = await callApi<Record<string, { nodes: { id: string }[] }>>(
    app,
    `{ s: getSessions(limit: 1, where: { user_agent: ${JSON.stringify(PHONE)} }) { nodes { id } }
       e: getSecurityEvents(limit: 1) { nodes { id } }
       t: getAccessTokens(limit: 1) { nodes { id } } }`,
    {},
    token,
  );
  // someone else, with an authenticator app
  const other = await signUpConfirmed(app, 'grace@example.com', 'Grace Hopper');
  const setup = await callApi<{ beginTotpSetup: { setup: { secret: string } } }>(
    app,
    'mutation { beginTotpSetup { setup { secret } } }',
    {},
    other.token,
  );
  await callApi(
    app,
    'mutation($c:String!){ enableTotp(code:$c){ success } }',
    { c: totpCode(setup.beginTotpSetup.setup.secret) },
    other.token,
  );
  const them = await callApi<{ getMe: { user: { uuid: string } } }>(
    app,
    '{ getMe { user { uuid } } }',
    {},
    other.token,
  );
  return {
    session: first.s!.nodes[0]!.id,
    event: first.e!.nodes[0]!.id,
    token: first.t!.nodes[0]!.id,
    user: them.getMe.user.uuid,
  };
}

/** The demo user's token and first records. */
async function demoLedger(app: RunningApp): Promise<{ token: string; ids: LedgerIds }> {
  const login = await callApi<{ loginUser: { token: string } }>(
    app,
    'query($e:String!,$p:String!){ loginUser(email:$e, password:$p){ token } }',
    { e: DEMO_EMAIL, p: DEMO_PASSWORD },
  );
  const token = login.loginUser.token;
  const first = await callApi<Record<string, { nodes: { id: string }[] }>>(
    app,
    `{ a: getAccounts(limit: 1, sort: "name:asc") { nodes { id } }
       s: getAssets(limit: 1, asset_class: crypto) { nodes { id } }
       t: getTransactions(limit: 1) { nodes { id } }
       h: ${DOLLARS} }`,
    {},
    token,
  );
  const id = (key: string) => first[key]!.nodes[0]!.id;
  return {
    token,
    ids: { account: id('a'), asset: id('s'), transaction: id('t'), holding: id('h') },
  };
}

const demo = process.env.SCREENSHOTS_DEMO === '1';
const app = await startApp({ ADMIN_EMAIL: 'admin@example.com', ...(demo && { DEMO_DATA: '1' }) });
const browser = await launchBrowser();
try {
  await mkdir(outDir, { recursive: true });
  const signedUp = await signUpConfirmed(app, 'admin@example.com');
  const { unverifiedToken } = signedUp;
  const ledger = demo
    ? await demoLedger(app)
    : { token: signedUp.token, ids: await seedLedger(app, signedUp.token) };
  const token = ledger.token;
  const ids: Ids = {
    ...ledger.ids,
    ...(await seedSecurity(
      app,
      demo ? DEMO_EMAIL : 'admin@example.com',
      demo ? DEMO_PASSWORD : 'correct horse battery',
      token,
    )),
  };
  for (const pattern of routes) {
    const route = pattern.replace(
      /:(account|asset|transaction|holding|session|event|token|user)\b/,
      (_, key: keyof Ids) => ids[key],
    );
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const lng of ['en', 'de'] as const) {
        for (const [device, width, height] of [
          ['desktop', 1440, 900],
          ['phone', 390, 844],
        ] as const) {
          const unverified = route === '/email-confirm';
          const context = await signedInContext(
            browser,
            app,
            publicRoutes.has(route) ? '' : unverified ? unverifiedToken : token,
            unverified ? 'unverified' : 'admin',
            { width, height, colorScheme, lng },
          );
          const page = await context.newPage();
          await page.goto(route);
          await page.waitForLoadState('networkidle');
          await drawWholePage(page);
          await page.waitForTimeout(300);
          const name = `${pattern.replace(/\W+/g, '_') || 'root'}-${colorScheme}-${lng}-${device}.png`;
          await page.screenshot({ path: join(outDir, name), fullPage: true });
          await context.close();
        }
      }
    }
  }
  console.info(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
}
