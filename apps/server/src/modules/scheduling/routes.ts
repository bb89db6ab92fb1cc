import {
  createSessionType,
  deleteSessionType,
  getAvailability,
  listBookableSessionTypes,
  listOwnSessionTypes,
  listTimeslots,
  saveAvailability,
  updateSessionType,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { AccessContext } from '../access/service';
import { actingFor } from '../teams/service';
import { availabilityOf, saveAvailability as saveHours } from './availability';
import * as sessionTypes from './session-types';
import { timeslotsOf } from './timeslots';

const tags = ['scheduling'];

// Reading the practice's calendar setup needs 'calendar' (team members reach the owner's with
// on_behalf_of); changing it needs 'edit-scheduling', the owner's own (§6).
export async function schedulingRoutes(app: FastifyInstance, { ctx }: { ctx: AccessContext }) {
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
}
