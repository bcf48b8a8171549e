import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_FX_API_URL } from './domain/prices/frankfurter.js';
import { DEFAULT_KRAKEN_API_URL } from './domain/prices/kraken.js';
import { DEFAULT_TWELVE_DATA_API_URL } from './domain/prices/twelveData.js';
import { DEFAULT_SECURITIES_API_URL } from './domain/prices/yahoo.js';
import { isEmail, normalizeEmail } from './lib/ids.js';
import { parseSecretsKey } from './lib/secrets.js';

/** What the environment says, validated; secrets may still be missing (see prepareDataDir). */
export type EnvConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  secretsKey: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (sign-in throttling). */
  trustProxy: boolean;
  /** Frankfurter API (the ECB's reference rates) for fiat prices, without a trailing slash. */
  fxApiUrl: string;
  /** Kraken's REST API for crypto prices and Kraken accounts. */
  krakenApiUrl: string;
  /** Where stock, ETF, fund and commodity prices come from: Twelve Data when TWELVE_DATA_API_KEY
   * is set, else Yahoo Finance, unless SECURITIES_PROVIDER says which. */
  securitiesProvider: 'yahoo' | 'twelvedata';
  /** Yahoo Finance's API (its chart and search endpoints), without a trailing slash. */
  securitiesApiUrl: string;
  /** Twelve Data's API, without a trailing slash. */
  twelveDataApiUrl: string;
  /** Twelve Data's key; a secret, sent in a header only. */
  twelveDataApiKey: string | undefined;
  /** How long one request to a price provider or a venue (Kraken accounts) may take. */
  priceFetchTimeoutMs: number;
  /** Runs the background jobs (price fetches, history repairs, PGlite maintenance). */
  jobs: boolean;
  /** Creates the demo user and their two years of data at start, once (server/demo/). */
  demoData: boolean;
  /** Requests one caller (a signed-in user, else an address) may make a minute; 0: no limit. */
  rateLimitPerMinute: number;
  /** Requests one caller may have under way at once. */
  concurrentRequests: number;
  /** Sign-ups one client address may make an hour; 0: no limit. */
  signupsPerHour: number;
  /** Password-reset and confirmation-link requests one client address may make an hour; 0: no limit. */
  mailRequestsPerHour: number;
  /** How long one SQL statement may run on PostgreSQL (PGlite cannot interrupt a statement). */
  statementTimeoutMs: number;
  /** PGlite's shared buffers in MB; unset: server/db/client.ts's SHARED_BUFFERS_MB. */
  pgliteSharedBuffersMb: number | undefined;

  // Security headers (server/securityHeaders.ts): what the browser app was built with.
  /** VITE_GA_TRACKING_ID: analytics is on, so the CSP lets the app load and reach Google's hosts. */
  analyticsId: string | undefined;
  /** VITE_API_URL's origin when the app calls an API on another origin (the CSP's connect-src). */
  apiOrigin: string | undefined;
};

/** The configuration the server runs with: every secret present. */
export type Config = EnvConfig & { jwtSecret: string; secretsKey: string };

type Env = Record<string, string | undefined>;

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads and validates the environment without touching anything. Throws one error that lists
 * every bad variable, so a misconfigured start says everything at once.
 */
