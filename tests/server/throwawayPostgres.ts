// A throwaway database on the real PostgreSQL that TEST_DATABASE_URL names (its user needs
// CREATEDB), for the tests that only a server with several connections can run. Without
// TEST_DATABASE_URL those tests are skipped (`describe.skipIf(!BASE_URL)`).
import pg from 'pg';

export const BASE_URL = process.env.TEST_DATABASE_URL;

/** A database named `<prefix>_<pid>_<time>` next to `base`'s (BASE_URL's unless given): its URL,
 * and how to make and drop it (scripts/bench.ts uses it too). */
export function throwawayDatabase(prefix: string, base = BASE_URL) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = () => {
    const parsed = new URL(base!);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  return {
    name,
    url,
    create: () => admin(`CREATE DATABASE ${name}`),
    /** Drops it, trying again for up to 2 s while connections just closed still hold it; `force`:
     * at once, ending the connections still open on it (PostgreSQL 13 and later). */
    drop: async ({ force = false } = {}) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await admin(`DROP DATABASE IF EXISTS ${name}${force ? ' WITH (FORCE)' : ''}`);
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

/** SQL that makes a person who holds one bitcoin: the price jobs then have work to do. */
export const SOMEBODY_HOLDS_BITCOIN = `
  WITH u AS (
    INSERT INTO users (fullname, email, password_hash, role)
    VALUES ('Holder', 'holder@example.com', 'x', 'user') RETURNING id
  ), btc AS (SELECT id FROM instruments WHERE ticker = 'BTC'),
  a AS (
    INSERT INTO accounts (user_id, name, slug, account_class, account_type, instrument_id)
    SELECT u.id, 'Wallet', 'wallet', 'crypto', 'crypto', btc.id FROM u, btc
    RETURNING id, user_id, instrument_id
  )
  INSERT INTO assets (user_id, name, account_id, instrument_id, asset_class, balance, is_primary)
  SELECT user_id, 'Wallet', id, instrument_id, 'crypto', 1, true FROM a`;
