import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress.js';
import {
  acceptedEncodings,
  CSP_NONCE_PLACEHOLDER,
  matchesEtag,
  PRERENDERED_DIR,
  prerenderedFile,
  serveStatic,
  type StaticOptions,
} from '../../server/static.js';
import { createHttpServer } from '../../server/http.js';
import viteConfig from '../../vite.config.js';

let server: Server;
let base: string;
let emptyBase: string;
let emptyServer: Server;
let dist: string;

/** A JS file worth compressing, with copies as the build writes them. */
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}];`;
const BIG_JSON = JSON.stringify({
  greeting: 'Hello',
  rows: Array.from({ length: 200 }, (_, i) => i),
});

/** A raw request (fetch would ask for and undo the coding itself): status, headers and bytes. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(root: string, options?: StaticOptions): Promise<[Server, string]> {
  const handler = serveStatic(root, options);
  const s = createServer((req, res) => void handler(req, res, 'the+nonce/of=='));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return [s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'locales'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><div id="root"></div>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(dist, 'assets', 'big-abc123.js'), BIG_JS);
  await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_JS));
  // only a gzip copy: br is asked for, gzip is what there is
  await writeFile(path.join(dist, 'assets', 'gz-only-abc123.css'), `a{color:red}`.repeat(200));
  await writeFile(
    path.join(dist, 'assets', 'gz-only-abc123.css.gz'),
    gzipSync(`a{color:red}`.repeat(200)),
  );
  await writeFile(path.join(dist, 'locales', 'common.json'), BIG_JSON);
  await writeFile(path.join(dist, 'locales', 'common.json.br'), brotliCompressSync(BIG_JSON));
  await writeFile(path.join(dist, 'locales', 'common.json.gz'), gzipSync(BIG_JSON));
  // stale copies of the page, as an older build or a careless copy could leave them
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync('<p>stale __CSP_NONCE__'));
  await writeFile(path.join(dist, 'index.html.gz'), gzipSync('<p>stale __CSP_NONCE__'));
  [server, base] = await listen(dist);
  [emptyServer, emptyBase] = await listen(path.join(dist, 'missing'));
});
afterAll(() => {
  server.close();
  emptyServer.close();
});

describe('serving the built app', () => {
  it('serves files with their content type; hashed assets cached long, the rest revalidated', async () => {
    const js = await fetch(`${base}/assets/index-abc123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(1)');
    const svg = await fetch(`${base}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const index = await fetch(`${base}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers index.html for app routes and 404 for missing files', async () => {
    const route = await fetch(`${base}/email-verify/some-token`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).toContain('id="root"');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it("answers index.html with the response's nonce in place of the build's placeholder", async () => {
    for (const url of [`${base}/`, `${base}/index.html`, `${base}/accounts`]) {
      const response = await fetch(url);
      const html = await response.text();
      expect(html).toContain('<meta property="csp-nonce" nonce="the+nonce/of==">');
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    }
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(
      String(Buffer.byteLength(await (await fetch(`${base}/`)).text())),
    );
  });

  it('says so when the app is not built', async () => {
    const response = await fetch(`${emptyBase}/login`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('prerendered pages', () => {
  let pages: Server;
  let pagesBase: string;
  /** A prerendered page as the build writes it: well over 1 kB, with the nonce placeholder. */
  const page = (text: string) =>
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
    `<style nonce="${CSP_NONCE_PLACEHOLDER}">${'a{color:red}'.repeat(200)}</style>` +
    `<div id="root"><h1>${text}</h1></div>`;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(root, PRERENDERED_DIR));
    await writeFile(path.join(root, 'index.html'), page('Any route'));
    for (const [route, language, text] of [
      ['/', undefined, 'Landing'],
      ['/', 'en', 'Landing'],
      ['/', 'de', 'Startseite'],
      ['/login', undefined, 'Sign in'],
      ['/login', 'en', 'Sign in'],
      ['/login', 'de', 'Anmelden'],
    ] as const) {
      await writeFile(
        path.join(root, PRERENDERED_DIR, prerenderedFile(route, language)),
        page(text),
      );
    }
    [pages, pagesBase] = await listen(root);
  });
  afterAll(() => pages.close());

  it('answers a route with its prerendered page, any other with index.html', async () => {
    for (const [url, text] of [
      ['/', 'Landing'],
      ['/login', 'Sign in'],
      ['/login?next=%2Fdashboard', 'Sign in'],
      ['/dashboard', 'Any route'],
      ['/index.html', 'Any route'],
      ['/Login', 'Any route'],
      ['/index', 'Any route'],
    ]) {
      const html = await (await fetch(`${pagesBase}${url}`)).text();
      expect(html, url).toContain(`<h1>${text}</h1>`);
    }
  });

  it('answers the page in the first language the browser asks for that has one', async () => {
    for (const [accept, text] of [
      ['de-DE,de;q=0.9,en;q=0.8', 'Anmelden'],
      ['en-US,en;q=0.9,de;q=0.8', 'Sign in'],
      ['fr-FR,de;q=0.5', 'Anmelden'],
      ['fr-FR', 'Sign in'],
      ['de;q=0.2,en;q=0.8', 'Sign in'],
      ['de;q=0,en', 'Sign in'],
      ['', 'Sign in'],
    ]) {
      const response = await get(`${pagesBase}/login`, { 'accept-language': accept });
      expect(response.body.toString(), accept).toContain(`<h1>${text}</h1>`);
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
    }
    const landing = await get(`${pagesBase}/`, { 'accept-language': 'de' });
    expect(landing.body.toString()).toContain('<h1>Startseite</h1>');
  });

  it('answers them with the nonce, compressed as accepted, never cached without revalidation', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (body: Buffer) => body],
    ] as const) {
      const response = await get(`${pagesBase}/login`, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      const html = decode(response.body).toString();
      expect(html).toContain('<style nonce="the+nonce/of==">');
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
  });

  it('never serves a page by its own URL, where it would carry the placeholder', async () => {
    for (const url of [
      `/${PRERENDERED_DIR}/login.html`,
      `/${PRERENDERED_DIR}/login.de.html`,
      `/${PRERENDERED_DIR}/`,
    ]) {
      const response = await get(`${pagesBase}${url}`);
      expect(response.body.toString(), url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(response.body.toString(), url).not.toMatch(/Sign in|Anmelden/);
    }
  });
});

