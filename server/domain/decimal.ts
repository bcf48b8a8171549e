// Exact decimal numbers as strings, the way money travels (GraphQL Decimal, PostgreSQL numeric
// comes back as text). Nothing here turns money into a JS float: comparisons and differences go
// through BigInt scaled by 10^18, the scale of numeric(38,18).

const DECIMAL = /^-?\d{1,20}(\.\d{1,18})?$/;
const SCALE = 18;
/** 10^SCALE, made once: a statement's checks compare 20,000 amounts. */
const UNIT = 10n ** BigInt(SCALE);

/** At most 20 integer and 18 fraction digits: what numeric(38,18) holds. */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** "100.500000000000000000" → "100.5"; "-0.000" → "0". */
export function normalizeDecimal(value: string): string {
  let text = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  text = text.replace(/^(-?)0+(?=\d)/, '$1');
  return text === '-0' ? '0' : text;
}

/** How many digits follow the point once trailing zeros are dropped. */
export function fractionDigits(value: string): number {
  return normalizeDecimal(value).split('.')[1]?.length ?? 0;
}

function scaled(value: string): bigint {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0'));
  return value.startsWith('-') ? -units : units;
}

function unscaled(units: bigint): string {
  const digits = (units < 0n ? -units : units).toString().padStart(SCALE + 1, '0');
  const text = `${units < 0n ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
  return normalizeDecimal(text);
}

/** a + b, exactly. */
export function add(a: string, b: string): string {
  return unscaled(scaled(a) + scaled(b));
}

/** a − b, exactly. */
export function subtract(a: string, b: string): string {
  return unscaled(scaled(a) - scaled(b));
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compareDecimals(a: string, b: string): number {
  const difference = scaled(a) - scaled(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** a × b at 18 decimal places, rounded half away from zero as numeric(38,18) stores it. */
export function multiply(a: string, b: string): string {
  const product = scaled(a) * scaled(b);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + UNIT / 2n) / UNIT;
  return unscaled(product < 0n ? -rounded : rounded);
}

/** a ÷ b at 18 decimal places, rounded half away from zero as numeric(38,18) stores it. */
export function divide(a: string, b: string): string {
  const divisor = scaled(b);
  if (divisor === 0n) throw new RangeError('Division by zero');
  const dividend = scaled(a) * UNIT;
  const negative = dividend < 0n !== divisor < 0n;
  const n = dividend < 0n ? -dividend : dividend;
  const d = divisor < 0n ? -divisor : divisor;
  const rounded = (2n * n + d) / (2n * d);
  return unscaled(negative ? -rounded : rounded);
}

/** `value` at `places` decimal places (0–18), rounded half away from zero. */
export function roundTo(value: string, places: number): string {
  const units = scaled(value);
  const step = 10n ** BigInt(SCALE - places);
  const magnitude = units < 0n ? -units : units;
  const rounded = ((magnitude + step / 2n) / step) * step;
  return unscaled(units < 0n ? -rounded : rounded);
}
