// The helpers every statement parser shares: calendar days, currency codes, signs, white space.
import { describe, expect, it } from 'vitest';
import {
  accountMatch,
  calendarDate,
  collapse,
  currencyCode,
  decodeEntities,
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

  it('collapses white space and decodes only the standard entities', () => {
    expect(collapse('  Miete\r\n  Oktober\t2026 ')).toBe('Miete Oktober 2026');
    expect(decodeEntities('AT&amp;T &#228; &#xFC; &nbsp; &#0;')).toBe('AT&T ä ü &nbsp; &#0;');
  });
});

describe('telling a file’s accounts by number', () => {
  it('matches an IBAN, its BBAN and the account number in it, however they are written', () => {
    const iban = 'DE89370400440532013000';
    expect(accountMatch(iban, 'de89 3704 0044 0532 0130 00')).toBe(2);
    expect(accountMatch('37040044/0532013000', '370400440532013000')).toBe(2);
    expect(accountMatch('37040044/0532013000EUR', '370400440532013000')).toBe(2);
    expect(accountMatch('37040044/0532013000', iban)).toBe(1);
    expect(accountMatch('37040044/532013000', iban)).toBe(1);
    expect(accountMatch(iban, '532013000')).toBe(1);
    // a card's number, masked in the file but for its end
    expect(accountMatch('XXXXXXXXXXXX1111', '4111 1111 1111 1111')).toBe(1);
    expect(accountMatch('**** 1111', '4111111111111111')).toBe(1);
    expect(accountMatch('XXXXXXXXXXXX1111', '4111111111112222')).toBe(0);
  });

  it('does not match another account, nor by a few digits at the end', () => {
    expect(accountMatch('DE89370400440532013000', 'DE02120300000000202051')).toBe(0);
    expect(accountMatch('DE89370400440532013000', '13000')).toBe(0);
    expect(accountMatch('DE89370400440532013000', '000000013000')).toBe(0);
    expect(accountMatch('', 'DE89370400440532013000')).toBe(0);
  });
});
