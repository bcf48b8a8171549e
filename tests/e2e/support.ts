// Support for the browser journeys: the built app and the real API on a temporary data dir,
// driven in Debian's Chromium by playwright-core (which never downloads a browser).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach } from 'node:test';
import { waitFor, type RunningApp } from './builtApp';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export { startApp, type RunningApp } from './builtApp';

/**
 * What no journey may cause on any of its pages: a Content-Security-Policy violation (the browser
 * logs it as a console error), a prerendered page React could not take over as it was (it logs
 * error #418 or #423, then draws the page again) or an uncaught error. Collected from every page of the contexts
 * made here (newContext, signedInContext) and checked after each test of every journey.
 */
const pageProblems: string[] = [];

const watchPage = (page: Page) => {
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Minified React error #4(18|23)|Hydration failed/.test(message.text())
    ) {
      pageProblems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => pageProblems.push(`${page.url()}: ${error.stack ?? error}`));
};

const watched = (context: BrowserContext): BrowserContext => {
  context.on('page', watchPage);
  return context;
};

afterEach(() => {
  const problems = pageProblems.splice(0);
  assert.deepEqual(problems, [], 'a CSP violation, a failed take-over or an uncaught error');
});

/**
 * Waits until the app has taken over a prerendered page (src/prerender/takeOver.tsx): until then it is
 * inert, with no Tab stops. Playwright's actions wait for this by themselves; the keyboard does not.
 */
export const appReady = (page: Page) =>
  page.locator('#root:not([inert])').waitFor({ state: 'attached' });

/**
 * Waits until the page's lazy parts (lists, charts, records) have arrived: no skeleton or spinner
 * is left in the main region. A placeholder is rarely as tall as what replaces it, so until then
 * the page may move under the pointer: a click whose press and release land on different
 * elements does nothing. (`waitForLoadState('networkidle')` does not help here: it fires once per
 * document, not after the app's own navigations.)
 */
export const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelector('main :is(.MuiSkeleton-root, [role="progressbar"])') === null,
  );

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const newContext = async (
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> =>
  watched(
    await browser.newContext({
      baseURL,
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      ...options,
    }),
  );

/** Decodes a quoted-printable mail body enough to read links from it. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for a mail to `to` in DATA_DIR/outbox and returns the first link matching `pattern`. */
export const linkFromOutbox = async (dataDir: string, to: string, pattern: RegExp) => {
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  await waitFor(
    async () => {
      const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml')).sort();
      for (const file of files.reverse()) {
        const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
        if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
        const match = mail.match(pattern);
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    },
    `a mail to ${to} in ${outbox}`,
    15_000,
  );
  return link as string;
};

/** Calls the API as a script would (not through the browser). */
export const callApi = async <T = Record<string, { success?: boolean; token?: string | null }>>(
  app: RunningApp,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> => {
  const res = await fetch(`${app.url}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`API call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
};

/**
 * Signs a user up through the API and confirms the address with the link from the outbox.
 * Answers the unverified token of the sign-up and the verified one of the confirmation.
 */
export const signUpConfirmed = async (
  app: RunningApp,
  email: string,
  fullname = 'Ada Lovelace',
  password = 'correct horse battery',
) => {
  const signup = await callApi(
    app,
    'mutation($f:String!,$e:String!,$p:String!){ signupUser(fullname:$f, email:$e, password:$p, terms_accepted:true){ token } }',
    { f: fullname, e: email, p: password },
  );
  const link = await linkFromOutbox(app.dataDir, email, /\/email-verify\/[A-Za-z0-9_-]+/);
  const verified = await callApi(app, 'mutation($t:String!){ verifyEmail(token:$t){ token } }', {
    t: link.split('/').pop(),
  });
  return {
    unverifiedToken: signup.signupUser.token as string,
    token: verified.verifyEmail.token as string,
  };
};

/** A browser context signed in with `token` as the app stores a session (signed out when empty). */
export const signedInContext = async (
  browser: Browser,
  app: RunningApp,
  token: string,
  role = 'user',
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; lng?: string } = {},
) => {
  const context = watched(
    await browser.newContext({
      baseURL: app.url,
      locale: 'en-US',
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      colorScheme: options.colorScheme ?? 'light',
    }),
  );
  await context.addInitScript(
    ([t, r, lng, mode]) => {
      // a new tab's first document (about:blank) has no storage to seed
      if (location.protocol === 'about:') return;
      // only on the first page of the tab, so that reloads keep what the test changed since
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      if (t) {
        localStorage.setItem('accountant-auth', t);
        localStorage.setItem('email-verified', r);
      }
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('colorMode', mode);
      document.cookie = 'cookieConsent=true; path=/';
    },
    [token, role, options.lng ?? 'en', options.colorScheme ?? 'light'],
  );
  return context;
};

type Envelope = { success: boolean; message?: string | null } & Record<string, unknown>;

/** Calls the API and expects the one answer to succeed; answers it. */
export const apiOk = async (app: RunningApp, query: string, variables: object, token: string) => {
  const data = await callApi<Record<string, Envelope>>(app, query, variables, token);
  const answer = Object.values(data)[0]!;
  assert.equal(answer.success, true, JSON.stringify(answer));
  return answer;
};

/** The id of the instrument with this ticker. */
export const instrumentIdOf = async (app: RunningApp, ticker: string, token: string) => {
  const answer = await apiOk(
    app,
    'query ($where: JSON) { getInstruments(where: $where) { success nodes { id } } }',
    { where: { ticker } },
    token,
  );
  return (answer.nodes as { id: string }[])[0]!.id;
};

/** Types into a searchable select (once its options are there) and takes the option `option`. */
export async function chooseOption(
  page: Page,
  label: string,
  text: string,
  option: string | RegExp,
) {
  const box = page.getByRole('combobox', { name: label });
  await box.and(page.locator(':enabled')).waitFor();
  await box.fill(text);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Opens a plain select and takes the option `option`. A form whose pickers arrive while its menu
 * is open can draw the select anew and close the menu under the click (seen once in 8 runs of
 * the ledger journey): the select is then opened again, up to three times.
 */
export async function pickOption(page: Page, label: string, option: string | RegExp) {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('combobox', { name: label }).click();
    try {
      await page.getByRole('option', { name: option }).click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
