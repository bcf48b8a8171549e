// The venues accounts may be linked to (exchanges, brokers): the enabled and visible ones listed
// for everyone, all of them kept by an administrator.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { venues, type AccountClass, type AccountType, type VenueRow } from '../../db/schema.js';
import { listRows, type ListArgs, type ListSpec } from '../lists.js';
import { Checks, isFailure, type Failure } from '../result.js';
import { createRow, findRow, updateRow } from '../rows.js';
import { DESCRIPTION_MAX, NAME_MAX } from '../../../shared/fieldLimits.js';

/** What an administrator gives for a venue (the schema's arguments, id aside). */
export type VenueInput = {
  name: string;
  slug: string;
  description: string;
  account_fields: unknown;
  account_class: AccountClass;
  account_type: AccountType;
  connector_slug?: string | null;
  status?: boolean | null;
  visible?: boolean | null;
  meta?: unknown;
};

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

function venueValues(args: VenueInput) {
  const name = args.name.trim();
  const slug = args.slug.trim();
  const description = args.description.trim();
  const connectorSlug = args.connector_slug?.trim() || null;
  const check = new Checks()
    .required('name', name, 'Name is required')
    .atMost('name', name, NAME_MAX, 'Name')
    .required('slug', slug, 'Slug is required')
    .that('slug', SLUG.test(slug), 'Slug may contain lower-case letters, digits and hyphens')
    .required('description', description, 'Description is required')
    .atMost('description', description, DESCRIPTION_MAX, 'Description')
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

/** A page of the venues a user may link: enabled and visible ones. */
export const listAvailableVenues = (db: Db, args: ListArgs) =>
  listRows(db, venues, venueList, args, available);

/** The venue with this id when a user may link it (enabled and visible), or undefined. */
export const findAvailableVenue = (db: Db, id: string) => findRow(db, venues, id, ...available);

/** A page of all venues, as an administrator sees them. */
export const listVenues = (db: Db, args: ListArgs) => listRows(db, venues, venueList, args);

export const findVenue = (db: Db, id: string) => findRow(db, venues, id);

/** A new venue; a slug taken already is refused. */
export async function createVenue(db: Db, args: VenueInput): Promise<VenueRow | Failure> {
  const values = venueValues(args);
  return isFailure(values) ? values : createRow(db, venues, values, slugTaken);
}

/** Edits a venue; undefined when there is none with this id. */
export const updateVenue = async (db: Db, id: string, args: VenueInput) => {
  const values = venueValues(args);
  return isFailure(values) ? values : updateRow(db, venues, id, values, slugTaken);
};

/** Disables a venue: its accounts sync no more and no one may link it; undefined when none. */
export const disableVenue = (db: Db, id: string) =>
  updateRow(db, venues, id, { status: false }, slugTaken);
