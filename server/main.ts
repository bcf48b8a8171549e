// The whole app in one process: the GraphQL API on /api and the built SPA everywhere else.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { vacuumAnalyze } from './db/maintenance.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedDemo } from './demo/seed.js';
import { createMailer } from './domain/mail.js';
import { API_PATH, createApp } from './graphql/app.js';
import { clientAddress } from './graphql/context.js';
import { startJobs, type JobQueue } from './jobs/queue.js';
import { serveStatic } from './static.js';

async function main() {
  const { config, options, database, applied, where } = await openConfiguredDatabase(process.env);
  console.info(
    `Database: ${where}` +
      (applied.length > 0
        ? `; applied migrations ${applied.join(', ')} (0002 seeds reference data)`
        : ''),
  );
  if (config.demoData) {
    // DEMO_DATA=1: the demo user and two years of their finances, once (server/demo/).
    const started = performance.now();
    const demo = await seedDemo(database.db);
    console.info(
      (demo.created
        ? `Demo data: created ${demo.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`
        : 'Demo data: present') + `; sign in as ${demo.email} with the password ${demo.password}`,
    );
  }
  let queue: JobQueue | undefined;
  if (config.jobs) {
    try {
      queue = await startJobs({
        database,
        connectionString: options.kind === 'postgres' ? options.url : undefined,
        config,
      });
      console.info(
        `Background jobs: prices hourly from ${config.fxApiUrl} and ${config.krakenApiUrl}` +
          (options.kind === 'postgres' ? '' : '; VACUUM (ANALYZE) hourly'),
      );
    } catch (error) {
      // The API works without them, on the prices it has.
      console.error(`Background jobs could not start: ${(error as Error).message}`);
    }
  } else {
    console.info('Background jobs: off (JOBS=off); prices are not fetched');
  }
  if (!queue && options.kind !== 'postgres') {
    // PGlite has no autovacuum: the planner's statistics at least once (the queue does it hourly).
    void vacuumAnalyze(database).catch((error: unknown) => console.error('VACUUM failed:', error));
  }
  const yoga = createApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    jobs: queue?.jobs,
  });

  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.warn(
      `No built app in ${dist}: run \`npm run build\` (or \`npm start\`). Serving the API only.`,
    );
  }
  const serveApp = serveStatic(dist);

  const clientIp = (req: IncomingMessage) =>
    clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustProxy);

  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === API_PATH || pathname.startsWith(`${API_PATH}/`)) {
      // The app refuses large bodies by their Content-Length (MAX_BODY_BYTES); one sent without
      // it (chunked) could not be sized before it is read, so only uploads may do that.
      const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
      if (
        !multipart &&
        req.headers['transfer-encoding'] !== undefined &&
        req.headers['content-length'] === undefined
      ) {
        res.writeHead(411, { 'content-type': 'text/plain' }).end('Content-Length required');
        return;
      }
      void yoga.handle(req, res, { clientIp: clientIp(req) });
    } else {
      serveApp(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    }
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is in use: stop the other server or set PORT.`
        : error,
    );
    void database.close().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    console.info(
      `Wealth tracker on ${config.appUrl} (listening on ${config.host}:${config.port}, API at ${API_PATH})`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal}: shutting down`);
    // Running jobs may finish (10 s at most) while the last requests are answered; the database
    // closes after both.
    const jobsStopped = (queue?.stop(10_000) ?? Promise.resolve()).catch((error: unknown) =>
      console.error('Stopping the job queue failed:', error),
    );
    server.close(() => {
      jobsStopped
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
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
  console.error(error);
  process.exit(1);
});
