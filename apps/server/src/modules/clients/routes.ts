import { createPatient, createSampleData, listPatientChart } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { recordReadByOther, requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { AccountsContext } from '../accounts/context';
import { actingFor, teamRoleWords } from '../teams/service';
import { createSampleData as addSampleData } from './sample-data';
import { createClient, listClients } from './service';

const tags = ['clients'];

export async function clientsRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  addEndpointRoute(app, createPatient, {
    access: 'orchid_pro',
    feature: 'patient-charts',
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const owner = await actingFor(ctx, principal, request.query.on_behalf_of);
      const actor = { userId: principal.userId, ownerUserId: owner };
      return createClient(ctx, actor, request.body, requestOrigin(request));
    },
  });

  addEndpointRoute(app, listPatientChart, {
    access: 'orchid_pro',
    feature: 'patient-charts',
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const { on_behalf_of, ...page } = request.query;
      const owner = await actingFor(ctx, principal, on_behalf_of);
      if (owner !== principal.userId) {
        await recordReadByOther(ctx.audit, {
          action: 'client.list_read',
          actorUserId: principal.userId,
          subjectUserId: owner,
          actorRole: teamRoleWords(principal.role),
          origin: requestOrigin(request),
        });
      }
      return listClients(ctx, owner, page);
    },
  });

  // The quick intake's Finish: before a plan is chosen, so no feature is asked for.
  addEndpointRoute(app, createSampleData, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      addSampleData(ctx, principalOf(request).userId, requestOrigin(request)),
  });
}
