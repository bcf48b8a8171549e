-- Net worth (issue 6): market prices with their daily history, owners' valuations of real assets,
-- debts, and the net-worth history kept per user and day. See server/domain/valuation.ts.

-- Debts (loan, mortgage, credit card): their balances are negative (what is owed), so they take
-- away from net worth like any other holding. A mortgage links to its property through
-- accounts.master_account_id.
ALTER DOMAIN account_class DROP CONSTRAINT account_class_check;
ALTER DOMAIN account_class ADD CONSTRAINT account_class_check
  CHECK (VALUE IN ('cash', 'crypto', 'real', 'equity', 'bank', 'liability'));

-- A transfer between accounts in different currencies: what the destination receives, in its
-- currency (the rate is implied). NULL: the amount itself, in one currency.
ALTER TABLE transactions ADD COLUMN destination_amount numeric(38, 18)
  CHECK (destination_amount IS NULL OR destination_amount > 0);

-- The class of a transfer's destination account (copied like account_class, which never
-- changes), so that a class's transactions include the transfers into it: buying coins from the
-- bank is a crypto transaction too.
ALTER TABLE transactions ADD COLUMN destination_account_class account_class;
UPDATE transactions t SET destination_account_class = a.account_class
  FROM accounts a WHERE a.id = t.destination_account_id;
CREATE INDEX transactions_user_destination_class_date_idx
  ON transactions (user_id, destination_account_class, date DESC, created_at DESC, id)
  WHERE destination_account_class IS NOT NULL;

-- USD per unit of an instrument on a day (the close, or the latest quote of today). One row per
-- instrument and day: a newer quote of the same day replaces it. USD itself is 1 and has no rows.
CREATE TABLE prices (
  instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  day date NOT NULL,
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  -- when the source quoted it
  as_of timestamptz NOT NULL,
  -- 'ecb' (Frankfurter), 'kraken', 'manual' (an administrator), 'demo' (the shipped demo file)
  source text NOT NULL,
  PRIMARY KEY (instrument_id, day)
);

-- What an owner says a real asset (house, car, collectible) is worth from a day on, in the asset's
-- currency: its balance is the latest of these (its USD value that times the currency's price),
-- and its history follows them. Real assets take no transactions.
CREATE TABLE asset_valuations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset_id uuid NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  day date NOT NULL,
  value numeric(38, 18) NOT NULL CHECK (value >= 0),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (asset_id, day)
);
CREATE INDEX asset_valuations_user_idx ON asset_valuations (user_id, day);

-- An asset's value is missing (NULL), never $0, while no price is known for its instrument.
ALTER TABLE assets ALTER COLUMN value DROP NOT NULL;
ALTER TABLE assets ALTER COLUMN value DROP DEFAULT;
UPDATE assets SET value = NULL WHERE unit_price IS NULL AND asset_class <> 'real';
-- When the price (or a real asset's latest valuation) its value rests on was quoted.
ALTER TABLE assets ADD COLUMN valued_at timestamptz;
-- Price refreshes revalue every holding of an instrument.
CREATE INDEX assets_instrument_idx ON assets (instrument_id);
-- Top assets of a class by value (dashboard, overviews).
CREATE INDEX assets_user_class_value_idx ON assets (user_id, asset_class, value DESC NULLS LAST, id);

-- Net worth per user and day, from the day of their first holding to today, each day valued at
-- that day's prices. Kept up to date: a change marks the days from its date on as stale
-- (net_worth_stale) and only those are computed again.
CREATE TABLE net_worth_daily (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  -- Σ values of everything held (debts negative) that has a price or valuation that day
  net_worth numeric(38, 18) NOT NULL,
  -- Σ of the positive holdings and of the debts (negative), for the same day
  assets numeric(38, 18) NOT NULL,
  liabilities numeric(38, 18) NOT NULL,
  -- holdings left out of the sums because no price or valuation was known that day
  unpriced integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

-- The first day of a user's history that is no longer right; the history is computed again from
-- it on before it is next read (and by the background job).
CREATE TABLE net_worth_stale (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  from_day date NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now()
);

-- Every user with holdings gets a history on first read.
INSERT INTO net_worth_stale (user_id, from_day)
SELECT user_id, least(min(created_at)::date, current_date) FROM assets GROUP BY user_id;
