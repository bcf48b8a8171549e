// The HTTP server of the whole app: the security headers on every answer, then the GraphQL API
// on /api and the built SPA everywhere else.
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * How a request node's parser refused is answered (as node would, without a listener): headers
 * over node's limit (maxHeaderSize, 16 KB), a chunk extension too large, too slow a request, or
 * anything else it cannot read.
 */
const REFUSALS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** How long a refused client may go on sending (the rest of its headers) before it is cut off. */
export const REFUSED_DRAIN_MS = 5_000;

/**
 * Answers a request the parser refused, on the socket itself, with the API's security headers,
 * then ends the connection. Node's own answer is followed by closing the socket while the client
 * is still sending (its 100 KB of headers): the unread bytes make that close a reset, and a client
 * like curl reports "connection reset" instead of the answer. Here the connection is half-closed
 * after the answer and what the client still sends is read and dropped (the parser goes on reading
 * and complaining, once more for each chunk), until the client closes or REFUSED_DRAIN_MS pass.
 */
function answerRefusals(server: Server, headers: Readonly<Record<string, string>>): void {
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    // An answer under way on this connection (keep-alive) must not be cut into.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = REFUSALS[error.code ?? ''] ?? 400;
    const body = `${STATUS_CODES[status]}\n`;
    const lines = Object.entries({
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    const cutOff = setTimeout(() => socket.destroy(), REFUSED_DRAIN_MS).unref();
    socket.once('close', () => clearTimeout(cutOff));
  });
}

/** The server, not yet listening: `main.ts` listens on PORT, tests on port 0. */
export function createHttpServer({ yoga, config, dist }: HttpServerOptions): Server {
  const headers = securityHeaders(config, prerenderedStyleHashes(dist));
  const serveApp = serveStatic(dist, { sourceMaps: config.nodeEnv !== 'production' });
  const clientIp = (req: IncomingMessage) =>
    clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustProxy);

  const server = createServer((req, res) => {
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
  answerRefusals(server, headers.plain);
  return server;
}
