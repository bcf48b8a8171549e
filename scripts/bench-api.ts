// The API under a realistic load, measured: `npm run bench:api [runs]`.
// On a fresh PGlite data dir on disk (as `npm start` uses), one user with accounts in six
// instruments gets 100,000 transactions over the last two years (one INSERT ... SELECT
// generate_series, then balances set to match), and ten instruments two years of daily prices
// (valuation.applyPrices). Then, through the real GraphQL app in-process (yoga.fetch, the user's
// bearer token), each operation runs N times and its p50/p95 is printed, with the row counts and
// the plans of the list queries; then the repair of the net-worth history after a transaction
// back-dated two years, and the plans of the slowest statements of any operation over its target.
// A script, not a timed test: the figures depend on the machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { vacuumAnalyze } from '../server/db/maintenance.js';
import { migrate } from '../server/db/migrate.js';
import { memoryMailer } from '../server/domain/mail.js';
import { applyPrices, type PriceInput } from '../server/domain/valuation.js';
import { createApp } from '../server/graphql/app.js';

const RUNS = Number(process.argv[2] ?? 200);
const TRANSACTIONS = 100_000;
/** The accounts' currencies and classes (the first is the one the list pages filter by). */
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
const TARGETS = { summary: 30, history: 30, repair: 1000, statement: 2000 };
/** BENCH_EXPLAIN=1: the plans of the valuation reads even when they meet their targets. */
const explainAll = process.env.BENCH_EXPLAIN === '1';
const SUMMARY = `query { getDashboardSummary { success net_worth assets liabilities asset_count unpriced
  change_1d change_30d change_1d_percent change_30d_percent prices_as_of classes { asset_class value count unpriced } } }`;
const HISTORY = `query ($range: HistoryRange!) { getNetWorthHistory(range: $range) { success range
  nodes { date net_worth assets liabilities unpriced } } }`;

type Answer = Record<string, unknown> & { success: boolean; message?: string | null };

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
/** The SQL of the last list page Drizzle sent, to explain it. */
let lastPage: { query: string; params: unknown[] } | undefined;
/** While set, every statement Drizzle sends (to explain the slow ones of an operation). */
let traced: { query: string; params: unknown[] }[] | undefined;
const database = await openDatabase(
  { kind: 'pglite', dataDir },
  {
    logger: {
      logQuery(query, params) {
        if (/from "transactions"/.test(query) && /\blimit\b/i.test(query)) {
          lastPage = { query, params };
        }
        traced?.push({ query, params });
      },
    },
  },
);
const sqlQuery = <T>(text: string, params?: unknown[]) =>
  database.session((session) => session.query<T>(text, params));

