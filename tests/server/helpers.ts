// An in-process API on in-memory PGlite with an in-memory mailer; one per test file.
import { expect } from 'vitest';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { memoryMailer } from '../../server/domain/mail.js';
import { createApp, CSRF_HEADER } from '../../server/graphql/app.js';
import type { Jobs } from '../../server/jobs/jobs.js';
import type { Logger } from '../../server/log.js';

export type Row = Record<string, unknown>;

/** The root field of an answer: the envelope plus whichever payload the operation has. */
export type Answer = {
  success: boolean;
  message: string | null;
  errors: string[] | null;
  field_errors: { field: string; message: string }[] | null;
  token?: string | null;
  count?: number;
  nodes?: Row[];
  user?: Row | null;
  instrument?: Row | null;
  venue?: Row | null;
  category?: Row | null;
  mapping?: Row | null;
  account?: Row | null;
  asset?: Row | null;
  transaction?: Row | null;
  cursor?: Row;
  /** Any other payload field (dashboard figures, valuations, prices). */
  [field: string]: unknown;
};

export type GqlError = { message: string; extensions?: { code?: string } };
export type GqlResponse = { data?: Record<string, Answer> | null; errors?: GqlError[] };

export const ADMIN_EMAIL = 'boss@example.com';
export const PASSWORD = 'correct horse 1';

export type CallOptions = {
  method?: 'GET' | 'POST';
  ip?: string;
  headers?: Record<string, string>;
};

/** The API in-process on a fresh in-memory PGlite, or on `database` (migrated here) when given:
 * a throwaway PostgreSQL (throwawayPostgres.ts). `close` closes the database either way. */
export async function makeApp(
  env: Record<string, string> = {},
  { jobs, logger, database: given }: { jobs?: Jobs; logger?: Logger; database?: Database } = {},
) {
  const database = given ?? (await openDatabase({ kind: 'memory' }));
  await migrate(database);
  const mailer = memoryMailer();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      ADMIN_EMAIL,
      APP_URL: 'http://app.test',
      // Tests call far faster than people, from one address: the fairness limits and the
      // per-address limits of sign-ups and mails are tested on their own.
      RATE_LIMIT_PER_MINUTE: '0',
      CONCURRENT_REQUESTS: '1000',
      SIGNUPS_PER_HOUR: '0',
      MAIL_REQUESTS_PER_HOUR: '0',
      ...env,
    }),
    jwtSecret: 'test-secret-test-secret-test-secret-42',
    secretsKey: Buffer.alloc(32, 7).toString('base64'),
  };
  const yoga = createApp({ db: database.db, config, mailer, jobs, logger, pool: database.pool });

  /** One GraphQL call through HTTP semantics (yoga.fetch), as a browser would make it. */
  async function gql(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string | null,
    options: CallOptions = {},
  ): Promise<GqlResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const serverContext = { clientIp: options.ip ?? '10.0.0.1' };
    if (options.method === 'GET') {
      const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      const response = await yoga.fetch(
        `http://app.test/api?${params}`,
        { headers },
        serverContext,
      );
      return (await response.json()) as GqlResponse;
    }
    headers['content-type'] = 'application/json';
    const response = await yoga.fetch(
      'http://app.test/api',
      { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
      serverContext,
    );
    return (await response.json()) as GqlResponse;
  }

  /** The answer of a call with one root field; a GraphQL error fails the test. */
  async function call(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string | null,
    options: CallOptions = {},
  ): Promise<Answer> {
    const response = await gql(query, variables, token, options);
    expect(response.errors).toBeUndefined();
    const answers = Object.values(response.data ?? {});
    expect(answers).toHaveLength(1);
    return answers[0]!;
  }

  /** The code of the one GraphQL error the call raised. */
  async function errorCode(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string | null,
  ) {
    const response = await gql(query, variables, token);
    expect(response.errors).toHaveLength(1);
    return { code: response.errors![0]!.extensions?.code, message: response.errors![0]!.message };
  }

  /** The token in the last link mailed to this address under this route. */
  function mailedToken(email: string, route: 'email-verify' | 'update-password'): string {
    const mail = mailer.sent.filter((m) => m.to === email && m.link?.includes(`/${route}/`)).at(-1);
    if (!mail?.link) throw new Error(`No ${route} mail to ${email}`);
    expect(mail.text).toContain(mail.link);
    return mail.link.split(`/${route}/`)[1]!;
  }

  async function signUp(
    email: string,
    password = PASSWORD,
    fullname = 'Test Person',
  ): Promise<string> {
    const answer = await call(SIGNUP, { fullname, email, password, terms_accepted: true });
    expect(answer.success).toBe(true);
    return answer.token!;
  }

  /** Signs up, opens the mailed link; answers the verified token. */
  async function signUpVerified(email: string, password = PASSWORD): Promise<string> {
    await signUp(email, password);
    const answer = await call(VERIFY, { token: mailedToken(email, 'email-verify') });
    expect(answer.success).toBe(true);
    return answer.token!;
  }

  return {
    yoga,
    /** The database itself (raw sessions, PGlite's client), e.g. to run the job queue on it. */
    database,
    db: database.db,
    mailer,
    config,
    gql,
    call,
    errorCode,
    mailedToken,
    signUp,
    signUpVerified,
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof makeApp>>;

/** Jobs that record what a write asked of them ("history <user>", "prices <instrument>"). */
export function recordingJobs(): { asked: string[]; jobs: Jobs } {
  const asked: string[] = [];
  return {
    asked,
    jobs: {
      historyChanged: async (userId) => void asked.push(`history ${userId}`),
      instrumentHeld: async (instrumentId) => void asked.push(`prices ${instrumentId}`),
    },
  };
}

/** A POST of `body` from client address `ip` (with `token`), answered as HTTP: the limits' tests
 * read its status and headers. */
export const postAs = (target: TestApp, body: object, ip: string, token?: string) =>
  target.yoga.fetch(
    'http://app.test/api',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    },
    { clientIp: ip },
  );

