-- A staged upload's rows in parts of at most 1,000 (issue 23): one jsonb of 20,000 rows was
-- written by one 240-580 ms insert and read back by one 60-110 ms select, and on PGlite every
-- other caller waited for each. Parts are written and read one query at a time
-- (server/domain/statements/imports.ts), and go with their upload.
CREATE TABLE statement_upload_parts (
  upload_id uuid NOT NULL REFERENCES statement_uploads (id) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  rows jsonb NOT NULL,
  PRIMARY KEY (upload_id, part)
);
-- Uploads still waiting to be confirmed keep their rows, as one part.
INSERT INTO statement_upload_parts (upload_id, part, rows)
  SELECT id, 0, rows FROM statement_uploads WHERE rows IS NOT NULL AND status <> 'confirmed';
ALTER TABLE statement_uploads DROP COLUMN rows;
