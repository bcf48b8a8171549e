// Background jobs on pg-boss (a queue kept in PostgreSQL tables, schema `pgboss`): they survive
// restarts, retry with backoff, and each job runs once however many API instances poll the queue
// (a worker takes a job with SELECT … FOR UPDATE SKIP LOCKED). Requests never wait for them: they
// only enqueue (see jobs.ts).
//
// Queues (policy "stately": per singleton key at most one job waiting and one running, so the
// same work is never queued twice nor run twice at once):
//   prices-latest    the latest price of every held instrument; hourly (cron "0 * * * *") and once
//                    at start. Key "all".
//   prices-backfill  { instrument_id, from? }: the daily history of one instrument. Key: its id.
//   history-repair   { user_id? }: recomputes stale net-worth histories (one user's, or all).
//                    Key: the user (debounced ~2 s), or "all" after prices were stored.
//   db-maintenance   PGlite only (no autovacuum there): VACUUM (ANALYZE), hourly and at start.
//   db-backup        PGlite only: { request }: the backup `npm run backup` asked the running
//                    server for (SIGUSR2, server/db/backup.ts). Key: the request. Not retried:
//                    the command waiting is told of the failure.
//   uploads-cleanup  takes back statement bookings and imports of an export cut short
//                    (recoverBookings, recoverImports), then removes staged uploads nobody
//                    confirmed within a day; hourly and at start.
//   venues-sync      syncs every linked venue account (Kraken) in turn; hourly (cron "45 * * * *"),
//                    not at start (linking syncs at once, and restarts must not hammer a venue).
//                    Key "all". A venue's refusal is logged per account and waits for the next run.
//
// On PGlite pg-boss runs its SQL on the app's own client through a small adapter (one
// connection: its queries take turns with the app's); on PostgreSQL (DATABASE_URL) it has a pool
// of its own.
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import { inBackground, type Database } from '../db/client.js';
import { vacuumAnalyze } from '../db/maintenance.js';
import { frankfurterProvider } from '../domain/prices/frankfurter.js';
import { krakenProvider } from '../domain/prices/kraken.js';
import { securitiesProvider, type SecuritiesSettings } from '../domain/prices/securities.js';
import { recoverImports } from '../domain/dataImport.js';
import { recoverBookings, removeStaleUploads } from '../domain/statements/imports.js';
import { repairHistory, repairStaleHistories } from '../domain/valuation.js';
import { venueDeps } from '../domain/venues/registry.js';
import type { Jobs } from './jobs.js';
import {
  priceJobs,
  type BackfillData,
  type LatestData,
  type Logger,
  type Providers,
} from './priceJobs.js';
import { venueJobs } from './venueJobs.js';

