import type { Appointment } from '@orchid/contracts/appointments';
import { instantToWallClock, todayIn } from '@orchid/contracts/time';

// The dashboard's list of the practice's sessions: today's, and the next ones after today,
// on the professional's clock. Pure, so tested alone.

/** How many sessions after today the dashboard lists. */
export const NEXT_SESSIONS_SHOWN = 5;
/** How far ahead the dashboard looks for the next sessions. */
export const NEXT_SESSIONS_DAYS = 14;

export function upcomingSessions(sessions: readonly Appointment[], now: Date, timeZone: string) {
  const today = todayIn(timeZone, now);
  const live = sessions
    .filter(
      (session) =>
        !session.status_flags.cancelledOrAbandoned &&
        session.status !== 'was_not_paid' &&
        Date.parse(session.appointment_end) > now.getTime(),
    )
    .sort((a, b) => Date.parse(a.appointment_start) - Date.parse(b.appointment_start));
  const dayOf = (session: Appointment) => calendarDayOf(session, timeZone);
  return {
    today: live.filter((session) => dayOf(session) <= today),
    next: live.filter((session) => dayOf(session) > today).slice(0, NEXT_SESSIONS_SHOWN),
  };
}

/** The calendar at a session's day (where the practice works). */
export const calendarDayOf = (session: Appointment, timeZone: string) =>
  instantToWallClock(new Date(session.appointment_start), timeZone).date;
