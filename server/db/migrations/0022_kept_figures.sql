-- Issue 26: figures kept between reads, each under a key of everything it rests on
-- (server/domain/kept.ts): a person's holdings' performance (which performance_figures kept) and
-- their net-worth history of each range in their base currency. A read computes the key and
-- reads what is kept under it in one statement; figures kept under an older key are computed
-- again and kept in their place. One row per person and kind of figures.
CREATE TABLE kept_figures (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  key text NOT NULL,
  figures jsonb NOT NULL,
  PRIMARY KEY (user_id, kind)
);
DROP TABLE performance_figures;

-- Moves on with every chunk of a repair of the person's history (valuation.ts, repairChunk), the
-- only writer of net_worth_daily: what a kept history rests on besides the base currency's rates.
ALTER TABLE users ADD COLUMN history_version bigint NOT NULL DEFAULT 0;
