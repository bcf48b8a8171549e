// The built app as the browser journeys and the scripts that drive it (screenshots, Lighthouse)
// run it: its public routes, a free port, and the built server started on a fresh data dir.
// Plain module, no node:test hooks, so a script can import it without becoming a test run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every public page, with made-up tokens and an unknown path (the 404 page). */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/update-password/not-a-real-token',
  '/email-verify/not-a-real-token',
  '/terms-conditions',
  '/privacy-policy',
  '/no-such-page',
];

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export type RunningApp = {
  url: string;
  dataDir: string;
  /** What the server wrote to stdout and stderr so far. */
  log: () => string;
  stop: () => Promise<void>;
};

/** Calls `check` every 250 ms until it answers true (a throw counts as false), or fails. */
export const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

/** How production runs the server (`npm run serve`): package.json's config. */
const SERVER_CONFIG = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    config: { server_node_flags: string; server_env: string };
  }
).config;

/** The node flags the server runs with in production (config.server_node_flags), so that what is
 * measured here is what runs there. */
export const SERVER_NODE_FLAGS: string[] = SERVER_CONFIG.server_node_flags
  .split(' ')
  .filter(Boolean);

/** The environment it runs with there (config.server_env: `NAME=value …`, the C library's
 * settings, which it reads before node starts). */
const SERVER_ENV: Record<string, string> = Object.fromEntries(
  SERVER_CONFIG.server_env
    .split(' ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
);

/** Starts the built server (`npm run build`: dist-server/server/main.js, serving dist/) as production
 * runs it, on a free port and a fresh DATA_DIR, and waits up to `timeoutMs` for its first answer
 * (seeding DEMO_DATA takes minutes on 2 cores). Its address is 127.0.0.1, or `localhost` for what
 * needs a domain name (passkeys: WebAuthn takes no IP address as the site's id). `fromSource`
 * runs server/main.ts through tsx instead, for tests that run before the build (the API alone). */
export const startApp = async (
  env: Record<string, string> = {},
  {
    timeoutMs = 60_000,
    hostname = '127.0.0.1',
    fromSource = false,
  }: { timeoutMs?: number; hostname?: '127.0.0.1' | 'localhost'; fromSource?: boolean } = {},
): Promise<RunningApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'wealth-e2e-'));
  const port = await freePort();
  const url = `http://${hostname}:${port}`;
  const entry = fromSource ? ['--import', 'tsx', 'server/main.ts'] : ['dist-server/server/main.js'];
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    env: {
      ...process.env,
      ...SERVER_ENV,
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
      // Every journey's browser is 127.0.0.1: the per-address sign-up and mail limits would count
      // all their people as one (they are tested in tests/server/authLimits.test.ts).
      SIGNUPS_PER_HOUR: '0',
      MAIL_REQUESTS_PER_HOUR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
        const res = await fetch(fromSource ? `${url}/api?query=%7B__typename%7D` : `${url}/`, {
          headers: { 'x-graphql-yoga-csrf': '1' },
          signal: AbortSignal.timeout(5000),
        });
        return res.ok;
      },
      'the server to answer',
      timeoutMs,
    );
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server log ---\n${log}`, { cause: error });
  }
  return {
    url,
    dataDir,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A user's token and role, signed in as the login form does (tests/e2e/support.ts callApi); the
 * scripts sign in the demo user (server/demo/seed.ts, not imported here: it brings the server).
 */
export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ token: string; role: string }> {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($e:String!,$p:String!){ loginUser(email:$e, password:$p){ success errors token } }',
      variables: { e: email, p: password },
    }),
  });
  const body = (await res.json()) as {
    data?: { loginUser: { success: boolean; errors: string[] | null; token: string | null } };
    errors?: unknown;
  };
  const token = body.data?.loginUser.token;
  if (!token) throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    role?: string;
  };
  return { token, role: payload.role ?? 'user' };
}
