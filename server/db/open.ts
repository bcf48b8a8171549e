// What the server and the scripts that share its database start with: the configuration from the
// environment (a bad one stops the process, naming every wrong variable) and its database with
// every migration applied, whose stored venue credentials SECRETS_KEY opens (else it stops too).
import path from 'node:path';
import { loadConfig, prepareDataDir, type Config } from '../config.js';
import { checkSecretsKey } from '../domain/venues/secrets.js';
import { databaseOptions, openDatabase, type Database, type DatabaseOptions } from './client.js';
import { migrate } from './migrate.js';

export type Opened = {
  config: Config;
  options: DatabaseOptions;
  database: Database;
  /** The migrations this start applied. */
  applied: string[];
  /** Where the data is, for a log line. */
  where: string;
};

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
