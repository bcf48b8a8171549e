import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema.js';
import { Checks, fail, isFailure, notFound, ok } from '../../domain/result.js';
import { logVenueError, VenueError } from '../../domain/venues/connector.js';
import { log } from '../../log.js';
import { unmappedAssets } from '../../domain/venues/mappings.js';
import { venueDeps } from '../../domain/venues/registry.js';
import type { Context } from '../context.js';
import { withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, createRow, findRow, updateRow } from '../records.js';
import type { MutationCreateVenueAdminArgs, Resolvers } from '../resolvers.generated.js';

const venueList: ListSpec = {
  columns: {
    id: venues.id,
    name: venues.name,
    slug: venues.slug,
    account_class: venues.account_class,
    account_type: venues.account_type,
    connector_slug: venues.connector_slug,
    status: venues.status,
    visible: venues.visible,
    created_at: venues.created_at,
  },
  defaultSort: 'name:asc',
  tiebreaker: venues.id,
};

/** What a user may see: enabled and visible venues. */
const available = [eq(venues.status, true), eq(venues.visible, true)];

const slugTaken = { field: 'slug', message: 'A venue with this slug already exists' };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

/** account_fields maps credential field names (snake_case) to their labels. */
function isAccountFields(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([k, v]) => FIELD_NAME.test(k) && typeof v === 'string' && v.trim() !== '')
  );
}

function venueValues(args: MutationCreateVenueAdminArgs) {
  const name = args.name.trim();
  const slug = args.slug.trim();
  const description = args.description.trim();
  const connectorSlug = args.connector_slug?.trim() || null;
  const check = new Checks()
    .required('name', name, 'Name is required')
    .required('slug', slug, 'Slug is required')
    .that('slug', SLUG.test(slug), 'Slug may contain lower-case letters, digits and hyphens')
    .required('description', description, 'Description is required')
    .that(
      'account_fields',
      isAccountFields(args.account_fields),
      'Account fields must map field names to labels, e.g. {"public_key": "Public key"}',
    )
    .that(
      'connector_slug',
      connectorSlug === null || SLUG.test(connectorSlug),
      'Connector slug may contain lower-case letters, digits and hyphens',
    )
    .that(
      'meta',
      args.meta == null || (typeof args.meta === 'object' && !Array.isArray(args.meta)),
      'Meta must be a JSON object',
    );
  if (check.failed) return check.failure();
  return {
    name,
    slug,
    description,
    account_fields: args.account_fields as Record<string, string>,
    account_class: args.account_class,
    account_type: args.account_type,
    connector_slug: connectorSlug,
    ...(typeof args.status === 'boolean' && { status: args.status }),
    ...(typeof args.visible === 'boolean' && { visible: args.visible }),
    ...(args.meta !== undefined && { meta: args.meta }),
  };
}

const noNodes = { nodes: [], count: 0 };

/** The assets the venue's connector lists that no mapping covers; a venue's error in words. */
async function unmappedInstruments(venueId: string, { db, config }: Context) {
  const venue = await findRow(db, venues, venueId);
  if (!venue) return { ...notFound(), ...noNodes };
  const connector = venueDeps(db, config).connectors(venue.connector_slug);
  if (!connector)
    return { ...fail(`${venue.name} has no connector to list its assets`), ...noNodes };
  try {
    const nodes = await unmappedAssets(db, connector, venue.id);
    return ok({ nodes, count: nodes.length });
  } catch (error) {
    if (!(error instanceof VenueError)) throw error;
    logVenueError(log, error, { venue: venue.name });
    return { ...fail(error.message), ...noNodes };
  }
}

export const venueResolvers: Resolvers = {
  Query: {
    getVenues: withAccess('user', (args, { db }) =>
      listRows(db, venues, venueList, args, available),
    ),
    getVenue: withAccess('user', async ({ id }: { id: string }, { db }) =>
      answer('venue', await findRow(db, venues, id, ...available)),
    ),
    getVenuesAdmin: withAccess('admin', (args, { db }) => listRows(db, venues, venueList, args)),
    getVenueAdmin: withAccess('admin', async ({ id }: { id: string }, { db }) =>
      answer('venue', await findRow(db, venues, id)),
    ),
    getUnmappedInstrumentsAdmin: withAccess('admin', ({ venue_id }: { venue_id: string }, ctx) =>
      unmappedInstruments(venue_id, ctx),
    ),
  },
  Mutation: {
    createVenueAdmin: withAccess('admin', async (args: MutationCreateVenueAdminArgs, { db }) => {
      const values = venueValues(args);
      if (isFailure(values)) return values;
      return answer('venue', await createRow(db, venues, values, slugTaken), 'Venue created');
    }),
    updateVenueAdmin: withAccess(
      'admin',
      async ({ id, ...args }: MutationCreateVenueAdminArgs & { id: string }, { db }) => {
        const values = venueValues(args);
        if (isFailure(values)) return values;
        return answer('venue', await updateRow(db, venues, id, values, slugTaken), 'Venue updated');
      },
    ),
    disableVenueAdmin: withAccess('admin', async ({ id }: { id: string }, { db }) =>
      answer(
        'venue',
        await updateRow(db, venues, id, { status: false }, slugTaken),
        'Venue disabled',
      ),
    ),
  },
};
