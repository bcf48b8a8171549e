// A person's rules for their transactions: "the description (or the payee, or either) contains X
// -> category Y, payee Z". They are applied to a statement's rows when it is uploaded (before the
// category suggested from earlier bookings, which stays the fallback), and on demand to the rows
// of an upload under review or to the transactions already booked.
//
// Where several rules match a row, the one with the longest text wins ("rewe markt berlin" over
// "rewe"), then the oldest: a more specific rule is the exception to a broader one.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, rules, transactions, type RuleField, type RuleRow } from '../../db/schema.js';
import { NAME_MAX } from '../../../shared/fieldLimits.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { Checks, fail, isFailure, notFound, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { normalizeText } from '../text.js';
import { ledgerWrite } from './write.js';

export const RULE_FIELDS: readonly RuleField[] = ['any', 'description', 'payee'];

/**
 * The most rules one person keeps: every row of an upload is tried against each (20,000 rows
 * against 500 rules is 10 M comparisons, done in slices that let others in).
 */
export const MAX_RULES = 500;

export type RuleInput = {
  match: string;
  field?: RuleField | null;
  category_id?: string | null;
  payee?: string | null;
};

const ruleList: ListSpec = {
  columns: {
    id: rules.id,
    match: rules.match,
    field: rules.field,
    category_id: rules.category_id,
    payee: rules.payee,
    created_at: rules.created_at,
    updated_at: rules.updated_at,
  },
  defaultSort: 'match:asc',
  tiebreaker: rules.id,
};

const ruleTaken = {
  field: 'match',
  message: 'You have a rule for this text already: change that one',
};

type RuleValues = Pick<RuleRow, 'match' | 'match_key' | 'field' | 'category_id' | 'payee'>;

/** The checked columns of a rule, or why not. */
async function ruleValues(db: Db, input: RuleInput): Promise<RuleValues | Failure> {
  const match = input.match.trim();
  const payee = input.payee?.trim() || null;
  const field = input.field ?? 'any';
  const category = input.category_id ? await findRow(db, categories, input.category_id) : null;
  const check = new Checks()
    .required('match', match, 'Say what the text contains')
    .atMost('match', match, NAME_MAX, 'The text')
    .that('match', normalizeText(match) !== '', 'The text needs a letter or a digit')
    .that('field', RULE_FIELDS.includes(field), 'Choose description, payee or either')
    .that('category_id', !input.category_id || !!category, 'Category not found')
    .atMost('payee', payee, NAME_MAX, 'The payee')
    .that(
      'category_id',
      !!input.category_id || !!payee,
      'Choose what the rule sets: a category, a payee or both',
    );
  if (check.failed) return check.failure();
  return {
    match,
    match_key: normalizeText(match),
    field,
    category_id: category?.id ?? null,
    payee,
  };
}

export const listRules = (db: Db, userId: string, args: ListArgs) =>
  listRows(db, rules, ruleList, args, [eq(rules.user_id, userId)]);

export const findRule = (db: Db, userId: string, id: string) =>
  findRow(db, rules, id, eq(rules.user_id, userId));

export async function createRule(
  db: Db,
  userId: string,
  input: RuleInput,
): Promise<RuleRow | Failure> {
  const values = await ruleValues(db, input);
  if (isFailure(values)) return values;
  if ((await db.$count(rules, eq(rules.user_id, userId))) >= MAX_RULES) {
    return fail(
      `You keep ${MAX_RULES} rules, the most one person can: change or delete one first.`,
    );
  }
  return createRow(db, rules, { ...values, user_id: userId }, ruleTaken);
}

/** Replaces what the caller's rule says; undefined when they have none with this id. */
export async function updateRule(
  db: Db,
  userId: string,
  id: string,
  input: RuleInput,
): Promise<RuleRow | Failure | undefined> {
  if (!(await findRule(db, userId, id))) return undefined;
  const values = await ruleValues(db, input);
  return isFailure(values) ? values : updateRow(db, rules, id, values, ruleTaken);
}

