// What the transactions of a list add up to, and the list as a file: the money in and out of the
// transactions a list holds under its filters (in all, by month, by category) in the owner's
// currency at the prices of each transaction's day, and those transactions as CSV. Both read every
// transaction the list holds, not a page: the same filters as getTransactions (./queries.ts).
import { readFileSync } from 'node:fs';
import { and, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { chunkMs, pacer } from '../../db/chunks.js';
import { behindOthers, type Db } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import {
  accounts,
  categories,
  instruments,
  transactions,
  users,
  type TransactionType,
} from '../../db/schema.js';
import { csvFile } from '../../lib/csv.js';
import { shiftDays } from '../days.js';
import { add as addDecimals, compareDecimals, subtract } from '../decimal.js';
import { keptFigures } from '../kept.js';
import { fail, ok } from '../result.js';
import { baseRateOn, type BaseCurrency } from '../valuation.js';
import type { Narrowing } from './counts.js';
import { transactionsListed, valueOnItsDay } from './queries.js';

export type CashFlowBy = 'total' | 'month' | 'category';

type Group = {
  key: string | null;
  money_in: string;
  money_out: string;
  net: string;
  count: number;
  unpriced: number;
};

const noGroup = (): Group => ({
  key: null,
  money_in: '0',
  money_out: '0',
  net: '0',
  count: 0,
  unpriced: 0,
});

// ---------------------------------------------------------------------------------------------
// Cash flow
// ---------------------------------------------------------------------------------------------

/**
 * Which transactions of the list bring money in and which take it out. Credits in, debits out;
 * a transfer in when it reaches what the list is narrowed to (an asset, else an account, else a
 * class) from outside it, out when it leaves it; one inside it (a trade within an account, a
 * transfer between two of a person's accounts in the list of all) neither. Borrowing is neither
 * either: a debt's own credits and debits (a mortgage drawn, a loan's balance set) finance what
 * was bought with it, and count only in the list of that debt or of the debts.
 */
function directions({ account_id, account_class, asset_id }: Narrowing) {
  const type = (value: TransactionType) => eq(transactions.transaction_type, value);
  const spent = (value: TransactionType) =>
    account_id || asset_id || account_class === 'liability'
      ? type(value)
      : and(type(value), ne(transactions.account_class, 'liability'));
  const sides: [PgColumn, PgColumn, string] | undefined = asset_id
    ? [transactions.asset_id, transactions.destination_asset_id, asset_id]
    : account_id
      ? [transactions.account_id, transactions.destination_account_id, account_id]
      : account_class
        ? [transactions.account_class, transactions.destination_account_class, account_class]
        : undefined;
  if (!sides) return { into: spent('credit'), out: spent('debit') };
  const [source, destination, id] = sides;
  const here = (side: PgColumn) => and(isNotNull(side), eq(side, id));
  const elsewhere = (side: PgColumn) => sql`${side} IS DISTINCT FROM ${id}`;
  return {
    into: or(spent('credit'), and(type('transfer'), here(destination), elsewhere(source))),
    out: or(spent('debit'), and(type('transfer'), here(source), elsewhere(destination))),
  };
}

const groupKey = (by: CashFlowBy): SQL =>
  by === 'month'
    ? sql`to_char(${transactions.date}, 'YYYY-MM')`
    : by === 'category'
      ? sql`${transactions.category_id}::text`
      : sql`NULL::text`;

/** The first part's days; the next are sized to hold the database about chunkMs (pacer). */
const FIRST_DAYS = 31;

/**
 * The money in and out of the transactions a list holds, in all (`total`) and per group: by month
 * (oldest first) or by category (the most spent first). Each transaction counts at the prices of
 * its day; one whose instrument had no price that day is counted as unpriced, never as zero. Fees
 * are money out. Kept between reads (keptFigures) while the person's transactions, the prices and
 * their currency stay as they were.
 */
export async function cashFlow(
  db: Db,
  userId: string,
  base: BaseCurrency,
  { by, where, ...narrowing }: Narrowing & { by: CashFlowBy; where?: unknown },
) {
  const listed = transactionsListed(db, userId, narrowing, { where });
  const empty = { currency: base.ticker, groups: [] as Group[], total: noGroup() };
  if ('success' in listed) return { ...empty, ...fail(listed.message ?? 'Invalid filter') };
  const figures = await keptFigures(
    db,
    userId,
    `cash-flow:${by}`,
    sql`SELECT md5(concat_ws(':', u.transactions_version, (SELECT last_value FROM price_changes),
                             ${base.instrument_id}::text, ${JSON.stringify({ where, ...narrowing })}::text))
          FROM ${users} u WHERE u.id = ${userId}`,
    () => flowsOf(db, listed, base, by),
  );
  return ok({
    currency: base.ticker,
    total: figures.total,
    groups: by === 'total' ? [] : await withCategories(db, figures.groups, by),
  });
}

type Listed = Exclude<ReturnType<typeof transactionsListed>, { success: boolean }>;

/**
 * The groups of cashFlow, read in parts of days, oldest first, each sized to hold the database
 * about chunkMs and read behind the queries others wait with: at 100,000 transactions the whole
 * took 0.47 s in one statement (npm run bench), which everybody else's queries would have waited
 * for on PGlite; in parts it takes 0.6 s, and others wait for one part at most.
 * Per day and instrument first, so that a price and a rate are looked up once per day, not per
 * row; the parts' sums are added exactly (decimal strings).
 */
async function flowsOf(db: Db, listed: Listed, base: BaseCurrency, by: CashFlowBy) {
  const { into, out } = directions(listed.narrowing);
  const all = listed.under();
  const [bounds] = await behindOthers(() =>
    all.from
      .select({
        first: sql<string | null>`min(${transactions.date})::text`,
        last: sql<string | null>`max(${transactions.date})::text`,
      })
      .from(transactions)
      .where(all.where),
  );
  const sums = new Map<string | null, Group>();
  const total = noGroup();
  const add = (group: Group, row: Group) => {
    group.money_in = addDecimals(group.money_in, row.money_in);
    group.money_out = addDecimals(group.money_out, row.money_out);
    group.count += row.count;
    group.unpriced += row.unpriced;
  };
  const spans = pacer(FIRST_DAYS, { min: 7, max: 36_600 });
  const last = bounds?.last ?? '';
  for (let from = bounds?.first ?? null; from !== null && from <= last;) {
    const days = spans.next(chunkMs(db));
    const to = shiftDays(from, days - 1);
    const part = listed.under(and(gte(transactions.date, from), lte(transactions.date, to)));
    const perDay = part.from
      .select({
        key: sql<string | null>`${groupKey(by)}`.as('key'),
        date: transactions.date,
        instrument_id: transactions.instrument_id,
        got: sql`sum(CASE WHEN ${into} THEN ${transactions.amount} ELSE 0 END)`.as('got'),
        spent: sql`sum(CASE WHEN ${out} THEN ${transactions.amount} ELSE 0 END
                       + ${transactions.fee})`.as('spent'),
        n: sql`count(*)`.as('n'),
      })
      .from(transactions)
      .where(part.where)
      .groupBy(sql`1`, transactions.date, transactions.instrument_id)
      .as('per_day');
    const started = performance.now();
    const rows = await behindOthers(() =>
      selectRows<Group>(
        db,
        sql`SELECT key, round(coalesce(sum(got * rate), 0), 18)::text AS money_in,
                   round(coalesce(sum(spent * rate), 0), 18)::text AS money_out,
                   sum(n)::int AS count,
                   (coalesce(sum(n) FILTER (WHERE rate IS NULL), 0))::int AS unpriced
              FROM (SELECT key, got, spent, n,
                           usd_price(instrument_id, date) / ${baseRateOn(sql`date`, base)} AS rate
                      FROM ${perDay}) p
             GROUP BY key`,
      ),
    );
    const ms = performance.now() - started;
    spans.took(days, ms, ms);
    for (const row of rows) {
      let group = sums.get(row.key);
      if (!group) sums.set(row.key, (group = { ...noGroup(), key: row.key }));
      add(group, row);
      add(total, row);
    }
    from = shiftDays(to, 1);
  }
  const withNet = (group: Group) => ({
    ...group,
    net: subtract(group.money_in, group.money_out),
  });
  const groups = [...sums.values()].map(withNet);
  groups.sort(
    by === 'category'
      ? (a, b) =>
          compareDecimals(b.money_out, a.money_out) || compareDecimals(b.money_in, a.money_in)
      : (a, b) => (a.key ?? '').localeCompare(b.key ?? ''),
  );
  return { total: withNet(total), groups };
}

/** By category: each group with its category {id, category, key} (null: none). */
async function withCategories(db: Db, groups: Group[], by: CashFlowBy) {
  if (by !== 'category') return groups.map((g) => ({ ...g, category: null }));
  const ids = groups.map((g) => g.key).filter((id): id is string => id !== null);
  const found = ids.length
    ? await db
        .select({ id: categories.id, category: categories.category, key: categories.key })
        .from(categories)
        .where(inArray(categories.id, ids))
    : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  return groups.map((g) => ({ ...g, category: (g.key && byId.get(g.key)) || null }));
}

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** The most transactions one file holds: a larger list is narrowed first (a period, an account). */
export const MAX_EXPORT = 50_000;

type Language = 'en' | 'de';
type Texts = {
  resources: { transactions: { fields: Record<string, string>; export: Record<string, string> } };
  transactionType: Record<string, string>;
  category: Record<string, string>;
};

/** The app's own texts (public/locales, copied beside the server's build), read once. */
const textsOf = new Map<Language, Texts>();
function texts(language: Language): Texts {
  let found = textsOf.get(language);
  if (!found) {
    const file = new URL(`../../../public/locales/${language}/common.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    textsOf.set(language, found);
  }
  return found;
}

/** The first part's rows; the next are sized to hold the database about chunkMs (pacer). */
const FIRST_ROWS = 500;

/**
 * The transactions a list holds under its filters, in its order, as CSV in the person's language
 * (headers, types, the categories the app ships): date, description, payee, category, account,
 * the account a transfer reaches, type, amount, its currency, fee, and the amount in the base
 * currency at its day's prices. More than MAX_EXPORT is refused, not cut short. The ids in order
 * first (from the list's indexes), then the rows in parts, each read behind the queries others
 * wait with: each row's value is a price lookup, and 50,000 of them in one statement would hold
 * PGlite for seconds.
 */
export async function exportTransactions(
  db: Db,
  userId: string,
  base: BaseCurrency,
  { where, sort, ...narrowing }: Narrowing & { where?: unknown; sort?: string | null },
) {
  const listed = transactionsListed(db, userId, narrowing, { where, sort });
  if ('success' in listed) return { ...fail(listed.message ?? 'Invalid filter'), count: 0 };
  const all = listed.under();
  const ids = await behindOthers(() =>
    all.from
      .select({ id: transactions.id })
      .from(transactions)
      .where(all.where)
      .orderBy(...listed.orderBy)
      .limit(MAX_EXPORT + 1),
  );
  if (ids.length > MAX_EXPORT) {
    return {
      ...fail(
        `This list holds more than ${MAX_EXPORT.toLocaleString('en')} transactions: narrow it (a period, an account) to export it`,
      ),
      count: 0,
    };
  }
  const [person] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const t = texts(person?.language ?? 'en');
  const field = t.resources.transactions.fields;
  const header = [
    field.date,
    field.description,
    field.payee,
    field.category,
    field.account,
    field.destination,
    field.type,
    field.amount,
    t.resources.transactions.export.currency,
    field.fee,
    t.resources.transactions.export.baseValue!.replace('{{currency}}', base.ticker),
  ];
  const parts = [csvFile([header])];
  const sizes = pacer(FIRST_ROWS, { min: 100, max: 10_000 });
  for (let start = 0; start < ids.length;) {
    const size = sizes.next(chunkMs(db));
    const chunk = ids.slice(start, start + size).map((row) => row.id);
    const started = performance.now();
    const rows = await behindOthers(() => exportRows(db, base, chunk));
    const ms = performance.now() - started;
    sizes.took(chunk.length, ms, ms);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const body = chunk.map((id) => {
      const row = byId.get(id)!;
      return [
        row.date,
        row.description,
        row.payee,
        row.category_key ? (t.category[row.category_key] ?? row.category) : row.category,
        row.account,
        row.destination,
        t.transactionType[row.side ?? row.type] ?? row.type,
        row.amount,
        row.currency,
        row.fee,
        row.base_value,
      ];
    });
    parts.push(csvFile(body));
    start += chunk.length;
  }
  return ok({
    filename: `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: parts.join(''),
    count: ids.length,
  });
}

/** The cells of these transactions (any order), amounts at their instrument's decimals. */
function exportRows(db: Db, base: BaseCurrency, ids: string[]) {
  return db
    .select({
      id: transactions.id,
      date: transactions.date,
      description: transactions.description,
      payee: transactions.counterparty,
      category: categories.category,
      category_key: categories.key,
      account: accounts.name,
      destination: sql<string | null>`(SELECT d.name FROM ${accounts} d
                                        WHERE d.id = ${transactions.destination_account_id})`,
      type: transactions.transaction_type,
      side: sql<string | null>`${transactions.meta} ->> 'side'`,
      amount: sql<string>`round(${transactions.amount}, ${instruments.decimals})::text`,
      currency: instruments.ticker,
      fee: sql<string>`round(${transactions.fee}, ${instruments.decimals})::text`,
      base_value: sql<string | null>`round(${valueOnItsDay(base)}, 2)::text`,
    })
    .from(transactions)
    .leftJoin(accounts, eq(accounts.id, transactions.account_id))
    .leftJoin(instruments, eq(instruments.id, transactions.instrument_id))
    .leftJoin(categories, eq(categories.id, transactions.category_id))
    .where(inArray(transactions.id, ids));
}
