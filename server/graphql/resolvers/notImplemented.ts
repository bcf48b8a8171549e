// ---------------------------------------------------------------------------------------------
// Operations of issue 3 and later, declared in the contract but not built yet. Each one checks
// who is calling, exactly as the real one will, and then answers success false "Not implemented
// yet" with the empty payload its type requires. Replace an entry here when it is built.
// ---------------------------------------------------------------------------------------------
import { fail } from '../../domain/result.js';
import { withAccess, type Access } from '../guards.js';
import { DEFAULT_LIMIT } from '../listArgs.js';
import type { Resolvers } from '../resolvers.generated.js';

export const NOT_IMPLEMENTED = 'Not implemented yet';

const notYet = <T extends object>(access: Access, payload: T) =>
  withAccess(access, () => ({ ...fail(NOT_IMPLEMENTED), ...payload }));

const emptyList = { nodes: [], count: 0 };

export const notImplementedResolvers: Resolvers = {
  Query: {
    getUnmappedInstrumentsAdmin: notYet('admin', emptyList),
    getAccounts: notYet('user', emptyList),
    getAccount: notYet('user', {}),
    getTransactions: notYet('user', {
      ...emptyList,
      cursor: { limit: DEFAULT_LIMIT, page: 1, total: 0 },
    }),
    getTransaction: notYet('user', {}),
    getAssets: notYet('user', emptyList),
    getAsset: notYet('user', {}),
  },
  Mutation: {
    createAccount: notYet('user', {}),
    updateAccount: notYet('user', {}),
    deleteAccount: notYet('user', {}),
    createTransaction: notYet('user', {}),
    updateTransaction: notYet('user', {}),
    deleteTransaction: notYet('user', {}),
    createAsset: notYet('user', {}),
    updateAsset: notYet('user', {}),
    deleteAsset: notYet('user', {}),
    uploadBankStatement: notYet('user', { nodes: [], duplicates: [] }),
    confirmUpload: notYet('user', { count: 0 }),
  },
};
