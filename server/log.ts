// The server's log: one JSON object per line (pino), for people and for log collectors alike.
// Whatever is logged passes through redaction. A key that can hold a secret is censored wherever
// it sits, up to three levels deep. Those keys are passwords, hashes, tokens, exchange keys and a
// query's parameters. Code that logs a failure should still pick what it logs (see
// `describeFailure`) rather than hand over whole objects.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

const SECRET_KEYS = [
  'password',
  'confirmation',
  'password_hash',
  'token',
  'jwtSecret',
  'secretsKey',
  'twelveDataApiKey',
  'secrets',
  'api_key',
  'api_secret',
  'authorization',
  'params',
  'variables',
];

export const REDACTED = '[redacted]';

export type LoggerOptions = { level?: Level | 'silent' };

export function createLogger(
  { level = 'info' }: LoggerOptions = {},
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
        censor: REDACTED,
      },
    },
    destination,
  );
}

/** The process's logger: info and up; only errors under NODE_ENV=test. */
export const log = createLogger({ level: process.env['NODE_ENV'] === 'test' ? 'error' : 'info' });

export type FailureDescription = {
  name: string;
  message: string;
  /** PostgreSQL's SQLSTATE, for a failed query. */
  code?: string;
  sql?: string;
  stack?: string;
};

/**
 * What may be logged of an error. A failed query keeps its SQL, with $1, $2 … in place of the
 * values, and the database's own message. The parameters are left out: they can hold a password
 * hash or an exchange key. Drizzle puts them in its message, so that message is never logged.
 */
export function describeFailure(error: unknown): FailureDescription {
  if (error instanceof DrizzleQueryError) {
    const cause =
      error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : undefined;
    return {
      name: cause?.name ?? 'DrizzleQueryError',
      message: cause?.message ?? 'query failed',
      ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
      sql: error.query,
      stack: firstFrames(error.stack),
    };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: firstFrames(error.stack) };
  }
  return { name: typeof error, message: String(error) };
}

/** The stack's first 8 frames, without the message above them (it may quote values). */
function firstFrames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 8)
    .join('\n');
}
