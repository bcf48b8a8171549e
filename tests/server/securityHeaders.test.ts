// The real HTTP server (server/http.ts) on a free port with an in-memory API and a built app in a
// temporary dist/: every answer, the app's and the API's, refusals included, carries the headers.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/graphql/app.js';
import { createHttpServer, type HttpServerOptions } from '../../server/http.js';
import { CSP_NONCE_PLACEHOLDER, PRERENDERED_DIR, STYLE_HASHES_FILE } from '../../server/static.js';
import { makeApp, type TestApp } from './helpers.js';

let app: TestApp;
let dist: string;
const servers: Server[] = [];

async function start(
  config: Partial<HttpServerOptions['config']> = {},
  root = dist,
): Promise<string> {
  const server = createHttpServer({
    yoga: app.yoga,
    config: { ...app.config, ...config },
    dist: root,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request, for what fetch cannot send: a chunked body, or a length it never sends. */
function raw(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      req.destroy();
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    else req.flushHeaders();
  });
}

type Headers = { get(name: string): string | null } | IncomingHttpHeaders;

function header(headers: Headers, name: string): string | null {
  if ('get' in headers && typeof headers.get === 'function') return headers.get(name);
  const value = (headers as IncomingHttpHeaders)[name];
  return value === undefined ? null : String(value);
}

/** The CSP as directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const policy = header(headers, 'content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources];
      }),
  );
}

function nonceOf(headers: Headers): string | undefined {
  const styles = csp(headers)['style-src'] ?? [];
  return styles.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
}

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(headers: Headers) {
  expect(header(headers, 'x-content-type-options')).toBe('nosniff');
  expect(header(headers, 'referrer-policy')).toBe('no-referrer');
  expect(header(headers, 'x-frame-options')).toBe('DENY');
  expect(header(headers, 'cross-origin-opener-policy')).toBe('same-origin');
  expect(header(headers, 'cross-origin-resource-policy')).toBe('same-origin');
  // gtag.js is cross-origin without CORP: COEP would block it
  expect(header(headers, 'cross-origin-embedder-policy')).toBeNull();
  expect(header(headers, 'x-powered-by')).toBeNull();
}

const APP_CSP =
  "default-src 'self';script-src 'self' 'nonce-NONCE';script-src-attr 'none';" +
  "style-src 'self' 'nonce-NONCE';" +
  "img-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';" +
  "frame-ancestors 'none';form-action 'self'";

function expectAppHeaders(headers: Headers) {
  expectBaseHeaders(headers);
  const nonce = nonceOf(headers);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(header(headers, 'content-security-policy')).toBe(APP_CSP.replaceAll('NONCE', nonce!));
}

function expectApiHeaders(headers: Headers) {
  expectBaseHeaders(headers);
  expect(header(headers, 'content-security-policy')).toBe(
    "default-src 'none';frame-ancestors 'none'",
  );
}

let base: string;

beforeAll(async () => {
  app = await makeApp();
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><head>' +
      `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
      '</head><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  base = await start();
});

afterAll(async () => {
  for (const server of servers) server.close();
  await app.close();
});

describe('the app', () => {
  it('answers / with a strict CSP whose style nonce is the one in the page', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expectAppHeaders(response.headers);
    const html = await response.text();
    const nonce = nonceOf(response.headers)!;
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(html).toContain(`src="/assets/index-abc123.js" nonce="${nonce}"`);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives every answer of the page a fresh nonce', async () => {
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/dashboard`);
    const [one, two] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(one).not.toBe(two);
    expect(await first.text()).toContain(`nonce="${one}"`);
    expect(await second.text()).toContain(`nonce="${two}"`);
  });

  it('sets the headers on a deep route, an asset, a missing file and a refused method', async () => {
    const route = await fetch(`${base}/update-password/some-token`);
    expect(route.status).toBe(200);
    expectAppHeaders(route.headers);
    expect(await route.text()).toContain(`nonce="${nonceOf(route.headers)}"`);

    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expectAppHeaders(asset.headers);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await fetch(`${base}/assets/missing-123.js`);
    expect(missing.status).toBe(404);
    expectAppHeaders(missing.headers);

    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expectAppHeaders(post.headers);
  });

  it('sends HSTS only when APP_URL is https', async () => {
    expect((await fetch(`${base}/`)).headers.get('strict-transport-security')).toBeNull();
    const https = await start({ appUrl: 'https://wealth.example.com' });
    const page = await fetch(`${https}/`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(csp(page.headers)['upgrade-insecure-requests']).toEqual([]);
    const api = await fetch(`${https}/api`, { method: 'POST' });
    expect(api.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it("lets the app reach Google Analytics' hosts only when analytics is configured", async () => {
    expect(header((await fetch(`${base}/`)).headers, 'content-security-policy')).not.toMatch(
      /google/,
    );
    const analytics = await start({ analyticsId: 'G-TEST123' });
    const answer = await fetch(`${analytics}/`);
    const policy = csp(answer.headers);
    const ga = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ];
    expect(policy['script-src']).toEqual([
      "'self'",
      `'nonce-${nonceOf(answer.headers)}'`,
      'https://www.googletagmanager.com',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", ...ga]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', ...ga]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("allows the prerendered pages' style attributes by their hashes, and no others", async () => {
    const built = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(built, PRERENDERED_DIR));
    const hashes = ['sha256-WXSom4iBXdBnQmUjy7EDvyynCflxH+pp20so6Yyb7UE=', 'sha256-abc='];
    await writeFile(path.join(built, PRERENDERED_DIR, STYLE_HASHES_FILE), JSON.stringify(hashes));
    const policy = csp((await fetch(`${await start({}, built)}/`)).headers);
    expect(policy['style-src-attr']).toEqual([
      "'unsafe-hashes'",
      ...hashes.map((hash) => `'${hash}'`),
    ]);
    // without prerendered pages the style attributes fall under style-src, which has none
    expect(csp((await fetch(`${base}/`)).headers)['style-src-attr']).toBeUndefined();
  });

  it('lets the app call an API on another origin (VITE_API_URL)', async () => {
    const other = await start({ apiOrigin: 'https://api.example.com' });
    expect(csp((await fetch(`${other}/`)).headers)['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
  });
});

describe('the API', () => {
  it('answers JSON with the headers and a CSP that allows nothing', async () => {
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expectApiHeaders(response.headers);
  });

  it('sets them on its refusals: a body too large (413) and one of unknown length (411)', async () => {
    const tooLarge = await raw(`${base}/api`, {
      'content-type': 'application/json',
      'content-length': String(MAX_BODY_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    expectApiHeaders(tooLarge.headers);

    const chunked = await raw(`${base}/api`, { 'content-type': 'application/json' }, '{"query":');
    expect(chunked.status).toBe(411);
    expectApiHeaders(chunked.headers);
  });

  it('serves GraphiQL without a CSP outside production only; its JSON keeps the CSP', async () => {
    const page = { headers: { accept: 'text/html' } };
    const graphiql = await fetch(`${base}/api`, page);
    expect(graphiql.headers.get('content-type')).toMatch(/^text\/html/);
    expect(graphiql.headers.get('content-security-policy')).toBeNull();
    expectBaseHeaders(graphiql.headers);

    const production = await start({ nodeEnv: 'production' });
    expectApiHeaders((await fetch(`${production}/api`, page)).headers);
  });
});

/**
 * A request as a client on a real network sends it: `head` in pieces of 8 KB, a few milliseconds
 * apart, then the end of its side. Answers what came back, parsed, and the socket's error if any
 * (a reset: ECONNRESET, EPIPE).
 */
function slowRequest(
  url: string,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string; error?: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, error });
    });
    let sent = 0;
    const next = () => {
      if (socket.destroyed) return;
      if (sent >= head.length) {
        socket.end();
        return;
      }
      socket.write(head.slice(sent, sent + 8192));
      sent += 8192;
      setTimeout(next, 3);
    };
    next();
  });
}

describe('requests refused before they are read', () => {
  const bigToken = `Bearer ${'a'.repeat(100 * 1024)}`;

  it('answers 100 KB of Authorization with 431 and the headers, not a reset', async () => {
    const answer = await slowRequest(
      base,
      `POST /api HTTP/1.1\r\nHost: app.test\r\nAuthorization: ${bigToken}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(431);
    expectApiHeaders(answer.headers);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Request Header Fields Too Large\n');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    // as the app's own client sends it
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { authorization: bigToken, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(431);
    expect(await response.text()).toBe('Request Header Fields Too Large\n');
  });

  it('answers a request it cannot read with 400 and the headers', async () => {
    const answer = await slowRequest(base, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(400);
    expectApiHeaders(answer.headers);
    expect(answer.body).toBe('Bad Request\n');
  });

  it('still answers the requests that fit', async () => {
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${'a'.repeat(8 * 1024)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
  });
});
