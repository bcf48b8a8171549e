// The charts' axis labels: a month of a long range names its year in full, so that "Dec 25"
// cannot be read as the 25th of December.
import { describe, expect, it } from 'vitest';
import { dayToDate, tickDateFormatter } from '../../src/components/charts/chartFormat';

const range = (from: string, to: string) => [dayToDate(from), dayToDate(to)];

describe('tickDateFormatter', () => {
  it('labels the months of a range longer than half a year with the whole year', () => {
    const dates = range('2025-01-01', '2026-11-26');
    expect(tickDateFormatter(dates, 'en')(dayToDate('2025-12-01'))).toBe('Dec 2025');
    expect(tickDateFormatter(dates, 'de')(dayToDate('2025-12-01'))).toBe('Dez. 2025');
  });

  it('labels the days of a shorter range', () => {
    const dates = range('2026-10-01', '2026-11-26');
    expect(tickDateFormatter(dates, 'en')(dayToDate('2026-11-21'))).toBe('Nov 21');
    expect(tickDateFormatter(dates, 'de')(dayToDate('2026-11-21'))).toBe('21. Nov.');
  });
});
