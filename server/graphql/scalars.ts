// Errors are made with createGraphQLError (graphql-yoga) rather than `new GraphQLError`: it uses
// the same graphql module yoga checks against, so these messages are never masked as unexpected.
import { createGraphQLError } from 'graphql-yoga';
import { GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';
import { isDateString } from '../domain/days.js';
import { isDecimalString, normalizeDecimal } from '../domain/decimal.js';

/** A caller's value as an error message may quote it: the first 40 characters at most. */
export const quote = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

function stringScalar(
  name: string,
  description: string,
  parse: (value: string) => string,
  serialize: (value: unknown) => string,
) {
  const parseValue = (value: unknown) => {
    if (typeof value !== 'string') throw createGraphQLError(`${name} must be a string`);
    return parse(value);
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize,
    parseValue,
    parseLiteral(ast: ValueNode) {
      if (ast.kind !== Kind.STRING)
        throw createGraphQLError(`${name} must be a string`, { nodes: ast });
      return parseValue(ast.value);
    },
  });
}

export const DecimalScalar = stringScalar(
  'Decimal',
  'An exact decimal number carried as a string.',
  (value) => {
    const text = value.trim();
    if (!isDecimalString(text)) {
      throw createGraphQLError(
        `${quote(value)} is not a decimal number (up to 20 digits, 18 after the point)`,
      );
    }
    return normalizeDecimal(text);
  },
  (value) => normalizeDecimal(String(value)),
);

export const DateScalar = stringScalar(
  'Date',
  'A calendar date, YYYY-MM-DD.',
  (value) => {
    if (!isDateString(value))
      throw createGraphQLError(`${quote(value)} is not a date written YYYY-MM-DD`);
    return value;
  },
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
);

export const DateTimeScalar = stringScalar(
  'DateTime',
  'A timestamp in ISO 8601.',
  (value) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      throw createGraphQLError(`${quote(value)} is not an ISO 8601 timestamp`);
    }
    return date.toISOString();
  },
  (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
);

/** How deep a JSON argument may nest (a filter with or-groups needs 7) and how long it may be. */
export const MAX_JSON_DEPTH = 20;
export const MAX_JSON_BYTES = 64 * 1024;

/** How deep `value` nests, counted without recursion and stopping once past `limit`. */
function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A JSON argument within MAX_JSON_DEPTH and MAX_JSON_BYTES, or a GraphQL error saying which. */
function boundedJson(value: unknown): unknown {
  if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw createGraphQLError(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  if (Buffer.byteLength(JSON.stringify(value) ?? '') > MAX_JSON_BYTES) {
    throw createGraphQLError(`JSON is longer than ${MAX_JSON_BYTES / 1024} KB`);
  }
  return value;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: `Any JSON value, nesting at most ${MAX_JSON_DEPTH} levels, at most ${MAX_JSON_BYTES / 1024} KB.`,
  serialize: (value) => value,
  parseValue: boundedJson,
  // graphql-js builds literal objects without a prototype; hand resolvers plain JSON values.
  parseLiteral: (ast, variables) =>
    boundedJson(JSON.parse(JSON.stringify(valueFromASTUntyped(ast, variables) ?? null))),
});

export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent as a multipart request.',
  serialize: () => {
    throw createGraphQLError('Upload is an input only');
  },
  parseValue(value) {
    // Yoga's multipart parser hands over a fetch-ponyfill File, not Node's own: check its shape.
    const file = value as Partial<File> | null;
    if (typeof file?.arrayBuffer === 'function' && typeof file.name === 'string') return value;
    throw createGraphQLError('Upload must be a file sent as a multipart request');
  },
  parseLiteral(ast) {
    throw createGraphQLError('Upload must be a file sent as a multipart request', { nodes: ast });
  },
});

export const scalars = {
  Decimal: DecimalScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Upload: UploadScalar,
};
