// One caller cannot crowd out the rest. The operation limits (limits.ts) bound what one request
// may ask. Here, what one caller may ask at a time and per minute is bounded: a signed-in user by
// their id, anyone else by their address. Past the requests a caller may have under way, the next
// ones wait in the caller's line for a place (a client with many connections is served as fast as
// its share allows, not refused thousands of times a second); past the line, past WAIT_MS in it,
// or past the minute's count the answer is 429, with Retry-After, before the request is parsed.
//
// Where the counts live: the requests under way are this process's (they hold its connections and
// its event loop, so each instance bounds its own). The per-minute counts live in this process on
// PGlite (one process), and in PostgreSQL (table rate_limits, rate-limiter-flexible's store) when
// the API runs on DATABASE_URL: instances behind a balancer then count together, and one caller
// gets one minute's share whichever instance answers. A key past its minute is then refused by
// each instance from memory until the minute ends, without asking the database again; should
// PostgreSQL not answer, each instance counts alone in memory meanwhile (logged when it begins
// and when PostgreSQL answers again).
//
// Two exceptions to "by caller":
// - The signed-in callers of one address also share ACCOUNTS_PER_ADDRESS times one user's limits,
//   so that signing up more accounts does not multiply what one address may ask.
// - A sign-in alone (a small POST whose only root field is loginUser) is not refused by the
//   anonymous per-address minute: other anonymous requests from the address (a flood, or everyone
//   behind one proxy) must not lock people out of signing in. Sign-ins have their own limits, per
//   e-mail and per address, counted in the database (domain/throttle.ts), and still count against
//   the requests under way.
import { Kind, parse, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { describeFailure, type Logger } from '../log.js';
import { verifiedToken, type ServerContext } from './context.js';

export const TOO_MANY_AT_ONCE = 'Too many requests at once: wait for the others to finish';
export const tooManyPerMinute = (seconds: number) => `Too many requests: try again in ${seconds} s`;

/** How many users' worth of requests the signed-in callers of one address may make together. */
export const ACCOUNTS_PER_ADDRESS = 4;

/**
 * How many requests a caller may have waiting for a place, as a multiple of those it may have
 * under way (CONCURRENT_REQUESTS): 64 by default. A waiting request holds its connection and
 * headers only (its body is read once it has its place). Measured with `npm run load`: 50
 * clients of one person, refused at once past 8 under way, got 72 answers a second while the
 * server refused 3,190 others a second; with a line, all are answered, 190-202 a second.
 */
export const WAITING_PER_PLACE = 8;
/** How long a request may wait in its caller's line before it is refused. */
export const WAIT_MS = 10_000;

/** A sign-in's body is far smaller (its password has at most 256 characters). */
const SIGN_IN_BYTES = 4096;

export const FORWARDED_WITHOUT_TRUST =
  'Requests carry X-Forwarded-For or Forwarded, but TRUST_PROXY is off: every client behind the ' +
  "proxy counts as the proxy's address, for the rate limits and the sign-in throttle alike. Set " +
  'TRUST_PROXY=true if a proxy you trust sets X-Forwarded-For.';

/** True for a document whose every operation is a query of loginUser (and __typename) alone. */
function onlySignIn(query: string | undefined): boolean {
  if (!query || query.length > SIGN_IN_BYTES || !query.includes('loginUser')) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: 200 });
  } catch {
    return false;
  }
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          ['loginUser', '__typename'].includes(selection.name.value),
      ),
  );
}

/** A body that may be a sign-in: POST (loginUser refuses GET), not an upload, and small. */
function maySignIn(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const length = Number(request.headers.get('content-length') ?? 0);
  return request.method === 'POST' && !type.startsWith('multipart/') && length <= SIGN_IN_BYTES;
}

/** The table the per-minute counts are kept in on PostgreSQL (migration 0031). */
const LIMITS_TABLE = 'rate_limits';
/** How often a request also deletes the counts whose minute ended (on PostgreSQL). */
const CLEAR_EXPIRED_MS = 5 * 60 * 1000;

