-- Reference data of a new installation. Runs once, like every migration; ON CONFLICT keeps it
-- harmless on a database where an administrator already created some of these.

INSERT INTO instruments (name, ticker, type, decimals, status) VALUES
  ('US Dollar', 'USD', 'fiat', 2, true),
  ('Euro', 'EUR', 'fiat', 2, true),
  ('British Pound', 'GBP', 'fiat', 2, true),
  ('Swiss Franc', 'CHF', 'fiat', 2, true),
  ('Japanese Yen', 'JPY', 'fiat', 0, true),
  ('Bitcoin', 'BTC', 'crypto', 8, true),
  ('Ether', 'ETH', 'crypto', 18, true),
  ('Solana', 'SOL', 'crypto', 9, true),
  ('Tether', 'USDT', 'crypto', 6, true),
  ('USD Coin', 'USDC', 'crypto', 6, true)
ON CONFLICT (ticker) DO NOTHING;

INSERT INTO categories (category) VALUES
  ('Salary'), ('Groceries'), ('Rent'), ('Utilities'), ('Transport'), ('Dining'),
  ('Entertainment'), ('Health'), ('Transfer'), ('Other')
ON CONFLICT DO NOTHING;

INSERT INTO venues (name, slug, description, account_fields, account_class, account_type,
                    connector_slug, status, visible)
VALUES ('Kraken', 'kraken', 'Kraken crypto exchange: balances read with an API key.',
        '{"public_key": "Public key", "private_key": "Private key"}', 'crypto', 'crypto',
        'kraken', false, true)
ON CONFLICT (slug) DO NOTHING;
