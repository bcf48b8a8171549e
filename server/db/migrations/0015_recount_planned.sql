-- The transaction counters (0003, 0008) kept by SQL planned once per session, not at every
-- statement: the statement triggers ran their one query text through EXECUTE format(...) for the
-- old and the new rows, and PostgreSQL planned it again every time, 4 ms of the 20 ms a chunk of a
-- confirmed statement holds the database for on PGlite (issue 25). Static SQL in PL/pgSQL is
-- planned once and kept; it names one transition table, so each trigger gives its rows that name
-- (`changed_rows`) and says by its argument whether they count up (1) or down (-1): an update
-- has two triggers, one for the rows it removed and one for those it wrote.
CREATE OR REPLACE FUNCTION transactions_recount() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  direction constant bigint := TG_ARGV[0]::bigint;
BEGIN
  WITH changed AS (
    SELECT user_id, account_id, destination_account_id, asset_id, account_class,
           destination_account_class
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
    FROM (SELECT asset_id, count(*) AS n FROM changed GROUP BY asset_id) c
    WHERE s.id = c.asset_id
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

DROP TRIGGER transactions_count_insert ON transactions;
DROP TRIGGER transactions_count_update ON transactions;
DROP TRIGGER transactions_count_delete ON transactions;
CREATE TRIGGER transactions_count_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount(1);
CREATE TRIGGER transactions_count_update_old AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount('-1');
CREATE TRIGGER transactions_count_update_new AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount(1);
CREATE TRIGGER transactions_count_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_recount('-1');
