// A person's passkeys: added, listed and removed by the person signed in (never by an access
// token), and the sign-in with one, on its own or as the second step after the password.
import * as passkeys from '../../domain/passkeys.js';
import { withSignIn } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationBeginPasskeySignInArgs,
  MutationDeletePasskeyArgs,
  MutationFinishPasskeyRegistrationArgs,
  MutationFinishPasskeySignInArgs,
  QueryGetPasskeyArgs,
  QueryGetPasskeysArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const passkeyResolvers: Resolvers = {
  Query: {
    getPasskeys: withSignIn('unverified', (args: QueryGetPasskeysArgs, { db }, { user }) =>
      passkeys.listPasskeys(db, user.id, args),
    ),
    getPasskey: withSignIn('unverified', async ({ id }: QueryGetPasskeyArgs, { db }, { user }) =>
      answer('passkey', await passkeys.findPasskey(db, user.id, id)),
    ),
  },
  Mutation: {
    beginPasskeyRegistration: withSignIn('unverified', (_args, { db, config }, { user }) =>
      passkeys.beginRegistration(db, config, user),
    ),
    finishPasskeyRegistration: withSignIn(
      'unverified',
      (args: MutationFinishPasskeyRegistrationArgs, ctx, { user }) =>
        passkeys.finishRegistration(ctx.db, ctx.config, user, args, ctx.client),
    ),
    deletePasskey: withSignIn('unverified', ({ id }: MutationDeletePasskeyArgs, ctx, { user }) =>
      passkeys.deletePasskey(ctx.db, user.id, id, ctx.client),
    ),
    beginPasskeySignIn: (_parent, { ticket }: MutationBeginPasskeySignInArgs, { db, config }) =>
      passkeys.beginSignIn(db, config, ticket),
    finishPasskeySignIn: (_parent, args: MutationFinishPasskeySignInArgs, ctx) =>
      passkeys.finishSignIn(ctx.db, ctx.config, { ...args, client: ctx.client }),
  },
};
