import {
  addCalendarDays,
  type CreateSeries,
  DEFAULT_AVAILABILITY,
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
import * as appointmentsRepo from './appointments-repo';
import { availabilityRules } from './availability';
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
  if (!starts) throw new AppError('appointments.badRepeatRule');
  const length = first.end.getTime() - first.start.getTime();
  return starts.map((start) => ({ start, end: new Date(start.getTime() + length) }));
}

/** Every session inside the practice's hours (when it has set them), unless forced over. */
function assertWithinHours(availability: repo.AvailabilityRow | undefined, sessions: Span[]) {
  if (!availability) return;
  const rules = availabilityRules(availability);
  const days = sessions.map((s) => instantToWallClock(s.start, rules.timezone).date).sort();
  const first = addCalendarDays(days[0] ?? '', -1);
  const last = addCalendarDays(days.at(-1) ?? '', 1);
  const open = openHours(rules, first, last);
  const outside = sessions.some(
    (s) => subtractRanges([{ start: s.start.getTime(), end: s.end.getTime() }], open).length > 0,
  );
  if (outside) throw new AppError('appointments.outsideAvailability');
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
  const timeZone = (availability ?? DEFAULT_AVAILABILITY).timezone;
  const sessions = sessionsOf(body, timeZone);
  if (!body.force_book_over_blocked) assertWithinHours(availability, sessions);

  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
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
