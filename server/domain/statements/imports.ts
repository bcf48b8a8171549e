// Importing a bank statement into an account: the upload reads the file and stages its rows
// (nothing booked), marking the rows the account already holds and suggesting a category for
// each; confirming books the rows the person chose, all or none, once.
//
// Never lose a row, never double one:
// - a row repeats a booked transaction when the bank's id for it (FITID, entry reference) was
//   imported before, or else when a transaction of the account has the same date, signed amount
//   and normalised description; matching is one to one and counts, so three equal fares in the
//   file against one booked are one duplicate and two new rows;
// - a booked row keeps the bank's id and the file's own text, so the same file uploaded again
//   finds every row however the person edited the description;
// - confirming books only a pending upload, one upload of an account at a time, in chunks under
//   the person's ledger lock, all of the chosen rows or none (confirmStatement), and refuses when
//   a chosen row has been booked since the upload (by another upload of the same file, say).
import { createHash } from 'node:crypto';
import { and, asc, between, eq, lt, sql } from 'drizzle-orm';
import {
  eachInSlices,
  every,
  mapInSlices,
  writeInChunks,
  type ChunkSizes,
} from '../../db/chunks.js';
import { behindOthers, type Db } from '../../db/client.js';
import { findRow, selectRows } from '../../db/rows.js';
import {
  accounts,
  assets,
  instruments,
  statement_mappings,
  statement_upload_parts,
  statement_uploads,
  transactions,
  users,
  type AssetRow,
  type TransactionType,
} from '../../db/schema.js';
import { compareDecimals, normalizeDecimal, subtract } from '../decimal.js';
import type { Jobs } from '../../jobs/jobs.js';
import { primaryAsset } from '../ledger/balances.js';
import { bookRows, checkRows, unbookRows, type BookedRow } from '../ledger/booking.js';
import { announced } from '../ledger/jobs.js';
import { rulebook, ruled, ruleFor, type Rulebook } from '../ledger/rules.js';
import { ledgerWrite } from '../ledger/write.js';
import { Checks, fail, isFailure, type Failure } from '../result.js';
import { daysBetween, shiftDays } from '../days.js';
import { normalizeText } from '../text.js';
import { ACCOUNT_NUMBER_MAX, NAME_MAX } from '../../../shared/fieldLimits.js';
import { say, type StatementMessage } from './messages.js';
import { readOffThread } from './reading.js';
import {
  isParseError,
  needsAccount,
  needsMapping,
  type ColumnMapping,
  type NeedsMapping,
  type ParsedStatement,
  type SetAsideRow,
  type StatementAccount,
  type StatementEntry,
} from './types.js';

/** The largest statement file accepted (the upload link's limit, too). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** The most rows one statement may hold. */
export const MAX_STATEMENT_ROWS = 20_000;
/** The most rows one confirm may change (the review's edits are made one cell at a time). */
export const MAX_ROW_CHANGES = 1_000;
/** The rows of a staged upload one query writes or reads (statement_upload_parts). */
export const STAGED_PART = 1_000;
/** Staged uploads never confirmed are removed after this long. */
export const STAGED_UPLOAD_HOURS = 24;
const DESCRIPTION_MAX = 500;

/** Why an upload is not staged, as messages the app translates (./messages.ts). */
export const UPLOAD_MESSAGES = {
  empty: say('emptyFile'),
  tooLarge: say('tooLarge', { megabytes: MAX_STATEMENT_BYTES / 1024 / 1024 }),
  needsMapping: say('needsMapping'),
  severalAccounts: say('chooseAccount'),
};

export const MESSAGES = {
  alreadyBooked: 'This statement has already been booked.',
  expired: 'This upload has expired or does not exist: upload the statement again.',
  noRows: 'Choose at least one row to book.',
  booking: 'A statement of this account is being booked: try again when it is done.',
  interrupted: 'The booking was stopped: nothing of this statement was booked. Confirm it again.',
} as const;

/**
 * A row of an upload as staged: the file's entry, what it repeats, and the category and payee its
 * rule gives it (else the category suggested from earlier bookings, and the file's counterparty).
 */
export type StagedRow = {
  row: number;
  date: string;
  /** Signed: money in positive. */
  amount: string;
  /** What it is booked as: the purpose (see bookedText). */
  description: string;
  /** What it is known by: party and purpose (see statementText); absent in rows staged before. */
  text?: string;
  /** The other party as the file names it. */
  counterparty: string | null;
  reference: string | null;
  category_id: string | null;
  /** The payee it is booked with (absent in rows staged before payees: the counterparty). */
  payee?: string | null;
  /** The person's rule that set its category and payee. */
  rule_id?: string | null;
  duplicate_of: string | null;
  matched_by: MatchedBy | null;
};

/**
 * How a row repeats a booked transaction: the bank's id (reference), date, amount and text
 * (content), or, probably, one entered by hand of the same amount a few days apart (probable),
 * or the other side of a transfer recorded by hand (transfer).
 */
export type MatchedBy = 'reference' | 'content' | 'probable' | 'transfer';

/** How many days apart a booking entered by hand and its statement row may be. */
export const PROBABLE_DAYS = 3;

type StagedMeta = {
  format: ParsedStatement['format'];
  balance_date: string | null;
  /** How many rows were staged. */
  count: number;
  /** The person's transactions_version before the duplicates were looked for (absent: older). */
  transactions_version?: number;
};

// ---------------------------------------------------------------------------------------------
// Texts as compared
// ---------------------------------------------------------------------------------------------

