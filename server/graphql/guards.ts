import { createGraphQLError } from 'graphql-yoga';
import type { Role } from '../db/schema.js';
import type { Session } from '../domain/sessions.js';
import type { Context } from './context.js';

export type Viewer = Required<Pick<Extract<Session, { user: object }>, 'user' | 'claims'>>;

/**
 * Who may call: 'unverified' is anyone signed in (what e-mail confirmation needs), 'user' a
 * confirmed user or an admin, 'admin' only an admin. The role is read from the database, so a
 * change of role or a deactivation takes effect at once.
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
  return { user: session.user, claims: session.claims };
}

/**
 * A resolver that first checks access, then runs `resolve` with the arguments, the context and
 * the caller: `getMe: withAccess('unverified', (_args, _ctx, { user }) => ok({ user }))`.
 */
export function withAccess<TArgs, TResult>(
  access: Access,
  resolve: (args: TArgs, ctx: Context, viewer: Viewer) => Promise<TResult> | TResult,
) {
  return async (_parent: unknown, args: TArgs, ctx: Context): Promise<TResult> =>
    resolve(args, ctx, await requireAccess(ctx, access));
}
