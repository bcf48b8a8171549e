// Secrets at rest: venue credentials, and the authenticator-app secrets of two-factor sign-in. An
// account's secrets (its venue's account_fields, e.g. a Kraken API key and private key) are one
// JSON object sealed with AES-256-GCM under SECRETS_KEY and kept in accounts.secrets_encrypted as
// "v1:<nonce, base64>:<ciphertext and 16-byte tag, base64>", with a random 12-byte nonce per
// sealing; a person's TOTP secret likewise in totp_credentials. The owner's user id and the account
// id (or what the secret is for) are bound as associated data: a ciphertext copied to another
// account or user does not open. Secrets are write-only: no
// answer and no log line carries them, nor any message of this module. A leaf: node:crypto only
// (the start's check that SECRETS_KEY opens what is stored is server/db/open.ts's).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type Secrets = Record<string, string>;
/** Whose secrets they are, and for what: bound to the ciphertext. */
type SecretsOwner = { userId: string; accountId: string } | { userId: string; purpose: 'totp' };

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

const associatedData = (owner: SecretsOwner) =>
  Buffer.from(
    'accountId' in owner
      ? `wealth-tracker/account-secrets/${VERSION}/${owner.userId}/${owner.accountId}`
      : `wealth-tracker/${owner.purpose}/${VERSION}/${owner.userId}`,
    'utf8',
  );

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
