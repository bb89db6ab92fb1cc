import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, signIn, strongPassword, type TestBrowser } from '../../test/browser';
import { type FakeStripeApi, startFakeStripeApi } from '../../test/fake-stripe-api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { planChanges } from './tables';

// Changing plan when Stripe bills the subscription: through Stripe's official SDK against the
// stand-in for its API (fake-stripe-api.ts), which prorates as Stripe documents. The test
// clock starts at 2026-11-22T12:00:00Z; a month bought then ends 2026-12-22T12:00Z.
const WEBHOOK_SECRET = 'whsec_orchid_test';
const DAY = 86_400_000;
const START = new Date('2026-11-22T12:00:00Z');
const MONTH_END = new Date('2026-12-22T12:00:00Z');
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
afterEach(() => {
  t.clock.set(START);
  api.declineCharges = false;
});

let n = 0;
type Pro = { browser: TestBrowser; sub: string; email: string };
const newPro = async (): Promise<Pro> => {
  const email = `stripe-changer${++n}@example.org`;
  return { ...(await registerConfirmed(t, { email })), email };
};
async function later(days: number, pro: Pro) {
  t.clock.advance(days * DAY);
  await signIn(pro.browser, pro.email, strongPassword);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let eventCount = 0;

function deliver(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_change_${++eventCount}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created: seconds(t.clock.now()),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: seconds(t.clock.now()),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/v1/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

/**
 * A professional whose Stripe checkout was paid: Stripe's webhook starts the subscription
 * here, and the stand-in knows it as Stripe would (one item, this month's period).
 */
async function subscribed(sub_class: string, unitAmount: number) {
  const pro = await newPro();
  const res = await pro.browser.post('/api/users/v1/subscription/checkout', {
    sub_class,
    sub_period: 'monthly',
    type: 'paid',
  });
  const providerId = `sub_test_change_${n}`;
  api.addSubscription({
    id: providerId,
    unitAmount,
    interval: 'month',
    periodStart: START,
    periodEnd: MONTH_END,
  });
  const completed = await deliver('checkout.session.completed', {
    id: `cs_test_change_${n}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: res.json().checkout_id,
    customer: 'cus_test_1',
    subscription: providerId,
  });
  expect(completed.statusCode).toBe(200);
  return { ...pro, providerId };
}

const change = (browser: TestBrowser, sub_class: string, sub_period: string) =>
  browser.post('/api/users/v1/subscription/change', { sub_class, sub_period });
const current = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/subscription')).json();
const requestsSince = (count: number) => api.requests.slice(count);

describe('plan changes billed by Stripe', () => {
  it('upgrades at once: the item gets the new price, prorated and invoiced now', async () => {
    const pro = await subscribed('core', 1999);
    await later(10, pro);
    const before = api.requests.length;
    const res = await change(pro.browser, 'complete', 'monthly');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // What Stripe invoiced: 20 of 30 days of Complete less those of Core.
      change: { kind: 'upgrade', charged_cents: 600 },
      subscription: { sub_class: 'complete', provider: 'stripe' },
      plan: { price_cents: 2899 },
    });

    const update = requestsSince(before).find(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${pro.providerId}`,
    );
    const item = api.subscriptions.get(pro.providerId)?.item;
    expect(update?.form).toMatchObject({
      'items[0][id]': item?.id,
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'orchid_plan_complete',
      'items[0][price_data][unit_amount]': '2899',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      proration_date: String(seconds(new Date('2026-12-02T12:00:00Z'))),
      payment_behavior: 'error_if_incomplete',
      'metadata[sub_class]': 'complete',
      'expand[0]': 'latest_invoice',
    });
    expect(update?.headers['idempotency-key']).toMatch(/^orchid-plan-change-/);
    expect(api.products.get('orchid_plan_complete')?.name).toBe('Complete plan');
    expect(item?.price.unit_amount).toBe(2899);
  });

  it('an upgrade to annual starts the year Stripe says', async () => {
    const pro = await subscribed('complete', 2899);
    await later(10, pro);
    const res = await change(pro.browser, 'complete', 'annual');
    // The year of Complete (28990) less 20 of 30 days of the month (1933).
    expect(res.json()).toMatchObject({
      change: { kind: 'upgrade', charged_cents: 27057 },
      subscription: { sub_period: 'annual', current_period_end: '2027-12-02T12:00:00.000Z' },
    });
  });

  it('a declined card changes nothing', async () => {
    const pro = await subscribed('core', 1999);
    api.declineCharges = true;
    const res = await change(pro.browser, 'complete', 'monthly');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'subscriptions.changeDeclined' });
    expect((await current(pro.browser)).subscription.sub_class).toBe('core');
    expect(
      await t.database.db.select().from(planChanges).where(eq(planChanges.userId, pro.sub)),
    ).toEqual([]);
  });

  it('schedules a downgrade at Stripe for the period end; canceling releases it', async () => {
    const pro = await subscribed('complete', 2899);
    const before = api.requests.length;
    const res = await change(pro.browser, 'core', 'monthly');
    expect(res.json()).toMatchObject({
      change: { kind: 'downgrade', effective_at: MONTH_END.toISOString() },
      subscription: { sub_class: 'complete' },
      scheduled_change: { sub_class: 'core', effective_at: MONTH_END.toISOString() },
    });
    const sent = requestsSince(before);
    expect(sent.find((r) => r.path === '/v1/subscription_schedules')?.form).toEqual({
      from_subscription: pro.providerId,
    });
    const schedule = [...api.schedules.values()].find((s) => s.subscription === pro.providerId);
    expect(schedule?.form).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': api.subscriptions.get(pro.providerId)?.item.price.id,
      'phases[0][end_date]': String(seconds(MONTH_END)),
      'phases[1][items][0][price_data][product]': 'orchid_plan_core',
      'phases[1][items][0][price_data][unit_amount]': '1999',
      'phases[1][items][0][price_data][recurring][interval]': 'month',
      'phases[1][duration][interval]': 'month',
      'phases[1][proration_behavior]': 'none',
    });

    const canceled = await pro.browser.post('/api/users/v1/subscription/change/cancel', {});
    expect(canceled.json().scheduled_change).toBeNull();
    expect(schedule?.status).toBe('released');
    expect(api.requests.at(-1)?.path).toBe(`/v1/subscription_schedules/${schedule?.id}/release`);
  });

  it('applies the downgrade by the job at the period end', async () => {
    const pro = await subscribed('complete', 2899);
    await change(pro.browser, 'core', 'monthly');
    t.clock.set(MONTH_END);
    while ((await t.app.jobs.runDue(100)) > 0) {}
    await signIn(pro.browser, pro.email, strongPassword);
    expect(await current(pro.browser)).toMatchObject({
      subscription: { sub_class: 'core', current_period_end: '2027-01-22T12:00:00.000Z' },
      scheduled_change: null,
    });
  });

  it('releases the schedule before Stripe is asked to stop renewing', async () => {
    const pro = await subscribed('complete', 2899);
    await change(pro.browser, 'core', 'monthly');
    const off = await pro.browser.put('/api/users/v1/subscription', { auto_renew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      subscription: { auto_renew: false },
      scheduled_change: null,
    });
    expect(api.subscriptions.get(pro.providerId)).toMatchObject({
      schedule: null,
      cancel_at_period_end: true,
    });
  });

  it('a plan bought during the trial starts billing at the trial’s end', async () => {
    const pro = await newPro();
    await pro.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    await later(10, pro);
    const res = await pro.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'complete',
      sub_period: 'monthly',
      type: 'paid',
    });
    expect(res.statusCode).toBe(201);
    expect(api.requests.at(-1)).toMatchObject({
      path: '/v1/checkout/sessions',
      form: { 'subscription_data[trial_end]': String(seconds(MONTH_END)) },
    });
    expect(
      (
        await pro.browser.get(`/api/users/v1/subscription/checkout/${res.json().checkout_id}`)
      ).json(),
    ).toMatchObject({ billing_starts_at: MONTH_END.toISOString() });
  });
});
