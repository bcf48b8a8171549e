import { createGraphQLError } from 'graphql-yoga';
import * as auth from '../../domain/auth.js';
import { updateProfile } from '../../domain/profile.js';
import { ok } from '../../domain/result.js';
import type { Context } from '../context.js';
import { withAccess, withSignIn } from '../guards.js';
import { answer } from '../records.js';
import { findEvent, listEvents } from '../../domain/securityEvents.js';
import { findSession, listSessions } from '../../domain/sessions.js';
import * as twoFactor from '../../domain/twoFactor.js';
import type {
  MutationDisableTotpArgs,
  MutationEnableTotpArgs,
  MutationEndSessionArgs,
  MutationRenewRecoveryCodesArgs,
  QueryGetSecurityEventAdminArgs,
  QueryGetSecurityEventArgs,
  QueryGetSecurityEventsAdminArgs,
  QueryGetSecurityEventsArgs,
  QueryGetSessionArgs,
  QueryGetSessionsArgs,
  MutationUpdateMeArgs,
  MutationUpdatePasswordArgs,
  Resolvers,
} from '../resolvers.generated.js';

const deps = ({ db, config, mailer, logger }: Context) => ({ db, config, mailer, logger });

export const authResolvers: Resolvers = {
  Session: {
    current: (session, _args, ctx) =>
      ctx.session().then(({ claims }) => claims?.sid === session.id),
  },
  Query: {
    loginUser: (_parent, { email, password }, ctx) => {
      // Credentials never travel in a URL (logs, history, referrers): POST only.
      if (ctx.request.method !== 'POST') {
        throw createGraphQLError('loginUser is only accepted by POST', {
          extensions: { code: 'METHOD_NOT_ALLOWED', http: { status: 405 } },
        });
      }
      return auth.login(deps(ctx), { email, password, client: ctx.client });
    },
    getMe: withAccess('unverified', (_args, _ctx, { user }) => ok({ user })),
    getSessions: withSignIn('unverified', (args: QueryGetSessionsArgs, { db }, { user }) =>
      listSessions(db, user.id, args),
    ),
    getSession: withSignIn('unverified', async ({ id }: QueryGetSessionArgs, { db }, { user }) =>
      answer('session', await findSession(db, user.id, id)),
    ),
    getTwoFactor: withSignIn('unverified', async (_args, { db }, { user }) =>
      ok({ two_factor: await twoFactor.twoFactorState(db, user.id) }),
    ),
    getSecurityEvents: withAccess(
      'unverified',
      (args: QueryGetSecurityEventsArgs, { db }, { user }) => listEvents(db, args, user.id),
    ),
    getSecurityEvent: withAccess(
      'unverified',
      async ({ id }: QueryGetSecurityEventArgs, { db }, { user }) =>
        answer('event', await findEvent(db, id, user.id)),
    ),
    getSecurityEventsAdmin: withAccess('admin', (args: QueryGetSecurityEventsAdminArgs, { db }) =>
      listEvents(db, args),
    ),
    getSecurityEventAdmin: withAccess(
      'admin',
      async ({ id }: QueryGetSecurityEventAdminArgs, { db }) =>
        answer('event', await findEvent(db, id)),
    ),
  },
  Mutation: {
    signupUser: (_parent, args, ctx) => auth.signup(deps(ctx), { ...args, client: ctx.client }),
    verifyEmail: (_parent, { token }, ctx) => auth.verifyEmail(deps(ctx), token, ctx.client),
    verifyEmailRequestToken: (_parent, { email }, ctx) =>
      auth.resendVerification(deps(ctx), email, ctx.client),
    requestPasswordReset: (_parent, { email }, ctx) =>
      auth.requestPasswordReset(deps(ctx), email, ctx.client),
    resetPassword: (_parent, args, ctx) => auth.resetPassword(deps(ctx), args, ctx.client),
    updatePassword: withSignIn(
      'unverified',
      (args: MutationUpdatePasswordArgs, ctx, { user, claims }) =>
        auth.updatePassword(deps(ctx), user.id, args, { claims, client: ctx.client }),
    ),
    logoutUser: withSignIn('unverified', (_args, ctx, { claims }) =>
      auth.logout(deps(ctx), claims, ctx.client),
    ),
    endSession: withSignIn('unverified', ({ id }: MutationEndSessionArgs, ctx, { claims }) =>
      auth.endSession(ctx.db, claims, id, ctx.client),
    ),
    endOtherSessions: withSignIn('unverified', (_args, ctx, { claims }) =>
      auth.endOtherSessions(ctx.db, claims, ctx.client),
    ),
    loginSecondFactor: (_parent, { ticket, code }, ctx) =>
      twoFactor.loginSecondFactor(ctx.db, ctx.config, { ticket, code, client: ctx.client }),
    beginTotpSetup: withSignIn('unverified', (_args, { db, config }, { user }) =>
      twoFactor.beginTotpSetup(db, config, user),
    ),
    enableTotp: withSignIn('unverified', ({ code }: MutationEnableTotpArgs, ctx, { user }) =>
      twoFactor.enableTotp(ctx.db, ctx.config, user, code, ctx.client),
    ),
    renewRecoveryCodes: withSignIn(
      'unverified',
      ({ code }: MutationRenewRecoveryCodesArgs, ctx, { user }) =>
        twoFactor.renewRecoveryCodes(ctx.db, ctx.config, user, code, ctx.client),
    ),
    disableTotp: withSignIn('unverified', ({ code }: MutationDisableTotpArgs, ctx, { user }) =>
      twoFactor.disableTotp(ctx.db, ctx.config, user, code, ctx.client),
    ),
    updateMe: withAccess('unverified', async (args: MutationUpdateMeArgs, ctx, { user }) =>
      answer('user', await updateProfile(ctx.db, user, args, ctx.jobs), 'Settings saved'),
    ),
  },
};