export const QUEUES = {
  latest: 'prices-latest',
  backfill: 'prices-backfill',
  repair: 'history-repair',
  maintenance: 'db-maintenance',
  backup: 'db-backup',
  uploads: 'uploads-cleanup',
  venues: 'venues-sync',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retries per queue: pg-boss waits retryDelay × 2^n (times 1 to 2, jittered) before retry n. */
export const RETRY_POLICY: Record<QueueName, { retryLimit: number; retryDelay: number }> = {
  // ~1, 2, 4, 8 and 16 minutes: within the hour, before the next scheduled run.
  [QUEUES.latest]: { retryLimit: 5, retryDelay: 60 },
  // ~1 minute … ~2 hours: a provider down for a while still gets the history in the end.
  [QUEUES.backfill]: { retryLimit: 8, retryDelay: 60 },
  [QUEUES.repair]: { retryLimit: 3, retryDelay: 10 },
  [QUEUES.maintenance]: { retryLimit: 1, retryDelay: 300 },
  [QUEUES.backup]: { retryLimit: 0, retryDelay: 60 },
  [QUEUES.uploads]: { retryLimit: 1, retryDelay: 300 },
  // Only a failure of the run itself (the database) is retried: a venue's is the next run's.
  [QUEUES.venues]: { retryLimit: 2, retryDelay: 300 },
};

/** How long a job may run before pg-boss fails it (and retries it). */
const EXPIRE_SECONDS: Record<QueueName, number> = {
  [QUEUES.latest]: 5 * 60,
  [QUEUES.backfill]: 15 * 60,
  [QUEUES.repair]: 15 * 60,
  [QUEUES.maintenance]: 15 * 60,
  [QUEUES.backup]: 15 * 60,
  [QUEUES.uploads]: 5 * 60,
  [QUEUES.venues]: 15 * 60,
};

/** Any fixed number: instances setting up the queues at once take turns on this lock. */
const QUEUE_SETUP_LOCK = 7_245_019_312;

/** A burst of ledger changes within this many seconds makes one history repair. */
export const HISTORY_DEBOUNCE_SECONDS = 2;

export type JobQueueOptions = {
  database: Database;
  /** PostgreSQL (DATABASE_URL): pg-boss opens its own pool there. Without it the database must
   * be PGlite. */
  connectionString?: string;
  config: Pick<Config, 'fxApiUrl' | 'krakenApiUrl' | 'priceFetchTimeoutMs' | 'secretsKey'> &
    SecuritiesSettings;
  /** Instead of the ECB, Kraken and the securities provider (tests). */
  providers?: Providers;
  /** How often an idle worker looks for work (pg-boss allows 0.5 at least). Default 2. */
  pollingIntervalSeconds?: number;
  /** Instead of RETRY_POLICY's delays (tests): seconds before every retry, no backoff. */
  retryDelaySeconds?: number;
  /** Registers the workers that run jobs (default true); false: this instance only enqueues. */
  work?: boolean;
  /** Registers the hourly schedules and sends the runs at start (default true). */
  schedule?: boolean;
  /** PGlite: writes the backup a request asked for (the db-backup queue's work). */
  backup?: (request: string) => Promise<unknown>;
  log?: Logger;
};

export type JobQueue = {
  jobs: Jobs;
  /** Enqueues the backup `request` asked for (PGlite; throws when it could not). */
  backup(request: string): Promise<void>;
  boss: PgBoss;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling. The database stays open. */
  stop(timeoutMs?: number): Promise<void>;
};

/** The job data pg-boss hands a worker, with what a log line needs. */
type Job<T> = PgBoss.JobWithMetadata<T>;

/**
 * pg-boss's `db` on PGlite: statements with parameters through `query`; SQL without any (its
 * schema scripts and maintenance, several statements with their own BEGIN … COMMIT) through `exec`
 * inside a PGlite transaction, so a failure rolls back before anything else runs on the one
 * connection. `close` waits for the statements under way and refuses new ones.
 */
export function pgliteQueueDb(client: PGlite) {
  let running = 0;
  let closed = false;
  let settled: (() => void) | undefined;
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (closed) throw new Error('The job queue is stopped');
      running++;
      try {
        if (!values || values.length === 0) {
          const results = await client.transaction((tx) => tx.exec(text));
          const answered = results.filter((r) => r.fields.length > 0);
          return { rows: (answered.at(-1) ?? results.at(-1))?.rows ?? [] };
        }
        return { rows: (await client.query(text, values)).rows };
      } finally {
        running--;
        if (running === 0) settled?.();
      }
    },
    async close(): Promise<void> {
      closed = true;
      if (running > 0) await new Promise<void>((resolve) => (settled = resolve));
    },
  };
}

/** One line for a log, whatever was thrown. */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/**
 * Starts pg-boss on the app's database (creating its tables on first start), the queues, their
 * workers and hourly schedules, and enqueues the runs due at start. Answers the `Jobs` requests
 * enqueue through, and `stop` for shutdown.
 */
