// Linking an account to a venue: createAccount with a venue_id. The venue must be one a user may
// link (enabled, visible, with a connector); the credentials must give every field of its
// account_fields, and are sealed for the new account (lib/secrets.ts). Its balances come from the
// venue (the first sync follows the create), so none is given; its currency defaults to USD. And
// the use cases of the API's createAccount (manual or linked) and syncAccount.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { instruments, venues, type VenueRow } from '../../db/schema.js';
import type { AccountNode } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { compareDecimals } from '../decimal.js';
import { createAccount, type CreateAccountInput } from '../ledger/accounts.js';
import { announced } from '../ledger/jobs.js';
import { accountNode } from '../ledger/queries.js';
import { Checks, fail, isFailure, notFound, ok, type Failure, type Success } from '../result.js';
import { isRecord } from '../prices/provider.js';
import type { VenueDeps } from './registry.js';
import { booked, syncAndAnnounce, type SyncOutcome } from './sync.js';
import { sealSecrets, type Secrets } from '../../lib/secrets.js';

type LinkAccountInput = CreateAccountInput & {
  venue_id?: string | null;
  secrets?: unknown;
};

const SECRETS_NEED_VENUE =
  'Credentials are only taken for an account linked to a venue: choose the venue';
/** Longer than any API key or private key; a bound on what is sealed and stored. */
const SECRET_MAX = 1000;

/**
 * The credentials `venue` asks for (its account_fields), trimmed, each one checked as
 * `secrets.<field>`; a field it does not ask for is refused. Values never appear in a message.
 */
function checkSecrets(check: Checks, venue: VenueRow, given: unknown): Secrets {
  const secrets: Secrets = {};
  if (!isRecord(given)) {
    check.that('secrets', false, `${venue.name} credentials are required`);
    return secrets;
  }
  for (const [field, label] of Object.entries(venue.account_fields)) {
    const value = given[field];
    const text = typeof value === 'string' ? value.trim() : '';
    check
      .that(`secrets.${field}`, text !== '', `${label} is required`)
      .that(`secrets.${field}`, text.length <= SECRET_MAX, `${label} is too long`);
    secrets[field] = text;
  }
  for (const field of Object.keys(given)) {
    check.that(
      `secrets.${field}`,
      Object.hasOwn(venue.account_fields, field),
      `${venue.name} accounts take no "${field.slice(0, 40)}"`,
    );
  }
  return secrets;
}

/** A linked account's currency when none is given. */
async function usdId(db: Db): Promise<string | undefined> {
  const [usd] = await db
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.ticker, 'USD'));
  return usd?.id;
}

/**
 * Creates an account linked to a venue (input.venue_id), with its credentials sealed. Credentials
 * without a venue are refused. The first sync is the caller's, once this has committed.
 */
export async function createLinkedAccount(
  deps: VenueDeps,
  userId: string,
  input: LinkAccountInput,
): ReturnType<typeof createAccount> {
  if (!input.venue_id) {
    return fail(SECRETS_NEED_VENUE, [{ field: 'secrets', message: SECRETS_NEED_VENUE }]);
  }
  const venue = await findRow(
    deps.db,
    venues,
    input.venue_id,
    and(eq(venues.status, true), eq(venues.visible, true)),
  );
  const check = new Checks().that('venue_id', !!venue, 'Venue not found');
  if (!venue) return check.failure();
  const fromVenue = "A linked account's balances come from the venue: leave the balance out";
  check
    .that(
      'venue_id',
      !!deps.connectors(venue.connector_slug),
      `${venue.name} accounts cannot be linked yet`,
    )
    .that(
      'account_class',
      input.account_class === venue.account_class,
      `A ${venue.name} account is of class ${venue.account_class}`,
    )
    .that('value', input.value == null || compareDecimals(input.value, '0') === 0, fromVenue)
    .that(
      'initial_value',
      input.initial_value == null || compareDecimals(input.initial_value, '0') === 0,
      fromVenue,
    );
  const secrets = checkSecrets(check, venue, input.secrets);
  if (check.failed) return check.failure();
  const { secrets: _given, venue_id: _venue, ...account } = input;
  return createAccount(
    deps.db,
    userId,
    {
      ...account,
      instrument_id: input.instrument_id ?? (await usdId(deps.db)),
      account_type: input.account_type ?? venue.account_type,
      value: '0',
      initial_value: null,
    },
    {
      link: {
        venue_id: venue.id,
        seal: (accountId) => sealSecrets(deps.key, { userId, accountId }, secrets),
      },
    },
  );
}

/** What a create's message says of the first sync of a linked account. */
function linkedMessage(outcome: SyncOutcome | Failure): string {
  if (isFailure(outcome)) return `Account linked, but its first sync failed: ${outcome.message}`;
  const unmapped = outcome.unmapped.map((balance) => balance.symbol).join(', ');
  return (
    `Account linked and synced: ${booked(outcome)}` +
    (unmapped ? `; not booked for want of a mapping: ${unmapped}` : '')
  );
}

/** The account as lists answer it, with the message; one gone meanwhile is not found. */
async function answerAccount(
  deps: VenueDeps,
  userId: string,
  accountId: string,
  message: string,
): Promise<Success<{ account: AccountNode }> | Failure> {
  const account = await accountNode(deps.db, userId)(accountId);
  return account ? ok({ account }, message) : notFound();
}

/**
 * createAccount: a manual account, or one linked to a venue (venue_id, or credentials, which are
 * refused without one). A linked account is synced once the create has committed: a venue that
 * refuses still leaves the account, and the message says why it holds nothing yet. The jobs are
 * asked for what the sync changed, then for the new account (a history repair, its currency's
 * prices).
 */
export async function createAnyAccount(
  deps: VenueDeps,
  jobs: Jobs,
  userId: string,
  input: LinkAccountInput,
): Promise<Success<{ account: AccountNode }> | Failure> {
  if (!input.venue_id && input.secrets == null) {
    const created = await createAccount(deps.db, userId, input, { jobs });
    if (isFailure(created)) return created;
    return answerAccount(deps, userId, created.id, 'Account created');
  }
  const created = await createLinkedAccount(deps, userId, input);
  if (isFailure(created)) return created;
  const message = linkedMessage(await syncAndAnnounce(deps, jobs, userId, created.id));
  await announced(jobs, userId, created, (account) => account.instrument_id);
  return answerAccount(deps, userId, created.id, message);
}

/**
 * syncAccount: syncs the caller's linked account, asks the jobs for what changed, and answers the
 * outcome with the account as it now is.
 */
export async function syncNow(
  deps: VenueDeps,
  jobs: Jobs,
  userId: string,
  accountId: string,
): Promise<Success<SyncOutcome & { account: AccountNode | null }> | Failure> {
  const outcome = await syncAndAnnounce(deps, jobs, userId, accountId);
  if (isFailure(outcome)) return outcome;
  const changed = outcome.added.length + outcome.moved.length > 0;
  return ok(
    { ...outcome, account: (await accountNode(deps.db, userId)(accountId)) ?? null },
    changed ? booked(outcome) : 'Balances are up to date',
  );
}
