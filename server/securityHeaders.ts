// The security headers of every answer, the app's and the API's (helmet). server/http.ts sets them
// before it routes a request, so refusals and errors carry them too.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { EnvConfig } from './config.js';

/** Where gtag.js comes from (src/lib/analytics.ts). */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where gtag.js sends its beacons and loads its pixels. */
export const ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export type SecurityHeadersOptions = Pick<
  EnvConfig,
  'nodeEnv' | 'appUrl' | 'analyticsId' | 'apiOrigin'
>;

export type SecurityHeaders = {
  /** The headers of the app's files and pages; answers the nonce of the CSP's style-src. */
  app: (req: IncomingMessage, res: ServerResponse) => string;
  /** The headers of every answer of /api. */
  api: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The API's headers as lower-case name → value, for an answer the server writes on the socket
   * itself, before there is a request to answer (431: its headers are too large).
   */
  plain: Readonly<Record<string, string>>;
};

type Middleware = ReturnType<typeof helmet>;
/** The nonce of each answer, for the CSP's style-src (helmet computes it per request). */
type Nonces = WeakMap<ServerResponse, string>;

/** A fresh nonce for one answer: its CSP header and the tags of its index.html carry it. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Runs a helmet middleware; helmet sets headers synchronously and never waits. */
function run(middleware: Middleware, req: IncomingMessage, res: ServerResponse): void {
  let failure: unknown;
  middleware(req, res, (error) => (failure = error));
  if (failure) throw failure;
}

/** The headers a middleware sets when it asks nothing of the request (no nonce). */
function recorded(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  run(middleware, {} as IncomingMessage, res as unknown as ServerResponse);
  return headers;
}

/** What the app and the API share: the headers other than the CSP. */
function baseOptions(https: boolean): HelmetOptions {
  return {
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Our files are for our pages only. COEP stays off: it would block gtag.js, which Google
    // serves cross-origin without a Cross-Origin-Resource-Policy.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the app is served over https (APP_URL; TLS may end at a proxy before us).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The app's CSP: its own files only; styles by nonce (Emotion's and DataGrid's <style> tags), and
 * the prerendered pages' check script by nonce. Their style attributes (MUI's, which React sets
 * through the DOM elsewhere) are allowed by hash, each one the build found (`styleAttributeHashes`).
 */
function appDirectives(
  options: SecurityHeadersOptions,
  https: boolean,
  nonceOf: Nonces,
  styleAttributeHashes: readonly string[],
) {
  const analytics = options.analyticsId ? ANALYTICS_ORIGINS : [];
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf.get(res) ?? ''}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, ...(options.analyticsId ? [GTAG_SCRIPT_ORIGIN] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", nonce],
    ...(styleAttributeHashes.length > 0
      ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributeHashes.map((h) => `'${h}'`)] }
      : {}),
    'img-src': ["'self'", 'data:', ...analytics],
    'connect-src': ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : []), ...analytics],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Accept: text/html on a GET: what makes graphql-yoga answer GraphiQL instead of JSON. */
function wantsGraphiQL(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

export function securityHeaders(
  options: SecurityHeadersOptions,
  styleAttributeHashes: readonly string[] = [],
): SecurityHeaders {
  const https = new URL(options.appUrl).protocol === 'https:';
  const nonces: Nonces = new WeakMap();
  const app = helmet({
    ...baseOptions(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appDirectives(options, https, nonces, styleAttributeHashes),
    },
  });
  const api = helmet({
    ...baseOptions(https),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
  });
  // GraphiQL (createApp serves it outside production only) is a page of inline scripts from a
  // CDN: it gets every header but a CSP. Its JSON answers keep the API's CSP.
  const graphiql =
    options.nodeEnv === 'production'
      ? api
      : helmet({ ...baseOptions(https), contentSecurityPolicy: false });
  const plain = Object.freeze(recorded(api));
  return {
    plain,
    app(req, res) {
      const nonce = createNonce();
      nonces.set(res, nonce);
      run(app, req, res);
      return nonce;
    },
    api(req, res) {
      run(wantsGraphiQL(req) ? graphiql : api, req, res);
    },
  };
}
