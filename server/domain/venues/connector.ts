// What a venue (an exchange, a broker) offers the tracker through its connector, chosen by the
// venue's connector_slug (registry.ts): the assets it lists, and an account's balances read with
// the account's credentials. A connector answers exact decimal strings, never floats, and every
// way it can fail as a VenueError: one of the app's own messages for the person, and the venue's
// words beside it for the log only (never an answer: a venue may quote the key it was sent).
import { REDACTED, type Logger } from '../../log.js';

/** An asset the venue lists, as getUnmappedInstrumentsAdmin answers it. */
export type VenueAsset = {
  /** The venue's own key for it (Kraken: XXBT), what its balances are keyed by. */
  symbol: string;
  /** Its everyday name at the venue (Kraken: XBT). */
  altname: string;
  aclass: string;
  decimals: number;
  display_decimals: number;
  collateral_value: string | null;
  margin_rate: string | null;
  status: string;
};

/** How much of one asset (by the venue's key) an account holds. */
export type VenueBalance = { symbol: string; balance: string };

export type Connector = {
  /** The venue's name in messages: "Kraken refused the API key". */
  readonly name: string;
  assets(): Promise<VenueAsset[]>;
  /** What the account holds; `secrets` are its credentials by their account_fields names. */
  balances(secrets: Record<string, string>): Promise<VenueBalance[]>;
};

export type ConnectorOptions = {
  /** Kraken's REST API (KRAKEN_API_URL), without a trailing slash. */
  krakenApiUrl: string;
  /** How long one request may take, body included. */
  timeoutMs: number;
};

/**
 * Why a venue did not answer, as one of the app's own messages: the venue's words never reach an
 * answer (a venue may quote the key it was sent). Its credentials were refused, lack a field or a
 * permission, or were used out of order (nonce); it limits the rate; it was unreachable, too slow
 * or down; or it answered with an error, or with something it does not document.
 */
export type VenueErrorKind =
  | 'invalid_key'
  | 'incomplete_key'
  | 'permission'
  | 'nonce'
  | 'rate_limit'
  | 'unreachable'
  | 'venue';

/** The one message of each kind, naming the venue (its name in the app, never its own words). */
export const VENUE_ERROR_MESSAGES: Record<VenueErrorKind, (venue: string) => string> = {
  invalid_key: (venue) => `${venue} refused the API key: check the API key and the private key`,
  incomplete_key: () => "This account's credentials lack the API key or the private key",
  permission: (venue) => `${venue} denied permission: the API key must be allowed to query funds`,
  nonce: (venue) =>
    `${venue} refused the request as out of order (invalid nonce): give this app an API key of its own`,
  rate_limit: (venue) => `${venue}'s rate limit was reached: try again in a few minutes`,
  unreachable: (venue) => `${venue} is not available right now: try again later`,
  venue: (venue) => `${venue} answered with an error: try again later`,
};

/**
 * A venue's failure: `message` is the app's own words for its kind, fit to answer; `detail` is what
 * the venue said (its error text, the HTTP status, the endpoint), for the server's log only, and
 * only through `logVenueError`, which blots out secrets.
 */
export class VenueError extends Error {
  readonly detail: string;

  constructor(
    readonly kind: VenueErrorKind,
    venue: string,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    super(VENUE_ERROR_MESSAGES[kind](venue), { cause: options.cause });
    this.name = 'VenueError';
    this.detail = options.detail ?? '';
  }
}

/** Runs of letters and digits this long look like a key, a signature or a token. */
const KEY_LIKE = /[A-Za-z0-9+/_=-]{24,}/g;

/**
 * A venue's words as they may be logged: the credentials of the call (as sent and URL-encoded)
 * and anything shaped like a key are replaced by REDACTED, line breaks by spaces, and it is cut
 * to 300 characters.
 */
export function redactVenueText(text: string, secrets: Iterable<string> = []): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      redacted = redacted.split(form).join(REDACTED);
    }
  }
  return redacted.replace(KEY_LIKE, REDACTED).replace(/\s+/g, ' ').slice(0, 300);
}

/** Logs a venue's failure in one line at warn: the app's message, its kind and the venue's words, redacted. */
export function logVenueError(
  logger: Pick<Logger, 'warn'>,
  error: VenueError,
  context: Record<string, string>,
  secrets: Iterable<string> = [],
): void {
  logger.warn(
    { ...context, kind: error.kind, venue_said: redactVenueText(error.detail, secrets) },
    error.message,
  );
}
