// PGlite runs no autovacuum: without it the planner has no statistics (and, e.g., sorts a whole
// user's transactions for one page instead of walking an index) and index-only scans must visit
// the table. So on PGlite the job queue runs this at start and then every hour (queue
// db-maintenance, server/jobs/queue.ts; at start only when JOBS=off). PostgreSQL (DATABASE_URL)
// does this itself.
import type { Database } from './client.js';

/** Statistics for the planner and the visibility map for index-only scans, all tables. */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.session((session) => session.exec('VACUUM (ANALYZE)'));
}
