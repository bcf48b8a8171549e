-- Issue 26: trades and the income a holding earns.
--
-- A trade is one booking that moves cash and quantity together: a transfer inside one account
-- between its cash (the primary asset) and a holding (ledger/trades.ts). A buy pays the gross
-- amount and the fee from the cash and adds the quantity (destination_amount) to the holding; a
-- sell takes the quantity from the holding and adds the proceeds less the fee to the cash. The
-- trade as entered (side, price, fee) is its meta, {"kind": "trade", ...}.
--
-- Income (a dividend, interest, a staking reward) is a credit linked to the holding that earned
-- it: holding_id. Deleting the holding keeps the money and drops the link.
ALTER TABLE transactions ADD COLUMN holding_id uuid REFERENCES assets (id) ON DELETE SET NULL;
CREATE INDEX transactions_holding_idx ON transactions (holding_id) WHERE holding_id IS NOT NULL;

-- A holding's transactions are those it pays from and those it receives (a buy's quantity, a
-- transfer in): the list reads each half from an index in its order, as an account's does.
DROP INDEX transactions_destination_asset_idx;
CREATE INDEX transactions_destination_asset_date_idx
  ON transactions (destination_asset_id, date DESC, created_at DESC, id)
  WHERE destination_asset_id IS NOT NULL;

-- A person's holdings' costs (performance.ts: quantity, cost basis, realised gain, income per
-- holding), kept until something they rest on changes: `key` hashes the person's transactions'
-- version, their holdings and opening balances, their base currency and price_changes, which
-- every revaluation moves on (a price stored, a person's own price). A wallet synced 50,000
-- times is read once per change, not at every dashboard.
CREATE SEQUENCE price_changes;
CREATE TABLE performance_figures (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  figures jsonb NOT NULL
);
