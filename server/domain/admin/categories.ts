// The categories transactions are filed under: listed for everyone, kept by an administrator.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, type CategoryRow } from '../../db/schema.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { Checks, isFailure, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { NAME_MAX } from '../../../shared/fieldLimits.js';

const categoryList: ListSpec = {
  columns: { id: categories.id, category: categories.category, created_at: categories.created_at },
  defaultSort: 'category:asc',
  tiebreaker: categories.id,
};

const categoryTaken = { field: 'category', message: 'This category already exists' };

function categoryValues(args: { category: string }): { category: string } | Failure {
  const category = args.category.trim();
  const check = new Checks()
    .required('category', category, 'Category is required')
    .atMost('category', category, NAME_MAX, 'Category');
  return check.failed ? check.failure() : { category };
}

export const listCategories = (db: Db, args: ListArgs) =>
  listRows(db, categories, categoryList, args);

export const findCategory = (db: Db, id: string) => findRow(db, categories, id);

/** A new category, its name trimmed; a name taken already is refused. */
export async function createCategory(
  db: Db,
  args: { category: string },
): Promise<CategoryRow | Failure> {
  const values = categoryValues(args);
  return isFailure(values) ? values : createRow(db, categories, values, categoryTaken);
}

/**
 * Renames a category; undefined when there is none with this id. A category the app ships keeps
 * its key (and so its translations) while its name stays; renamed, it reads as its new name.
 */
export async function updateCategory(
  db: Db,
  id: string,
  args: { category: string },
): Promise<CategoryRow | Failure | undefined> {
  const values = categoryValues(args);
  if (isFailure(values)) return values;
  const key = sql`CASE WHEN ${categories.category} = ${values.category} THEN ${categories.key} END`;
  return updateRow(db, categories, id, { ...values, key }, categoryTaken);
}
