import { describe, expect, it } from 'vitest';
import { formatBalance, formatUsd } from '../../src/lib/format';

describe('money and balance formatting', () => {
  it('formats USD from Decimal strings without float rounding', () => {
    expect(formatUsd('1234.5', 'en-US')).toBe('$1,234.50');
    expect(formatUsd('12345678901234567.89', 'en-US')).toBe('$12,345,678,901,234,567.89');
    expect(formatUsd('-0.30', 'en-US')).toBe('-$0.30');
  });

  it('shows balances with 2 to 8 fraction digits', () => {
    expect(formatBalance('1', 'en-US')).toBe('1.00');
    expect(formatBalance('0.123456789012345678', 'en-US')).toBe('0.12345679');
    expect(formatBalance('0.00012345', 'en-US')).toBe('0.00012345');
    expect(formatBalance('9007199254740993.5', 'en-US')).toBe('9,007,199,254,740,993.50');
  });

  it('follows the reader’s locale', () => {
    expect(formatBalance('1234.5', 'de-DE')).toBe('1.234,50');
  });
});
