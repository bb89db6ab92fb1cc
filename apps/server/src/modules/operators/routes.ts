import {
  approveWaitingProfessional,
  listFailedJobs,
  listWaitingProfessionals,
  retryFailedJob,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { failedJobs, retryFromDesk } from './failed-jobs';
import { approveFromDesk, waitingProfessionals } from './waiting-professionals';

// The operator's desk (/admin): every route here is `access: 'operator'`, and so must be every
// desk route another module adds (docs/operators.md).
const tags = ["operator's desk"];

export async function operatorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, listWaitingProfessionals, {
    access: 'operator',
    tags,
    handler: async ({ query }) => waitingProfessionals(ctx, query),
  });

  addEndpointRoute(app, approveWaitingProfessional, {
    access: 'operator',
    tags,
    handler: async ({ params, principal, origin }) =>
      approveFromDesk(ctx, params.sub, {
        actorUserId: principal.userId,
        origin,
      }),
  });

  addEndpointRoute(app, listFailedJobs, {
    access: 'operator',
    tags,
    handler: async ({ query }) => failedJobs(ctx, query),
  });

  addEndpointRoute(app, retryFailedJob, {
    access: 'operator',
    tags,
    handler: async ({ params, principal, origin }) =>
      retryFromDesk(ctx, params.job_id, {
        operatorUserId: principal.userId,
        origin,
      }),
  });
}
