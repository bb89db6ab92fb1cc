import type { Appointment, AppointmentStatus } from '@orchid/contracts/appointments';
import { dateFormat, instantInWords, rangeInWords } from '../../app/format/dates';
import { calledBy } from '../../app/people';

// How a session is named and described on the calendar and in its panels.

/** The client as the practice calls them: preferred (or legal) first name and last name. */
export const clientName = (person: Appointment['patient']): string =>
  `${calledBy(person)} ${person.last_name}`;

/**
 * Who a session is with, as the practice reads it: a support group's meeting by the group's
 * title (its patient is the professional, no one client), any other by the client's name.
 */
export const sessionWithName = (
  appointment: Pick<Appointment, 'patient' | 'group_session_title'>,
): string => appointment.group_session_title ?? clientName(appointment.patient);

/** §4's statuses in words for the practice. */
export const statusInWords: Record<AppointmentStatus, string> = {
  invited: 'Invited: waiting for the client to accept',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled_patient: 'Cancelled by the client',
  cancelled_patient_awaiting_transfer: 'Cancelled by the client (refund to transfer)',
  cancelled_patient_manual_transfer: 'Cancelled by the client (refunded)',
  cancelled_orchid_pro: 'Cancelled by the practice',
  cancelled_pro_no_join: 'Cancelled: the professional did not join',
  needs_payment: 'Held: the client is paying',
  was_not_paid: 'Not booked: the client did not pay in time',
};

/** A day and a time with the zone's name. */
const dayAndTime: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** 'Mon, Dec 7, 2026, 10:00 – 10:50 AM EST' in the practice's zone. */
export const sessionTimeInWords = (start: string, end: string, timeZone: string): string =>
  rangeInWords(start, end, timeZone, dayAndTime);

/** 'Thu, Dec 3, 2026, 6:00 PM EST': one instant in a zone (a group's meeting). */
export const dayAndTimeInWords = (instant: string, timeZone: string): string =>
  // ICU puts a narrow no-break space before PM: one kind of space.
  instantInWords(instant, timeZone, dayAndTime).replace(/\s/g, ' ');

/** 'EST' or 'GMT+5:30' of the zone at that moment: said beside times. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const part = dateFormat({ timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
