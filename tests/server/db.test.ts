// Migrations, the on-disk database and the scalars that keep money exact.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, SHARED_BUFFERS_MB } from '../../server/db/client.js';
import { vacuumAnalyze } from '../../server/db/maintenance.js';
import { migrate } from '../../server/db/migrate.js';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/db/rows.js';
import { accounts, instruments, statement_mappings, users } from '../../server/db/schema.js';
import { DateScalar, DecimalScalar } from '../../server/graphql/scalars.js';

describe('migrations', () => {
  it('apply once on a new PGlite data dir, and not again when it is reopened', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'wt-')), 'pgdata');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(first)).toEqual([
      '0001',
      '0002',
      '0003',
      '0004',
      '0005',
      '0006',
      '0007',
      '0008',
      '0009',
      '0010',
      '0011',
      '0012',
      '0013',
      '0014',
      '0015',
      '0016',
      '0017',
      '0018',
      '0019',
      '0020',
      '0021',
      '0022',
      '0023',
      '0024',
      '0025',
      '0026',
      '0027',
      '0028',
      '0029',
      '0030',
      '0031',
      '0032',
      '0033',
    ]);
    expect(await migrate(first)).toEqual([]);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(again)).toEqual([]);
    expect(await again.db.$count(instruments)).toBe(38);
    const [row] = await again.session((s) =>
      s.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations'),
    );
    expect(row!.n).toBe('33');
    await again.close();
  });

  it("sizes PGlite's shared buffers, on a new data dir as on an old one and in memory", async () => {
    const settings = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
      const rows = await database.session((s) =>
        s.query<{ name: string; setting: string }>(
          `SELECT name, current_setting(name) AS setting FROM pg_settings
            WHERE name IN ('shared_buffers', 'wal_buffers') ORDER BY name`,
        ),
      );
      await database.close();
      return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
    };
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'wt-')), 'pgdata');
    // created by a process of its own (initdb), then opened here
    expect(await settings(await openDatabase({ kind: 'pglite', dataDir }))).toEqual({
      shared_buffers: `${SHARED_BUFFERS_MB}MB`,
      wal_buffers: '4MB',
    });
    expect(
      await settings(await openDatabase({ kind: 'pglite', dataDir, sharedBuffersMb: 32 })),
    ).toEqual({ shared_buffers: '32MB', wal_buffers: '4MB' });
    expect(await settings(await openDatabase({ kind: 'memory' }))).toEqual({
      shared_buffers: `${SHARED_BUFFERS_MB}MB`,
      wal_buffers: '4MB',
    });
  });

  it('are followed by the maintenance PGlite needs: planner statistics', async () => {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    const reltuples = async () =>
      (
        await database.session((s) =>
          s.query<{ n: number }>(
            `SELECT reltuples AS n FROM pg_class WHERE relname = 'instruments'`,
          ),
        )
      )[0]!.n;
    expect(await reltuples()).toBe(-1);
    await vacuumAnalyze(database);
    expect(await reltuples()).toBe(38);
    await database.close();
  });

  it('keep 18 decimal places exactly', async () => {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    const [row] = await database.session((s) =>
      s.query<{ sum: string }>(
        `SELECT (0.1::numeric(38,18) + 0.2::numeric(38,18) + 0.000000000000000001)::numeric(38,18)::text AS sum`,
      ),
    );
    expect(DecimalScalar.serialize(row!.sum)).toBe('0.300000000000000001');
    await database.close();
  });

  it("keep a transaction off another person's account, whatever writes it", async () => {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    const [usd] = await database.db.select({ id: instruments.id }).from(instruments).limit(1);
    const person = async (email: string) => {
      const [user] = await database.db
        .insert(users)
        .values({ fullname: email, email, password_hash: 'x' })
        .returning({ id: users.id });
      const [account] = await database.db
        .insert(accounts)
        .values({
          user_id: user!.id,
          name: 'Everyday',
          slug: 'everyday',
          account_class: 'bank',
          account_type: 'bank',
          instrument_id: usd!.id,
        })
        .returning({ id: accounts.id });
      return { user: user!.id, account: account!.id };
    };
    const mine = await person('me@example.com');
    const theirs = await person('them@example.com');
    const booking = (user: string, account: string) =>
      database.db.execute(sql`
        INSERT INTO transactions (user_id, account_id, account_class, transaction_type, amount,
                                  description, date)
        VALUES (${user}, ${account}, 'bank', 'credit', 1, 'Salary', '2026-01-01')`);
    await booking(mine.user, mine.account);
    await expect(booking(mine.user, theirs.account)).rejects.toMatchObject({
      cause: { constraint: 'transactions_account_owner_fkey' },
    });
    // and the person's rows go with their account
    await database.db.delete(accounts).where(sql`${accounts.id} = ${mine.account}`);
    const [left] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM transactions`,
    );
    expect(left!.n).toBe(0);
    await database.close();
  });
});

describe('values read', () => {
  it('come as Drizzle maps them through Drizzle, and as PGlite parses them through plain SQL', async () => {
    // client.ts keeps PGlite's parsers on a prototype, so that Drizzle's per-query parsers are
    // not merged into a copy of all of them: both kinds of query still read every type the same.
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ fullname: 'Reader', email: 'reader@example.com', password_hash: 'x' })
      .returning();
    const [instrument] = await db.select().from(instruments).limit(1);
    const [account] = await db
      .insert(accounts)
      .values({
        user_id: user!.id,
        name: 'Checking',
        slug: 'checking',
        account_class: 'bank',
        account_type: 'bank',
        instrument_id: instrument!.id,
      })
      .returning();
    await db.insert(statement_mappings).values({
      account_id: account!.id,
      user_id: user!.id,
      header: ['Date', 'Amount, in EUR', '"Memo"'],
      mapping: { date: 0 },
    });
    const [mapping] = await db.select().from(statement_mappings);
    expect(mapping!.header).toEqual(['Date', 'Amount, in EUR', '"Memo"']);
    expect(mapping!.updated_at).toBeInstanceOf(Date);
    expect(mapping!.mapping).toEqual({ date: 0 });
    const [drizzled] = await selectRows<{ day: string; at: string; n: number; list: number[] }>(
      db,
      sql`SELECT date '2024-02-29' AS day, timestamptz '2024-02-29 12:00:00Z' AS at, 7 AS n,
                 ARRAY[1, 2] AS list`,
    );
    expect(drizzled).toEqual({
      day: '2024-02-29',
      at: expect.stringMatching(/^2024-02-29 12:00:00\+00/),
      n: 7,
      list: [1, 2],
    });
    const [plain] = await database.session((s) =>
      s.query<{ day: Date; at: Date; n: number; list: number[] }>(
        `SELECT date '2024-02-29' AS day, timestamptz '2024-02-29 12:00:00Z' AS at, 7 AS n,
                ARRAY[1, 2] AS list`,
      ),
    );
    expect(plain).toEqual({
      day: new Date('2024-02-29T00:00:00Z'),
      at: new Date('2024-02-29T12:00:00Z'),
      n: 7,
      list: [1, 2],
    });
    await database.close();
  });
});

describe('scalars', () => {
  it('Decimal accepts decimal strings only and keeps them strings', () => {
    expect(DecimalScalar.parseValue('12.50')).toBe('12.5');
    expect(DecimalScalar.parseValue('-0.000000000000000001')).toBe('-0.000000000000000001');
    expect(DecimalScalar.parseValue('007')).toBe('7');
    for (const bad of [
      '1e5',
      '1.',
      '.5',
      'abc',
      '1.0000000000000000001',
      '123456789012345678901',
    ]) {
      expect(() => DecimalScalar.parseValue(bad)).toThrow(/not a decimal number/);
    }
    expect(() => DecimalScalar.parseValue(0.1)).toThrow('Decimal must be a string');
    expect(DecimalScalar.serialize('100.000000000000000000')).toBe('100');
  });

  it('Date accepts real calendar dates written YYYY-MM-DD', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
    ]) {
      expect(() => DateScalar.parseValue(bad)).toThrow(/not a date/);
    }
  });
});
