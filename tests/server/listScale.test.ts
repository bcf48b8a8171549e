// Lists at scale (issue 10), through the API: the counts a list answers come from counters, or
// for a search from its matches counted once per version of the user's transactions, and must
// stay exact through every write; pages near the end are read backwards and must be the pages a
// forward read gives; searches are served by the trigram indexes of migration 0008; an account's
// pages come from its indexes alone (migration 0009); heavy reads wait behind the queries of
// others.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answeringRequest,
  behindOthers,
  inBackground,
  openDatabase,
} from '../../server/db/client.js';
import { assets, transaction_counts, transactions, users } from '../../server/db/schema.js';
import {
  uploadAs,
  ENVELOPE,
  decodeToken,
  makeApp,
  type Answer,
  type Row,
  type TestApp,
  expectIndexOnlyAccountPage,
  type TracedStatement,
} from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let me: Ledger;
let other: Ledger;
let myId: string;
/** While set, the statements the API sends (to explain those of one request). */
let traced: TracedStatement[] | undefined;
beforeAll(async () => {
  const database = await openDatabase(
    { kind: 'memory' },
    { logger: { logQuery: (query, params) => void traced?.push({ query, params }) } },
  );
  app = await makeApp({}, { database });
  me = ledgerCalls(app, await app.signUpVerified('lists@example.com'));
  other = ledgerCalls(app, await app.signUpVerified('neighbour@example.com'));
  myId = decodeToken(me.token).sub as string;
});
afterAll(() => app.close());

const UPLOAD = `mutation ($file: Upload!, $account_id: ID!) {
  uploadBankStatement(file: $file, account_id: $account_id) { ${ENVELOPE} upload_id
    nodes { row transaction_type amount fee description date category_id } } }`;
const CONFIRM = `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!, $changes: [StatementRowInput!]) {
  confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows, changes: $changes) {
    ${ENVELOPE} count } }`;

/** Uploads a CSV statement as the browser does (multipart, CSRF header) and answers the staging. */
async function upload(accountId: string, csv: string): Promise<Answer> {
  const staged = await uploadAs(
    app,
    me.token,
    UPLOAD,
    { account_id: accountId },
    {
      content: csv,
      name: 'statement.csv',
    },
  );
  expect(staged).toMatchObject({ success: true });
  return staged;
}

const rowsOf = (staged: Answer) => (staged.nodes as Row[]).map(({ row }) => row as number);

const CLASSES = ['bank', 'crypto', 'cash'] as const;
const TERMS = ['coffee', 'fare', 'rent', 'xyz-nowhere'];

/**
 * Every list the API counts (unnarrowed, by class, account, asset, searched, and a search within
 * a class) answers the count its rows have, as the database counts them by reading every row.
 */
async function expectCountsExact(accountIds: string[], assetIds: string[]) {
  const lists: [Record<string, unknown>, SQL | undefined][] = [
    [{}, undefined],
    ...CLASSES.map((c): [Record<string, unknown>, SQL | undefined] => [
      { account_class: c },
      or(eq(transactions.account_class, c), eq(transactions.destination_account_class, c)),
    ]),
    ...accountIds.map((id): [Record<string, unknown>, SQL | undefined] => [
      { account_id: id },
      or(eq(transactions.account_id, id), eq(transactions.destination_account_id, id)),
    ]),
    ...assetIds.map((id): [Record<string, unknown>, SQL | undefined] => [
      { asset_id: id },
      eq(transactions.asset_id, id),
    ]),
    ...TERMS.map((term): [Record<string, unknown>, SQL | undefined] => [
      { where: { description_contains: term } },
      ilike(transactions.description, `%${term}%`),
    ]),
    [
      { account_class: 'bank', where: { description_contains: 'COFFEE' } },
      and(
        or(
          eq(transactions.account_class, 'bank'),
          eq(transactions.destination_account_class, 'bank'),
        ),
        ilike(transactions.description, '%coffee%'),
      ),
    ],
  ];
  for (const [variables, where] of lists) {
    const [truth] = await app.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.user_id, myId), where));
    const answer = await me.ok(L.transactions, { ...variables, limit: 100 });
    expect(answer.count, JSON.stringify(variables)).toBe(truth!.n);
    expect(answer.nodes, JSON.stringify(variables)).toHaveLength(Math.min(truth!.n, 100));
  }
}