export function loadConfig(env: Env): EnvConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const bad = (name: string, rule: string) =>
    problems.push(`${name} ${rule} (got ${JSON.stringify(env[name])})`);

  const nodeEnv = value('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    bad('NODE_ENV', 'must be development, production or test');
  }

  const portText = value('PORT') ?? '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    bad('PORT', 'must be a whole number between 1 and 65535');
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    bad('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }

  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) bad('JWT_SECRET', 'must be at least 32 characters');

  const secretsKey = value('SECRETS_KEY');
  if (secretsKey && !parseSecretsKey(secretsKey)) {
    bad('SECRETS_KEY', 'must be 32 bytes written as 64 hex digits or base64');
  }

  const appUrl = (value('APP_URL') ?? `http://localhost:${port || 4000}`).replace(/\/+$/, '');
  if (!isUrl(appUrl, ['http:', 'https:'])) bad('APP_URL', 'must be an http:// or https:// URL');

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    bad('SMTP_URL', 'must be an smtp:// or smtps:// URL');
  }

  const mailFrom = value('MAIL_FROM') ?? 'Wealth Tracker <no-reply@localhost>';
  const fromAddress = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(fromAddress)) {
    bad('MAIL_FROM', 'must be an e-mail address, optionally as "Name <address>"');
  }

  const adminEmailRaw = value('ADMIN_EMAIL');
  const adminEmail = adminEmailRaw ? normalizeEmail(adminEmailRaw) : undefined;
  if (adminEmail && !isEmail(adminEmail)) bad('ADMIN_EMAIL', 'must be an e-mail address');

  const host = value('HOST') ?? '0.0.0.0';

  const trustProxy = value('TRUST_PROXY') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(trustProxy))
    bad('TRUST_PROXY', 'must be true or false');

  const fxApiUrl = (value('FX_API_URL') ?? DEFAULT_FX_API_URL).replace(/\/+$/, '');
  if (!isUrl(fxApiUrl, ['http:', 'https:']))
    bad('FX_API_URL', 'must be an http:// or https:// URL');

  const krakenApiUrl = (value('KRAKEN_API_URL') ?? DEFAULT_KRAKEN_API_URL).replace(/\/+$/, '');
  if (!isUrl(krakenApiUrl, ['http:', 'https:'])) {
    bad('KRAKEN_API_URL', 'must be an http:// or https:// URL');
  }

  const securitiesApiUrl = (value('SECURITIES_API_URL') ?? DEFAULT_SECURITIES_API_URL).replace(
    /\/+$/,
    '',
  );
  if (!isUrl(securitiesApiUrl, ['http:', 'https:'])) {
    bad('SECURITIES_API_URL', 'must be an http:// or https:// URL');
  }

  const twelveDataApiUrl = (value('TWELVE_DATA_API_URL') ?? DEFAULT_TWELVE_DATA_API_URL).replace(
    /\/+$/,
    '',
  );
  if (!isUrl(twelveDataApiUrl, ['http:', 'https:'])) {
    bad('TWELVE_DATA_API_URL', 'must be an http:// or https:// URL');
  }
  const twelveDataApiKey = value('TWELVE_DATA_API_KEY');
  // A key chooses Twelve Data by itself; SECURITIES_PROVIDER=yahoo keeps Yahoo with a key set.
  const securitiesProvider = (
    value('SECURITIES_PROVIDER') ?? (twelveDataApiKey ? 'twelvedata' : 'yahoo')
  ).toLowerCase();
  if (securitiesProvider !== 'yahoo' && securitiesProvider !== 'twelvedata') {
    bad('SECURITIES_PROVIDER', 'must be yahoo or twelvedata');
  } else if (securitiesProvider === 'twelvedata' && !twelveDataApiKey) {
    bad('SECURITIES_PROVIDER', 'twelvedata needs TWELVE_DATA_API_KEY');
  }

  /** A whole number from `min` to `max`, or `fallback` when the variable is not set. */
  const wholeNumber = (name: string, fallback: number, min: number, max: number, unit = '') => {
    const text = value(name) ?? String(fallback);
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < min || number > max) {
      bad(name, `must be a whole number${unit} from ${min} to ${max}`);
    }
    return number;
  };

  const priceFetchTimeoutMs = wholeNumber(
    'PRICE_FETCH_TIMEOUT_MS',
    10_000,
    100,
    300_000,
    ' of milliseconds',
  );
  const rateLimitPerMinute = wholeNumber('RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000);
  const concurrentRequests = wholeNumber('CONCURRENT_REQUESTS', 8, 1, 1000);
  const signupsPerHour = wholeNumber('SIGNUPS_PER_HOUR', 5, 0, 1_000_000);
  const mailRequestsPerHour = wholeNumber('MAIL_REQUESTS_PER_HOUR', 10, 0, 1_000_000);
  const statementTimeoutMs = wholeNumber(
    'STATEMENT_TIMEOUT_MS',
    15_000,
    100,
    3_600_000,
    ' of milliseconds',
  );
  // All of it is held in memory from the start (server/db/client.ts).
  const pgliteSharedBuffersMb =
    value('PGLITE_SHARED_BUFFERS_MB') === undefined
      ? undefined
      : wholeNumber('PGLITE_SHARED_BUFFERS_MB', 0, 16, 1024, ' of MB');

  // Off by default under NODE_ENV=test: tests start the queue themselves when they need it.
  const jobsText = (value('JOBS') ?? (nodeEnv === 'test' ? 'off' : 'on')).toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(jobsText))
    bad('JOBS', 'must be on or off');

  const demoText = (value('DEMO_DATA') ?? '0').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(demoText))
    bad('DEMO_DATA', 'must be 1 or 0 (on or off)');

  // Security headers: the browser app's build variables, read here to match the CSP to the build.
  const analyticsId = value('VITE_GA_TRACKING_ID');
  const apiUrl = value('VITE_API_URL');
  // a relative VITE_API_URL ('/backend') is this origin: 'self' already covers it
  const apiOrigin =
    apiUrl && isUrl(apiUrl, ['http:', 'https:']) ? new URL(apiUrl).origin : undefined;

  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return {
    nodeEnv: nodeEnv as EnvConfig['nodeEnv'],
    port,
    host,
    dataDir: path.resolve(value('DATA_DIR') ?? './data'),
    databaseUrl,
    jwtSecret,
    secretsKey,
    appUrl,
    smtpUrl,
    mailFrom,
    adminEmail,
    trustProxy: trustProxy === 'true' || trustProxy === '1',
    fxApiUrl,
    krakenApiUrl,
    securitiesProvider: securitiesProvider as EnvConfig['securitiesProvider'],
    securitiesApiUrl,
    twelveDataApiUrl,
    twelveDataApiKey,
    priceFetchTimeoutMs,
    jobs: ['on', 'true', '1'].includes(jobsText),
    demoData: ['on', 'true', '1'].includes(demoText),
    rateLimitPerMinute,
    concurrentRequests,
    signupsPerHour,
    mailRequestsPerHour,
    statementTimeoutMs,
    pgliteSharedBuffersMb,

    // Security headers
    analyticsId,
    apiOrigin,
  };
}

type StoredSecrets = { jwt_secret?: string; secrets_key?: string };

/**
 * Creates the data directory and fills in JWT_SECRET and SECRETS_KEY when the environment leaves
 * them unset: generated once and kept in DATA_DIR/secrets.json (mode 0600), so tokens and stored
 * credentials survive a restart.
 */
export async function prepareDataDir(config: EnvConfig): Promise<Config> {
  await mkdir(config.dataDir, { recursive: true });
  if (config.jwtSecret && config.secretsKey) {
    return { ...config, jwtSecret: config.jwtSecret, secretsKey: config.secretsKey };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  const next: Required<StoredSecrets> = {
    jwt_secret: stored.jwt_secret ?? randomBytes(48).toString('base64url'),
    secrets_key: stored.secrets_key ?? randomBytes(32).toString('base64'),
  };
  if (next.jwt_secret !== stored.jwt_secret || next.secrets_key !== stored.secrets_key) {
    await writeFile(file, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return {
    ...config,
    jwtSecret: config.jwtSecret ?? next.jwt_secret,
    secretsKey: config.secretsKey ?? next.secrets_key,
  };
}
