// Syncing an account linked to a venue: the balances the venue reports become the balances of the
// account's assets, one asset per instrument. Each difference is booked as a transaction (credit
// or debit, "Kraken balance sync"), so the account's history stays true: it shows when holdings
// came and went, and the net-worth history follows. Balances in symbols no active mapping covers
// are reported, not booked.
//
// The venue is asked first, outside any database transaction (a slow venue holds no lock); then
// one ledgerWrite (the user's ledger lock) compares what it said with the balances as they are
// then and books the differences, all or nothing. So two syncs at once book each change once, and
// a venue's error changes nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findRow } from '../../db/rows.js';
import { accounts, assets, instruments, venues, type AssetRow } from '../../db/schema.js';
import type { Jobs } from '../../jobs/jobs.js';
import { log } from '../../log.js';
import { add, compareDecimals, subtract } from '../decimal.js';
import { bookChanges, insertHolding, type BalanceChange } from '../ledger/booking.js';
import { ledgerWrite } from '../ledger/write.js';
import { fail, isFailure, notFound, type Failure } from '../result.js';
import { logVenueError, VenueError, type Connector, type VenueBalance } from './connector.js';
import { mapBalances, type MappedBalance, type MappedInstrument } from './mappings.js';
import type { VenueDeps } from './registry.js';
import { SecretsError, openSecrets, type Secrets } from '../../lib/secrets.js';

/** One asset a sync changed. */
export type SyncChange = {
  asset_id: string;
  instrument_id: string;
  ticker: string;
  /** The venue's symbols whose balances make it up (Kraken: XXBT and XBT.F for BTC). */
  symbols: string[];
  balance_before: string;
  balance_after: string;
  /** The transaction booking the difference. */
  transaction_id: string;
};

export type SyncOutcome = {
  /** Assets the sync created: instruments the account had not held. */
  added: SyncChange[];
  /** Assets whose balance it moved. */
  moved: SyncChange[];
  /** Balances in symbols no active mapping covers: not booked. */
  unmapped: VenueBalance[];
  synced_at: Date;
};

const NOT_LINKED = 'This account is not linked to a venue';

/** An instrument's total at the venue: the balances of all its symbols. */
type Reported = { instrument: MappedInstrument; balance: string; symbols: string[] };

type Linked = {
  venue: { id: string; name: string };
  connector: Connector;
  secrets: Secrets;
};

/** The caller's account with its venue, connector and opened credentials, or why it has none. */
async function linkedAccount(
  deps: VenueDeps,
  userId: string,
  accountId: string,
): Promise<Linked | Failure> {
  const account = await findRow(deps.db, accounts, accountId, eq(accounts.user_id, userId));
  if (!account) return notFound();
  if (!account.venue_id || !account.secrets_encrypted) return fail(NOT_LINKED);
  const venue = (await findRow(deps.db, venues, account.venue_id))!;
  const connector = deps.connectors(venue.connector_slug);
  if (!venue.status || !connector) return fail(`${venue.name} accounts cannot be synced now`);
  // Opened only here, for the one call that needs them; they go no further than the connector.
  try {
    const owner = { userId, accountId: account.id };
    return { venue, connector, secrets: openSecrets(deps.key, owner, account.secrets_encrypted) };
  } catch (error) {
    if (error instanceof SecretsError) return fail(error.message);
    throw error;
  }
}

/** Σ of the balances mapped to each instrument, by instrument id. */
function reportedByInstrument(mapped: readonly MappedBalance[]): Map<string, Reported> {
  const totals = new Map<string, Reported>();
  for (const { instrument, balance, symbol } of mapped) {
    const total = totals.get(instrument.id);
    if (total) {
      total.balance = add(total.balance, balance);
      total.symbols.push(symbol);
    } else {
      totals.set(instrument.id, { instrument, balance, symbols: [symbol] });
    }
  }
  return totals;
}

type Held = { asset: AssetRow; instrument: MappedInstrument };

/**
 * The asset each instrument of the account is synced on, by instrument id: the primary asset for
 * the account's own currency, else its oldest asset in that instrument (assets a person added by
 * hand beside it are left as they are).
 */
async function heldByInstrument(tx: Db, accountId: string): Promise<Map<string, Held>> {
  const rows = await tx
    .select({
      asset: assets,
      instrument: { id: instruments.id, ticker: instruments.ticker, name: instruments.name },
    })
    .from(assets)
    .innerJoin(instruments, eq(instruments.id, assets.instrument_id))
    .where(eq(assets.account_id, accountId))
    .orderBy(assets.created_at, assets.id);
  const held = new Map<string, Held>();
  for (const row of rows) {
    const current = held.get(row.instrument.id);
    if (!current || (row.asset.is_primary && !current.asset.is_primary)) {
      held.set(row.instrument.id, row);
    }
  }
  return held;
}

/** One instrument whose balance in the account must move to what the venue reports. */
type Planned = {
  instrument: MappedInstrument;
  /** The asset it is synced on; none yet for an instrument the account has not held. */
  asset: AssetRow | undefined;
  symbols: string[];
  before: string;
  after: string;
};

