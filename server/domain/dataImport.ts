// An export read back (issue 28): the JSON document of dataExport.ts, or the archive holding it,
// into an account that holds nothing yet: moving between instances, or back after deleting one.
// Everything is checked before anything is written: a file with a problem names its first
// problems and leaves nothing behind. It is written in chunks, each a transaction of its own
// (issue 29: in one, 100,000 transactions held the embedded database, and so everybody, for 29 s).
// Meanwhile a marker on the person (users.importing_at) refuses their ledger's other writes; an
// import that fails, or is cut short, is taken back whole (takeBack, recoverImports). The file is
// opened off the server's thread (exportFile.ts). The records get new ids; they name each other as
// the file does, and currencies, instruments, categories and venues by ticker, key or slug.
// Balances are not taken on trust: they are booked again from the opening balances and the
// transactions, and the import is refused when they do not come to what the file says.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { every, mapInSlices, writeInChunks, type ChunkSizes } from '../db/chunks.js';
import { behindOthers, type Db } from '../db/client.js';
import {
  ACCOUNT_CLASSES,
  ACCOUNT_TYPES,
  TRANSACTION_TYPES,
  accounts,
  asset_valuations,
  assets,
  categories,
  instruments,
  own_prices,
  rules,
  transactions,
  users,
  venues,
} from '../db/schema.js';
import { selectRows } from '../db/rows.js';
import { compareDecimals, isDecimalString } from './decimal.js';
import { readExport, type Json } from './exportFile.js';
import { isDateString } from './days.js';
import { EXPORT_FORMAT, EXPORT_VERSION } from './dataExport.js';
import { insertBooked, type BookedColumn } from './ledger/booking.js';
import { RULE_FIELDS } from './ledger/rules.js';
import { fail, ok, type Failure } from './result.js';
import { recordEvent } from './securityEvents.js';
import type { Jobs } from '../jobs/jobs.js';
import { beginRequest } from './throttle.js';
import { normalizeText } from './text.js';
import type { Client } from './sessions.js';
import { IMPORT_RUNNING, lockedWrite } from './ledger/write.js';
import { markStale, revalue } from './valuation.js';

/** Transactions one import books at most. */
export const MAX_IMPORT_TRANSACTIONS = 100_000;
/**
 * Imports one person may start in an hour: an import of 100,000 transactions keeps the server busy
 * for half a minute, and an account emptied and filled again and again must not keep it busy most
 * of the time.
 */
export const IMPORTS_PER_HOUR = 3;
export const TOO_MANY_IMPORTS = 'Too many imports: try again in an hour';
/** Problems an answer names; the count of the others follows. */
const NAMED_PROBLEMS = 10;
/** Rows per insert statement: well inside PostgreSQL's 65,535 parameters. */
const SLICE = 1000;

export const NOT_AN_EXPORT =
  'This file is not an export of Wealth Tracker: choose the .zip archive (or its export.json) that "Export my data" made';
export const IMPORT_TOO_LARGE =
  'The file is larger than 10 MB: import the .zip archive the export made rather than its export.json';
export const NOT_EMPTY =
  'An export goes into an account that holds nothing yet: this one has accounts, rules or prices of its own';
const IMPORT_TAKEN_OVER =
  'The import stood still for over a minute and was taken back: nothing was imported';
export const DOES_NOT_ADD_UP =
  "The file's balances do not come to what its transactions add up to: it was changed after the export. Nothing was imported";

/** Reads the document's fields, collecting every problem with where it is ("accounts[3].name"). */
class Reader {
  readonly problems: string[] = [];

  problem(path: string, text: string) {
    this.problems.push(`${path}: ${text}`);
  }

  list(document: Json, key: string): Json[] {
    const value = document[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((row) => typeof row !== 'object' || row === null)) {
      this.problem(key, 'must be a list of records');
      return [];
    }
    return value as Json[];
  }

