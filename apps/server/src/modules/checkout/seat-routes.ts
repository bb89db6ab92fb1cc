import {
  getGroupRoster,
  groupCouponDiscount,
  holdGroupSeat,
  listMyGroupSeats,
  previewCancellation,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { cancellationPreview } from './cancellation-preview';
import type { CheckoutContext } from './context';
import { holdSeatIn } from './hold-seat';
import { seatCouponPrice } from './seat-coupon-price';
import { mySeats, roster } from './seat-holds';

// The checkout's calls on the sessions and groups below it: what cancelling a session would
// refund, and a group's seats (held and paid like a session's time). They are registered here,
// above scheduling and group sessions, so neither module imports the checkout; their OpenAPI
// tags stay the ones their pages are documented under.

const memberGuard = { access: 'member', minorSession: 'allowed' } as const;

export async function seatAndCancellationRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: CheckoutContext },
) {
  addEndpointRoute(app, previewCancellation, {
    ...memberGuard,
    tags: ['scheduling'],
    handler: async ({ params, principal }) =>
      cancellationPreview(ctx, principal.userId, params.appointment_id),
  });

  const tags = ['group sessions'];
  addEndpointRoute(app, groupCouponDiscount, {
    access: 'public',
    tags,
    handler: async ({ body, params, origin }) =>
      seatCouponPrice(ctx, params.group_sessions_series_id, body.coupon_name, origin),
  });

  // The practice owner sees the roster (a scheduler does not: it names clients in a group);
  // each client on it has the read in their access log.
  addEndpointRoute(app, getGroupRoster, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    clientsRead: {
      action: 'group_sessions.roster_read',
      clients: ({ seats }) => seats.map((seat) => seat.patient.cognito_sub),
    },
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
