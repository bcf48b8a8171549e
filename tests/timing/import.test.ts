// The largest allowed export imported while another signed-in person keeps asking (issue 29): the
// import is written in chunks, so the other waits for one chunk at most, not for the whole import
// (in one transaction, 100,000 transactions held the embedded database for 23-29 s).
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { MAX_IMPORT_TRANSACTIONS } from '../../server/domain/dataImport.js';
import { ImportMyDataDocument } from '../../src/features/myData/MyData.generated';
import { CSRF_HEADER, type TestApp } from '../server/helpers.js';
import { longExport } from '../server/longExport.js';
import {
  databases,
  expectKeptAnswering,
  listening,
  post,
  summary,
  whileAsked,
} from './bystander.js';

/** Transactions in the file: the most one import takes. */
const TRANSACTIONS = MAX_IMPORT_TRANSACTIONS;

describe.each(databases)('on $name', ({ open }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await open();
  });
  afterAll(() => app.close());

  // 20 s on PGlite with the machine to itself
  it(
    `keeps answering another person while ${TRANSACTIONS} transactions are imported`,
    { timeout: 180_000 },
    async () => {
      const document = await longExport(app, 'source@example.com', TRANSACTIONS);
      const importer = await app.signUpVerified('importer@example.com');
      const other = await app.signUpVerified('bystander@example.com');
      const server = await listening(app);
      try {
        // written before the bystander asks: this thread also answers it
        const form = new FormData();
        const query = print(ImportMyDataDocument);
        form.set('operations', JSON.stringify({ query, variables: { file: null } }));
        form.set('map', JSON.stringify({ 0: ['variables.file'] }));
        // the archive, as the export made it
        const archive = zipSync({ 'export.json': strToU8(JSON.stringify(document)) });
        form.set('0', new Blob([archive]), 'export.zip');
        const imported = await whileAsked(server.url, other, () =>
          post(server.url, importer, form, { [CSRF_HEADER]: '1' }),
        );
        expect(imported.value).toMatchObject({
          success: true,
          imported: { accounts: 1, transactions: TRANSACTIONS },
        });
        console.log(
          `import of ${TRANSACTIONS} transactions ${imported.ms.toFixed(0)} ms, ` +
            `bystander: ${summary(imported.waits)}`,
        );
        expectKeptAnswering(imported.waits, imported.ms);
      } finally {
        await server.close();
      }
    },
  );
});
