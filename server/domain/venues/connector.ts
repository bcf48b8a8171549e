// What a venue (an exchange, a broker) offers the tracker through its connector, chosen by the
// venue's connector_slug (registry.ts): the assets it lists, and an account's balances read with
// the account's credentials. A connector answers exact decimal strings, never floats, and every
// way it can fail as a VenueError whose message is plain words for the person (never a key).

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
 * Why a venue did not answer: its credentials were refused, they lack a permission, it limits the
 * rate, it was unreachable or too slow, its answer was not what it documents, or another error it
 * reported. The message is plain words fit to show the person.
 */
export type VenueErrorKind =
  'invalid_key' | 'permission' | 'nonce' | 'rate_limit' | 'unreachable' | 'malformed' | 'venue';

export class VenueError extends Error {
  constructor(
    message: string,
    readonly kind: VenueErrorKind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VenueError';
  }
}
