import { type Appointment, statusFlagsOf } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import * as appointmentsRepo from './appointments-repo';

type Row = Awaited<ReturnType<typeof appointmentsRepo.listAppointments>>[number];
type Person = Row['patient'];

const person = (p: Person) => ({
  cognito_sub: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  preferred_first_name: p.preferredFirstName,
});

function describe(
  { appointment: a, patient, professional, inSeries }: Row,
  groupTitles: Map<string, string>,
): Appointment {
  return {
    appointment_id: a.id,
    appointment_series_id: a.seriesId,
    status: a.status,
    status_flags: statusFlagsOf(a.status),
    appointment_start: a.startsAt.toISOString(),
    appointment_end: a.endsAt.toISOString(),
    modify_datetime: a.modifiedAt.toISOString(),
    appointment_type_label: a.sessionTypeLabel,
    session_recording_source: null,
    orchid_pro_joined_ai_room: false,
    place_session_held_outside_of_orchid: a.placeHeldOutside,
    patient: person(patient),
    orchid_pro: person(professional),
    group_session_title: groupTitles.get(a.seriesId) ?? null,
    in_series: inSeries,
  };
}

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
  filter: appointmentsRepo.AppointmentFilter,
  groupTitlesOfMeetings: GroupTitlesOfMeetings,
) {
  const rows = await appointmentsRepo.listAppointments(ctx.db, filter);
  // A group's meetings have the professional as their patient (no one client): they are
  // named by the group, asked only when the page has some.
  const meetingSeries = rows
    .filter((row) => row.patient.id === row.professional.id)
    .map((row) => row.appointment.seriesId);
  const groupTitles = await groupTitlesOfMeetings(ctx, [...new Set(meetingSeries)]);
  return { appointments: rows.map((row) => describe(row, groupTitles)) };
}
