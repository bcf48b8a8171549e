-- Issue 26: securities (stocks, ETFs, funds, commodities) found through a price provider.

-- Where a security trades, as its provider names it ("XETRA", "NasdaqGS"): the same ticker
-- means different things on different exchanges, and a person choosing one must see which.
-- NULL for currencies and crypto. Prices come in the trading currency (quote_instrument_id, 0016);
-- their source is 'yahoo' or 'twelvedata' (prices.source is plain text: no constraint to widen).
ALTER TABLE instruments ADD COLUMN exchange text;
