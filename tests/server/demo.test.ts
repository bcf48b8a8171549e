// The demo data (server/demo/seed.ts): a verified user who can sign in, an account of every class
// the demo promises, two years of transactions and demo prices, a dashboard that adds up with
// nothing unpriced, and a second run that changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.js';
import { migrate } from '../../server/db/migrate.js';
import { accounts, instruments, prices, transactions, users } from '../../server/db/schema.js';
import { compareDecimals, subtract } from '../../server/domain/decimal.js';
import { verifyPassword } from '../../server/domain/passwords.js';
import { DEMO_DAYS, DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed.js';
import { today } from '../../server/domain/days.js';
import { dashboardSummary, netWorthHistory, rangeStart } from '../../server/domain/valuation.js';

let database: Database;
let first: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await migrate(database);
  first = await seedDemo(database.db);
}, 120_000);
afterAll(() => database.close());

const count = async (table: typeof transactions | typeof accounts, userId: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.user_id, userId))
  )[0]!.n;

describe('demo data', () => {
  it('creates a verified user who signs in with the documented password', async () => {
    expect(first).toMatchObject({ created: true, email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(user).toMatchObject({ role: 'user', email_verified: true, meta: { demo: true } });
    expect(await verifyPassword(DEMO_PASSWORD, user!.password_hash)).toBe(true);
  });

  it('holds bank accounts in USD and EUR, cash, BTC and ETH, a house, a car and a mortgage', async () => {
    const rows = await database.db
      .select({
        name: accounts.name,
        account_class: accounts.account_class,
        ticker: instruments.ticker,
        value: accounts.value,
        master: accounts.master_account_id,
      })
      .from(accounts)
      .innerJoin(instruments, eq(instruments.id, accounts.instrument_id))
      .where(eq(accounts.user_id, first.userId));
    const holdings = rows.map((r) => `${r.account_class}:${r.ticker}`).sort();
    expect(holdings).toEqual([
      'bank:EUR',
      'bank:USD',
      'cash:USD',
      'crypto:BTC',
      'crypto:ETH',
      'liability:USD',
      'real:USD',
      'real:USD',
    ]);
    for (const row of rows) {
      const sign = compareDecimals(row.value, '0');
      expect(sign, `${row.name} ${row.value}`).toBe(row.account_class === 'liability' ? -1 : 1);
    }
    expect(rows.find((r) => r.account_class === 'liability')!.master).toBeTruthy();
  });

  it('spreads about a thousand transactions over two years, none in the future', async () => {
    expect(first.transactions).toBeGreaterThan(800);
    expect(await count(transactions, first.userId)).toBe(first.transactions);
    const [span] = await database.db
      .select({
        first: sql<string>`min(${transactions.date})::text`,
        last: sql<string>`max(${transactions.date})::text`,
        categorized: sql<number>`count(${transactions.category_id})::int`,
      })
      .from(transactions)
      .where(eq(transactions.user_id, first.userId));
    const twoYearsAgo = new Date(`${today()}T00:00:00Z`);
    twoYearsAgo.setUTCDate(twoYearsAgo.getUTCDate() - DEMO_DAYS);
    expect(span!.first).toBe(twoYearsAgo.toISOString().slice(0, 10));
    expect(span!.last <= today()).toBe(true);
    expect(span!.categorized).toBe(first.transactions);
  });

  it('stores the shipped demo prices of BTC, ETH and EUR up to today', async () => {
    const rows = await database.db
      .select({
        ticker: instruments.ticker,
        n: sql<number>`count(*)::int`,
        last: sql<string>`max(${prices.day})::text`,
        sources: sql<string[]>`array_agg(DISTINCT ${prices.source})`,
      })
      .from(prices)
      .innerJoin(instruments, eq(instruments.id, prices.instrument_id))
      .groupBy(instruments.ticker)
      .orderBy(instruments.ticker);
    expect(rows.map((r) => r.ticker)).toEqual(['BTC', 'ETH', 'EUR']);
    for (const row of rows) {
      expect(row.n).toBeGreaterThan(DEMO_DAYS);
      expect(row.last).toBe(today());
      expect(row.sources).toEqual(['demo']);
    }
  });

  it('shows a dashboard that adds up, with nothing unpriced, and a full history', async () => {
    const summary = await dashboardSummary(database.db, first.userId);
    expect(summary.unpriced).toBe(0);
    expect(summary.classes.map((c) => c.asset_class)).toEqual([
      'cash',
      'bank',
      'crypto',
      'real',
      'liability',
    ]);
    // Σ of the class totals, exactly: net worth − Σ = 0.
    const rest = summary.classes.reduce((left, c) => subtract(left, c.value), summary.net_worth);
    expect(compareDecimals(rest, '0')).toBe(0);
    expect(Number(summary.net_worth)).toBeGreaterThan(100_000);
    expect(summary.change_30d).not.toBeNull();

    const { nodes: history } = await netWorthHistory(database.db, first.userId, 'Y1');
    expect(history[0]!.date).toBe(rangeStart('Y1'));
    expect(history.at(-1)!.date).toBe(today());
    expect(history.every((day) => day.unpriced === 0)).toBe(true);
    expect(Number(history.at(-1)!.net_worth)).toBeCloseTo(Number(summary.net_worth), 6);
  });

  it('does nothing the second time', async () => {
    const again = await seedDemo(database.db);
    expect(again).toMatchObject({ created: false, userId: first.userId, transactions: 0 });
    expect(await count(transactions, first.userId)).toBe(first.transactions);
    expect(await count(accounts, first.userId)).toBe(8);
    const [n] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, DEMO_EMAIL));
    expect(n!.n).toBe(1);
  });
});
