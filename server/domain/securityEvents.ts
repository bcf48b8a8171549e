// The security log (issue 28): what happened to a person's account and from where: sign-ins and
// failed ones, sessions ended, password changes, an administrator's changes. A person reads their
// own (getSecurityEvents), an administrator everyone's (getSecurityEventsAdmin). Written beside the
// change it records; a year's events are kept.
import { and, count, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { security_events, users, type SecurityEventKind } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import { listFrom, type ListArgs, type ListSource, type ListSpec } from './lists.js';
import { clientColumns, type Client } from './sessions.js';

/** Events older than this go when the person next signs in. */
const KEPT_MS = 365 * 24 * 60 * 60 * 1000;

export type SecurityEventInput = {
  kind: SecurityEventKind;
  client: Client;
  /** An administrator who acted on the person's account. */
  actorId?: string;
  /** What changed, in the log's words (e.g. "role: user → admin"). */
  detail?: string;
};

/** Records an event of the user's account. */
export async function recordEvent(db: Db, userId: string, event: SecurityEventInput) {
  await db.insert(security_events).values({
    user_id: userId,
    kind: event.kind,
    ...clientColumns(event.client),
    actor_id: event.actorId ?? null,
    detail: event.detail ?? '',
  });
}

/** The user's events older than a year go. */
export async function forgetOldEvents(db: Db, userId: string) {
  await db
    .delete(security_events)
    .where(
      and(
        eq(security_events.user_id, userId),
        lt(security_events.created_at, new Date(Date.now() - KEPT_MS)),
      ),
    );
}

const eventColumns = {
  id: security_events.id,
  user_id: security_events.user_id,
  created_at: security_events.created_at,
  kind: security_events.kind,
  ip: security_events.ip,
  user_agent: security_events.user_agent,
  detail: security_events.detail,
};

const eventList: ListSpec = {
  columns: { ...eventColumns, email: users.email },
  defaultSort: 'created_at:desc',
  tiebreaker: security_events.id,
};

/** An event with the e-mail of whose account it is and of the administrator who acted. */
export type SecurityEventNode = typeof security_events.$inferSelect & {
  email: string;
  actor_email: string | null;
};

/** The administrator who acted, beside the person whose account it is. */
const actors = alias(users, 'actors');

function eventSource(db: Db): ListSource<SecurityEventNode> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      db
        .select({
          ...eventColumns,
          actor_id: security_events.actor_id,
          email: users.email,
          actor_email: actors.email,
        })
        .from(security_events)
        .innerJoin(users, eq(users.id, security_events.user_id))
        .leftJoin(actors, eq(actors.id, security_events.actor_id))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => {
      const [total] = await db
        .select({ n: count() })
        .from(security_events)
        .innerJoin(users, eq(users.id, security_events.user_id))
        .where(where);
      return total?.n ?? 0;
    },
  };
}

const ownedBy = (userId?: string) =>
  userId === undefined ? undefined : eq(security_events.user_id, userId);

/** A person's own events (`userId`), or everyone's for an administrator (no `userId`). */
export const listEvents = (db: Db, args: ListArgs, userId?: string) =>
  listFrom(eventSource(db), eventList, args, [ownedBy(userId)]);

/** One event, the person's own (`userId`) or anyone's for an administrator. */
export async function findEvent(db: Db, id: string, userId?: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await eventSource(db).rows({
    where: and(eq(security_events.id, id), ownedBy(userId)),
    orderBy: [],
    limit: 1,
    offset: 0,
  });
  return row;
}