describe('counts', () => {
  it('stay exact through creates, edits, deletes, statement confirms and cascades', async () => {
    const bank = await me.account('Checking', '1000');
    const wallet = await me.account('Wallet', '0', 'USD', 'crypto');
    const purse = await me.account('Purse', '50', 'USD', 'cash');
    const pocket = (await me.ok(L.createAsset, { name: 'Pocket', value: '5', account_id: bank.id }))
      .asset!;
    const [bankAsset] = await me.assetsOf(bank.id as string);
    const accountIds = [bank.id, wallet.id, purse.id] as string[];
    const assetIds = [bankAsset!.id, pocket.id] as string[];
    // the neighbour's rows share the words and must count for nobody else
    const theirs = await other.account('Theirs', '10');
    await other.transaction({ account_id: theirs.id, amount: '1', description: 'Coffee too' });

    const coffee = await me.transaction({
      account_id: bank.id,
      amount: '3.5',
      transaction_type: 'debit',
      description: 'Coffee at the corner',
    });
    await me.transaction({ account_id: bank.id, asset_id: pocket.id, amount: '2' });
    await me.transaction({ account_id: purse.id, amount: '4', description: 'Bus fare' });
    const toCash = await me.transaction({
      account_id: bank.id,
      amount: '20',
      transaction_type: 'transfer',
      destination_account_id: purse.id,
      description: 'Cash for coffee',
    });
    await expectCountsExact(accountIds, assetIds);

    // a search's matches change with an edit; a transfer's classes with its destination
    await me.ok(L.updateTransaction, { id: coffee.id, description: 'Monthly rent' });
    await me.ok(L.updateTransaction, { id: toCash.id, destination_account_id: wallet.id });
    await expectCountsExact(accountIds, assetIds);

    await me.ok(L.deleteTransaction, { id: coffee.id });
    await expectCountsExact(accountIds, assetIds);

    // a statement books all its rows in one statement; a refused confirm books none
    const staged = await upload(
      bank.id as string,
      'Date,Description,Amount\n2026-10-12,Tram fare,-2.90\n2026-10-12,Tram fare,-2.90\n2026-10-13,Coffee,-3.50\n',
    );
    const refused = await me.call(CONFIRM, {
      account_id: bank.id,
      upload_id: staged.upload_id,
      rows: rowsOf(staged),
      changes: [{ row: rowsOf(staged)[2], amount: '0' }],
    });
    expect(refused).toMatchObject({ success: false, count: 0 });
    await expectCountsExact(accountIds, assetIds);
    await me.ok(CONFIRM, {
      account_id: bank.id,
      upload_id: staged.upload_id,
      rows: rowsOf(staged),
    });
    await expectCountsExact(accountIds, assetIds);

    // an asset's and an account's transactions go with them (foreign-key cascades)
    await me.ok(L.deleteAsset, { id: pocket.id });
    await expectCountsExact(accountIds, [bankAsset!.id as string]);
    await me.ok(L.deleteAccount, { id: purse.id });
    await expectCountsExact([bank.id, wallet.id] as string[], [bankAsset!.id as string]);
  });

  it('go with a user deleted with all their transactions', async () => {
    const theirId = decodeToken(other.token).sub as string;
    const held = () =>
      app.db
        .select({ n: count() })
        .from(transaction_counts)
        .where(eq(transaction_counts.user_id, theirId));
    expect((await held())[0]!.n).toBeGreaterThan(0);
    // as the demo's reseed does: the cascade fires the counting triggers for a user now gone
    await app.db.delete(users).where(eq(users.id, theirId));
    expect((await held())[0]!.n).toBe(0);
  });
});