type Entry = Pick<StatementEntry, 'description' | 'counterparty'>;

const clipped = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;

/**
 * What the row is known by (its statement text, once booked): the other party and the purpose,
 * unless one says the other. The same file uploaded again finds its rows by it.
 */
export function statementText(entry: Entry): string {
  const purpose = entry.description.trim();
  const party = entry.counterparty?.trim() ?? '';
  return clipped(
    !party || normalizeText(purpose).includes(normalizeText(party))
      ? purpose || party
      : purpose
        ? `${party} · ${purpose}`
        : party,
  );
}

/** What the row is booked as: the purpose (the other party is its payee), else the party. */
export const bookedText = (entry: Entry): string =>
  clipped(entry.description.trim() || entry.counterparty?.trim() || '');

/** The text a staged row is known by (rows staged before payees: their description). */
const knownBy = (row: Pick<StagedRow, 'text' | 'description'>) => row.text ?? row.description;

const counterpartyKey = (row: Pick<StagedRow, 'counterparty' | 'description' | 'text'>) =>
  normalizeText(row.counterparty ?? '') || normalizeText(knownBy(row)) || null;

// ---------------------------------------------------------------------------------------------
// Duplicates
// ---------------------------------------------------------------------------------------------

type Booked = {
  id: string;
  date: string;
  /** Signed as the statement shows it: money in positive. */
  amount: string;
  description: string;
  statement_text: string | null;
  bank_reference: string | null;
  /** A transfer: this account's own out, or one from another account into it. */
  transfer: boolean;
};

/**
 * The account's transactions a statement's rows could repeat: those with a row's day and signed
 * amount (money out and in, transfers into the account too), those carrying one of the rows'
 * bank ids, and those entered by hand (no statement text) or transferred in with a row's amount
 * up to PROBABLE_DAYS days from its day. The rows' (day, amount) pairs are joined in SQL, so only candidates come back, not
 * every transaction of the days a statement spans; and an imported one only when its
 * statement_text (all `markDuplicates` compares it by) is the normalised text of such a row:
 * statements that repeat days and amounts would otherwise send back tens of thousands of rows,
 * which took longer to answer than to find. UNION ALL: a transaction found by its bank id and by
 * its content (or by rows of two slices) comes back twice, which `markDuplicates` takes once (by
 * id); a UNION sorts them all.
 */
async function bookedAround(db: Db, accountId: string, rows: readonly StagedRow[]) {
  if (rows.length === 0) return [];
  const keys = JSON.stringify(
    [
      ...new Set(
        rows.map((row) => JSON.stringify([row.date, row.amount, normalizeText(knownBy(row))])),
      ),
    ].map((key) => {
      const [date, amount, text] = JSON.parse(key) as string[];
      return { date, amount, text };
    }),
  );
  const references = JSON.stringify([...new Set(rows.flatMap((row) => row.reference ?? []))]);
  // hand-entered ones: one scan of the account over the rows' days, widened by PROBABLE_DAYS
  // (a window per row scanned the same days once per row: 10,000 rows of a month, 25 M visits)
  const amounts = JSON.stringify([...new Set(rows.map((row) => row.amount))]);
  const days = rows.map((row) => row.date).sort();
  const from = shiftDays(days[0]!, -PROBABLE_DAYS);
  const to = shiftDays(days.at(-1)!, PROBABLE_DAYS);
  const signed = sql`CASE WHEN t.transaction_type = 'credit' THEN t.amount ELSE -t.amount END`;
  return selectRows<Booked>(
    db,
    sql`
      WITH keys AS (
        SELECT k.date, k.amount, array_agg(k.text) AS texts
          FROM jsonb_to_recordset(${keys}::jsonb) AS k(date date, amount numeric, text text)
         GROUP BY k.date, k.amount
      )
      SELECT t.id, t.date::text AS date, (${signed})::text AS amount, t.description,
             t.statement_text, t.bank_reference, t.transaction_type = 'transfer' AS transfer
        FROM keys k JOIN ${transactions} t
          ON t.account_id = ${accountId} AND t.date = k.date AND ${signed} = k.amount
         AND (t.statement_text IS NULL OR t.statement_text = ANY (k.texts))
      UNION ALL
      SELECT t.id, t.date::text, (${signed})::text, t.description, t.statement_text,
             t.bank_reference, t.transaction_type = 'transfer'
        FROM ${transactions} t
       WHERE t.account_id = ${accountId}
         AND t.bank_reference IN (SELECT jsonb_array_elements_text(${references}::jsonb))
      UNION ALL
      SELECT t.id, t.date::text, (${signed})::text, t.description, NULL, NULL,
             t.transaction_type = 'transfer'
        FROM ${transactions} t
       WHERE t.account_id = ${accountId} AND t.statement_text IS NULL
         AND t.date BETWEEN ${from}::date AND ${to}::date
         AND (${signed}) IN (SELECT jsonb_array_elements_text(${amounts}::jsonb)::numeric)
      UNION ALL
      SELECT t.id, t.date::text, coalesce(t.destination_amount, t.amount)::text, t.description,
             NULL, NULL, true
        FROM ${transactions} t
       WHERE t.destination_account_id = ${accountId} AND t.account_id <> ${accountId}
         AND t.date BETWEEN ${from}::date AND ${to}::date
         AND coalesce(t.destination_amount, t.amount)
             IN (SELECT jsonb_array_elements_text(${amounts}::jsonb)::numeric)`,
  );
}

