// Test data for the administration screens: venues, instruments, categories, mappings (users come
// from factories.ts) and the API answers that carry them.
import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import type {
  CategoryFieldsFragment,
  InstrumentFieldsFragment,
  MappingFieldsFragment,
  VenueFieldsFragment,
} from '../../src/graphql/fragments.generated';

let next = 1;
const uuid = () => `00000000-0000-4000-b000-${String(next++).padStart(12, '0')}`;

export type TestVenue = VenueFieldsFragment & { __typename: 'Venue' };
export type TestInstrument = InstrumentFieldsFragment & { __typename: 'Instrument' };
export type TestCategory = CategoryFieldsFragment & { __typename: 'Category' };
export type TestMapping = MappingFieldsFragment & { __typename: 'InstrumentMapping' };

export function makeVenue(overrides: Partial<VenueFieldsFragment> = {}): TestVenue {
  return {
    __typename: 'Venue',
    id: uuid(),
    name: 'Kraken',
    slug: 'kraken',
    description: 'Crypto exchange',
    account_fields: { public_key: 'Public key', private_key: 'Private key' },
    account_class: 'crypto',
    account_type: 'crypto',
    connector_slug: 'kraken',
    status: true,
    visible: true,
    meta: null,
    ...overrides,
  };
}

export function makeInstrument(overrides: Partial<InstrumentFieldsFragment> = {}): TestInstrument {
  return {
    __typename: 'Instrument',
    id: uuid(),
    name: 'Bitcoin',
    ticker: 'BTC',
    type: 'crypto',
    decimals: 8,
    status: true,
    meta: null,
    exchange: null,
    currency: 'USD',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<CategoryFieldsFragment> = {}): TestCategory {
  return {
    __typename: 'Category',
    id: uuid(),
    category: 'Groceries',
    key: null,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMapping(overrides: Partial<MappingFieldsFragment> = {}): TestMapping {
  return {
    __typename: 'InstrumentMapping',
    id: uuid(),
    instrument_id: uuid(),
    venue_id: uuid(),
    symbol: 'XBT',
    status: false,
    meta: null,
    ...overrides,
  };
}

type Envelope = { message?: string | null };

/** A mock answering `query` with `data` for exactly these variables, and a spy of its calls. */
export function mockOf(
  query: DocumentNode,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
  maxUsageCount = Number.POSITIVE_INFINITY,
) {
  const result = vi.fn(() => ({ data }));
  const mock: MockedResponse = { request: { query, variables }, result, maxUsageCount };
  return { mock, result };
}

/** A list answer (success, these nodes, of `count`). */
export const listAnswer = (typename: string, nodes: object[], count = nodes.length) => ({
  __typename: typename,
  success: true,
  message: null,
  errors: null,
  count,
  nodes,
});

/** A failed answer of a list (its message, no nodes). */
export const failedList = (typename: string, message: string) => ({
  __typename: typename,
  success: false,
  message,
  errors: [message],
  count: 0,
  nodes: [],
});

/** A single-record answer: the record under `field`, or a failure with the server's message. */
export function recordAnswer(
  typename: string,
  field: string,
  record: object | null,
  message: string | null = null,
) {
  return {
    __typename: typename,
    success: record !== null,
    message,
    errors: message ? [message] : null,
    [field]: record,
  };
}

/** A create/update answer: recordAnswer with the server's field errors ([field, sentence]). */
export function mutationAnswer(
  typename: string,
  field: string,
  record: object | null,
  { message = null, fieldErrors = [] }: Envelope & { fieldErrors?: [string, string][] } = {},
) {
  return {
    ...recordAnswer(typename, field, record, message),
    field_errors: fieldErrors.map(([f, m]) => ({ __typename: 'FieldError', field: f, message: m })),
  };
}
