// A person's access tokens: created, listed and revoked by the person signed in, never by a token.
import * as tokens from '../../domain/accessTokens.js';
import { withSignIn } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationCreateAccessTokenArgs,
  MutationDeleteAccessTokenArgs,
  QueryGetAccessTokenArgs,
  QueryGetAccessTokensArgs,
  Resolvers,
} from '../resolvers.generated.js';

export const accessTokenResolvers: Resolvers = {
  Query: {
    getAccessTokens: withSignIn('user', (args: QueryGetAccessTokensArgs, { db }, { user }) =>
      tokens.listAccessTokens(db, user.id, args),
    ),
    getAccessToken: withSignIn('user', async ({ id }: QueryGetAccessTokenArgs, { db }, { user }) =>
      answer('access_token', await tokens.findAccessToken(db, user.id, id)),
    ),
  },
  Mutation: {
    createAccessToken: withSignIn('user', (args: MutationCreateAccessTokenArgs, ctx, { user }) =>
      tokens.createAccessToken(ctx.db, user.id, args, ctx.client),
    ),
    deleteAccessToken: withSignIn('user', ({ id }: MutationDeleteAccessTokenArgs, ctx, { user }) =>
      tokens.deleteAccessToken(ctx.db, user.id, id, ctx.client),
    ),
  },
};
