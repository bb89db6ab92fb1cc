import { getAccessLog, getPracticeAuditEvents } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { accessLogOf, practiceAuditEvents } from './service';

const tags = ['access log'];

export async function accessLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getAccessLog, {
    access: 'signed-in',
    // A guardian acting for a minor sees the minor's log.
    minorSession: 'allowed',
    tags,
    handler: async ({ query, principal }) => accessLogOf(ctx, principal.userId, query),
  });

  addEndpointRoute(app, getPracticeAuditEvents, {
    access: 'orchid_pro',
    tags,
    handler: async ({ query, principal }) => practiceAuditEvents(ctx, principal.userId, query),
  });
}
