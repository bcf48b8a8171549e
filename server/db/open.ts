// What the server and the scripts that share its database start with: the configuration from the
// environment (a bad one stops the process, naming every wrong variable) and its database with
// every migration applied, whose stored secrets (venue credentials, authenticator apps') SECRETS_KEY
// opens (else it stops too).
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNotNull } from 'drizzle-orm';
import { loadConfig, prepareDataDir, type Config } from '../config.js';
import { openSecrets, secretsKey } from '../lib/secrets.js';
import {
  databaseOptions,
  openDatabase,
  type Database,
  type DatabaseOptions,
  type Db,
} from './client.js';
import { DataDirLocked, SERVER } from './lock.js';
import { migrate } from './migrate.js';
import { accounts, totp_credentials } from './schema.js';

export type Opened = {
  config: Config;
  options: DatabaseOptions;
  database: Database;
  /** The migrations this start applied. */
  applied: string[];
  /** Where the data is, for a log line. */
  where: string;
  /** What the start log should warn of. */
  warnings: string[];
};

/** Said at start on PostgreSQL when a key was not given but generated into DATA_DIR. */
export const KEYS_NOT_SHARED =
  'JWT_SECRET or SECRETS_KEY is not set, so it comes from DATA_DIR/secrets.json. Every instance ' +
  'on this database needs the same ones: set both, with the same values, in the environment of ' +
  'each (a session signed by one instance is refused by an instance with another JWT_SECRET).';

/** How long a start waits for a command that has the data directory open (PGlite), and how
 * often it tries again. */
const LOCK_WAIT_MS = 120_000;
const LOCK_RETRY_MS = 500;

/** Why the server does not start: stored credentials that SECRETS_KEY does not open. */
export const WRONG_SECRETS_KEY =
  'SECRETS_KEY is missing or wrong: stored venue credentials or authenticator-app secrets cannot ' +
  'be decrypted with it. Set ' +
  'SECRETS_KEY to the key they were stored with (without it the key is read from ' +
  'DATA_DIR/secrets.json, which must be the file they were stored with).';

/**
 * Checked at start: when any account holds credentials, or anyone an authenticator app, one of
 * each must open with `key`. A generated key that replaced a lost one (or a mistyped SECRETS_KEY)
 * is refused here, before the server runs and every sync and two-factor sign-in fails. Throws an
 * Error with WRONG_SECRETS_KEY.
 */
async function checkSecretsKey(db: Db, text: string): Promise<void> {
  const [account] = await db
    .select({ id: accounts.id, user_id: accounts.user_id, sealed: accounts.secrets_encrypted })
    .from(accounts)
    .where(isNotNull(accounts.secrets_encrypted))
    .limit(1);
  const [app] = await db.select().from(totp_credentials).limit(1);
  const key = secretsKey(text);
  try {
    if (account?.sealed) {
      openSecrets(key, { userId: account.user_id, accountId: account.id }, account.sealed);
    }
    if (app) openSecrets(key, { userId: app.user_id, purpose: 'totp' }, app.secret_sealed);
  } catch (error) {
    throw new Error(WRONG_SECRETS_KEY, { cause: error });
  }
}

/** `holder`: who opens the data directory (PGlite), named in its lock (lock.ts). */
export async function openConfiguredDatabase(
  env: NodeJS.ProcessEnv,
  holder?: string,
): Promise<Opened> {
  let config: Config;
  let keysGiven = false;
  try {
    const given = loadConfig(env);
    keysGiven = Boolean(given.jwtSecret && given.secretsKey);
    config = await prepareDataDir(given);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const options = databaseOptions(config);
  let database: Database | undefined;
  for (let waited = 0; !database; waited += LOCK_RETRY_MS) {
    try {
      database = await openDatabase(options, { lock: holder });
    } catch (error) {
      if (!(error instanceof DataDirLocked)) throw error;
      // A command's work on the files (a backup, a restore) ends soon: wait for it a while.
      if (error.by.holder === SERVER || waited >= LOCK_WAIT_MS) {
        console.error(
          `${error.message} Stop it first, or set DATA_DIR to another directory for this one.`,
        );
        process.exit(1);
      }
      if (waited === 0) console.info(`${error.message} Waiting for it to finish…`);
      await sleep(LOCK_RETRY_MS);
    }
  }
  const applied = await migrate(database);
  try {
    await checkSecretsKey(database.db, config.secretsKey);
  } catch (error) {
    console.error((error as Error).message);
    await database.close();
    process.exit(1);
  }
  const where =
    options.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${path.join(config.dataDir, 'pgdata')}`;
  const warnings = options.kind === 'postgres' && !keysGiven ? [KEYS_NOT_SHARED] : [];
  return { config, options, database, applied, where, warnings };
}
