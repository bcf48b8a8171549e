// Transactions: the caller's list (all, an account's, an asset's or a class's) and one
// transaction, and their writes. The rules and reads live in server/domain/ledger/; these only
// check who asks and shape answers.
import { cashFlow, exportTransactions } from '../../domain/ledger/flows.js';
import { listTransactions, transactionNode } from '../../domain/ledger/queries.js';
import * as transactions from '../../domain/ledger/transactions.js';
import { withAccess } from '../guards.js';
import { answer, done, reload } from '../records.js';
import type {
  MutationCreateTransactionArgs,
  MutationDeleteTransactionArgs,
  MutationUpdateTransactionArgs,
  QueryExportTransactionsArgs,
  QueryGetCashFlowArgs,
  QueryGetTransactionArgs,
  QueryGetTransactionsArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const transactionResolvers: Resolvers = {
  Query: {
    getTransactions: withAccess('user', (args: QueryGetTransactionsArgs, { db }, { user }) =>
      listTransactions(db, user.id, args),
    ),
    getTransaction: withAccess('user', async ({ id }: QueryGetTransactionArgs, { db }, { user }) =>
      answer('transaction', await transactionNode(db, user.id)(id)),
    ),
    getCashFlow: withAccess('user', async (args: QueryGetCashFlowArgs, ctx, { user }) =>
      cashFlow(ctx.db, user.id, await ctx.baseCurrency(), args),
    ),
    exportTransactions: withAccess(
      'user',
      async (args: QueryExportTransactionsArgs, ctx, { user }) =>
        exportTransactions(ctx.db, user.id, await ctx.baseCurrency(), args),
    ),
  },
  Mutation: {
    createTransaction: withAccess(
      'user',
      async (args: MutationCreateTransactionArgs, { db, jobs }, { user }) =>
        answer(
          'transaction',
          await reload(
            await transactions.createTransaction(db, user.id, args, jobs),
            transactionNode(db, user.id),
          ),
          'Transaction created',
        ),
    ),
    updateTransaction: withAccess(
      'user',
      async ({ id, ...args }: MutationUpdateTransactionArgs, { db, jobs }, { user }) =>
        answer(
          'transaction',
          await reload(
            await transactions.updateTransaction(db, user.id, id, args, jobs),
            transactionNode(db, user.id),
          ),
          'Transaction updated',
        ),
    ),
    deleteTransaction: withAccess(
      'user',
      async ({ id }: MutationDeleteTransactionArgs, { db, jobs }, { user }) =>
        done(await transactions.deleteTransaction(db, user.id, id, jobs), 'Transaction deleted'),
    ),
  },
};
