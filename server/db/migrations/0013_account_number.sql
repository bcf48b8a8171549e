-- An account's own number at its bank (an IBAN, or the bank's account number), kept as the
-- statement import compares it: letters and digits only, upper-cased, at most 34 of them
-- (server/domain/ledger/checks.ts). A file holding statements of several accounts is read for
-- the account whose number it is (server/domain/statements/imports.ts); a number the person chose
-- from such a file is stored here when the account had none.
ALTER TABLE accounts ADD COLUMN account_number text;
