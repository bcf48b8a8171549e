// The connectors by the connector_slug a venue names (a venue without one, or with an unknown one,
// cannot be linked), and what venue work needs, made from the configuration.
import type { Db } from '../../db/client.js';
import type { Logger } from '../../log.js';
import type { Connector, ConnectorOptions } from './connector.js';
import { krakenConnector } from './kraken.js';
import { secretsKey } from '../../lib/secrets.js';

const CONNECTORS: Record<string, (options: ConnectorOptions) => Connector> = {
  kraken: krakenConnector,
};

export type Connectors = (slug: string | null) => Connector | undefined;

/** The connector of each slug, made once with these options. */
function connectors(options: ConnectorOptions): Connectors {
  const made = new Map<string, Connector>();
  return (slug) => {
    if (!slug || !Object.hasOwn(CONNECTORS, slug)) return undefined;
    if (!made.has(slug)) made.set(slug, CONNECTORS[slug]!(options));
    return made.get(slug);
  };
}

/**
 * What venue work needs: the database, SECRETS_KEY's bytes, the connectors, and where a venue's
 * failures are logged (the process's log by default).
 */
export type VenueDeps = {
  db: Db;
  key: Buffer;
  connectors: Connectors;
  logger?: Pick<Logger, 'warn'>;
};

/** The configuration's values venue work is made from (server/config.ts gives them). */
export type VenueSettings = {
  secretsKey: string;
  krakenApiUrl: string;
  priceFetchTimeoutMs: number;
};

export const venueDeps = (db: Db, config: VenueSettings): VenueDeps => ({
  db,
  key: secretsKey(config.secretsKey),
  // Venues answer within the same time as price providers (PRICE_FETCH_TIMEOUT_MS).
  connectors: connectors({
    krakenApiUrl: config.krakenApiUrl,
    timeoutMs: config.priceFetchTimeoutMs,
  }),
});
