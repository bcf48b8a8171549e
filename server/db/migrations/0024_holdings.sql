-- Issue 27: what a person holds, listed on the Assets page: each instrument once, its assets in
-- every account added up, and each real asset on its own (two houses are two holdings, not one
-- "US Dollar"; an asset of no instrument too). Debts are not holdings, and what is no longer
-- held (a balance of 0) is not listed; a real asset is, whatever its valuation. A list reads it WHERE user_id = $1, which
-- PostgreSQL pushes into the grouping (user_id is one of its keys): only that person's assets are
-- read (assets_user_instrument_idx). `value` is in USD, as the assets' (the API answers it in the
-- owner's currency); it leaves out what has no price (`unpriced`) and is NULL when nothing does.
CREATE VIEW holdings AS
SELECT s.user_id,
       CASE WHEN s.asset_class = 'real' OR s.instrument_id IS NULL THEN s.id
            ELSE s.instrument_id END AS id,
       min(CASE WHEN s.asset_class = 'real' OR i.id IS NULL THEN s.name ELSE i.name END) AS name,
       (array_agg(s.instrument_id))[1] AS instrument_id,
       array_agg(DISTINCT s.asset_class ORDER BY s.asset_class) AS asset_classes,
       sum(s.balance) AS quantity,
       CASE WHEN bool_and(s.value IS NULL) THEN NULL ELSE sum(s.value) END AS value,
       bool_or(s.value IS NULL) AS unpriced,
       -- the order of `value`: what has no price comes after what is worth something
       coalesce(sum(s.value), 0) AS worth,
       count(*)::int AS assets,
       -- the assets it adds up (getAssets(holding_id), the holding's page)
       array_agg(s.id ORDER BY s.id) AS asset_ids
  FROM assets s
  LEFT JOIN instruments i ON i.id = s.instrument_id
 WHERE s.asset_class <> 'liability' AND (s.balance <> 0 OR s.asset_class = 'real')
 GROUP BY s.user_id, 2;
