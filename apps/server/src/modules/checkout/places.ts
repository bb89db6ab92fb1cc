import type { AppContext } from '../../platform/context';
import { emit } from '../../platform/events/events';
import { becomeClientByBooking } from '../care-invitations/service';
import * as groupSessions from '../group-sessions/repo';
import { giveSeatBack, takeSeat } from '../group-sessions/seats';
import { confirmMemberBooking, releaseMemberBooking } from '../scheduling/member-bookings';
import type { HoldRow } from './repo';

// What a hold keeps for the member while they pay: a session on the calendar, or a seat in a
// group series. Paying, expiry and refunds ask these two questions, whichever it is.

/**
 * The hold is paid: its place becomes the member's. A hold that ended meanwhile gave its place
 * back and takes it again only if it is still there; false when it is not (refund the payment).
 */
export async function confirmPlace(tx: AppContext, hold: HoldRow) {
  if (hold.appointmentId) return confirmMemberBooking(tx, hold.appointmentId);
  if (!hold.groupSeriesId) return false;
  if (hold.status !== 'expired') return true;
  return takeSeat(tx.db, hold.groupSeriesId);
}

/** The hold ended unpaid (or its series closed): its place is free for someone else. */
export async function releasePlace(tx: AppContext, hold: HoldRow) {
  if (hold.appointmentId) {
    await releaseMemberBooking(tx, hold.appointmentId);
  } else if (hold.groupSeriesId) {
    await giveSeatBack(tx.db, hold.groupSeriesId);
  }
}

/**
 * The hold is booked (paid, or nothing to pay): its client becomes a client of the practice
 * in the same transaction, so the practice sees and can book them at once; and the booking is
 * told of (the client's confirmation, the practice's notice).
 */
export async function placeBooked(tx: AppContext, hold: HoldRow) {
  await becomeClientByBooking(tx, {
    professionalUserId: hold.ownerUserId,
    memberUserId: hold.patientUserId,
  });
  const group = hold.groupSeriesId
    ? await groupSessions.findSeries(tx.db, hold.groupSeriesId)
    : undefined;
  await emit(tx, 'booking.confirmed', {
    timeslot_id: hold.id,
    professional_id: hold.ownerUserId,
    client_user_id: hold.patientUserId,
    booked_by_user_id: hold.payerUserId,
    appointment_id: hold.appointmentId,
    group_series_id: hold.groupSeriesId,
    group_title: group?.title ?? null,
    session_type_label: hold.sessionTypeLabel,
    starts_at: hold.startsAt.toISOString(),
    ends_at: new Date(hold.startsAt.getTime() + hold.lengthMinutes * 60_000).toISOString(),
    paid_cents: hold.priceCents,
  });
}