describe('pages read from the end', () => {
  /** Every page of `limit` rows, from every start up to past the end, as the API answers it. */
  async function everyPage(query: string, variables: Record<string, unknown>, limit: number) {
    const first = await me.ok(query, { ...variables, limit });
    const pages: unknown[][] = [];
    for (let start = 0; start <= first.count! + 1; start++) {
      const page = await me.ok(query, { ...variables, start, limit });
      expect(page.count).toBe(first.count);
      pages.push(page.nodes!.map((node) => node.id));
    }
    return pages;
  }
  /** The same pages cut from the whole list in the order the database gives it. */
  const slices = (ids: unknown[], limit: number) =>
    Array.from({ length: ids.length + 2 }, (_, start) => ids.slice(start, start + limit));

  it('are the pages a forward read gives, in every sort, ties and NULLs included', async () => {
    const main = await me.account('Paged', '100');
    const side = await me.account('Side', '100');
    // One day, repeated amounts and descriptions: the order rests on the later sort keys. Some
    // are the side account's, some transfers from it into the main one (which its list shows).
    for (let i = 0; i < 23; i++) {
      const transfer = i % 7 === 6;
      await me.transaction({
        account_id: transfer || i % 5 === 4 ? side.id : main.id,
        amount: String(1 + (i % 4)),
        description: `Paged ${i % 3}`,
        date: '2026-03-01',
        ...(transfer && { transaction_type: 'transfer', destination_account_id: main.id }),
      });
    }
    const mine = eq(transactions.user_id, myId);
    const touchingMain = or(
      eq(transactions.account_id, main.id as string),
      eq(transactions.destination_account_id, main.id as string),
    );
    const orders: [Record<string, unknown>, SQL | undefined, SQL[]][] = [
      [
        {},
        undefined,
        [desc(transactions.date), desc(transactions.created_at), asc(transactions.id)],
      ],
      [{ sort: 'amount:asc' }, undefined, [asc(transactions.amount), asc(transactions.id)]],
      [
        { sort: 'description:desc,amount:desc', account_id: main.id },
        touchingMain,
        [desc(transactions.description), desc(transactions.amount), asc(transactions.id)],
      ],
    ];
    for (const [variables, narrowing, order] of orders) {
      const ids = (
        await app.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(mine, narrowing))
          .orderBy(...order)
      ).map((row) => row.id);
      expect(ids.length).toBeGreaterThan(14);
      expect(await everyPage(L.transactions, variables, 7), JSON.stringify(variables)).toEqual(
        slices(ids, 7),
      );
    }

    // assets valued NULL (no BTC price is known) sort first descending, last when reversed
    for (let i = 0; i < 3; i++) await me.account(`Coins ${i}`, '0.5', 'BTC', 'crypto');
    const assetIds = (
      await app.db
        .select({ id: assets.id, value: assets.value })
        .from(assets)
        .where(eq(assets.user_id, myId))
        .orderBy(desc(assets.value), asc(assets.id))
    ).map((row) => row.id);
    const nulls = await app.db
      .select({ n: count() })
      .from(assets)
      .where(and(eq(assets.user_id, myId), sql`${assets.value} IS NULL`));
    expect(nulls[0]!.n).toBeGreaterThan(0);
    expect(await everyPage(L.assets, { sort: 'value:desc' }, 3)).toEqual(slices(assetIds, 3));
  });
});

