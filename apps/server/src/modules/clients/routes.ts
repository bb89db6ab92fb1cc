import { createPatient, createSampleData, listPatientChart } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { AccountsContext } from '../accounts/context';
import { createSampleData as addSampleData } from './sample-data';
import { createClient, listClients } from './service';

const tags = ['clients'];

export async function clientsRoutes(app: FastifyInstance, { ctx }: { ctx: AccountsContext }) {
  addEndpointRoute(app, createPatient, {
    access: 'orchid_pro',
    feature: 'patient-charts',
    scope: 'practice',
    tags,
    handler: async ({ body, scope, origin }) => createClient(ctx, scope, body, origin),
  });

  // A team member's read of the owner's client list is in the owner's access log, and the
  // practice's read of each client named in the clients' own.
  addEndpointRoute(app, listPatientChart, {
    access: 'orchid_pro',
    feature: 'patient-charts',
    scope: 'practice',
    readByOther: 'client.list_read',
    clientsRead: {
      action: 'client.chart_read',
      clients: ({ entries }) => entries.map((entry) => entry.patient_user_id),
    },
    tags,
    handler: async ({ query, scope }) => listClients(ctx, scope, query),
  });

  // The quick intake's Finish: before a plan is chosen, so no feature is asked for.
  addEndpointRoute(app, createSampleData, {
    access: 'orchid_pro',
    tags,
    handler: async ({ principal, origin }) => addSampleData(ctx, principal.userId, origin),
  });
}
