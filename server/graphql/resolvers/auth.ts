import { createGraphQLError } from 'graphql-yoga';
import * as auth from '../../domain/auth.js';
import { updateProfile } from '../../domain/profile.js';
import { ok } from '../../domain/result.js';
import type { Context } from '../context.js';
import { withAccess } from '../guards.js';
import { answer } from '../records.js';
import type {
  MutationUpdateMeArgs,
  MutationUpdatePasswordArgs,
  Resolvers,
} from '../resolvers.generated.js';

const deps = ({ db, config, mailer, logger }: Context) => ({ db, config, mailer, logger });

export const authResolvers: Resolvers = {
  Query: {
    loginUser: (_parent, { email, password }, ctx) => {
      // Credentials never travel in a URL (logs, history, referrers): POST only.
      if (ctx.request.method !== 'POST') {
        throw createGraphQLError('loginUser is only accepted by POST', {
          extensions: { code: 'METHOD_NOT_ALLOWED', http: { status: 405 } },
        });
      }
      return auth.login(deps(ctx), { email, password, ip: ctx.clientIp });
    },
    getMe: withAccess('unverified', (_args, _ctx, { user }) => ok({ user })),
  },
  Mutation: {
    signupUser: (_parent, args, ctx) => auth.signup(deps(ctx), { ...args, ip: ctx.clientIp }),
    verifyEmail: (_parent, { token }, ctx) => auth.verifyEmail(deps(ctx), token),
    verifyEmailRequestToken: (_parent, { email }, ctx) =>
      auth.resendVerification(deps(ctx), email, ctx.clientIp),
    requestPasswordReset: (_parent, { email }, ctx) =>
      auth.requestPasswordReset(deps(ctx), email, ctx.clientIp),
    resetPassword: (_parent, args, ctx) => auth.resetPassword(deps(ctx), args),
    updatePassword: withAccess(
      'unverified',
      (args: MutationUpdatePasswordArgs, ctx, { user, claims }) =>
        auth.updatePassword(deps(ctx), user.id, args, claims.auth_time),
    ),
    logoutUser: withAccess('unverified', (_args, ctx, { claims }) =>
      auth.logout(deps(ctx), claims),
    ),
    updateMe: withAccess('unverified', async (args: MutationUpdateMeArgs, ctx, { user }) =>
      answer('user', await updateProfile(ctx.db, user, args, ctx.jobs), 'Settings saved'),
    ),
  },
};
