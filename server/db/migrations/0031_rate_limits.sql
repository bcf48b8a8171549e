-- Issue 28: the per-minute request limits of server/graphql/fairness.ts when the API runs on
-- PostgreSQL (DATABASE_URL), so that every instance on the database counts together. The table
-- is rate-limiter-flexible's (RateLimiterPostgres): one row per counted key, `expire` in epoch
-- milliseconds. On PGlite (one process) the limits stay in memory and the table stays empty.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limits_expire ON rate_limits (expire);
