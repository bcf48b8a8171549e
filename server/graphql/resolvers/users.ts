import { normalizeEmail } from '../../config.js';
import { users } from '../../db/schema.js';
import { BUSY, checkEmail, checkName, checkNewPassword, unlessBusy } from '../../domain/auth.js';
import { hashPassword, PasswordsBusy } from '../../domain/passwords.js';
import { Checks, fail, notFound, ok } from '../../domain/result.js';
import { nextTokenVersion } from '../../domain/sessions.js';
import { withAccess } from '../guards.js';
import { listRows, type ListSpec } from '../listArgs.js';
import { answer, createRow, findRow, updateRow } from '../records.js';
import type {
  MutationCreateUserAdminArgs,
  MutationUpdateUserAdminArgs,
  Resolvers,
} from '../resolvers.generated.js';

const userList: ListSpec = {
  columns: {
    uuid: users.id,
    fullname: users.fullname,
    email: users.email,
    email_verified: users.email_verified,
    role: users.role,
    status: users.status,
    created_at: users.created_at,
    updated_at: users.updated_at,
  },
  defaultSort: 'created_at:desc',
  tiebreaker: users.id,
};

const emailTaken = { field: 'email', message: 'A user with this e-mail already exists' };

export const userResolvers: Resolvers = {
  User: {
    uuid: (user) => user.id,
  },
  Query: {
    getUsersAdmin: withAccess('admin', (args, { db }) => listRows(db, users, userList, args)),
    getUserAdmin: withAccess('admin', async ({ id }: { id: string }, { db }) =>
      answer('user', await findRow(db, users, id)),
    ),
  },
  Mutation: {
    createUserAdmin: withAccess('admin', async (args: MutationCreateUserAdminArgs, { db }) => {
      const fullname = args.fullname.trim();
      const email = normalizeEmail(args.email);
      const check = checkName(new Checks(), fullname);
      checkNewPassword(checkEmail(check, email), args.password);
      if (check.failed) return check.failure();
      const passwordHash = await unlessBusy(() => hashPassword(args.password));
      if (passwordHash instanceof PasswordsBusy) return fail(BUSY);
      const values = {
        fullname,
        email,
        password_hash: passwordHash,
        role: args.role,
        status: args.status ?? true,
        email_verified: args.email_verified ?? args.role !== 'unverified',
      };
      return answer('user', await createRow(db, users, values, emailTaken), 'User created');
    }),
    updateUserAdmin: withAccess(
      'admin',
      async (args: MutationUpdateUserAdminArgs, { db }, viewer) => {
        const user = await findRow(db, users, args.id);
        if (!user) return notFound();
        const self = user.id === viewer.user.id;
        const fullname = args.fullname?.trim();
        const check =
          fullname === undefined ? new Checks() : checkName(new Checks(), fullname, false);
        check
          .that(
            'role',
            !(self && args.role && args.role !== 'admin'),
            'You cannot remove your own admin role',
          )
          .that('status', !(self && args.status === false), 'You cannot deactivate yourself');
        if (check.failed) return check.failure();
        // A deactivation or a change of role ends the user's sessions: a token signed before
        // stays dead after a re-activation, and no token carries a role the user no longer has.
        const endsSessions = args.status === false || (!!args.role && args.role !== user.role);
        const changes = {
          ...(fullname !== undefined && { fullname }),
          ...(args.role && { role: args.role }),
          ...(typeof args.status === 'boolean' && { status: args.status }),
          ...(typeof args.email_verified === 'boolean' && { email_verified: args.email_verified }),
          ...(endsSessions && { token_version: nextTokenVersion() }),
        };
        if (Object.keys(changes).length === 0) return ok({ user });
        return answer(
          'user',
          await updateRow(db, users, user.id, changes, emailTaken),
          'User updated',
        );
      },
    ),
  },
};
