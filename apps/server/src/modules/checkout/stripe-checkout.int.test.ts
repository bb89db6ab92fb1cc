import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { type FakeStripeApi, startFakeStripeApi } from '../../test/fake-stripe-api';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { holdPayments, payoutAccounts } from './tables';

// Client payments through Stripe: the calls go to a stand-in for Stripe's API, and Stripe's
// answers arrive as webhooks signed as Stripe signs them. The clock stands on Sunday 22
// November 2026, 12:00 UTC; the practice works weekdays 09:00-17:00 in New York.
const WEBHOOK_SECRET = 'whsec_orchid_checkout';
let api: FakeStripeApi;
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let accountId: string;
let n = 0;

const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
const booking = (start: string, label = 'Regular session') => ({
  timeslot_length_minute: 50,
  timeslot_datetime_start: start,
  orchid_pro_cognito_sub: owner.sub,
  appointment_type_label: label,
});
const runJobs = async () => {
  while ((await t.app.jobs.runDue(100)) > 0) {}
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let eventCount = 0;
/** Delivers a Stripe event to the webhook, signed at the test clock's time. */
function deliver(type: string, object: object, id = `evt_checkout_${++eventCount}`) {
  const payload = JSON.stringify({
    id,
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
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const intentSucceeded = (intentId: string, holdId: string, amount: number) =>
  deliver('payment_intent.succeeded', {
    id: intentId,
    object: 'payment_intent',
    amount_received: amount,
    status: 'succeeded',
    metadata: { hold_id: holdId },
    payment_method: 'pm_test_paid',
  });

beforeAll(async () => {
  api = await startFakeStripeApi();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_orchid',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_orchid',
      STRIPE_APPLICATION_FEE_PERCENT: '10',
      STRIPE_API_URL: api.url,
    },
  });
  owner = await practiceWithHours(t, 'stripe-checkout-owner@example.org');
  await owner.browser.post(
    '/api/scheduler/v1/appointment_types/',
    sessionTypeBody({ cancellation_fee: { type: 'flat', amount: 30 } }),
  );
  await owner.browser.post(
    '/api/scheduler/v1/appointment_types/',
    sessionTypeBody({
      label: 'Long notice',
      cancellation_limit_hours: 48,
      cancellation_fee: { type: 'flat', amount: 30 },
    }),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await api.close();
});

/** A member with a finished signup and, at Stripe, a customer with one saved card. */
async function payer() {
  const email = `stripe-payer${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db.update(users).set({ signupFormFinished: true }).where(eq(users.id, who.sub));
  expect((await who.browser.get('/api/scheduler/v1/payment/saved_payment_methods')).json()).toEqual(
    { payment_methods: [] },
  );
  const customer = [...api.customers.values()].find((c) => c.email === email);
  const cardId = api.addCard(customer?.id ?? '', { last4: '1881' });
  return { ...who, email, cardId };
}

const payWithCard = (who: { browser: TestBrowser; cardId: string }, holdId: string) =>
  who.browser.post(`/api/scheduler/v1/payment/pay_with_existing_payment_method/${holdId}`, {
    payment_method_id: who.cardId,
  });
const timeslot = async (browser: TestBrowser, holdId: string) =>
  (await browser.get(`/api/scheduler/v1/timeslot_patient/${holdId}`)).json();

describe('the payout account (Connect)', () => {
  it('opens Express onboarding, and takes paid bookings once Stripe says the account can', async () => {
    const who = await payer();
    const early = await who.browser.post(BOOK, booking('2026-11-23T14:00:00Z'));
    expect(early.statusCode).toBe(400);

    const started = await owner.browser.post('/api/scheduler/v1/payment/payout_account/onboarding');
    expect(started.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_test_/);
    expect(api.requests.find((r) => r.path === '/v1/accounts')?.form).toMatchObject({
      type: 'express',
      email: 'stripe-checkout-owner@example.org',
    });
    expect(api.requests.at(-1)?.form).toMatchObject({
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/pro-dashboard/settings/billing',
    });
    const account = (await owner.browser.get('/api/scheduler/v1/payment/payout_account')).json();
    expect(account).toEqual({ provider: 'stripe', status: 'pending' });

    const [row] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.ownerUserId, owner.sub));
    accountId = row?.accountId ?? '';
    const updated = (active: boolean) =>
      deliver('account.updated', {
        id: accountId,
        object: 'account',
        charges_enabled: active,
        details_submitted: true,
      });
    await updated(false);
    expect(
      (await owner.browser.get('/api/scheduler/v1/payment/payout_account')).json().status,
    ).toBe('pending');
    expect((await updated(true)).statusCode).toBe(200);
    expect(
      (await owner.browser.get('/api/scheduler/v1/payment/payout_account')).json().status,
    ).toBe('active');
    expect((await who.browser.post(BOOK, booking('2026-11-23T14:00:00Z'))).statusCode).toBe(201);
  });

  it('answers the publishable key for Stripe.js', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/scheduler/v1/payment/config' });
    expect(config.json()).toEqual({ publishable_key: 'pk_test_orchid' });
  });
});

describe('paying through Stripe', () => {
  it('makes one PaymentIntent for a hold paid twice, to the practice, booked by the webhook once', async () => {
    const who = await payer();
    const cards = (await who.browser.get('/api/scheduler/v1/payment/saved_payment_methods')).json();
    expect(cards.payment_methods).toEqual([
      { id: who.cardId, card: { brand: 'visa', last4: '1881', exp_month: 12, exp_year: 2030 } },
    ]);
    const held = (await who.browser.post(BOOK, booking('2026-11-24T14:00:00Z'))).json();
    const first = await payWithCard(who, held.timeslot_id);
    const second = await payWithCard(who, held.timeslot_id);
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toMatch(/^pi_test_/);
    expect(second.json()).toEqual(first.json());
    const created = api.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form['metadata[hold_id]'] === held.timeslot_id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({
      amount: '15000',
      currency: 'usd',
      payment_method: who.cardId,
      'transfer_data[destination]': accountId,
      application_fee_amount: '1500',
    });
    expect(created[0]?.headers['idempotency-key']).toBe(`orchid-hold-payment-${held.timeslot_id}`);

    const event = `evt_paid_${held.timeslot_id}`;
    expect((await intentSucceeded(first.json().id, held.timeslot_id, 15000)).statusCode).toBe(200);
    expect(await timeslot(who.browser, held.timeslot_id)).toMatchObject({ status: 'booked' });
    const audited = async () =>
      (
        await t.database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.action, 'checkout.payment'))
      ).filter((row) => (row.detail as { timeslot_id?: string })?.timeslot_id === held.timeslot_id)
        .length;
    // The same event delivered again (its id recorded) changes nothing.
    await deliver(
      'payment_intent.succeeded',
      {
        id: first.json().id,
        object: 'payment_intent',
        amount_received: 15000,
        metadata: { hold_id: held.timeslot_id },
      },
      event,
    );
    const before = await audited();
    const again = await deliver(
      'payment_intent.succeeded',
      {
        id: first.json().id,
        object: 'payment_intent',
        amount_received: 15000,
        metadata: { hold_id: held.timeslot_id },
      },
      event,
    );
    expect(again.statusCode).toBe(200);
    expect(await audited()).toBe(before);
    expect((await payWithCard(who, held.timeslot_id)).statusCode).toBe(409);
  });

  it('keeps the decline code of a failed payment, and the hold stays payable', async () => {
    const who = await payer();
    const held = (await who.browser.post(BOOK, booking('2026-11-24T14:50:00Z'))).json();
    const intent = (await payWithCard(who, held.timeslot_id)).json();
    const failed = await deliver('payment_intent.payment_failed', {
      id: intent.id,
      object: 'payment_intent',
      metadata: { hold_id: held.timeslot_id },
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(failed.statusCode).toBe(200);
    expect(await timeslot(who.browser, held.timeslot_id)).toMatchObject({
      status: 'held',
      decline_code: 'insufficient_funds',
    });
    const retry = await payWithCard(who, held.timeslot_id);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(intent.id);
    expect(api.requests.at(-1)?.path).toBe(`/v1/payment_intents/${intent.id}`);
  });

  it('books a hold paid on the Checkout page (payment mode, the card kept)', async () => {
    const who = await payer();
    const held = (await who.browser.post(BOOK, booking('2026-11-24T15:40:00Z'))).json();
    const opened = await who.browser.post('/api/scheduler/v1/payment/checkout_one_time', {
      timeslot_id: held.timeslot_id,
    });
    expect(opened.json().checkout_url).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
    );
    expect(api.requests.at(-1)?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: held.timeslot_id,
      'payment_intent_data[setup_future_usage]': 'on_session',
      'payment_intent_data[transfer_data][destination]': accountId,
      'line_items[0][price_data][unit_amount]': '15000',
    });
    const completed = await deliver('checkout.session.completed', {
      id: opened.json().session_id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 15000,
      client_reference_id: held.timeslot_id,
      payment_intent: 'pi_test_from_checkout',
    });
    expect(completed.statusCode).toBe(200);
    expect(await timeslot(who.browser, held.timeslot_id)).toMatchObject({ status: 'booked' });
    // Stripe's own report of the same payment finds it paid.
    await intentSucceeded('pi_test_from_checkout', held.timeslot_id, 15000);
    expect(api.refunds).not.toContainEqual(
      expect.objectContaining({ payment_intent: 'pi_test_from_checkout' }),
    );
    // The same hold paid a second time (a saved card in another tab) is given back whole.
    await intentSucceeded('pi_test_second_payment', held.timeslot_id, 15000);
    await runJobs();
    expect(api.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: 'pi_test_second_payment', amount: '15000' }),
    );
  });

  it('refuses an event without a valid signature (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/stripe/webhook',
      payload: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('refunds through Stripe', () => {
  async function paidSession(start: string, label?: string) {
    const who = await payer();
    const held = (await who.browser.post(BOOK, booking(start, label))).json();
    const intent = (await payWithCard(who, held.timeslot_id)).json();
    await intentSucceeded(intent.id, held.timeslot_id, 15000);
    const view = await timeslot(who.browser, held.timeslot_id);
    return { who, held, intentId: intent.id as string, appointmentId: view.appointment_id };
  }
  const refundsOf = (intentId: string) => api.refunds.filter((r) => r.payment_intent === intentId);

  it('refunds everything before the window and keeps the fee inside it, once', async () => {
    const early = await paidSession('2026-12-02T14:00:00Z');
    await early.who.browser.post(`/api/scheduler/v1/appointment/${early.appointmentId}/cancel`, {});
    // 27 hours ahead, inside the 48 hours of this type.
    const late = await paidSession('2026-11-23T15:40:00Z', 'Long notice');
    await late.who.browser.post(`/api/scheduler/v1/appointment/${late.appointmentId}/cancel`, {});
    await runJobs();
    expect(refundsOf(early.intentId)).toEqual([
      {
        payment_intent: early.intentId,
        amount: '15000',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
      },
    ]);
    expect(refundsOf(late.intentId)).toMatchObject([{ amount: '12000' }]);
    const request = api.requests.findLast((r) => r.path === '/v1/refunds');
    expect(request?.headers['idempotency-key']).toMatch(/^orchid-refund:[\w-]+:cancelled$/);

    // Stripe's report of the refund leaves the amount as it is.
    await deliver('charge.refunded', {
      id: 'ch_test_late',
      object: 'charge',
      payment_intent: late.intentId,
      amount_refunded: 12000,
    });
    const [payment] = await t.database.db
      .select()
      .from(holdPayments)
      .where(eq(holdPayments.intentId, late.intentId));
    expect(payment?.refundedCents).toBe(12000);
  });
});
