import { createGraphQLError, type YogaInitialContext } from 'graphql-yoga';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../domain/mail.js';
import type { InstrumentRow } from '../db/schema.js';
import { findInstruments } from '../domain/admin/instruments.js';
import { priceStates, type PriceStatus } from '../domain/ledger/ownPrices.js';
import { portfolio, type Portfolio } from '../domain/ledger/performance.js';
import { baseCurrency, type BaseCurrency } from '../domain/valuation.js';
import { ACCESS_TOKEN_PREFIX, readAccessToken } from '../domain/accessTokens.js';
import {
  INVALID_ACCESS_TOKEN,
  readSession,
  verifyToken,
  type Client,
  type Session,
  type SessionClaims,
} from '../domain/sessions.js';
import { noJobs, type Jobs } from '../jobs/jobs.js';
import { log, type Logger } from '../log.js';

/** What the HTTP server hands each request: the client's address, for sign-in throttling. */
export type ServerContext = { clientIp?: string };

/**
 * The client's address for throttling. Behind a trusted proxy (TRUST_PROXY) it is the right-most
 * X-Forwarded-For entry: the address that proxy saw. Entries to its left come from the client and
 * can say anything.
 */
export function clientAddress(
  forwarded: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string | undefined {
  if (!trustProxy || forwarded === undefined) return remoteAddress;
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? remoteAddress;
}

export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Background work requests may enqueue; `noJobs` when no queue runs (JOBS=off, tests). */
  jobs?: Jobs;
  /** Where failed requests are logged; the process's `log` by default. */
  logger?: Logger;
  /** PostgreSQL's pool (DATABASE_URL): the request limits are counted there, by every instance
   * on the database together. Without it (PGlite, tests) they are counted in this process. */
  pool?: pg.Pool;
};

/** What the context factory adds to yoga's own context. */
export type UserContext = Omit<AppDeps, 'jobs' | 'logger' | 'pool'> & {
  /** Enqueue only: a request never waits for a job. */
  jobs: Jobs;
  /** The app's log (work a request leaves running logs its failures here). */
  logger: Logger;
  /** Where the request comes from: its address (for throttling) and its browser's description. */
  client: Client;
  /** The caller, from the `Authorization: Bearer` header; checked once, on first use. */
  session(): Promise<Session>;
  /** Counts `rows` against the request's ROW_BUDGET; past it the field fails (rowBudget). */
  spendRows(rows: number): void;
  /** The signed-in caller's currency and its rate today, looked up once per request. */
  baseCurrency(): Promise<BaseCurrency>;
  /** An instrument by id (a holding's, a quote currency, a base currency): each asked for once
   * per request, and those asked for together (a list's rows) in one query. */
  instrument(id: string): Promise<InstrumentRow | undefined>;
  /** Where the signed-in caller's holdings of an instrument get their price, or why they have
   * none (null: USD): each asked for once per request, a list's rows together in one query. */
  priceStatus(instrumentId: string): Promise<PriceStatus | null | undefined>;
  /** The caller's holdings' performance (each holding, each account, in all): computed once per
   * request, however many holdings and accounts of the answer ask. */
  portfolio(): Promise<Portfolio>;
};

export type Context = YogaInitialContext & UserContext;

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * Who asks: the owner of a personal access token (`wt_…`), or the person of a session's signed
 * token, checked against the database (readSession).
 */
async function whoAsks({ db, config }: AppDeps, request: Request): Promise<Session> {
  const token = bearerToken(request);
  if (token?.startsWith(ACCESS_TOKEN_PREFIX)) {
    const found = await readAccessToken(db, token);
    return found ? { user: found.user, grant: found.grant } : { error: INVALID_ACCESS_TOKEN };
  }
  return readSession(db, verifiedToken(request, config.jwtSecret));
}

const verifiedTokens = new WeakMap<Request, Promise<SessionClaims | null>>();

/**
 * The request's bearer token, verified (signature and expiry: `verifyToken`), or null without
 * one. Checked once per request: the fairness plugin asks whose request it is, and the session
 * then asks again.
 */
