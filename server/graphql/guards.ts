import type { GraphQLResolveInfo } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { READ_ONLY_TOKEN } from '../domain/accessTokens.js';
import { needsTwoFactor, TWO_FACTOR_REQUIRED } from '../domain/admin/policy.js';
import type { Role } from '../db/schema.js';
import type { Session } from '../domain/sessions.js';
import type { Context } from './context.js';

/** Who asks: a signed-in person (`claims`), or a script with one of their access tokens (`grant`). */
export type Viewer = Pick<Extract<Session, { user: object }>, 'user' | 'claims' | 'grant'>;
/** A person signed in through the app (a session), not a script with an access token. */
export type SignedIn = Pick<Extract<Session, { claims: object }>, 'user' | 'claims'>;

/**
 * Who may call: 'unverified' is anyone signed in (what e-mail confirmation needs), 'user' a
 * confirmed user or an admin, 'admin' only an admin (with two-factor sign-in on, while the policy
 * asks it of administrators). The role is read from the database, so a change of role or a
 * deactivation takes effect at once.
 */
export type Access = 'unverified' | 'user' | 'admin';

const allowed: Record<Access, Role[]> = {
  unverified: ['unverified', 'user', 'admin'],
  user: ['user', 'admin'],
  admin: ['admin'],
};

export async function requireAccess(ctx: Context, access: Access): Promise<Viewer> {
  const session = await ctx.session();
  if (session.error !== undefined) {
    throw createGraphQLError(session.error, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (!allowed[access].includes(session.user.role)) {
    const message =
      session.user.role === 'unverified'
        ? 'Please confirm your e-mail address first'
        : 'You are not allowed to do this';
    throw createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
  }
  if (access === 'admin' && (await needsTwoFactor(ctx.db, session.user))) {
    throw createGraphQLError(TWO_FACTOR_REQUIRED, { extensions: { code: 'FORBIDDEN' } });
  }
  return session.claims
    ? { user: session.user, claims: session.claims }
    : { user: session.user, grant: session.grant };
}

export const SIGN_IN_NEEDED = 'Sign in to do this: an access token cannot';

/**
 * A resolver that first checks access, then runs `resolve` with the arguments, the context and
 * the caller: `getMe: withAccess('unverified', (_args, _ctx, { user }) => ok({ user }))`. A
 * read-only access token is refused every mutation.
 */
export function withAccess<TArgs, TResult>(
  access: Access,
  resolve: (args: TArgs, ctx: Context, viewer: Viewer) => Promise<TResult> | TResult,
) {
  return async (
    _parent: unknown,
    args: TArgs,
    ctx: Context,
    info: Pick<GraphQLResolveInfo, 'operation'>,
  ): Promise<TResult> => {
    const viewer = await requireAccess(ctx, access);
    if (viewer.grant?.scope === 'read' && info.operation.operation === 'mutation') {
      throw createGraphQLError(READ_ONLY_TOKEN, { extensions: { code: 'FORBIDDEN' } });
    }
    return resolve(args, ctx, viewer);
  };
}

/**
 * A resolver about the account's security (signing out, the password, sessions, access tokens):
 * only for a person signed in through the app, never a script's access token.
 */
export function withSignIn<TArgs, TResult>(
  access: Access,
  resolve: (args: TArgs, ctx: Context, viewer: SignedIn) => Promise<TResult> | TResult,
) {
  return async (_parent: unknown, args: TArgs, ctx: Context): Promise<TResult> => {
    const viewer = await requireAccess(ctx, access);
    if (!viewer.claims) {
      throw createGraphQLError(SIGN_IN_NEEDED, { extensions: { code: 'FORBIDDEN' } });
    }
    return resolve(args, ctx, { user: viewer.user, claims: viewer.claims });
  };
}
