import { FREED_STATUSES } from '@orchid/contracts';
import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { publishAppointmentChanges } from './appointment-events';
import * as appointmentsRepo from './appointments-repo';
import { practiceTimeZone } from './availability';
import { findAvailability } from './repo';
import { occurrencesOf } from './series';
import { appointments } from './tables';

// A group series' meetings on the practice's calendar, for the group-sessions module. They are
// sessions like any other, so they block the time (the exclusion constraint) and take the
// directory's free time; their "client" is the professional themself, as a meeting has many
// attendees and no one client (the attendees are the seats, kept by the checkout).

/** The meetings' starts: the first, repeated by the rule (RRULE) on the practice's clock. */
export async function groupMeetingStarts(
  ctx: AppContext,
  ownerUserId: string,
  first: Date,
  rule: string | null,
) {
  if (!rule) return [first];
  const timeZone = practiceTimeZone(await findAvailability(ctx.db, ownerUserId));
  const starts = occurrencesOf(rule, first, timeZone);
  if (starts === 'too many') throw new AppError('groupSessions.tooManyMeetings');
  if (starts === 'none') throw new AppError('groupSessions.noMeetings');
  if (!starts) throw new AppError('groupSessions.badRule');
  return starts;
}

const conflictRefusal = refusalFor({
  appointments_no_overlap: new AppError('groupSessions.conflict'),
});

/**
 * Places the meetings (in `tx`), all or none: a meeting over a live session is refused by the
 * database (409). Answers the calendar's series id. No reminders: a meeting's attendees are
 * the seats, which the checkout tells.
 */
export async function placeGroupMeetings(
  tx: AppContext,
  meetings: { ownerUserId: string; label: string; starts: Date[]; lengthMinutes: number },
) {
  const now = tx.clock.now();
  const { ownerUserId } = meetings;
  await appointmentsRepo.lockPracticeCalendar(tx.db, ownerUserId);
  const created = await appointmentsRepo
    .insertSeries(
      tx.db,
      {
        ownerUserId,
        patientUserId: ownerUserId,
        repeatRule: null,
        createdAt: now,
        modifiedAt: now,
      },
      meetings.starts.map((start) => ({
        ownerUserId,
        patientUserId: ownerUserId,
        sessionTypeLabel: meetings.label,
        startsAt: start,
        endsAt: new Date(start.getTime() + meetings.lengthMinutes * 60_000),
        status: 'scheduled' as const,
        placeHeldOutside: false,
        createdAt: now,
        modifiedAt: now,
      })),
    )
    .catch(conflictRefusal);
  await publishAppointmentChanges(tx, created.appointments);
  return created.series.id;
}

/** The live meetings of these calendar series that start after `after`, earliest first. */
export const meetingsAhead = (db: Db, seriesIds: string[], after: Date) =>
  seriesIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          seriesId: appointments.seriesId,
          startsAt: appointments.startsAt,
        })
        .from(appointments)
        .where(
          and(
            inArray(appointments.seriesId, seriesIds),
            gt(appointments.startsAt, after),
            notInArray(appointments.status, [...FREED_STATUSES]),
          ),
        )
        .orderBy(asc(appointments.startsAt));

/** Live meetings of one series starting at or after `from` (what a seat bought). */
export async function liveMeetingsFrom(db: Db, seriesId: string, from: Date) {
  const rows = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        notInArray(appointments.status, [...FREED_STATUSES]),
      ),
    );
  return rows.filter((row) => row.startsAt >= from).map((row) => row.startsAt);
}

/** Cancels the meetings ahead (the professional closed the group); answers how many. */
export async function cancelMeetingsAhead(tx: AppContext, seriesId: string) {
  const ahead = await appointmentsRepo.liveSessionsOfSeries(tx.db, seriesId, tx.clock.now());
  const cancelled = [];
  for (const meeting of ahead) {
    cancelled.push(
      await appointmentsRepo.updateAppointment(tx.db, meeting.id, {
        status: 'cancelled_orchid_pro',
        modifiedAt: tx.clock.now(),
      }),
    );
  }
  if (cancelled.length > 0) await publishAppointmentChanges(tx, cancelled);
  return cancelled.length;
}
