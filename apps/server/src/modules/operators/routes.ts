import {
  approveWaitingProfessional,
  listFailedJobs,
  listWaitingProfessionals,
  retryFailedJob,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
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
    handler: async (request) => waitingProfessionals(ctx, request.query),
  });

  addEndpointRoute(app, approveWaitingProfessional, {
    access: 'operator',
    tags,
    handler: async (request) =>
      approveFromDesk(ctx, request.params.sub, {
        actorUserId: principalOf(request).userId,
        origin: requestOrigin(request),
      }),
  });

  addEndpointRoute(app, listFailedJobs, {
    access: 'operator',
    tags,
    handler: async (request) => failedJobs(ctx, request.query),
  });

  addEndpointRoute(app, retryFailedJob, {
    access: 'operator',
    tags,
    handler: async (request) =>
      retryFromDesk(ctx, request.params.job_id, {
        operatorUserId: principalOf(request).userId,
        origin: requestOrigin(request),
      }),
  });
}
