-- Issue 26 item 6: change that means something. Beside each day's net worth, what of it was
-- added to tracking that day, and the investments' value and flows behind their time-weighted
-- return. All in USD like the rest of the row; computed by the same repair
-- (server/domain/valuation.ts: historyDays).

-- Value added to tracking that day (debts negative): what an asset held on its first day before
-- that day's transactions (an account's own opening balance), a holding's 'Opening balance'
-- transaction, a real asset's first valuation, and a holding's balance on the first day it has a
-- price after days without one. What the net worth moved by beyond it is change.
ALTER TABLE net_worth_daily ADD COLUMN added numeric(38, 18) NOT NULL DEFAULT 0;
-- Σ values of the investments (holdings of crypto and brokerage accounts) that day.
ALTER TABLE net_worth_daily ADD COLUMN invested numeric(38, 18) NOT NULL DEFAULT 0;
-- Money moved into (negative: out of) the investments that day, at that day's prices: what is
-- added to tracking in them, credits and debits on them but income (holding_id) and fees,
-- transfers between them and any other account. A trade or a transfer among investments moves
-- nothing in or out. A day's return is (invested − invested_flows) ÷ the day before's invested.
ALTER TABLE net_worth_daily ADD COLUMN invested_flows numeric(38, 18) NOT NULL DEFAULT 0;

-- Every stored history is computed again, with the new columns, on its next read.
INSERT INTO net_worth_stale (user_id, from_day)
SELECT DISTINCT user_id, '-infinity'::date FROM net_worth_daily
ON CONFLICT (user_id) DO UPDATE SET from_day = '-infinity'::date, marked_at = now();
