// ---------------------------------------------------------------------------------------------
// Operations of issue 3 and later, declared in the contract but not built yet. Each one checks
// who is calling, exactly as the real one will, and then answers success false "Not implemented
// yet" with the empty payload its type requires. Replace an entry here when it is built.
// ---------------------------------------------------------------------------------------------
import { fail } from '../../domain/result.js';
import { withAccess, type Access } from '../guards.js';
import type { Resolvers } from '../resolvers.generated.js';

export const NOT_IMPLEMENTED = 'Not implemented yet';

const notYet = <T extends object>(access: Access, payload: T) =>
  withAccess(access, () => ({ ...fail(NOT_IMPLEMENTED), ...payload }));

const emptyList = { nodes: [], count: 0 };

export const notImplementedResolvers: Resolvers = {
  Query: {
    getUnmappedInstrumentsAdmin: notYet('admin', emptyList),
  },
};
