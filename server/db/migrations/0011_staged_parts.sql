-- A staged upload's rows in parts of 1,000 (issue 23): one jsonb of 20,000 rows was written by
-- one 240-580 ms insert and read back by one 60-110 ms select, and on PGlite every other caller
-- waited for each. Parts are written and read one query at a time, the review reads them a page
-- at a time (server/domain/statements/imports.ts), and they go with their upload.
CREATE TABLE statement_upload_parts (
  upload_id uuid NOT NULL REFERENCES statement_uploads (id) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  rows jsonb NOT NULL,
  PRIMARY KEY (upload_id, part)
);
-- Uploads still waiting to be confirmed keep their rows, cut into parts, and their row count.
INSERT INTO statement_upload_parts (upload_id, part, rows)
  SELECT u.id, (e.ord - 1) / 1000, jsonb_agg(e.value ORDER BY e.ord)
    FROM statement_uploads u, jsonb_array_elements(u.rows) WITH ORDINALITY AS e (value, ord)
   WHERE u.rows IS NOT NULL AND u.status <> 'confirmed'
   GROUP BY u.id, (e.ord - 1) / 1000;
UPDATE statement_uploads
   SET meta = coalesce(meta, '{}'::jsonb) || jsonb_build_object('count', jsonb_array_length(rows))
 WHERE rows IS NOT NULL AND status <> 'confirmed';
ALTER TABLE statement_uploads DROP COLUMN rows;
