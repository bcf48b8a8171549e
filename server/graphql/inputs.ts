// Rules every argument of every operation obeys, checked once here rather than in each resolver.
// Text holds no control characters: PostgreSQL refuses NUL outright, and the others have no place
// in a name or a description. The refusal is an answer with a field message, like any bad input.
import type { GraphQLField, GraphQLObjectType, GraphQLResolveInfo, GraphQLType } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { fail, type Failure } from '../domain/result.js';

/** C0 controls and DEL, except tab, line feed and carriage return (descriptions have lines). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER = 'Must not contain control characters';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether a string anywhere in `value` (keys of JSON objects included) holds a control
 * character. Files and other objects are not looked into; the JSON scalar limits the depth.
 */
export function hasControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacter);
  if (isPlainObject(value)) {
    return Object.entries(value).some(
      ([key, item]) => CONTROL.test(key) || hasControlCharacter(item),
    );
  }
  return false;
}

/** The failure for the first argument holding a control character, or null. */
export function controlCharacterFailure(args: Record<string, unknown>): Failure | null {
  const field = Object.keys(args).find((name) => hasControlCharacter(args[name]));
  if (field === undefined) return null;
  return fail(`${field}: control characters are not allowed`, [
    { field, message: CONTROL_CHARACTER },
  ]);
}

type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * The refusal as the operation's own answer: the failure, with an empty page for lists. An answer
 * type with other required fields (a history's range) cannot carry it: there it is a GraphQL
 * error with the same message.
 */
function refusal(failure: Failure, info: GraphQLResolveInfo): unknown {
  // By shape, not graphql's isObjectType & co.: under vitest yoga may hold another graphql copy.
  let type: GraphQLType = info.returnType;
  while ('ofType' in type) type = type.ofType;
  const fields: Record<string, GraphQLField<unknown, unknown>> = 'getFields' in type
    ? (type as GraphQLObjectType).getFields()
    : {};
  const answer: Record<string, unknown> = { ...failure };
  if ('nodes' in fields) answer['nodes'] = [];
  if ('count' in fields) answer['count'] = 0;
  const incomplete = Object.values(fields).some(
    (field) => field.type.toString().endsWith('!') && !(field.name in answer),
  );
  if (!incomplete) return answer;
  throw createGraphQLError(failure.message, {
    extensions: { code: 'BAD_USER_INPUT', field: failure.field_errors[0]?.field },
  });
}

/** Every Query and Mutation resolver, behind the argument rules. */
export function checkArguments<T extends Record<string, unknown>>(resolvers: T): T {
  const checked: Record<string, unknown> = { ...resolvers };
  for (const type of ['Query', 'Mutation']) {
    const fields = resolvers[type] as Record<string, Resolver> | undefined;
    if (!fields) continue;
    checked[type] = Object.fromEntries(
      Object.entries(fields).map(([name, resolve]): [string, Resolver] => [
        name,
        (parent, args, context, info) => {
          const failure = controlCharacterFailure(args);
          return failure ? refusal(failure, info) : resolve(parent, args, context, info);
        },
      ]),
    );
  }
  return checked as T;
}
