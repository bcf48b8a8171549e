// The HTTP server of the whole app: the security headers on every answer, then the GraphQL API
// on /api and the built SPA everywhere else.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { API_PATH, type App } from './graphql/app.js';
import { clientAddress } from './graphql/context.js';
import { describeFailure, log } from './log.js';
import { securityHeaders } from './securityHeaders.js';
import { prerenderedStyleHashes, serveStatic } from './static.js';

export type HttpServerOptions = {
  yoga: App;
  config: Pick<Config, 'nodeEnv' | 'appUrl' | 'trustProxy' | 'analyticsId' | 'apiOrigin'>;
  /** The built app (dist/). */
  dist: string;
};

function isApiPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return pathname === API_PATH || pathname.startsWith(`${API_PATH}/`);
}

/**
 * The app refuses large bodies by their Content-Length (MAX_BODY_BYTES); one sent without it
 * (chunked) could not be sized before it is read, so only uploads may do that.
 */
function unsizedBody(req: IncomingMessage): boolean {
  const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  return (
    !multipart &&
    req.headers['transfer-encoding'] !== undefined &&
    req.headers['content-length'] === undefined
  );
}

function failed(res: ServerResponse, error: unknown): void {
  log.error({ failure: describeFailure(error) }, 'Serving a file failed');
  if (!res.headersSent) res.writeHead(500).end();
}

/** The server, not yet listening: `main.ts` listens on PORT, tests on port 0. */
export function createHttpServer({ yoga, config, dist }: HttpServerOptions): Server {
  const headers = securityHeaders(config, prerenderedStyleHashes(dist));
  const serveApp = serveStatic(dist);
  const clientIp = (req: IncomingMessage) =>
    clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustProxy);

  return createServer((req, res) => {
    try {
      if (isApiPath(req.url)) {
        headers.api(req, res);
        if (unsizedBody(req)) {
          res.writeHead(411, { 'content-type': 'text/plain' }).end('Content-Length required');
          return;
        }
        void yoga.handle(req, res, { clientIp: clientIp(req) });
      } else {
        const nonce = headers.app(req, res);
        serveApp(req, res, nonce).catch((error: unknown) => failed(res, error));
      }
    } catch (error) {
      failed(res, error);
    }
  });
}