describe('searches', () => {
  it('are served by the trigram index, also when other users have the same words', async () => {
    const crowd = ledgerCalls(app, await app.signUpVerified('crowd@example.com'));
    // 20,000 rows for this user and for another, in one statement as a statement confirm books
    for (const [ledger, ownerId] of [
      [me, myId],
      [crowd, decodeToken(crowd.token).sub as string],
    ] as const) {
      const account = await ledger.account('Searched', '0');
      const [asset] = await ledger.assetsOf(account.id as string);
      await app.db.execute(sql`
        INSERT INTO ${transactions} (user_id, account_id, account_class, asset_id, instrument_id,
          transaction_type, amount, description, date)
        SELECT ${ownerId}, ${account.id}, 'bank', ${asset!.id}, ${asset!.instrument_id}, 'debit', 1,
               (ARRAY['Grocery store', 'Coffee shop', 'Rent', 'Train fare'])[g % 4 + 1] || ' ' || g,
               date '2026-01-01' + g % 300
          FROM generate_series(1, 20000) g`);
    }
    await app.database.session((session) => session.exec('ANALYZE'));

    const term = 'coffee shop 1234';
    const answer = await me.ok(L.transactions, { where: { description_contains: term } });
    // "Coffee shop 1234" and "Coffee shop 12341" ... "12349" (g % 4 = 1 in both)
    expect(answer.count).toBe(
      Array.from({ length: 20000 }, (_, g) => g + 1).filter(
        (g) => g % 4 === 1 && `coffee shop ${g}`.includes(term),
      ).length,
    );
    // The count and the page as the API builds them: owner and ILIKE '%text%' (domain/lists.ts),
    // counted by date (resolvers/transactions.ts).
    const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const rows = await app.database.session((session) =>
        session.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const where = and(ilike(transactions.description, `%${term}%`), eq(transactions.user_id, myId));
    expect(
      await plan(
        app.db
          .select({ n: count(transactions.date) })
          .from(transactions)
          .where(where),
      ),
    ).toContain('transactions_user_description_trgm_idx');
    expect(
      await plan(
        app.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(where)
          .orderBy(desc(transactions.date), desc(transactions.created_at), asc(transactions.id))
          .limit(10),
      ),
    ).toContain('transactions_user_description_trgm_idx');
  });
});

describe('short searches', () => {
  it('answer what ILIKE does, case and wildcards included', async () => {
    const account = await me.account('Short words', '0');
    for (const description of ['Tea 50%', 'tea_time', 'TEAM', 'Rent 9', 'x']) {
      await me.ok(L.createTransaction, {
        account_id: account.id,
        transaction_type: 'debit',
        amount: '1',
        description,
        date: '2026-03-01',
      });
    }
    // One and two characters hold no trigram: `lower(description) LIKE`, not the GIN index.
    for (const term of ['9', 'x', 'TE', '%', '_t', 'ä']) {
      const [truth] = await app.db
        .select({ n: count() })
        .from(transactions)
        .where(
          and(
            eq(transactions.user_id, myId),
            ilike(transactions.description, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
          ),
        );
      const answer = await me.ok(L.transactions, {
        where: { description_contains: term },
        limit: 100,
      });
      expect(answer.count, term).toBe(truth!.n);
    }
    const percent = await me.ok(L.transactions, { where: { description_startsWith: 'tea' } });
    expect((percent.nodes as Row[]).map((row) => row.description).sort()).toEqual([
      'TEAM',
      'Tea 50%',
      'tea_time',
    ]);
    const under = await me.ok(L.transactions, { where: { description_contains: '_t' } });
    expect((under.nodes as Row[]).map((row) => row.description)).toEqual(['tea_time']);
  });
});

describe('heavy reads', () => {
  it('wait behind the queries that come after them, but not forever', async () => {
    const order: string[] = [];
    const query = (label: string) =>
      app.database
        .session((session) => session.query('SELECT 1'))
        .then(() => void order.push(label));
    await Promise.all([
      query('light 0'),
      behindOthers(() => query('heavy')),
      ...Array.from({ length: 9 }, (_, i) => query(`light ${i + 1}`)),
    ]);
    expect(order).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `light ${i}`),
      'heavy',
      'light 8',
      'light 9',
    ]);
  });

  it('wait while another request is being answered, but not forever; in the background too', async () => {
    const read = () =>
      behindOthers(() => app.database.session((session) => session.query('SELECT 1')));
    /** A heavy read in a request of its own, as the API answers one. */
    const heavy = async () => {
      const answered = answeringRequest();
      try {
        return await read();
      } finally {
        answered();
      }
    };
    /** How long a heavy read waited while a request was under way that asked nothing yet. */
    const waitedBeside = async (read: () => Promise<unknown>) => {
      const answered = answeringRequest();
      const started = performance.now();
      try {
        await read();
        return performance.now() - started;
      } finally {
        answered();
      }
    };
    // the request may be between two turns of the event loop: the heavy read gives it 30 ms
    expect(await waitedBeside(heavy)).toBeGreaterThanOrEqual(29);
    expect(await waitedBeside(heavy)).toBeLessThan(5_000);
    // the job queue's bulk work is nobody's request: it waits for the requests as well
    expect(await waitedBeside(() => inBackground(read))).toBeGreaterThanOrEqual(29);
  });

  it('start one per turn of the event loop, so that timers and sockets get the turns between', async () => {
    const order: string[] = [];
    const queries = Array.from({ length: 4 }, (_, i) =>
      app.database
        .session((session) => session.query('SELECT count(*) FROM generate_series(1, 300000)'))
        .then(() => void order.push(`query ${i}`)),
    );
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => resolve(void order.push('timer')), 1),
    );
    await Promise.all([...queries, timer]);
    // Each query takes several milliseconds: the timer is due after the first.
    expect(order.indexOf('timer')).toBeLessThanOrEqual(1);
  });
});

