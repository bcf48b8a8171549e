// A person's data, theirs to take (issue 28): everything they own as one JSON document, and the
// same as CSV files for spreadsheets, both in one ZIP archive. The JSON is what `dataImport.ts`
// reads back into an empty account, on this instance or another: records name each other by the
// ids in the file, and what every instance has (currencies and other instruments, categories,
// venues) by ticker, key or slug, never by this instance's ids. Secrets stay behind: no password
// hash, no venue credentials, no access token, passkey or authenticator secret.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/client.js';
import {
  accounts,
  asset_valuations,
  assets,
  categories,
  instruments,
  own_prices,
  rules,
  security_events,
  transactions,
  users,
  venues,
} from '../db/schema.js';
import { csvFile } from '../lib/csv.js';

export const EXPORT_FORMAT = 'wealth-tracker-export';
export const EXPORT_VERSION = 1;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Everything the person owns, as the export's JSON document holds it. */
export async function exportData(db: Db, userId: string) {
  const base = alias(instruments, 'base');
  const [person] = await db
    .select({
      fullname: users.fullname,
      email: users.email,
      language: users.language,
      base_currency: base.ticker,
    })
    .from(users)
    .innerJoin(base, eq(base.id, users.base_instrument_id))
    .where(eq(users.id, userId));
  if (!person) throw new Error(`No user ${userId} to export`);

  const accountRows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      slug: accounts.slug,
      description: accounts.description,
      account_class: accounts.account_class,
      account_type: accounts.account_type,
      currency: instruments.ticker,
      venue: venues.slug,
      account_number: accounts.account_number,
      initial_value: accounts.initial_value,
      value: accounts.value,
      status: accounts.status,
      master_account_id: accounts.master_account_id,
      meta: accounts.meta,
      created_at: accounts.created_at,
    })
    .from(accounts)
    .innerJoin(instruments, eq(instruments.id, accounts.instrument_id))
    .leftJoin(venues, eq(venues.id, accounts.venue_id))
    .where(eq(accounts.user_id, userId))
    .orderBy(asc(accounts.created_at), asc(accounts.id));

  const assetRows = await db
    .select({
      id: assets.id,
      account_id: assets.account_id,
      name: assets.name,
      instrument: instruments.ticker,
      venue: venues.slug,
      asset_class: assets.asset_class,
      is_primary: assets.is_primary,
      opening_balance: assets.opening_balance,
      balance: assets.balance,
      description: assets.description,
      status: assets.status,
      breakdown: assets.breakdown,
      meta: assets.meta,
      created_at: assets.created_at,
    })
    .from(assets)
    .leftJoin(instruments, eq(instruments.id, assets.instrument_id))
    .leftJoin(venues, eq(venues.id, assets.venue_id))
    .where(eq(assets.user_id, userId))
    .orderBy(asc(assets.created_at), asc(assets.id));

  const transactionRows = await db
    .select({
      id: transactions.id,
      date: transactions.date,
      transaction_type: transactions.transaction_type,
      account_id: transactions.account_id,
      asset_id: transactions.asset_id,
      amount: transactions.amount,
      fee: transactions.fee,
      instrument: instruments.ticker,
      destination_account_id: transactions.destination_account_id,
      destination_asset_id: transactions.destination_asset_id,
      destination_amount: transactions.destination_amount,
      holding_id: transactions.holding_id,
      description: transactions.description,
      category: categories.category,
      category_key: categories.key,
      counterparty: transactions.counterparty,
      bank_reference: transactions.bank_reference,
      statement_text: transactions.statement_text,
      counterparty_key: transactions.counterparty_key,
      meta: transactions.meta,
      created_at: transactions.created_at,
    })
    .from(transactions)
    .leftJoin(instruments, eq(instruments.id, transactions.instrument_id))
    .leftJoin(categories, eq(categories.id, transactions.category_id))
    .where(eq(transactions.user_id, userId))
    .orderBy(asc(transactions.date), asc(transactions.created_at), asc(transactions.id));

  const valuationRows = await db
    .select({
      asset_id: asset_valuations.asset_id,
      day: asset_valuations.day,
      value: asset_valuations.value,
      note: asset_valuations.note,
    })
    .from(asset_valuations)
    .where(eq(asset_valuations.user_id, userId))
    .orderBy(asc(asset_valuations.asset_id), asc(asset_valuations.day));

  const ruleRows = await db
    .select({
      match: rules.match,
      field: rules.field,
      category: categories.category,
      category_key: categories.key,
      payee: rules.payee,
    })
    .from(rules)
    .leftJoin(categories, eq(categories.id, rules.category_id))
    .where(eq(rules.user_id, userId))
    .orderBy(asc(rules.created_at), asc(rules.id));

  const quote = alias(instruments, 'quote');
  const priceRows = await db
    .select({
      instrument: instruments.ticker,
      day: own_prices.day,
      price: own_prices.price,
      currency: quote.ticker,
    })
    .from(own_prices)
    .innerJoin(instruments, eq(instruments.id, own_prices.instrument_id))
    .leftJoin(quote, eq(quote.id, own_prices.currency_instrument_id))
    .where(eq(own_prices.user_id, userId))
    .orderBy(asc(instruments.ticker), asc(own_prices.day));

  const eventRows = await db
    .select({
      created_at: security_events.created_at,
      kind: security_events.kind,
      ip: security_events.ip,
      user_agent: security_events.user_agent,
      detail: security_events.detail,
    })
    .from(security_events)
    .where(eq(security_events.user_id, userId))
    .orderBy(asc(security_events.created_at));

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    person: { ...person, base_currency: person.base_currency },
    accounts: accountRows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    assets: assetRows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    transactions: transactionRows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    valuations: valuationRows,
    rules: ruleRows,
    own_prices: priceRows.map((row) => ({ ...row, currency: row.currency ?? 'USD' })),
    security_log: eventRows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
  };
}

export type ExportDocument = Awaited<ReturnType<typeof exportData>>;

/** A table of the document as a CSV file: its columns as they come, JSON cells as JSON text. */
function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean);
  return csvFile([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
}

/**
 * The archive: export.json (what an import reads) and a CSV file of each table, for spreadsheets
 * (cells that would start a formula made inert, lib/csv.ts). The CSV files open as UTF-8.
 */
export function exportArchive(document: ExportDocument): Uint8Array {
  const bom = '\uFEFF';
  const tables = {
    accounts: document.accounts,
    assets: document.assets,
    transactions: document.transactions,
    valuations: document.valuations,
    rules: document.rules,
    own_prices: document.own_prices,
    security_log: document.security_log,
  };
  const files: Record<string, Uint8Array> = {
    'export.json': strToU8(JSON.stringify(document, null, 2)),
  };
  for (const [name, rows] of Object.entries(tables)) {
    files[`${name}.csv`] = strToU8(bom + csvOf(rows));
  }
  return zipSync(files, { level: 6, mtime: new Date(document.exported_at) });
}
