// A software passkey authenticator for the server's tests: it answers a ceremony's options as a
// browser with a platform authenticator would (attestation "none", P-256 keys, ES256), so that the
// passkey ceremonies run through the API end to end. @simplewebauthn has no such helper; this one
// follows the WebAuthn encoding (authenticator data, COSE keys, CBOR) and nothing more.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** Deterministic CBOR (RFC 8949) of the few types WebAuthn needs. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64u = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** Flags of the authenticator data: the user was present, verified; attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Credential = { id: Buffer; privateKey: KeyObject; userHandle: string; counter: number };

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

/** An authenticator bound to `origin` (its host is the RP ID), holding the passkeys it made. */
export function softAuthenticator(origin: string) {
  const rpID = new URL(origin).hostname;
  const credentials: Credential[] = [];

  /** What navigator.credentials.create answers, as @simplewebauthn/browser sends it. */
  function register(options: CreationOptions, { from = origin } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? rpID),
      Buffer.from([UP | UV | AT]),
      counterBytes(0),
      Buffer.alloc(16), // aaguid: none
      idLength,
      id,
      coseKey,
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: from,
      crossOrigin: false,
    });
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientData),
        attestationObject: b64u(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * What navigator.credentials.get answers: signed by the first passkey the options allow (any,
   * when they name none). `verified: false` answers as a key without a PIN or fingerprint would;
   * `counter` replays a counter (a cloned key).
   */
  function authenticate(
    options: RequestOptions,
    { verified = true, counter }: { verified?: boolean; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential = credentials.find(
      (c) => allowed.length === 0 || allowed.includes(b64u(c.id)),
    );
    if (!credential) throw new Error('No passkey of this authenticator is allowed');
    credential.counter = counter ?? credential.counter + 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? rpID),
      Buffer.from([verified ? UP | UV : UP]),
      counterBytes(credential.counter),
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      credential.privateKey,
    );
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  return { register, authenticate };
}
