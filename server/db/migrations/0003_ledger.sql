-- The ledger (issue 3): the USD price an asset is valued at, maintained transaction counters, and
-- the indexes the account, asset and transaction lists sort and filter by.

-- USD per unit of the asset's instrument: 1 for USD; value ÷ balance as the person last set them
-- otherwise; NULL while unknown (value then stays as set). See server/domain/ledger.ts.
ALTER TABLE assets ADD COLUMN unit_price numeric(38, 18);
UPDATE assets s SET unit_price = 1
  FROM instruments i WHERE i.id = s.instrument_id AND i.ticker = 'USD';

-- How many transactions a user has, and how many touch an account (as source or destination):
-- an unfiltered page of 100,000 transactions then counts without scanning them. Kept by the
-- statement triggers below, so every insert and delete counts, cascades included.
ALTER TABLE users ADD COLUMN transaction_count bigint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN transaction_count bigint NOT NULL DEFAULT 0;

CREATE FUNCTION transactions_recount() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  shift constant text := $q$
    WITH changed AS (SELECT user_id, account_id, destination_account_id FROM %1$I),
    by_user AS (
      UPDATE users u SET transaction_count = u.transaction_count + %2$s * c.n
      FROM (SELECT user_id, count(*) AS n FROM changed GROUP BY user_id) c
      WHERE u.id = c.user_id
    )
    UPDATE accounts a SET transaction_count = a.transaction_count + %2$s * c.n
    FROM (
      SELECT id, count(*) AS n FROM (
        SELECT account_id AS id FROM changed
        UNION ALL
        SELECT destination_account_id FROM changed
        WHERE destination_account_id IS NOT NULL AND destination_account_id <> account_id
      ) touched GROUP BY id
    ) c
    WHERE a.id = c.id
  $q$;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(shift, 'old_rows', -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE format(shift, 'new_rows', 1);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER transactions_count_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount();
CREATE TRIGGER transactions_count_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount();
CREATE TRIGGER transactions_count_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount();

UPDATE users u SET transaction_count = (SELECT count(*) FROM transactions t WHERE t.user_id = u.id);
UPDATE accounts a SET transaction_count = (
  SELECT count(*) FROM transactions t
  WHERE t.account_id = a.id OR t.destination_account_id = a.id
);

-- Sorts and filters of the lists that 0001 does not serve yet.
CREATE INDEX accounts_user_name_sort_idx ON accounts (user_id, name, id);
CREATE INDEX accounts_user_value_idx ON accounts (user_id, value DESC, id);
CREATE INDEX assets_user_name_idx ON assets (user_id, name, id);
CREATE INDEX assets_user_balance_idx ON assets (user_id, balance DESC, id);
CREATE INDEX transactions_user_amount_idx ON transactions (user_id, amount DESC, id);
CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at DESC, id);
CREATE INDEX transactions_user_type_date_idx
  ON transactions (user_id, transaction_type, date DESC, created_at DESC, id);
CREATE INDEX transactions_user_category_date_idx
  ON transactions (user_id, category_id, date DESC, created_at DESC, id);
CREATE INDEX transactions_user_description_idx ON transactions (user_id, description, id);
