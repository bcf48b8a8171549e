-- Issue 29: what a new transaction costs PGlite, one lookup and one index entry less.
-- A transaction's account is its owner's: one foreign key of (account_id, user_id) on the
-- account's (id, user_id) says so, where the two of account_id and user_id each looked a row up
-- (a person's rows still go with the person: with their accounts).
CREATE UNIQUE INDEX accounts_id_user_idx ON accounts (id, user_id);
ALTER TABLE transactions
  ADD CONSTRAINT transactions_account_owner_fkey FOREIGN KEY (account_id, user_id)
    REFERENCES accounts (id, user_id) ON DELETE CASCADE;
ALTER TABLE transactions DROP CONSTRAINT transactions_account_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_user_id_fkey;
-- Only a category's deletion looks transactions up by category alone (ON DELETE SET NULL), and
-- most rows have none: they need no entry.
DROP INDEX transactions_category_idx;
CREATE INDEX transactions_category_idx ON transactions (category_id) WHERE category_id IS NOT NULL;
