import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { type FakeStripeApi, startFakeStripeApi } from '../../test/fake-stripe-api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subscriptions } from './tables';

// Stripe as the provider: checkouts are created against a stand-in for Stripe's API, and
// payments arrive as webhooks signed like Stripe signs them. The test clock reads 2026-11-22.
const WEBHOOK_SECRET = 'whsec_orchid_test';
const WEBHOOK = '/api/payments/v1/stripe/webhook';
let api: FakeStripeApi;
let t: TestApp;
beforeAll(async () => {
  api = await startFakeStripeApi();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_orchid',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

let n = 0;
const newPro = async () => {
  const email = `stripe${++n}@example.org`;
  return { ...(await registerConfirmed(t, { email })), email };
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let eventCount = 0;

/** A Stripe event as its webhook delivers it: JSON, signed at the test clock's time. */
function delivery(type: string, object: object, options: { id?: string; created?: Date } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++eventCount}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: seconds(options.created ?? t.clock.now()),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: seconds(t.clock.now()),
  });
  return { payload, signature };
}

const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });

async function openCheckout(browser: TestBrowser) {
  const res = await browser.post('/api/users/v1/subscription/checkout', {
    sub_class: 'complete',
    sub_period: 'monthly',
    type: 'paid',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { checkout_id: string; checkout_url: string };
}

const sessionCompleted = (checkoutId: string, subscriptionId: string) =>
  delivery('checkout.session.completed', {
    id: `cs_test_${checkoutId.slice(-6)}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: checkoutId,
    customer: 'cus_test_1',
    subscription: subscriptionId,
  });

const stripeSubscription = (id: string, changes: object = {}) => ({
  id,
  object: 'subscription',
  status: 'active',
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  cancellation_details: { reason: null },
  items: {
    object: 'list',
    data: [{ current_period_end: seconds(new Date('2026-12-22T12:00:00Z')) }],
  },
  ...changes,
});

const current = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/subscription')).json();

describe('a paid plan through Stripe', () => {
  it('opens a Stripe Checkout Session for the plan and answers its page', async () => {
    const { browser, email } = await newPro();
    const checkout = await openCheckout(browser);
    expect(checkout.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(api.requests.at(-1)?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkout.checkout_id,
      customer_email: email,
      success_url: `http://localhost:3000/payment-confirmation?checkout_id=${checkout.checkout_id}`,
      cancel_url: 'http://localhost:3000/pricing/checkout-cancel',
      'line_items[0][price_data][unit_amount]': '2899',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    // No simulated page exists when Stripe takes the payments.
    const page = await browser.get(`/api/payments/v1/simulated/checkout/${checkout.checkout_id}`);
    expect(page.statusCode).toBe(404);
  });

  it('refuses webhooks without a valid signature', async () => {
    const { payload } = delivery('checkout.session.expired', { client_reference_id: 'x' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' });
    for (const signature of [forged, 't=1,v1=abc']) {
      const res = await deliver({ payload, signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: 'The webhook signature could not be verified.' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('starts the subscription on checkout.session.completed, once', async () => {
    const { browser, sub } = await newPro();
    const checkout = await openCheckout(browser);
    const completed = sessionCompleted(checkout.checkout_id, 'sub_test_once');

    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const after = await current(browser);
    expect(after).toMatchObject({
      subscription: {
        sub_class: 'complete',
        sub_period: 'monthly',
        provider: 'stripe',
        auto_renew: true,
        activated_time: '2026-11-22T12:00:00.000Z',
        current_period_end: '2026-12-22T12:00:00.000Z',
      },
      plan: { plan_type: 'complete', subscribed: true, renewing: true, price_cents: 2899 },
    });
    expect(
      (await browser.get(`/api/users/v1/subscription/checkout/${checkout.checkout_id}`)).json(),
    ).toMatchObject({ status: 'completed' });

    // The same delivery again changes nothing.
    t.clock.advance(60_000);
    try {
      expect((await deliver(completed)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-60_000);
    }
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.modifiedAt).toEqual(new Date('2026-11-22T12:00:00Z'));
    const payments = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub))
      .then((events) => events.filter((e) => e.action === 'subscription.payment'));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ outcome: 'success', actorUserId: null });
  });

  it('follows the subscription: renewal off, period end, stale events ignored, its end', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    await deliver(sessionCompleted(checkout.checkout_id, 'sub_test_follow'));

    const newer = new Date('2026-11-22T12:05:00Z');
    await deliver(
      delivery(
        'customer.subscription.updated',
        stripeSubscription('sub_test_follow', { cancel_at_period_end: true }),
        { created: newer },
      ),
    );
    expect((await current(browser)).subscription).toMatchObject({
      auto_renew: false,
      current_period_end: '2026-12-22T12:00:00.000Z',
    });

    // An older event arriving late does not undo the newer one.
    await deliver(
      delivery('customer.subscription.updated', stripeSubscription('sub_test_follow'), {
        created: new Date('2026-11-22T12:01:00Z'),
      }),
    );
    expect((await current(browser)).subscription.auto_renew).toBe(false);

    await deliver(
      delivery(
        'customer.subscription.deleted',
        stripeSubscription('sub_test_follow', {
          status: 'canceled',
          ended_at: seconds(new Date('2026-11-23T00:00:00Z')),
          cancellation_details: { reason: 'payment_failed' },
        }),
        { created: new Date('2026-11-23T00:00:00Z') },
      ),
    );
    expect((await current(browser)).subscription).toMatchObject({
      terminated_code: 'payment_failed',
      terminated_time: '2026-11-23T00:00:00.000Z',
    });
  });

  it('asks Stripe to change renewal and to cancel at the period end', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    await deliver(sessionCompleted(checkout.checkout_id, 'sub_test_cancel'));

    const off = await browser.put('/api/users/v1/subscription', { auto_renew: false });
    expect(off.statusCode).toBe(200);
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_test_cancel',
      form: { cancel_at_period_end: 'true' },
    });
    await browser.put('/api/users/v1/subscription', { auto_renew: true });
    expect(api.requests.at(-1)?.form).toEqual({ cancel_at_period_end: 'false' });

    const canceled = await browser.post('/api/users/v1/subscription/cancel');
    expect(canceled.json().subscription).toMatchObject({
      terminated_code: 'canceled_by_user',
      terminated_time: '2026-12-22T12:00:00.000Z',
    });
    expect(api.requests.at(-1)?.form).toEqual({ cancel_at_period_end: 'true' });

    // Stripe ends it at the period end; our code for why stays.
    await deliver(
      delivery(
        'customer.subscription.deleted',
        stripeSubscription('sub_test_cancel', {
          status: 'canceled',
          cancel_at_period_end: true,
          ended_at: seconds(new Date('2026-12-22T12:00:00Z')),
          cancellation_details: { reason: 'cancellation_requested' },
        }),
      ),
    );
    expect((await current(browser)).subscription).toMatchObject({
      terminated_code: 'canceled_by_user',
      terminated_time: '2026-12-22T12:00:00.000Z',
    });
  });

  it('closes the older Stripe session when a newer checkout opens, and marks expired ones', async () => {
    const { browser } = await newPro();
    const older = await openCheckout(browser);
    const olderSession = api.requests.length;
    await openCheckout(browser);
    const expired = api.requests.slice(olderSession).find((r) => r.path.endsWith('/expire'));
    expect(expired?.method).toBe('POST');

    const newer = await openCheckout(browser);
    await deliver(
      delivery('checkout.session.expired', {
        object: 'checkout.session',
        status: 'expired',
        client_reference_id: newer.checkout_id,
      }),
    );
    expect(
      (await browser.get(`/api/users/v1/subscription/checkout/${newer.checkout_id}`)).json(),
    ).toMatchObject({ status: 'expired' });
    expect(
      (await browser.get(`/api/users/v1/subscription/checkout/${older.checkout_id}`)).json(),
    ).toMatchObject({ status: 'canceled' });
  });

  it('audits a failed renewal payment', async () => {
    const { browser, sub } = await newPro();
    const checkout = await openCheckout(browser);
    await deliver(sessionCompleted(checkout.checkout_id, 'sub_test_unpaid'));
    await deliver(
      delivery('invoice.payment_failed', {
        object: 'invoice',
        attempt_count: 1,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_test_unpaid', metadata: {} },
        },
      }),
    );
    const [failed] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'subscription.renewal_payment'));
    expect(failed).toMatchObject({
      outcome: 'failure',
      subjectUserId: sub,
      detail: { attempt: 1 },
    });
  });

  it('answers 200 to events it does not act on', async () => {
    const res = await deliver(delivery('customer.created', { object: 'customer', id: 'cus_1' }));
    expect(res.statusCode).toBe(200);
  });
});
