import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../src/lib/dates';
import { currencyName, formatBalance, formatCurrency } from '../../src/lib/format';
import { dateTimeFormat, numberFormat } from '../../src/lib/intl';
import { prepareIntl } from '../../src/lib/prepareIntl';

describe('money and balance formatting', () => {
  it('formats a currency from Decimal strings without float rounding', () => {
    expect(formatCurrency('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency('12345678901234567.89', 'USD', 'en-US')).toBe(
      '$12,345,678,901,234,567.89',
    );
    expect(formatCurrency('-0.30', 'USD', 'en-US')).toBe('-$0.30');
  });

  it('writes each currency with its own decimals, in the reader’s language', () => {
    expect(formatCurrency('1234.56', 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatCurrency('1234.56', 'EUR', 'en')).toBe('€1,234.56');
    expect(formatCurrency('1234.56', 'JPY', 'en')).toBe('¥1,235');
    expect(formatCurrency('1234.5', 'SEK', 'en')).toBe('SEK\u00a01,234.50');
    expect(formatCurrency('1200.25', 'EUR', 'de', { signDisplay: 'exceptZero' })).toBe(
      '+1.200,25\u00a0€',
    );
    // a code Intl cannot take: the number and the code
    expect(formatCurrency('12.5', 'EURO', 'en')).toBe('12.50 EURO');
  });

  it('names a currency as sums of it are named', () => {
    expect(currencyName('USD', 'en')).toBe('US dollars');
    expect(currencyName('EUR', 'de')).toBe('Euro');
    expect(currencyName('SEK', 'en')).toBe('Swedish kronor');
    expect(currencyName('EURO', 'en')).toBe('EURO');
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

/** Intl's constructor of one kind, spied on: each formatter still made by Intl itself. */
function spyOnMaking(kind: 'NumberFormat' | 'DateTimeFormat') {
  const Make = Intl[kind] as unknown as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Make(...args);
  } as never);
}

describe('Intl formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('are made once per language and options, whoever asks', () => {
    const made = spyOnMaking('DateTimeFormat');
    expect(formatDate('2026-11-21', 'fr-FR')).toBe('21 nov. 2026');
    expect(formatDate('2026-11-22', 'fr-FR')).toBe('22 nov. 2026');
    expect(made).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat('fr-FR', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('fr-FR', { dateStyle: 'medium' }),
    );
    expect(numberFormat('fr-FR', {})).not.toBe(numberFormat('it-IT', {}));
  });

  it('prepares a language in idle time, one kind per task', () => {
    vi.useFakeTimers();
    const numbers = spyOnMaking('NumberFormat');
    const dates = spyOnMaking('DateTimeFormat');
    prepareIntl('nl-NL');
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(1);
    // the formatter prepared is the one a page then uses
    numbers.mockClear();
    numberFormat('nl-NL', {});
    expect(numbers).not.toHaveBeenCalled();
  });
});
