// What the statement import says (why a file cannot be read, why a line was not staged, what
// reading it noticed), in the reader's language. The API answers each as a message: a stable
// code, its params and its English text (server/domain/statements/messages.ts); the text is
// statements.problems.<code> with the params, and the English text when the app has none.
import type { TFunction } from 'i18next';

/** A message as the API answers it (a set-aside line's reason is its text). */
export type StatementMessage = { code: string; params?: unknown; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMessage = (value: unknown): value is StatementMessage =>
  isRecord(value) && typeof value.code === 'string' && typeof value.text === 'string';

/** The message in the reader's language; a param that is a message (a row's problem) too. */
export function statementMessage(t: TFunction, message: StatementMessage): string {
  const params = isRecord(message.params) ? message.params : {};
  const replace = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      isMessage(value) ? statementMessage(t, value) : value,
    ]),
  );
  // `replace`, not spread params: a param can never be taken for an option of t (count, ns, …)
  return t(`statements.problems.${message.code}`, { replace, defaultValue: message.text });
}
