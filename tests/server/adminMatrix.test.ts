// Every *Admin operation of the contract, read from schema.graphql itself (a new one cannot be
// forgotten): refused to a visitor, to an unverified user and to a user; an administrator gets
// an answer. Arguments are made up from their types: the point is who may ask, not what.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, makeApp, type TestApp } from './helpers.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const NO_ID = '00000000-0000-4000-8000-000000000000';

const SCALARS: Record<string, string> = {
  ID: `"${NO_ID}"`,
  String: '"x"',
  Int: '1',
  Float: '1',
  Boolean: 'true',
  Decimal: '"1"',
  Date: '"2026-01-01"',
  DateTime: '"2026-01-01T00:00:00Z"',
  JSON: '{}',
};

/** A literal of the type: the first enum value, each required input field, one list element. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type) && type.name in SCALARS) return SCALARS[type.name]!;
  throw new Error(`No literal for ${String(type)}`);
}

/** The operation calling `field` with its required arguments, asking for `success`. */
function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const call = args.length
    ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})`
    : '';
  const named = getNamedType(field.type);
  const selection = 'getFields' in named && 'success' in named.getFields() ? ' { success }' : '';
  return `${kind} { ${field.name}${call}${selection} }`;
}

const adminOperations = (
  [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const
).flatMap(([kind, type]) =>
  Object.values(type.getFields())
    .filter((field) => field.name.endsWith('Admin'))
    .map((field) => [field.name, operation(kind, field)] as const),
);

let app: TestApp;
const tokens: Record<'unverified' | 'user' | 'admin', string> = {
  unverified: '',
  user: '',
  admin: '',
};

beforeAll(async () => {
  app = await makeApp();
  tokens.admin = await app.signUpVerified(ADMIN_EMAIL);
  tokens.user = await app.signUpVerified('plain@example.com');
  tokens.unverified = await app.signUp('new@example.com');
});
afterAll(() => app.close());

describe('every *Admin operation', () => {
  it('is found in the schema', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(18);
  });

  it.each(adminOperations)('%s: only for an administrator', async (_, query) => {
    expect((await app.errorCode(query)).code).toBe('UNAUTHENTICATED');
    expect(await app.errorCode(query, {}, tokens.unverified)).toEqual({
      code: 'FORBIDDEN',
      message: 'Please confirm your e-mail address first',
    });
    expect(await app.errorCode(query, {}, tokens.user)).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not allowed to do this',
    });
    const answer = await app.gql(query, {}, tokens.admin);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(Object.keys(answer.data ?? {})).toHaveLength(1);
  });
});
