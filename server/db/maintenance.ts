// PGlite runs no autovacuum: without it the planner has no statistics (and, e.g., sorts a whole
// user's transactions for one page instead of walking an index) and index-only scans must visit
// the table. So the server refreshes both at start and then every hour. PostgreSQL (DATABASE_URL)
// does this itself.
import type { Database } from './client.js';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** Statistics for the planner and the visibility map for index-only scans, all tables. */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.session((session) => session.exec('VACUUM (ANALYZE)'));
}

/** Runs `vacuumAnalyze` now and every `intervalMs`; the timer never keeps the process alive. */
export function scheduleMaintenance(
  database: Database,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): NodeJS.Timeout {
  const run = () =>
    vacuumAnalyze(database).catch((error: unknown) => console.error('VACUUM failed:', error));
  void run();
  return setInterval(run, intervalMs).unref();
}
