// `npm run demo`: the demo user and two years of their finances in the database the server uses
// (DATA_DIR's PGlite, or DATABASE_URL), then exits; `npm start` shows them. Running it again
// changes nothing. On PGlite stop the server first: only one process can open its data directory.
import { openConfiguredDatabase } from '../server/db/open.js';
import { seedDemo } from '../server/demo/seed.js';

const { database, where } = await openConfiguredDatabase(process.env, 'npm run demo');
try {
  const started = performance.now();
  const result = await seedDemo(database.db);
  console.info(
    result.created
      ? `Demo data created in ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
          `${result.accounts} accounts, ${result.transactions} transactions, ${result.prices} prices.`
      : `The demo user exists already in ${where}: nothing changed.`,
  );
  console.info(`Sign in as ${result.email} with the password ${result.password}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
