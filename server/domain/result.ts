// The envelope every answer carries (success, message, errors, field_errors) and the checks that
// turn bad input into it. Free of GraphQL: the resolvers answer these objects as they are.

export type FieldError = { field: string; message: string };

export type Failure = {
  success: false;
  message: string;
  errors: string[];
  field_errors: FieldError[];
};

export type Success<T extends object> = T & {
  success: true;
  message: string | null;
  errors: string[];
  field_errors: FieldError[];
};

export function ok<T extends object>(payload: T, message: string | null = null): Success<T> {
  return { ...payload, success: true, message, errors: [], field_errors: [] };
}

export function fail(message: string, fieldErrors: FieldError[] = []): Failure {
  const errors = fieldErrors.length > 0 ? fieldErrors.map((e) => e.message) : [message];
  return { success: false, message, errors, field_errors: fieldErrors };
}

/** A record that does not exist and a record that is not the caller's answer the same. */
export const NOT_FOUND = 'Not found';
export const notFound = (): Failure => fail(NOT_FOUND);

export function isFailure(value: object): value is Failure {
  return (value as { success?: unknown }).success === false;
}

/**
 * Collects at most one message per field, in the order checked:
 *   const check = new Checks();
 *   check.that('email', isEmail(email), 'Invalid email address');
 *   if (check.failed) return check.failure();
 */
export class Checks {
  readonly fieldErrors: FieldError[] = [];

  that(field: string, condition: boolean, message: string): this {
    if (!condition && !this.fieldErrors.some((e) => e.field === field)) {
      this.fieldErrors.push({ field, message });
    }
    return this;
  }

  required(field: string, value: string | null | undefined, message: string): this {
    return this.that(field, typeof value === 'string' && value.trim() !== '', message);
  }

  /** A text of at most `max` characters (shared/fieldLimits.ts), named `label` in the message. */
  atMost(field: string, value: string | null | undefined, max: number, label: string): this {
    return this.that(
      field,
      (value ?? '').length <= max,
      `${label} must be at most ${max} characters`,
    );
  }

  get failed(): boolean {
    return this.fieldErrors.length > 0;
  }

  /** The first problem is the message; all of them are in errors and field_errors. */
  failure(): Failure {
    return fail(this.fieldErrors[0]?.message ?? 'Field is not valid.', this.fieldErrors);
  }
}

/** The SQLSTATE (and constraint) of a database error; drivers may wrap it in causes. */
export function sqlState(error: unknown): { code: string; constraint?: string } | null {
  for (let e = error; e instanceof Error || (e && typeof e === 'object');) {
    const { code, constraint, cause } = e as {
      code?: string;
      constraint?: string;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
    e = cause;
  }
  return null;
}

/** Postgres reports unique violations as SQLSTATE 23505: the constraint's name, or null. */
export function uniqueViolation(error: unknown): string | null {
  const state = sqlState(error);
  return state?.code === '23505' ? (state.constraint ?? '') : null;
}
