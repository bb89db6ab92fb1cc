import { getAccessLog, getPracticeAuditEvents } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { accessLogOf, practiceAuditEvents } from './service';

const tags = ['access log'];

export async function accessLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getAccessLog, {
    access: 'signed-in',
    // A guardian acting for a minor sees the minor's log.
    minorSession: 'allowed',
    tags,
    handler: async (request) => accessLogOf(ctx, principalOf(request).userId, request.query),
  });

  addEndpointRoute(app, getPracticeAuditEvents, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      practiceAuditEvents(ctx, principalOf(request).userId, request.query),
  });
}