export { CSRF_HEADER };

/**
 * An operation taking a file (`variables.file`) as the browser sends it: multipart, with the CSRF
 * header. Answers the operation's one root field.
 */
export async function uploadAs(
  target: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  file: { content: string | Uint8Array; name: string },
): Promise<Answer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([file.content as BlobPart]), file.name);
  const response = await target.yoga.fetch('http://app.test/api', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as GqlResponse;
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {})[0] as Answer;
}

/** The payload of a signed token, read without checking it (as the browser app does). */
export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

const ENVELOPE = 'success message errors field_errors { field message }';
/** Lists carry no field_errors. */
const LIST_ENVELOPE = 'success message errors';

export const SIGNUP = `mutation ($fullname: String!, $email: String!, $password: String!, $terms_accepted: Boolean!) {
  signupUser(fullname: $fullname, email: $email, password: $password, terms_accepted: $terms_accepted) { ${ENVELOPE} token } }`;
export const LOGIN = `query ($email: String!, $password: String!) {
  loginUser(email: $email, password: $password) { ${ENVELOPE} token } }`;
export const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { ${ENVELOPE} token } }`;
export const RESEND = `mutation ($email: String!) { verifyEmailRequestToken(email: $email) { ${ENVELOPE} } }`;
export const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ${ENVELOPE} } }`;
export const RESET = `mutation ($token: String!, $password: String!, $confirmation: String!) {
  resetPassword(token: $token, password: $password, confirmation: $confirmation) { ${ENVELOPE} } }`;
export const UPDATE_PASSWORD = `mutation ($password: String!, $confirmation: String!) {
  updatePassword(password: $password, confirmation: $confirmation) { ${ENVELOPE} token } }`;
export const LOGOUT = `mutation { logoutUser { ${ENVELOPE} } }`;
export const ME = `query { getMe { ${ENVELOPE} user { uuid fullname email email_verified role status created_at } } }`;
export const CATEGORIES = `query ($sort: String, $where: JSON, $start: Int, $limit: Int) {
  getCategories(sort: $sort, where: $where, start: $start, limit: $limit) { ${LIST_ENVELOPE} count nodes { id category created_at } } }`;
export { ENVELOPE, LIST_ENVELOPE };

/** A statement as the database's logger saw it. */
export type TracedStatement = { query: string; params: unknown[] };

/**
 * Expects one account's page (traced while it was read) to walk both of the account's indexes
 * index-only with no visit to the table (migration 0009), as EXPLAIN ANALYZE shows its paging
 * statement, the one that merges the two halves.
 */
export async function expectIndexOnlyAccountPage(
  database: Database,
  statements: readonly TracedStatement[],
) {
  const paging = statements.filter(({ query }) => /union all/i.test(query));
  expect(paging).toHaveLength(1);
  const plan = (
    await database.session((session) =>
      session.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF) ${paging[0]!.query}`,
        paging[0]!.params,
      ),
    )
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  expect(plan, plan).toMatch(/Index Only Scan (Backward )?using transactions_account_date_idx/);
  expect(plan, plan).toMatch(/Index Only Scan (Backward )?using transactions_destination_date_idx/);
  // the heap fetches of those two walks (a row's own lookups, such as its owner's currency, are
  // other scans of their own)
  const walks = plan.matchAll(
    /Index Only Scan (?:Backward )?using transactions_(?:account|destination)_date_idx[^]*?(Heap Fetches: \d+)/g,
  );
  expect(
    [...walks].map((walk) => walk[1]),
    plan,
  ).toEqual(['Heap Fetches: 0', 'Heap Fetches: 0']);
}
