// Users as an administrator keeps them. The rules live in server/domain/admin/users.ts; these
// only check who asks and shape answers.
import { needsTwoFactor, readPolicy, setPolicy } from '../../domain/admin/policy.js';
import * as users from '../../domain/admin/users.js';
import { ok } from '../../domain/result.js';
import { hasSecondFactor } from '../../domain/twoFactor.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationCreateUserAdminArgs,
  MutationResetTwoFactorAdminArgs,
  MutationUpdatePolicyAdminArgs,
  MutationUpdateUserAdminArgs,
  QueryGetUserAdminArgs,
  QueryGetUsersAdminArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const userResolvers: Resolvers = {
  User: {
    uuid: (user) => user.id,
    base_currency: async (user, _args, ctx) => {
      const currency = await ctx.instrument(user.base_instrument_id);
      if (!currency) throw new Error(`No instrument ${user.base_instrument_id}`);
      return currency;
    },
    needs_two_factor: (user, _args, { db }) => needsTwoFactor(db, user),
    // each field its one query: a page asking for one does not pay for the other
    two_factor: (user, _args, { db }) => hasSecondFactor(db, user.id),
    passkey_count: (user, _args, { db }) => users.passkeyCount(db, user.id),
  },
  Query: {
    getPolicyAdmin: withAccess('admin', async (_args, { db }) =>
      ok({ policy: await readPolicy(db) }),
    ),
    getUsersAdmin: withAccess('admin', (args: QueryGetUsersAdminArgs, { db }) =>
      users.listUsers(db, args),
    ),
    getUserAdmin: withAccess('admin', async ({ id }: QueryGetUserAdminArgs, { db }) =>
      answer('user', await users.findUser(db, id)),
    ),
  },
  Mutation: {
    updatePolicyAdmin: withAccess('admin', (args: MutationUpdatePolicyAdminArgs, ctx, { user }) =>
      setPolicy(ctx.db, { id: user.id, client: ctx.client }, args),
    ),
    createUserAdmin: withAccess('admin', async (args: MutationCreateUserAdminArgs, { db }) =>
      answer('user', await users.createUser(db, args), 'User created'),
    ),
    updateUserAdmin: withAccess('admin', async (args: MutationUpdateUserAdminArgs, ctx, viewer) => {
      const { db } = ctx;
      const self = { id: viewer.user.id, client: ctx.client };
      const { user, unchanged } = await users.updateUser(db, self, args);
      return unchanged ? ok({ user }) : answer('user', user, 'User updated');
    }),
    resetTwoFactorAdmin: withAccess(
      'admin',
      async ({ id }: MutationResetTwoFactorAdminArgs, ctx, viewer) =>
        answer(
          'user',
          await users.resetSecondFactors(ctx, { id: viewer.user.id, client: ctx.client }, id),
          'Two-factor sign-in is off and the passkeys are removed: the user was told by mail',
        ),
    ),
  },
};
