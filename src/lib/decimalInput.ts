// Amounts as people type them: with the grouping and decimal marks of the interface's language,
// the marks the app shows its numbers with (Intl), read exactly into the API's decimal string
// ("1234.56"); and a decimal string shown back for editing in the same marks. What cannot be read
// stays as it was typed, for the form's check to say so: nothing typed is turned into something
// else.
import { numberFormat } from './intl';

/** The marks numbers are shown with in a language: "1,234.5" (en), "1.234,5" (de). */
export type NumberMarks = { group: string; decimal: string };

/** The grouping and decimal marks `locale` shows numbers with. */
export function numberMarks(locale: string | undefined): NumberMarks {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** Spaces people (and Intl, in some languages) put between groups of digits. */
const SPACES = /[\s\u00a0\u202f]/gu;

/**
 * What was typed, as a decimal string: an optional sign, the whole part plain ("1234") or in
 * groups of three between group marks ("1,234" in English, "1.234" in German; spaces anywhere are
 * dropped), then the decimal mark and the fraction ("1,234.56", "1.234,56"). Digits stay as typed
 * (trailing zeros too). Where the text has no decimal mark of the language but one group mark
 * that cannot be grouping ("12.5" in German, "12,5" in English), that mark is the decimal one, as
 * people paste amounts from elsewhere; "1.234" in German stays 1234. Null: not an amount.
 */
export function readDecimal(text: string, { group, decimal }: NumberMarks): string | null {
  let rest = text.replace(SPACES, '');
  let sign = '';
  if (/^[-−]/u.test(rest)) {
    sign = '-';
    rest = rest.slice(1);
  } else if (rest.startsWith('+')) rest = rest.slice(1);
  const grouped = new RegExp(`^\\d{1,3}(?:${escape(group)}\\d{3})+$`, 'u');
  const wholeOf = (whole: string) =>
    /^\d+$/u.test(whole) ? whole : grouped.test(whole) ? whole.split(group).join('') : null;
  const split = (mark: string) => {
    const [whole = '', fraction, ...more] = rest.split(mark);
    if (more.length > 0 || (fraction !== undefined && !/^\d*$/u.test(fraction))) return null;
    const digits = wholeOf(whole === '' && fraction ? '0' : whole);
    if (digits === null) return null;
    return `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
  };
  if (rest.includes(decimal) || !rest.includes(group)) return split(decimal);
  // only group marks: grouping ("1,234"), else one of them as the decimal mark ("12,5")
  return wholeOf(rest) !== null ? split(decimal) : split(group);
}

/** A decimal string ("-1234.5") shown for editing in the language's marks ("-1234,5"), without
 * grouping; anything else (a text that is not an amount) as it is. */
export function showDecimal(value: string, { decimal }: NumberMarks): string {
  return /^-?\d+(\.\d+)?$/u.test(value) ? value.replace('.', decimal) : value;
}
