// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make them:
// HMAC-SHA1, 6 digits, a new code every 30 seconds, the secret written in base32 (RFC 4648). A
// leaf: node:crypto only.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now still accepted: a phone's clock a little off, a code typed late. */
const DRIFT_STEPS = 1;
/** 160 bits, the length RFC 4226 recommends and every authenticator app accepts. */
const SECRET_BYTES = 20;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** The bytes of a base32 text (case, spaces and padding ignored), or null when it is not one. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret, in base32 as apps show and take it. */
export const newTotpSecret = () => base32Encode(randomBytes(SECRET_BYTES));

/** The 30-second step a moment (milliseconds since the epoch) falls in. */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

/** HOTP: the code of `secret` (its bytes) for counter `step`, `digits` long. */
export function hotp(secret: Uint8Array, step: number, digits = DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an app shows for base32 `secret` at moment `ms`. */
export function totpCode(secret: string, ms = Date.now()): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('A TOTP secret must be base32');
  return hotp(bytes, stepAt(ms));
}

/**
 * The step whose code `code` is, within DRIFT_STEPS of `ms`, or null. Every candidate is compared
 * in constant time, so how long this takes tells nothing about how close a guess came.
 */
export function matchTotp(secret: string, code: string, ms = Date.now()): number | null {
  const bytes = base32Decode(secret);
  const typed = code.replace(/\s/g, '');
  if (!bytes || !new RegExp(`^\\d{${DIGITS}}$`).test(typed)) return null;
  const now = stepAt(ms);
  let matched: number | null = null;
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(bytes, step)), Buffer.from(typed))) matched ??= step;
  }
  return matched;
}

/** The otpauth:// address an app reads from the QR code (Key Uri Format). */
export function totpUri({
  secret,
  account,
  issuer,
}: {
  secret: string;
  account: string;
  issuer: string;
}): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
