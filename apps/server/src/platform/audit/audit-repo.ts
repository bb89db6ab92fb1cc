import { and, desc, eq, gte, isNotNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditEvents } from './tables';

export type AuditRow = typeof auditEvents.$inferSelect;

/** A page of events, newest first: ids are time-ordered (v7), so `before` is an id. */
async function page(db: Db, where: SQL | undefined, before: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(where, before ? lt(auditEvents.id, before) : undefined))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const events = rows.slice(0, limit);
  return { events, nextBefore: rows.length > limit ? (events.at(-1)?.id ?? null) : null };
}

/** What other people did with `userId`'s data: events about them whose actor is someone else. */
export function eventsByOthers(db: Db, userId: string, before: string | undefined, limit: number) {
  return page(
    db,
    and(
      eq(auditEvents.subjectUserId, userId),
      isNotNull(auditEvents.actorUserId),
      ne(auditEvents.actorUserId, userId),
      eq(auditEvents.outcome, 'success'),
    ),
    before,
    limit,
  );
}

export type PracticeEventFilter = {
  /** Whose events, each from when they joined (null: all of them). */
  people: { userId: string; since: Date | null }[];
  actor?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** Events done by or to the practice's people, filtered; no window limit. */
export function practiceEvents(
  db: Db,
  filter: PracticeEventFilter,
  before: string | undefined,
  limit: number,
) {
  return page(
    db,
    and(
      or(
        ...filter.people.map(({ userId, since }) =>
          and(
            or(eq(auditEvents.actorUserId, userId), eq(auditEvents.subjectUserId, userId)),
            since ? gte(auditEvents.at, since) : undefined,
          ),
        ),
      ),
      filter.actor ? eq(auditEvents.actorUserId, filter.actor) : undefined,
      filter.action ? eq(auditEvents.action, filter.action) : undefined,
      filter.from ? gte(auditEvents.at, filter.from) : undefined,
      filter.to ? lte(auditEvents.at, filter.to) : undefined,
    ),
    before,
    limit,
  );
}
