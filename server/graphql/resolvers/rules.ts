// A person's rules for their transactions, and applying them. The rules live in
// server/domain/ledger/rules.ts (and, for an upload under review, statements/imports.ts); these
// only check who asks and shape answers.
import * as rules from '../../domain/ledger/rules.js';
import { ok } from '../../domain/result.js';
import { applyRulesToUpload } from '../../domain/statements/imports.js';
import { withAccess } from '../guards.js';
import { answer, done } from '../records.js';
import type {
  MutationApplyRulesArgs,
  MutationCreateRuleArgs,
  MutationDeleteRuleArgs,
  MutationUpdateRuleArgs,
  QueryGetRuleArgs,
  QueryGetRulesArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const ruleResolvers: Resolvers = {
  Query: {
    getRules: withAccess('user', (args: QueryGetRulesArgs, { db }, { user }) =>
      rules.listRules(db, user.id, args),
    ),
    getRule: withAccess('user', async ({ id }: QueryGetRuleArgs, { db }, { user }) =>
      answer('rule', await rules.findRule(db, user.id, id)),
    ),
  },
  Mutation: {
    createRule: withAccess('user', async (args: MutationCreateRuleArgs, { db }, { user }) =>
      answer('rule', await rules.createRule(db, user.id, args), 'Rule created'),
    ),
    updateRule: withAccess(
      'user',
      async ({ id, ...args }: MutationUpdateRuleArgs, { db }, { user }) =>
        answer('rule', await rules.updateRule(db, user.id, id, args), 'Rule updated'),
    ),
    deleteRule: withAccess('user', async ({ id }: MutationDeleteRuleArgs, { db }, { user }) =>
      done(await rules.deleteRule(db, user.id, id), 'Rule deleted'),
    ),
    applyRules: withAccess(
      'user',
      async ({ rule_id, upload_id }: MutationApplyRulesArgs, { db }, { user }) => {
        const count = upload_id
          ? await applyRulesToUpload(db, user.id, upload_id)
          : await rules.applyToTransactions(db, user.id, rule_id);
        // the app words how many changed in the reader's language
        return typeof count === 'number' ? ok({ count }) : { ...count, count: 0 };
      },
    ),
  },
};
