import {
  closeGroupSeries,
  getGroupSeries,
  listGroupSeries,
  listMyGroupSeries,
  publishGroupSeries,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { closeSeries } from './close-series';
import { publishSeries } from './publish-series';
import { listOpenSeries, ownSeries, seriesPage } from './read-series';

const tags = ['group sessions'];
// The practice owner publishes and closes (a scheduler does not). Seats, the roster and a
// seat's coupon price are the checkout's calls (checkout/seat-routes.ts).
const ownerGuard = { access: 'orchid_pro', feature: 'edit-scheduling' } as const;

/** Group sessions (support groups) with seats: issue 14. */
export async function groupSessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, listGroupSeries, {
    access: 'public',
    tags,
    handler: async ({ query }) => listOpenSeries(ctx, query),
  });

  addEndpointRoute(app, getGroupSeries, {
    access: 'public',
    tags,
    handler: async ({ params }) => seriesPage(ctx, params.group_sessions_series_id),
  });

  addEndpointRoute(app, listMyGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async ({ principal }) => ownSeries(ctx, principal.userId),
  });

  addEndpointRoute(app, publishGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async ({ body, principal, origin }) =>
      publishSeries(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, closeGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async ({ params, principal, origin }) =>
      closeSeries(ctx, principal.userId, params.group_sessions_series_id, origin),
  });
}
