// Serves the built single-page app (dist/) beside the API, with history fallback.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(file: string): Promise<Stats | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * The nonce the build writes into index.html (vite.config.ts, `html.cspNonce`): on its
 * `<meta property="csp-nonce">` and its script, style and link tags. Each answer of index.html
 * replaces it with the nonce of that answer's Content-Security-Policy.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Serves one request; `nonce` is the one in the response's CSP (server/securityHeaders.ts). */
export type StaticHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  nonce: string,
) => Promise<void>;

/**
 * Files from `root`: hashed files under /assets/ are cached for a year, everything else
 * (index.html above all) is revalidated on every load. A path that is not a file and does not
 * look like one (no extension) answers index.html, so the app's routes survive a reload.
 * index.html is answered with the response's nonce in place of CSP_NONCE_PLACEHOLDER; it is
 * never cached without revalidation, so a browser never reuses a page whose nonce is stale.
 */
export function serveStatic(root: string): StaticHandler {
  const index = path.join(root, 'index.html');
  return async (req, res, nonce) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const requested = path.join(root, path.normalize(pathname));
    const inside = requested.startsWith(root + path.sep);
    let file = inside ? requested : index;
    let info = inside ? await fileAt(file) : null;
    if (!info) {
      if (path.extname(pathname) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = index;
      info = await fileAt(file);
      if (!info) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The app is not built: run `npm run build` (or `npm start`). The API is at /api.');
        return;
      }
    }
    const hashed = pathname.startsWith('/assets/');
    const headers = {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (file === index) {
      const page = (await readFile(file, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(page) });
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
