// The API under a realistic load, measured: `npm run bench [-- --users 10] [--runs 200]
// [--database-url postgres://…]`. With `--database-url` (or BENCH_DATABASE_URL) the same bench
// runs twice, on PGlite and then on that PostgreSQL server, in a throwaway database created next to
// the URL's (its user needs CREATEDB) and dropped at the end, and the two are printed side by side.
// On a fresh PGlite data dir on disk (as `npm start` uses), each user (one by default; `--users 10`
// for 1,000,000 rows) gets six accounts in six instruments and 100,000 transactions over the last
// two years (`--transactions`, per user): one INSERT ... SELECT generate_series for them all, then
// balances set to match (the counters follow from the app's own triggers); ten instruments get two
// years of daily prices (valuation.applyPrices). Then, as the first user, through the real GraphQL
// app in-process (yoga.fetch, a bearer token, the SPA's own operations from
// the generated documents), each operation runs N times and its p50/p95/p99 is printed. For the
// reads, the SQL the request sent (captured by a logger on the db handle) is replayed on the same
// handle right after each run, and the API's time over that raw time is its overhead. Then a
// back-dated transaction and the repair of the history it causes, and a 10,000-row CSV statement
// uploaded and confirmed. At the end one table with the targets, and the plans of the slowest
// statements of every operation that missed one (`--explain`: of every operation).
// It runs with NODE_ENV=production (package.json), as the server does: outside production,
// graphql-js looks at every failed type test again for a second copy of graphql (a year's
// history took 0.1-0.2 ms more a request at p50).
// A script, not a test: the figures depend on the machine, and it exits 0 unless something fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { loadConfig, type Config } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { vacuumAnalyze } from '../server/db/maintenance.js';
import { migrate } from '../server/db/migrate.js';
import { memoryMailer } from '../server/domain/mail.js';
import { applyPrices, type PriceInput } from '../server/domain/valuation.js';
import { createApp } from '../server/graphql/app.js';
import { throwawayDatabase } from '../tests/server/throwawayPostgres.js';
import { percentile } from './stats.js';
import {
  GetAllocationDocument,
  GetDashboardSummaryDocument,
  GetNetWorthHistoryDocument,
} from '../src/features/dashboard/Dashboard.generated.js';
import {
  ConfirmUploadDocument,
  UploadBankStatementDocument,
} from '../src/features/statements/Statements.generated.js';
import { GetCashFlowDocument } from '../src/graphql/CashFlow.generated.js';
import { GetTopAssetsDocument } from '../src/graphql/TopAssets.generated.js';
import { GetAccountsDocument } from '../src/ledger/accounts/Accounts.generated.js';
import {
  CreateTransactionDocument,
  ExportTransactionsDocument,
  GetTransactionsDocument,
} from '../src/ledger/transactions/Transactions.generated.js';

const USAGE =
  'usage: npm run bench -- [--users N] [--runs N] [--transactions N] [--statement-runs N] [--explain]\n' +
  '                        [--database-url postgres://USER:PASSWORD@HOST:PORT/DB]\n' +
  '  --database-url (or BENCH_DATABASE_URL): the same bench on PGlite and on that PostgreSQL server,\n' +
  '  side by side; there in a throwaway database created next to DB (USER needs CREATEDB) and\n' +
  '  dropped at the end: no data of DB is read or touched.';