  text(row: Json, path: string, key: string, { required = true, max = 500 } = {}): string | null {
    const value = row[key];
    if (value === null || value === undefined || value === '') {
      if (required) this.problem(`${path}.${key}`, 'is missing');
      return null;
    }
    if (typeof value !== 'string') {
      this.problem(`${path}.${key}`, 'must be text');
      return null;
    }
    if (value.length > max) this.problem(`${path}.${key}`, `is longer than ${max} characters`);
    return value;
  }

  decimal(row: Json, path: string, key: string, required = true): string | null {
    const value = this.text(row, path, key, { required, max: 60 });
    if (value !== null && !isDecimalString(value)) {
      this.problem(`${path}.${key}`, `"${value}" is not a decimal number`);
      return null;
    }
    return value;
  }

  day(row: Json, path: string, key: string): string {
    const value = this.text(row, path, key, { max: 10 });
    if (value !== null && !isDateString(value)) this.problem(`${path}.${key}`, 'is no date');
    return value ?? '1900-01-01';
  }

  oneOf<T extends string>(row: Json, path: string, key: string, allowed: readonly T[]): T {
    const value = this.text(row, path, key, { max: 40 });
    if (value !== null && !allowed.includes(value as T)) {
      this.problem(`${path}.${key}`, `"${value}" is none of ${allowed.join(', ')}`);
    }
    return value as T;
  }

  /** An id the file gives a record, and which records of it name it. */
  ref(row: Json, path: string, key: string, known: ReadonlySet<string>, required = true) {
    const value = this.text(row, path, key, { required, max: 100 });
    if (value !== null && !known.has(value)) {
      this.problem(`${path}.${key}`, `names no record of the file ("${value}")`);
    }
    return value;
  }

  failure() {
    const named = this.problems.slice(0, NAMED_PROBLEMS);
    const more = this.problems.length - named.length;
    return fail(
      `The file cannot be imported: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Nothing was imported`,
    );
  }
}

/** Inserts `rows` into `table` SLICE at a time (one statement binds 65,535 values at most). */
async function insertInSlices<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += SLICE) {
    await tx.insert(table).values(rows.slice(start, start + SLICE));
  }
}

/** Ticker → id of every instrument the file names, and the tickers this instance does not know. */
async function instrumentIds(db: Db, tickers: Set<string>) {
  const found = tickers.size
    ? await db
        .select({ id: instruments.id, ticker: instruments.ticker })
        .from(instruments)
        .where(inArray(instruments.ticker, [...tickers]))
    : [];
  const ids = new Map(found.map((row) => [row.ticker, row.id]));
  return { ids, unknown: [...tickers].filter((ticker) => !ids.has(ticker)) };
}

/**
 * Imports an export into the person's empty account: accounts, assets, transactions, valuations,
 * rules, own prices, and their currency and language. Answers how many of each it added, and how
 * many categories this instance lacked (those transactions and rules stay uncategorised).
 */
