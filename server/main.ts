// The whole app in one process: the GraphQL API on /api and the built SPA everywhere else.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { answerBackupRequest, listenForBackupRequests } from './db/backup.js';
import { SERVER } from './db/lock.js';
import { vacuumAnalyze } from './db/maintenance.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedDemo } from './demo/seed.js';
import { createMailer } from './domain/mail.js';
import { API_PATH, createApp } from './graphql/app.js';
import { createHttpServer } from './http.js';
import { startJobs, type JobQueue } from './jobs/queue.js';
import { describeFailure, log } from './log.js';

async function main() {
  // `npm run backup` signals a running server (SIGUSR2) from the moment it holds the data
  // directory's lock: listened to before, since the signal's default would end the process.
  const backups = listenForBackupRequests(log);
  const { config, options, database, applied, where, warnings } = await openConfiguredDatabase(
    process.env,
    SERVER,
  );
  log.info(
    `Database: ${where}` +
      (applied.length > 0
        ? `; applied migrations ${applied.join(', ')} (0002 seeds reference data)`
        : ''),
  );
  for (const warning of warnings) log.warn(warning);
  if (config.demoData) {
    // DEMO_DATA=1: the demo user and two years of their finances, once (server/demo/).
    const started = performance.now();
    const demo = await seedDemo(database.db);
    log.info(
      (demo.created
        ? `Demo data: created ${demo.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`
        : 'Demo data: present') + `; sign in as ${demo.email} with the password ${demo.password}`,
    );
  }
  /** Writes the backup `npm run backup` asked for (PGlite). */
  const writeBackup = async (request: string) => {
    const written = await answerBackupRequest(database, config.dataDir, request);
    if (written) log.info(`Backup written: ${written.file} (${written.bytes} bytes)`);
    return written ? { file: written.file, bytes: written.bytes } : { skipped: 'nobody waits' };
  };
  let queue: JobQueue | undefined;
  if (config.jobs) {
    try {
      queue = await startJobs({
        database,
        connectionString: options.kind === 'postgres' ? options.url : undefined,
        config,
        log,
        backup: writeBackup,
      });
      log.info(
        `Background jobs: prices hourly from ${config.fxApiUrl}, ${config.krakenApiUrl} and ` +
          (config.securitiesProvider === 'twelvedata'
            ? config.twelveDataApiUrl
            : config.securitiesApiUrl) +
          (options.kind === 'postgres' ? '' : '; VACUUM (ANALYZE) hourly'),
      );
    } catch (error) {
      // The API works without them, on the prices it has.
      log.error(`Background jobs could not start: ${(error as Error).message}`);
    }
  } else {
    log.info('Background jobs: off (JOBS=off); prices are not fetched');
  }
  if (options.kind !== 'postgres') {
    // On the queue when it runs (a job like the others), else right away.
    backups.serve(config.dataDir, (request) =>
      queue
        ? queue.backup(request).catch((error: unknown) => {
            log.error(`Job queue: could not enqueue the backup: ${(error as Error).message}`);
            return writeBackup(request);
          })
        : writeBackup(request),
    );
  }
  if (!queue && options.kind !== 'postgres') {
    // PGlite has no autovacuum: the planner's statistics at least once (the queue does it hourly).
    void vacuumAnalyze(database).catch((error: unknown) =>
      log.error({ failure: describeFailure(error) }, 'VACUUM failed'),
    );
  }
  const yoga = createApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    jobs: queue?.jobs,
    pool: database.pool,
  });

  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    log.warn(
      `No built app in ${dist}: run \`npm run build\` (or \`npm start\`). Serving the API only.`,
    );
  }
  const server = createHttpServer({ yoga, config, dist });

  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      log.fatal(
        `Port ${config.port} on ${config.host} is in use: stop the other server or set PORT.`,
      );
    } else {
      log.fatal({ failure: describeFailure(error) }, 'The server failed');
    }
    void database.close().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    log.info(
      `Wealth tracker on ${config.appUrl} (listening on ${config.host}:${config.port}, API at ${API_PATH})`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    // Running jobs may finish (10 s at most) while the last requests are answered; the database
    // closes after both.
    const jobsStopped = (queue?.stop(10_000) ?? Promise.resolve()).catch((error: unknown) =>
      log.error({ failure: describeFailure(error) }, 'Stopping the job queue failed'),
    );
    server.close(() => {
      jobsStopped
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ failure: describeFailure(error) }, 'Shutting down failed');
          process.exit(1);
        });
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  log.fatal({ failure: describeFailure(error) }, 'The server could not start');
  process.exit(1);
});
