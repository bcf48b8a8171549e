// The statement upload's rules: the upload form (one account, one file of at most 10 MB, as the
// API allows), the column mapping of a CSV, and each reviewed row (checked as a transaction made
// by hand is: ledger/transactionRules). Messages are translation keys.
import * as yup from 'yup';
import type { UploadBankStatementMutation } from './Statements.generated';
import type { StatementMappingInput, StatementRowInput } from '../../graphql/types';
import { amount, date, description } from '../../ledger/transactionRules';

/** The API's limit on a statement file. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: every format the API reads (it tells them apart by content). */
export const STATEMENT_FILE_TYPES = '.csv,.tsv,.txt,.ofx,.qfx,.qif,.xml,.sta,.mt940,.940';

export const uploadSchema = yup.object({
  account_id: yup.string().default('').required('statements.validation.account'),
  file: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .required('statements.validation.file')
    .test(
      'size',
      'statements.validation.tooLarge',
      (file) => !file || file.size <= MAX_STATEMENT_BYTES,
    )
    .test('empty', 'statements.validation.empty', (file) => !file || file.size > 0),
});
/** The upload form: the account and the one file (none yet: null). */
export type UploadValues = { account_id: string; file: File | null };

// ---------------------------------------------------------------------------------------------
// Column mapping (CSV)
// ---------------------------------------------------------------------------------------------

/** The roles a CSV column can play, in the order the mapping form asks for them. */
export const MAPPING_ROLES = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'direction',
  'counterparty',
  'currency',
  'value_date',
  'reference',
] as const;
export type MappingRole = (typeof MAPPING_ROLES)[number];

/** The form's values: each role a column index as text ('' for none); description may be several. */
export type MappingValues = Record<Exclude<MappingRole, 'description'>, string> & {
  description: string[];
};

const column = yup.string().default('');

export const mappingSchema = yup.object({
  date: column.required('statements.mapping.validation.date'),
  description: yup
    .array(yup.string().required())
    .min(1, 'statements.mapping.validation.description'),
  amount: column.test(
    'amount',
    'statements.mapping.validation.amount',
    function amountOrDebitCredit(value) {
      const { debit, credit } = this.parent as MappingValues;
      return !!value || (!!debit && !!credit);
    },
  ),
  debit: column,
  credit: column,
  direction: column,
  counterparty: column,
  currency: column,
  value_date: column,
  reference: column,
});

type Mapping = Partial<Record<MappingRole, number | number[] | null>> | null | undefined;

/** The form's start: the mapping the API used or could place. */
export function mappingValues(mapping: Mapping): MappingValues {
  const one = (role: Exclude<MappingRole, 'description'>) => {
    const value = mapping?.[role];
    return typeof value === 'number' ? String(value) : '';
  };
  const description = mapping?.description;
  return {
    date: one('date'),
    description: Array.isArray(description) ? description.map(String) : [],
    amount: one('amount'),
    debit: one('debit'),
    credit: one('credit'),
    direction: one('direction'),
    counterparty: one('counterparty'),
    currency: one('currency'),
    value_date: one('value_date'),
    reference: one('reference'),
  };
}

/** The mapping as the API takes it. */
export function toMappingInput(values: MappingValues): StatementMappingInput {
  const index = (value: string) => (value === '' ? null : Number(value));
  return {
    date: Number(values.date),
    description: values.description.map(Number),
    amount: index(values.amount),
    debit: index(values.debit),
    credit: index(values.credit),
    direction: index(values.direction),
    counterparty: index(values.counterparty),
    currency: index(values.currency),
    value_date: index(values.value_date),
    reference: index(values.reference),
  };
}

// ---------------------------------------------------------------------------------------------
// Reviewed rows
// ---------------------------------------------------------------------------------------------

/** What uploadBankStatement answers. */
export type UploadAnswer = UploadBankStatementMutation['uploadBankStatement'];
export type StatementColumn = NonNullable<UploadAnswer['columns']>[number];
export type StatementMapping = UploadAnswer['mapping'];

/** One account's statement in a file holding several (uploadBankStatement's `statements`). */
export type StatementChoice = NonNullable<UploadAnswer['statements']>[number];

/** Which of the file's accounts to import: one must be chosen. */
export const choiceSchema = yup.object({
  number: yup.string().default('').required('statements.choice.required'),
});

/** A row of the review grid: the staged row, `id` its place in the statement. */
export type ReviewRow = UploadAnswer['nodes'][number] & { id: number };

/** What the person may change in a row: amount and description (and the category). */
export const reviewRowSchema = yup.object({ amount, description, date });

/** The fields of a row the grid names in "Please Input {title}!". */
export const EDITABLE_FIELDS = ['amount', 'description'] as const;

/** The rows getUploadRows answers at most: the review reads a long statement by such pages. */
export const UPLOAD_PAGE = 1_000;

/** The most rows one confirm may change (the API's limit on objects in a request). */
export const MAX_ROW_CHANGES = 1_000;

/**
 * The chosen rows as confirmUpload takes them: their numbers, and what the person changed in some
 * of them (the API takes the rest as staged), so 20,000 rows stay a small request.
 */
export function toConfirmedRows(
  rows: readonly ReviewRow[],
  staged: readonly UploadAnswer['nodes'][number][],
): { rows: number[]; changes: StatementRowInput[] } {
  const byRow = new Map(staged.map((node) => [node.row, node]));
  const changes = rows.flatMap((row) => {
    const origin = byRow.get(row.row);
    const changed = (field: 'amount' | 'description' | 'category_id') =>
      (row[field] ?? null) !== (origin?.[field] ?? null);
    const change = {
      ...(changed('amount') && { amount: row.amount }),
      ...(changed('description') && { description: row.description }),
      ...(changed('category_id') && { category_id: row.category_id || null }),
    };
    return Object.keys(change).length > 0 ? [{ row: row.row, ...change }] : [];
  });
  return { rows: rows.map((row) => row.row), changes };
}

/**
 * The review's rows once the staged rows changed under it (a rule made from a row was applied):
 * the new staging where the person left a field as staged, their own edit where they made one.
 */
export function restaged(
  rows: readonly ReviewRow[],
  before: readonly UploadAnswer['nodes'][number][],
  after: readonly UploadAnswer['nodes'][number][],
): ReviewRow[] {
  const was = new Map(before.map((node) => [node.row, node]));
  const now = new Map(after.map((node) => [node.row, node]));
  return rows.map((row) => {
    const origin = was.get(row.row);
    const next = now.get(row.row);
    if (!origin || !next) return row;
    const kept = (field: 'category_id' | 'payee') =>
      (row[field] ?? null) !== (origin[field] ?? null) ? row[field] : next[field];
    return {
      ...row,
      rule_id: next.rule_id,
      category_id: kept('category_id'),
      payee: kept('payee'),
    };
  });
}
