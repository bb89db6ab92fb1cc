import {
  addCalendarDays,
  type CreateSeries,
  instantToWallClock,
  openHours,
  subtractRanges,
} from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { isClientOf } from '../care-invitations/repo';
import { publishAppointmentChanges } from './appointment-events';
import * as appointmentsRepo from './appointments-repo';
import { availabilityRules, practiceTimeZone } from './availability';
import { invitationMails } from './invitation-mail';
import { scheduleReminders } from './reminders';
import * as repo from './repo';
import { occurrencesOf } from './series';

type Span = { start: Date; end: Date };

/** The sessions asked for: the ones listed, or the first repeated by the rule. */
function sessionsOf(body: CreateSeries, timeZone: string): Span[] {
  const listed = body.appointments.map((a) => ({
    start: new Date(a.appointment_start),
    end: new Date(a.appointment_end),
  }));
  const [first] = listed;
  if (!body.repeat_rule || !first) return listed;
  const starts = occurrencesOf(body.repeat_rule, first.start, timeZone);
  if (starts === 'too many') throw new AppError('appointments.tooManyOccurrences');
  if (starts === 'none') throw new AppError('appointments.noOccurrences');
  if (!starts) throw new AppError('appointments.badRepeatRule');
  const length = first.end.getTime() - first.start.getTime();
  return starts.map((start) => ({ start, end: new Date(start.getTime() + length) }));
}

/**
 * Every session inside the practice's hours (when it has set them) and outside its blocked
 * time, unless forced over them.
 */
async function assertBookable(
  ctx: AppContext,
  ownerUserId: string,
  availability: repo.AvailabilityRow | undefined,
  sessions: Span[],
) {
  const spans = sessions.map((s) => ({ start: s.start.getTime(), end: s.end.getTime() }));
  const earliest = new Date(Math.min(...spans.map((s) => s.start)));
  const latest = new Date(Math.max(...spans.map((s) => s.end)));
  const blocks = await repo.blockedBetween(ctx.db, { ownerUserId }, earliest, latest);
  let open = [{ start: earliest.getTime(), end: latest.getTime() }];
  if (availability) {
    const rules = availabilityRules(availability);
    const day = (instant: Date) => instantToWallClock(instant, rules.timezone).date;
    open = openHours(rules, addCalendarDays(day(earliest), -1), addCalendarDays(day(latest), 1));
  }
  const bookable = subtractRanges(
    open,
    blocks.map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() })),
  );
  if (spans.some((span) => subtractRanges([span], bookable).length > 0)) {
    throw new AppError('appointments.outsideAvailability');
  }
}

/** A session overlapping a live one is refused by the database, whichever came first. */
const conflictRefusal = refusalFor({
  appointments_no_overlap: new AppError('appointments.conflict'),
});

/**
 * Books the sessions of a series on a practice's calendar for one of its clients: all or
 * none. A conflict with any live session refuses the whole request (the exclusion constraint,
 * checked for every session in one transaction); force_book_over_blocked books outside the
 * practice's hours, never over another session. Sessions a professional books are
 * invitations until the client accepts them.
 */
export async function createSeries(
  ctx: AppContext,
  actor: { userId: string; ownerUserId: string },
  body: CreateSeries,
  origin: RequestOrigin,
) {
  const { ownerUserId } = actor;
  const [type, client, availability] = await Promise.all([
    appointmentsRepo.findSessionTypeByLabel(ctx.db, ownerUserId, body.appointment_type_label),
    isClientOf(ctx.db, ownerUserId, body.patient_user_id),
    repo.findAvailability(ctx.db, ownerUserId),
  ]);
  if (!type) throw new AppError('appointments.typeNotFound');
  if (!client) throw new AppError('appointments.notAClient');
  const timeZone = practiceTimeZone(availability);
  const sessions = sessionsOf(body, timeZone);
  if (!body.force_book_over_blocked) await assertBookable(ctx, ownerUserId, availability, sessions);

  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    await appointmentsRepo.lockPracticeCalendar(tx.db, ownerUserId);
    const created = await appointmentsRepo
      .insertSeries(
        tx.db,
        {
          ownerUserId,
          patientUserId: body.patient_user_id,
          repeatRule: body.repeat_rule,
          createdAt: now,
          modifiedAt: now,
        },
        sessions.map((session, index) => ({
          ownerUserId,
          patientUserId: body.patient_user_id,
          sessionTypeLabel: type.label,
          startsAt: session.start,
          endsAt: session.end,
          status: 'invited' as const,
          placeHeldOutside: body.appointments[index]?.place_session_held_outside_of_orchid ?? false,
          createdAt: now,
          modifiedAt: now,
        })),
      )
      .catch(conflictRefusal);
    // Invitations: reminded of once accepted (reminders.ts), and announced by mail.
    await scheduleReminders(tx, created.appointments);
    await publishAppointmentChanges(tx, created.appointments);
    const [first] = [...created.appointments].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    );
    if (first && !body.skip_email) {
      const mails = await invitationMails(tx, {
        actorUserId: actor.userId,
        ownerUserId,
        patientUserId: body.patient_user_id,
        label: type.label,
        first: first.startsAt,
        sessions: created.appointments.length,
        practiceZone: timeZone,
      });
      for (const mail of mails) {
        await tx.mailer.send(mail, {
          category: 'essential',
          idempotencyKey: `invitation-mail:${created.series.id}:${mail.to}`,
        });
      }
    }
    await tx.audit.record({
      action: 'appointment.series_create',
      outcome: 'success',
      actorUserId: actor.userId,
      subjectUserId: body.patient_user_id,
      origin,
      detail: { appointment_series_id: created.series.id, sessions: sessions.length },
    });
    return {
      appointment_series_id: created.series.id,
      invites_created: created.appointments.map((a) => ({
        appointment_id: a.id,
        appointment_start: a.startsAt.toISOString(),
        appointment_end: a.endsAt.toISOString(),
      })),
    };
  });
}