export function verifiedToken(
  request: Request,
  secret: string,
): Promise<SessionClaims | null> | null {
  const token = bearerToken(request);
  if (!token) return null;
  let verified = verifiedTokens.get(request);
  if (!verified) {
    verified = verifyToken(token, secret);
    verifiedTokens.set(request, verified);
  }
  return verified;
}

/**
 * The most rows of histories one request may answer. The operation limits (limits.ts) count fields,
 * not the rows a field answers: a list answers at most 100 (domain/lists.ts), but a history up to
 * MAX_HISTORY_POINTS, and ten aliases of one would answer 4,000.
 */
export const ROW_BUDGET = 2_000;

const overBudget = () =>
  createGraphQLError(
    `This request asks for more than ${ROW_BUDGET} rows: ask for them in smaller requests`,
    { extensions: { code: 'ROW_BUDGET' } },
  );

/**
 * A lookup by id whose ids asked for in one tick (the same field of a list's rows) are read
 * together in one `load` once the tick is over, each answered once per request.
 */
function tickBatched<V>(load: (ids: string[]) => Promise<Map<string, V>>) {
  const known = new Map<string, Promise<V | undefined>>();
  let batch: { ids: string[]; rows: Promise<Map<string, V>> } | undefined;
  return (id: string): Promise<V | undefined> => {
    let answer = known.get(id);
    if (!answer) {
      if (!batch) {
        const ids: string[] = [];
        const rows = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
          batch = undefined;
          return load(ids);
        });
        batch = { ids, rows };
      }
      batch.ids.push(id);
      answer = batch.rows.then((rows) => rows.get(id));
      known.set(id, answer);
    }
    return answer;
  };
}

export function buildContext(
  deps: AppDeps,
  initial: YogaInitialContext & ServerContext,
): UserContext {
  let session: Promise<Session> | undefined;
  let base: Promise<BaseCurrency> | undefined;
  let held: Promise<Portfolio> | undefined;
  let spent = 0;
  const instrumentsById = new Map<string, Promise<InstrumentRow | undefined>>();
  /** The ids asked for in this tick, and their one query once it is over. */
  let batch: { ids: string[]; rows: Promise<Map<string, InstrumentRow>> } | undefined;
  const readSessionOnce = () => (session ??= whoAsks(deps, initial.request));
  const baseOnce = () =>
    (base ??= readSessionOnce().then((session) => {
      if (!session.user) {
        throw new Error('The base currency is asked for without a signed-in caller');
      }
      return session.base ?? baseCurrency(deps.db, session.user.id);
    }));
  return {
    ...deps,
    jobs: deps.jobs ?? noJobs,
    logger: deps.logger ?? log,
    client: {
      ip: initial.clientIp ?? 'unknown',
      userAgent: initial.request.headers.get('user-agent') ?? '',
    },
    session: readSessionOnce,
    baseCurrency: baseOnce,
    portfolio: () =>
      (held ??= Promise.all([readSessionOnce(), baseOnce()]).then(([{ user }, currency]) =>
        portfolio(deps.db, user!.id, currency),
      )),
    instrument(id) {
      let known = instrumentsById.get(id);
      if (!known) {
        if (!batch) {
          // the same field of a list's rows resolves in one tick: read them together after it
          const ids: string[] = [];
          const rows = new Promise<void>((resolve) => queueMicrotask(resolve)).then(async () => {
            batch = undefined;
            return new Map((await findInstruments(deps.db, ids)).map((row) => [row.id, row]));
          });
          batch = { ids, rows };
        }
        batch.ids.push(id);
        known = batch.rows.then((rows) => rows.get(id));
        instrumentsById.set(id, known);
      }
      return known;
    },
    priceStatus: tickBatched(async (ids) => {
      const { user } = await readSessionOnce();
      if (!user) throw new Error('A price status is asked for without a signed-in caller');
      return priceStates(deps.db, user.id, ids);
    }),
    spendRows(rows) {
      spent += rows;
      if (spent > ROW_BUDGET) throw overBudget();
    },
  };
}
