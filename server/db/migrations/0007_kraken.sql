-- Kraken accounts (issue 8): the Kraken venue as its connector needs it, and the mappings of the
-- symbols Kraken names its assets by to the instruments they are. See server/domain/venues/.
-- ON CONFLICT keeps what an administrator made of these already.

-- Coins Kraken accounts commonly hold that 0002 did not seed.
INSERT INTO instruments (name, ticker, type, decimals, status) VALUES
  ('Polkadot', 'DOT', 'crypto', 10, true),
  ('Cardano', 'ADA', 'crypto', 6, true)
ON CONFLICT (ticker) DO NOTHING;

-- 0002 seeded the venue with credential fields named before the connector existed: the connector
-- reads an API key and its private key under these names. Whether people may link Kraken
-- accounts stays the administrator's choice: the venue stays disabled until they enable it.
INSERT INTO venues (name, slug, description, account_fields, account_class, account_type,
                    connector_slug, status, visible)
VALUES ('Kraken', 'kraken',
        'Kraken crypto exchange: balances read with an API key allowed to query funds.',
        '{"api_key": "API key", "api_secret": "Private key"}', 'crypto', 'crypto',
        'kraken', false, true)
ON CONFLICT (slug) DO UPDATE
  SET account_fields = excluded.account_fields,
      connector_slug = excluded.connector_slug,
      updated_at = now();

-- Kraken's keys (XXBT, ZUSD: what Balance answers) and altnames (XBT, USD), and the balances it
-- keeps apart for staking and earn (.S, .F, ETH2), each mapped to its instrument; active.
INSERT INTO instrument_mappings (instrument_id, venue_id, symbol, status)
SELECT i.id, v.id, m.symbol, true
  FROM (VALUES
    ('XXBT', 'BTC'), ('XBT', 'BTC'), ('XBT.F', 'BTC'),
    ('XETH', 'ETH'), ('ETH', 'ETH'), ('ETH.F', 'ETH'), ('ETH2', 'ETH'), ('ETH2.S', 'ETH'),
    ('ZUSD', 'USD'), ('USD', 'USD'),
    ('ZEUR', 'EUR'), ('EUR', 'EUR'),
    ('ZGBP', 'GBP'), ('GBP', 'GBP'),
    ('CHF', 'CHF'),
    ('ZJPY', 'JPY'), ('JPY', 'JPY'),
    ('SOL', 'SOL'), ('SOL.S', 'SOL'), ('SOL.F', 'SOL'),
    ('USDT', 'USDT'), ('USDC', 'USDC'),
    ('DOT', 'DOT'), ('DOT.S', 'DOT'), ('DOT.F', 'DOT'),
    ('ADA', 'ADA'), ('ADA.S', 'ADA'), ('ADA.F', 'ADA')
  ) AS m (symbol, ticker)
  JOIN instruments i ON i.ticker = m.ticker
  JOIN venues v ON v.slug = 'kraken'
ON CONFLICT (venue_id, symbol) DO NOTHING;
