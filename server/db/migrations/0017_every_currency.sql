-- Issue 26: every currency the European Central Bank publishes reference rates for (the Frankfurter
-- API's /currencies) can be held: each is an active fiat instrument, with its English name and its
-- ISO 4217 minor units as decimals (shared/currencies.ts), so an account of any class that holds
-- money can be opened in it and its statements imported. Their rates and history come from the
-- ECB like every fiat's (server/domain/prices/frankfurter.ts). USD, EUR, GBP, CHF and JPY exist
-- since 0002 and are left as they are (ON CONFLICT), as is any an administrator created already.
--
-- HUF and IDR have 2 minor units by ISO 4217, though no coin is that small any more: statements
-- written with them (1 234,00 Ft) are read, and whole amounts fit any number of decimals.
--
-- BGN: Bulgaria adopted the euro on 2026-01-01 (1.95583 lev to the euro) and the ECB's last lev
-- rate is of 2025-12-31. It stays active: statements and balances in leva from before are still
-- imported and valued at that day's rate (the history the ECB has); a balance held in leva
-- after the changeover is valued at the last rate published, so it is best moved to a euro account.
INSERT INTO instruments (name, ticker, type, decimals, status) VALUES
  ('Australian Dollar', 'AUD', 'fiat', 2, true),
  ('Bulgarian Lev', 'BGN', 'fiat', 2, true),
  ('Brazilian Real', 'BRL', 'fiat', 2, true),
  ('Canadian Dollar', 'CAD', 'fiat', 2, true),
  ('Swiss Franc', 'CHF', 'fiat', 2, true),
  ('Chinese Yuan', 'CNY', 'fiat', 2, true),
  ('Czech Koruna', 'CZK', 'fiat', 2, true),
  ('Danish Krone', 'DKK', 'fiat', 2, true),
  ('Euro', 'EUR', 'fiat', 2, true),
  ('British Pound', 'GBP', 'fiat', 2, true),
  ('Hong Kong Dollar', 'HKD', 'fiat', 2, true),
  ('Hungarian Forint', 'HUF', 'fiat', 2, true),
  ('Indonesian Rupiah', 'IDR', 'fiat', 2, true),
  ('Israeli New Shekel', 'ILS', 'fiat', 2, true),
  ('Indian Rupee', 'INR', 'fiat', 2, true),
  ('Icelandic Krona', 'ISK', 'fiat', 0, true),
  ('Japanese Yen', 'JPY', 'fiat', 0, true),
  ('South Korean Won', 'KRW', 'fiat', 0, true),
  ('Mexican Peso', 'MXN', 'fiat', 2, true),
  ('Malaysian Ringgit', 'MYR', 'fiat', 2, true),
  ('Norwegian Krone', 'NOK', 'fiat', 2, true),
  ('New Zealand Dollar', 'NZD', 'fiat', 2, true),
  ('Philippine Peso', 'PHP', 'fiat', 2, true),
  ('Polish Zloty', 'PLN', 'fiat', 2, true),
  ('Romanian Leu', 'RON', 'fiat', 2, true),
  ('Swedish Krona', 'SEK', 'fiat', 2, true),
  ('Singapore Dollar', 'SGD', 'fiat', 2, true),
  ('Thai Baht', 'THB', 'fiat', 2, true),
  ('Turkish Lira', 'TRY', 'fiat', 2, true),
  ('US Dollar', 'USD', 'fiat', 2, true),
  ('South African Rand', 'ZAR', 'fiat', 2, true)
ON CONFLICT (ticker) DO NOTHING;
