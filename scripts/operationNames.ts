// Every call the app makes is a named operation of a .graphql document, checked when codegen
// runs (codegen.ts). The specification's message for a call without a name is given here, before
// GraphQL's own validation, whose message for it ("This anonymous operation must be the only
// defined operation") would point elsewhere and would not come at all for a file of its own.
import type { Types } from '@graphql-codegen/plugin-helpers';
import { Kind } from 'graphql';

export const OPERATION_NAME_REQUIRED = 'GraphQL operation name required.';

/** The problems of the documents' operations, one line each: "file:line: message". */
export function unnamedOperations(documents: readonly Types.DocumentFile[]): string[] {
  return documents.flatMap(({ document, location }) =>
    (document?.definitions ?? [])
      .filter((node) => node.kind === Kind.OPERATION_DEFINITION && !node.name)
      .map((node) => `${location}:${node.loc?.startToken.line ?? 1}: ${OPERATION_NAME_REQUIRED}`),
  );
}

/** A codegen document transform that refuses an operation without a name. */
export const requireOperationNames: Types.DocumentTransformObject = {
  transform: ({ documents }) => {
    const problems = unnamedOperations(documents);
    if (problems.length) throw new Error(problems.join('\n'));
    return documents;
  },
};
