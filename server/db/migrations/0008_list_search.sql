-- Lists at scale (issue 10): searches served by trigram indexes, the counts of the narrowed
-- transaction lists kept like the user's and the account's (0003), and a version of each user's
-- transactions that the counts of searched lists are kept by, so that no list page reads all of
-- a user's rows. See server/graphql/listArgs.ts and resolvers/transactions.ts.

-- `field_contains` is ILIKE '%text%', which no btree can serve: a trigram GIN index finds the
-- rows holding the text's trigrams (three characters or more). The owner is a column of the same
-- index (btree_gin), so a user's search reads their own matches, not every user's with the same
-- words. Both extensions are trusted (PostgreSQL 13+): a database's owner may create them without
-- being superuser. PGlite loads them when it opens (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX transactions_user_description_trgm_idx
  ON transactions USING gin (user_id, description gin_trgm_ops);
CREATE INDEX accounts_user_name_trgm_idx ON accounts USING gin (user_id, name gin_trgm_ops);
CREATE INDEX assets_user_name_trgm_idx ON assets USING gin (user_id, name gin_trgm_ops);
-- The administrators' user list searches by name and e-mail across all users.
CREATE INDEX users_fullname_trgm_idx ON users USING gin (fullname gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

-- How many transactions a user has in each class (a transfer counts for its source's class and,
-- when it differs, its destination's: the class list shows both), and how many each asset pays
-- from (the asset list's `asset_id`). Kept by the same statement triggers as the user's and the
-- account's counts, in the writing transaction: cascades, statement confirms and edits included.
CREATE TABLE transaction_counts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_class account_class NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, account_class)
);
ALTER TABLE assets ADD COLUMN transaction_count bigint NOT NULL DEFAULT 0;
-- Moves on with every statement that writes a user's transactions: a count of a searched list
-- read at one version holds until the next (resolvers/transactions.ts keeps such counts).
ALTER TABLE users ADD COLUMN transactions_version bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION transactions_recount() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  shift constant text := $q$
    WITH changed AS (
      SELECT user_id, account_id, destination_account_id, asset_id, account_class,
             destination_account_class
        FROM %1$I
    ),
    by_user AS (
      UPDATE users u SET transaction_count = u.transaction_count + %2$s * c.n,
                         transactions_version = u.transactions_version + 1
      FROM (SELECT user_id, count(*) AS n FROM changed GROUP BY user_id) c
      WHERE u.id = c.user_id
    ),
    -- Only users that still exist: rows deleted with their user leave nothing to count.
    by_class AS (
      INSERT INTO transaction_counts AS t (user_id, account_class, n)
      SELECT c.user_id, c.account_class, %2$s * count(*)
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
      UPDATE assets s SET transaction_count = s.transaction_count + %2$s * c.n
      FROM (SELECT asset_id, count(*) AS n FROM changed GROUP BY asset_id) c
      WHERE s.id = c.asset_id
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

INSERT INTO transaction_counts (user_id, account_class, n)
SELECT user_id, account_class, count(*)
  FROM (
    SELECT user_id, account_class FROM transactions
    UNION ALL
    SELECT user_id, destination_account_class FROM transactions
    WHERE destination_account_class IS NOT NULL AND destination_account_class <> account_class
  ) c
 GROUP BY user_id, account_class;
UPDATE assets s SET transaction_count = c.n
  FROM (SELECT asset_id, count(*) AS n FROM transactions GROUP BY asset_id) c
 WHERE s.id = c.asset_id;
