import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, serveStatic } from '../../server/static.js';

let server: Server;
let base: string;
let emptyBase: string;
let emptyServer: Server;

async function listen(root: string): Promise<[Server, string]> {
  const handler = serveStatic(root);
  const s = createServer((req, res) => void handler(req, res, 'the+nonce/of=='));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return [s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><div id="root"></div>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
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