describe("an account's pages", () => {
  it("walk the account's indexes in order, among other users' rows, without reading the table", async () => {
    const walker = ledgerCalls(app, await app.signUpVerified('walker@example.com'));
    const crowd = ledgerCalls(app, await app.signUpVerified('walkers-crowd@example.com'));
    const walked = await walker.account('Walked', '0');
    const feeder = await walker.account('Feeder', '0');
    // 10,000 rows touching the walked account, every 50th a transfer into it from the feeder, and
    // as many of another user's, in one statement each as a statement confirm books them
    for (const [ledger, main, side] of [
      [walker, walked, feeder],
      [crowd, await crowd.account('Crowded', '0'), await crowd.account('Side', '0')],
    ] as const) {
      const [asset] = await ledger.assetsOf(main.id as string);
      const [sideAsset] = await ledger.assetsOf(side.id as string);
      const ownerId = decodeToken(ledger.token).sub as string;
      await app.db.execute(sql`
        INSERT INTO ${transactions} (user_id, account_id, account_class, asset_id, instrument_id,
          transaction_type, destination_account_id, destination_asset_id,
          destination_account_class, amount, description, date, created_at)
        SELECT ${ownerId}, CASE WHEN g % 50 = 0 THEN ${side.id}::uuid ELSE ${main.id}::uuid END,
               'bank', CASE WHEN g % 50 = 0 THEN ${sideAsset!.id}::uuid ELSE ${asset!.id}::uuid END,
               ${asset!.instrument_id}, CASE WHEN g % 50 = 0 THEN 'transfer' ELSE 'debit' END,
               CASE WHEN g % 50 = 0 THEN ${main.id}::uuid END,
               CASE WHEN g % 50 = 0 THEN ${asset!.id}::uuid END,
               CASE WHEN g % 50 = 0 THEN 'bank'::account_class END,
               1, 'Walked ' || g, date '2026-01-01' + g % 300,
               timestamptz '2026-01-01' + (g % 7) * interval '1 second'
          FROM generate_series(1, 10000) g`);
    }
    // what the server's maintenance does on PGlite: statistics, and the visibility map
    await app.database.session((session) => session.exec('VACUUM (ANALYZE) transactions'));

    const order = [desc(transactions.date), desc(transactions.created_at), asc(transactions.id)];
    const ids = (
      await app.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          or(
            eq(transactions.account_id, walked.id as string),
            eq(transactions.destination_account_id, walked.id as string),
          ),
        )
        .orderBy(...order)
    ).map((row) => row.id);
    expect(ids).toHaveLength(10_000);
    for (const start of [0, 4_000, 6_000, 9_995]) {
      traced = [];
      const page = await walker.ok(L.transactions, { account_id: walked.id, start, limit: 10 });
      const statements = traced;
      traced = undefined;
      expect(page.nodes!.map((node) => node.id)).toEqual(ids.slice(start, start + 10));
      // The page's ids: each half walks its index (backwards from the end) and stops after start
      // + limit entries, owner and source checked in the index; no sort of the account's rows.
      await expectIndexOnlyAccountPage(app.database, statements!);
    }
  });
});
