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
  const status = ServerError.is(error) ? error.statusCode : undefined;
  if (status !== undefined) return `GraphQL Error (Code: ${status})`;
  if (error instanceof Error && error.message) return error.message;
  return 'GraphQL Error (Code: unknown)';
}

/** A create/update answer with success false fails with the server's message or "Failed". */
export function assertSuccess<T extends Envelope>(result: T | null | undefined): T {
  if (!result || !result.success) throw new Error(result?.message || 'Failed');
  return result;
}

type AuthAnswer = Envelope & { token?: string | null };

/**
 * Runs a sign-in or sign-up call and returns its token. Any failure (thrown, success false, no
 * token) logs the server's message and errors to the console and throws `makeError()`, whose
 * message is all the user sees.
 */
export async function obtainAuthToken(
  context: string,
  makeError: () => Error,
  request: () => Promise<AuthAnswer | null | undefined>,
): Promise<string> {
  let answer: AuthAnswer | null | undefined;
  try {
    answer = await request();
  } catch (error) {
    logAuthFailure(context, error);
    throw makeError();
  }
  if (!answer?.success || !answer.token) {
    logAuthFailure(context, answer);
    throw makeError();
  }
  return answer.token;
}
