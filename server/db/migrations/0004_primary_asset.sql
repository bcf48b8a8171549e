-- The primary asset of an account, stored instead of inferred (it was "the oldest asset in the
-- account's currency", which an older asset moved in from another account would take over).
-- It holds the account's own balance: account.initial_value is its opening balance, transfers
-- into the account land on it, and it neither moves nor is deleted on its own. See
-- server/domain/ledger.ts.
ALTER TABLE assets ADD COLUMN is_primary boolean NOT NULL DEFAULT false;

-- Backfill: the asset each account's primary was inferred as until now.
UPDATE assets s SET is_primary = true
  FROM (
    SELECT DISTINCT ON (a.id) s.id
      FROM accounts a
      JOIN assets s ON s.account_id = a.id AND s.instrument_id = a.instrument_id
     ORDER BY a.id, s.created_at, s.id
  ) p
 WHERE s.id = p.id;

CREATE UNIQUE INDEX assets_account_primary_key ON assets (account_id) WHERE is_primary;
