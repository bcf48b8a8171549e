// A person's own settings: their name, the currency their figures are shown in and the language
// of their mails. The base currency changes how figures are answered, not what is stored
// (valuation.ts divides by its rate when reading), so a switch takes effect with the next read;
// its rates are fetched (and back-filled) when it has none yet.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { instruments, users, type UserRow } from '../db/schema.js';
import type { Jobs } from '../jobs/jobs.js';
import { checkName } from './auth.js';
import { MAIL_LANGUAGES, type MailLanguage } from './mail.js';
import { Checks, type Failure } from './result.js';

export type ProfileInput = {
  fullname?: string | null;
  /** An active fiat currency's ticker. */
  base_currency?: string | null;
  language?: string | null;
};

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: ProfileInput,
  jobs?: Jobs,
): Promise<UserRow | Failure> {
  const fullname = input.fullname?.trim();
  const check = fullname == null ? new Checks() : checkName(new Checks(), fullname, false);
  const ticker = input.base_currency?.trim().toUpperCase();
  const [currency] = ticker
    ? await db
        .select({ id: instruments.id })
        .from(instruments)
        .where(
          and(
            eq(instruments.ticker, ticker),
            eq(instruments.type, 'fiat'),
            eq(instruments.status, true),
          ),
        )
    : [];
  check
    .that(
      'base_currency',
      input.base_currency == null || !!currency,
      'Choose one of the currencies the app offers',
    )
    .that(
      'language',
      input.language == null || (MAIL_LANGUAGES as readonly string[]).includes(input.language),
      'Choose English or German',
    );
  if (check.failed) return check.failure();
  const changes = {
    ...(fullname != null && { fullname }),
    ...(currency && { base_instrument_id: currency.id }),
    ...(input.language != null && { language: input.language as MailLanguage }),
  };
  if (Object.keys(changes).length === 0) return user;
  const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  if (currency && currency.id !== user.base_instrument_id) await jobs?.instrumentHeld(currency.id);
  return updated ?? user;
}
