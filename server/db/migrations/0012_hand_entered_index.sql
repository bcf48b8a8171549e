-- The transactions a person entered by hand (no statement text) of an account, by day: a
-- statement's upload and confirm look for them a few days around each row (probable duplicates,
-- server/domain/statements/imports.ts), and an account that imported its history holds few of
-- them among many imported ones, which the account's own index would visit one by one.
CREATE INDEX transactions_account_hand_date_idx ON transactions (account_id, date)
  WHERE statement_text IS NULL;
