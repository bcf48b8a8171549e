// What the server and the scripts that share its database start with: the configuration from the
// environment (a bad one stops the process, naming every wrong variable) and its database with
// every migration applied, whose stored secrets (venue credentials, authenticator apps') SECRETS_KEY
// opens (else it stops too).
import path from 'node:path';
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
};

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

export async function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<Opened> {
  let config: Config;
  try {
    config = await prepareDataDir(loadConfig(env));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const options = databaseOptions(config);
  const database = await openDatabase(options);
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
  return { config, options, database, applied, where };
}
