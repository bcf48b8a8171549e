-- Every entity of the product, with the checks and the indexes its lists need.
-- Money and quantities are numeric(38,18); dates are date; timestamps are timestamptz.

CREATE DOMAIN account_class AS text
  CHECK (VALUE IN ('cash', 'crypto', 'real', 'equity', 'bank'));
CREATE DOMAIN account_type AS text
  CHECK (VALUE IN ('cash', 'bank', 'credit', 'loan', 'investment', 'asset', 'liability', 'crypto',
                   'crypto_defi', 'crypto_nft', 'equity', 'equity_broker', 'other'));

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  fullname text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
  password_hash text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'unverified' CHECK (role IN ('unverified', 'user', 'admin')),
  status boolean NOT NULL DEFAULT true,
  meta jsonb,
  avatar_url text,
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_created_at_idx ON users (created_at DESC, id);
CREATE INDEX users_fullname_idx ON users (fullname);

CREATE TABLE instruments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  ticker text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('fiat', 'crypto', 'equity', 'commodity')),
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  status boolean NOT NULL DEFAULT false,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instruments_type_status_idx ON instruments (type, status, ticker);

CREATE TABLE venues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL,
  account_fields jsonb NOT NULL,
  account_class account_class NOT NULL,
  account_type account_type NOT NULL,
  connector_slug text,
  status boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venues_status_visible_idx ON venues (status, visible, name);

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_category_key ON categories (lower(category));

CREATE TABLE instrument_mappings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instrument_id uuid NOT NULL REFERENCES instruments (id),
  venue_id uuid NOT NULL REFERENCES venues (id),
  symbol text NOT NULL,
  status boolean NOT NULL DEFAULT false,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX instrument_mappings_venue_symbol_key ON instrument_mappings (venue_id, symbol);
CREATE INDEX instrument_mappings_instrument_idx ON instrument_mappings (instrument_id);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  description text,
  account_class account_class NOT NULL,
  account_type account_type NOT NULL,
  initial_value numeric(38, 18) NOT NULL DEFAULT 0,
  value numeric(38, 18) NOT NULL DEFAULT 0,
  instrument_id uuid NOT NULL REFERENCES instruments (id),
  venue_id uuid REFERENCES venues (id),
  meta jsonb,
  master_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  secrets_encrypted text,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_created_idx ON accounts (user_id, created_at DESC, id);
CREATE INDEX accounts_user_class_created_idx ON accounts (user_id, account_class, created_at DESC, id);
CREATE INDEX accounts_user_name_idx ON accounts (user_id, lower(name));
CREATE INDEX accounts_instrument_idx ON accounts (instrument_id);
CREATE INDEX accounts_venue_idx ON accounts (venue_id);

CREATE TABLE assets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  instrument_id uuid REFERENCES instruments (id),
  venue_id uuid REFERENCES venues (id),
  opening_balance numeric(38, 18) NOT NULL DEFAULT 0,
  balance numeric(38, 18) NOT NULL DEFAULT 0,
  value numeric(38, 18) NOT NULL DEFAULT 0,
  breakdown jsonb,
  description text,
  asset_class account_class NOT NULL,
  status boolean NOT NULL DEFAULT true,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assets_user_created_idx ON assets (user_id, created_at DESC, id);
CREATE INDEX assets_user_account_idx ON assets (user_id, account_id, created_at DESC);
CREATE INDEX assets_account_idx ON assets (account_id);
CREATE INDEX assets_user_class_idx ON assets (user_id, asset_class, created_at DESC);
CREATE INDEX assets_user_instrument_idx ON assets (user_id, instrument_id);
CREATE INDEX assets_user_value_idx ON assets (user_id, value DESC);

CREATE TABLE statement_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text,
  size integer NOT NULL,
  sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  balance numeric(38, 18),
  rows jsonb,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE INDEX statement_uploads_user_created_idx ON statement_uploads (user_id, created_at DESC);
CREATE INDEX statement_uploads_account_sha_idx ON statement_uploads (account_id, sha256);

CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  account_class account_class NOT NULL,
  asset_id uuid REFERENCES assets (id) ON DELETE CASCADE,
  instrument_id uuid REFERENCES instruments (id),
  category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
  destination_account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  destination_asset_id uuid REFERENCES assets (id) ON DELETE CASCADE,
  upload_id uuid REFERENCES statement_uploads (id) ON DELETE SET NULL,
  transaction_type text NOT NULL CHECK (transaction_type IN ('credit', 'debit', 'transfer')),
  amount numeric(38, 18) NOT NULL,
  fee numeric(38, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  description text NOT NULL,
  date date NOT NULL,
  meta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((transaction_type = 'transfer') = (destination_account_id IS NOT NULL))
);
-- The default list order is date desc, created_at desc, id: one index per way a list is narrowed.
CREATE INDEX transactions_user_date_idx ON transactions (user_id, date DESC, created_at DESC, id);
CREATE INDEX transactions_user_class_date_idx
  ON transactions (user_id, account_class, date DESC, created_at DESC, id);
CREATE INDEX transactions_account_date_idx ON transactions (account_id, date DESC, created_at DESC, id);
CREATE INDEX transactions_asset_date_idx ON transactions (asset_id, date DESC, created_at DESC, id);
CREATE INDEX transactions_destination_date_idx
  ON transactions (destination_account_id, date DESC, created_at DESC, id)
  WHERE destination_account_id IS NOT NULL;
CREATE INDEX transactions_destination_asset_idx ON transactions (destination_asset_id)
  WHERE destination_asset_id IS NOT NULL;
CREATE INDEX transactions_category_idx ON transactions (category_id);
CREATE INDEX transactions_upload_idx ON transactions (upload_id) WHERE upload_id IS NOT NULL;

-- Authentication: single-use mail tokens (hashed), revoked signed tokens, failed sign-ins.
CREATE TABLE user_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_user_purpose_idx ON user_tokens (user_id, purpose, created_at DESC);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_created_idx ON login_failures (key, created_at);
CREATE INDEX login_failures_created_idx ON login_failures (created_at);
