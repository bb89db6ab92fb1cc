import { type Appointment, FREED_STATUSES } from '@orchid/contracts';
import { and, type Column, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { whereInScope } from '../../platform/access/scope';
import type { Db } from '../../platform/db/database';
import { prepareOnce } from '../../platform/db/prepared';
import { users } from '../accounts/tables';
import type { SessionsOf } from './appointments-repo';
import { appointments } from './tables';

// The calendar's list of sessions (§7 snapshot/appointments_v2): the practice's month is a
// page of 200 sessions read on every visit of the calendar, so the database writes the
// answer's JSON and the statement is prepared once per connection. Mapping 200 rows of 20
// columns through the driver and the ORM, and building the query on each call, was most of
// the route's time (bench: sessions (professional)).

/** A session as the database answers it: the contract's Appointment but what needs rules. */
export type ListedAppointment = Omit<Appointment, 'status_flags' | 'group_session_title'>;

export type AppointmentFilter = {
  whose: SessionsOf;
  patientUserId?: string | undefined;
  oldest?: Date | undefined;
  newest?: Date | undefined;
  cancelled?: boolean | undefined;
  limit: number;
  skip: number;
};

const patient = alias(users, 'patient');
const professional = alias(users, 'professional');

/** An instant as Date.prototype.toISOString writes it (dates the API takes end in 9999). */
const isoInstant = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One flat record per session, its fields named as the answer's: json_agg of whole records
// costs PostgreSQL half what json_build_object does per row (it looks up every value's type
// on each call). The client and the professional are nested in JS.
const listedFields = {
  appointment_id: sql<string>`${appointments.id}`.as('appointment_id'),
  appointment_series_id: sql<string>`${appointments.seriesId}`.as('appointment_series_id'),
  status: sql<Appointment['status']>`${appointments.status}`.as('status'),
  appointment_start: isoInstant(appointments.startsAt).as('appointment_start'),
  appointment_end: isoInstant(appointments.endsAt).as('appointment_end'),
  modify_datetime: isoInstant(appointments.modifiedAt).as('modify_datetime'),
  appointment_type_label: sql<string>`${appointments.sessionTypeLabel}`.as(
    'appointment_type_label',
  ),
  place_session_held_outside_of_orchid: sql<boolean>`${appointments.placeHeldOutside}`.as(
    'place_session_held_outside_of_orchid',
  ),
  patient_id: sql<string>`${patient.id}`.as('patient_id'),
  patient_first_name: sql<string>`${patient.firstName}`.as('patient_first_name'),
  patient_last_name: sql<string>`${patient.lastName}`.as('patient_last_name'),
  patient_preferred_first_name: sql<string | null>`${patient.preferredFirstName}`.as(
    'patient_preferred_first_name',
  ),
  pro_id: sql<string>`${professional.id}`.as('pro_id'),
  pro_first_name: sql<string>`${professional.firstName}`.as('pro_first_name'),
  pro_last_name: sql<string>`${professional.lastName}`.as('pro_last_name'),
  pro_preferred_first_name: sql<string | null>`${professional.preferredFirstName}`.as(
    'pro_preferred_first_name',
  ),
  // Whether "this and following" means anything: another session shares the series.
  in_series:
    sql<boolean>`exists (select 1 from "appointments" "sibling" where "sibling"."series_id" = ${appointments.seriesId} and "sibling"."id" <> ${appointments.id})`.as(
      'in_series',
    ),
};

/** A record of the page as json_agg writes it: the fields above, by their names. */
type ListedRow = { [K in keyof typeof listedFields]: (typeof listedFields)[K]['_']['type'] };

const listed = (row: ListedRow): ListedAppointment => ({
  appointment_id: row.appointment_id,
  appointment_series_id: row.appointment_series_id,
  status: row.status,
  appointment_start: row.appointment_start,
  appointment_end: row.appointment_end,
  modify_datetime: row.modify_datetime,
  appointment_type_label: row.appointment_type_label,
  session_recording_source: null,
  orchid_pro_joined_ai_room: false,
  place_session_held_outside_of_orchid: row.place_session_held_outside_of_orchid,
  patient: {
    cognito_sub: row.patient_id,
    first_name: row.patient_first_name,
    last_name: row.patient_last_name,
    preferred_first_name: row.patient_preferred_first_name,
  },
  orchid_pro: {
    cognito_sub: row.pro_id,
    first_name: row.pro_first_name,
    last_name: row.pro_last_name,
    preferred_first_name: row.pro_preferred_first_name,
  },
  in_series: row.in_series,
});

const placeholder = {
  whose: sql.placeholder('whose'),
  patient: sql.placeholder('patient'),
  oldest: sql.placeholder('oldest'),
  newest: sql.placeholder('newest'),
  cancelled: sql.placeholder('cancelled'),
};
const freed = sql.join(
  FREED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Each filter is a placeholder that may be null (not asked), so one statement serves all. */
const filters = sql`(${placeholder.patient}::uuid is null or ${appointments.patientUserId} = ${placeholder.patient}::uuid)
  and ${appointments.startsAt} >= coalesce(${placeholder.oldest}::timestamptz, '-infinity')
  and ${appointments.startsAt} <= coalesce(${placeholder.newest}::timestamptz, 'infinity')
  and (${placeholder.cancelled}::boolean is null or (${appointments.status} in (${freed})) = ${placeholder.cancelled}::boolean)`;

const listQuery = (db: Db, whose: SQL, name: string) => {
  const page = db
    .select(listedFields)
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientUserId))
    .innerJoin(professional, eq(professional.id, appointments.ownerUserId))
    .where(and(whose, filters))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'))
    .as('page');
  return db
    .select({
      // ISO instants sort as the times do.
      rows: sql<
        ListedRow[]
      >`coalesce(json_agg(${sql.identifier('page')} order by ${page.appointment_start} desc, ${page.appointment_id} desc), '[]'::json)`,
    })
    .from(page)
    .prepare(name);
};

const practiceList = prepareOnce((db) =>
  listQuery(
    db,
    whereInScope({ ownerUserId: placeholder.whose }, appointments.ownerUserId),
    'scheduling_appointments_of_practice',
  ),
);
const clientList = prepareOnce((db) =>
  listQuery(
    db,
    eq(appointments.patientUserId, placeholder.whose),
    'scheduling_appointments_of_client',
  ),
);

/** Sessions with their client and professional, newest first. */
export async function listAppointments(
  db: Db,
  filter: AppointmentFilter,
): Promise<ListedAppointment[]> {
  const { whose } = filter;
  const query = 'ownerUserId' in whose ? practiceList(db) : clientList(db);
  const [row] = await query.execute({
    whose: 'ownerUserId' in whose ? whose.ownerUserId : whose.patientUserId,
    patient: filter.patientUserId ?? null,
    oldest: filter.oldest ?? null,
    newest: filter.newest ?? null,
    cancelled: filter.cancelled ?? null,
    limit: filter.limit,
    skip: filter.skip,
  });
  return (row?.rows ?? []).map(listed);
}