/** The limiters' store: `pool`, logging when PostgreSQL stops answering the counts (each limiter
 * then counts in this process, its insurance) and when it answers again, once each. */
function loggedStore(pool: pg.Pool, logger: Logger) {
  let failing = false;
  return {
    query: (query: pg.QueryConfig) =>
      pool.query(query).then(
        (result) => {
          if (failing) {
            failing = false;
            logger.info('Counting the requests per minute in PostgreSQL again');
          }
          return result;
        },
        (error: unknown) => {
          if (!failing) {
            failing = true;
            logger.warn(
              { failure: describeFailure(error) },
              'PostgreSQL does not answer the request counts: each instance counts its own per minute meanwhile',
            );
          }
          throw error;
        },
      ),
  };
}

/** `points` requests a key may make a minute: counted in `store`'s database when given, else here. */
function perMinuteLimiter(
  name: string,
  points: number,
  store?: ReturnType<typeof loggedStore>,
): RateLimiterAbstract {
  const here = new RateLimiterMemory({ keyPrefix: name, points, duration: 60 });
  if (!store) return here;
  return new RateLimiterPostgres({
    storeClient: store,
    storeType: 'pool',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    // No timer of the library's: expired counts are deleted by requests (below).
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: 60,
    inMemoryBlockOnConsumed: points,
    insuranceLimiter: here,
  });
}

