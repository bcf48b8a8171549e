// Unexpected errors: the caller sees "Unexpected error." with HTTP 500 (monitoring counts them).
// The log gets one line per failed request, naming the operation and what failed, and never the
// request's variables or a query's parameters.
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { createGraphQLError, maskError, type Plugin } from 'graphql-yoga';
import { describeFailure, type Logger } from '../log.js';

const QUOTED = /"((?:[^"\\]|\\.){40})(?:[^"\\]|\\.)+"/g;

/** The error a masked error stands for: only this module reads it, to log it. */
const originals = new WeakMap<GraphQLError, unknown>();

/** What the caller gets for an error: its own message if it is one of ours, else "Unexpected
 * error." with status 500. */
export function maskUnexpected(error: unknown, message: string): Error {
  const masked = maskError(error, message, false) as GraphQLError;
  if (masked.extensions['unexpected']) {
    const answer = createGraphQLError(message, {
      nodes: masked.nodes,
      path: masked.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true, http: { status: 500 } },
    });
    originals.set(answer, (error as GraphQLError).originalError ?? error);
    return answer;
  }
  const short = shortenValues(masked.message);
  if (short !== masked.message) masked.message = short;
  return masked;
}

const INVALID_VALUE = 'got invalid value ';

/**
 * graphql-js quotes a bad variable or literal whole: 'Variable "$where" got invalid value {…};
 * <why>'. The answer keeps at most 80 characters of the value, and 40 of every quoted string, so
 * a huge input does not come back in it.
 */
function shortenValues(message: string): string {
  let short = message;
  const at = short.indexOf(INVALID_VALUE);
  if (at >= 0) {
    const start = at + INVALID_VALUE.length;
    const reason = short.lastIndexOf('; ');
    const end = reason > start ? reason : short.length;
    if (end - start > 80) short = `${short.slice(0, start + 80)}…${short.slice(end)}`;
  }
  return short.replace(QUOTED, (_, head: string) => `"${head}…"`);
}

/** The error behind an unexpected one, masked or not yet (yoga masks after the plugins' hooks). */
function unexpectedCause(error: GraphQLError): unknown {
  if (originals.has(error)) return originals.get(error);
  let cause: unknown = error.originalError;
  while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError;
  return cause === undefined || isGraphQLError(cause) ? undefined : cause;
}

/** By name, not instanceof: under vitest the app and yoga may load two copies of graphql. */
const isGraphQLError = (value: unknown): value is GraphQLError =>
  value instanceof Error && value.name === 'GraphQLError';

/**
 * Yoga's own log lines, into `logger`. Yoga also logs every error it masks, whole (a failed
 * query's message carries its parameters): those of an execution, which have a path, are logged
 * by `logFailures` with their operation; any other is logged here as `describeFailure` has it.
 */
export function yogaLogger(logger: Logger) {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      if (error === undefined) logger[level](args.map(String).join(' '));
      else if (!(isGraphQLError(error) && error.path)) {
        logger[level](
          {
            failure: describeFailure(
              (isGraphQLError(error) ? unexpectedCause(error) : undefined) ?? error,
            ),
          },
          'request failed',
        );
      }
    };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

function rootFields(operation: OperationDefinitionNode | undefined): string[] {
  return (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

/** Logs each request that ended in an unexpected error, once, at level error. */
export function logFailures(logger: Logger): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const failures = result.errors.flatMap((error) => {
            const cause = unexpectedCause(error);
            return cause === undefined ? [] : [{ path: error.path, ...describeFailure(cause) }];
          });
          if (failures.length === 0) return;
          const operation = (args.document as DocumentNode).definitions.find(
            (definition): definition is OperationDefinitionNode =>
              definition.kind === Kind.OPERATION_DEFINITION &&
              (!args.operationName || definition.name?.value === args.operationName),
          );
          logger.error(
            {
              operation: args.operationName ?? null,
              fields: rootFields(operation),
              failures,
            },
            'request failed',
          );
        },
      };
    },
  };
}
