// What an administrator sets for the whole instance (issue 28): whether administrators must use
// two-factor sign-in. While they must, the administration refuses an administrator without it
// (server/graphql/guards.ts), who keeps the rest of the app and is shown the way to turn it on.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { app_policy, totp_credentials, users, type UserRow } from '../../db/schema.js';
import { fail, ok } from '../result.js';
import { recordEvent } from '../securityEvents.js';
import type { Client } from '../sessions.js';
import { hasSecondFactor } from '../twoFactor.js';

export const OWN_TWO_FACTOR_FIRST =
  'Turn on two-factor sign-in for your own account first, or you would lock yourself out';
export const TWO_FACTOR_REQUIRED =
  'Administrators must use two-factor sign-in: turn it on to open the administration';

/** The instance's policy, with who set it last. */
export async function readPolicy(db: Db) {
  const [row] = await db
    .select({
      admins_need_two_factor: app_policy.admins_need_two_factor,
      updated_at: app_policy.updated_at,
      updated_by_email: users.email,
    })
    .from(app_policy)
    .leftJoin(users, eq(users.id, app_policy.updated_by));
  if (!row) throw new Error('app_policy has no row (migration 0029 inserts it)');
  return row;
}

/** Whether `user` is an administrator the policy keeps out of the administration for now. */
export async function needsTwoFactor(db: Db, user: Pick<UserRow, 'id' | 'role'>) {
  if (user.role !== 'admin') return false;
  const [row] = await db
    .select({ needs: app_policy.admins_need_two_factor, has: totp_credentials.user_id })
    .from(app_policy)
    .leftJoin(
      totp_credentials,
      and(eq(totp_credentials.user_id, user.id), isNotNull(totp_credentials.confirmed_at)),
    );
  return Boolean(row?.needs && !row.has);
}

/**
 * Sets the policy. Requiring two factors needs them of the administrator who asks first; the
 * change is in their security log.
 */
export async function setPolicy(
  db: Db,
  admin: { id: string; client: Client },
  { admins_need_two_factor }: { admins_need_two_factor: boolean },
) {
  if (admins_need_two_factor && !(await hasSecondFactor(db, admin.id))) {
    return fail(OWN_TWO_FACTOR_FIRST);
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(app_policy).for('update');
    if (before?.admins_need_two_factor === admins_need_two_factor) return;
    await tx
      .update(app_policy)
      .set({ admins_need_two_factor, updated_at: sql`now()`, updated_by: admin.id });
    await recordEvent(tx, admin.id, {
      kind: 'policy_changed',
      client: admin.client,
      detail: `admins_need_two_factor=${admins_need_two_factor ? 'on' : 'off'}`,
    });
  });
  return ok({ policy: await readPolicy(db) }, 'Policy saved');
}
