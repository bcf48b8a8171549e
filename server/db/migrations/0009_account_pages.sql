-- An account's transaction pages from its indexes alone (issue 10 at a million rows). The list of
-- an account (resolvers/transactions.ts, `touching`) walks the account's index and the index of
-- the transfers it receives in the list's order, start + limit entries each, and filters them by
-- owner (and a transfer by its source). Neither index held those columns, so every entry walked
-- cost a visit to the table, and among many users the planner read all of the account's rows
-- (through the trigram index's owner column) and sorted them instead: 140 ms for a middle page.
-- With the owner (and the source) carried in the index, the walk is an index-only scan. Replaced,
-- not added beside: an index more costs every write, and the keys, which the statement import's
-- duplicate check (account, date) and the cascades use, stay as they were.
DROP INDEX transactions_account_date_idx;
CREATE INDEX transactions_account_date_idx
  ON transactions (account_id, date DESC, created_at DESC, id) INCLUDE (user_id);
DROP INDEX transactions_destination_date_idx;
CREATE INDEX transactions_destination_date_idx
  ON transactions (destination_account_id, date DESC, created_at DESC, id)
  INCLUDE (user_id, account_id)
  WHERE destination_account_id IS NOT NULL;
