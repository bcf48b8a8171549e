// What a committed ledger write asks of the background jobs (server/jobs/jobs.ts). The writes say
// it themselves, never their callers: every write of a user's ledger has their net-worth history
// repaired, and one that makes or changes a holding has its instrument's prices fetched. Without
// `jobs` (the demo seed, a venue link whose first sync announces first) nothing is asked here.
import type { Jobs } from '../../jobs/jobs.js';
import { isFailure, type Failure } from '../result.js';

/**
 * Answers `result` once its jobs are enqueued: when the write succeeded, the user's history
 * repair, then the prices of the instrument `held` names (the one a new or changed holding is
 * in). A failure wrote nothing and asks nothing.
 */
export async function announced<R>(
  jobs: Jobs | undefined,
  userId: string,
  result: R | Failure,
  held?: (written: R) => string | null,
): Promise<R | Failure> {
  if (jobs && !isFailure(result as object)) {
    await jobs.historyChanged(userId);
    const instrumentId = held?.(result as R);
    if (instrumentId) await jobs.instrumentHeld(instrumentId);
  }
  return result;
}
