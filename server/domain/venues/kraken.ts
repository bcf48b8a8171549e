// Kraken accounts (KRAKEN_API_URL, default https://api.kraken.com), through the same HTTP client
// and answer envelope as Kraken's prices (../prices):
//   GET  /0/public/Assets    → { error: [], result: { XXBT: { aclass: "currency", altname: "XBT",
//                               decimals: 10, display_decimals: 5, collateral_value: 1,
//                               status: "enabled" }, ... } }   (margin_rate on some)
//   POST /0/private/Balance  body "nonce=<n>", headers API-Key and API-Sign
//                            → { error: [], result: { ZUSD: "171288.6158", XXBT: "0.5", ... } }
// Private calls are signed as Kraken's REST docs ("Authentication") say: API-Sign =
// base64(HMAC-SHA512(key = the base64-decoded private key, message = URI path + SHA-256(nonce +
// POST body))). Kraken refuses a nonce not greater than the last one it saw for the key.
// Kraken reports errors as { error: ["EAPI:Invalid key"] } (usually with HTTP 200); those, HTTP
// errors, timeouts and network failures become VenueErrors: the app's own words, Kraken's for the
// log only.
import { createHash, createHmac } from 'node:crypto';
import { krakenMalformed, krakenResult } from '../prices/kraken.js';
import {
  PriceFetchError,
  endpoint,
  exactDecimal,
  fetchJson,
  isRecord,
  type PriceFetchErrorKind,
} from '../prices/provider.js';
import {
  VenueError,
  type Connector,
  type ConnectorOptions,
  type VenueAsset,
  type VenueBalance,
  type VenueErrorKind,
} from './connector.js';

const NAME = 'Kraken';

/** The signature of a private call: see the header. */
export function krakenSignature(path: string, nonce: string, body: string, secret: string): string {
  const digest = createHash('sha256')
    .update(nonce + body)
    .digest();
  return createHmac('sha512', Buffer.from(secret, 'base64'))
    .update(Buffer.concat([Buffer.from(path), digest]))
    .digest('base64');
}

let lastNonce = 0n;

/**
 * The next nonce: milliseconds since the epoch × 1000, or one more than the last when that is not
 * greater (calls within one millisecond, a clock set back), so it always grows in this process.
 */
export function nextNonce(now = Date.now()): string {
  const fromClock = BigInt(now) * 1000n;
  lastNonce = fromClock > lastNonce ? fromClock : lastNonce + 1n;
  return lastNonce.toString();
}

/** Kraken's error codes worth their own kind, matched in the error's one line. */
const KNOWN_ERRORS: [RegExp, VenueErrorKind][] = [
  [/EAPI:Invalid key|EAPI:Invalid signature/, 'invalid_key'],
  [/EGeneral:Permission denied/, 'permission'],
  [/EAPI:Invalid nonce/, 'nonce'],
  [/EService:Unavailable|EService:Busy/, 'unreachable'],
];

const BY_KIND: Record<PriceFetchErrorKind, VenueErrorKind | undefined> = {
  rate_limit: 'rate_limit',
  network: 'unreachable',
  timeout: 'unreachable',
  malformed: 'venue',
  http: undefined,
  provider: 'venue',
};

/**
 * A failed call as a VenueError: its kind from Kraken's error code, the HTTP status or how the
 * call failed, with the failure's own line (Kraken's words among it) as the detail for the log.
 * Anything but a PriceFetchError is a bug and stays as it is.
 */
function plainKrakenError(error: unknown): unknown {
  if (!(error instanceof PriceFetchError)) return error;
  const options = { detail: error.message, cause: error };
  const known = KNOWN_ERRORS.find(([pattern]) => pattern.test(error.message));
  if (known) return new VenueError(known[1], NAME, options);
  const byKind = BY_KIND[error.kind];
  if (byKind) return new VenueError(byKind, NAME, options);
  const status = Number(/HTTP (\d{3})/.exec(error.message)?.[1]);
  return new VenueError(status >= 500 ? 'unreachable' : 'venue', NAME, options);
}

/** One asset of the Assets answer; anything Kraken does not document is malformed. */
function venueAsset(symbol: string, info: unknown): VenueAsset {
  const whole = (value: unknown) => {
    const number = Number(value);
    return typeof value === 'string' && Number.isSafeInteger(number) ? number : null;
  };
  const decimals = isRecord(info) ? whole(info.decimals) : null;
  const display = isRecord(info) ? whole(info.display_decimals) : null;
  if (
    !isRecord(info) ||
    typeof info.altname !== 'string' ||
    typeof info.aclass !== 'string' ||
    typeof info.status !== 'string' ||
    decimals === null ||
    display === null
  ) {
    throw krakenMalformed(`asset ${symbol} of Assets`);
  }
  return {
    symbol,
    altname: info.altname,
    aclass: info.aclass,
    decimals,
    display_decimals: display,
    collateral_value: exactDecimal(info.collateral_value),
    margin_rate: exactDecimal(info.margin_rate),
    status: info.status,
  };
}

function venueBalance(symbol: string, value: unknown): VenueBalance {
  const balance = exactDecimal(value);
  if (balance === null) throw krakenMalformed(`balance of ${symbol}`);
  return { symbol, balance };
}

export function krakenConnector(options: ConnectorOptions): Connector {
  /** Runs a call; whatever goes wrong comes out in plain words. */
  async function plainly<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw plainKrakenError(error);
    }
  }

  async function publicCall(method: string) {
    const url = endpoint(options.krakenApiUrl, `/0/public/${method}`);
    return krakenResult(await fetchJson(NAME, url, options.timeoutMs), method);
  }

  async function privateCall(method: string, apiKey: string, apiSecret: string) {
    const path = `/0/private/${method}`;
    const nonce = nextNonce();
    const body = new URLSearchParams({ nonce }).toString();
    const headers = {
      'API-Key': apiKey,
      'API-Sign': krakenSignature(path, nonce, body, apiSecret),
    };
    const url = endpoint(options.krakenApiUrl, path);
    return krakenResult(await fetchJson(NAME, url, options.timeoutMs, { body, headers }), method);
  }

  return {
    name: NAME,

    assets: () =>
      plainly(async () =>
        Object.entries(await publicCall('Assets')).map(([symbol, info]) =>
          venueAsset(symbol, info),
        ),
      ),

    // The Kraken venue's account_fields name them api_key and api_secret (migration 0007).
    balances(secrets) {
      const { api_key: apiKey, api_secret: apiSecret } = secrets;
      if (!apiKey || !apiSecret) return Promise.reject(new VenueError('incomplete_key', NAME));
      return plainly(async () =>
        Object.entries(await privateCall('Balance', apiKey, apiSecret)).map(([symbol, value]) =>
          venueBalance(symbol, value),
        ),
      );
    },
  };
}
