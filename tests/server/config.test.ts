import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig, prepareDataDir } from '../../server/config.js';
import { createMailer, mails } from '../../server/domain/mail.js';
import { log } from '../../server/log.js';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      secretsKey: undefined,
      appUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      adminEmail: undefined,
      trustProxy: false,
      fxApiUrl: 'https://api.frankfurter.dev/v1',
      krakenApiUrl: 'https://api.kraken.com',
      securitiesProvider: 'yahoo',
      securitiesApiUrl: 'https://query1.finance.yahoo.com',
      twelveDataApiUrl: 'https://api.twelvedata.com',
      twelveDataApiKey: undefined,
      priceFetchTimeoutMs: 10_000,
      jobs: true,
      demoData: false,
    });
    expect(config.mailFrom).toContain('@');
    // Tests start the job queue themselves.
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toBe(false);
  });

  it('reads every variable, normalising the admin e-mail and the app URL', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/wealth',
      DATABASE_URL: 'postgres://u:p@db:5432/wealth',
      JWT_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'ab'.repeat(32),
      APP_URL: 'https://wealth.example.com/',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Wealth <no-reply@example.com>',
      ADMIN_EMAIL: ' Boss@Example.com ',
      TRUST_PROXY: '1',
      FX_API_URL: 'http://fx.internal:8080/v1/',
      KRAKEN_API_URL: 'http://kraken-mirror.internal',
      SECURITIES_API_URL: 'http://yahoo-mirror.internal/',
      TWELVE_DATA_API_URL: 'http://twelve.internal',
      TWELVE_DATA_API_KEY: 'td-key',
      PRICE_FETCH_TIMEOUT_MS: '2500',
      JOBS: 'off',
      DEMO_DATA: '1',
      RATE_LIMIT_PER_MINUTE: '120',
      CONCURRENT_REQUESTS: '4',
      SIGNUPS_PER_HOUR: '3',
      MAIL_REQUESTS_PER_HOUR: '0',
      STATEMENT_TIMEOUT_MS: '5000',
      PGLITE_SHARED_BUFFERS_MB: '96',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/wealth',
      databaseUrl: 'postgres://u:p@db:5432/wealth',
      jwtSecret: 'x'.repeat(32),
      secretsKey: 'ab'.repeat(32),
      appUrl: 'https://wealth.example.com',
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: 'Wealth <no-reply@example.com>',
      adminEmail: 'boss@example.com',
      trustProxy: true,
      fxApiUrl: 'http://fx.internal:8080/v1',
      krakenApiUrl: 'http://kraken-mirror.internal',
      // A key chooses Twelve Data by itself.
      securitiesProvider: 'twelvedata',
      securitiesApiUrl: 'http://yahoo-mirror.internal',
      twelveDataApiUrl: 'http://twelve.internal',
      twelveDataApiKey: 'td-key',
      priceFetchTimeoutMs: 2500,
      jobs: false,
      demoData: true,
      rateLimitPerMinute: 120,
      concurrentRequests: 4,
      signupsPerHour: 3,
      mailRequestsPerHour: 0,
      statementTimeoutMs: 5000,
      pgliteSharedBuffersMb: 96,
    });
    expect(loadConfig({ PORT: '5000' }).appUrl).toBe('http://localhost:5000');
  });

  it('lists every bad variable in one error', () => {
    const env = {
      NODE_ENV: 'staging',
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      SECRETS_KEY: 'nope',
      APP_URL: 'ftp://x',
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'nobody',
      ADMIN_EMAIL: 'not-an-email',
      TRUST_PROXY: 'maybe',
    };
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Invalid environment:');
    for (const name of Object.keys(env)) expect(message).toMatch(new RegExp(`^  - ${name} `, 'm'));
    expect(message).toContain('PORT must be a whole number between 1 and 65535 (got "99999")');
    expect(message.split('\n')).toHaveLength(11);
  });
});

describe('loadConfig: prices and jobs', () => {
  it('refuses bad provider URLs, timeouts and JOBS values', () => {
    const env = {
      FX_API_URL: 'ftp://fx',
      KRAKEN_API_URL: 'not a url',
      PRICE_FETCH_TIMEOUT_MS: '10s',
      JOBS: 'sometimes',
      DEMO_DATA: 'yes please',
    };
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(env)) expect(message).toMatch(new RegExp(`^  - ${name} `, 'm'));
    expect(() => loadConfig({ PRICE_FETCH_TIMEOUT_MS: '50' })).toThrow(/PRICE_FETCH_TIMEOUT_MS/);
    expect(() => loadConfig({ SECURITIES_API_URL: 'query1' })).toThrow(/SECURITIES_API_URL/);
    expect(() => loadConfig({ SECURITIES_PROVIDER: 'bloomberg' })).toThrow(
      'SECURITIES_PROVIDER must be yahoo or twelvedata',
    );
    expect(() => loadConfig({ SECURITIES_PROVIDER: 'twelvedata' })).toThrow(
      'SECURITIES_PROVIDER twelvedata needs TWELVE_DATA_API_KEY',
    );
    // Yahoo on purpose, with a key set.
    expect(
      loadConfig({ SECURITIES_PROVIDER: 'Yahoo', TWELVE_DATA_API_KEY: 'k' }).securitiesProvider,
    ).toBe('yahoo');
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobs).toBe(true);
  });
});

