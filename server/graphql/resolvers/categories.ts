import { categories } from '../../db/schema.js';
import { Checks, isFailure, type Failure } from '../../domain/result.js';
import { withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, createRow, findRow, updateRow } from '../records.js';
import type { Resolvers } from '../resolvers.generated.js';

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
    .that('category', category.length <= 100, 'Category must be at most 100 characters');
  return check.failed ? check.failure() : { category };
}

export const categoryResolvers: Resolvers = {
  Query: {
    getCategories: withAccess('user', (args, { db }) =>
      listRows(db, categories, categoryList, args),
    ),
    getCategory: withAccess('user', async ({ id }: { id: string }, { db }) =>
      answer('category', await findRow(db, categories, id)),
    ),
  },
  Mutation: {
    createCategory: withAccess('admin', async (args: { category: string }, { db }) => {
      const values = categoryValues(args);
      if (isFailure(values)) return values;
      return answer(
        'category',
        await createRow(db, categories, values, categoryTaken),
        'Category created',
      );
    }),
    updateCategory: withAccess(
      'admin',
      async ({ id, ...args }: { id: string; category: string }, { db }) => {
        const values = categoryValues(args);
        if (isFailure(values)) return values;
        return answer(
          'category',
          await updateRow(db, categories, id, values, categoryTaken),
          'Category updated',
        );
      },
    ),
  },
};
