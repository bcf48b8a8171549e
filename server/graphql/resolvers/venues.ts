// Venues: the ones a user may link, and all of them for an administrator, with the assets a
// venue lists that no mapping covers. The rules live in server/domain/admin/venues.ts and
// server/domain/venues/; these only check who asks and shape answers.
import * as venues from '../../domain/admin/venues.js';
import { isFailure, ok } from '../../domain/result.js';
import { unmappedOfVenue } from '../../domain/venues/mappings.js';
import { venueDeps } from '../../domain/venues/registry.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationCreateVenueAdminArgs,
  MutationDisableVenueAdminArgs,
  MutationUpdateVenueAdminArgs,
  QueryGetUnmappedInstrumentsAdminArgs,
  QueryGetVenueAdminArgs,
  QueryGetVenueArgs,
  QueryGetVenuesAdminArgs,
  QueryGetVenuesArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const venueResolvers: Resolvers = {
  Query: {
    getVenues: withAccess('user', (args: QueryGetVenuesArgs, { db }) =>
      venues.listAvailableVenues(db, args),
    ),
    getVenue: withAccess('user', async ({ id }: QueryGetVenueArgs, { db }) =>
      answer('venue', await venues.findAvailableVenue(db, id)),
    ),
    getVenuesAdmin: withAccess('admin', (args: QueryGetVenuesAdminArgs, { db }) =>
      venues.listVenues(db, args),
    ),
    getVenueAdmin: withAccess('admin', async ({ id }: QueryGetVenueAdminArgs, { db }) =>
      answer('venue', await venues.findVenue(db, id)),
    ),
    getUnmappedInstrumentsAdmin: withAccess(
      'admin',
      async ({ venue_id }: QueryGetUnmappedInstrumentsAdminArgs, { db, config }) => {
        const nodes = await unmappedOfVenue(venueDeps(db, config), venue_id);
        if (isFailure(nodes)) return { ...nodes, nodes: [], count: 0 };
        return ok({ nodes, count: nodes.length });
      },
    ),
  },
  Mutation: {
    createVenueAdmin: withAccess('admin', async (args: MutationCreateVenueAdminArgs, { db }) =>
      answer('venue', await venues.createVenue(db, args), 'Venue created'),
    ),
    updateVenueAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationUpdateVenueAdminArgs, { db }) =>
        answer('venue', await venues.updateVenue(db, id, args), 'Venue updated'),
    ),
    disableVenueAdmin: withAccess('admin', async ({ id }: MutationDisableVenueAdminArgs, { db }) =>
      answer('venue', await venues.disableVenue(db, id), 'Venue disabled'),
    ),
  },
};
