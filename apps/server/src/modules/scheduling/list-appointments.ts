import { type Appointment, statusFlagsOf } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import * as listQuery from './appointment-list-query';

/**
 * The titles of the groups whose meetings are these calendar series: group-sessions answers
 * it (app.ts hands it in; that module builds on this one, so this one cannot import it).
 */
export type GroupTitlesOfMeetings = (
  ctx: AppContext,
  appointmentSeriesIds: string[],
) => Promise<Map<string, string>>;

/** The sessions of a practice, or of a client, newest first (§7 snapshot/appointments_v2). */
export async function listAppointments(
  ctx: AppContext,
  filter: listQuery.AppointmentFilter,
  groupTitlesOfMeetings: GroupTitlesOfMeetings,
): Promise<{ appointments: Appointment[] }> {
  const listed = await listQuery.listAppointments(ctx.db, filter);
  // A group's meetings have the professional as their patient (no one client): they are
  // named by the group, asked only when the page has some.
  const meetingSeries = listed
    .filter((a) => a.patient.cognito_sub === a.orchid_pro.cognito_sub)
    .map((a) => a.appointment_series_id);
  const groupTitles = await groupTitlesOfMeetings(ctx, [...new Set(meetingSeries)]);
  return {
    appointments: listed.map((a) => ({
      ...a,
      status_flags: statusFlagsOf(a.status),
      group_session_title: groupTitles.get(a.appointment_series_id) ?? null,
    })),
  };
}
