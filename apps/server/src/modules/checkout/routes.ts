import {
  appointmentCouponDiscount,
  bookTimeslot,
  checkoutOneTime,
  confirmSimulatedIntent,
  createCoupon,
  deleteCoupon,
  getPaymentConfig,
  getPayoutAccount,
  getTimeslot,
  listCoupons,
  listSavedPaymentMethods,
  payWithExistingPaymentMethod,
  startPayoutOnboarding,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { CheckoutContext } from './context';
import * as coupons from './coupons';
import { holdTimeslot, timeslotOf } from './holds';
import * as payments from './payments';
import { payoutAccountOf, startPayoutOnboarding as startOnboarding } from './payout';
import { seatAndCancellationRoutes } from './seat-routes';
import { simulatedBookingCardRoutes } from './simulated-card-routes';

const tags = ['checkout'];
// A member books and pays (a guardian acting for a minor books for the minor and pays).
const memberGuard = { access: 'member', minorSession: 'allowed' } as const;

/** The booking checkout and clients' payments (issue 14), with the configured provider. */
export async function checkoutRoutes(app: FastifyInstance, { ctx }: { ctx: CheckoutContext }) {
  addEndpointRoute(app, bookTimeslot, {
    ...memberGuard,
    tags,
    handler: async ({ body, principal, origin }) => holdTimeslot(ctx, principal, body, origin),
  });

  addEndpointRoute(app, getTimeslot, {
    ...memberGuard,
    tags,
    handler: async ({ params, principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return timeslotOf(ctx, principal, params.timeslot_id);
    },
  });

  addEndpointRoute(app, getPaymentConfig, {
    access: 'public',
    tags,
    handler: async () => ({ publishable_key: ctx.clientPayments.publishableKey }),
  });

  addEndpointRoute(app, listSavedPaymentMethods, {
    ...memberGuard,
    tags,
    handler: async ({ principal }) => payments.savedPaymentMethods(ctx, principal),
  });

  addEndpointRoute(app, checkoutOneTime, {
    ...memberGuard,
    tags,
    handler: async ({ body, principal }) => payments.openCardPage(ctx, principal, body.timeslot_id),
  });

  addEndpointRoute(app, payWithExistingPaymentMethod, {
    ...memberGuard,
    tags,
    handler: async ({ body, params, principal }) =>
      payments.payWithSavedCard(ctx, principal, params.timeslot_id, body.payment_method_id),
  });

  // The practice's coupons: the owner's own.
  addEndpointRoute(app, createCoupon, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async ({ body, principal, origin }) =>
      coupons.createCoupon(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, listCoupons, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async ({ principal }) => coupons.listCoupons(ctx, principal.userId),
  });

  addEndpointRoute(app, deleteCoupon, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async ({ params, principal, origin }) =>
      coupons.deleteCoupon(ctx, principal.userId, params.coupon_id, origin),
  });

  addEndpointRoute(app, appointmentCouponDiscount, {
    access: 'public',
    tags,
    handler: async ({ body, origin }) => coupons.couponDiscount(ctx, body, origin),
  });

  addEndpointRoute(app, getPayoutAccount, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ principal }) => payoutAccountOf(ctx, principal.userId),
  });

  await app.register(seatAndCancellationRoutes, { ctx });

  addEndpointRoute(app, startPayoutOnboarding, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async ({ principal, origin }) => startOnboarding(ctx, principal.userId, origin),
  });

  if (ctx.clientPayments.name !== 'simulated') return;
  addEndpointRoute(app, confirmSimulatedIntent, {
    ...memberGuard,
    tags,
    handler: async ({ body, params, principal, origin }) =>
      payments.confirmSimulatedIntent(ctx, principal, params.intent_id, body.client_secret, origin),
  });
  await app.register(simulatedBookingCardRoutes, { ctx });
}
