-- Issue 23: a history's range figures (valuation.ts, rangeFigures) read only the days on which
-- something was added to tracking and those with investments or their flows, but found them by
-- reading every stored day of the person: a history since 1900 is 46,000 days, and that one
-- statement held PGlite 122 ms while everybody else waited. These indexes hold only such days.
CREATE INDEX net_worth_daily_added_idx ON net_worth_daily (user_id, day) WHERE added <> 0;
CREATE INDEX net_worth_daily_invested_idx ON net_worth_daily (user_id, day)
  WHERE invested <> 0 OR invested_flows <> 0;
