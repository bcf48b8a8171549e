-- Issue 26 item 7: prices a person can set, and why a holding has no price.

-- A person's own price per unit of an instrument they hold that nobody prices (no provider's or
-- administrator's price of any day: server/domain/ownPrices.ts), from a day on, in a currency they
-- state (currency_instrument_id: a fiat currency; NULL: USD, as instruments.quote_instrument_id).
-- It is used for their figures only, and only where no market price is known: a unit's USD price
-- on a day is the market's (usd_price) when known, else their newest own price on or before the
-- day times its currency's USD price that day (own_usd_price below; the history's bulk query in
-- server/domain/valuation.ts applies the same rule). Stored as given, not converted: a price in
-- EUR stays that many EUR, its USD worth moving with the rate as an instrument quoted in EUR does.
CREATE TABLE own_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  day date NOT NULL,
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  currency_instrument_id uuid REFERENCES instruments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- the newest on or before a day: one index probe (revalue, own_usd_price, the history)
  UNIQUE (user_id, instrument_id, day)
);
-- Rates of a currency move the holdings priced in it (applyPrices, revalue).
CREATE INDEX own_prices_currency_idx ON own_prices (currency_instrument_id)
  WHERE currency_instrument_id IS NOT NULL;
CREATE INDEX own_prices_instrument_idx ON own_prices (instrument_id);

-- USD per unit of an instrument on a day by the owner's own prices: their newest on or before the
-- day times its currency's USD price that day; NULL without one (or without the currency's rate).
CREATE FUNCTION own_usd_price(owner uuid, instrument uuid, on_day date) RETURNS numeric
  LANGUAGE sql STABLE AS $$
  SELECT o.price * CASE WHEN o.currency_instrument_id IS NULL THEN 1::numeric
                        ELSE usd_price(o.currency_instrument_id, on_day) END
    FROM own_prices o
   WHERE o.user_id = owner AND o.instrument_id = instrument AND o.day <= on_day
   ORDER BY o.day DESC LIMIT 1
$$;

-- What the price jobs last heard from the provider of each instrument they asked for: 'priced'
-- (it answered a price), 'unknown' (it answered, without this instrument: no provider prices it)
-- or 'failed' (it could not be asked: unreachable, too slow, refusing). failing_since is the
-- first failed ask since it last answered; error the provider's one-line message (for logs and
-- administrators, never shown to people). Why a holding has no price is read from here.
CREATE TABLE price_fetches (
  instrument_id uuid PRIMARY KEY REFERENCES instruments (id) ON DELETE CASCADE,
  source text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('priced', 'unknown', 'failed')),
  checked_at timestamptz NOT NULL,
  failing_since timestamptz CHECK ((outcome = 'failed') = (failing_since IS NOT NULL)),
  error text
);
