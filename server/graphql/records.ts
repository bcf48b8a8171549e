// Answering what the domain read or wrote in the envelope: shared by the resolver modules so each
// one only states its guard and its words.
import { isFailure, notFound, ok, type Failure, type Success } from '../domain/result.js';

/** `{ [key]: row }` in a success envelope; a failure as it is; no row as "Not found". */
export function answer<K extends string, R extends object>(
  key: K,
  result: R | Failure | undefined,
  message: string | null = null,
): Success<Record<K, R>> | Failure {
  if (result === undefined) return notFound();
  if (isFailure(result)) return result;
  return ok({ [key]: result } as Record<K, R>, message);
}

/** A write's failure as it is, or what it wrote read back through `load` (e.g. with joins). */
export async function reload<R extends { id: string }, N>(
  result: R | Failure,
  load: (id: string) => Promise<N | undefined>,
): Promise<N | Failure | undefined> {
  return isFailure(result) ? result : load(result.id);
}

/** The answer of a write that returns nothing but its outcome. */
export const done = (result: true | Failure, message: string): Success<object> | Failure =>
  result === true ? ok({}, message) : result;
