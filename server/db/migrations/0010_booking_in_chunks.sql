-- A confirmed statement is booked in chunks, each in a transaction of its own (issue 23: one
-- transaction of 20,000 rows held PGlite's one connection for 5 s, and everyone waited). While
-- its chunks are booked an upload's status is 'booking', and each chunk's transaction stamps
-- booking_at: a booking whose stamp has grown old was cut short (the process died), and its
-- rows are taken back (server/domain/statements/imports.ts, recoverBookings).
ALTER TABLE statement_uploads ADD COLUMN booking_at timestamptz;
CREATE INDEX statement_uploads_booking_idx ON statement_uploads (booking_at)
  WHERE status = 'booking';
ALTER TABLE statement_uploads DROP CONSTRAINT statement_uploads_status_check;
ALTER TABLE statement_uploads ADD CONSTRAINT statement_uploads_status_check
  CHECK (status IN ('pending', 'booking', 'confirmed'));
