// A venue's form: its values, their yup rules (messages are translation keys) and the API's
// variables. The credential fields an account at the venue needs (account_fields, a JSON map of
// field name → label) are edited as rows; meta as JSON text.
import * as yup from 'yup';
import type { VenueFieldsFragment } from '../../../graphql/fragments.generated';
import { AccountClass, AccountType } from '../../../graphql/types';
import { accountClasses, accountTypes } from '../../../ledger/accountKinds';
import { descriptionText, requiredName } from '../../../lib/validation';

/** Lower-case words joined by hyphens, as the API takes slugs. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** A credential's field name: snake_case, as the account form sends it. */
const FIELD_NAME = /^[a-z][a-z0-9_]*$/u;

export type AccountFieldRow = { name: string; label: string };

/** account_fields as rows, in their order. */
export function accountFieldRows(accountFields: unknown): AccountFieldRow[] {
  if (!accountFields || typeof accountFields !== 'object' || Array.isArray(accountFields)) {
    return [];
  }
  return Object.entries(accountFields).map(([name, label]) => ({ name, label: String(label) }));
}

/** Meta text: empty, or a JSON object. */
export function parseMeta(text: string): Record<string, unknown> | null | undefined {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const texts = 'resources.venues.validation';

export const venueSchema = yup.object({
  name: requiredName(),
  slug: yup.string().trim().required('validation.required').matches(SLUG, `${texts}.slug`),
  description: descriptionText(true),
  account_fields: yup
    .array(
      yup.object({
        name: yup
          .string()
          .trim()
          .required('validation.required')
          .matches(FIELD_NAME, `${texts}.fieldName`),
        label: yup.string().trim().required('validation.required'),
      }),
    )
    .required()
    .min(1, `${texts}.accountFieldsRequired`)
    .test('unique', (rows, context) => {
      // the second use of a name is marked on its own field (Formik validates an empty field as
      // undefined: only the names given count)
      const seen = new Set<string>();
      for (const [index, row] of rows.entries()) {
        const name = row.name?.trim();
        if (!name) continue;
        if (seen.has(name)) {
          return context.createError({
            path: `${context.path}[${index}].name`,
            message: `${texts}.fieldNameTwice`,
          });
        }
        seen.add(name);
      }
      return true;
    }),
  account_class: yup.string().required('validation.required').oneOf(accountClasses),
  account_type: yup.string().required('validation.required').oneOf(accountTypes),
  connector_slug: yup
    .string()
    .trim()
    .matches(SLUG, { message: `${texts}.slug`, excludeEmptyString: true }),
  meta: yup.string().test('json', `${texts}.meta`, (text = '') => parseMeta(text) !== undefined),
  status: yup.boolean().defined(),
  visible: yup.boolean().defined(),
});

/** The form's values; a class and a type are '' until chosen. */
export type VenueValues = {
  name: string;
  slug: string;
  description: string;
  account_fields: AccountFieldRow[];
  account_class: string;
  account_type: string;
  connector_slug: string;
  /** JSON text. */
  meta: string;
  status: boolean;
  visible: boolean;
};

/** A new venue: disabled (and visible) until an admin enables it; one credential row to fill. */
export const emptyVenue: VenueValues = {
  name: '',
  slug: '',
  description: '',
  account_fields: [{ name: '', label: '' }],
  account_class: '',
  account_type: '',
  connector_slug: '',
  meta: '',
  status: false,
  visible: true,
};

export function venueValues(venue: VenueFieldsFragment): VenueValues {
  return {
    name: venue.name,
    slug: venue.slug,
    description: venue.description,
    account_fields: accountFieldRows(venue.account_fields),
    account_class: venue.account_class,
    account_type: venue.account_type,
    connector_slug: venue.connector_slug ?? '',
    meta: venue.meta == null ? '' : JSON.stringify(venue.meta, null, 2),
    status: venue.status,
    visible: venue.visible,
  };
}

/** The create/update variables of valid values. */
export function venueVariables(values: VenueValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    account_fields: Object.fromEntries(
      values.account_fields.map((row) => [row.name.trim(), row.label.trim()]),
    ),
    account_class: values.account_class as AccountClass,
    account_type: values.account_type as AccountType,
    connector_slug: values.connector_slug.trim() || null,
    meta: parseMeta(values.meta) ?? null,
    status: values.status,
    visible: values.visible,
  };
}