/**
 * The person's transactions_version: every statement writing their transactions moves it on
 * (migration 0008's triggers), so while it stays the same, duplicates found stay true.
 */
async function transactionsVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: users.transactions_version })
    .from(users)
    .where(eq(users.id, userId));
  return row!.version;
}

/**
 * The rows one query looks up booked transactions for (duplicates, categories): 20,000 at once
 * held PGlite for 70-180 ms, 2,000 for up to 65 ms.
 */
const ROWS_PER_QUERY = 1_000;

/**
 * Marks each row that repeats a booked transaction (duplicate_of, matched_by), one to one: the
 * bank's id first, then date, signed amount and normalised description; then, probably, a
 * transaction entered by hand (or a transfer recorded by hand, either side) of the same signed
 * amount at most PROBABLE_DAYS days apart, the nearest day first: the person wrote it down
 * themselves and the bank's text never matches theirs. A booked transaction with a bank id of
 * its own is a different bank row than one with another id, however alike.
 */
export async function markDuplicates(db: Db, accountId: string, rows: StagedRow[]) {
  const booked: Booked[] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_QUERY) {
    const slice = rows.slice(from, from + ROWS_PER_QUERY);
    for (const transaction of await bookedAround(db, accountId, slice)) booked.push(transaction);
  }
  const used = new Set<string>();
  const byReference = new Map<string, Booked[]>();
  const byContent = new Map<string, Booked[]>();
  const contentKey = (date: string, amount: string) => `${date}|${normalizeDecimal(amount)}`;
  const file = <K>(map: Map<K, Booked[]>, key: K, transaction: Booked) => {
    const list = map.get(key);
    if (list) list.push(transaction);
    else map.set(key, [transaction]);
  };
  await eachInSlices(booked, (transaction) => {
    if (transaction.bank_reference) file(byReference, transaction.bank_reference, transaction);
    file(byContent, contentKey(transaction.date, transaction.amount), transaction);
  });
  const take = (candidates: Booked[] | undefined, fits: (t: Booked) => boolean) => {
    const found = candidates?.find((t) => !used.has(t.id) && fits(t));
    if (found) used.add(found.id);
    return found;
  };
  for (const row of rows) {
    row.duplicate_of = null;
    row.matched_by = null;
  }
  for (const row of rows) {
    const found = row.reference ? take(byReference.get(row.reference), () => true) : undefined;
    if (found) Object.assign(row, { duplicate_of: found.id, matched_by: 'reference' });
  }
  await eachInSlices(rows, (row) => {
    if (row.duplicate_of) return;
    const text = normalizeText(knownBy(row));
    const found = take(
      byContent.get(contentKey(row.date, row.amount)),
      (t) =>
        (!row.reference || !t.bank_reference) &&
        (t.statement_text ?? normalizeText(t.description)) === text,
    );
    if (found) Object.assign(row, { duplicate_of: found.id, matched_by: 'content' });
  });
  const byAmount = new Map<string, Booked[]>();
  await eachInSlices(booked, (transaction) => {
    if (!transaction.statement_text && !transaction.bank_reference)
      file(byAmount, normalizeDecimal(transaction.amount), transaction);
  });
  await eachInSlices(rows, (row) => {
    if (row.duplicate_of) return;
    const near = (byAmount.get(row.amount) ?? [])
      .filter((t) => !used.has(t.id) && Math.abs(daysBetween(t.date, row.date)) <= PROBABLE_DAYS)
      .sort(
        (a, b) => Math.abs(daysBetween(a.date, row.date)) - Math.abs(daysBetween(b.date, row.date)),
      )[0];
    if (!near) return;
    used.add(near.id);
    Object.assign(row, {
      duplicate_of: near.id,
      matched_by: near.transfer ? 'transfer' : 'probable',
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Rules and categories
// ---------------------------------------------------------------------------------------------

/** The payee a person typed in the review: undefined when they left it as staged. */
const changedPayee = (change: ChangedRow | undefined) =>
  change?.payee === undefined ? undefined : change.payee?.trim() || null;

/** The payee a staged row is booked with. */
export const payeeOf = (row: StagedRow) => (row.payee === undefined ? row.counterparty : row.payee);

/**
 * Gives each row the category and payee of the person's rule that matches it, matched on the
 * file's own text and counterparty (so applying again changes nothing). A row no rule matches
 * keeps what it has. Answers how many rows changed.
 */
async function applyRules(book: Rulebook, rows: StagedRow[]): Promise<number> {
  let changed = 0;
  if (book.length === 0) return changed;
  await eachInSlices(rows, (row) => {
    const rule = ruleFor(book, { description: row.description, payee: row.counterparty });
    if (!rule) return;
    const next = ruled(rule, { category_id: row.category_id, payee: payeeOf(row) });
    if (
      next.category_id !== row.category_id ||
      next.payee !== payeeOf(row) ||
      row.rule_id !== rule.id
    ) {
      changed++;
    }
    Object.assign(row, next, { rule_id: rule.id });
  });
  return changed;
}

/**
 * Applies the caller's rules to the rows of their upload under review (a rule made from one of
 * its rows, say): answers how many rows changed, which the review reads again.
 */
export async function applyRulesToUpload(
  db: Db,
  userId: string,
  uploadId: string,
): Promise<number | Failure> {
  const upload = await findRow(
    db,
    statement_uploads,
    uploadId,
    eq(statement_uploads.user_id, userId),
  );
  if (!upload || upload.status === 'booking') return fail(MESSAGES.expired);
  if (upload.status === 'confirmed') return fail(MESSAGES.alreadyBooked);
  const book = await rulebook(db, userId);
  let changed = 0;
  for (let part = 0; ; part++) {
    const where = and(
      eq(statement_upload_parts.upload_id, upload.id),
      eq(statement_upload_parts.part, part),
    );
    const [found] = await db
      .select({ rows: statement_upload_parts.rows })
      .from(statement_upload_parts)
      .where(where);
    if (!found) return changed;
    const rows = found.rows as StagedRow[];
    const now = await applyRules(book, rows);
    if (now > 0) await db.update(statement_upload_parts).set({ rows }).where(where);
    changed += now;
  }
}

/**
 * A category for each row from the person's latest categorised transaction with the same
 * counterparty (imported ones), else with the same description (any). Asked ROWS_PER_QUERY rows
 * to a query: 20,000 at once held PGlite for about 90 ms.
 */
async function suggestCategories(db: Db, userId: string, rows: StagedRow[]) {
  const byKey = new Map<string, string>();
  const byText = new Map<string, string>();
  for (let from = 0; from < rows.length; from += ROWS_PER_QUERY) {
    const slice = rows.slice(from, from + ROWS_PER_QUERY);
    const keys = [...new Set(slice.flatMap((row) => counterpartyKey(row) ?? []))];
    const descriptions = [...new Set(slice.map((row) => row.description))];
    const found = await selectRows<{ kind: 'key' | 'text'; match: string; category_id: string }>(
      db,
      sql`
        SELECT * FROM (
          SELECT DISTINCT ON (counterparty_key) 'key' AS kind, counterparty_key AS match, category_id
            FROM ${transactions}
           WHERE user_id = ${userId} AND category_id IS NOT NULL
             AND counterparty_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
           ORDER BY counterparty_key, date DESC, created_at DESC
        ) by_key
        UNION ALL
        SELECT * FROM (
          SELECT DISTINCT ON (description) 'text', description, category_id
            FROM ${transactions}
           WHERE user_id = ${userId} AND category_id IS NOT NULL
             AND description IN (SELECT jsonb_array_elements_text(${JSON.stringify(descriptions)}::jsonb))
           ORDER BY description, date DESC, created_at DESC
        ) by_text`,
    );
    for (const { kind, match, category_id } of found) {
      (kind === 'key' ? byKey : byText).set(match, category_id);
    }
  }
  await eachInSlices(rows, (row) => {
    const key = counterpartyKey(row);
    row.category_id ??= (key && byKey.get(key)) || byText.get(row.description) || null;
  });
}

// ---------------------------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------------------------

export type StatementFile = { name: string; type: string; bytes: Uint8Array };

export type UploadAnswer = {
  upload_id: string;
  account_id: string;
  asset: AssetRow;
  balance: string | null;
  balance_date: string | null;
  format: string;
  rows: StagedRow[];
  columns: NeedsMapping['columns'] | null;
  mapping: ColumnMapping | null;
  /** The file's lines not staged (a zero amount, a row that could not be read), and why. */
  set_aside: SetAsideRow[];
  /** What reading the file noticed (no closing balance stated, …). */
  notes: StatementMessage[];
  /** The account whose statement was read, as the file writes it, when the file names it. */
  statement_account: string | null;
};

/** An upload not staged, and why: `message` is the problem's English text. */
export type Refusal = Failure & { problem: StatementMessage };

/** An upload refused for `problem` (about the file: the file field's error too). */
export function refuse(problem: StatementMessage, aboutFile = false): Refusal {
  const fieldErrors = aboutFile ? [{ field: 'file', message: problem.text }] : [];
  return { ...fail(problem.text, fieldErrors), problem };
}

export type MappingAnswer = Refusal & Omit<NeedsMapping, 'needsMapping'>;

/** One account's statement in a file of several, as the person chooses among them. */
export type StatementChoice = {
  number: string;
  currency: string | null;
  count: number;
  balance: string | null;
  balance_date: string | null;
};

/** A file of several accounts, none of them chosen or this account's: the ones to choose from. */
export type AccountChoiceAnswer = Refusal & { statements: StatementChoice[] };

/** Why the person chooses: none chosen, the account's number none of the file's, or the choice. */
function choiceMessage(chosen: string | null, stored: string | null): StatementMessage {
  if (chosen) return say('noStatementOfAccount', { account: chosen });
  if (stored) return say('noStatementOfNumber', { number: stored });
  return UPLOAD_MESSAGES.severalAccounts;
}

const statementChoice = (account: StatementAccount): StatementChoice => ({
  number: account.number,
  currency: account.currency,
  count: account.count,
  balance: account.balance && normalizeDecimal(account.balance.amount),
  balance_date: account.balance?.date ?? null,
});

/**
 * Remembers the number of the account whose statement the person chose as the account's own,
 * when it has none: the next file of several accounts is then read for it without asking.
 */
async function rememberNumber(db: Db, accountId: string, written: string | null | undefined) {
  const number = (written ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (number === '' || number.length > ACCOUNT_NUMBER_MAX) return;
  await db
    .update(accounts)
    .set({ account_number: number })
    .where(and(eq(accounts.id, accountId), sql`${accounts.account_number} IS NULL`));
}

/** The account to import into and the asset its rows move (its primary asset by default). */
async function target(db: Db, userId: string, accountId: string, assetId?: string | null) {
  const account = await findRow(db, accounts, accountId, eq(accounts.user_id, userId));
  const asset = !account
    ? undefined
    : assetId
      ? await findRow(db, assets, assetId, eq(assets.account_id, account.id))
      : await primaryAsset(db, account.id);
  const check = new Checks()
    .that('account_id', !!account, 'Account not found')
    .that(
      'asset_id',
      !account || !!asset,
      assetId ? 'Asset not found' : 'This account holds no asset',
    )
    .that(
      'account_id',
      asset?.asset_class !== 'real',
      'A real asset holds a value, not transactions: statements go into bank, cash or card accounts',
    );
  return check.failed ? check.failure() : { account: account!, asset: asset! };
}

/** The mapping remembered for the account, when the file's header is the one it was made for. */
async function rememberedMapping(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(statement_mappings)
    .where(eq(statement_mappings.account_id, accountId));
  return row ? { header: row.header, mapping: row.mapping as ColumnMapping } : null;
}

/** The statement's currency where it states one, when it is not the asset's. */
function foreignCurrency(parsed: ParsedStatement, ticker: string | undefined) {
  const stated = [
    parsed.currency,
    parsed.balance?.currency,
    ...parsed.entries.map((e) => e.currency),
  ];
  return stated.find((code) => !!code && !!ticker && code.toUpperCase() !== ticker.toUpperCase());
}

/**
 * Reads a statement into staged rows of an upload for the caller's account; books nothing. A CSV
 * whose columns detection cannot all place answers them to be mapped (MappingAnswer).
 */
export async function uploadStatement(
  db: Db,
  userId: string,
  input: {
    accountId: string;
    file: StatementFile;
    mapping?: ColumnMapping | null;
    /** Whose statement to read from a file of several accounts (StatementChoice.number). */
    statementAccount?: string | null;
  },
): Promise<UploadAnswer | MappingAnswer | AccountChoiceAnswer | Refusal | Failure> {
  const found = await target(db, userId, input.accountId);
  if (isFailure(found)) return found;
  const { account, asset } = found;
  const { bytes } = input.file;
  if (bytes.length === 0) return refuse(UPLOAD_MESSAGES.empty, true);
  if (bytes.length > MAX_STATEMENT_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge, true);
  const remembered = await rememberedMapping(db, account.id);
  const chosen = input.statementAccount?.trim().slice(0, 100) || null;
  const instrument = await findRow(db, instruments, asset.instrument_id ?? '');
  const parsed = await readOffThread({
    bytes,
    given: input.mapping ?? null,
    remembered,
    maxEntries: MAX_STATEMENT_ROWS,
    // a file of several accounts: the one chosen, else the account's own number
    account: chosen ?? account.account_number,
    // a row the account's currency cannot hold is set aside, not staged for confirm to refuse
    currency: instrument && { ticker: instrument.ticker, decimals: instrument.decimals },
  });
  if (isParseError(parsed)) return refuse(parsed.error, true);
  if (needsMapping(parsed)) {
    const { needsMapping: _, ...asked } = parsed;
    return { ...refuse(UPLOAD_MESSAGES.needsMapping), ...asked };
  }
  if (needsAccount(parsed)) {
    const why = choiceMessage(chosen, account.account_number);
    return { ...refuse(why), statements: parsed.accounts.map(statementChoice) };
  }
  const foreign = foreignCurrency(parsed, instrument?.ticker);
  if (foreign) {
    return refuse(say('foreignCurrency', { currency: foreign, held: instrument!.ticker }), true);
  }
  const rows: StagedRow[] = await mapInSlices(parsed.entries, (entry, row) => ({
    row,
    date: entry.date,
    amount: normalizeDecimal(entry.amount),
    description: bookedText(entry),
    text: statementText(entry),
    counterparty: entry.counterparty,
    reference: entry.reference,
    category_id: null,
    payee: entry.counterparty,
    rule_id: null,
    duplicate_of: null,
    matched_by: null,
  }));
  const version = await transactionsVersion(db, userId);
  await markDuplicates(db, account.id, rows);
  await applyRules(await rulebook(db, userId), rows);
  await suggestCategories(db, userId, rows);
  const meta: StagedMeta = {
    format: parsed.format,
    balance_date: parsed.balance?.date ?? null,
    count: rows.length,
    transactions_version: version,
  };
  const [upload] = await db
    .insert(statement_uploads)
    .values({
      user_id: userId,
      account_id: account.id,
      filename: input.file.name.slice(0, 255),
      content_type: input.file.type || null,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      balance: parsed.balance?.amount ?? null,
      meta,
    })
    .returning({ id: statement_uploads.id });
  await stageRows(db, upload!.id, rows);
  if (chosen && account.account_number === null) {
    await rememberNumber(db, account.id, parsed.account);
  }
  if (input.mapping && parsed.columns) {
    const remember = { header: parsed.columns.map((c) => c.name), mapping: input.mapping };
    await db
      .insert(statement_mappings)
      .values({ account_id: account.id, user_id: userId, ...remember })
      .onConflictDoUpdate({ target: statement_mappings.account_id, set: remember });
  }
  return {
    upload_id: upload!.id,
    account_id: account.id,
    asset,
    balance: parsed.balance ? normalizeDecimal(parsed.balance.amount) : null,
    balance_date: meta.balance_date,
    format: parsed.format,
    rows,
    columns: parsed.columns ?? null,
    mapping: parsed.mapping ?? null,
    set_aside: parsed.setAside ?? [],
    notes: parsed.notes ?? [],
    statement_account: parsed.account ?? null,
  };
}

/**
 * Writes the rows of an upload, STAGED_PART to a query, so that no query holds PGlite for long.
 * The upload's id is answered only once every part is written; an upload cut short is never
 * answered and goes with the other stale ones (removeStaleUploads).
 */
async function stageRows(db: Db, uploadId: string, rows: readonly StagedRow[]): Promise<void> {
  for (let part = 0; part * STAGED_PART < rows.length; part++) {
    const slice = rows.slice(part * STAGED_PART, (part + 1) * STAGED_PART);
    await db.insert(statement_upload_parts).values({ upload_id: uploadId, part, rows: slice });
  }
}

/** What getUploadRows answers: a page of the rows, and the upload's account and asset. */
export type UploadPage = {
  upload_id: string;
  account_id: string;
  asset: AssetRow;
  rows: StagedRow[];
  count: number;
};

/**
 * Rows `start` to `start + limit` (at most STAGED_PART) of the caller's upload awaiting
 * confirmation: the review reads a long statement a page at a time, each page one query of at
 * most two parts, where answering 20,000 rows at once held the server's thread for 250-310 ms.
 */
export async function uploadPage(
  db: Db,
  userId: string,
  { uploadId, start, limit }: { uploadId: string; start: number; limit: number },
): Promise<UploadPage | Failure> {
  const check = new Checks()
    .that('start', Number.isInteger(start) && start >= 0, 'start must be 0 or more')
    .that(
      'limit',
      Number.isInteger(limit) && limit >= 1 && limit <= STAGED_PART,
      `limit must be between 1 and ${STAGED_PART}`,
    );
  if (check.failed) return check.failure();
  const upload = await findRow(
    db,
    statement_uploads,
    uploadId,
    eq(statement_uploads.user_id, userId),
  );
  if (!upload) return fail(MESSAGES.expired);
  if (upload.status === 'confirmed') return fail(MESSAGES.alreadyBooked);
  const found = await target(db, userId, upload.account_id);
  if (isFailure(found)) return fail(MESSAGES.expired);
  const first = Math.floor(start / STAGED_PART);
  const parts = await db
    .select({ rows: statement_upload_parts.rows })
    .from(statement_upload_parts)
    .where(
      and(
        eq(statement_upload_parts.upload_id, upload.id),
        between(statement_upload_parts.part, first, Math.floor((start + limit - 1) / STAGED_PART)),
      ),
    )
    .orderBy(asc(statement_upload_parts.part));
  const rows = parts.flatMap((part) => part.rows as StagedRow[]);
  const from = start - first * STAGED_PART;
  return {
    upload_id: upload.id,
    account_id: upload.account_id,
    asset: found.asset,
    rows: rows.slice(from, from + limit),
    count: (upload.meta as StagedMeta).count,
  };
}

/** The staged rows of an upload, in order, read a part to a query. */
async function stagedRows(db: Db, uploadId: string): Promise<StagedRow[]> {
  const rows: StagedRow[] = [];
  for (let part = 0; ; part++) {
    const [found] = await db
      .select({ rows: statement_upload_parts.rows })
      .from(statement_upload_parts)
      .where(
        and(eq(statement_upload_parts.upload_id, uploadId), eq(statement_upload_parts.part, part)),
      );
    if (!found) return rows;
    for (const row of found.rows as StagedRow[]) rows.push(row);
  }
}

// ---------------------------------------------------------------------------------------------
// Confirm
// ---------------------------------------------------------------------------------------------

/** What the person changed in a chosen row (a field left out: as staged). */
export type ChangedRow = {
  row: number;
  transaction_type?: TransactionType | null;
  amount?: string | null;
  fee?: string | null;
  description?: string | null;
  date?: string | null;
  category_id?: string | null;
  /** Empty or null: no payee. */
  payee?: string | null;
  instrument_id?: string | null;
};

export type ConfirmAnswer = {
  count: number;
  balance: string;
  statement_balance: string | null;
  difference: string | null;
};

/** Rows booked in the first chunk of a booking (the next ones are paced: server/db/chunks.ts). */
export const BOOKING_CHUNK = 100;
const BOOKING_SIZES: ChunkSizes = { first: BOOKING_CHUNK, min: 10, max: 1_000 };
/** A booking last stamped alive (stillBooking) longer ago than this was cut short (the process died). */
export const BOOKING_STALE_MS = 60_000;
/** How often a booking's chunks stamp it as alive (stillBooking), well within BOOKING_STALE_MS. */
const BOOKING_STAMP_MS = 5_000;

/**
 * Books the chosen rows of the caller's pending upload on the account (and asset), all or none,
 * and marks the upload confirmed. The chosen rows come by number, and what the person changed in
 * some of them (amount, description, date, type and category) beside them.
 *
 * The rows are checked first, then booked in chunks (BOOKING_CHUNK rows first, then as many as
 * hold the database for chunkMs), each chunk a ledgerWrite of its own, so that no transaction
 * holds the database (PGlite's one connection) for long: other people wait for one chunk at most. The upload is 'booking' meanwhile; one upload of
 * an account books at a time, and its duplicates are looked for again once it has the account to
 * itself, when any of the person's transactions was written since the upload. A chunk that
 * fails takes every booked chunk back (`unbook`), and so does `recoverBookings` for a booking the
 * process did not live to finish: the person gets all of the rows or none of them.
 *
 * Its queries go behind the queries others wait with (`behindOthers`, PGlite): a bystander then
 * waits for the one chunk that is running, not for a chunk before each of its own queries. Once
 * booked, the jobs are asked to repair the person's history (ledger/jobs.ts).
 */
export async function confirmStatement(
  db: Db,
  userId: string,
  input: ConfirmInput,
  jobs?: Jobs,
): Promise<ConfirmAnswer | Failure> {
  return announced(jobs, userId, await behindOthers(() => confirmChosen(db, userId, input)));
}

export type ConfirmInput = {
  accountId: string;
  assetId?: string | null;
  uploadId: string;
  /** The staged rows to book (StagedRow.row). */
  rows: readonly number[];
  changes?: readonly ChangedRow[] | null;
  /** The caller's own notes on the booking, kept with the upload. */
  meta?: unknown;
};

async function confirmChosen(
  db: Db,
  userId: string,
  input: ConfirmInput,
): Promise<ConfirmAnswer | Failure> {
  if (input.rows.length === 0) return fail(MESSAGES.noRows);
  const found = await target(db, userId, input.accountId, input.assetId);
  if (isFailure(found)) return found;
  const { account, asset } = found;
  const ours = (uploadId: string) =>
    findRow(
      db,
      statement_uploads,
      uploadId,
      eq(statement_uploads.user_id, userId),
      eq(statement_uploads.account_id, account.id),
    );
  // a booking of the account cut short would hold it (or this upload) for good without the jobs
  await recoverBookings(db, { accountId: account.id });
  const upload = await ours(input.uploadId);
  if (!upload) return fail(MESSAGES.expired);
  if (upload.status === 'confirmed') return fail(MESSAGES.alreadyBooked);
  if (upload.status === 'booking') return fail(MESSAGES.booking);
  const staged = await stagedRows(db, upload.id);
  const check = new Checks();
  const chosen = new Set<number>();
  await eachInSlices(input.rows, (row, index) => {
    const known = Number.isInteger(row) && row >= 0 && row < staged.length;
    check
      .that(`rows.${index}`, known, `Row ${row + 1}: not a row of this statement`)
      .that(`rows.${index}`, !chosen.has(row), `Row ${row + 1}: chosen twice`);
    chosen.add(row);
  });
  const changed = new Map<number, ChangedRow>();
  (input.changes ?? []).forEach((change, index) => {
    check
      .that(`changes.${index}.row`, chosen.has(change.row), `Row ${change.row + 1}: not chosen`)
      .that(
        `changes.${index}.row`,
        !changed.has(change.row),
        `Row ${change.row + 1}: changed twice`,
      )
      .that(
        `changes.${index}.payee`,
        (change.payee?.trim().length ?? 0) <= NAME_MAX,
        `Row ${change.row + 1}: the payee is longer than ${NAME_MAX} characters`,
      )
      .that(
        `changes.${index}.instrument_id`,
        !change.instrument_id || change.instrument_id === asset.instrument_id,
        `Row ${change.row + 1}: the rows are booked in the account's currency`,
      );
    changed.set(change.row, change);
  });
  if (check.failed) return check.failure();
  const rows = await mapInSlices(input.rows, (number) => {
    const origin = staged[number]!;
    const change: Partial<ChangedRow> = changed.get(number) ?? {};
    const out = origin.amount.startsWith('-');
    return {
      transaction_type: change.transaction_type ?? (out ? 'debit' : 'credit'),
      amount: change.amount ?? (out ? origin.amount.slice(1) : origin.amount),
      fee: change.fee ?? '0',
      description: change.description ?? origin.description,
      date: change.date ?? origin.date,
      category_id: change.category_id === undefined ? origin.category_id : change.category_id,
    };
  });
  // a problem names the row as the review shows it: its place in the statement
  const problems = await checkRows(db, asset, rows, (index) => input.rows[index]! + 1);
  if (problems) return problems;

  const claimed = await claimBooking(db, userId, upload.id, account.id);
  if (claimed) return claimed;
  // What the account held when the person reviewed the rows may have grown since: a row booked
  // meanwhile would be booked twice. Asked once the upload has the account to itself, unless
  // none of the person's transactions was written since the upload looked for duplicates.
  const looked = (upload.meta as StagedMeta).transactions_version;
  if (looked === undefined || looked !== (await transactionsVersion(db, userId))) {
    const now = staged.map((row) => ({ ...row }));
    await markDuplicates(db, account.id, now);
    const since = input.rows.filter((row) => now[row]!.duplicate_of && !staged[row]!.duplicate_of);
    if (since.length > 0) {
      await unbook(db, userId, upload.id);
      return fail(
        `${since.length} of the chosen rows were booked since this statement was uploaded: upload it again to review them.`,
      );
    }
  }
  const booked: BookedRow[] = await mapInSlices(input.rows, (row, index) => {
    const origin = staged[row]!;
    return {
      ...rows[index]!,
      bank_reference: origin.reference,
      counterparty: changedPayee(changed.get(row)) ?? payeeOf(origin),
      statement_text: normalizeText(knownBy(origin)),
      counterparty_key: counterpartyKey(origin),
    };
  });
  // A chunk's size is chosen when its turn comes: as many rows as fit chunkMs then.
  const stampDue = every(BOOKING_STAMP_MS);
  let failed: Failure | undefined;
  try {
    failed = await writeInChunks(db, booked, BOOKING_SIZES, (take, clock) =>
      ledgerWrite(db, userId, async (tx) => {
        const chunk = take();
        if (!(await stillBooking(tx, upload.id, stampDue()))) return fail(MESSAGES.interrupted);
        await clock.work(() => bookRows(tx, userId, asset, account, upload.id, chunk));
        return undefined;
      }),
    );
  } catch (error) {
    await unbook(db, userId, upload.id);
    throw error;
  }
  if (failed) {
    await unbook(db, userId, upload.id);
    return failed;
  }
  return ledgerWrite(db, userId, async (tx) => {
    await tx
      .update(statement_uploads)
      .set({
        status: 'confirmed',
        confirmed_at: new Date(),
        booking_at: null,
        meta: { ...(upload.meta as StagedMeta), confirmed: input.meta ?? null },
      })
      .where(eq(statement_uploads.id, upload.id));
    // the rows live on as transactions now
    await tx.delete(statement_upload_parts).where(eq(statement_upload_parts.upload_id, upload.id));
    const [after] = await tx
      .select({ balance: assets.balance })
      .from(assets)
      .where(eq(assets.id, asset.id));
    const balance = normalizeDecimal(after!.balance);
    const stated = upload.balance === null ? null : normalizeDecimal(upload.balance);
    const differs = stated !== null && compareDecimals(balance, stated) !== 0;
    return {
      count: booked.length,
      balance,
      statement_balance: stated,
      difference: differs ? subtract(balance, stated) : null,
    };
  });
}

/**
 * Marks a pending upload 'booking', under the ledger lock, unless another upload of the account
 * is booking: answers why not, or null when it is claimed.
 */
function claimBooking(db: Db, userId: string, uploadId: string, accountId: string) {
  return ledgerWrite(db, userId, async (tx) => {
    const [other] = await tx
      .select({ id: statement_uploads.id })
      .from(statement_uploads)
      .where(
        and(eq(statement_uploads.account_id, accountId), eq(statement_uploads.status, 'booking')),
      );
    if (other) return fail(MESSAGES.booking);
    const [claimed] = await tx
      .update(statement_uploads)
      .set({ status: 'booking', booking_at: new Date() })
      .where(and(eq(statement_uploads.id, uploadId), eq(statement_uploads.status, 'pending')))
      .returning({ id: statement_uploads.id });
    return claimed ? null : fail(MESSAGES.alreadyBooked);
  });
}

/**
 * Whether the upload is still booking (nobody took it back), stamped as alive when `stamp` and it
 * is: a stamp every BOOKING_STAMP_MS keeps it from being taken for cut short, where one at every
 * chunk wrote the upload's row (and its indexes) again for each of a statement's hundred chunks.
 */
async function stillBooking(tx: Db, uploadId: string, stamp: boolean): Promise<boolean> {
  const booking = and(eq(statement_uploads.id, uploadId), eq(statement_uploads.status, 'booking'));
  const [alive] = stamp
    ? await tx
        .update(statement_uploads)
        .set({ booking_at: new Date() })
        .where(booking)
        .returning({ id: statement_uploads.id })
    : await tx.select({ id: statement_uploads.id }).from(statement_uploads).where(booking);
  return !!alive;
}

/**
 * Takes back every row booked from the upload, BOOKING_CHUNK at a time, and leaves it pending
 * again (to be confirmed once more, or removed with the other stale uploads).
 */
async function unbook(db: Db, userId: string, uploadId: string): Promise<void> {
  for (;;) {
    const taken = await ledgerWrite(db, userId, (tx) =>
      unbookRows(tx, userId, uploadId, BOOKING_CHUNK),
    );
    // moving balances back to where they were cannot overflow
    if (typeof taken !== 'number')
      throw new Error(`Taking back upload ${uploadId}: ${taken.message}`);
    if (taken === 0) break;
  }
  await db
    .update(statement_uploads)
    .set({ status: 'pending', booking_at: null })
    .where(and(eq(statement_uploads.id, uploadId), eq(statement_uploads.status, 'booking')));
}

/**
 * Takes back the bookings cut short: those whose last chunk committed over BOOKING_STALE_MS ago
 * (all of them, or those of one account). Run at start and hourly (jobs), and for the account
 * whenever a person confirms a statement. Answers how many.
 */
export async function recoverBookings(
  db: Db,
  { accountId, now = new Date() }: { accountId?: string; now?: Date } = {},
): Promise<number> {
  const cutShort = await db
    .update(statement_uploads)
    // claimed here, so that two instances never take the same booking back at once
    .set({ booking_at: now })
    .where(
      and(
        eq(statement_uploads.status, 'booking'),
        lt(statement_uploads.booking_at, new Date(now.getTime() - BOOKING_STALE_MS)),
        accountId ? eq(statement_uploads.account_id, accountId) : undefined,
      ),
    )
    .returning({ id: statement_uploads.id, user_id: statement_uploads.user_id });
  for (const upload of cutShort) await unbook(db, upload.user_id, upload.id);
  return cutShort.length;
}

/** Removes the staged uploads nobody confirmed within STAGED_UPLOAD_HOURS; answers how many. */
export async function removeStaleUploads(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STAGED_UPLOAD_HOURS * 3600_000);
  const removed = await db
    .delete(statement_uploads)
    .where(and(eq(statement_uploads.status, 'pending'), lt(statement_uploads.created_at, before)))
    .returning({ id: statement_uploads.id });
  return removed.length;
}
