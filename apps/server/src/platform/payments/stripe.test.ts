import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeApi, startFakeStripeApi } from '../../test/fake-stripe-api';
import { PaymentProviderError, WebhookSignatureError } from './provider';
import { createStripeProvider } from './stripe';

const webhookSecret = 'whsec_test_secret';
const now = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => now };
const logged: unknown[] = [];
const log = { error: (...line: unknown[]) => void logged.push(line) };

let api: FakeStripeApi;
beforeAll(async () => {
  api = await startFakeStripeApi();
});
afterAll(() => api.close());

const provider = (secretKey = 'sk_test_123') =>
  createStripeProvider({ secretKey, webhookSecret, apiUrl: api.url, clock, log });

const checkoutRequest = {
  checkoutId: '0196a3c1-0000-7000-8000-000000000001',
  selection: { sub_class: 'core', sub_period: 'annual' },
  amountCents: 21989,
  customerEmail: 'pro@example.org',
  successUrl: 'http://localhost:3000/payment-confirmation?checkout_id=abc',
  cancelUrl: 'http://localhost:3000/pricing/checkout-cancel',
  billingStartsAt: null,
} as const;

describe('the Stripe provider against a stand-in for the Stripe API', () => {
  it('creates a Checkout Session in subscription mode, priced from our plan', async () => {
    const session = await provider().createCheckout(checkoutRequest);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(session.providerSessionId).toMatch(/^cs_test_/);

    const sent = api.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent?.headers['idempotency-key']).toBe(`orchid-checkout-${checkoutRequest.checkoutId}`);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkoutRequest.checkoutId,
      customer_email: 'pro@example.org',
      success_url: checkoutRequest.successUrl,
      cancel_url: checkoutRequest.cancelUrl,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '21989',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Core plan',
      'metadata[checkout_id]': checkoutRequest.checkoutId,
      'subscription_data[metadata][checkout_id]': checkoutRequest.checkoutId,
    });
  });

  it('bills a monthly plan every month', async () => {
    await provider().createCheckout({
      ...checkoutRequest,
      selection: { sub_class: 'ai-only', sub_period: 'monthly' },
      amountCents: 999,
    });
    expect(api.requests.at(-1)?.form).toMatchObject({
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'AI Only plan',
    });
  });

  it('expires sessions, turns renewal on and off, and cancels', async () => {
    const stripe = provider();
    await stripe.expireCheckout('cs_test_1');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions/cs_test_1/expire',
    });
    await stripe.setAutoRenew('sub_1', false);
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_1',
      form: { cancel_at_period_end: 'true' },
    });
    await stripe.setAutoRenew('sub_1', true);
    expect(api.requests.at(-1)?.form).toEqual({ cancel_at_period_end: 'false' });
    await stripe.cancelNow('sub_1');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/v1/subscriptions/sub_1',
    });
  });

  it('reports a refused call as a provider error, logged without the key', async () => {
    await expect(provider('sk_live_wrong').createCheckout(checkoutRequest)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(JSON.stringify(logged)).toContain('stripe: creating a checkout session failed');
    expect(JSON.stringify(logged)).not.toContain('sk_live_wrong');
  });
});

describe('Stripe webhooks', () => {
  const sign = (payload: string, secret = webhookSecret, at = now) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  const event = (type: string, object: object) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { object },
    });

  it('refuses a wrong or missing signature, or one too old', () => {
    const payload = event('checkout.session.expired', { client_reference_id: 'c1' });
    const stripe = provider();
    expect(() => stripe.parseWebhook(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
    const old = new Date(now.getTime() - 10 * 60_000);
    expect(() =>
      stripe.parseWebhook(Buffer.from(payload), sign(payload, webhookSecret, old)),
    ).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(`${payload} `), sign(payload))).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads a paid Checkout Session as a completed checkout', () => {
    const payload = event('checkout.session.completed', {
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: 'checkout-1',
      payment_status: 'paid',
      subscription: 'sub_1',
      customer: 'cus_1',
    });
    expect(provider().parseWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      createdAt: now,
      type: 'checkout_completed',
      checkoutId: 'checkout-1',
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cus_1',
    });
  });

  it('waits for the payment of an unpaid Checkout Session', () => {
    const payload = event('checkout.session.completed', {
      mode: 'subscription',
      client_reference_id: 'checkout-1',
      payment_status: 'unpaid',
    });
    expect(provider().parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'ignored',
      providerType: 'checkout.session.completed',
    });
  });

  it('reads subscription updates and deletions', () => {
    const periodEnd = Math.floor(Date.parse('2026-12-22T12:00:00Z') / 1000);
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      status: 'active',
      cancel_at: null,
      cancel_at_period_end: true,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null },
      items: { data: [{ current_period_end: periodEnd }] },
    };
    const updated = event('customer.subscription.updated', subscription);
    expect(provider().parseWebhook(Buffer.from(updated), sign(updated))).toMatchObject({
      type: 'subscription_changed',
      providerSubscriptionId: 'sub_1',
      autoRenew: false,
      currentPeriodEnd: new Date('2026-12-22T12:00:00Z'),
      ended: null,
    });
    const deleted = event('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
      ended_at: periodEnd,
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(provider().parseWebhook(Buffer.from(deleted), sign(deleted))).toMatchObject({
      type: 'subscription_changed',
      ended: { code: 'payment_failed', at: new Date('2026-12-22T12:00:00Z') },
    });
  });

  it('reads a failed renewal invoice', () => {
    const payload = event('invoice.payment_failed', {
      object: 'invoice',
      attempt_count: 2,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    });
    expect(provider().parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'renewal_failed',
      providerSubscriptionId: 'sub_1',
      attempt: 2,
    });
  });

  it('ignores the events it does not act on', () => {
    const payload = event('customer.created', { object: 'customer' });
    expect(provider().parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'ignored',
    });
  });
});
