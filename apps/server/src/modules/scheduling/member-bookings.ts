import { addCalendarDays, FREED_STATUSES } from '@orchid/contracts';
import { and, eq, gt, lt, ne, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { refusalFor } from '../../platform/db/constraint-refusals';
import { AppError } from '../../platform/http/app-error';
import { publishAppointmentChanges } from './appointment-events';
import * as appointmentsRepo from './appointments-repo';
import { scheduleReminders } from './reminders';
import { appointments } from './tables';
import { timeslotsOf } from './timeslots';

// A member's online booking on a practice's calendar, for the checkout module: the session is
// placed at once (needs_payment while they pay, so nobody else can take the time), then
// scheduled when paid or was_not_paid when the hold ends. All in the caller's transaction.

/** The session type a member may book online with this label and length, or undefined. */
export async function onlineSessionType(
  ctx: AppContext,
  ownerUserId: string,
  label: string,
  lengthMinutes: number,
) {
  const type = await appointmentsRepo.findSessionTypeByLabel(ctx.db, ownerUserId, label);
  const fits =
    type?.bookableOnline && type.kind === 'one_on_one' && type.lengthMinutes === lengthMinutes;
  return fits ? type : undefined;
}

/** Whether `start` is one of the professional's free times for this session type now. */
export async function isFreeTime(ctx: AppContext, ownerUserId: string, label: string, start: Date) {
  const day = start.toISOString().slice(0, 10);
  const { timeslots } = await timeslotsOf(ctx, ownerUserId, {
    from: addCalendarDays(day, -1),
    to: addCalendarDays(day, 1),
    appointment_type_label: label,
    timezone: 'UTC',
  });
  return timeslots.some((slot) => Date.parse(slot.timeslot_datetime_start) === start.getTime());
}

const takenRefusal = refusalFor({ appointments_no_overlap: new AppError('checkout.timeTaken') });

/**
 * Places the member's session (in `tx`): needs_payment, or scheduled when nothing is to be
 * paid. The practice's calendar lock and the exclusion constraint make a second booking of
 * the time a 409, whoever came second.
 */
export async function placeMemberBooking(
  tx: AppContext,
  booking: {
    ownerUserId: string;
    patientUserId: string;
    label: string;
    start: Date;
    end: Date;
    paid: boolean;
    placeHeldOutside: boolean;
  },
) {
  const now = tx.clock.now();
  await appointmentsRepo.lockPracticeCalendar(tx.db, booking.ownerUserId);
  const created = await appointmentsRepo
    .insertSeries(
      tx.db,
      {
        ownerUserId: booking.ownerUserId,
        patientUserId: booking.patientUserId,
        repeatRule: null,
        createdAt: now,
        modifiedAt: now,
      },
      [
        {
          ownerUserId: booking.ownerUserId,
          patientUserId: booking.patientUserId,
          sessionTypeLabel: booking.label,
          startsAt: booking.start,
          endsAt: booking.end,
          status: booking.paid ? 'scheduled' : 'needs_payment',
          placeHeldOutside: booking.placeHeldOutside,
          createdAt: now,
          modifiedAt: now,
        },
      ],
    )
    .catch(takenRefusal);
  const [session] = created.appointments;
  if (!session) throw new Error('insert returned no session');
  if (booking.paid)
    await scheduleReminders(tx, [session], { bookedByClient: true, confirmed: true });
  await publishAppointmentChanges(tx, [session]);
  return session;
}

/**
 * The member paid: their session is scheduled. A hold that ended meanwhile (was_not_paid) is
 * scheduled again only when its time is still free; answers false when the session cannot be
 * placed (taken meanwhile, or cancelled), and the payment must be given back.
 */
export async function confirmMemberBooking(tx: AppContext, appointmentId: string) {
  const session = await appointmentsRepo.findAppointment(tx.db, appointmentId);
  if (!session) return false;
  if (session.status === 'scheduled') return true;
  if (session.status !== 'needs_payment' && session.status !== 'was_not_paid') return false;
  await appointmentsRepo.lockPracticeCalendar(tx.db, session.ownerUserId);
  if (session.status === 'was_not_paid') {
    // Every booking takes the calendar lock first, so this look stays true until we commit.
    const [other] = await tx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.ownerUserId, session.ownerUserId),
          ne(appointments.id, session.id),
          notInArray(appointments.status, [...FREED_STATUSES]),
          lt(appointments.startsAt, session.endsAt),
          gt(appointments.endsAt, session.startsAt),
        ),
      )
      .limit(1);
    if (other) return false;
  }
  const row = await appointmentsRepo.updateAppointment(tx.db, session.id, {
    status: 'scheduled',
    modifiedAt: tx.clock.now(),
  });
  await scheduleReminders(tx, [row], { bookedByClient: true, confirmed: true });
  await publishAppointmentChanges(tx, [row]);
  return true;
}

/** The hold ended unpaid: the session frees its time (answers whether it did). */
export async function releaseMemberBooking(tx: AppContext, appointmentId: string) {
  const session = await appointmentsRepo.findAppointment(tx.db, appointmentId);
  if (session?.status !== 'needs_payment') return false;
  const row = await appointmentsRepo.updateAppointment(tx.db, session.id, {
    status: 'was_not_paid',
    modifiedAt: tx.clock.now(),
  });
  await publishAppointmentChanges(tx, [row]);
  return true;
}

/** The session's status, for the checkout's view of a hold. */
export async function memberBookingStatus(ctx: AppContext, appointmentId: string) {
  return (await appointmentsRepo.findAppointment(ctx.db, appointmentId))?.status;
}
