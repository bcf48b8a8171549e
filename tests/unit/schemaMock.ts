// The one schema-backed mock of the unit tests: the API's own schema (schema.graphql) answers the
// lists the app reads (accounts, categories, instruments, rules, venues, the top assets) from the records
// a test gives, sorted, filtered and paged by whatever variables the app sends, so that no test
// repeats the app's variables. It stands behind the test's exact mocks (Apollo's MockLink): they
// answer first, and only what none of them matches falls through to the schema.
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Kind } from 'graphql';
import { catchError, throwError } from 'rxjs';
import { vi, type Mock } from 'vitest';
import typeDefs from '../../schema.graphql?raw';
import type { GetTopAssetsQuery } from '../../src/graphql/TopAssets.generated';
import type {
  AccountFieldsFragment,
  CategoryFieldsFragment,
  InstrumentFieldsFragment,
  VenueFieldsFragment,
} from '../../src/graphql/fragments.generated';
import type { RuleFieldsFragment } from '../../src/ledger/rules/Rules.generated';

/** An asset as the top-assets list reads it. */
export type MockAsset = GetTopAssetsQuery['getTopAssets']['nodes'][number];

/** The records the schema answers from. A list left out stays unanswered, as without a mock. */
export type MockData = {
  accounts?: readonly AccountFieldsFragment[];
  assets?: readonly MockAsset[];
  categories?: readonly CategoryFieldsFragment[];
  instruments?: readonly InstrumentFieldsFragment[];
  rules?: readonly RuleFieldsFragment[];
  venues?: readonly VenueFieldsFragment[];
};

/** The list queries the schema answers, each with the records it reads. */
const lists = {
  getAccounts: 'accounts',
  getCategories: 'categories',
  getInstruments: 'instruments',
  getRules: 'rules',
  getTopAssets: 'assets',
  getVenuesAdmin: 'venues',
} as const satisfies Record<string, keyof MockData>;
type ListField = keyof typeof lists;

type Row = Record<string, unknown>;
/** A list's arguments: the generic ones, and named filters (account_class, type, status …). */
type ListArgs = { sort?: string; where?: Row; start?: number; limit?: number } & Row;

/** A spy of the schema's answers: which list was asked for, with which arguments. */
export type Asked = Mock<(field: ListField, args: ListArgs) => void>;
type Context = { data: MockData; asked: Asked };

/** Whether a record passes a filter: `field` is eq, `field_contains` case-insensitive, as the server's. */
function matches(record: Row, filter: Row) {
  return Object.entries(filter).every(([key, value]) => {
    const contains = /^(.+)_contains$/.exec(key)?.[1];
    if (contains) {
      return String(record[contains] ?? '')
        .toLowerCase()
        .includes(String(value).toLowerCase());
    }
    // a filter the mock cannot apply fails loudly instead of answering every record
    if (!(key in record)) throw new Error(`The schema mock cannot filter by "${key}"`);
    return record[key] === value;
  });
}

type Compare = (a: Row, b: Row) => number;

/** The order of a `sort` ("field:order" joined by commas). */
function order(sort: string): Compare {
  const keys = sort.split(',').map((part) => part.split(':') as [string, string?]);
  return (a: Row, b: Row) => {
    for (const [field, direction] of keys) {
      const diff = String(a[field]).localeCompare(String(b[field]), 'en', { numeric: true });
      if (diff) return direction === 'desc' ? -diff : diff;
    }
    return 0;
  };
}

/** A decimal's size; null (no price) below every number, so that it comes last in a desc order. */
const size = (value: unknown) => (value == null ? -Infinity : Number(value));

/** The lists that take no `sort`: the order and the page size the server gives them. */
const fixed: Partial<Record<ListField, { order: Compare; limit: number }>> = {
  // by value, largest first, those without a price last; then by balance and id
  getTopAssets: {
    order: (a, b) =>
      size(b.value) - size(a.value) ||
      size(b.balance) - size(a.balance) ||
      String(a.id).localeCompare(String(b.id)),
    limit: 5,
  },
};

/** A list's answer, as the server's: the page asked for and how many records match. */
function listOf(field: ListField, args: ListArgs, { data, asked }: Context) {
  asked(field, args);
  const { sort, where, start = 0, limit = fixed[field]?.limit ?? 10, ...named } = args;
  const filter = {
    ...where,
    ...Object.fromEntries(Object.entries(named).filter(([, v]) => v != null)),
  };
  const rows = ((data[lists[field]] ?? []) as readonly Row[]).filter((r) => matches(r, filter));
  const compare = sort ? order(sort) : fixed[field]?.order;
  if (compare) rows.sort(compare);
  return {
    success: true,
    message: null,
    errors: null,
    count: rows.length,
    nodes: rows.slice(start, start + limit),
  };
}

// built once: each render gives its records and spy as the resolvers' context
const schema = makeExecutableSchema<Context>({
  typeDefs,
  resolvers: {
    Query: Object.fromEntries(
      Object.keys(lists).map((field) => [
        field,
        (_: unknown, args: ListArgs, context: Context) => listOf(field as ListField, args, context),
      ]),
    ),
  },
});

/** Whether the schema can answer an operation: it reads only lists the test gave records of. */
function answers(operation: ApolloLink.Operation, data: MockData) {
  return getMainDefinition(operation.query).selectionSet.selections.every(
    (s) =>
      s.kind === Kind.FIELD &&
      (s.name.value === '__typename' ||
        (s.name.value in lists && data[lists[s.name.value as ListField]] !== undefined)),
  );
}

/**
 * The link of a test's client: the exact mocks first (MockedProvider's, answering at once), then
 * the schema from `data`; `asked` spies on what the schema answered.
 */
export function mockLink(mocks: readonly MockedResponse[], data: MockData = {}) {
  const asked: Asked = vi.fn();
  const exact = new MockLink(mocks, { showWarnings: false, defaultOptions: { delay: 0 } });
  const fromSchema = new SchemaLink({ schema, context: { data, asked } });
  const link = new ApolloLink((operation) =>
    exact.request(operation).pipe(
      catchError((error: unknown) => {
        // MockLink's failure when no mock matches; any other is the test's own
        const unmatched =
          error instanceof Error && error.message.startsWith('No more mocked responses');
        if (unmatched && answers(operation, data)) return fromSchema.request(operation);
        // the warning MockLink gives when nothing answers (silenced above for what falls through)
        if (unmatched) console.warn(error.message);
        return throwError(() => error);
      }),
    ),
  );
  return { link, asked };
}
