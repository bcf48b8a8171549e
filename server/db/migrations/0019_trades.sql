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

-- The asset's count follows: a transaction counts for its asset and, when it differs, its
-- destination asset (0015's function, with that change).
CREATE OR REPLACE FUNCTION transactions_recount() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  direction constant bigint := TG_ARGV[0]::bigint;
BEGIN
  WITH changed AS (
    SELECT user_id, account_id, destination_account_id, asset_id, destination_asset_id,
           account_class, destination_account_class
      FROM changed_rows
  ),
  by_user AS (
    UPDATE users u SET transaction_count = u.transaction_count + direction * c.n,
                       transactions_version = u.transactions_version + 1
    FROM (SELECT user_id, count(*) AS n FROM changed GROUP BY user_id) c
    WHERE u.id = c.user_id
  ),
  -- Only users that still exist: rows deleted with their user leave nothing to count.
  by_class AS (
    INSERT INTO transaction_counts AS t (user_id, account_class, n)
    SELECT c.user_id, c.account_class, direction * count(*)
      FROM (
        SELECT user_id, account_class FROM changed
        UNION ALL
        SELECT user_id, destination_account_class FROM changed
        WHERE destination_account_class IS NOT NULL
          AND destination_account_class <> account_class
      ) c
      JOIN users u ON u.id = c.user_id
     GROUP BY c.user_id, c.account_class
    ON CONFLICT (user_id, account_class) DO UPDATE SET n = t.n + excluded.n
  ),
  by_asset AS (
    UPDATE assets s SET transaction_count = s.transaction_count + direction * c.n
    FROM (
      SELECT id, count(*) AS n FROM (
        SELECT asset_id AS id FROM changed
        UNION ALL
        SELECT destination_asset_id FROM changed
        WHERE destination_asset_id IS NOT NULL AND destination_asset_id <> asset_id
      ) touched GROUP BY id
    ) c
    WHERE s.id = c.id
  )
  UPDATE accounts a SET transaction_count = a.transaction_count + direction * c.n
  FROM (
    SELECT id, count(*) AS n FROM (
      SELECT account_id AS id FROM changed
      UNION ALL
      SELECT destination_account_id FROM changed
      WHERE destination_account_id IS NOT NULL AND destination_account_id <> account_id
    ) touched GROUP BY id
  ) c
  WHERE a.id = c.id;
  RETURN NULL;
END
$fn$;


UPDATE assets s SET transaction_count = coalesce(c.n, 0)
  FROM assets a
  LEFT JOIN (
    SELECT id, count(*) AS n FROM (
      SELECT asset_id AS id FROM transactions
      UNION ALL
      SELECT destination_asset_id FROM transactions
      WHERE destination_asset_id IS NOT NULL AND destination_asset_id <> asset_id
    ) touched GROUP BY id
  ) c ON c.id = a.id
 WHERE s.id = a.id AND s.transaction_count IS DISTINCT FROM coalesce(c.n, 0);

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