try {
  let started = performance.now();
  await migrate(database);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://bench.test',
      // one caller asking thousands of times a minute: the API's speed, not its fairness
      RATE_LIMIT_PER_MINUTE: '0',
    }),
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    secretsKey: Buffer.alloc(32, 1).toString('base64'),
  };
  const yoga = createApp({ db: database.db, config, mailer: memoryMailer() });

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
    if (!answer?.success) throw new Error(`${query}: ${JSON.stringify(body)}`);
    return answer;
  }

  // A confirmed user, signed in.
  const email = 'bench@example.com';
  const password = 'bench password 1';
  await call(
    'mutation ($e: String!, $p: String!) { signupUser(fullname: "Bench", email: $e, password: $p, terms_accepted: true) { success } }',
    { e: email, p: password },
  );
  await sqlQuery(`UPDATE users SET role = 'user', email_verified = true WHERE email = $1`, [email]);
  const { token } = (await call(
    'query ($e: String!, $p: String!) { loginUser(email: $e, password: $p) { success token } }',
    { e: email, p: password },
  )) as Answer & { token: string };

  await sqlQuery(
    `INSERT INTO instruments (name, ticker, type, decimals, status)
     VALUES ('Cardano', 'ADA', 'crypto', 6, true) ON CONFLICT (ticker) DO NOTHING`,
  );
  const instrumentIds = new Map(
    (await sqlQuery<{ id: string; ticker: string }>('SELECT id, ticker FROM instruments')).map(
      (r) => [r.ticker, r.id],
    ),
  );
  const accountIds: string[] = [];
  for (const [i, [ticker, accountClass]] of HOLDINGS.entries()) {
    const answer = await call(
      `mutation ($n: String!, $i: ID!) { createAccount(name: $n, value: "1000", instrument_id: $i, account_class: ${accountClass}) { success account { id } } }`,
      { n: `Account ${i + 1} (${ticker})`, i: instrumentIds.get(ticker) },
      token,
    );
    accountIds.push((answer.account as { id: string }).id);
  }
  console.log(`setup (migrations, user, ${ACCOUNTS} accounts): ${ms(performance.now() - started)}`);

  // 100,000 transactions in one statement over the last two years: credits and debits on each
  // account's asset, every 50th a transfer to the next account (between currencies with the amount
  // received); then every balance set to what they add up to.
  started = performance.now();
  await database.session(async (session) => {
    await session.exec('BEGIN');
    await session.query(
      `WITH accts AS (
         SELECT a.id, a.user_id, a.account_class, s.id AS asset_id, s.instrument_id,
                row_number() OVER (ORDER BY a.created_at, a.id) - 1 AS n
           FROM accounts a JOIN assets s ON s.account_id = a.id
       )
       INSERT INTO transactions (user_id, account_id, account_class, asset_id, instrument_id,
         transaction_type, destination_account_id, destination_asset_id, destination_amount,
         amount, fee, description, date, created_at)
       SELECT src.user_id, src.id, src.account_class, src.asset_id, src.instrument_id,
              CASE WHEN g % 50 = 0 THEN 'transfer' WHEN g % 3 = 0 THEN 'debit' ELSE 'credit' END,
              CASE WHEN g % 50 = 0 THEN dst.id END, CASE WHEN g % 50 = 0 THEN dst.asset_id END,
              CASE WHEN g % 50 = 0 AND dst.instrument_id <> src.instrument_id
                   THEN ((g % 1000) + 1) / 100.0 END,
              ((g % 100000) + 1) / 100.0, CASE WHEN g % 7 = 0 THEN 0.25 ELSE 0 END,
              'Bench transaction ' || g,
              current_date - (g % 730), now() - g * interval '1 second'
         FROM generate_series(1, $1::int) g
         JOIN accts src ON src.n = g % $2::int
         JOIN accts dst ON dst.n = (g + 1) % $2::int`,
      [TRANSACTIONS, ACCOUNTS],
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
  console.log(`bulk load of ${TRANSACTIONS} transactions: ${ms(performance.now() - started)}`);

  // Two years of daily prices for ten instruments, as the price jobs store them.
  started = performance.now();
  const priceRows: PriceInput[] = [];
  const todayUtc = new Date(new Date().toISOString().slice(0, 10));
  for (const [n, ticker] of PRICED.entries()) {
    const base = { EUR: 1.1, GBP: 1.3, CHF: 1.15, JPY: 0.0067, BTC: 80000, ETH: 3000 }[ticker] ?? 1;
    for (let d = PRICE_DAYS - 1; d >= 0; d--) {
      const day = new Date(todayUtc.getTime() - d * 86_400_000).toISOString().slice(0, 10);
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
    `${priceRows.length} prices (${PRICED.length} instruments × ${PRICE_DAYS} days) through applyPrices: ${ms(performance.now() - started)}`,
  );
  // What the server does at start and every hour on PGlite (server/db/maintenance.ts).
  started = performance.now();
  await vacuumAnalyze(database);
  console.log(
    `VACUUM (ANALYZE), as the server's maintenance runs it: ${ms(performance.now() - started)}`,
  );

  const counts = await sqlQuery<{ name: string; value: string; counter: number; rows: number }>(
    `SELECT a.name, a.value, a.transaction_count AS counter,
            (SELECT count(*)::int FROM transactions t
              WHERE t.account_id = a.id OR t.destination_account_id = a.id) AS rows
       FROM accounts a ORDER BY a.created_at, a.id`,
  );
  const [user] = await sqlQuery<{ counter: number; rows: number }>(
    `SELECT transaction_count AS counter, (SELECT count(*)::int FROM transactions) AS rows FROM users WHERE email = $1`,
    [email],
  );
  console.log(`\nrows: ${user!.rows} transactions (user counter ${user!.counter})`);
  for (const row of counts) {
    console.log(`  ${row.name}: ${row.rows} touching (counter ${row.counter}), value ${row.value}`);
  }

  const LIST = `query ($account_id: ID, $start: Int, $limit: Int) {
    getTransactions(account_id: $account_id, start: $start, limit: $limit) {
      success count cursor { limit page total }
      nodes { id amount fee date description transaction_type account { id name account_class } } } }`;
  const firstAccount = accountIds[0]!;
  const middle = Math.floor(TRANSACTIONS / 2);
  const accountMiddle = Math.floor(counts[0]!.rows / 2);
  // The history is built once before it is measured (the server's job does that in between).
  started = performance.now();
  const built = await call(HISTORY, { range: 'ALL' }, token);
  console.log(
    `\nnet-worth history built from scratch (${(built.nodes as unknown[]).length} days): ${ms(performance.now() - started)}`,
  );

  const summaryCase = () => call(SUMMARY, {}, token);
  const historyCase = () => call(HISTORY, { range: 'Y1' }, token);
  const cases: [string, () => Promise<unknown>][] = [
    ['getDashboardSummary', summaryCase],
    ['getNetWorthHistory(range: Y1)', historyCase],
    [
      'transactions page (default sort, limit 10, start 50000)',
      () => call(LIST, { start: middle, limit: 10 }, token),
    ],
    ['transactions page, first page', () => call(LIST, { start: 0, limit: 10 }, token)],
    [
      `transactions page by account_id (start ${accountMiddle})`,
      () => call(LIST, { account_id: firstAccount, start: accountMiddle, limit: 10 }, token),
    ],
    [
      'transactions page by account_id, first page',
      () => call(LIST, { account_id: firstAccount, start: 0, limit: 10 }, token),
    ],
    [
      'getAccounts',
      () =>
        call(
          'query { getAccounts(limit: 12) { success count nodes { id name value initial_value instrument { ticker } venue { name } } } }',
          {},
          token,
        ),
    ],
    [
      'createTransaction',
      () =>
        call(
          `mutation ($a: ID!) { createTransaction(account_id: $a, amount: "1.25", fee: "0.10", transaction_type: credit, description: "Bench", date: "2026-11-21") { success transaction { id } } }`,
          { a: firstAccount },
          token,
        ),
    ],
  ];

  console.log(`\n${RUNS} runs each (after 10 warm-up runs), in ms:`);
  const p95s = new Map<string, number>();
  for (const [name, run] of cases) {
    for (let i = 0; i < 10; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    p95s.set(name, at(0.95));
    console.log(
      `  ${name.padEnd(60)} p50 ${at(0.5).toFixed(2).padStart(7)}  p95 ${at(0.95).toFixed(2).padStart(7)}`,
    );
  }

  // A transaction back-dated two years: the history is wrong from then on until a read repairs it.
  const REPAIRS = 10;
  const create: number[] = [];
  const repair: number[] = [];
  for (let i = 0; i < REPAIRS; i++) {
    const day = new Date(todayUtc.getTime() - (725 + i) * 86_400_000).toISOString().slice(0, 10);
    let start = performance.now();
    await call(
      `mutation ($a: ID!, $d: Date!) { createTransaction(account_id: $a, amount: "12.50", transaction_type: debit, description: "Back-dated", date: $d) { success transaction { id } } }`,
      { a: accountIds[i % ACCOUNTS], d: day },
      token,
    );
    create.push(performance.now() - start);
    start = performance.now();
    await historyCase();
    repair.push(performance.now() - start);
  }
  const pct = (list: number[], p: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(p * list.length))]!;
  console.log(`\nback-dated transaction (~2 years ago), ${REPAIRS} times, in ms:`);
  for (const [name, list] of [
    ['createTransaction dated two years ago', create],
    ['then getNetWorthHistory(Y1), repairing two years', repair],
  ] as const) {
    console.log(
      `  ${name.padEnd(60)} p50 ${pct(list, 0.5).toFixed(2).padStart(7)}  p95 ${pct(list, 0.95).toFixed(2).padStart(7)}`,
    );
  }
  // A bank statement of 10,000 rows (CSV) into an account holding 100,000 transactions of its own:
  // 1,000 rows repeat booked ones (found as duplicates), 9,000 are new. The upload reads, checks
  // for duplicates, suggests categories and stages; the confirm books the new rows at once.
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
      [statementAccount, TRANSACTIONS],
    );
    await session.exec('COMMIT');
  });
  await vacuumAnalyze(database);
  const repeated = await sqlQuery<{ date: string; amount: string; description: string }>(
    `SELECT date::text, (CASE WHEN transaction_type = 'credit' THEN amount ELSE -amount END)::text AS amount,
            description FROM transactions WHERE account_id = $1 ORDER BY date DESC LIMIT 1000`,
    [statementAccount],
  );
  const STATEMENT_ROWS = 10_000;
  /** The statement of run `run`: the same 1,000 booked rows, and 9,000 rows new to it. */
  const statementOf = (run: number) => {
    const csv = ['Date,Description,Amount'];
    for (const row of repeated) csv.push(`${row.date},${row.description},${row.amount}`);
    for (let i = repeated.length; i < STATEMENT_ROWS; i++) {
      const day = new Date(todayUtc.getTime() - (i % 700) * 86_400_000).toISOString().slice(0, 10);
      const amount = `${(i % 9000) + 1}.${String(i % 100).padStart(2, '0')}`;
      csv.push(`${day},Statement ${run} row ${i},${i % 4 === 0 ? '' : '-'}${amount}`);
    }
    return csv.join('\n');
  };
  const statement = statementOf(0);
  console.log(
    `\nstatement account: ${TRANSACTIONS} transactions loaded, ${STATEMENT_ROWS}-row CSV (${(statement.length / 1024).toFixed(0)} KB): ${ms(performance.now() - started)}`,
  );
  const UPLOAD = `mutation ($file: Upload!, $a: ID!) { uploadBankStatement(file: $file, account_id: $a) {
    success message upload_id duplicates { row } nodes { row transaction_type amount fee description date category_id duplicate_of } } }`;
  const CONFIRM = `mutation ($a: ID!, $u: ID!, $t: [StatementRowInput!]!) {
    confirmUpload(account_id: $a, upload_id: $u, transactions: $t) { success message count balance } }`;
  type Staged = {
    row: number;
    transaction_type: string;
    amount: string;
    fee: string;
    description: string;
    date: string;
    category_id: string | null;
    duplicate_of: string | null;
  };
  const uploadStatement = async (content: string) => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: UPLOAD, variables: { file: null, a: statementAccount } }),
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
    return answer as Answer & { upload_id: string; nodes: Staged[]; duplicates: unknown[] };
  };
  const STATEMENT_RUNS = 3;
  const uploads: number[] = [];
  const confirms: number[] = [];
  for (let i = 0; i < STATEMENT_RUNS; i++) {
    let start = performance.now();
    const staged = await uploadStatement(statementOf(i));
    uploads.push(performance.now() - start);
    const fresh = staged.nodes.filter((row) => !row.duplicate_of);
    console.log(
      `  upload ${i + 1}: ${staged.nodes.length} rows, ${staged.duplicates.length} duplicates, ${fresh.length} new`,
    );
    start = performance.now();
    await call(
      CONFIRM,
      {
        a: statementAccount,
        u: staged.upload_id,
        t: fresh.map(({ row }) => ({ row })),
      },
      token,
    );
    confirms.push(performance.now() - start);
  }
  console.log(
    `\n10,000-row statement against 100,000 transactions, ${STATEMENT_RUNS} times, in ms:`,
  );
  for (const [name, list] of [
    ['uploadBankStatement (read, duplicates, categories, stage)', uploads],
    ['confirmUpload of the new rows', confirms],
  ] as const) {
    console.log(
      `  ${name.padEnd(60)} p50 ${pct(list, 0.5).toFixed(2).padStart(7)}  max ${Math.max(...list)
        .toFixed(2)
        .padStart(7)}`,
    );
  }
  const verdict = (name: string, p95: number, target: number) =>
    console.log(
      `  ${name.padEnd(40)} p95 ${p95.toFixed(1)} ms, target ≤ ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}`,
    );
  console.log('\ntargets:');
  verdict('dashboard summary', p95s.get('getDashboardSummary')!, TARGETS.summary);
  verdict('history (Y1)', p95s.get('getNetWorthHistory(range: Y1)')!, TARGETS.history);
  verdict('back-dated repair', pct(repair, 0.95), TARGETS.repair);
  verdict('10,000-row statement upload (max)', Math.max(...uploads), TARGETS.statement);
  verdict('its confirm (max)', Math.max(...confirms), TARGETS.statement);

  // An operation over its target (or BENCH_EXPLAIN=1): the plans of its slowest statements, as
  // the API sent them.
  const explainSlowest = async (
    name: string,
    run: () => Promise<unknown>,
    prepare?: () => Promise<unknown>,
  ) => {
    await prepare?.();
    traced = [];
    await run();
    const statements = traced;
    traced = undefined;
    const plans: { ms: number; query: string; lines: string[] }[] = [];
    for (const { query, params } of statements) {
      // Writes are explained by the query they insert (the history's rows), reads as they are.
      const select = /^\s*insert into "?net_worth_daily"?[^)]*\)\s*(select[\s\S]*)$/i.exec(
        query,
      )?.[1];
      const text = select ?? (/^\s*(select|with)\b/i.test(query) ? query : undefined);
      if (!text || /pg_advisory/.test(text)) continue;
      const plan = await sqlQuery<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${text}`,
        params,
      );
      const lines = plan.map((row) => row['QUERY PLAN']);
      const total = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
      plans.push({ ms: total, query: text, lines });
    }
    plans.sort((a, b) => b.ms - a.ms);
    for (const plan of plans.slice(0, 2)) {
      console.log(
        `\nslowest statement of ${name} (${plan.ms.toFixed(1)} ms):\n  ${plan.query.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
      for (const line of plan.lines) console.log(`  ${line}`);
    }
  };
  if (explainAll || p95s.get('getDashboardSummary')! > TARGETS.summary) {
    await explainSlowest('getDashboardSummary', summaryCase);
  }
  if (explainAll || p95s.get('getNetWorthHistory(range: Y1)')! > TARGETS.history) {
    await explainSlowest('getNetWorthHistory(Y1)', historyCase);
  }
  if (explainAll || pct(repair, 0.95) > TARGETS.repair) {
    // The repair's SELECT, explained on the stale mark of a back-dated transaction.
    await explainSlowest('getNetWorthHistory(Y1) after a back-dated transaction', historyCase, () =>
      sqlQuery(
        `INSERT INTO net_worth_stale (user_id, from_day)
         SELECT id, current_date - 730 FROM users WHERE email = $1
         ON CONFLICT (user_id) DO UPDATE SET from_day = excluded.from_day`,
        [email],
      ),
    );
  }

  // The plans of the list pages, as the API sent them.
  for (const [name, variables] of [
    ['default sort, start 50000', { start: middle, limit: 10 }],
    ['by account_id, first page', { account_id: firstAccount, start: 0, limit: 10 }],
    [
      `by account_id, start ${accountMiddle}`,
      { account_id: firstAccount, start: accountMiddle, limit: 10 },
    ],
  ] as const) {
    await call(LIST, variables, token);
    const page = lastPage!;
    const plan = await sqlQuery<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${page.query}`,
      page.params,
    );
    const lines = plan
      .map((row) => row['QUERY PLAN'])
      .filter((line) => !/^\s*(Buffers|Index Searches|Planning:|Batches|Sort Method)/.test(line));
    const seqScan = lines.some((line) => /Seq Scan on transactions/.test(line));
    console.log(
      `\nplan of the transactions page, ${name} (Seq Scan on transactions: ${seqScan ? 'YES' : 'no'}):`,
    );
    for (const line of lines) console.log(`  ${line}`);
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

function ms(value: number) {
  return `${(value / 1000).toFixed(1)} s`;
}