export async function deleteRule(db: Db, userId: string, id: string): Promise<true | Failure> {
  if (!(await findRule(db, userId, id))) return notFound();
  await db.delete(rules).where(and(eq(rules.id, id), eq(rules.user_id, userId)));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------------

/**
 * What a rule is matched on: the row's description and its payee as the file gave it (else as
 * the person typed it).
 */
export type RuleSubject = { description: string; payee: string | null };

export type Rulebook = readonly RuleRow[];

/** The caller's rules in the order they are tried: the longest text first, then the oldest. */
export async function rulebook(db: Db, userId: string, only?: string): Promise<Rulebook> {
  const found = await db
    .select()
    .from(rules)
    .where(and(eq(rules.user_id, userId), only ? eq(rules.id, only) : undefined))
    .orderBy(sql`length(${rules.match_key}) DESC`, asc(rules.created_at), asc(rules.id));
  return found;
}

/** The rule that applies to a row, if one does. */
export function ruleFor(book: Rulebook, subject: RuleSubject): RuleRow | undefined {
  const description = normalizeText(subject.description);
  const payee = normalizeText(subject.payee ?? '');
  return book.find(
    (rule) =>
      (rule.field !== 'payee' && description.includes(rule.match_key)) ||
      (rule.field !== 'description' && payee !== '' && payee.includes(rule.match_key)),
  );
}

/** A row's category and payee once its rule (if any) is applied. */
export function ruled<R extends { category_id: string | null; payee: string | null }>(
  rule: RuleRow | undefined,
  row: R,
): R {
  if (!rule) return row;
  return {
    ...row,
    category_id: rule.category_id ?? row.category_id,
    payee: rule.payee ?? row.payee,
  };
}

/** How many of the caller's transactions one query reads and writes when rules are applied. */
const APPLY_PAGE = 2_000;

/**
 * Applies the caller's rules (or the one given) to every transaction they have booked: a matching
 * transaction gets the rule's category and payee. Answers how many changed. Read and written
 * APPLY_PAGE rows at a time, each page one short write under the ledger lock.
 */
export async function applyToTransactions(
  db: Db,
  userId: string,
  ruleId?: string | null,
): Promise<number | Failure> {
  if (ruleId && !(await findRule(db, userId, ruleId))) return notFound();
  const book = await rulebook(db, userId, ruleId ?? undefined);
  if (book.length === 0) return 0;
  let changed = 0;
  for (let after: string | null = null; ;) {
    const page = await db
      .select({
        id: transactions.id,
        description: transactions.description,
        payee: transactions.counterparty,
        category_id: transactions.category_id,
        // an imported row is matched on the file's counterparty (kept normalised), so that a
        // payee a rule gave it does not make another rule match next time
        original: sql<string | null>`CASE WHEN ${transactions.counterparty_key}
          IS DISTINCT FROM ${transactions.statement_text} THEN ${transactions.counterparty_key} END`,
      })
      .from(transactions)
      .where(and(eq(transactions.user_id, userId), after ? gt(transactions.id, after) : undefined))
      .orderBy(asc(transactions.id))
      .limit(APPLY_PAGE);
    if (page.length === 0) return changed;
    after = page[page.length - 1]!.id;
    const updates = page.flatMap(({ original, ...row }) => {
      const subject = { description: row.description, payee: original ?? row.payee };
      const next = ruled(ruleFor(book, subject), row);
      return next.category_id === row.category_id && next.payee === row.payee ? [] : [next];
    });
    if (updates.length === 0) continue;
    const written = await ledgerWrite(db, userId, async (tx) => {
      await tx.execute(sql`
        UPDATE ${transactions} AS t
           SET category_id = v.category_id, counterparty = v.payee, updated_at = now()
          FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
               AS v(id uuid, category_id uuid, payee text)
         WHERE t.id = v.id AND t.user_id = ${userId}`);
      return updates.length;
    });
    if (typeof written !== 'number') return written;
    changed += written;
  }
}
