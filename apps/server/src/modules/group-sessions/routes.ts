import {
  closeGroupSeries,
  getGroupRoster,
  getGroupSeries,
  groupCouponDiscount,
  holdGroupSeat,
  listGroupSeries,
  listMyGroupSeats,
  listMyGroupSeries,
  publishGroupSeries,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { CheckoutContext } from '../checkout/context';
import { holdSeatIn } from '../checkout/hold-seat';
import { seatCouponPrice } from '../checkout/seat-coupon-price';
import { mySeats, roster } from '../checkout/seat-holds';
import { closeSeries } from './close-series';
import { publishSeries } from './publish-series';
import { listOpenSeries, ownSeries, seriesPage } from './read-series';

const tags = ['group sessions'];
// The practice owner publishes, closes and sees the roster (a scheduler does not: the roster
// names clients in a support group). A member, or a guardian for a minor, takes a seat.
const ownerGuard = { access: 'orchid_pro', feature: 'edit-scheduling' } as const;
const memberGuard = { access: 'member', minorSession: 'allowed' } as const;

/** Group sessions (support groups) with seats: issue 14. */
export async function groupSessionRoutes(app: FastifyInstance, { ctx }: { ctx: CheckoutContext }) {
  addEndpointRoute(app, listGroupSeries, {
    access: 'public',
    tags,
    handler: async (request) => listOpenSeries(ctx, request.query),
  });

  addEndpointRoute(app, getGroupSeries, {
    access: 'public',
    tags,
    handler: async (request) => seriesPage(ctx, request.params.group_sessions_series_id),
  });

  addEndpointRoute(app, groupCouponDiscount, {
    access: 'public',
    tags,
    handler: async (request) =>
      seatCouponPrice(ctx, request.params.group_sessions_series_id, request.body.coupon_name),
  });

  addEndpointRoute(app, listMyGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async (request) => ownSeries(ctx, principalOf(request).userId),
  });

  addEndpointRoute(app, publishGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async (request) =>
      publishSeries(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, closeGroupSeries, {
    ...ownerGuard,
    tags,
    handler: async (request) =>
      closeSeries(
        ctx,
        principalOf(request).userId,
        request.params.group_sessions_series_id,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, getGroupRoster, {
    ...ownerGuard,
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return roster(ctx, principalOf(request).userId, request.params.group_sessions_series_id);
    },
  });

  addEndpointRoute(app, listMyGroupSeats, {
    ...memberGuard,
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return mySeats(ctx, principalOf(request));
    },
  });

  addEndpointRoute(app, holdGroupSeat, {
    ...memberGuard,
    tags,
    handler: async (request) =>
      holdSeatIn(
        ctx,
        principalOf(request),
        request.params.group_sessions_series_id,
        request.body.coupon_name,
        requestOrigin(request),
      ),
  });
}
