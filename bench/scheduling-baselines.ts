// Fair baselines for the two scheduling routes under load (run.ts): bare Fastify routes that
// read the same rows from the same database as ours and, for free time, run the same engine
// (freeSlots of @orchid/contracts), with no plugins, session, access check, audit or schema
// serialisation. Ours over these says what our request path costs above the work itself.
//
//   GET /free-time/<professional id>?from=<date>&to=<date>   (listTimeslots' rows and engine)
//   GET /sessions/<professional id>?oldest=<instant>&newest=<instant>&limit=<n>
//                                                            (snapshot/appointments_v2's rows)
import { addCalendarDays, FREED_STATUSES, freeSlots, offsetIsoIn } from '@orchid/contracts';
import { dollarsFromCents } from '@orchid/contracts/money';
import { and, asc, desc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { users } from '../apps/server/src/modules/accounts/tables';
import {
  appointments,
  availabilities,
  blockedIntervals,
  sessionTypes,
} from '../apps/server/src/modules/scheduling/tables';
import type { Db } from '../apps/server/src/platform/db/database';

const owner = sql.placeholder('owner');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

function preparedReads(db: Db) {
  return {
    availability: db
      .select()
      .from(availabilities)
      .where(eq(availabilities.ownerUserId, owner))
      .prepare('baseline_availability'),
    types: db
      .select()
      .from(sessionTypes)
      .where(eq(sessionTypes.ownerUserId, owner))
      .prepare('baseline_types'),
    busy: db
      .select({ start: appointments.startsAt, end: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.ownerUserId, owner),
          notInArray(appointments.status, [...FREED_STATUSES]),
          lte(appointments.startsAt, to),
          gte(appointments.endsAt, from),
        ),
      )
      .prepare('baseline_busy'),
    blocked: db
      .select({ start: blockedIntervals.startsAt, end: blockedIntervals.endsAt })
      .from(blockedIntervals)
      .where(
        and(
          eq(blockedIntervals.ownerUserId, owner),
          lte(blockedIntervals.startsAt, to),
          gte(blockedIntervals.endsAt, from),
        ),
      )
      .prepare('baseline_blocked'),
  };
}

const patient = alias(users, 'patient');
const professional = alias(users, 'professional');
const personOf = (p: typeof patient | typeof professional) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  preferredFirstName: p.preferredFirstName,
});

function preparedSessions(db: Db) {
  return db
    .select({
      a: appointments,
      patient: personOf(patient),
      professional: personOf(professional),
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientUserId))
    .innerJoin(professional, eq(professional.id, appointments.ownerUserId))
    .where(
      and(
        eq(appointments.ownerUserId, owner),
        gte(appointments.startsAt, from),
        lte(appointments.startsAt, to),
      ),
    )
    .orderBy(desc(appointments.startsAt), asc(appointments.id))
    .limit(sql.placeholder('limit'))
    .prepare('baseline_sessions');
}

type Query = Record<string, string | undefined>;
const span = (s: { start: Date; end: Date }) => ({
  start: s.start.getTime(),
  end: s.end.getTime(),
});
const personJson = (p: {
  id: string;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
}) => ({
  cognito_sub: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  preferred_first_name: p.preferredFirstName,
});

export function addSchedulingBaselines(app: FastifyInstance, db: Db) {
  const reads = preparedReads(db);
  const sessions = preparedSessions(db);

  app.get<{ Params: { id: string }; Querystring: Query }>('/free-time/:id', async (request) => {
    const { from: fromDate = '', to: toDate = '' } = request.query;
    const args = {
      owner: request.params.id,
      from: new Date(`${addCalendarDays(fromDate, -2)}T00:00:00Z`),
      to: new Date(`${addCalendarDays(toDate, 3)}T00:00:00Z`),
    };
    const [[availability], types, busy, blocked] = await Promise.all([
      reads.availability.execute(args),
      reads.types.execute(args),
      reads.busy.execute(args),
      reads.blocked.execute(args),
    ]);
    if (!availability) return { timezone: 'UTC', timeslots: [] };
    const rules = {
      timezone: availability.timezone,
      weekly: availability.weekly,
      date_overrides: availability.dateOverrides,
      min_notice_minutes: availability.minNoticeMinutes,
      booking_window_days: availability.bookingWindowDays,
      buffer_minutes: availability.bufferMinutes,
    };
    const now = new Date();
    const slots = types
      .filter((type) => type.bookableOnline)
      .flatMap((type) =>
        freeSlots({
          availability: rules,
          booked: busy.map(span),
          blocked: blocked.map(span),
          from: fromDate,
          to: toDate,
          timezone: availability.timezone,
          length_minutes: type.lengthMinutes,
          now,
        }).map((start) => ({ start, type })),
      )
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const inZone = offsetIsoIn(availability.timezone);
    return {
      timezone: availability.timezone,
      timeslots: slots.map(({ start, type }) => ({
        timeslot_datetime_start: inZone(start),
        timeslot_length_minute: type.lengthMinutes,
        price: dollarsFromCents(type.priceCents),
        appointmentType: { label: type.label },
      })),
    };
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/sessions/:id', async (request) => {
    const rows = await sessions.execute({
      owner: request.params.id,
      from: new Date(request.query.oldest ?? 0),
      to: new Date(request.query.newest ?? '2200-01-01'),
      limit: Number(request.query.limit ?? 100),
    });
    return {
      appointments: rows.map(({ a, patient, professional }) => ({
        appointment_id: a.id,
        appointment_series_id: a.seriesId,
        status: a.status,
        appointment_start: a.startsAt.toISOString(),
        appointment_end: a.endsAt.toISOString(),
        modify_datetime: a.modifiedAt.toISOString(),
        appointment_type_label: a.sessionTypeLabel,
        place_session_held_outside_of_orchid: a.placeHeldOutside,
        patient: personJson(patient),
        orchid_pro: personJson(professional),
      })),
    };
  });
}
