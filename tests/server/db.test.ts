// Migrations, the on-disk database and the scalars that keep money exact.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { vacuumAnalyze } from '../../server/db/maintenance.js';
import { migrate } from '../../server/db/migrate.js';
import { instruments } from '../../server/db/schema.js';
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
    ]);
    expect(await migrate(first)).toEqual([]);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(again)).toEqual([]);
    expect(await again.db.$count(instruments)).toBe(12);
    const [row] = await again.session((s) =>
      s.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations'),
    );
    expect(row!.n).toBe('8');
    await again.close();
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
    expect(await reltuples()).toBe(12);
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
