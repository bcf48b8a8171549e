import { describe, expect, it } from 'vitest';
import { parseHistoryRange } from '../../src/lib/historyRange';
import { decimalSign, formatPercent, percentToFraction } from '../../src/lib/decimal';
import { formatPrice } from '../../src/lib/format';
import { formatRelativeTime } from '../../src/lib/relativeTime';

describe('percentages of Decimal strings', () => {
  it('move the point two places exactly, without floats', () => {
    expect(percentToFraction('34.56')).toBe('0.3456');
    expect(percentToFraction('0.5')).toBe('0.005');
    expect(percentToFraction('100')).toBe('1.00');
    expect(percentToFraction('-2.15')).toBe('-0.0215');
    expect(percentToFraction('12.3456789012345678')).toBe('0.123456789012345678');
  });

  it('format in the reader’s language, signed on request', () => {
    expect(formatPercent('34.56', 'en')).toBe('34.6%');
    expect(formatPercent('34.56', 'de')).toBe('34,6\u00a0%');
    expect(formatPercent('0.97', 'en', { signed: true, maximumFractionDigits: 2 })).toBe('+0.97%');
    expect(formatPercent('-2.64', 'de', { signed: true, maximumFractionDigits: 2 })).toBe(
      '-2,64\u00a0%',
    );
    expect(formatPercent('0', 'en', { signed: true })).toBe('0%');
  });

  it('tell the sign of a decimal string', () => {
    expect(decimalSign('1200.25')).toBe(1);
    expect(decimalSign('-0.01')).toBe(-1);
    expect(decimalSign('-0.00')).toBe(0);
    expect(decimalSign('0')).toBe(0);
    expect(decimalSign(null)).toBe(0);
  });
});

describe('prices and exchange rates', () => {
  it('show the digits to check a conversion: 4 places, 4 significant digits below 1', () => {
    // 1 / 0.87827 (the ECB's EUR per USD) as the API stores it, to 18 places
    expect(formatPrice('1.138602479880224760', 'USD', 'en')).toBe('$1.1386');
    // 1 / 148.99 JPY per USD
    expect(formatPrice('0.006711859856366199', 'USD', 'en')).toBe('$0.006712');
    expect(formatPrice('0.000012345678', 'USD', 'en')).toBe('$0.00001235');
    expect(formatPrice('0.1234567', 'USD', 'en')).toBe('$0.1235');
  });

  it('show no more digits than are stored, and cents at least', () => {
    expect(formatPrice('0.0077', 'USD', 'en')).toBe('$0.0077');
    expect(formatPrice('0.25', 'USD', 'en')).toBe('$0.25');
    expect(formatPrice('97000', 'USD', 'en')).toBe('$97,000.00');
    expect(formatPrice('97000.000000000000000000', 'USD', 'en')).toBe('$97,000.00');
    expect(formatPrice('1', 'USD', 'en')).toBe('$1.00');
  });

  it('are exact beyond what a float holds, in English and German', () => {
    expect(formatPrice('123456789012345678.12345678', 'USD', 'en')).toBe(
      '$123,456,789,012,345,678.1235',
    );
    expect(formatPrice('1.138602479880224760', 'USD', 'de')).toBe('1,1386\u00a0$');
    expect(formatPrice('0.006711859856366199', 'EUR', 'de')).toBe('0,006712\u00a0€');
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how old a timestamp is, in English and German', () => {
    expect(formatRelativeTime(ago(20), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(2 * 3600), 'de', now)).toBe('vor 2 Stunden');
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86400), 'de', now)).toBe('vor 3 Tagen');
    expect(formatRelativeTime(ago(400 * 86400), 'en', now)).toBe('last year');
  });

  it('reads a time slightly ahead as now and an unreadable one as nothing', () => {
    expect(formatRelativeTime(ago(-30), 'en', now)).toBe('now');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
    expect(formatRelativeTime(null, 'en', now)).toBe('');
  });
});

describe('history range in the URL', () => {
  it('reads 1m, 3m, ytd, 1y and all; anything else is the fallback', () => {
    expect(parseHistoryRange('1m', 'Y1')).toBe('M1');
    expect(parseHistoryRange('YTD', 'Y1')).toBe('YTD');
    expect(parseHistoryRange('all', 'M3')).toBe('ALL');
    expect(parseHistoryRange('5y', 'M3')).toBe('M3');
    expect(parseHistoryRange(null, 'Y1')).toBe('Y1');
  });
});
