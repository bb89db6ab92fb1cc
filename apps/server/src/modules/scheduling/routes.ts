import {
  acceptAppointment,
  acceptAppointmentSeries,
  appointmentCalendarFile,
  cancelAppointment,
  createAppointmentSeries,
  createBlockedInterval,
  createSessionType,
  deleteBlockedInterval,
  deleteSessionType,
  getAvailability,
  getCalendarFeed,
  listAppointments,
  listBlockedIntervals,
  listBookableSessionTypes,
  listOwnSessionTypes,
  listTimeslots,
  rescheduleAppointment,
  rotateCalendarFeed,
  saveAvailability,
  saveCalendarFeed,
  updateAppointment,
  updateBlockedInterval,
  updateSessionType,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { AccessContext } from '../access/service';
import { availabilityOf, saveAvailability as saveHours } from './availability';
import { deleteBlocked, listBlocked, saveBlocked } from './blocked-intervals';
import { calendarFeedOf, calendarFeedText, changeCalendarFeed } from './calendar-feed';
import { acceptSeries, acceptSession, cancelSessions, moveSessions } from './change-sessions';
import { createSeries } from './create-series';
import {
  listAppointments as appointmentsOf,
  type GroupTitlesOfMeetings,
} from './list-appointments';
import { rescheduleSession } from './reschedule-session';
import { clientOfSession, sessionCalendarFile } from './session-file';
import * as sessionTypes from './session-types';
import { timeslotsOf } from './timeslots';

const tags = ['scheduling'];

// Reading and working the practice's calendar needs 'calendar' (team members reach the owner's
// with on_behalf_of, resolved by the guard into `scope`); changing its setup needs
// 'edit-scheduling', the owner's own (§6).
const practiceCalendar = {
  access: 'orchid_pro',
  feature: 'calendar',
  scope: 'practice',
  tags,
} as const;
const ownSetup = { access: 'orchid_pro', feature: 'edit-scheduling', tags } as const;
// Routes members call too (their own sessions, a minor's while acting for one); a
// professional there needs the calendar feature for the practice's sessions.
const sessionsOfEither = {
  access: 'signed-in',
  minorSession: 'allowed',
  scope: 'practice',
  practiceFeature: 'calendar',
  tags,
} as const;

export async function schedulingRoutes(
  app: FastifyInstance,
  {
    ctx,
    groupTitlesOfMeetings,
  }: { ctx: AccessContext; groupTitlesOfMeetings: GroupTitlesOfMeetings },
) {
  addEndpointRoute(app, listOwnSessionTypes, {
    ...practiceCalendar,
    handler: async ({ scope }) => sessionTypes.listOwnSessionTypes(ctx, scope.ownerUserId),
  });

  addEndpointRoute(app, listBookableSessionTypes, {
    access: 'public',
    tags,
    handler: async ({ params }) => sessionTypes.listBookableSessionTypes(ctx, params.id),
  });

  // on_behalf_of is resolved, never ignored: a practice not one's own is refused by the guard,
  // and a team member's acting for the owner by the owner-only feature.
  addEndpointRoute(app, createSessionType, {
    ...ownSetup,
    scope: 'practice',
    handler: async ({ body, principal, origin }) =>
      sessionTypes.createSessionType(ctx, principal, body, origin),
  });

  addEndpointRoute(app, updateSessionType, {
    ...ownSetup,
    handler: async ({ body, params, principal, origin }) =>
      sessionTypes.updateSessionType(ctx, principal, params.appointment_type_id, body, origin),
  });

  addEndpointRoute(app, deleteSessionType, {
    ...ownSetup,
    handler: async ({ params, principal, origin }) =>
      sessionTypes.deleteSessionType(ctx, principal, params.appointment_type_id, origin),
  });

  addEndpointRoute(app, getAvailability, {
    ...practiceCalendar,
    handler: async ({ scope }) => availabilityOf(ctx, scope.ownerUserId),
  });

  addEndpointRoute(app, saveAvailability, {
    ...ownSetup,
    handler: async ({ body, principal, origin }) => saveHours(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, listTimeslots, {
    access: 'public',
    tags,
    handler: async ({ params, query }) => timeslotsOf(ctx, params.orchid_pro_sub, query),
  });

  addEndpointRoute(app, createAppointmentSeries, {
    ...practiceCalendar,
    handler: async ({ body, scope, origin }) => createSeries(ctx, scope, body, origin),
  });

  // A member's own sessions (a minor's while acting for one), or a practice's calendar (a
  // team member's read of the owner's is in the owner's access log).
  addEndpointRoute(app, listAppointments, {
    ...sessionsOfEither,
    readByOther: 'appointment.list_read',
    clientsRead: {
      action: 'appointment.client_sessions_read',
      clients: ({ appointments }) => appointments.map((a) => a.patient.cognito_sub),
    },
    handler: async ({ query, principal, scope }) =>
      appointmentsOf(
        ctx,
        {
          limit: query.limit,
          skip: query.skip,
          patientUserId: query.patient_user_id,
          oldest: query.oldest_datetime ? new Date(query.oldest_datetime) : undefined,
          newest: query.newest_datetime ? new Date(query.newest_datetime) : undefined,
          cancelled: query.appointment_is_cancelled_or_abandoned,
          whose: scope ?? { patientUserId: principal.userId },
        },
        groupTitlesOfMeetings,
      ),
  });

  // Blocked time: the whole team works the owner's calendar (on_behalf_of).
  addEndpointRoute(app, listBlockedIntervals, {
    ...practiceCalendar,
    handler: async ({ query, scope }) =>
      listBlocked(ctx, scope, new Date(query.from), new Date(query.to)),
  });

  addEndpointRoute(app, createBlockedInterval, {
    ...practiceCalendar,
    handler: async ({ body, scope, origin }) => saveBlocked(ctx, scope, body, origin),
  });

  addEndpointRoute(app, updateBlockedInterval, {
    ...practiceCalendar,
    handler: async ({ body, params, scope, origin }) =>
      saveBlocked(ctx, scope, body, origin, params.blocked_interval_id),
  });

  addEndpointRoute(app, deleteBlockedInterval, {
    ...practiceCalendar,
    handler: async ({ params, scope, origin }) =>
      deleteBlocked(ctx, scope, params.blocked_interval_id, origin),
  });

  addEndpointRoute(app, updateAppointment, {
    ...practiceCalendar,
    handler: async ({ body, params, scope, origin }) =>
      moveSessions(ctx, scope, params.appointment_id, body, origin),
  });

  // A client cancels their own session (a minor's while acting for one), a practice its own.
  addEndpointRoute(app, cancelAppointment, {
    ...sessionsOfEither,
    handler: async ({ body, params, principal, scope, origin }) =>
      cancelSessions(
        ctx,
        { userId: principal.userId, ...(scope ? { practice: scope } : {}) },
        params.appointment_id,
        body.edit_mode,
        origin,
      ),
  });

  addEndpointRoute(app, acceptAppointment, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ params, principal, origin }) =>
      acceptSession(ctx, principal.userId, params.appointment_id, origin),
  });

  addEndpointRoute(app, acceptAppointmentSeries, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ params, principal, origin }) =>
      acceptSeries(ctx, principal.userId, params.appointment_series_id, origin),
  });

  // A client moves their own session (a minor's while acting for one) to another free time.
  addEndpointRoute(app, rescheduleAppointment, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ body, params, principal, origin }) =>
      rescheduleSession(ctx, principal.userId, params.appointment_id, body, origin),
  });

  // One session as an .ics file: the client's own (a minor's while acting for one), or the
  // practice's (a team member's download of the owner's session is in the access log).
  addEndpointRoute(app, appointmentCalendarFile, {
    ...sessionsOfEither,
    readByOther: 'appointment.file_read',
    clientsRead: {
      action: 'appointment.client_file_read',
      clients: (_file, { params, scope }) =>
        scope ? clientOfSession(ctx, scope, params.appointment_id) : [],
    },
    handler: async ({ params, principal, scope }) =>
      sessionCalendarFile(ctx, scope ?? { patientUserId: principal.userId }, params.appointment_id),
  });

  // The calendar feed: the practice's own (the owner's sessions), for its calendar apps.
  addEndpointRoute(app, getCalendarFeed, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async ({ principal }) => calendarFeedOf(ctx, principal.userId),
  });

  addEndpointRoute(app, saveCalendarFeed, {
    ...ownSetup,
    handler: async ({ body, principal, origin }) =>
      changeCalendarFeed(
        ctx,
        principal.userId,
        { includeClientNames: body.include_client_names },
        origin,
      ),
  });

  addEndpointRoute(app, rotateCalendarFeed, {
    ...ownSetup,
    handler: async ({ principal, origin }) =>
      changeCalendarFeed(ctx, principal.userId, 'rotate', origin),
  });

  // What calendar apps fetch: iCalendar at the secret address (the token is the credential).
  app.get(
    '/api/scheduler/v1/calendar_feed/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w-]{20,64}\.ics$/) }) },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const text = await calendarFeedText(ctx, file.slice(0, -'.ics'.length));
      if (text === undefined) throw new AppError('platform.notFound');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
}
