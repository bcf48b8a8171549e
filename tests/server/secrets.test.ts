// Venue credentials at rest: AES-256-GCM under SECRETS_KEY, a fresh nonce every time, bound to
// their user and account; and the server refusing to start when SECRETS_KEY does not open them.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  KEYS_NOT_SHARED,
  openConfiguredDatabase,
  WRONG_SECRETS_KEY,
} from '../../server/db/open.js';
import { accounts, instruments, users } from '../../server/db/schema.js';
import type { Db } from '../../server/db/client.js';
import { BASE_URL, throwawayDatabase } from './throwawayPostgres.js';
import {
  SECRETS_UNREADABLE,
  SecretsError,
  openSecrets,
  parseSecretsKey,
  sealSecrets,
  secretsKey,
} from '../../server/lib/secrets.js';

const KEY = randomBytes(32);
const OWNER = { userId: randomUUID(), accountId: randomUUID() };
const SECRETS = { api_key: 'my-api-key', api_secret: 'bXktcHJpdmF0ZS1rZXk=' };

const openFails = (key: Buffer, owner: typeof OWNER, sealed: string) => {
  expect(() => openSecrets(key, owner, sealed)).toThrow(SecretsError);
  expect(() => openSecrets(key, owner, sealed)).toThrow(SECRETS_UNREADABLE);
};

describe('sealing', () => {
  it('opens what it sealed, in the versioned format, with a new nonce every time', () => {
    const sealed = sealSecrets(KEY, OWNER, SECRETS);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(sealed.split(':')[1]!, 'base64')).toHaveLength(12);
    expect(sealed).not.toContain('my-api-key');
    expect(openSecrets(KEY, OWNER, sealed)).toEqual(SECRETS);
    const again = sealSecrets(KEY, OWNER, SECRETS);
    expect(again).not.toBe(sealed);
    expect(again.split(':')[1]).not.toBe(sealed.split(':')[1]);
  });

  it('opens nothing with another key, for another account or user, or damaged', () => {
    const sealed = sealSecrets(KEY, OWNER, SECRETS);
    openFails(randomBytes(32), OWNER, sealed);
    openFails(KEY, { ...OWNER, accountId: randomUUID() }, sealed);
    openFails(KEY, { ...OWNER, userId: randomUUID() }, sealed);
    const [version, nonce, body] = sealed.split(':') as [string, string, string];
    const flipped = Buffer.from(body, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    openFails(KEY, OWNER, `${version}:${nonce}:${flipped.toString('base64')}`);
    openFails(KEY, OWNER, `v2:${nonce}:${body}`);
    openFails(KEY, OWNER, `${version}:${nonce}`);
    openFails(KEY, OWNER, 'not sealed at all');
  });

  it('reads SECRETS_KEY as 64 hex digits or base64 of 32 bytes', () => {
    expect(parseSecretsKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretsKey(KEY.toString('base64'))).toEqual(KEY);
    expect(parseSecretsKey(KEY.toString('base64url'))).toEqual(KEY);
    expect(parseSecretsKey('ab'.repeat(31))).toBeNull();
    expect(parseSecretsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(() => secretsKey('short')).toThrow('SECRETS_KEY is not a 32-byte key');
  });
});

describe('the start check', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** An account with credentials sealed under `key`, stored the way linking stores them. */
  async function storeSealed(db: Db, key: string) {
    const [user] = await db
      .insert(users)
      .values({ fullname: 'Holder', email: 'holder@example.com', password_hash: 'x' })
      .returning();
    const [usd] = await db.select().from(instruments).where(eq(instruments.ticker, 'USD'));
    const id = randomUUID();
    await db.insert(accounts).values({
      id,
      user_id: user!.id,
      name: 'Kraken',
      slug: 'kraken',
      account_class: 'crypto',
      account_type: 'crypto',
      instrument_id: usd!.id,
      secrets_encrypted: sealSecrets(secretsKey(key), { userId: user!.id, accountId: id }, SECRETS),
    });
  }

  /** What openConfiguredDatabase does with this environment: opens, or exits with a message. */
  async function start(env: Record<string, string>) {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const opened = await openConfiguredDatabase({ NODE_ENV: 'test', ...env });
      return { opened, said: errors.mock.calls.map((call) => call.join(' ')) };
    } catch (error) {
      return { exit: (error as Error).message, said: errors.mock.calls.map((c) => c.join(' ')) };
    } finally {
      exit.mockRestore();
      errors.mockRestore();
    }
  }

  it('refuses to start when SECRETS_KEY is wrong or missing, and says so; starts with the right one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wealth-secrets-'));
    dirs.push(dataDir);
    const key = randomBytes(32).toString('base64');
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32) };

    // No credentials stored yet: any key starts.
    const first = await start({ ...env, SECRETS_KEY: key });
    expect(first.opened).toBeDefined();
    await storeSealed(first.opened!.database.db, key);
    await first.opened!.database.close();

    const wrong = await start({ ...env, SECRETS_KEY: randomBytes(32).toString('hex') });
    expect(wrong).toEqual({ exit: 'exit 1', said: [WRONG_SECRETS_KEY] });
    expect(WRONG_SECRETS_KEY).toMatch(
      /^SECRETS_KEY is missing or wrong: stored venue credentials or/,
    );

    // Without SECRETS_KEY a key is generated into DATA_DIR/secrets.json: not the one they need.
    const missing = await start(env);
    expect(missing).toEqual({ exit: 'exit 1', said: [WRONG_SECRETS_KEY] });

    const right = await start({ ...env, SECRETS_KEY: key });
    expect(right.said).toEqual([]);
    expect(right.opened!.warnings).toEqual([]);
    await right.opened!.database.close();
  });

  it.skipIf(!BASE_URL)(
    'warns on PostgreSQL when the keys are not given: other instances would not share them',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'wealth-secrets-'));
      dirs.push(dataDir);
      const throwaway = throwawayDatabase('wealth_keys');
      await throwaway.create();
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: throwaway.url() };
        const generated = await start({ ...env, JWT_SECRET: 'j'.repeat(32) });
        expect(generated.opened!.warnings).toEqual([KEYS_NOT_SHARED]);
        await generated.opened!.database.close();
        const given = await start({
          ...env,
          JWT_SECRET: 'j'.repeat(32),
          SECRETS_KEY: randomBytes(32).toString('hex'),
        });
        expect(given.opened!.warnings).toEqual([]);
        await given.opened!.database.close();
      } finally {
        await throwaway.drop();
      }
    },
  );
});