export function fairness(
  config: Config,
  logger: Logger,
  /** PostgreSQL's pool: the per-minute counts are kept there, shared by every instance. */
  sharedBy?: pg.Pool,
): Plugin<object, ServerContext> {
  const store = sharedBy && loggedStore(sharedBy, logger);
  const minute = (name: string, points: number) =>
    config.rateLimitPerMinute > 0 ? perMinuteLimiter(name, points, store) : undefined;
  const perMinute = minute('minute', config.rateLimitPerMinute);
  const signedInPerAddress = minute(
    'address-minute',
    config.rateLimitPerMinute * ACCOUNTS_PER_ADDRESS,
  );
  let clearedAt = Date.now();
  const clearExpired = () => {
    if (!sharedBy || !perMinute || Date.now() - clearedAt < CLEAR_EXPIRED_MS) return;
    clearedAt = Date.now();
    sharedBy
      .query(`DELETE FROM ${LIMITS_TABLE} WHERE expire < $1`, [Date.now()])
      .catch((error: unknown) =>
        logger.warn({ failure: describeFailure(error) }, 'Deleting expired request counts failed'),
      );
  };
  const underWay = new Map<string, number>();
  /** The keys a request is counted under while it runs. */
  const counted = new WeakMap<Request, string[]>();
  /** The requests waiting for a place, in the order they came, and how many wait under a key. */
  type Waiting = { limits: [string, number][]; admit: () => void };
  const line: Waiting[] = [];
  const waitingUnder = new Map<string, number>();
  const countWaiting = (keys: [string, number][], by: number) => {
    for (const [key] of keys) {
      const waiting = (waitingUnder.get(key) ?? 0) + by;
      if (waiting > 0) waitingUnder.set(key, waiting);
      else waitingUnder.delete(key);
    }
  };
  const fits = (limits: [string, number][]) =>
    limits.every(([key, most]) => (underWay.get(key) ?? 0) < most);
  /** Counts a request under its keys (before anything is awaited: requests see each other). */
  const take = (request: Request, limits: [string, number][]) => {
    const keys = limits.map(([key]) => key);
    for (const key of keys) underWay.set(key, (underWay.get(key) ?? 0) + 1);
    counted.set(request, keys);
  };
  /**
   * A place for `request` under its keys: at once, or once the requests before it in its line
   * have finished; false when its line is full, it waited WAIT_MS, or its client went away.
   */
  const place = (request: Request, limits: [string, number][]): Promise<boolean> | boolean => {
    // Whoever waits under a key was let in at the release that freed its place, so a request
    // that fits now jumps nobody's turn.
    if (fits(limits)) {
      take(request, limits);
      return true;
    }
    if (limits.some(([key, most]) => (waitingUnder.get(key) ?? 0) >= most * WAITING_PER_PLACE)) {
      return false;
    }
    return new Promise<boolean>((resolve) => {
      const leave = (admitted: boolean) => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', gone);
        const at = line.indexOf(waiting);
        if (at >= 0) line.splice(at, 1);
        countWaiting(limits, -1);
        resolve(admitted);
      };
      const gone = () => leave(false);
      const waiting: Waiting = {
        limits,
        admit: () => {
          take(request, limits);
          leave(true);
        },
      };
      const timer = setTimeout(gone, WAIT_MS);
      request.signal?.addEventListener('abort', gone);
      line.push(waiting);
      countWaiting(limits, 1);
    });
  };
  /** Gives the places freed to the first waiting requests that fit, in the order they came. */
  const admitWaiting = () => {
    for (const waiting of [...line]) if (fits(waiting.limits)) waiting.admit();
  };
  /** Anonymous requests past their address's minute: refused unless they are a sign-in. */
  const unlessSignIn = new WeakMap<Request, number>();
  let warnedForwarded = false;

  /** Seconds until `key` may ask again, or 0 when it may now (the request is counted). */
  const spend = async (limiter: RateLimiterAbstract | undefined, key: string) => {
    if (!limiter) return 0;
    try {
      await limiter.consume(key);
      return 0;
    } catch (limited) {
      if (!(limited instanceof RateLimiterRes)) throw limited;
      return Math.max(1, Math.ceil(limited.msBeforeNext / 1000));
    }
  };

  const refuse = (
    fetchAPI: { Response: typeof Response },
    message: string,
    code: string,
    retryAfterSeconds: number,
  ) =>
    new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    });

  /** The request is no longer under way (answered, or refused after it was counted). */
  const release = (request: Request) => {
    const keys = counted.get(request);
    if (keys === undefined) return;
    counted.delete(request);
    for (const key of keys) {
      const running = (underWay.get(key) ?? 1) - 1;
      if (running > 0) underWay.set(key, running);
      else underWay.delete(key);
    }
    if (line.length > 0) admitWaiting();
  };

  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      if (
        !config.trustProxy &&
        !warnedForwarded &&
        (request.headers.has('x-forwarded-for') || request.headers.has('forwarded'))
      ) {
        warnedForwarded = true;
        logger.warn(FORWARDED_WITHOUT_TRUST);
      }
      clearExpired();
      const address = serverContext.clientIp ?? 'unknown';
      // Whose request: the user of a valid bearer token (signature and expiry, not revocation:
      // nobody can spend another user's quota), else the address. An invalid token is refused
      // later, as any other; until then it counts for its address.
      const claims = await verifiedToken(request, config.jwtSecret);
      const limits: [string, number][] = claims
        ? [
            [`user:${claims.sub}`, config.concurrentRequests],
            [`users-at:${address}`, config.concurrentRequests * ACCOUNTS_PER_ADDRESS],
          ]
        : [[`ip:${address}`, config.concurrentRequests]];
      if (!(await place(request, limits))) {
        endResponse(refuse(fetchAPI, TOO_MANY_AT_ONCE, 'TOO_MANY_REQUESTS', 1));
        return;
      }
      const wait = claims
        ? (await spend(perMinute, `user:${claims.sub}`)) ||
          (await spend(signedInPerAddress, `users-at:${address}`))
        : await spend(perMinute, `ip:${address}`);
      if (wait > 0) {
        if (claims || !maySignIn(request)) {
          release(request);
          endResponse(refuse(fetchAPI, tooManyPerMinute(wait), 'TOO_MANY_REQUESTS', wait));
          return;
        }
        unlessSignIn.set(request, wait);
      }
    },
    onParams({ request, params, setResult }) {
      const wait = unlessSignIn.get(request);
      if (wait === undefined) return;
      unlessSignIn.delete(request);
      if (onlySignIn(params.query)) return;
      setResult({
        errors: [
          createGraphQLError(tooManyPerMinute(wait), {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              http: { status: 429, headers: { 'retry-after': String(wait) } },
            },
          }),
        ],
      });
    },
    onResponse({ request }) {
      release(request);
    },
  };
}