describe('loadConfig: fairness', () => {
  it('reads the rate, concurrency and statement limits, and refuses bad ones', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitPerMinute: 600,
      concurrentRequests: 8,
      signupsPerHour: 5,
      mailRequestsPerHour: 10,
      statementTimeoutMs: 15_000,
    });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      'RATE_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000 (got "lots")',
    );
    expect(() => loadConfig({ CONCURRENT_REQUESTS: '0' })).toThrow(/CONCURRENT_REQUESTS/);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '5' })).toThrow(
      'STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 3600000',
    );
  });
});

describe('loadConfig: the embedded database', () => {
  it("leaves PGlite's shared buffers to the database layer unless told, and refuses bad sizes", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '8' })).toThrow(
      'PGLITE_SHARED_BUFFERS_MB must be a whole number of MB from 16 to 1024 (got "8")',
    );
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64MB' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
  });
});

describe('loadConfig: the build variables the security headers follow', () => {
  it('reads the analytics id and the origin of an API on another origin', () => {
    expect(loadConfig({})).toMatchObject({ analyticsId: undefined, apiOrigin: undefined });
    const config = loadConfig({
      VITE_GA_TRACKING_ID: ' G-TEST123 ',
      VITE_API_URL: 'https://api.example.com/',
    });
    expect(config).toMatchObject({
      analyticsId: 'G-TEST123',
      apiOrigin: 'https://api.example.com',
    });
    // a relative API URL is the app's own origin
    expect(loadConfig({ VITE_API_URL: '/backend' }).apiOrigin).toBeUndefined();
  });
});

describe('prepareDataDir', () => {
  it('creates the directory and keeps generated secrets across starts, private to the owner', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'wt-')), 'nested', 'data');
    const first = await prepareDataDir(loadConfig({ DATA_DIR: dataDir }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.secretsKey, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await prepareDataDir(loadConfig({ DATA_DIR: dataDir }));
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.secretsKey).toBe(first.secretsKey);
    // Values from the environment win and are not written down.
    const given = await prepareDataDir(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }),
    );
    expect(given.jwtSecret).toBe('y'.repeat(40));
    expect(given.secretsKey).toBe(first.secretsKey);
    expect(await readFile(file, 'utf8')).not.toContain('yyyy');
  });
});

describe('mail without SMTP', () => {
  it('writes each message to DATA_DIR/outbox as .eml and plain text; logs the link, not in production', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    for (const nodeEnv of ['development', 'production']) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'wt-'));
      const mailer = createMailer({
        nodeEnv,
        smtpUrl: undefined,
        mailFrom: 'Wealth <no-reply@example.com>',
        dataDir,
      });
      await mailer.send(
        mails.verifyEmail(
          { email: 'ada@example.com', fullname: 'Ada' },
          'http://app.test/email-verify/abc',
        ),
      );
      const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/\.eml$/);
      expect(files[1]).toBe(files[0]!.replace(/\.eml$/, '.txt'));
      const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: ada@example.com');
      expect(eml).toContain('Subject: Confirm your e-mail address');
      expect(eml).toContain('http://app.test/email-verify/abc');
    }
    // The link holds a live token: only the development log shows it.
    expect(info).toHaveBeenCalledTimes(2);
    expect(info.mock.calls[0]![0]).toContain('http://app.test/email-verify/abc');
    expect(info.mock.calls[1]![0]).not.toContain('email-verify/abc');
    // a link as long as a real one: whole in the plain-text copy, broken in the .eml
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wt-'));
    const link = `http://localhost:4000/email-verify/${'x'.repeat(160)}`;
    await createMailer({
      nodeEnv: 'production',
      smtpUrl: undefined,
      mailFrom: 'Wealth <no-reply@example.com>',
      dataDir,
    }).send(mails.verifyEmail({ email: 'ada@example.com', fullname: 'Ada' }, link));
    const [eml, txt] = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(await readFile(path.join(dataDir, 'outbox', eml!), 'utf8')).not.toContain(link);
    const text = await readFile(path.join(dataDir, 'outbox', txt!), 'utf8');
    expect(text).toMatch(/^To: ada@example.com\nSubject: Confirm your e-mail address\n\n/);
    expect(text).toContain(link);
    info.mockRestore();
  });
});
