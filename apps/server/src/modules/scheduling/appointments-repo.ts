import { FREED_STATUSES } from '@orchid/contracts';
import { and, asc, eq, gt, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import { type InScope, whereInScope } from '../../platform/access/scope';
import type { Db } from '../../platform/db/database';
import { appointmentSeries, appointments, sessionTypes } from './tables';

// The SQL of appointments and their series. No rules here.

export type AppointmentRow = typeof appointments.$inferSelect;

export async function findSessionTypeByLabel(db: Db, ownerUserId: string, label: string) {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.ownerUserId, ownerUserId), eq(sessionTypes.label, label)));
  return row;
}

/**
 * Makes the transaction the only one changing this practice's calendar until it ends. The
 * exclusion constraint alone keeps sessions apart, but two transactions inserting overlapping
 * sessions at once each wait for the other and PostgreSQL breaks the deadlock only after a
 * second, failing one of them: a thousand bookings racing for one time took minutes and some
 * failed (bench/race.ts). Taken in turn they are refused at once with the conflict.
 */
export async function lockPracticeCalendar(db: Db, ownerUserId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ownerUserId}, 0))`);
}

/** A series and its sessions, in the caller's transaction; the exclusion constraint may refuse. */
export async function insertSeries(
  db: Db,
  series: typeof appointmentSeries.$inferInsert,
  sessions: Omit<typeof appointments.$inferInsert, 'seriesId'>[],
) {
  const [created] = await db.insert(appointmentSeries).values(series).returning();
  if (!created) throw new Error('insert returned no row');
  const rows = await db
    .insert(appointments)
    .values(sessions.map((session) => ({ ...session, seriesId: created.id })))
    .returning();
  return { series: created, appointments: rows };
}

/** Live sessions of a practice that overlap [from, to): what free time leaves out. */
export const liveSessionsBetween = (db: Db, ownerUserId: string, from: Date, to: Date) =>
  db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.ownerUserId, ownerUserId),
        notInArray(appointments.status, [...FREED_STATUSES]),
        lte(appointments.startsAt, to),
        gte(appointments.endsAt, from),
      ),
    );

/** Whose sessions a read reaches: a practice's (its scope), or a client's own. */
export type SessionsOf = InScope | { patientUserId: string };

const whereSessionsOf = (whose: SessionsOf) =>
  'ownerUserId' in whose
    ? whereInScope(whose, appointments.ownerUserId)
    : eq(appointments.patientUserId, whose.patientUserId);

export async function findAppointment(db: Db, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** One session of the practice's or the client's; undefined for anyone else's. */
export async function findAppointmentOf(db: Db, whose: SessionsOf, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), whereSessionsOf(whose)));
  return row;
}

/**
 * A series' live sessions that start after `after`, earliest first, locked until the
 * transaction ends (two edits of one series wait for each other).
 */
export const liveSessionsOfSeries = (db: Db, seriesId: string, after: Date) =>
  db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        gt(appointments.startsAt, after),
        notInArray(appointments.status, [...FREED_STATUSES]),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');

/** Whether a series has sessions that start before `at` (a split leaves them behind). */
export async function seriesHasSessionsBefore(db: Db, seriesId: string, at: Date) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), lt(appointments.startsAt, at)))
    .limit(1);
  return rows.length > 0;
}

export async function copySeries(db: Db, seriesId: string, now: Date) {
  const [old] = await db.select().from(appointmentSeries).where(eq(appointmentSeries.id, seriesId));
  if (!old) throw new Error(`series ${seriesId} vanished`);
  const [copy] = await db
    .insert(appointmentSeries)
    .values({ ...old, id: undefined, createdAt: now, modifiedAt: now })
    .returning();
  if (!copy) throw new Error('insert returned no row');
  return copy;
}

export async function updateAppointment(
  db: Db,
  id: string,
  changes: Partial<
    Pick<AppointmentRow, 'startsAt' | 'endsAt' | 'sessionTypeLabel' | 'seriesId' | 'status'>
  > & {
    modifiedAt: Date;
  },
) {
  const [row] = await db
    .update(appointments)
    .set(changes)
    .where(eq(appointments.id, id))
    .returning();
  if (!row) throw new Error(`appointment ${id} vanished`);
  return row;
}