export async function importData(
  db: Db,
  userId: string,
  file: { bytes: Uint8Array },
  client: Client,
  jobs?: Jobs,
) {
  const request = await beginRequest(db, [{ key: `import:${userId}`, max: IMPORTS_PER_HOUR }]);
  if (request.throttled) return fail(TOO_MANY_IMPORTS);
  const document = await readExport(file.bytes);
  if (!document || document.format !== EXPORT_FORMAT) return fail(NOT_AN_EXPORT);
  if (document.version !== EXPORT_VERSION) {
    return fail(
      `This export is of version ${String(document.version)}: this app reads version ${EXPORT_VERSION}`,
    );
  }
  const read = new Reader();
  const person = (typeof document.person === 'object' && document.person) as Json | false;
  const accountRows = read.list(document, 'accounts');
  const assetRows = read.list(document, 'assets');
  const transactionRows = read.list(document, 'transactions');
  const valuationRows = read.list(document, 'valuations');
  const ruleRows = read.list(document, 'rules');
  const priceRows = read.list(document, 'own_prices');
  if (transactionRows.length > MAX_IMPORT_TRANSACTIONS) {
    return fail(
      `The file holds ${transactionRows.length} transactions: one import takes at most ${MAX_IMPORT_TRANSACTIONS}`,
    );
  }

  // what the records are called in the file
  const accountIds = new Set(accountRows.map((row) => String(row.id)));
  const assetIds = new Set(assetRows.map((row) => String(row.id)));
  const tickers = new Set<string>();
  const want = (ticker: string | null) => ticker !== null && tickers.add(ticker);
  const baseCurrency = person ? read.text(person, 'person', 'base_currency', { max: 20 }) : null;
  want(baseCurrency);

  const accountsIn = await mapInSlices(accountRows, (row, i) => {
    const path = `accounts[${i}]`;
    const account = {
      id: read.text(row, path, 'id', { max: 100 })!,
      name: read.text(row, path, 'name', { max: 100 }) ?? '',
      slug: read.text(row, path, 'slug', { max: 100 }) ?? 'account',
      description: read.text(row, path, 'description', { required: false }),
      account_class: read.oneOf(row, path, 'account_class', ACCOUNT_CLASSES),
      account_type: read.oneOf(row, path, 'account_type', ACCOUNT_TYPES),
      currency: read.text(row, path, 'currency', { max: 20 }),
      venue: read.text(row, path, 'venue', { required: false, max: 100 }),
      account_number: read.text(row, path, 'account_number', { required: false, max: 60 }),
      initial_value: read.decimal(row, path, 'initial_value') ?? '0',
      value: read.decimal(row, path, 'value') ?? '0',
      status: row.status !== false,
      master_account_id: read.ref(row, path, 'master_account_id', accountIds, false),
      meta: row.meta ?? null,
    };
    want(account.currency);
    return account;
  });
  const assetsIn = await mapInSlices(assetRows, (row, i) => {
    const path = `assets[${i}]`;
    const asset = {
      id: read.text(row, path, 'id', { max: 100 })!,
      account_id: read.ref(row, path, 'account_id', accountIds)!,
      name: read.text(row, path, 'name', { max: 100 }) ?? '',
      instrument: read.text(row, path, 'instrument', { required: false, max: 20 }),
      venue: read.text(row, path, 'venue', { required: false, max: 100 }),
      asset_class: read.oneOf(row, path, 'asset_class', ACCOUNT_CLASSES),
      is_primary: row.is_primary === true,
      opening_balance: read.decimal(row, path, 'opening_balance') ?? '0',
      balance: read.decimal(row, path, 'balance') ?? '0',
      description: read.text(row, path, 'description', { required: false }),
      status: row.status !== false,
      breakdown: row.breakdown ?? null,
      meta: row.meta ?? null,
    };
    want(asset.instrument);
    return asset;
  });
  const transactionsIn = await mapInSlices(transactionRows, (row, i) => {
    const path = `transactions[${i}]`;
    const transaction = {
      date: read.day(row, path, 'date'),
      transaction_type: read.oneOf(row, path, 'transaction_type', TRANSACTION_TYPES),
      account_id: read.ref(row, path, 'account_id', accountIds)!,
      asset_id: read.ref(row, path, 'asset_id', assetIds, false),
      amount: read.decimal(row, path, 'amount') ?? '0',
      fee: read.decimal(row, path, 'fee') ?? '0',
      instrument: read.text(row, path, 'instrument', { required: false, max: 20 }),
      destination_account_id: read.ref(row, path, 'destination_account_id', accountIds, false),
      destination_asset_id: read.ref(row, path, 'destination_asset_id', assetIds, false),
      destination_amount: read.decimal(row, path, 'destination_amount', false),
      holding_id: read.ref(row, path, 'holding_id', assetIds, false),
      description: read.text(row, path, 'description', { required: false }) ?? '',
      category: read.text(row, path, 'category', { required: false, max: 100 }),
      category_key: read.text(row, path, 'category_key', { required: false, max: 100 }),
      counterparty: read.text(row, path, 'counterparty', { required: false }),
      bank_reference: read.text(row, path, 'bank_reference', { required: false }),
      statement_text: read.text(row, path, 'statement_text', { required: false }),
      counterparty_key: read.text(row, path, 'counterparty_key', { required: false }),
      meta: row.meta ?? null,
    };
    want(transaction.instrument);
    return transaction;
  });
  const valuationsIn = await mapInSlices(valuationRows, (row, i) => {
    const path = `valuations[${i}]`;
    return {
      asset_id: read.ref(row, path, 'asset_id', assetIds)!,
      day: read.day(row, path, 'day'),
      value: read.decimal(row, path, 'value') ?? '0',
      note: read.text(row, path, 'note', { required: false }),
    };
  });
  const rulesIn = await mapInSlices(ruleRows, (row, i) => {
    const path = `rules[${i}]`;
    return {
      match: read.text(row, path, 'match', { max: 100 }) ?? '',
      field: read.oneOf(row, path, 'field', RULE_FIELDS),
      category: read.text(row, path, 'category', { required: false, max: 100 }),
      category_key: read.text(row, path, 'category_key', { required: false, max: 100 }),
      payee: read.text(row, path, 'payee', { required: false, max: 100 }),
    };
  });
  const pricesIn = await mapInSlices(priceRows, (row, i) => {
    const path = `own_prices[${i}]`;
    const price = {
      instrument: read.text(row, path, 'instrument', { max: 20 }),
      day: read.day(row, path, 'day'),
      price: read.decimal(row, path, 'price') ?? '0',
      currency: read.text(row, path, 'currency', { max: 20 }) ?? 'USD',
    };
    want(price.instrument);
    want(price.currency);
    return price;
  });
  if (accountIds.size !== accountRows.length) read.problem('accounts', 'two records have one id');
  if (assetIds.size !== assetRows.length) read.problem('assets', 'two records have one id');
  const { ids: instrumentId, unknown } = await instrumentIds(db, tickers);
  if (unknown.length > 0) {
    read.problem('instruments', `this instance does not know ${unknown.join(', ')}`);
  }
  if (read.problems.length > 0) return read.failure();

  // what this instance calls the categories and venues the file names
  const categoryRows = await db.select().from(categories);
  const categoryOf = (key: string | null, name: string | null) => {
    if (key === null && name === null) return null;
    const found =
      categoryRows.find((c) => key !== null && c.key === key) ??
      categoryRows.find((c) => name !== null && c.category === name);
    return found?.id ?? undefined;
  };
  const venueSlugs = [...new Set([...accountsIn, ...assetsIn].flatMap((r) => r.venue ?? []))];
  const venueRows = venueSlugs.length
    ? await db.select().from(venues).where(inArray(venues.slug, venueSlugs))
    : [];
  const venueOf = (slug: string | null) => venueRows.find((v) => v.slug === slug)?.id ?? null;

  const accountById = new Map(accountsIn.map((a) => [a.id, a]));
  const newId = new Map<string, string>();
  const idOf = (fileId: string | null) => (fileId === null ? null : newId.get(fileId)!);
  for (const id of [...accountIds, ...assetIds]) newId.set(id, randomUUID());
  let uncategorised = 0;
  const category = (key: string | null, name: string | null) => {
    const id = categoryOf(key, name);
    if (id === undefined) uncategorised += 1;
    return id ?? null;
  };

  const accountsOut = await mapInSlices(accountsIn, (a) => ({
    id: idOf(a.id)!,
    user_id: userId,
    name: a.name,
    slug: a.slug,
    description: a.description,
    account_class: a.account_class,
    account_type: a.account_type,
    instrument_id: instrumentId.get(a.currency!)!,
    venue_id: venueOf(a.venue),
    account_number: a.account_number,
    initial_value: a.initial_value,
    value: '0',
    status: a.status,
    master_account_id: idOf(a.master_account_id),
    meta: a.meta,
  }));
  const assetsOut = await mapInSlices(assetsIn, (s) => ({
    id: idOf(s.id)!,
    user_id: userId,
    account_id: idOf(s.account_id)!,
    name: s.name,
    instrument_id: s.instrument === null ? null : instrumentId.get(s.instrument)!,
    venue_id: venueOf(s.venue),
    asset_class: s.asset_class,
    is_primary: s.is_primary,
    opening_balance: s.opening_balance,
    balance: s.opening_balance,
    description: s.description,
    status: s.status,
    breakdown: s.breakdown,
    meta: s.meta,
  }));
  const transactionsOut = await mapInSlices(
    transactionsIn,
    (t): Partial<Record<BookedColumn, unknown>> => {
      const account = accountById.get(t.account_id)!;
      const destination = t.destination_account_id
        ? accountById.get(t.destination_account_id)
        : undefined;
      return {
        account_id: idOf(t.account_id),
        account_class: account.account_class,
        asset_id: idOf(t.asset_id),
        instrument_id: t.instrument === null ? null : instrumentId.get(t.instrument)!,
        category_id: category(t.category_key, t.category),
        destination_account_id: idOf(t.destination_account_id),
        destination_asset_id: idOf(t.destination_asset_id),
        destination_account_class: destination?.account_class ?? null,
        destination_amount: t.destination_amount,
        holding_id: idOf(t.holding_id),
        transaction_type: t.transaction_type,
        amount: t.amount,
        fee: t.fee,
        description: t.description,
        date: t.date,
        meta: t.meta,
        bank_reference: t.bank_reference,
        counterparty: t.counterparty,
        statement_text: t.statement_text,
        counterparty_key: t.counterparty_key,
      };
    },
  );
  const valuationsOut = await mapInSlices(valuationsIn, (v) => ({
    user_id: userId,
    asset_id: idOf(v.asset_id)!,
    day: v.day,
    value: v.value,
    note: v.note,
  }));
  const rulesOut = await mapInSlices(rulesIn, (r) => ({
    user_id: userId,
    match: r.match,
    match_key: normalizeText(r.match),
    field: r.field,
    category_id: category(r.category_key, r.category),
    payee: r.payee,
  }));
  const pricesOut = await mapInSlices(pricesIn, (p) => ({
    user_id: userId,
    instrument_id: instrumentId.get(p.instrument!)!,
    day: p.day,
    price: p.price,
    currency_instrument_id: p.currency === 'USD' ? null : instrumentId.get(p.currency)!,
  }));
  /** The instruments the imported assets hold. */
  const held = [
    ...new Set(assetsIn.flatMap((s) => (s.instrument ? [instrumentId.get(s.instrument)!] : []))),
  ];
  const counts = {
    accounts: accountsIn.length,
    assets: assetsIn.length,
    transactions: transactionsIn.length,
    valuations: valuationsIn.length,
    rules: rulesIn.length,
    own_prices: pricesIn.length,
  };

  // bulk work: its chunks go behind the queries others wait with (PGlite)
  return behindOthers(async () => {
    // an import of this person cut short is taken back before another begins
    await recoverImports(db, { userId });
    const since = new Date();
    const claimed = await lockedWrite(db, userId, async (tx) => {
      const [holds] = await selectRows<{ n: string; importing: boolean }>(
        tx,
        sql`SELECT (SELECT count(*) FROM ${accounts} WHERE user_id = ${userId})
               + (SELECT count(*) FROM ${rules} WHERE user_id = ${userId})
               + (SELECT count(*) FROM ${own_prices} WHERE user_id = ${userId}) AS n,
               (SELECT importing_at IS NOT NULL FROM ${users} WHERE id = ${userId}) AS importing`,
      );
      if (holds?.importing) return fail(IMPORT_RUNNING);
      if (Number(holds?.n) > 0) return fail(NOT_EMPTY);
      await tx.update(users).set({ importing_at: since }).where(eq(users.id, userId));
      await insertInSlices(tx, accounts, accountsOut);
      await insertInSlices(tx, assets, assetsOut);
      // an account's value: its assets in its currency, from their opening balances
      await tx.execute(sql`
        UPDATE ${accounts} a SET value = coalesce((
          SELECT sum(s.opening_balance) FROM ${assets} s
           WHERE s.account_id = a.id AND s.instrument_id = a.instrument_id), 0)
         WHERE a.user_id = ${userId}`);
      return null;
    });
    if (claimed) return claimed;

    const marker = importMarker(db, userId, since);
    /** Writes `rows` in chunks under the marker, `write` inserting one chunk's rows. */
    const inChunks = <T>(
      rows: readonly T[],
      write: (tx: Db, chunk: readonly T[]) => Promise<unknown>,
    ) =>
      writeInChunks(db, rows, IMPORT_SIZES, (take, clock) =>
        marker.chunk(async (tx) => {
          const chunk = take();
          await clock.work(() => write(tx, chunk));
          return undefined;
        }),
      );
    let failed: Failure | undefined;
    try {
      failed =
        // the balances move with each chunk, by what its transactions booked
        (await inChunks(transactionsOut, (tx, chunk) => insertBooked(tx, userId, chunk, {}))) ??
        (await inChunks(valuationsOut, (tx, chunk) =>
          tx.insert(asset_valuations).values([...chunk]),
        )) ??
        (await inChunks(rulesOut, (tx, chunk) => tx.insert(rules).values([...chunk]))) ??
        (await inChunks(pricesOut, (tx, chunk) => tx.insert(own_prices).values([...chunk]))) ??
        (await marker.chunk(async (tx) => {
          // what the file says the balances are, against what its transactions booked
          const booked = await tx
            .select({ id: assets.id, balance: assets.balance })
            .from(assets)
            .where(eq(assets.user_id, userId));
          const values = await tx
            .select({ id: accounts.id, value: accounts.value })
            .from(accounts)
            .where(eq(accounts.user_id, userId));
          const fileAsset = new Map(assetsIn.map((s) => [idOf(s.id)!, s.balance]));
          const fileAccount = new Map(accountsIn.map((a) => [idOf(a.id)!, a.value]));
          const off =
            booked.some((s) => compareDecimals(s.balance, fileAsset.get(s.id)!) !== 0) ||
            values.some((a) => compareDecimals(a.value, fileAccount.get(a.id)!) !== 0);
          if (off) return fail(DOES_NOT_ADD_UP);
          await tx
            .update(users)
            .set({
              importing_at: null,
              ...(person && {
                base_instrument_id: instrumentId.get(baseCurrency!)!,
                language: person.language === 'de' ? 'de' : 'en',
              }),
            })
            .where(eq(users.id, userId));
          await revalue(tx, held);
          await markStale(tx, userId, null);
          await recordEvent(tx, userId, {
            kind: 'data_imported',
            client,
            detail: `${counts.accounts} accounts, ${counts.transactions} transactions`,
          });
          return undefined;
        }));
    } catch (error) {
      await takeBack(userId, marker);
      throw error;
    }
    if (failed) {
      await takeBack(userId, marker);
      return failed;
    }
    // as after any write of the ledger (ledger/jobs.ts): the history, and the prices of what is
    // held (and of the base currency), back-filled from the first day held on this instance
    await jobs?.historyChanged(userId);
    for (const id of new Set([
      ...held,
      ...(baseCurrency ? [instrumentId.get(baseCurrency)!] : []),
    ])) {
      await jobs?.instrumentHeld(id);
    }
    return ok({ imported: { ...counts, uncategorised } }, 'Your data is imported.');
  });
}