export async function startJobs(options: JobQueueOptions): Promise<JobQueue> {
  const { database, config } = options;
  const log = options.log ?? console;
  const polling = options.pollingIntervalSeconds ?? 2;
  const pglite = options.connectionString ? undefined : database.pglite;
  if (!options.connectionString && !pglite) {
    throw new Error('startJobs needs a PostgreSQL connection string or a PGlite database');
  }
  const adapter = pglite ? pgliteQueueDb(pglite) : undefined;
  const boss = new PgBoss({
    ...(adapter ? { db: adapter } : { connectionString: options.connectionString, max: 4 }),
    pollingIntervalSeconds: polling,
    // Finished jobs move to the archive after an hour and leave it after two days.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 2,
  });
  boss.on('error', (error: Error) => log.error(`Job queue: ${oneLine(error)}`));
  const stop = async (timeoutMs: number) => {
    await boss.stop({ graceful: true, timeout: timeoutMs });
    await adapter?.close();
  };
  try {
    await boss.start();
    const retry = (queue: QueueName) =>
      options.retryDelaySeconds === undefined
        ? { ...RETRY_POLICY[queue], retryBackoff: true }
        : {
            retryLimit: RETRY_POLICY[queue].retryLimit,
            retryDelay: options.retryDelaySeconds,
            retryBackoff: false,
          };
    const queues: QueueName[] = [
      QUEUES.latest,
      QUEUES.backfill,
      QUEUES.repair,
      QUEUES.uploads,
      QUEUES.venues,
    ];
    if (pglite) queues.push(QUEUES.maintenance, QUEUES.backup);
    // A new queue is a partition of pg-boss's job table: instances creating them at the same time
    // deadlock, so they take turns (a session lock on one connection of the app's pool).
    await database.session(async (session) => {
      await session.exec(`SELECT pg_advisory_lock(${QUEUE_SETUP_LOCK})`);
      try {
        for (const name of queues) {
          const settings = {
            name,
            policy: 'stately' as const,
            ...retry(name),
            expireInSeconds: EXPIRE_SECONDS[name],
          };
          if (!(await boss.getQueue(name))) await boss.createQueue(name, settings);
          // Settings of an existing queue are brought up to date.
          await boss.updateQueue(name, settings);
        }
      } finally {
        await session.exec(`SELECT pg_advisory_unlock(${QUEUE_SETUP_LOCK})`);
      }
    });

    /** Enqueues; a failure is logged, never thrown at the request that asked. */
    async function send(queue: QueueName, data: object, sendOptions: PgBoss.SendOptions) {
      try {
        await boss.send(queue, data, sendOptions);
      } catch (error) {
        log.error(`Job queue: could not enqueue ${queue}: ${oneLine(error)}`);
      }
    }

    const jobs: Jobs = {
      historyChanged: (userId) =>
        send(
          QUEUES.repair,
          { user_id: userId },
          { singletonKey: `user:${userId}`, startAfter: HISTORY_DEBOUNCE_SECONDS },
        ),
      async instrumentHeld(instrumentId) {
        await send(
          QUEUES.backfill,
          { instrument_id: instrumentId },
          { singletonKey: instrumentId },
        );
        // The hourly run's work for all held instruments, now: this one is held from now on.
        await send(QUEUES.latest, { instrument_id: instrumentId }, { singletonKey: 'all' });
      },
    };

    if (options.work ?? true) {
      const fx = frankfurterProvider({
        baseUrl: config.fxApiUrl,
        timeoutMs: config.priceFetchTimeoutMs,
      });
      const providers = options.providers ?? {
        fiat: fx,
        crypto: krakenProvider({
          baseUrl: config.krakenApiUrl,
          timeoutMs: config.priceFetchTimeoutMs,
          fx,
        }),
        securities: securitiesProvider(config),
      };
      const prices = priceJobs({
        db: database.db,
        providers,
        log,
        enqueue: {
          backfill: (instrumentId) =>
            send(QUEUES.backfill, { instrument_id: instrumentId }, { singletonKey: instrumentId }),
          historyRepair: () => send(QUEUES.repair, {}, { singletonKey: 'all' }),
        },
      });

      /** Runs one job; a failure is logged as one line and thrown back to pg-boss to retry. */
      const worker =
        <T extends object>(queue: QueueName, handler: (data: T) => Promise<unknown>) =>
        async (batch: Job<T>[]) => {
          const results: unknown[] = [];
          for (const job of batch) {
            try {
              results.push(await inBackground(() => handler(job.data ?? ({} as T))));
            } catch (error) {
              const attempt = job.retryCount + 1;
              const attempts = job.retryLimit + 1;
              log.warn(
                `Job ${queue} failed (attempt ${attempt} of ${attempts}` +
                  `${attempt < attempts ? ', will retry' : ', giving up'}): ${oneLine(error)}`,
              );
              throw error;
            }
          }
          return results.length === 1 ? results[0] : results;
        };
      const work = {
        includeMetadata: true as const,
        pollingIntervalSeconds: polling,
        batchSize: 1,
      };
      await boss.work<LatestData>(QUEUES.latest, work, worker(QUEUES.latest, prices.latest));
      await boss.work<BackfillData>(
        QUEUES.backfill,
        work,
        worker(QUEUES.backfill, prices.backfill),
      );
      await boss.work<{ user_id?: string }>(
        QUEUES.repair,
        work,
        worker(QUEUES.repair, async (data) =>
          data.user_id
            ? { repaired: (await repairHistory(database.db, data.user_id)) ? 1 : 0 }
            : { repaired: await repairStaleHistories(database.db) },
        ),
      );
      await boss.work(
        QUEUES.uploads,
        work,
        worker(QUEUES.uploads, async () => ({
          // bookings cut short first: they leave their uploads pending, to be removed in time
          recovered: await recoverBookings(database.db),
          imports: await recoverImports(database.db),
          removed: await removeStaleUploads(database.db),
        })),
      );
      const venues = venueJobs({ ...venueDeps(database.db, config), jobs, log });
      await boss.work(QUEUES.venues, work, worker(QUEUES.venues, venues.syncAll));
      if (pglite) {
        await boss.work(
          QUEUES.maintenance,
          work,
          worker(QUEUES.maintenance, () => vacuumAnalyze(database)),
        );
        const { backup } = options;
        if (backup) {
          await boss.work<{ request: string }>(
            QUEUES.backup,
            work,
            worker(QUEUES.backup, (data) => backup(data.request)),
          );
        }
      }
    }

    if (options.schedule ?? true) {
      await boss.schedule(QUEUES.latest, '0 * * * *', {}, { singletonKey: 'all' });
      await send(QUEUES.latest, {}, { singletonKey: 'all' });
      await boss.schedule(QUEUES.uploads, '15 * * * *', {}, { singletonKey: 'cleanup' });
      await send(QUEUES.uploads, {}, { singletonKey: 'cleanup' });
      await boss.schedule(QUEUES.venues, '45 * * * *', {}, { singletonKey: 'all' });
      if (pglite) {
        await boss.schedule(QUEUES.maintenance, '30 * * * *', {}, { singletonKey: 'vacuum' });
        await send(QUEUES.maintenance, {}, { singletonKey: 'vacuum' });
      }
    }

    let stopping: Promise<void> | undefined;
    return {
      jobs,
      boss,
      async backup(request) {
        if (!pglite) throw new Error('Backups through the queue are for PGlite only');
        await boss.send(QUEUES.backup, { request }, { singletonKey: request });
      },
      stop: (timeoutMs = 10_000) => (stopping ??= stop(timeoutMs)),
    };
  } catch (error) {
    // Half started (e.g. the database refused pg-boss's tables): nothing keeps running, and its
    // own pool (PostgreSQL) is closed even when it never got as far as to stop.
    await stop(1000).catch(() => {});
    await (boss.getDb() as { close?: () => Promise<void> }).close?.().catch(() => {});
    throw error;
  }
}
