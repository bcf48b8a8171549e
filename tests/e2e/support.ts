// Support for the browser journeys: the built app and the real API on a temporary data dir,
// driven in Debian's Chromium by playwright-core (which never downloads a browser).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'node:test';
import { freePort } from './routes';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * What no journey may cause on any of its pages: a Content-Security-Policy violation (the browser
 * logs it as a console error) or an uncaught error. Collected from every page of the contexts
 * made here (newContext, signedInContext) and checked after each test of every journey.
 */
const pageProblems: string[] = [];

const watchPage = (page: Page) => {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
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
  assert.deepEqual(problems, [], 'a CSP violation or an uncaught error on a page');
});

export type RunningApp = {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
};

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

/** Starts the built server (`npm run build`: dist-server/server/main.js, serving dist/) as production
 * runs it, on a free port and a fresh DATA_DIR. */
export const startApp = async (env: Record<string, string> = {}): Promise<RunningApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'wealth-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist-server/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      // A fresh embedded database, unless E2E_DATABASE_URL names a real PostgreSQL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
      // No price fetches: the journeys never reach the internet (a journey may turn them on).
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
      const res = await fetch(`${url}/`);
      return res.ok;
    }, 'the server to answer');
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server log ---\n${log}`, { cause: error });
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

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

export const newContext = async (browser: Browser, baseURL: string): Promise<BrowserContext> =>
  watched(
    await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } }),
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