/** How long an import's chunks hold the database: the first 200 rows, then paced (chunks.ts). */
const IMPORT_SIZES: ChunkSizes = { first: 200, min: 10, max: SLICE };
/** How often an import's chunks stamp its marker (users.importing_at). */
const IMPORT_STAMP_MS = 5_000;
/** An import whose marker was last stamped longer ago than this was cut short. */
export const IMPORT_STALE_MS = 60_000;
/** Rows one chunk of taking an import back deletes. */
const TAKE_BACK_ROWS = 1_000;

/**
 * The marker of the person's import (users.importing_at), set to `since` when it began: `chunk`
 * runs a transaction of the import under the person's ledger lock while the marker is still this
 * import's, stamping it every IMPORT_STAMP_MS. When another took it over (recoverImports, after
 * this one stood still for IMPORT_STALE_MS) it answers IMPORT_TAKEN_OVER and writes nothing.
 */
function importMarker(db: Db, userId: string, since: Date) {
  let mine = since;
  const stampDue = every(IMPORT_STAMP_MS);
  const ours = () => and(eq(users.id, userId), eq(users.importing_at, mine));
  return {
    async chunk<T>(work: (tx: Db) => Promise<T | Failure>): Promise<T | Failure> {
      if (stampDue()) {
        const stamp = new Date();
        const [stamped] = await db
          .update(users)
          .set({ importing_at: stamp })
          .where(ours())
          .returning({ id: users.id });
        if (!stamped) return fail(IMPORT_TAKEN_OVER);
        mine = stamp;
      }
      return lockedWrite(db, userId, async (tx) => {
        // the person's row stays locked to the chunk's end: nobody takes the import over meanwhile
        const [still] = await tx
          .select({ id: users.id })
          .from(users)
          .where(ours())
          .for('no key update');
        return still ? work(tx) : fail(IMPORT_TAKEN_OVER);
      });
    },
  };
}

