import { getAccess } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { type AccessContext, accessOf } from './service';

export async function accessRoutes(app: FastifyInstance, { ctx }: { ctx: AccessContext }) {
  addEndpointRoute(app, getAccess, {
    access: 'orchid_pro',
    sessionReads: [ctx.subscriptionOf.withSession],
    tags: ['access'],
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return accessOf(ctx, principal);
    },
  });
}
