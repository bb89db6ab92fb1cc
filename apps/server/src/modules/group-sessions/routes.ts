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
    handler: async ({ query }) => listOpenSeries(ctx, query),
  });

  addEndpointRoute(app, getGroupSeries, {
    access: 'public',
    tags,
    handler: async ({ params }) => seriesPage(ctx, params.group_sessions_series_id),
  });

  addEndpointRoute(app, groupCouponDiscount, {
    access: 'public',
    tags,
    handler: async ({ body, params }) =>
      seatCouponPrice(ctx, params.group_sessions_series_id, body.coupon_name),
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

  addEndpointRoute(app, getGroupRoster, {
    ...ownerGuard,
    tags,
    handler: async ({ params, principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return roster(ctx, principal.userId, params.group_sessions_series_id);
    },
  });

  addEndpointRoute(app, listMyGroupSeats, {
    ...memberGuard,
    tags,
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return mySeats(ctx, principal);
    },
  });

  addEndpointRoute(app, holdGroupSeat, {
    ...memberGuard,
    tags,
    handler: async ({ body, params, principal, origin }) =>
      holdSeatIn(ctx, principal, params.group_sessions_series_id, body.coupon_name, origin),
  });
}
