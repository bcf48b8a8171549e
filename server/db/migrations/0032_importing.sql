-- Issue 29: an import of an export is written in chunks (server/domain/dataImport.ts), each a
-- transaction of its own, so that nobody waits for the whole of it. While it runs the person's
-- ledger writes are refused, and a chunk stamps the time here now and then; an import whose stamp
-- is a minute old was cut short (the process died) and is taken back (recoverImports).
ALTER TABLE users ADD COLUMN importing_at timestamptz;
CREATE INDEX users_importing_idx ON users (importing_at) WHERE importing_at IS NOT NULL;
