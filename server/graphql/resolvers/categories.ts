// Categories: listed for everyone, kept by an administrator. The rules live in
// server/domain/admin/categories.ts; these only check who asks and shape answers.
import * as categories from '../../domain/admin/categories.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationCreateCategoryArgs,
  MutationUpdateCategoryArgs,
  QueryGetCategoriesArgs,
  QueryGetCategoryArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const categoryResolvers: Resolvers = {
  Query: {
    getCategories: withAccess('user', (args: QueryGetCategoriesArgs, { db }) =>
      categories.listCategories(db, args),
    ),
    getCategory: withAccess('user', async ({ id }: QueryGetCategoryArgs, { db }) =>
      answer('category', await categories.findCategory(db, id)),
    ),
  },
  Mutation: {
    createCategory: withAccess('admin', async (args: MutationCreateCategoryArgs, { db }) =>
      answer('category', await categories.createCategory(db, args), 'Category created'),
    ),
    updateCategory: withAccess(
      'admin',
      async ({ id, ...args }: MutationUpdateCategoryArgs, { db }) =>
        answer('category', await categories.updateCategory(db, id, args), 'Category updated'),
    ),
  },
};
