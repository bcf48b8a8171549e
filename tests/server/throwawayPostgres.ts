// A throwaway database on the real PostgreSQL that TEST_DATABASE_URL names (its user needs
// CREATEDB), for the tests that only a server with several connections can run. Without
// TEST_DATABASE_URL those tests are skipped (`describe.skipIf(!BASE_URL)`).
import pg from 'pg';

export const BASE_URL = process.env.TEST_DATABASE_URL;

/** A database named `<prefix>_<pid>_<time>` next to BASE_URL's: its URL, and how to make and drop it. */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = () => {
    const parsed = new URL(BASE_URL!);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  return {
    name,
    url,
    create: () => admin(`CREATE DATABASE ${name}`),
    /** Drops it, trying again for up to 2 s while connections just closed still hold it. */
    drop: async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await admin(`DROP DATABASE IF EXISTS ${name}`);
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