const { values: flags, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        users: { type: 'string' },
        runs: { type: 'string' },
        transactions: { type: 'string' },
        'statement-runs': { type: 'string' },
        explain: { type: 'boolean' },
        'database-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
/** A whole number ≥ 1 from the flag, else the environment, else the default. */
function option(name: string, flag: string | undefined, env: string, fallback: number): number {
  const text = flag ?? process.env[env];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} (${env}) must be a whole number of at least 1, not "${text}"`);
  }
  return value;
}
/** Runs of each operation (after 10 warm-up runs). */
const RUNS = option('runs', flags.runs ?? positionals[0], 'BENCH_RUNS', 200);
const USERS = option('users', flags.users, 'BENCH_USERS', 1);
/** Transactions of each user: 100,000, so 1,000,000 with `--users 10`. */
const PER_USER = option('transactions', flags.transactions, 'BENCH_TRANSACTIONS', 100_000);
const TOTAL = USERS * PER_USER;
/** Uploads (and confirms) of the 10,000-row statement: each takes a second or more. */
const STATEMENT_RUNS = option('statement-runs', flags['statement-runs'], 'BENCH_STATEMENT_RUNS', 5);
const STATEMENT_ROWS = 10_000;
/** How long one operation is measured at most (a slow one gets fewer runs). */
const CASE_BUDGET_MS = 60_000;
/** `--explain` (or BENCH_EXPLAIN=1): the plans of every operation, not only of those that miss. */
const explainAll = flags.explain === true || process.env.BENCH_EXPLAIN === '1';

/** The accounts' currencies and classes (the first is the one the account pages are of). */
const HOLDINGS = [
  ['USD', 'bank'],
  ['EUR', 'bank'],
  ['GBP', 'bank'],
  ['BTC', 'crypto'],
  ['ETH', 'crypto'],
  ['SOL', 'crypto'],
] as const;
const ACCOUNTS = HOLDINGS.length;
/** Two years of daily prices for these ten (ADA is created here; the others are seeded). */
const PRICED = ['EUR', 'GBP', 'CHF', 'JPY', 'BTC', 'ETH', 'SOL', 'USDT', 'USDC', 'ADA'];
const PRICE_DAYS = 731;
/** p95 in ms; the API's time at most OVERHEAD × its raw SQL's (p50 over p50). */
const TARGETS = { list: 15, dashboard: 30, history: 30, repair: 1000, statement: 2000 };
const OVERHEAD = 2;

/** The SPA's operations, as it sends them (fragments included). */
const Q = {
  transactions: print(GetTransactionsDocument),
  accounts: print(GetAccountsDocument),
  summary: print(GetDashboardSummaryDocument),
  history: print(GetNetWorthHistoryDocument),
  allocation: print(GetAllocationDocument),
  topAssets: print(GetTopAssetsDocument),
  createTransaction: print(CreateTransactionDocument),
  upload: print(UploadBankStatementDocument),
  confirm: print(ConfirmUploadDocument),
  cashFlow: print(GetCashFlowDocument),
  export: print(ExportTransactionsDocument),
};

type Answer = Record<string, unknown> & { success: boolean; message?: string | null };
type Statement = { query: string; params: unknown[] };
/** One line of the table. */
type Line = {
  name: string;
  times: number[];
  /** The same runs' replays of the request's SQL on the db handle. */
  raw?: number[];
  statements?: number;
  /** p95 at most this many ms. */
  target?: number;
  /** Whether the API's p50 must stay within OVERHEAD × the raw p50. */
  overhead?: boolean;
  /** The plans of its slowest statements, taken right after it was measured (same data). */
  plans?: string[];
};
/** Where the bench runs: PGlite on disk, or a database of its own on a PostgreSQL server. */
type Engine = { kind: 'pglite' } | { kind: 'postgres'; url: string };
/** One engine's run: which (`name`, and `detail` for the table's heading), its lines, the load
 * average when its measurements began, how long it took in all. */
type Result = { name: string; detail: string; table: Line[]; loadAtStart: string; ms: number };

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
/** The 1, 5 and 15 minute load averages: other work on the machine shows in the figures. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const isControl = (query: string) => /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query);

/** A line's targets, and those it misses. */
function verdict(line: Line) {
  const p95 = percentile(line.times, 0.95);
  const ratio = line.raw ? percentile(line.times, 0.5) / percentile(line.raw, 0.5) : undefined;
  const targets: string[] = [];
  const failures: string[] = [];
  if (line.target !== undefined) {
    targets.push(`p95 ≤ ${line.target}`);
    if (!(p95 <= line.target)) failures.push('p95');
  }
  if (line.overhead && ratio !== undefined) {
    targets.push(`≤ ${OVERHEAD}× raw`);
    if (!(ratio <= OVERHEAD)) failures.push(`${OVERHEAD}×`);
  }
  return { p95, ratio, targets, failures };
}

/** The whole bench on one database: its table's lines (its progress printed as it goes). */
async function bench(engine: Engine): Promise<Result> {
  /** The app's DATA_DIR, and PGlite's data there. */
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  /** While set, every statement Drizzle sends (the SQL of one request). */
  let traced: Statement[] | undefined;
  const database = await openDatabase(
    engine.kind === 'postgres'
      ? { kind: 'postgres', url: engine.url }
      : { kind: 'pglite', dataDir },
    { logger: { logQuery: (query, params) => void traced?.push({ query, params }) } },
  );
  // An idle connection the server ended (as the drop of an interrupted bench does): the pool
  // forgets it, and a query that needed it fails anyway.
  database.pool?.on('error', () => {});
  const sqlQuery = <T>(text: string, params?: unknown[]) =>
    database.session((session) => session.query<T>(text, params));
  const serverVersion = async () =>
    (await sqlQuery<{ v: string }>(`SELECT split_part(version(), ' ', 2) AS v`))[0]!.v;
  // After loading, VACUUM (ANALYZE): on PGlite what the server does at start and every hour (it
  // has no autovacuum: server/db/maintenance.ts); on PostgreSQL what autovacuum does in time. The
  // figures are those of a settled database on both (without the vacuum, a deep page on
  // PostgreSQL read 50,000 rows of the table the index-only scan skips once the visibility map is
  // set: 15.8 ms p50 instead of PGlite's 12.9).
  const maintenance = 'VACUUM (ANALYZE), as the server or autovacuum runs it';
  const maintain = () => vacuumAnalyze(database);

  try {
    const startedAll = performance.now();
    const engineOf =
      engine.kind === 'pglite'
        ? { name: 'PGlite', detail: 'PGlite on disk' }
        : { name: 'PostgreSQL', detail: `PostgreSQL ${await serverVersion()}` };
    console.log(`\n${engineOf.detail}:`);
    let started = performance.now();
    await migrate(database);
    const config: Config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        APP_URL: 'http://bench.test',
        // one caller asking thousands of times a minute: the API's speed, not its fairness
        RATE_LIMIT_PER_MINUTE: '0',
        // one address signing up the bench's users (`--users 10`: more than an hour's sign-ups)
        SIGNUPS_PER_HOUR: '0',
      }),
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      secretsKey: Buffer.alloc(32, 1).toString('base64'),
    };
    const yoga = createApp({
      db: database.db,
      config,
      mailer: memoryMailer(),
      pool: database.pool,
    });

    async function call(query: string, variables: object = {}, token?: string): Promise<Answer> {
      const response = await yoga.fetch('http://bench.test/api', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, Answer>; errors?: unknown };
      const answer = Object.values(body.data ?? {})[0];
      if (!answer?.success) {
        throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      return answer;
    }

    // The users, confirmed and signed in, each with six accounts.
    await sqlQuery(
      `INSERT INTO instruments (name, ticker, type, decimals, status)
       VALUES ('Cardano', 'ADA', 'crypto', 6, true) ON CONFLICT (ticker) DO NOTHING`,
    );
    const instrumentIds = new Map(
      (await sqlQuery<{ id: string; ticker: string }>('SELECT id, ticker FROM instruments')).map(
        (r) => [r.ticker, r.id],
      ),
    );
    const password = 'bench password 1';
    const emailOf = (n: number) => (n === 0 ? 'bench@example.com' : `bench${n}@example.com`);
    let token = '';
    const accountIds: string[] = [];
    for (let n = 0; n < USERS; n++) {
      const email = emailOf(n);
      await call(
        'mutation ($e: String!, $p: String!) { signupUser(fullname: "Bench", email: $e, password: $p, terms_accepted: true) { success } }',
        { e: email, p: password },
      );
      await sqlQuery(`UPDATE users SET role = 'user', email_verified = true WHERE email = $1`, [
        email,
      ]);
      const signedIn = (await call(
        'query ($e: String!, $p: String!) { loginUser(email: $e, password: $p) { success token } }',
        { e: email, p: password },
      )) as Answer & { token: string };
      for (const [i, [ticker, accountClass]] of HOLDINGS.entries()) {
        const answer = await call(
          `mutation ($n: String!, $i: ID!) { createAccount(name: $n, value: "1000", instrument_id: $i, account_class: ${accountClass}) { success account { id } } }`,
          { n: `Account ${i + 1} (${ticker})`, i: instrumentIds.get(ticker) },
          signedIn.token,
        );
        if (n === 0) accountIds.push((answer.account as { id: string }).id);
      }
      if (n === 0) token = signedIn.token;
    }
    console.log(
      `setup (migrations, ${USERS} user${USERS > 1 ? 's' : ''}, ${ACCOUNTS} accounts each): ${seconds(performance.now() - started)}`,
    );

    // All transactions in one statement, PER_USER for each user over the last two years: credits
    // and debits on each account's asset, every 50th a transfer to the user's next account (between
    // currencies with the amount received); then every balance set to what they add up to. The
    // counters (users and accounts.transaction_count) are kept by the app's statement triggers.
    started = performance.now();
    await database.session(async (session) => {
      await session.exec('BEGIN');
      await session.query(
        `WITH accts AS (
           SELECT a.id, a.user_id, a.account_class, s.id AS asset_id, s.instrument_id,
                  dense_rank() OVER (ORDER BY u.created_at, u.id) - 1 AS user_n,
                  row_number() OVER (PARTITION BY a.user_id ORDER BY a.created_at, a.id) - 1 AS acct_n
             FROM accounts a JOIN assets s ON s.account_id = a.id JOIN users u ON u.id = a.user_id
         )
         INSERT INTO transactions (user_id, account_id, account_class, asset_id, instrument_id,
           transaction_type, destination_account_id, destination_asset_id, destination_amount,
           destination_account_class, amount, fee, description, date, created_at)
         SELECT src.user_id, src.id, src.account_class, src.asset_id, src.instrument_id,
                CASE WHEN i % 50 = 0 THEN 'transfer' WHEN i % 3 = 0 THEN 'debit' ELSE 'credit' END,
                CASE WHEN i % 50 = 0 THEN dst.id END, CASE WHEN i % 50 = 0 THEN dst.asset_id END,
                CASE WHEN i % 50 = 0 AND dst.instrument_id <> src.instrument_id
                     THEN ((i % 1000) + 1) / 100.0 END,
                CASE WHEN i % 50 = 0 THEN dst.account_class END,
                ((i % 100000) + 1) / 100.0, CASE WHEN i % 7 = 0 THEN 0.25 ELSE 0 END,
                'Bench transaction ' || i,
                current_date - (i % 730), now() - i * interval '1 second'
           FROM (SELECT g % $3::int AS user_n, g / $3::int + 1 AS i
                   FROM generate_series(0, $1::int - 1) g) n
           JOIN accts src ON src.user_n = n.user_n AND src.acct_n = n.i % $2::int
           JOIN accts dst ON dst.user_n = n.user_n AND dst.acct_n = (n.i + 1) % $2::int`,
        [TOTAL, ACCOUNTS, USERS],
      );
      await session.exec(`
        WITH effects AS (
          SELECT asset_id, CASE WHEN transaction_type = 'credit' THEN amount - fee
                                ELSE -(amount + fee) END AS delta FROM transactions
          UNION ALL
          SELECT destination_asset_id, coalesce(destination_amount, amount) FROM transactions
           WHERE transaction_type = 'transfer'
        ), totals AS (SELECT asset_id, sum(delta) AS delta FROM effects GROUP BY asset_id)
        UPDATE assets s SET balance = s.opening_balance + t.delta,
                            value = (s.opening_balance + t.delta) * s.unit_price
          FROM totals t WHERE s.id = t.asset_id;
        UPDATE accounts a SET value = (SELECT sum(balance) FROM assets s
                                        WHERE s.account_id = a.id AND s.instrument_id = a.instrument_id);
        COMMIT;
      `);
    });
    console.log(
      `bulk load of ${TOTAL.toLocaleString('en')} transactions (${USERS} × ${PER_USER.toLocaleString('en')}): ${seconds(performance.now() - started)}`,
    );

    // Two years of daily prices for ten instruments, as the price jobs store them.
    started = performance.now();
    const priceRows: PriceInput[] = [];
    const today = new Date().toISOString().slice(0, 10);
    const todayUtc = new Date(today);
    const dayBefore = (days: number) =>
      new Date(todayUtc.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    for (const [n, ticker] of PRICED.entries()) {
      const base =
        { EUR: 1.1, GBP: 1.3, CHF: 1.15, JPY: 0.0067, BTC: 80000, ETH: 3000 }[ticker] ?? 1;
      for (let d = PRICE_DAYS - 1; d >= 0; d--) {
        const day = dayBefore(d);
        const wave = 1 + 0.1 * Math.sin((d + n * 17) / 40);
        priceRows.push({
          instrument_id: instrumentIds.get(ticker)!,
          day,
          price: (base * wave).toPrecision(8),
          as_of: new Date(`${day}T00:00:00Z`),
          source: 'manual',
        });
      }
    }
    await applyPrices(database.db, priceRows);
    console.log(
      `${priceRows.length} prices (${PRICED.length} instruments × ${PRICE_DAYS} days) through applyPrices: ${seconds(performance.now() - started)}`,
    );
    started = performance.now();
    await maintain();
    console.log(`${maintenance}: ${seconds(performance.now() - started)}`);

    // The counters the app keeps against the rows they count: every user's and account's, and where
    // the schema has them (migration 0008), every user's per class and every asset's.
    const [kept] = await sqlQuery<{ classes: boolean; assets: boolean }>(
      `SELECT to_regclass('transaction_counts') IS NOT NULL AS classes,
              EXISTS (SELECT 1 FROM information_schema.columns
                       WHERE table_name = 'assets' AND column_name = 'transaction_count') AS assets`,
    );
    const checks: [string, string][] = [
      [
        'users',
        `SELECT count(*)::int AS off FROM users u WHERE u.transaction_count <>
           (SELECT count(*) FROM transactions t WHERE t.user_id = u.id)`,
      ],
      [
        'accounts',
        `SELECT count(*)::int AS off FROM accounts a WHERE a.transaction_count <>
           (SELECT count(*) FROM transactions t
             WHERE t.account_id = a.id OR t.destination_account_id = a.id)`,
      ],
    ];
    if (kept!.classes) {
      checks.push([
        'user classes',
        `SELECT count(*)::int AS off FROM (
           SELECT user_id, account_class, count(*) AS n FROM (
             SELECT user_id, account_class FROM transactions
             UNION ALL
             SELECT user_id, destination_account_class FROM transactions
              WHERE destination_account_class IS NOT NULL
                AND destination_account_class <> account_class) c
            GROUP BY user_id, account_class) x
           FULL JOIN transaction_counts k USING (user_id, account_class)
          WHERE coalesce(x.n, 0) <> coalesce(k.n, 0)`,
      ]);
    }
    if (kept!.assets) {
      checks.push([
        'assets',
        `SELECT count(*)::int AS off FROM assets s WHERE s.transaction_count <>
           (SELECT count(*) FROM transactions t WHERE t.asset_id = s.id)`,
      ]);
    }
    const off: string[] = [];
    for (const [name, query] of checks) {
      const [row] = await sqlQuery<{ off: number }>(query);
      off.push(`${row!.off} ${name}`);
    }
    const counts = await sqlQuery<{ name: string; value: string; counter: number; rows: number }>(
      `SELECT a.name, a.value, a.transaction_count AS counter,
              (SELECT count(*)::int FROM transactions t
                WHERE t.account_id = a.id OR t.destination_account_id = a.id) AS rows
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email = $1 ORDER BY a.created_at, a.id`,
      [emailOf(0)],
    );
    const [user] = await sqlQuery<{ counter: number; rows: number; total: number }>(
      `SELECT u.transaction_count AS counter,
              (SELECT count(*)::int FROM transactions t WHERE t.user_id = u.id) AS rows,
              (SELECT count(*)::int FROM transactions) AS total
         FROM users u WHERE u.email = $1`,
      [emailOf(0)],
    );
    console.log(
      `\nrows: ${user!.total} transactions in all; the measured user ${user!.rows} (counter ${user!.counter}); ` +
        `counters off: ${off.join(', ')}`,
    );
    for (const row of counts) {
      console.log(
        `  ${row.name}: ${row.rows} touching (counter ${row.counter}), value ${row.value}`,
      );
    }

    // The history is built once before it is measured (the server's job does that in between).
    started = performance.now();
    const built = await call(Q.history, { range: 'ALL' }, token);
    console.log(
      `\nnet-worth history built from scratch (${(built.nodes as unknown[]).length} days): ${seconds(performance.now() - started)}`,
    );

    /** The statements Drizzle sends while `run` runs. */
    async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
      traced = [];
      try {
        await run();
        return traced.filter((statement) => !isControl(statement.query));
      } finally {
        traced = undefined;
      }
    }
    /** The statements again, one after another on one connection of the db handle; a write's in
     * a transaction that is rolled back. */
    const replay = (statements: Statement[], rollback: boolean) =>
      database.session(async (session) => {
        if (rollback) await session.exec('BEGIN');
        try {
          for (const { query, params } of statements) await session.query(query, params);
        } finally {
          if (rollback) await session.exec('ROLLBACK');
        }
      });
    /**
     * The plans of the slowest statements of `run`: its statements are run again under EXPLAIN
     * ANALYZE in order, in one transaction rolled back (so a write sees what the ones before it
     * did, and nothing stays), and the two that took longest are answered, as lines to print.
     */
    async function explainSlowest(
      name: string,
      run: () => Promise<unknown>,
      prepare?: () => Promise<unknown>,
    ): Promise<string[]> {
      await prepare?.();
      const statements = await capture(run);
      await prepare?.();
      const plans: { ms: number; query: string; lines: string[] }[] = [];
      await database.session(async (session) => {
        await session.exec('BEGIN');
        try {
          for (const [n, { query, params }] of statements.entries()) {
            await session.exec(`SAVEPOINT s${n}`);
            try {
              const plan = await session.query<{ 'QUERY PLAN': string }>(
                `EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${query}`,
                params,
              );
              const lines = plan
                .map((row) => row['QUERY PLAN'])
                .filter((line) => !/^\s*(Buffers|Index Searches|Batches)/.test(line));
              const total = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
              plans.push({ ms: total, query, lines });
              await session.exec(`RELEASE SAVEPOINT s${n}`);
            } catch {
              // not a statement EXPLAIN takes (or one that needs what a skipped one did)
              await session.exec(`ROLLBACK TO SAVEPOINT s${n}`);
            }
          }
        } finally {
          await session.exec('ROLLBACK');
        }
      });
      const total = plans.reduce((sum, plan) => sum + plan.ms, 0);
      const out = [
        `\n${name}: ${statements.length} statements, ${total.toFixed(1)} ms in the database under EXPLAIN ANALYZE`,
      ];
      plans.sort((a, b) => b.ms - a.ms);
      for (const plan of plans.slice(0, 2)) {
        const seqScan = plan.lines.some((line) => /Seq Scan on transactions/.test(line));
        out.push(
          `\n  slowest (${plan.ms.toFixed(1)} ms${seqScan ? ', Seq Scan on transactions' : ''}): ${plan.query.replace(/\s+/g, ' ').slice(0, 400)}`,
          ...plan.lines.map((line) => `    ${line}`),
        );
      }
      return out;
    }

    const table: Line[] = [];
    /** The line into the table; if it misses a target (or with --explain), the plans of its slowest
     * statements, now, on the data it was measured on. */
    async function settle(line: Line, explain?: () => Promise<string[]>) {
      table.push(line);
      if (explain && (explainAll || verdict(line).failures.length > 0))
        line.plans = await explain();
    }

    /**
     * `run` RUNS times (or for CASE_BUDGET_MS) after 10 warm-up runs; with `raw`, the SQL of one run is captured and, after
     * each run, replayed on the db handle (in a rolled-back transaction with `rollback`).
     */
    async function measure(
      name: string,
      run: () => Promise<unknown>,
      options: { target?: number; raw?: boolean; rollback?: boolean; overhead?: boolean } = {},
    ): Promise<Line> {
      for (let i = 0; i < 10; i++) await run();
      const statements = options.raw ? await capture(run) : undefined;
      if (statements) for (let i = 0; i < 10; i++) await replay(statements, !!options.rollback);
      const times: number[] = [];
      const raw: number[] = [];
      const began = performance.now();
      for (let i = 0; i < RUNS; i++) {
        // a slow operation stops after a minute (with 20 runs at least): it misses either way
        if (i >= 20 && performance.now() - began > CASE_BUDGET_MS) break;
        let start = performance.now();
        await run();
        times.push(performance.now() - start);
        if (statements) {
          start = performance.now();
          await replay(statements, !!options.rollback);
          raw.push(performance.now() - start);
        }
      }
      const line: Line = {
        name,
        times,
        ...(statements && { raw, statements: statements.length }),
        target: options.target,
        overhead: options.overhead,
      };
      console.log(
        `  ${name.padEnd(66)} p50 ${fixed(percentile(times, 0.5))}  p95 ${fixed(percentile(times, 0.95))}` +
          (statements ? `  raw p50 ${fixed(percentile(raw, 0.5))}` : ''),
      );
      await settle(line, () => explainSlowest(name, run));
      return line;
    }

    const firstAccount = accountIds[0]!;
    const listVariables = (start: number, extra: object = {}) => ({
      sort: 'date:desc,created_at:desc',
      start,
      limit: 10,
      ...extra,
    });
    const lastStart = Math.floor((user!.rows - 1) / 10) * 10;
    const middle = Math.floor(user!.rows / 20) * 10;
    const accountMiddle = Math.floor(counts[0]!.rows / 20) * 10;
    const transactionsPage = (variables: object) => () => call(Q.transactions, variables, token);
    const summary = () => call(Q.summary, {}, token);
    const history = () => call(Q.history, { range: 'Y1' }, token);
    const list = { target: TARGETS.list, raw: true, overhead: true };
    const dashboard = { target: TARGETS.dashboard, raw: true, overhead: true };
    const historyRead = { target: TARGETS.history, raw: true, overhead: true };

    const loadAtStart = load();
    console.log(
      `\n${RUNS} runs each (after 10 warm-up runs), each followed by a replay of its SQL, in ms (load average ${loadAtStart}):`,
    );
    // What any request costs before its SQL: yoga.fetch, the fairness plugin's token check, the
    // operation limits, parsing and validating, JSON; no resolver touches the database.
    await measure('floor: { __typename }, signed in (no SQL)', async () => {
      const response = await yoga.fetch('http://bench.test/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (!response.ok) throw new Error(`{ __typename }: ${response.status}`);
      await response.json();
    });
    await measure(
      'transactions page 1 (10 rows, newest first)',
      transactionsPage(listVariables(0)),
      list,
    );
    await measure(
      `transactions page at start ${middle}`,
      transactionsPage(listVariables(middle)),
      list,
    );
    await measure(
      `transactions, last page (start ${lastStart})`,
      transactionsPage(listVariables(lastStart)),
      list,
    );
    await measure(
      'transactions of one account, page 1',
      transactionsPage(listVariables(0, { account_id: firstAccount })),
      list,
    );
    await measure(
      `transactions of one account at start ${accountMiddle}`,
      transactionsPage(listVariables(accountMiddle, { account_id: firstAccount })),
      list,
    );
    await measure(
      'transactions search "transaction 4242", page 1',
      transactionsPage(listVariables(0, { where: { description_contains: 'transaction 4242' } })),
      list,
    );
    await measure(
      'accounts page (12 per page, newest first)',
      () => call(Q.accounts, { sort: 'created_at:desc', start: 0, limit: 12 }, token),
      list,
    );
    await measure('dashboard: getDashboardSummary', summary, dashboard);
    await measure(
      'dashboard page (summary, history Y1, allocation, top 5 at once)',
      () =>
        Promise.all([
          summary(),
          history(),
          call(Q.allocation, { by: 'asset_class' }, token),
          call(Q.topAssets, { asset_class: 'crypto', limit: 5 }, token),
        ]),
      dashboard,
    );
    await measure('getNetWorthHistory(range: Y1)', history, historyRead);
    // The same in a euro base: every figure divided by its day's rate as it is read (issue 26).
    const setBase = (ticker: string) =>
      call(
        'mutation ($c: String!) { updateMe(base_currency: $c) { success } }',
        { c: ticker },
        token,
      );
    const switches: number[] = [];
    for (const ticker of ['EUR', 'USD', 'EUR', 'USD', 'EUR']) {
      const start = performance.now();
      await setBase(ticker);
      await Promise.all([summary(), call(Q.history, { range: 'ALL' }, token)]);
      switches.push(performance.now() - start);
    }
    await settle({
      name: 'switch base currency, then the summary and ALL history (5 times)',
      times: switches,
      target: TARGETS.repair,
    });
    await measure('EUR base: getDashboardSummary', summary, dashboard);
    await measure('EUR base: getNetWorthHistory(range: Y1)', history, historyRead);
    await measure(
      'EUR base: getNetWorthHistory(range: ALL)',
      () => call(Q.history, { range: 'ALL' }, token),
      historyRead,
    );
    await setBase('USD');

    // Money in and out of every transaction (the report, a list's totals): computed once per
    // filter and version of the transactions, then kept; a new filter each run (all rows still
    // match) measures the computing, the same filter the kept answer.
    let flowRun = 0;
    await measure('getCashFlow by month, all time, a new filter each run (computed)', () =>
      call(Q.cashFlow, { by: 'month', where: { amount_gte: `0.0000${++flowRun}` } }, token),
    );
    await measure(
      'getCashFlow by month, all time, kept',
      () => call(Q.cashFlow, { by: 'month' }, token),
      list,
    );
    await measure('exportTransactions of a search ("transaction 42": 1,111 rows)', () =>
      call(Q.export, { where: { description_contains: 'transaction 42' } }, token),
    );

    await measure(
      'createTransaction (dated today)',
      () =>
        call(
          Q.createTransaction,
          {
            account_id: firstAccount,
            amount: '1.25',
            fee: '0.10',
            transaction_type: 'credit',
            description: 'Bench',
            date: today,
          },
          token,
        ),
      { raw: true, rollback: true },
    );

    // A transaction back-dated two years: the history is wrong from then on until a read repairs it.
    const REPAIRS = 10;
    const backDated: number[] = [];
    const repair: number[] = [];
    for (let i = 0; i < REPAIRS; i++) {
      let start = performance.now();
      await call(
        Q.createTransaction,
        {
          account_id: accountIds[i % ACCOUNTS],
          amount: '12.50',
          transaction_type: 'debit',
          description: 'Back-dated',
          date: dayBefore(725 + i),
        },
        token,
      );
      backDated.push(performance.now() - start);
      start = performance.now();
      await history();
      repair.push(performance.now() - start);
    }
    const markStale = () =>
      sqlQuery(
        `INSERT INTO net_worth_stale (user_id, from_day)
         SELECT id, current_date - 730 FROM users WHERE email = $1
         ON CONFLICT (user_id) DO UPDATE SET from_day = excluded.from_day`,
        [emailOf(0)],
      );
    await settle({
      name: `createTransaction dated two years ago (${REPAIRS} times)`,
      times: backDated,
    });
    await settle(
      {
        name: 'then getNetWorthHistory(Y1), repairing two years',
        times: repair,
        target: TARGETS.repair,
      },
      () => explainSlowest('getNetWorthHistory(Y1) repairing two years', history, markStale),
    );

    // A bank statement of 10,000 rows (CSV) into an account holding PER_USER transactions of its
    // own: 1,000 rows repeat booked ones (found as duplicates), 9,000 are new. The upload reads,
    // checks for duplicates, suggests categories and stages; the confirm books the new rows at once.
    started = performance.now();
    const statementAccount = (
      (await call(
        `mutation ($i: ID!) { createAccount(name: "Statement account", value: "0", instrument_id: $i, account_class: bank) { success account { id } } }`,
        { i: instrumentIds.get('USD') },
        token,
      )) as Answer & { account: { id: string } }
    ).account.id;
    await database.session(async (session) => {
      await session.exec('BEGIN');
      await session.query(
        `INSERT INTO transactions (user_id, account_id, account_class, asset_id, instrument_id,
           transaction_type, amount, fee, description, date, created_at)
         SELECT a.user_id, a.id, a.account_class, s.id, s.instrument_id,
                CASE WHEN g % 3 = 0 THEN 'credit' ELSE 'debit' END, ((g % 50000) + 1) / 100.0, 0,
                'Card payment ' || g, current_date - (g % 730), now() - g * interval '1 second'
           FROM generate_series(1, $2::int) g
           JOIN accounts a ON a.id = $1 JOIN assets s ON s.account_id = a.id`,
        [statementAccount, PER_USER],
      );
      await session.query(
        `UPDATE assets s SET balance = s.opening_balance + t.delta,
                            value = (s.opening_balance + t.delta) * s.unit_price
           FROM (SELECT asset_id, sum(CASE WHEN transaction_type = 'credit' THEN amount - fee
                                           ELSE -(amount + fee) END) AS delta
                   FROM transactions WHERE account_id = $1 GROUP BY asset_id) t
          WHERE s.id = t.asset_id`,
        [statementAccount],
      );
      await session.query(
        `UPDATE accounts a SET value = (SELECT sum(balance) FROM assets s
                                         WHERE s.account_id = a.id AND s.instrument_id = a.instrument_id)
          WHERE a.id = $1`,
        [statementAccount],
      );
      await session.exec('COMMIT');
    });
    await maintain();
    const repeated = await sqlQuery<{ date: string; amount: string; description: string }>(
      `SELECT date::text, (CASE WHEN transaction_type = 'credit' THEN amount ELSE -amount END)::text AS amount,
              description FROM transactions WHERE account_id = $1 ORDER BY date DESC LIMIT 1000`,
      [statementAccount],
    );
    /** The statement of run `run`: the same 1,000 booked rows, and 9,000 rows new to it. */
    const statementOf = (run: number) => {
      const csv = ['Date,Description,Amount'];
      for (const row of repeated) csv.push(`${row.date},${row.description},${row.amount}`);
      for (let i = repeated.length; i < STATEMENT_ROWS; i++) {
        const amount = `${(i % 9000) + 1}.${String(i % 100).padStart(2, '0')}`;
        csv.push(
          `${dayBefore(i % 700)},Statement ${run} row ${i},${i % 4 === 0 ? '' : '-'}${amount}`,
        );
      }
      return csv.join('\n');
    };
    console.log(
      `\nstatement account: ${PER_USER} transactions loaded, ${STATEMENT_ROWS}-row CSV (${(statementOf(0).length / 1024).toFixed(0)} KB): ${seconds(performance.now() - started)}`,
    );
    type Staged = { upload_id: string; count: number; duplicates: { row: number }[] };
    /** The rows to confirm: all of an upload's but its duplicates (the answer pages its rows). */
    const freshRows = ({ count, duplicates }: Staged) => {
      const repeats = new Set(duplicates.map(({ row }) => row));
      return Array.from({ length: count }, (_, row) => row).filter((row) => !repeats.has(row));
    };
    const uploadStatement = async (content: string) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: Q.upload,
          variables: { file: null, account_id: statementAccount },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new Blob([content]), 'statement.csv');
      const response = await yoga.fetch('http://bench.test/api', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
        body: form,
      });
      const body = (await response.json()) as { data?: { uploadBankStatement: Answer } };
      const answer = body.data?.uploadBankStatement;
      if (!answer?.success) throw new Error(`upload: ${JSON.stringify(body).slice(0, 500)}`);
      return answer as Answer & Staged;
    };
    const uploads: number[] = [];
    const confirms: number[] = [];
    for (let i = 0; i < STATEMENT_RUNS; i++) {
      let start = performance.now();
      const staged = await uploadStatement(statementOf(i));
      uploads.push(performance.now() - start);
      const fresh = freshRows(staged);
      console.log(
        `  upload ${i + 1}: ${staged.count} rows, ${staged.duplicates.length} duplicates, ${fresh.length} new`,
      );
      start = performance.now();
      await call(
        Q.confirm,
        {
          account_id: statementAccount,
          upload_id: staged.upload_id,
          rows: fresh,
        },
        token,
      );
      confirms.push(performance.now() - start);
    }
    await settle(
      {
        name: `uploadBankStatement, ${STATEMENT_ROWS}-row CSV (${STATEMENT_RUNS} ${STATEMENT_RUNS === 1 ? 'time' : 'times'})`,
        times: uploads,
        target: TARGETS.statement,
      },
      () =>
        explainSlowest('uploadBankStatement', () => uploadStatement(statementOf(STATEMENT_RUNS))),
    );
    await settle(
      {
        name: `confirmUpload of its ${STATEMENT_ROWS - repeated.length} new rows (${STATEMENT_RUNS} ${STATEMENT_RUNS === 1 ? 'time' : 'times'})`,
        times: confirms,
        target: TARGETS.statement,
      },
      async () => {
        const staged = await uploadStatement(statementOf(STATEMENT_RUNS + 1));
        return explainSlowest('confirmUpload', () =>
          call(
            Q.confirm,
            {
              account_id: statementAccount,
              upload_id: staged.upload_id,
              rows: freshRows(staged),
            },
            token,
          ),
        );
      },
    );

    return { ...engineOf, table, loadAtStart, ms: performance.now() - startedAll };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const databaseUrl = flags['database-url'] || process.env.BENCH_DATABASE_URL || undefined;
const throwaway = databaseUrl ? await throwawayOn(databaseUrl) : undefined;
/** Set by Ctrl-C or a CI's timeout: the bench stops where it is, the throwaway database is dropped
 * all the same (its connections ended). */
let interrupted: string | undefined;
try {
  await Promise.race([
    (async () => {
      const results = [await bench({ kind: 'pglite' })];
      if (throwaway) results.push(await bench({ kind: 'postgres', url: throwaway.url() }));
      report(results);
    })(),
    new Promise<never>((_, reject) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => {
          if (interrupted) return;
          interrupted = signal;
          reject(new Error(`${signal}: the bench stopped`));
        });
      }
    }),
  ]);
} catch (error) {
  if (!interrupted) throw error;
  console.error(`\n${(error as Error).message}`);
} finally {
  if (throwaway) {
    await throwaway.drop({ force: interrupted !== undefined });
    console.log(`PostgreSQL: ${throwaway.name} dropped`);
  }
}
// the interrupted bench's work is still under way
if (interrupted) process.exit(130);

/**
 * A database of the bench's own next to the one `url` names, created now (or the bench refuses):
 * nothing of that database's is read or touched. It is dropped at the end, also when the bench
 * fails or is interrupted. Its URL is never printed: it holds the password.
 */
async function throwawayOn(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
    if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) throw new Error();
  } catch {
    console.error(`--database-url (BENCH_DATABASE_URL) must be a postgres:// URL\n${USAGE}`);
    process.exit(2);
  }
  const where = `${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.host}`;
  const database = throwawayDatabase('bench', url);
  try {
    await database.create();
  } catch (error) {
    console.error(
      `Cannot create the bench's throwaway database ${database.name} on the PostgreSQL server at ${where}: ` +
        `${(error as Error).message}. --database-url needs a server that answers and a user who may create ` +
        `databases (CREATEDB).`,
    );
    process.exit(1);
  }
  console.log(`PostgreSQL: a throwaway database ${database.name} on ${where}, dropped at the end`);
  return database;
}