/**
 * What must move for the account to hold what the venue reports: every instrument it reports, and
 * every one the account holds that it no longer reports (that is, holds none of).
 */
function plan(held: Map<string, Held>, reported: Map<string, Reported>): Planned[] {
  const planned: Planned[] = [];
  for (const instrumentId of new Set([...reported.keys(), ...held.keys()])) {
    const venueSays = reported.get(instrumentId);
    const holding = held.get(instrumentId);
    const before = holding?.asset.balance ?? '0';
    const after = venueSays?.balance ?? '0';
    if (compareDecimals(before, after) === 0) continue;
    const instrument = (venueSays ?? holding)!.instrument;
    planned.push({
      instrument,
      asset: holding?.asset,
      symbols: venueSays?.symbols ?? [],
      before,
      after,
    });
  }
  return planned;
}

/**
 * Books what the venue reported on the account, under the ledger lock: an asset for each
 * instrument new to the account, and one transaction per asset that moves.
 */
async function book(
  tx: Db,
  userId: string,
  accountId: string,
  venue: Linked['venue'],
  reported: Map<string, Reported>,
): Promise<Pick<SyncOutcome, 'added' | 'moved'> | Failure> {
  const account = await findRow(tx, accounts, accountId, eq(accounts.user_id, userId));
  if (!account) return notFound();
  const planned = plan(await heldByInstrument(tx, account.id), reported);
  const changes: (BalanceChange & { planned: Planned })[] = [];
  for (const item of planned) {
    const difference = subtract(item.after, item.before);
    changes.push({
      planned: item,
      asset: item.asset ?? (await insertHolding(tx, userId, account, item.instrument)),
      transaction_type: difference.startsWith('-') ? 'debit' : 'credit',
      amount: difference.replace(/^-/, ''),
      description: `${venue.name} balance sync`,
      meta: { venue_sync: { venue_id: venue.id, symbols: item.symbols } },
    });
  }
  const booked = await bookChanges(tx, userId, account, changes);
  const described = ({ planned: item, asset }: (typeof changes)[number]): SyncChange => ({
    asset_id: asset.id,
    instrument_id: item.instrument.id,
    ticker: item.instrument.ticker,
    symbols: item.symbols,
    balance_before: item.before,
    balance_after: item.after,
    transaction_id: booked.get(asset.id)!,
  });
  return {
    added: changes.filter((change) => !change.planned.asset).map(described),
    moved: changes.filter((change) => change.planned.asset).map(described),
  };
}

/**
 * Syncs the caller's linked account (someone else's answers as not found): reads its balances at
 * the venue, maps them to instruments and books the differences. A venue's error, credentials that
 * do not open, or an account that is not linked change nothing and answer the app's own message;
 * what the venue said is logged (redacted), never answered.
 */
export async function syncAccount(
  deps: VenueDeps,
  userId: string,
  accountId: string,
): Promise<SyncOutcome | Failure> {
  const linked = await linkedAccount(deps, userId, accountId);
  if (isFailure(linked)) return linked;
  let reported: Awaited<ReturnType<typeof mapBalances>>;
  try {
    const balances = await linked.connector.balances(linked.secrets);
    reported = await mapBalances(deps.db, linked.connector, linked.venue.id, balances);
  } catch (error) {
    if (!(error instanceof VenueError)) throw error;
    // The venue's own words go to the log, redacted; the answer (and the job's log line) has the
    // app's message for the kind.
    const context = { venue: linked.venue.name, account_id: accountId };
    logVenueError(deps.logger ?? log, error, context, Object.values(linked.secrets));
    return fail(error.message);
  }
  const totals = reportedByInstrument(reported.mapped);
  const booked = await ledgerWrite(deps.db, userId, (tx) =>
    book(tx, userId, accountId, linked.venue, totals),
  );
  if (isFailure(booked)) return booked;
  return { ...booked, unmapped: reported.unmapped, synced_at: new Date() };
}

/**
 * After a sync that changed something: the owner's history is repaired, and the instruments the
 * account holds for the first time get their prices (as a new account's or asset's do).
 */
async function announceSync(jobs: Jobs, userId: string, outcome: SyncOutcome): Promise<void> {
  if (outcome.added.length === 0 && outcome.moved.length === 0) return;
  await jobs.historyChanged(userId);
  for (const instrumentId of new Set(outcome.added.map((change) => change.instrument_id))) {
    await jobs.instrumentHeld(instrumentId);
  }
}

/** syncAccount, then what changed announced to the background jobs (announceSync). */
export async function syncAndAnnounce(
  deps: VenueDeps,
  jobs: Jobs,
  userId: string,
  accountId: string,
): Promise<SyncOutcome | Failure> {
  const outcome = await syncAccount(deps, userId, accountId);
  if (!isFailure(outcome)) await announceSync(jobs, userId, outcome);
  return outcome;
}

/** "2 balances booked": how many assets a sync changed. */
export function booked(outcome: SyncOutcome): string {
  const count = outcome.added.length + outcome.moved.length;
  return `${count} ${count === 1 ? 'balance' : 'balances'} booked`;
}
