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
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { CheckoutContext } from './context';
import * as coupons from './coupons';
import { holdTimeslot, timeslotOf } from './holds';
import * as payments from './payments';
import { payoutAccountOf, startPayoutOnboarding as startOnboarding } from './payout';
import { simulatedBookingCardRoutes } from './simulated-card-routes';

const tags = ['checkout'];
// A member books and pays (a guardian acting for a minor books for the minor and pays).
const memberGuard = { access: 'member', minorSession: 'allowed' } as const;

/** The booking checkout and clients' payments (issue 14), with the configured provider. */
export async function checkoutRoutes(app: FastifyInstance, { ctx }: { ctx: CheckoutContext }) {
  addEndpointRoute(app, bookTimeslot, {
    ...memberGuard,
    tags,
    handler: async (request) =>
      holdTimeslot(ctx, principalOf(request), request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, getTimeslot, {
    ...memberGuard,
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return timeslotOf(ctx, principalOf(request), request.params.timeslot_id);
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
    handler: async (request) => payments.savedPaymentMethods(ctx, principalOf(request)),
  });

  addEndpointRoute(app, checkoutOneTime, {
    ...memberGuard,
    tags,
    handler: async (request) =>
      payments.openCardPage(ctx, principalOf(request), request.body.timeslot_id),
  });

  addEndpointRoute(app, payWithExistingPaymentMethod, {
    ...memberGuard,
    tags,
    handler: async (request) =>
      payments.payWithSavedCard(
        ctx,
        principalOf(request),
        request.params.timeslot_id,
        request.body.payment_method_id,
      ),
  });

  // The practice's coupons: the owner's own.
  addEndpointRoute(app, createCoupon, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      coupons.createCoupon(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, listCoupons, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) => coupons.listCoupons(ctx, principalOf(request).userId),
  });

  addEndpointRoute(app, deleteCoupon, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      coupons.deleteCoupon(
        ctx,
        principalOf(request).userId,
        request.params.coupon_id,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, appointmentCouponDiscount, {
    access: 'public',
    tags,
    handler: async (request) => coupons.couponDiscount(ctx, request.body),
  });

  addEndpointRoute(app, getPayoutAccount, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) => payoutAccountOf(ctx, principalOf(request).userId),
  });

  addEndpointRoute(app, startPayoutOnboarding, {
    access: 'orchid_pro',
    feature: 'billing',
    tags,
    handler: async (request) =>
      startOnboarding(ctx, principalOf(request).userId, requestOrigin(request)),
  });

  if (ctx.clientPayments.name !== 'simulated') return;
  addEndpointRoute(app, confirmSimulatedIntent, {
    ...memberGuard,
    tags,
    handler: async (request) =>
      payments.confirmSimulatedIntent(
        ctx,
        principalOf(request),
        request.params.intent_id,
        request.body.client_secret,
        requestOrigin(request),
      ),
  });
  await app.register(simulatedBookingCardRoutes, { ctx });
}
