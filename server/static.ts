// Serves the built single-page app (dist/) beside the API, with history fallback.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/**
 * The files the build precompresses (scripts/compress.ts) and this server looks for a
 * compressed copy of. Source maps are left out: only developer tools load them (and only outside
 * production: `StaticOptions`).
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

export type ContentCoding = 'br' | 'gzip';

/** The precompressed copies beside a file (`app.js.br`, `app.js.gz`), in the server's preference. */
export const PRECOMPRESSED: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/** Smaller answers go as they are: compressing them saves less than a packet. */
export const COMPRESS_FROM_BYTES = 1024;

/** Compression per answer (a page with its nonce, the API's JSON), where no copy is built. */
export const compressNow: Record<ContentCoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 5 of 11: within a millisecond or two for a large answer, a third smaller than gzip.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** A q-value as RFC 9110 writes it (0 to 1, three decimals at most); anything else is refused. */
function qValue(text: string): number {
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text) ? Number(text) : 0;
}

/**
 * The codings of PRECOMPRESSED the client accepts (RFC 9110, Accept-Encoding), the one it
 * prefers first: a higher q first, br before gzip on a tie. `q=0` refuses a coding, `*` stands for
 * the codings not named, and `x-gzip` is gzip. A client that names `identity` with a higher q
 * than a coding gets no coding; one that sends no header gets none either (curl, scripts).
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentCoding[] {
  if (header === undefined) return [];
  const weights = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') q = qValue(value.trim());
    }
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    if (!weights.has(key)) weights.set(key, q);
  }
  const identity = weights.get('identity') ?? 0;
  return PRECOMPRESSED.map(({ coding }) => ({
    coding,
    q: weights.get(coding) ?? weights.get('*') ?? 0,
  }))
    .filter(({ q }) => q > 0 && q >= identity)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
}

/** Whether If-None-Match (a list of entity tags, weak or strong, or `*`) names `etag`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match compares weakly: W/"x" matches "x".
  const tags = ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => tag.replace(/^W\//, '') === etag);
}

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
 * Strong entity tags from the content's hash, so that every instance behind a load balancer
 * gives a file the same one. Each is computed once per version of a file (size, mtime, inode).
 */
function entityTags(): (file: string, info: Stats) => Promise<string> {
  const known = new Map<string, { version: string; etag: string }>();
  return async (file, info) => {
    const version = `${info.size}:${info.mtimeMs}:${info.ino}`;
    const cached = known.get(file);
    if (cached?.version === version) return cached.etag;
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
    known.set(file, { version, etag });
    return etag;
  };
}

/**
 * The pages the build prerendered (scripts/prerender.ts), one per route and language: /login is
 * `login.de.html` in German, `login.en.html` in English, and `login.html` for a browser that asks
 * for none of the languages (the app's fallback language).
 */
export const PRERENDERED_DIR = 'prerendered';

/** The name of a route's prerendered page in `language`, or its page for any other language. */
export function prerenderedFile(route: string, language?: string): string {
  const name = route === '/' ? 'index' : route.slice(1);
  return language ? `${name}.${language}.html` : `${name}.html`;
}

/**
 * The languages of an Accept-Language header (RFC 9110), as primary tags (`de` for `de-AT`), the
 * preferred first: by q-value, then in order; `q=0` and `*` are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => p.trim().split('=')).find(([key]) => key?.toLowerCase() === 'q');
      return {
        language: tag.trim().split('-')[0]!.toLowerCase(),
        q: q ? qValue(q[1]?.trim() ?? '') : 1,
        index,
      };
    })
    .filter(({ language, q }) => q > 0 && /^[a-z]{2,8}$/.test(language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ language }) => language);
}

/** Beside them: the hashes (`sha256-…`) of the style attributes they hold, for the CSP. */
export const STYLE_HASHES_FILE = 'style-attribute-hashes.json';

/** The style attributes' hashes the build wrote; none when nothing is prerendered. */
export function prerenderedStyleHashes(root: string): string[] {
  try {
    return JSON.parse(readFileSync(path.join(root, PRERENDERED_DIR, STYLE_HASHES_FILE), 'utf8'));
  } catch {
    return [];
  }
}

export type StaticOptions = {
  /**
   * Whether source maps (`*.map`, which the build writes beside the code without linking them:
   * `sourcemap: 'hidden'`) are answered. Off in production: they would hand out the app's source.
   */
  sourceMaps?: boolean;
};

