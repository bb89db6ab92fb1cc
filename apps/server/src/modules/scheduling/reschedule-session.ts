import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { AppError } from '../../platform/http/app-error';
import { publishAppointmentChanges } from './appointment-events';
import * as appointmentsRepo from './appointments-repo';
import { cancellationFee, changed, clientSessionToCancel } from './change-sessions';
import { isFreeTime, onlineSessionType } from './member-bookings';
import { scheduleReminders } from './reminders';

// A client moves their own session instead of cancelling and booking again: to one of the
// free times of its session type, while cancelling would still cost nothing (the same window
// and fee as cancel_preview). A move that would cost something is the practice's to make.

const takenRefusal = refusalFor({
  appointments_no_overlap: new AppError('appointments.timeNotFree'),
});

export async function rescheduleSession(
  ctx: AppContext,
  userId: string,
  id: string,
  body: { appointment_start: string },
  origin: RequestOrigin,
) {
  const target = await clientSessionToCancel(ctx, userId, id);
  if (target.status !== 'scheduled' && target.status !== 'invited') {
    throw new AppError('appointments.rescheduleNotOffered');
  }
  const type = await onlineSessionType(
    ctx,
    target.ownerUserId,
    target.sessionTypeLabel,
    (target.endsAt.getTime() - target.startsAt.getTime()) / 60_000,
  );
  if (!type) throw new AppError('appointments.rescheduleNotOffered');
  if ((await cancellationFee(ctx, target)).feeCents > 0) {
    throw new AppError('appointments.rescheduleLate');
  }
  const start = new Date(body.appointment_start);
  if (start.getTime() === target.startsAt.getTime()) return changed(target);
  if (!(await isFreeTime(ctx, target.ownerUserId, type.label, start))) {
    throw new AppError('appointments.timeNotFree');
  }
  const end = new Date(start.getTime() + type.lengthMinutes * 60_000);
  return inTransaction(ctx, async (tx) => {
    // As a booking: the practice's calendar lock, then the exclusion constraint decides.
    await appointmentsRepo.lockPracticeCalendar(tx.db, target.ownerUserId);
    const row = await appointmentsRepo.updateAppointment(tx.db, target.id, {
      startsAt: start,
      endsAt: end,
      modifiedAt: tx.clock.now(),
    });
    // The client chose the new time: its reminder is their own mail (reminders.ts).
    await scheduleReminders(tx, [row], { bookedByClient: true });
    await publishAppointmentChanges(tx, [row]);
    await emit(tx, 'appointment.moved', {
      appointment_id: row.id,
      previous_start: target.startsAt.toISOString(),
      previous_end: target.endsAt.toISOString(),
      moved_by_user_id: userId,
      moved_by: 'client',
      also: 0,
    });
    await tx.audit.record({
      action: 'appointment.reschedule',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: target.patientUserId,
      origin,
      detail: { appointment_id: row.id, from: target.startsAt.toISOString() },
    });
    return changed(row);
  }).catch(takenRefusal);
}
