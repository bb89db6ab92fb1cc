import { FREED_STATUSES } from '@orchid/contracts';
import { and, asc, eq, gt, gte, lt, lte, notInArray } from 'drizzle-orm';
import { type InScope, whereInScope } from '../../platform/access/scope';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/tables';
import {
  appointments,
  availabilities,
  blockedIntervals,
  calendarFeeds,
  sessionTypes,
} from './tables';

// Scheduling's SQL. No rules here: the service decides, the repo reads and writes.

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
export type NewSessionType = Omit<typeof sessionTypes.$inferInsert, 'id' | 'createdAt'>;
export type AvailabilityRow = typeof availabilities.$inferSelect;

export const sessionTypesOf = (db: Db, ownerUserId: string) =>
  db
    .select()
    .from(sessionTypes)
    .where(eq(sessionTypes.ownerUserId, ownerUserId))
    .orderBy(asc(sessionTypes.createdAt), asc(sessionTypes.label));

export async function insertSessionType(db: Db, values: NewSessionType & { createdAt: Date }) {
  const [row] = await db.insert(sessionTypes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a practice's session type; undefined when the practice has no such type. */
export async function updateSessionType(
  db: Db,
  scope: InScope,
  id: string,
  values: NewSessionType,
) {
  const [row] = await db
    .update(sessionTypes)
    .set(values)
    .where(and(eq(sessionTypes.id, id), whereInScope(scope, sessionTypes.ownerUserId)))
    .returning();
  return row;
}

/** Whether the practice had the type (and now has not). */
export async function deleteSessionType(db: Db, scope: InScope, id: string) {
  const rows = await db
    .delete(sessionTypes)
    .where(and(eq(sessionTypes.id, id), whereInScope(scope, sessionTypes.ownerUserId)))
    .returning({ id: sessionTypes.id });
  return rows.length > 0;
}

export async function findAvailability(db: Db, ownerUserId: string) {
  const [row] = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.ownerUserId, ownerUserId));
  return row;
}

export async function saveAvailability(db: Db, row: AvailabilityRow) {
  const { ownerUserId: _, ...changes } = row;
  await db
    .insert(availabilities)
    .values(row)
    .onConflictDoUpdate({ target: availabilities.ownerUserId, set: changes });
}

export type BlockedIntervalRow = typeof blockedIntervals.$inferSelect;
type BlockedChanges = Pick<BlockedIntervalRow, 'startsAt' | 'endsAt' | 'note' | 'modifiedAt'>;

/** A practice's blocked time overlapping [from, to), earliest first. */
export const blockedBetween = (db: Db, scope: InScope, from: Date, to: Date) =>
  db
    .select()
    .from(blockedIntervals)
    .where(
      and(
        whereInScope(scope, blockedIntervals.ownerUserId),
        lt(blockedIntervals.startsAt, to),
        gt(blockedIntervals.endsAt, from),
      ),
    )
    .orderBy(asc(blockedIntervals.startsAt));

export async function insertBlocked(
  db: Db,
  values: BlockedChanges & { ownerUserId: string; createdAt: Date },
) {
  const [row] = await db.insert(blockedIntervals).values(values).returning();
  return row;
}

/** Changes a practice's blocked time; undefined when the practice has no such block. */
export async function updateBlocked(db: Db, scope: InScope, id: string, values: BlockedChanges) {
  const [row] = await db
    .update(blockedIntervals)
    .set(values)
    .where(and(eq(blockedIntervals.id, id), whereInScope(scope, blockedIntervals.ownerUserId)))
    .returning();
  return row;
}

/** Whether the practice had the block (and now has not). */
export async function deleteBlocked(db: Db, scope: InScope, id: string) {
  const rows = await db
    .delete(blockedIntervals)
    .where(and(eq(blockedIntervals.id, id), whereInScope(scope, blockedIntervals.ownerUserId)))
    .returning({ id: blockedIntervals.id });
  return rows.length > 0;
}

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeed(db: Db, ownerUserId: string) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.ownerUserId, ownerUserId));
  return row;
}

export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Makes a practice's feed unless another request just did. */
export async function insertFeed(db: Db, row: CalendarFeedRow) {
  await db.insert(calendarFeeds).values(row).onConflictDoNothing();
}

export async function updateFeed(
  db: Db,
  ownerUserId: string,
  changes: Partial<Pick<CalendarFeedRow, 'tokenHash' | 'tokenSealed' | 'includeClientNames'>> & {
    modifiedAt: Date;
  },
) {
  await db.update(calendarFeeds).set(changes).where(eq(calendarFeeds.ownerUserId, ownerUserId));
}

/** A practice's live sessions starting from `from` to `to`, with the client's name. */
export const feedSessions = (db: Db, ownerUserId: string, from: Date, to: Date) =>
  db
    .select({
      id: appointments.id,
      start: appointments.startsAt,
      end: appointments.endsAt,
      label: appointments.sessionTypeLabel,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientUserId))
    .where(
      and(
        eq(appointments.ownerUserId, ownerUserId),
        notInArray(appointments.status, [...FREED_STATUSES]),
        gte(appointments.startsAt, from),
        lte(appointments.startsAt, to),
      ),
    );