describe('Accept-Encoding', () => {
  it('reads q-values: q=0 refuses, a higher q wins, br before gzip on a tie', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip']);
    expect(acceptedEncodings('BR;Q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.000, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('br;q=0.5, identity')).toEqual([]);
    expect(acceptedEncodings('br, identity;q=0.5')).toEqual(['br']);
    // a q the RFC does not allow is no acceptance
    expect(acceptedEncodings('br;q=2, gzip;q=abc')).toEqual([]);
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip']);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b","c"', '"a"')).toBe(false);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('a', '"a"')).toBe(false);
  });
});

describe('compressed copies', () => {
  const js = () => `${base}/assets/big-abc123.js`;

  it('sends the brotli copy when br is accepted, with the type and length of what it sends', async () => {
    const response = await get(js(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.body.length).toBeLessThan(BIG_JS.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(BIG_JS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeUndefined();
  });

  it('sends gzip when br is not accepted or refused, or when there is no br copy', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await get(js(), { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(gunzipSync(response.body).toString()).toBe(BIG_JS);
    }
    const css = await get(`${base}/assets/gz-only-abc123.css`, { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(css.body).toString()).toBe('a{color:red}'.repeat(200));
  });

  it('sends the file itself when no coding is accepted or no copy exists', async () => {
    const codings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'deflate, zstd' },
    ];
    for (const headers of codings) {
      const response = await get(js(), headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(BIG_JS);
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(BIG_JS)));
    }
    const small = await get(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
    const svg = await get(`${base}/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.body.toString()).toBe('<svg/>');
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const head = await get(js(), { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(js(), { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('never serves a copy by its own URL', async () => {
    for (const url of ['/assets/big-abc123.js.br', '/assets/big-abc123.js.gz', '/index.html.br']) {
      const response = await get(`${base}${url}`, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('never answers index.html from a copy, and always with the nonce', async () => {
    for (const url of ['/', '/index.html', '/accounts']) {
      for (const accept of ['br', 'gzip', 'br, gzip']) {
        const response = await get(`${base}${url}`, { 'accept-encoding': accept });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-cache');
        const html = response.body.toString();
        expect(html).toContain('<meta property="csp-nonce" nonce="the+nonce/of==">');
        expect(html).not.toContain('stale');
      }
    }
  });
});

describe('source maps', () => {
  let root: string;
  const servers: Server[] = [];
  const MAP = JSON.stringify({ version: 3, sources: ['../src/secret.ts'], mappings: 'AAAA' });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dist-maps-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(root, 'assets', 'app-abc123.js.map'), MAP);
    await writeFile(path.join(root, 'assets', 'app-abc123.js.map.gz'), gzipSync(MAP));
  });
  afterAll(() => {
    for (const s of servers) s.close();
  });

  /** The real HTTP server over `root` as NODE_ENV has it (the API is not asked here). */
  async function httpServer(nodeEnv: 'production' | 'development'): Promise<string> {
    const s = createHttpServer({
      yoga: undefined as never,
      config: {
        nodeEnv,
        appUrl: 'http://app.test',
        trustProxy: false,
        analyticsId: undefined,
        apiOrigin: undefined,
      },
      dist: root,
    });
    servers.push(s);
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  }

  it('answers none in production (404), the code itself as ever', async () => {
    const production = await httpServer('production');
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.map.gz']) {
      const response = await get(`${production}${url}`, { 'accept-encoding': 'br, gzip' });
      expect(response.status, url).toBe(404);
      expect(response.body.toString()).toBe('Not found');
    }
    expect((await get(`${production}/assets/app-abc123.js`)).status).toBe(200);
    const [plain, plainBase] = await listen(root);
    servers.push(plain);
    expect((await get(`${plainBase}/assets/app-abc123.js.map`)).status).toBe(404);
  });

  it('answers them outside production, for developer tools', async () => {
    const development = await httpServer('development');
    const response = await get(`${development}/assets/app-abc123.js.map`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.toString()).toBe(MAP);
  });

  it('are built without a link from the code to them (hidden)', async () => {
    const config = await (viteConfig as (env: object) => Promise<UserConfig> | UserConfig)({
      command: 'build',
      mode: 'production',
    });
    expect(config.build?.sourcemap).toBe('hidden');
  });
});

describe('revalidation', () => {
  const json = () => `${base}/locales/common.json`;

  it('gives files outside /assets/ a strong ETag per coding and answers 304 to it', async () => {
    const br = await get(json(), { 'accept-encoding': 'br' });
    const gzip = await get(json(), { 'accept-encoding': 'gzip' });
    const identity = await get(json());
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    const tags = [br, gzip, identity].map((r) => r.headers.etag);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(BIG_JSON));

    const again = await get(json(), { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tags[0]);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['cache-control']).toBe('no-cache');
    const head = await get(json(), { 'accept-encoding': 'br', 'if-none-match': tags[0]! }, 'HEAD');
    expect(head.status).toBe(304);

    // lists and weak tags match; another coding's tag does not
    const list = await get(json(), {
      'accept-encoding': 'gzip',
      'if-none-match': `"nope", W/${tags[1]!}`,
    });
    expect(list.status).toBe(304);
    const other = await get(json(), { 'accept-encoding': 'gzip', 'if-none-match': tags[0]! });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(BIG_JSON);
  });

  it('changes the ETag when the file changes', async () => {
    const svg = path.join(dist, 'favicon.svg');
    const before = (await get(`${base}/favicon.svg`)).headers.etag;
    await writeFile(svg, '<svg version="1.1"/>');
    const after = await get(`${base}/favicon.svg`, { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.toString()).toBe('<svg version="1.1"/>');
    await writeFile(svg, '<svg/>');
  });

  it("answers the app's own /assets/… routes as index.html, never cached as immutable", async () => {
    const route = await get(`${base}/assets/show/42`);
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toContain('nonce="the+nonce/of=="');
  });
});

describe('the build', () => {
  it('writes smaller brotli and gzip copies of text files of 1 KB or more, and no others', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'dist-build-'));
    await mkdir(path.join(out, 'assets'));
    await writeFile(path.join(out, 'assets', 'app-1.js'), BIG_JS);
    await writeFile(path.join(out, 'assets', 'app-1.js.map'), BIG_JS);
    await writeFile(path.join(out, 'assets', 'tiny-1.js'), 'console.log(1)');
    // random bytes do not compress: no copy, and an older one is removed
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(path.join(out, 'assets', 'noise-1.txt'), noise);
    await writeFile(path.join(out, 'assets', 'noise-1.txt.gz'), 'stale');
    await writeFile(path.join(out, 'logo.png'), BIG_JS);
    await writeFile(
      path.join(out, 'index.html'),
      `<meta nonce="${CSP_NONCE_PLACEHOLDER}">${'<p>x</p>'.repeat(300)}`,
    );

    const summary = await compressDir(out);
    expect((await readdir(out, { recursive: true })).sort()).toEqual(
      [
        'assets',
        'assets/app-1.js',
        'assets/app-1.js.br',
        'assets/app-1.js.gz',
        'assets/app-1.js.map',
        'assets/noise-1.txt',
        'assets/tiny-1.js',
        'index.html',
        'logo.png',
      ].map((p) => p.split('/').join(path.sep)),
    );
    expect(summary.files).toBe(2);
    expect(summary.written.br.files).toBe(1);
    const br = await readFile(path.join(out, 'assets', 'app-1.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(BIG_JS);
    const gz = await readFile(path.join(out, 'assets', 'app-1.js.gz'));
    expect(gunzipSync(gz).toString()).toBe(BIG_JS);
    expect(br.length).toBeLessThan(gz.length);
  });
});
