import type { Appointment, AppointmentStatus } from '@orchid/contracts/appointments';
import { instantInWords } from '../../../app/format/dates';
import { dollarsInWords } from '../../../app/format/money';
import { calledBy } from '../../../app/people';

// A client's sessions in words (booking-practice-and-marketing §4; accounts-and-access §4
// "statuses named in the UI"): when, with whom, and where each stands.

type StatusWords = { label: string; color: 'green' | 'yellow' | 'gray' | 'red' };

const STATUS_WORDS: Record<AppointmentStatus, StatusWords> = {
  invited: { label: 'Unconfirmed', color: 'yellow' },
  scheduled: { label: 'Confirmed', color: 'green' },
  completed: { label: 'Completed', color: 'gray' },
  cancelled_patient: { label: 'Cancelled by you', color: 'red' },
  cancelled_patient_awaiting_transfer: { label: 'Cancelled, refund on its way', color: 'red' },
  cancelled_patient_manual_transfer: { label: 'Cancelled, refunded', color: 'red' },
  cancelled_orchid_pro: { label: 'Cancelled by your professional', color: 'red' },
  cancelled_pro_no_join: { label: 'Cancelled: your professional did not join', color: 'red' },
  needs_payment: { label: 'Pending payment confirmation', color: 'yellow' },
  was_not_paid: { label: 'Not booked: not paid in time', color: 'gray' },
};

/** A status in words, and the colour of its badge (never the only sign of it). */
export function statusInWords(status: AppointmentStatus, past: boolean): StatusWords {
  // An invitation nobody accepted before it began did not take place.
  if (past && status === 'invited') return { label: 'Not accepted', color: 'gray' };
  return STATUS_WORDS[status];
}

/** The professional as the client knows them: preferred first name, then last name. */
export const professionalName = (pro: Appointment['orchid_pro']) =>
  `${calledBy(pro)} ${pro.last_name}`.trim();

/**
 * A session's day and times on the client's clock: 'Monday, November 30, 2026' and
 * '10:00 AM – 10:50 AM EST'.
 */
export function sessionWhen(start: string, end: string, timeZone: string) {
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  return {
    date: instantInWords(start, timeZone, { dateStyle: 'full' }),
    time: `${instantInWords(start, timeZone, time)} – ${instantInWords(end, timeZone, { ...time, timeZoneName: 'short' })}`,
  };
}

/** Sessions still to come or under way, soonest first. */
export const upcomingOf = (sessions: readonly Appointment[], now: Date) =>
  sessions
    .filter((session) => Date.parse(session.appointment_end) > now.getTime())
    .sort((a, b) => Date.parse(a.appointment_start) - Date.parse(b.appointment_start));

/** Sessions that have ended, latest first. */
export const pastOf = (sessions: readonly Appointment[], now: Date) =>
  sessions
    .filter((session) => Date.parse(session.appointment_end) <= now.getTime())
    .sort((a, b) => Date.parse(b.appointment_start) - Date.parse(a.appointment_start));

/**
 * What the client can still do with a session: accept it, move it (the server decides whether
 * the practice's rules allow it, as cancel_preview does), cancel it, add it to a calendar.
 */
export function sessionActions(session: Appointment, now: Date) {
  const begun = Date.parse(session.appointment_start) <= now.getTime();
  const live = !session.status_flags.cancelledOrAbandoned && session.status !== 'completed';
  return {
    accept: !begun && session.status === 'invited',
    reschedule: !begun && (session.status === 'scheduled' || session.status === 'invited'),
    cancel: !begun && live,
    addToCalendar: Date.parse(session.appointment_end) > now.getTime() && live,
  };
}

/** A series the practice invited the client to, with two or more sessions awaiting an answer. */
export type InvitedSeries = {
  seriesId: string;
  /** Its sessions awaiting an answer, soonest first. */
  sessions: Appointment[];
};

/** The series with more than one session to come awaiting the client's answer, soonest first. */
export function invitedSeriesOf(sessions: readonly Appointment[], now: Date): InvitedSeries[] {
  const bySeries = new Map<string, Appointment[]>();
  for (const session of upcomingOf(sessions, now)) {
    if (!sessionActions(session, now).accept) continue;
    const list = bySeries.get(session.appointment_series_id) ?? [];
    list.push(session);
    bySeries.set(session.appointment_series_id, list);
  }
  return [...bySeries]
    .filter(([, list]) => list.length > 1)
    .map(([seriesId, list]) => ({ seriesId, sessions: list }));
}

/**
 * A moment on the client's clock with everything a mix-up needs: 'Monday, November 30, 2026
 * at 10:00 AM EST'.
 */
export const momentInWords = (instant: string, timeZone: string) =>
  `${instantInWords(instant, timeZone, { dateStyle: 'full' })} at ${instantInWords(instant, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;

/** What cancelling costs, from the cancel preview. */
export function cancellationCostInWords(preview: { within_window: boolean; fee: number }) {
  if (!preview.within_window || preview.fee === 0) return 'Cancelling this session is free.';
  return `This session is within the late-cancellation window: cancelling now costs ${dollarsInWords(preview.fee)}.`;
}

/** What a cancellation gives back of a session paid online: 'Refund: $x.xx'; null when nothing was paid. */
export const refundInWords = (preview: { refund: number }): string | null =>
  preview.refund > 0 ? `Refund: ${dollarsInWords(preview.refund)}` : null;
