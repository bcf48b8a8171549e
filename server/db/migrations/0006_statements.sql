-- Bank statement import (issue 7): what a booked row came from, so that a statement uploaded again
-- finds its rows as duplicates, and the column mapping a person chose for an account's CSV files.
-- See server/domain/statements/.

-- The bank's own id for the row (OFX FITID, CAMT entry reference, MT940 bank reference).
ALTER TABLE transactions ADD COLUMN bank_reference text;
-- The other party as the statement names it (payee, Auftraggeber/Empfänger).
ALTER TABLE transactions ADD COLUMN counterparty text;
-- The row's description as the file said it, normalised: a person may edit the description
-- before booking, and the next upload of the same file must still recognise the row.
ALTER TABLE transactions ADD COLUMN statement_text text;
-- What categorises the row for the next import: the counterparty, normalised (else the
-- statement text).
ALTER TABLE transactions ADD COLUMN counterparty_key text;

-- Duplicates by the bank's id, whatever the date.
CREATE INDEX transactions_account_reference_idx ON transactions (account_id, bank_reference)
  WHERE bank_reference IS NOT NULL;
-- The category of a person's latest transaction with a counterparty.
CREATE INDEX transactions_user_counterparty_idx
  ON transactions (user_id, counterparty_key, date DESC, created_at DESC)
  WHERE counterparty_key IS NOT NULL AND category_id IS NOT NULL;

-- Staged uploads are removed after a day unless confirmed: found by age.
CREATE INDEX statement_uploads_pending_idx ON statement_uploads (created_at)
  WHERE status = 'pending';

-- The CSV column mapping a person chose for an account, used again while the header is the same.
CREATE TABLE statement_mappings (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The header's column names, in order, as the file had them.
  header text[] NOT NULL,
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
