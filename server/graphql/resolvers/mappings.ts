// Instrument mappings: which instrument a venue's symbol is, kept by an administrator. The rules
// live in server/domain/admin/mappings.ts; these only check who asks and shape answers.
import * as mappings from '../../domain/admin/mappings.js';
import { withAccess } from '../guards.js';
import { answer, done } from '../records.js';
import type {
  MutationCreateMappingAdminArgs,
  MutationDeleteMappingAdminArgs,
  MutationUpdateMappingAdminArgs,
  QueryGetMappingAdminArgs,
  QueryGetMappingsAdminArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const mappingResolvers: Resolvers = {
  Query: {
    getMappingsAdmin: withAccess('admin', (args: QueryGetMappingsAdminArgs, { db }) =>
      mappings.listMappings(db, args),
    ),
    getMappingAdmin: withAccess('admin', async ({ id }: QueryGetMappingAdminArgs, { db }) =>
      answer('mapping', await mappings.findMapping(db, id)),
    ),
  },
  Mutation: {
    createMappingAdmin: withAccess('admin', async (args: MutationCreateMappingAdminArgs, { db }) =>
      answer('mapping', await mappings.createMapping(db, args), 'Mapping created'),
    ),
    updateMappingAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationUpdateMappingAdminArgs, { db }) =>
        answer('mapping', await mappings.updateMapping(db, id, args), 'Mapping updated'),
    ),
    deleteMappingAdmin: withAccess(
      'admin',
      async ({ id }: MutationDeleteMappingAdminArgs, { db }) =>
        done(await mappings.deleteMapping(db, id), 'Mapping deleted'),
    ),
  },
};
