// The helpers every statement parser shares: calendar days, currency codes, signs, quoting.
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  collapse,
  currencyCode,
  decodeEntities,
  quote,
  signed,
} from '../../../server/domain/statements/common.js';

describe('shared statement helpers', () => {
  it('answers real days between 1970 and 2100 only', () => {
    expect(calendarDate(2026, 10, 31)).toBe('2026-10-31');
    expect(calendarDate(2028, 2, 29)).toBe('2028-02-29');
    expect(calendarDate(2000, 2, 29)).toBe('2000-02-29');
    expect(calendarDate(2100, 2, 29)).toBeNull();
    expect(calendarDate(2026, 2, 29)).toBeNull();
    expect(calendarDate(2026, 4, 31)).toBeNull();
    expect(calendarDate(2026, 13, 1)).toBeNull();
    expect(calendarDate(2026, 1, 0)).toBeNull();
    expect(calendarDate(1969, 12, 31)).toBeNull();
    expect(calendarDate(2101, 1, 1)).toBeNull();
    expect(calendarDate(2026, 1.5, 1)).toBeNull();
  });

  it('reads three-letter currency codes of either case and nothing that only upper-cases to one', () => {
    expect(currencyCode('eur')).toBe('EUR');
    expect(currencyCode(' USD ')).toBe('USD');
    expect(currencyCode('ßx')).toBeNull(); // "ßx".toUpperCase() is "SSX"
    expect(currencyCode('EURO')).toBeNull();
    expect(currencyCode('€')).toBeNull();
    expect(currencyCode(null)).toBeNull();
  });

  it('signs an amount by its mark without ever writing "-0" or a double minus', () => {
    expect(signed('12.5', true)).toBe('-12.5');
    expect(signed('-12.5', true)).toBe('-12.5');
    expect(signed('-12.5', false)).toBe('12.5');
    expect(signed('0', true)).toBe('0');
  });

  it('quotes values short, collapses white space and decodes only the standard entities', () => {
    expect(quote('a"b')).toBe('"a\\"b"');
    expect(quote('x'.repeat(50))).toBe(`"${'x'.repeat(40)}…"`);
    expect(collapse('  Miete\r\n  Oktober\t2026 ')).toBe('Miete Oktober 2026');
    expect(decodeEntities('AT&amp;T &#228; &#xFC; &nbsp; &#0;')).toBe('AT&T ä ü &nbsp; &#0;');
  });
});
