// Every operation of the app has a name: codegen refuses one without, with the specification's
// message (scripts/operationNames.ts), before GraphQL's own validation.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requireOperationNames, unnamedOperations } from '../../scripts/operationNames';

const file = (location: string, source: string) => ({ location, document: parse(source) });

describe('operation names', () => {
  it('refuses an operation without a name, naming the file and the line', async () => {
    const documents = [
      file('Named.graphql', 'query Named { getAccounts { count } }'),
      file('Anonymous.graphql', 'fragment Parts on Account { id }\n\nmutation { logoutUser }'),
    ];
    expect(unnamedOperations(documents)).toEqual([
      'Anonymous.graphql:3: GraphQL operation name required.',
    ]);
    await expect(
      Promise.resolve().then(() =>
        requireOperationNames.transform!({ documents, schema: undefined!, config: {} }),
      ),
    ).rejects.toThrow('Anonymous.graphql:3: GraphQL operation name required.');
  });

  it('lets named operations and fragments through', async () => {
    const documents = [file('Parts.graphql', 'fragment Parts on Account { id }')];
    expect(
      await requireOperationNames.transform!({ documents, schema: undefined!, config: {} }),
    ).toBe(documents);
  });

  it('finds every document of the app named', async () => {
    const documents = [];
    const paths = (await readdir('src', { recursive: true })).filter((p) => p.endsWith('.graphql'));
    for (const path of paths) {
      documents.push(file(path, await readFile(join('src', path), 'utf8')));
    }
    expect(documents.length).toBeGreaterThan(20);
    expect(unnamedOperations(documents)).toEqual([]);
  });
});
