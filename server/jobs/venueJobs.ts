// The work behind the venues-sync queue (queue.ts runs it hourly): every linked account of an
// enabled venue is synced in turn, as its owner's "sync" would. An account whose venue refuses or
// is unreachable is logged in one line (its id and the plain reason, never a credential) and tried
// again on the next run; the others go on.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, venues } from '../db/schema.js';
import { isFailure } from '../domain/result.js';
import type { VenueDeps } from '../domain/venues/registry.js';
import { syncAndAnnounce } from '../domain/venues/sync.js';
import type { Jobs } from './jobs.js';
import type { Logger } from './priceJobs.js';

/** The linked, active accounts of enabled venues. */
const linkedAccounts = (db: Db) =>
  db
    .select({ id: accounts.id, user_id: accounts.user_id })
    .from(accounts)
    .innerJoin(venues, eq(venues.id, accounts.venue_id))
    .where(
      and(
        isNotNull(accounts.secrets_encrypted),
        eq(accounts.status, true),
        eq(venues.status, true),
      ),
    )
    .orderBy(accounts.created_at, accounts.id);

export function venueJobs(deps: VenueDeps & { jobs: Jobs; log: Logger }) {
  /** Syncs every linked account, one after the other. */
  async function syncAll(): Promise<{ synced: number; failed: number }> {
    let synced = 0;
    let failed = 0;
    for (const account of await linkedAccounts(deps.db)) {
      const outcome = await syncAndAnnounce(deps, deps.jobs, account.user_id, account.id);
      if (isFailure(outcome)) {
        failed++;
        deps.log.warn(`Venue sync of account ${account.id} failed: ${outcome.message}`);
      } else {
        synced++;
      }
    }
    return { synced, failed };
  }

  return { syncAll };
}
