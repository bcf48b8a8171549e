// Venue credentials at rest. An account's secrets (its venue's account_fields, e.g. a Kraken API
// key and private key) are one JSON object sealed with AES-256-GCM under SECRETS_KEY and kept in
// accounts.secrets_encrypted as "v1:<nonce, base64>:<ciphertext and 16-byte tag, base64>", with a
// random 12-byte nonce per sealing. The owner's user id and the account id are bound as associated
// data: a ciphertext copied to another account or user does not open. Secrets are write-only: no
// answer and no log line carries them, nor any message of this module.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

export type Secrets = Record<string, string>;
/** Whose secrets they are: bound to the ciphertext. */
type SecretsOwner = { userId: string; accountId: string };

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Why stored secrets could not be opened, without saying anything about them. */
export const SECRETS_UNREADABLE =
  "This account's stored credentials cannot be decrypted: SECRETS_KEY is not the key they were " +
  'stored with, or they were copied from another account. Link the account again.';

export class SecretsError extends Error {
  constructor() {
    super(SECRETS_UNREADABLE);
    this.name = 'SecretsError';
  }
}

/** SECRETS_KEY's 32 bytes, written as 64 hex digits or base64/base64url; null when it is not. */
export function parseSecretsKey(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43,44}={0,1}$/.test(text)) return null;
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

/** The key for sealing; config has validated SECRETS_KEY, so a bad one here is a bug. */
export function secretsKey(text: string): Buffer {
  const key = parseSecretsKey(text);
  if (!key) throw new Error('SECRETS_KEY is not a 32-byte key');
  return key;
}

const associatedData = ({ userId, accountId }: SecretsOwner) =>
  Buffer.from(`wealth-tracker/account-secrets/${VERSION}/${userId}/${accountId}`, 'utf8');

/** Seals `secrets` for `owner`: a fresh nonce every time, so equal secrets never look equal. */
export function sealSecrets(key: Buffer, owner: SecretsOwner, secrets: Secrets): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(associatedData(owner));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(secrets), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}:${nonce.toString('base64')}:${sealed.toString('base64')}`;
}

/**
 * Opens what sealSecrets made for the same owner under the same key. Anything else (another key,
 * another account's ciphertext, a damaged or unknown format) throws a SecretsError.
 */
export function openSecrets(key: Buffer, owner: SecretsOwner, text: string): Secrets {
  const [version, nonceText, sealedText, ...rest] = text.split(':');
  if (version !== VERSION || !nonceText || !sealedText || rest.length > 0) throw new SecretsError();
  const nonce = Buffer.from(nonceText, 'base64');
  const sealed = Buffer.from(sealedText, 'base64');
  if (nonce.length !== NONCE_BYTES || sealed.length < TAG_BYTES) throw new SecretsError();
  let secrets: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(associatedData(owner));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    secrets = JSON.parse(plain.toString('utf8'));
  } catch {
    // The tag does not match: the wrong key, owner or bytes. Node's error says no more than that.
    throw new SecretsError();
  }
  if (typeof secrets !== 'object' || secrets === null || Array.isArray(secrets)) {
    throw new SecretsError();
  }
  return secrets as Secrets;
}

/** Why the server does not start: stored credentials that SECRETS_KEY does not open. */
export const WRONG_SECRETS_KEY =
  'SECRETS_KEY is missing or wrong: stored venue credentials cannot be decrypted with it. Set ' +
  'SECRETS_KEY to the key they were stored with (without it the key is read from ' +
  'DATA_DIR/secrets.json, which must be the file they were stored with).';

/**
 * Checked at start: when any account holds credentials, one of them must open with `key`. A
 * generated key that replaced a lost one (or a mistyped SECRETS_KEY) is refused here, before the
 * server runs and every sync fails. Throws an Error with WRONG_SECRETS_KEY.
 */
export async function checkSecretsKey(db: Db, key: string): Promise<void> {
  const [stored] = await db
    .select({ id: accounts.id, user_id: accounts.user_id, sealed: accounts.secrets_encrypted })
    .from(accounts)
    .where(isNotNull(accounts.secrets_encrypted))
    .limit(1);
  if (!stored?.sealed) return;
  try {
    openSecrets(secretsKey(key), { userId: stored.user_id, accountId: stored.id }, stored.sealed);
  } catch (error) {
    throw new Error(WRONG_SECRETS_KEY, { cause: error });
  }
}
