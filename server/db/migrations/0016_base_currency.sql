-- Issue 26: a person's base currency, and instruments priced in a currency other than USD.

-- The currency a person's figures are shown in (USD unless they choose another): every value the
-- API answers in "the owner's currency" is the stored USD value divided by this currency's USD
-- price on the day it is for (server/domain/valuation.ts), so a switch re-values nothing stored.
CREATE FUNCTION usd_instrument() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT id FROM instruments WHERE ticker = 'USD' $$;
ALTER TABLE users ADD COLUMN base_instrument_id uuid REFERENCES instruments (id);
UPDATE users SET base_instrument_id = usd_instrument();
ALTER TABLE users ALTER COLUMN base_instrument_id SET DEFAULT usd_instrument();
ALTER TABLE users ALTER COLUMN base_instrument_id SET NOT NULL;
CREATE INDEX users_base_instrument_idx ON users (base_instrument_id);

-- What an instrument's prices are quoted in: NULL for USD (every price until now), else a fiat
-- instrument (an ETF on XETRA is quoted in EUR). A holding's USD price on a day is its price
-- times its quote currency's USD price on that day.
-- (No index: a few dozen instruments are read whole faster than through one.)
ALTER TABLE instruments ADD COLUMN quote_instrument_id uuid REFERENCES instruments (id);

-- The language the mails to a person are written in (en, de).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'de'));

-- USD per unit of an instrument on a day: its newest price on or before the day, times its quote
-- currency's (whose prices are in USD); USD itself is 1; NULL while a price is unknown. The one
-- door for "what is a unit worth in USD then" in SQL (server/domain/valuation.ts).
CREATE FUNCTION usd_price(instrument uuid, on_day date) RETURNS numeric
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN i.ticker = 'USD' THEN 1::numeric ELSE (
           SELECT p.price * CASE WHEN i.quote_instrument_id IS NULL THEN 1::numeric ELSE (
                    SELECT q.price FROM prices q
                     WHERE q.instrument_id = i.quote_instrument_id AND q.day <= on_day
                     ORDER BY q.day DESC LIMIT 1) END
             FROM prices p
            WHERE p.instrument_id = i.id AND p.day <= on_day
            ORDER BY p.day DESC LIMIT 1) END
    FROM instruments i WHERE i.id = instrument
$$;
