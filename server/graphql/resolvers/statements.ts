// Bank statement import: upload (read and stage the rows) and confirm (book the chosen ones). The
// rules live in server/domain/statements/imports.ts; these only check who asks and shape answers.
import { isFailure, ok } from '../../domain/result.js';
import * as imports from '../../domain/statements/imports.js';
import { withAccess } from '../guards.js';
import type {
  MutationConfirmUploadArgs,
  MutationUploadBankStatementArgs,
  QueryGetUploadRowsArgs,
  Resolvers,
} from '../resolvers.generated.js';

const nothingStaged = {
  nodes: [],
  count: 0,
  duplicates: [],
  set_aside: [],
  set_aside_count: 0,
  notes: [],
  problem: null,
};

/** An upload's rows as the review screen shows them: unsigned amounts, money in or out. */
function statementRows(
  upload: Pick<imports.UploadPage, 'upload_id' | 'account_id' | 'asset'>,
  rows: readonly imports.StagedRow[],
) {
  return rows.map((row) => {
    const out = row.amount.startsWith('-');
    return {
      upload_id: upload.upload_id,
      account_id: upload.account_id,
      asset_id: upload.asset.id,
      instrument_id: upload.asset.instrument_id,
      category_id: row.category_id,
      transaction_type: out ? ('debit' as const) : ('credit' as const),
      amount: out ? row.amount.slice(1) : row.amount,
      fee: '0',
      description: row.description,
      date: row.date,
      row: row.row,
      reference: row.reference,
      counterparty: row.counterparty,
      payee: imports.payeeOf(row),
      rule_id: row.rule_id ?? null,
      duplicate_of: row.duplicate_of,
      matched_by: row.matched_by,
    };
  });
}

export const statementResolvers: Resolvers = {
  Query: {
    getUploadRows: withAccess(
      'user',
      async ({ upload_id, start, limit }: QueryGetUploadRowsArgs, { db }, { user }) => {
        const page = await imports.uploadPage(db, user.id, { uploadId: upload_id, start, limit });
        if (isFailure(page)) return { ...page, nodes: [], count: 0 };
        return ok({ nodes: statementRows(page, page.rows), count: page.count });
      },
    ),
  },
  Mutation: {
    uploadBankStatement: withAccess(
      'user',
      async (
        { file, account_id, mapping, statement_account }: MutationUploadBankStatementArgs,
        { db },
        { user },
      ) => {
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await file.arrayBuffer());
        } catch {
          // the multipart parser stops a file at the size limit
          return { ...nothingStaged, ...imports.refuse(imports.UPLOAD_MESSAGES.tooLarge) };
        }
        const answer = await imports.uploadStatement(db, user.id, {
          accountId: account_id,
          file: { name: file.name, type: file.type, bytes },
          mapping: mapping && { ...mapping, description: [...mapping.description] },
          statementAccount: statement_account,
        });
        if (isFailure(answer)) return { ...nothingStaged, ...answer };
        return ok(
          {
            upload_id: answer.upload_id,
            balance: answer.balance,
            balance_date: answer.balance_date,
            format: answer.format,
            // the first page: the review asks for the others (getUploadRows)
            nodes: statementRows(answer, answer.rows.slice(0, imports.STAGED_PART)),
            count: answer.rows.length,
            duplicates: answer.rows.flatMap((row) =>
              row.duplicate_of
                ? [
                    {
                      account_id: answer.account_id,
                      description: row.description,
                      row: row.row,
                      transaction_id: row.duplicate_of,
                      matched_by: row.matched_by!,
                    },
                  ]
                : [],
            ),
            columns: answer.columns,
            mapping: answer.mapping,
            unplaced: [],
            set_aside: answer.set_aside.slice(0, imports.STAGED_PART),
            set_aside_count: answer.set_aside.length,
            notes: answer.notes,
            statement_account: answer.statement_account,
          },
          // success speaks through its fields; the app words it in the reader's language
        );
      },
    ),
    confirmUpload: withAccess(
      'user',
      async (
        { account_id, asset_id, upload_id, rows, changes, meta }: MutationConfirmUploadArgs,
        { db, jobs },
        { user },
      ) => {
        const answer = await imports.confirmStatement(
          db,
          user.id,
          { accountId: account_id, assetId: asset_id, uploadId: upload_id, rows, changes, meta },
          jobs,
        );
        if (isFailure(answer)) return { ...answer, count: 0 };
        return ok(answer);
      },
    ),
  },
};
