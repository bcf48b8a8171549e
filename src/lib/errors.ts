// The error catalogue of the spec: what the user sees, and what goes to the console only.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

const AUTH_FAILURE = 'Invalid email or password';

/** Login failed: missing credentials, no token returned, or a thrown error. */
export class LoginError extends Error {
  constructor() {
    super(AUTH_FAILURE);
    this.name = 'LoginError';
  }
}

/** Sign-up failed. */
export class SignUpError extends Error {
  constructor() {
    super(AUTH_FAILURE);
    this.name = 'Sign Up Error';
  }
}

type Envelope = { success: boolean; message?: string | null; errors?: readonly string[] | null };

/** What the app shows when a limit of the server refused an auth call (an i18n key). */
export type LimitText = 'errors.tooManyAttempts' | 'errors.busy';

/** The server's answers (server/domain/auth.ts) when one of its limits refused the call. */
const LIMIT_ANSWERS: Record<string, LimitText> = {
  'Too many attempts, try again later': 'errors.tooManyAttempts',
  'The server is busy, try again in a moment': 'errors.busy',
};

/** The text to show for an answer a limit refused, or null for any other answer. */
export function limitText(message: string | null | undefined): LimitText | null {
  return (message && LIMIT_ANSWERS[message]) || null;
}

/** An auth call a limit refused (an answer above, or HTTP 429): the page shows `text`. */
export class LimitedError extends Error {
  constructor(readonly text: LimitText) {
    super(text);
    this.name = 'LimitedError';
  }
}

/** The server's message and errors on an auth failure go to the console, never to the screen. */
export function logAuthFailure(context: string, detail: Envelope | unknown): void {
  if (detail && typeof detail === 'object' && 'success' in detail) {
    const { message, errors } = detail as Envelope;
    console.error(`${context}:`, message ?? '', errors ?? []);
  } else {
    console.error(`${context}:`, detail);
  }
}

/** A GraphQL or transport error as one line: the first error message, or "GraphQL Error (Code: status)". */
export function graphQLErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]?.message;
    if (first) return first;
  }
  if (ServerError.is(error))
    return errorInBody(error.bodyText) ?? `GraphQL Error (Code: ${error.statusCode})`;
  if (error instanceof Error && error.message) return error.message;
  return 'GraphQL Error (Code: unknown)';
}

/** The first error message of a refused answer's JSON body (429, 413 …), if it has one. */
function errorInBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[] };
    const message = body.errors?.[0]?.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

type FieldErrorLike = { field: string; message: string };

/** A mutation answered success false: the server's message (or "Failed") and its field errors. */
export class MutationFailure extends Error {
  /** Field name → the server's message for it (from `field_errors`). */
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'MutationFailure';
    this.fieldErrors = fieldErrors;
  }
}

/** `field_errors` of an answer as field name → message (the first message of each field). */
export function fieldErrorMap(
  fieldErrors: readonly FieldErrorLike[] | null | undefined,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? []) map[field] ??= message;
  return map;
}

/**
 * A create/update answer with success false fails with the server's message or "Failed" (a
 * MutationFailure, which also carries the answer's field_errors, if any).
 */
export function assertSuccess<
  T extends Envelope & { field_errors?: readonly FieldErrorLike[] | null },
>(result: T | null | undefined): T {
  if (!result || !result.success) {
    throw new MutationFailure(result?.message || 'Failed', fieldErrorMap(result?.field_errors));
  }
  return result;
}

/** What a failed save shows: the server's message, "Failed", or the GraphQL/transport error line. */
export function failureMessage(error: unknown): string {
  if (error instanceof MutationFailure) return error.message;
  return graphQLErrorMessage(error);
}

/** The second step a sign-in asks for (loginUser's `second_factor`). */
export type SecondFactorChallenge = { ticket: string; methods: readonly string[] };

type AuthAnswer = Envelope & {
  token?: string | null;
  second_factor?: SecondFactorChallenge | null;
};

/** What a sign-in call answered: the session's token, or the second step it asks for first. */
export type SignInOutcome = { token: string } | { secondFactor: SecondFactorChallenge };

/**
 * Runs a sign-in call and returns its token, or the second factor it asks for. Any failure
 * (thrown, success false, neither) logs the server's message and errors to the console and throws
 * `makeError()`, whose message is all the user sees; or a `LimitedError` when a limit of the
 * server refused the call.
 */
export async function obtainSignIn(
  context: string,
  makeError: () => Error,
  request: () => Promise<AuthAnswer | null | undefined>,
): Promise<SignInOutcome> {
  let answer: AuthAnswer | null | undefined;
  try {
    answer = await request();
  } catch (error) {
    logAuthFailure(context, error);
    throw ServerError.is(error) && error.statusCode === 429
      ? new LimitedError('errors.tooManyAttempts')
      : makeError();
  }
  if (answer?.success && answer.second_factor) return { secondFactor: answer.second_factor };
  if (!answer?.success || !answer.token) {
    logAuthFailure(context, answer);
    const limited = limitText(answer?.message);
    throw limited ? new LimitedError(limited) : makeError();
  }
  return { token: answer.token };
}

/** `obtainSignIn` for calls that answer a token or fail (sign-up, the confirmation link). */
export async function obtainAuthToken(
  context: string,
  makeError: () => Error,
  request: () => Promise<AuthAnswer | null | undefined>,
): Promise<string> {
  const outcome = await obtainSignIn(context, makeError, request);
  if ('token' in outcome) return outcome.token;
  throw makeError();
}

/**
 * Why a query's answer cannot be shown, or null: the GraphQL/transport error, or the answer's
 * own failure (success false) with its message or `fallback`.
 */
export function answerFailure(
  error: unknown,
  answer: Envelope | null | undefined,
  fallback: string,
): string | null {
  if (error) return graphQLErrorMessage(error);
  if (answer && !answer.success) return answer.message || fallback;
  return null;
}
