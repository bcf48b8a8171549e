import { describe, expect, it } from 'vitest';
import { periodOf, periodRange } from '../../src/lib/periods';

describe('periods', () => {
  it('spans whole months and years, whatever the day', () => {
    expect(periodRange('thisMonth', '2028-02-15')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodRange('thisMonth', '2026-11-30')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodRange('lastMonth', '2026-01-01')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(periodRange('lastMonth', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodRange('thisYear', '2026-07-04')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('names the preset a range is, and anything else custom', () => {
    const today = '2026-11-26';
    expect(periodOf({}, today)).toBe('all');
    expect(periodOf({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('thisMonth');
    expect(periodOf({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe('lastMonth');
    expect(periodOf({ from: '2026-01-01', to: '2026-12-31' }, today)).toBe('thisYear');
    expect(periodOf({ from: '2026-11-01' }, today)).toBe('custom');
    expect(periodOf({ from: '2026-11-02', to: '2026-11-30' }, today)).toBe('custom');
  });
});
