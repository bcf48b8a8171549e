// A person's data, theirs: the export of everything they own, its import into an empty account,
// and deleting the account. Only for the person signed in, never an access token.
import { exportArchive, exportData } from '../../domain/dataExport.js';
import { IMPORT_TOO_LARGE, importData } from '../../domain/dataImport.js';
import { deleteAccount } from '../../domain/deleteAccount.js';
import { today } from '../../domain/days.js';
import { fail, ok } from '../../domain/result.js';
import { recordEvent } from '../../domain/securityEvents.js';
import { withSignIn } from '../guards.js';
import type {
  MutationDeleteMeArgs,
  MutationImportMyDataArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const myDataResolvers: Resolvers = {
  Mutation: {
    exportMyData: withSignIn('unverified', async (_args, { db, client }, { user }) => {
      const document = await exportData(db, user.id);
      const archive = exportArchive(document);
      await recordEvent(db, user.id, { kind: 'data_exported', client });
      return ok({
        filename: `wealth-tracker-export-${today()}.zip`,
        archive: Buffer.from(archive).toString('base64'),
        transactions: document.transactions.length,
      });
    }),
    importMyData: withSignIn('user', async ({ file }: MutationImportMyDataArgs, ctx, { user }) => {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        // the multipart parser stops a file at the size limit
        return fail(IMPORT_TOO_LARGE);
      }
      return importData(ctx.db, user.id, { bytes }, ctx.client, ctx.jobs);
    }),
    deleteMe: withSignIn('unverified', (args: MutationDeleteMeArgs, ctx, { user }) =>
      deleteAccount(ctx.db, ctx.config, user, args, ctx.client),
    ),
  },
};