/**
 * The table: each line's percentiles (on each engine side by side, with two), its raw SQL and the
 * verdict on its targets; which lines missed, on which engine; then the plans of the slowest
 * statements of each line that missed (every line with --explain), engine by engine.
 */
function report(results: Result[]) {
  const both = results.length > 1;
  const cell = (value: number | undefined) =>
    value === undefined ? '—'.padStart(8) : fixed(value);
  type Column = [title: string, value: (line: Line) => string];
  /** With two engines, only what fits beside each other. */
  const more: Column[] = both
    ? []
    : [
        ['p99', (line) => cell(percentile(line.times, 0.99))],
        ['raw p50', (line) => cell(line.raw && percentile(line.raw, 0.5))],
        ['raw p95', (line) => cell(line.raw && percentile(line.raw, 0.95))],
      ];
  const columns: Column[] = [
    ['p50', (line) => cell(percentile(line.times, 0.5))],
    ['p95', (line) => cell(percentile(line.times, 0.95))],
    ...more,
    [
      'API/raw',
      (line) => {
        const { ratio } = verdict(line);
        return (ratio === undefined ? '—' : `${ratio.toFixed(2)}×`).padStart(8);
      },
    ],
  ];
  const group = columns.length * 9 - 1;
  /** The lines' values on each engine, "a/b" where they differ. */
  const of = (values: (string | number | undefined)[]) => [...new Set(values)].join('/');
  const runsWidth = both ? 7 : 4;
  const header =
    `${'operation'.padEnd(75)} ${'runs'.padStart(runsWidth)}` +
    results.map(() => ` ${columns.map(([title]) => title.padStart(8)).join(' ')}`).join('') +
    `  ${'target'.padEnd(18)} result`;
  console.log(
    `\n${USERS} user${USERS > 1 ? 's' : ''}, ${TOTAL.toLocaleString('en')} transactions (the measured user ${PER_USER.toLocaleString('en')}), ` +
      `${results.map((result) => result.detail).join(' and ')}, in ms` +
      ` (raw: the request's SQL replayed on the db handle, same runs; API/raw: p50 over p50); load average ` +
      results
        .map(
          ({ name, loadAtStart }) =>
            `${loadAtStart} when ${both ? `${name}'s` : 'the'} measurements began`,
        )
        .join(', ') +
      `, ${load()} now, ${availableParallelism()} cores`,
  );
  if (both) {
    console.log(
      ' '.repeat(76 + runsWidth) +
        results
          .map(
            ({ name }) =>
              ` ${` ${name} `.padStart((group + name.length + 2) / 2, '─').padEnd(group, '─')}`,
          )
          .join(''),
    );
  }
  console.log(header);
  console.log('-'.repeat(header.length));
  const [first] = results;
  /** Per engine, the lines it missed a target on. */
  const misses = results.map(() => new Set<number>());
  for (const n of first!.table.keys()) {
    const lines = results.map((result) => result.table[n]!);
    const verdicts = lines.map(verdict);
    const failed = verdicts.flatMap(({ failures }, i) =>
      failures.length === 0
        ? []
        : [both ? `${results[i]!.name}: ${failures.join(', ')}` : failures.join(', ')],
    );
    verdicts.forEach(({ failures }, i) => failures.length > 0 && misses[i]!.add(n));
    const { targets } = verdicts[0]!;
    const result =
      targets.length === 0 ? '—' : failed.length === 0 ? 'pass' : `FAIL (${failed.join('; ')})`;
    const statements = of(lines.map((each) => each.statements));
    const name = `${of(lines.map((each) => each.name))}${statements && ` [${statements} stmts]`}`;
    console.log(
      `${name.padEnd(75)} ${of(lines.map((each) => each.times.length)).padStart(runsWidth)}` +
        lines.map((each) => ` ${columns.map(([, value]) => value(each)).join(' ')}`).join('') +
        `  ${(targets.join(', ') || '—').padEnd(18)} ${result}`,
    );
  }
  const count = first!.table.length;
  const missed = new Set(misses.flatMap((set) => [...set])).size;
  const onEach = both
    ? ` (${results.map(({ name }, i) => `on ${name} ${misses[i]!.size}`).join(', ')}` +
      `, on both ${[...misses[0]!].filter((n) => misses[1]!.has(n)).length})`
    : '';
  console.log(
    `\n${count - missed} of ${count} lines meet their targets${both ? ' on both engines' : ''} (or have none); ` +
      `${missed} missed${onEach}. Total time ${results.map(({ name, ms }) => (both ? `${name} ${seconds(ms)}` : seconds(ms))).join(', ')}.`,
  );
  for (const { detail, table } of results) {
    const plans = table.flatMap((line) => line.plans ?? []);
    if (both && plans.length > 0) console.log(`\n\nPlans on ${detail}:`);
    for (const text of plans) console.log(text);
  }
}

function fixed(value: number) {
  return value.toFixed(2).padStart(8);
}