/**
 * Files from `root`: hashed files under /assets/ are cached for a year, everything else is
 * revalidated on every load, by its ETag. A path that is not a file and does not look like one
 * (no extension) answers the app's page: the route's prerendered page if the build made one,
 * else index.html, so the app's routes survive a reload.
 *
 * Text files are answered from the build's brotli or gzip copy beside them (`app.js.br`,
 * `app.js.gz`) when the client accepts that coding and the copy exists; the copies themselves are
 * never served by their own URL (404), so a browser never receives compressed bytes it would take
 * for the file. Each coding of a file has its own ETag.
 *
 * The app's page is answered with the response's nonce in place of CSP_NONCE_PLACEHOLDER, so it
 * is compressed per answer (a prerendered page is 40–80 kB) and never from a copy, never with an
 * ETag and never cached without revalidation: a browser never reuses a page whose nonce is stale.
 */
export function serveStatic(
  root: string,
  { sourceMaps = false }: StaticOptions = {},
): StaticHandler {
  const index = path.join(root, 'index.html');
  const prerendered = path.join(root, PRERENDERED_DIR);
  const etagOf = entityTags();
  /**
   * The page of an app route: its prerendered page in the first language the browser asks for
   * that has one (as the app picks its language), else its page for any language, else index.html.
   */
  const pageOf = async (pathname: string, accept: string | undefined): Promise<string> => {
    // (/index would find the landing page's files)
    if (pathname === '/index' || (pathname !== '/' && !/^\/[a-z0-9-]+$/.test(pathname)))
      return index;
    for (const language of [...acceptedLanguages(accept), undefined]) {
      const page = path.join(prerendered, prerenderedFile(pathname, language));
      if (await fileAt(page)) return page;
    }
    return index;
  };
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
    const inside = requested.startsWith(root + path.sep) && requested !== index;
    // the pages are answered only for their routes, with their nonce; source maps only if asked
    const hidden =
      isPrecompressedCopy(requested) ||
      requested.startsWith(prerendered + path.sep) ||
      (!sourceMaps && isSourceMap(requested));
    let file = requested;
    let info = inside && !hidden ? await fileAt(file) : null;
    if (!info) {
      if (path.extname(pathname) !== '' && pathname !== '/index.html') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = await pageOf(pathname, req.headers['accept-language']);
      if (!(await fileAt(file))) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The app is not built: run `npm run build` (or `npm start`). The API is at /api.');
        return;
      }
      await sendPage(req, res, file, nonce);
      return;
    }
    const extension = path.extname(file).toLowerCase();
    const contentType = TYPES[extension] ?? 'application/octet-stream';

    // Hashed by the build: a new version has a new name. (The app's own /assets/… routes are
    // answered above, as index.html.)
    const immutable = pathname.startsWith('/assets/');
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
    let sent = file;
    let coding: ContentCoding | undefined;
    if (compressible) {
      for (const accepted of acceptedEncodings(req.headers['accept-encoding'])) {
        const copy = file + PRECOMPRESSED.find((p) => p.coding === accepted)!.suffix;
        const copyInfo = await fileAt(copy);
        if (copyInfo) {
          [sent, info, coding] = [copy, copyInfo, accepted];
          break;
        }
      }
    }
    const headers: Record<string, string | number> = {
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (compressible) headers.vary = 'Accept-Encoding';
    if (!immutable) {
      headers.etag = await etagOf(sent, info);
      if (matchesEtag(req.headers['if-none-match'], headers.etag)) {
        res.writeHead(304, headers).end();
        return;
      }
    }
    headers['content-type'] = contentType;
    if (coding) headers['content-encoding'] = coding;
    headers['content-length'] = info.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(sent)
        .on('error', () => res.destroy())
        .pipe(res);
  };
}

/** `app.js.map`: a source map, and its compressed copies should a build ever write them. */
function isSourceMap(file: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(file);
}

/** `app.js.br`, `app.js.gz`: a copy of a compressible file, served only in its place. */
function isPrecompressedCopy(file: string): boolean {
  const copy = PRECOMPRESSED.find(({ suffix }) => file.toLowerCase().endsWith(suffix));
  return (
    copy !== undefined &&
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file.slice(0, -copy.suffix.length)).toLowerCase())
  );
}

/** The app's page with this answer's nonce, compressed as the client accepts. */
async function sendPage(req: IncomingMessage, res: ServerResponse, file: string, nonce: string) {
  const page = Buffer.from((await readFile(file, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  const [coding] = acceptedEncodings(req.headers['accept-encoding']);
  const body =
    coding && page.byteLength >= COMPRESS_FROM_BYTES ? await compressNow[coding](page) : page;
  res.writeHead(200, {
    'content-type': TYPES['.html']!,
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding, Accept-Language',
    ...(body === page ? {} : { 'content-encoding': coding }),
    'content-length': body.byteLength,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
