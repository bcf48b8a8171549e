import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt at the OWASP recommendation (N=2^17, r=8, p=1): 128 MiB and ~0.2 s per hash here.
// The parameters are stored with each hash, so they can be raised later without a migration.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

/**
 * Hashes computed at once in this process: 2, and never on every core, since one is the event
 * loop's (1 on 2 cores). Each holds 128 MiB, a core and one of libuv's 4 threads (which file and
 * DNS work share) for ~0.2 s: unbounded, a burst of sign-ups or sign-ins would take the memory and
 * the cores that every other request needs.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Hashes that may wait for their turn (a few seconds' worth); past that, `PasswordsBusy`. */
export const HASH_QUEUE = 16;

/** Too many password hashes are waiting: the caller should try again in a moment. */
export class PasswordsBusy extends Error {
  constructor() {
    super('Too many password hashes are waiting');
    this.name = 'PasswordsBusy';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than HASHES_AT_ONCE run; refuses when HASH_QUEUE already wait. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running++;
  else if (waiting.length >= HASH_QUEUE) throw new PasswordsBusy();
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** "scrypt$N$r$p$salt$hash" with salt and hash in base64url. Throws `PasswordsBusy`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Throws `PasswordsBusy`. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Costs what a real check costs, so an unknown e-mail answers as slowly as a wrong password.
 * Throws `PasswordsBusy`.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummy = undefined; // refused while busy: made on a later call
    throw error;
  });
  await verifyPassword(password, await dummy);
  return false;
}
