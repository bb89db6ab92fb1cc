import { FREED_STATUSES } from '@orchid/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { type InScope, whereInScope } from '../../platform/access/scope';
import type { Db } from '../../platform/db/database';
import { readTogether } from '../../platform/db/read-together';
import { appointments } from '../scheduling/tables';
import { groupSeries } from './tables';

// The group series' SQL. No rules here.

export type GroupSeriesRow = typeof groupSeries.$inferSelect;

export async function insertSeries(db: Db, row: typeof groupSeries.$inferInsert) {
  const [created] = await db.insert(groupSeries).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** The titles of the groups whose meetings are these calendar series, by calendar series. */
export async function titlesOfMeetingSeries(db: Db, appointmentSeriesIds: string[]) {
  if (appointmentSeriesIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ seriesId: groupSeries.appointmentSeriesId, title: groupSeries.title })
    .from(groupSeries)
    .where(inArray(groupSeries.appointmentSeriesId, appointmentSeriesIds));
  return new Map(rows.map((row) => [row.seriesId, row.title]));
}

export async function findSeries(db: Db, id: string) {
  const [row] = await db.select().from(groupSeries).where(eq(groupSeries.id, id));
  return row;
}

/** The practice's series; undefined for anyone else's. */
export async function findSeriesOf(db: Db, scope: InScope, id: string) {
  const [row] = await db
    .select()
    .from(groupSeries)
    .where(and(eq(groupSeries.id, id), whereInScope(scope, groupSeries.ownerUserId)));
  return row;
}

/** The practice's series, locked until the transaction ends (closing and seats take turns). */
export async function lockSeriesOf(db: Db, scope: InScope, id: string) {
  const [row] = await db
    .select()
    .from(groupSeries)
    .where(and(eq(groupSeries.id, id), whereInScope(scope, groupSeries.ownerUserId)))
    .for('update');
  return row;
}

export async function closeSeries(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(groupSeries)
    .set({ closedAt: now, modifiedAt: now })
    .where(eq(groupSeries.id, id))
    .returning();
  if (!row) throw new Error(`group series ${id} vanished`);
  return row;
}

export const seriesOf = (db: Db, ownerUserId: string) =>
  db
    .select()
    .from(groupSeries)
    .where(eq(groupSeries.ownerUserId, ownerUserId))
    .orderBy(desc(groupSeries.createdAt));

/** The earliest live meeting of a series after `now` (SQL), for the open list. */
const nextMeeting = (now: Date) =>
  sql<Date>`(select min(${appointments.startsAt}) from ${appointments}
    where ${appointments.seriesId} = ${groupSeries.appointmentSeriesId}
      and ${appointments.startsAt} > ${now}
      and ${notInArray(appointments.status, [...FREED_STATUSES])})`;

/** Series not closed with a meeting ahead, the soonest first (the public list), and how many. */
export async function openSeries(db: Db, now: Date, page: { skip: number; limit: number }) {
  const upcoming = and(isNull(groupSeries.closedAt), gt(nextMeeting(now), now));
  const [rows, [total]] = await readTogether(db, [
    () =>
      db
        .select()
        .from(groupSeries)
        .where(upcoming)
        .orderBy(asc(nextMeeting(now)), asc(groupSeries.id))
        .limit(page.limit)
        .offset(page.skip),
    () => db.select({ n: count() }).from(groupSeries).where(upcoming),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}
