// Arithmetic on Decimal strings ("1234.56") for display: exact (BigInt), never through floats.
// Only the result is rounded, to the fraction digits asked for. Percentages: the API gives a share
// as "34.56" (percent, two decimals); Intl's percent style wants the fraction, "0.3456", which is
// the same digits with the point moved two places to the left.
import { numberFormat } from './intl';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/u;

type Scaled = { units: bigint; scale: number };

/** "12.50" → 1250 at scale 2; null for anything that is not a decimal string. */
function parse(value: string): Scaled | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${negative && /[1-9]/u.test(digits) ? '-' : ''}${whole}${fraction}`;
}

/** The exact sum of decimal strings ("0" for none); null when one of them is unreadable. */
export function sumDecimals(values: readonly string[]): string | null {
  const parsed = values.map(parse);
  if (parsed.some((p) => p === null)) return null;
  const scale = Math.max(0, ...parsed.map((p) => p!.scale));
  const units = parsed.reduce((total, p) => total + p!.units * 10n ** BigInt(scale - p!.scale), 0n);
  return format(units, scale);
}

/** "1200.50" → "-1200.50", "-3" → "3"; zero stays "0". An unreadable value comes back as is. */
export function negateDecimal(value: string): string {
  const parsed = parse(value);
  return parsed ? format(-parsed.units, parsed.scale) : value;
}

/** a × b, exactly ("2.5" × "1.2" → "3.00"); null when either is unreadable. */
export function multiplyDecimals(a: string, b: string): string | null {
  const x = parse(a);
  const y = parse(b);
  return x && y ? format(x.units * y.units, x.scale + y.scale) : null;
}

/**
 * numerator ÷ denominator with `fractionDigits` decimals, rounded half away from zero, e.g.
 * divideDecimal("92", "100", 4) → "0.9200". null when either is unreadable or the denominator is 0.
 */
export function divideDecimal(
  numerator: string,
  denominator: string,
  fractionDigits: number,
): string | null {
  const a = parse(numerator);
  const b = parse(denominator);
  if (!a || !b || b.units === 0n) return null;
  // a/b = (A·10^sb) / (B·10^sa); scaled by 10^digits for the result
  let top = a.units * 10n ** BigInt(b.scale + fractionDigits);
  let bottom = b.units * 10n ** BigInt(a.scale);
  if (bottom < 0n) {
    top = -top;
    bottom = -bottom;
  }
  const quotient = top / bottom;
  const remainder = top % bottom;
  const rounded =
    2n * (remainder < 0n ? -remainder : remainder) >= bottom
      ? quotient + (top < 0n ? -1n : 1n)
      : quotient;
  return format(rounded, fractionDigits);
}

/** part as a percentage of whole ("34.56" for 34.56 %), or null when whole is 0. */
export function percentOf(part: string, whole: string, fractionDigits = 2): string | null {
  const p = parse(part);
  if (!p) return null;
  return divideDecimal(format(p.units * 100n, p.scale), whole, fractionDigits);
}

/** -1, 0 or 1: the sign of a decimal string ("-0.00" is 0). */
export function decimalSign(value: string | null | undefined): -1 | 0 | 1 {
  const match = value ? DECIMAL.exec(value.trim()) : null;
  if (!match) return 0;
  const digits = `${match[2] ?? ''}${match[3] ?? ''}`;
  if (!/[1-9]/u.test(digits)) return 0;
  return match[1] === '-' ? -1 : 1;
}

/** "34.56" (percent) → "0.3456" (fraction), exactly. */
export function percentToFraction(percent: string): string {
  const match = DECIMAL.exec(percent.trim());
  if (!match) return percent;
  const [, sign = '', whole = '', fraction = ''] = match;
  const padded = whole.padStart(3, '0');
  const integer = padded.slice(0, -2).replace(/^0+(?=\d)/u, '');
  return `${sign}${integer}.${padded.slice(-2)}${fraction}`;
}

export type PercentOptions = {
  /** "+2.1%" for a rise (a fall always has its minus). */
  signed?: boolean;
  maximumFractionDigits?: number;
};

/** A percent value from the API ("34.56") in the reader's locale: "34.6%", "34,6 %". */
export function formatPercent(
  percent: string,
  locale?: string,
  { signed = false, maximumFractionDigits = 1 }: PercentOptions = {},
): string {
  const format = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return format.format(percentToFraction(percent) as Intl.StringNumericLiteral);
}

/** A share of a whole as text: one decimal, two below 1 % (a small share does not read as 0 %). */
export const formatShare = (percent: string, locale?: string) =>
  formatPercent(percent, locale, {
    maximumFractionDigits: /^0*(\.|$)/u.test(percent.trim()) ? 2 : 1,
  });
