import {
  acceptAppointment,
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
  previewCancellation,
  rotateCalendarFeed,
  saveAvailability,
  saveCalendarFeed,
  updateAppointment,
  updateBlockedInterval,
  updateSessionType,
} from '@orchid/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordReadByOther, requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { type AccessContext, featureRefusal } from '../access/service';
import { cancellationPreview } from '../checkout/cancellation-preview';
import { actingFor, teamRoleWords } from '../teams/service';
import { availabilityOf, saveAvailability as saveHours } from './availability';
import { deleteBlocked, listBlocked, saveBlocked } from './blocked-intervals';
import { calendarFeedOf, calendarFeedText, changeCalendarFeed } from './calendar-feed';
import { acceptSession, cancelSessions, moveSessions } from './change-sessions';
import { createSeries } from './create-series';
import { listAppointments as appointmentsOf } from './list-appointments';
import { sessionCalendarFile } from './session-file';
import * as sessionTypes from './session-types';
import { timeslotsOf } from './timeslots';

const tags = ['scheduling'];

// Reading the practice's calendar setup needs 'calendar' (team members reach the owner's with
// on_behalf_of); changing it needs 'edit-scheduling', the owner's own (§6).
export async function schedulingRoutes(app: FastifyInstance, { ctx }: { ctx: AccessContext }) {
  // Who acts, and on whose calendar: the caller's own, or their team owner's (on_behalf_of).
  const actorOf = async (request: FastifyRequest, onBehalfOf: string | undefined) => {
    const principal = principalOf(request);
    return { userId: principal.userId, ownerUserId: await actingFor(ctx, principal, onBehalfOf) };
  };
  // The same on a route members call too: a professional needs the calendar feature there.
  const practiceActorOf = async (request: FastifyRequest, onBehalfOf: string | undefined) => {
    const refusal = await featureRefusal(ctx, principalOf(request), 'calendar');
    if (refusal) throw new AppError('platform.featureNotAllowed', refusal);
    return actorOf(request, onBehalfOf);
  };

  // A team member's read of the owner's sessions goes into the owner's access log.
  const recordTeamRead = async (
    request: FastifyRequest,
    ownerUserId: string,
    action: 'appointment.list_read' | 'appointment.file_read',
  ) => {
    const principal = principalOf(request);
    if (ownerUserId === principal.userId) return;
    await recordReadByOther(ctx.audit, {
      action,
      actorUserId: principal.userId,
      subjectUserId: ownerUserId,
      actorRole: teamRoleWords(principal.role),
      origin: requestOrigin(request),
    });
  };

  addEndpointRoute(app, listOwnSessionTypes, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) => {
      const owner = await actingFor(ctx, principalOf(request), request.query.on_behalf_of);
      return sessionTypes.listOwnSessionTypes(ctx, owner);
    },
  });

  addEndpointRoute(app, listBookableSessionTypes, {
    access: 'public',
    tags,
    handler: async (request) => sessionTypes.listBookableSessionTypes(ctx, request.params.id),
  });

  addEndpointRoute(app, createSessionType, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      sessionTypes.createSessionType(
        ctx,
        principalOf(request),
        request.body,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, updateSessionType, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      sessionTypes.updateSessionType(
        ctx,
        principalOf(request),
        request.params.appointment_type_id,
        request.body,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, deleteSessionType, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      sessionTypes.deleteSessionType(
        ctx,
        principalOf(request),
        request.params.appointment_type_id,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, getAvailability, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) => {
      const owner = await actingFor(ctx, principalOf(request), request.query.on_behalf_of);
      return availabilityOf(ctx, owner);
    },
  });

  addEndpointRoute(app, saveAvailability, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      saveHours(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, listTimeslots, {
    access: 'public',
    tags,
    handler: async (request) => timeslotsOf(ctx, request.params.orchid_pro_sub, request.query),
  });

  addEndpointRoute(app, createAppointmentSeries, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) =>
      createSeries(
        ctx,
        await actorOf(request, request.query.on_behalf_of),
        request.body,
        requestOrigin(request),
      ),
  });

  // A member's own sessions (a minor's while acting for one), or a practice's calendar.
  addEndpointRoute(app, listAppointments, {
    access: 'signed-in',
    minorSession: 'allowed',
    sessionReads: [ctx.subscriptionOf.withSession],
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const { query } = request;
      const filter = {
        limit: query.limit,
        skip: query.skip,
        patientUserId: query.patient_user_id,
        oldest: query.oldest_datetime ? new Date(query.oldest_datetime) : undefined,
        newest: query.newest_datetime ? new Date(query.newest_datetime) : undefined,
        cancelled: query.appointment_is_cancelled_or_abandoned,
      };
      if (principal.userType === 'member') {
        return appointmentsOf(ctx, { ...filter, whose: { patientUserId: principal.userId } });
      }
      const { ownerUserId: owner } = await practiceActorOf(request, query.on_behalf_of);
      await recordTeamRead(request, owner, 'appointment.list_read');
      return appointmentsOf(ctx, { ...filter, whose: { ownerUserId: owner } });
    },
  });

  // Blocked time: the whole team works the owner's calendar (on_behalf_of).
  addEndpointRoute(app, listBlockedIntervals, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) => {
      const { ownerUserId } = await actorOf(request, request.query.on_behalf_of);
      const { from, to } = request.query;
      return listBlocked(ctx, ownerUserId, new Date(from), new Date(to));
    },
  });

  addEndpointRoute(app, createBlockedInterval, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) =>
      saveBlocked(
        ctx,
        await actorOf(request, request.query.on_behalf_of),
        request.body,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, updateBlockedInterval, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) =>
      saveBlocked(
        ctx,
        await actorOf(request, request.query.on_behalf_of),
        request.body,
        requestOrigin(request),
        request.params.blocked_interval_id,
      ),
  });

  addEndpointRoute(app, deleteBlockedInterval, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) =>
      deleteBlocked(
        ctx,
        await actorOf(request, request.query.on_behalf_of),
        request.params.blocked_interval_id,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, updateAppointment, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) =>
      moveSessions(
        ctx,
        await actorOf(request, request.query.on_behalf_of),
        request.params.appointment_id,
        request.body,
        requestOrigin(request),
      ),
  });

  // A client cancels their own session (a minor's while acting for one), a practice its own.
  addEndpointRoute(app, cancelAppointment, {
    access: 'signed-in',
    minorSession: 'allowed',
    sessionReads: [ctx.subscriptionOf.withSession],
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const practice =
        principal.userType === 'orchid_pro'
          ? await practiceActorOf(request, request.query.on_behalf_of)
          : undefined;
      return cancelSessions(
        ctx,
        { userId: principal.userId, ...(practice ? { practice } : {}) },
        request.params.appointment_id,
        request.body.edit_mode,
        requestOrigin(request),
      );
    },
  });

  addEndpointRoute(app, acceptAppointment, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async (request) =>
      acceptSession(
        ctx,
        principalOf(request).userId,
        request.params.appointment_id,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, previewCancellation, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async (request) =>
      cancellationPreview(ctx, principalOf(request).userId, request.params.appointment_id),
  });

  // One session as an .ics file: the client's own (a minor's while acting for one), or the
  // practice's (a team member's download of the owner's session is in the access log).
  addEndpointRoute(app, appointmentCalendarFile, {
    access: 'signed-in',
    minorSession: 'allowed',
    sessionReads: [ctx.subscriptionOf.withSession],
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const id = request.params.appointment_id;
      if (principal.userType === 'member') {
        return sessionCalendarFile(ctx, { patientUserId: principal.userId }, id);
      }
      const { ownerUserId } = await practiceActorOf(request, request.query.on_behalf_of);
      const file = await sessionCalendarFile(ctx, { ownerUserId }, id);
      await recordTeamRead(request, ownerUserId, 'appointment.file_read');
      return file;
    },
  });

  // The calendar feed: the practice's own (the owner's sessions), for its calendar apps.
  addEndpointRoute(app, getCalendarFeed, {
    access: 'orchid_pro',
    feature: 'calendar',
    tags,
    handler: async (request) => calendarFeedOf(ctx, principalOf(request).userId),
  });

  addEndpointRoute(app, saveCalendarFeed, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      changeCalendarFeed(
        ctx,
        principalOf(request).userId,
        { includeClientNames: request.body.include_client_names },
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, rotateCalendarFeed, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      changeCalendarFeed(ctx, principalOf(request).userId, 'rotate', requestOrigin(request)),
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