/**
 * Takes back everything an import wrote, in chunks under its marker, and then the marker: the
 * person held nothing when it began, and their ledger took no other write while it ran.
 */
async function takeBack(userId: string, marker: ReturnType<typeof importMarker>) {
  for (const table of [transactions, asset_valuations, own_prices, rules]) {
    for (;;) {
      const taken = await marker.chunk(async (tx) => {
        const gone = await tx
          .delete(table)
          .where(
            inArray(
              table.id,
              tx
                .select({ id: table.id })
                .from(table)
                .where(eq(table.user_id, userId))
                .limit(TAKE_BACK_ROWS),
            ),
          )
          .returning({ id: table.id });
        return gone.length;
      });
      // taken over: whoever took it takes it back
      if (typeof taken !== 'number') return;
      if (taken === 0) break;
    }
  }
  await marker.chunk(async (tx) => {
    // what is left: the accounts and their assets (and what the person staged on them meanwhile)
    await tx.delete(accounts).where(eq(accounts.user_id, userId));
    await tx.update(users).set({ importing_at: null }).where(eq(users.id, userId));
    await markStale(tx, userId, null);
    return null;
  });
}

/**
 * Takes back the imports cut short: those whose marker was last stamped over IMPORT_STALE_MS ago
 * (everybody's, or one person's). Run at start and hourly (jobs), and before a person's import.
 * Answers how many.
 */
export async function recoverImports(
  db: Db,
  { userId, now = new Date() }: { userId?: string; now?: Date } = {},
): Promise<number> {
  const cutShort = await db
    .update(users)
    // claimed here, so that two instances never take the same import back at once
    .set({ importing_at: now })
    .where(
      and(
        lt(users.importing_at, new Date(now.getTime() - IMPORT_STALE_MS)),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .returning({ id: users.id });
  for (const { id } of cutShort) await takeBack(id, importMarker(db, id, now));
  return cutShort.length;
}
