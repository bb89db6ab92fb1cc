import { cardDeclineMessage } from '@orchid/contracts/card-declines';
import { subscriptionMessages } from '@orchid/contracts/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { escapeHtml } from '../../platform/text/html';
import {
  latestMail,
  registerConfirmed,
  signIn,
  strongPassword,
  type TestBrowser,
} from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_DECLINED_ATTEMPTS } from './checkout';
import { checkouts, subscriptions } from './tables';

// The simulated provider end to end, through HTTP. The test clock reads 2026-11-22T12:00Z;
// PUBLIC_URL is the default http://localhost:3000.
const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newPro = async () => {
  const email = `payer${++n}@example.org`;
  return { ...(await registerConfirmed(t, { email })), email };
};

const coreAnnual = { sub_class: 'core', sub_period: 'annual', type: 'paid' };

async function openCheckout(browser: TestBrowser, selection: object = coreAnnual) {
  const res = await browser.post('/api/users/v1/subscription/checkout', selection);
  expect(res.statusCode).toBe(201);
  const { checkout_id, checkout_url } = res.json() as { checkout_id: string; checkout_url: string };
  return { id: checkout_id, url: checkout_url, path: checkout_url.slice(PUBLIC_URL.length) };
}

const goodCard = {
  card_number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Maya Okafor',
};

/** Submits the card form as a browser does: urlencoded, from our own origin. */
const submit = (browser: TestBrowser, path: string, fields: Record<string, string>) =>
  browser.request({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
  });

const current = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/subscription')).json();
const checkoutStatus = async (browser: TestBrowser, id: string) =>
  (await browser.get(`/api/users/v1/subscription/checkout/${id}`)).json();

describe('a paid plan through the simulated provider', () => {
  it('opens a checkout whose payment page is served here', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    expect(checkout.url).toBe(`${PUBLIC_URL}/api/payments/v1/simulated/checkout/${checkout.id}`);

    const page = await browser.get(checkout.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('$219.89 <span>per year, Core plan</span>');
    expect(page.body).toContain(`action="/api/payments/v1/simulated/checkout/${checkout.id}"`);
    for (const field of ['card_number', 'expiry', 'cvc', 'name']) {
      expect(page.body).toContain(`name="${field}"`);
    }
    // It works under the app's CSP: no script, and the form may end at PUBLIC_URL.
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${PUBLIC_URL}`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is paid with 4242 4242 4242 4242: the subscription starts, the browser goes on', async () => {
    const { browser, sub, email } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await submit(browser, checkout.path, goodCard);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${PUBLIC_URL}/payment-confirmation?checkout_id=${checkout.id}`,
    );
    // The receipt: what was paid, for which plan and period, and when it renews.
    const receipt = await latestMail(t, email, 'Your receipt for the Orchid Core plan');
    expect(receipt?.text).toContain('Paid today: $219.89 for a year of the Core plan.');
    expect(receipt?.text).toContain('It renews on Monday, November 22, 2027 (UTC)');
    expect(receipt?.text).toContain(`Receipt number: ${checkout.id}`);
    expect(receipt?.text).toContain(`${PUBLIC_URL}/pro-dashboard/settings/billing`);

    expect(await current(browser)).toEqual({
      subscription: {
        sub_class: 'core',
        sub_period: 'annual',
        coupon_id: null,
        activated_time: '2026-11-22T12:00:00.000Z',
        auto_renew: true,
        terminated_code: null,
        terminated_time: null,
        current_period_end: '2027-11-22T12:00:00.000Z',
        provider: 'simulated',
      },
      plan: {
        plan_type: 'core',
        subscribed: true,
        on_trial: false,
        trial_ends_at: null,
        terminated: false,
        renewing: true,
        next_billing_date: '2027-11-22T12:00:00.000Z',
        price_cents: 21989,
      },
      scheduled_change: null,
    });
    expect(await checkoutStatus(browser, checkout.id)).toEqual({
      checkout_id: checkout.id,
      status: 'completed',
      sub_class: 'core',
      sub_period: 'annual',
      amount_cents: 21989,
      decline_code: null,
      billing_starts_at: null,
    });
    // Coming back to a paid checkout shows its confirmation.
    const again = await browser.get(checkout.path);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(
      `${PUBLIC_URL}/payment-confirmation?checkout_id=${checkout.id}`,
    );

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub));
    expect(audited.find((e) => e.action === 'subscription.payment')).toMatchObject({
      outcome: 'success',
      actorUserId: sub,
      ip: '203.0.113.10',
      detail: { checkout_id: checkout.id, amount_cents: 21989, provider: 'simulated' },
    });
  });

  it('shows a declined card with its explanation; nothing starts, the checkout stays open', async () => {
    const { browser, sub } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await submit(browser, checkout.path, {
      ...goodCard,
      card_number: '4000 0000 0000 0002',
    });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain(
      escapeHtml(cardDeclineMessage({ message: 'declined', code: 'generic_decline' })),
    );
    expect(res.body).toContain('value="Maya Okafor"');
    expect(res.body).not.toMatch(/value="[\d ]+"/);
    expect((await current(browser)).subscription).toBeNull();
    expect(await checkoutStatus(browser, checkout.id)).toMatchObject({
      status: 'open',
      decline_code: 'generic_decline',
    });
    const [declined] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, sub))
      .then((rows) => rows.filter((e) => e.action === 'subscription.payment'));
    expect(declined).toMatchObject({
      outcome: 'failure',
      detail: { decline_code: 'generic_decline' },
    });

    // Another card then goes through.
    expect((await submit(browser, checkout.path, goodCard)).statusCode).toBe(303);
  });

  it.each([
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
  ])('declines %s as %s', async (number, code) => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await submit(browser, checkout.path, { ...goodCard, card_number: number });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain(escapeHtml(cardDeclineMessage({ message: '', code })));
  });

  it('refuses a number that fails the Luhn check, with a message', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await submit(browser, checkout.path, {
      ...goodCard,
      card_number: '4242 4242 4242 4241',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Your card number is invalid.');
    expect(res.body).toContain('id="card_number" name="card_number" required');
    expect(res.body).toMatch(/id="card_number"[^>]*aria-invalid="true"/);
    expect(await checkoutStatus(browser, checkout.id)).toMatchObject({ status: 'open' });
  });

  it('closes the checkout after several declines', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    const declining = { ...goodCard, card_number: '4000000000000002' };
    for (let i = 1; i < MAX_DECLINED_ATTEMPTS; i++) {
      expect((await submit(browser, checkout.path, declining)).statusCode).toBe(402);
    }
    const last = await submit(browser, checkout.path, declining);
    expect(last.statusCode).toBe(409);
    expect(last.body).toContain(escapeHtml(subscriptionMessages.checkoutDeclinedTooOften));
    expect((await submit(browser, checkout.path, goodCard)).statusCode).toBe(409);
    expect((await current(browser)).subscription).toBeNull();
  });

  it('never keeps the card number: not in the database, not in the logs', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    await submit(browser, checkout.path, { ...goodCard, card_number: '4000000000009995' });
    await submit(browser, checkout.path, { ...goodCard, card_number: '5555 5555 5555 4444' });
    const logs = t.logs.join('\n');
    for (const digits of ['4000000000009995', '5555 5555 5555 4444', '5555555555554444']) {
      expect(logs).not.toContain(digits);
    }
    expect(logs).not.toContain('"cvc"');
    const stored = JSON.stringify([
      await t.database.db.select().from(checkouts),
      await t.database.db.select().from(subscriptions),
      await t.database.db.select().from(auditEvents),
    ]);
    expect(stored).not.toContain('4000000000009995');
    expect(stored).not.toContain('5555555555554444');
  });
});

describe('leaving, replacing and expiring checkouts', () => {
  it('Cancel leaves for the pricing page and closes the checkout', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await submit(browser, `${checkout.path}/cancel`, {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/pricing/checkout-cancel`);
    expect(await checkoutStatus(browser, checkout.id)).toMatchObject({ status: 'canceled' });
    const page = await browser.get(checkout.path);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(escapeHtml(subscriptionMessages.checkoutClosed));
    expect((await submit(browser, checkout.path, goodCard)).statusCode).toBe(409);
  });

  it('a newer checkout closes the older one', async () => {
    const { browser } = await newPro();
    const older = await openCheckout(browser);
    const newer = await openCheckout(browser, { ...coreAnnual, sub_period: 'monthly' });
    expect((await submit(browser, older.path, goodCard)).statusCode).toBe(409);
    expect((await submit(browser, newer.path, goodCard)).statusCode).toBe(303);
    expect((await current(browser)).subscription).toMatchObject({ sub_period: 'monthly' });
  });

  it('a checkout expires after a day', async () => {
    const pro = await newPro();
    const checkout = await openCheckout(pro.browser);
    try {
      t.clock.advance(24 * 3_600_000);
      await signIn(pro.browser, pro.email, strongPassword);
      expect((await pro.browser.get(checkout.path)).statusCode).toBe(409);
      expect(await checkoutStatus(pro.browser, checkout.id)).toMatchObject({ status: 'expired' });
    } finally {
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
    }
  });
});

describe('one live subscription', () => {
  it('refuses another checkout beside a paid subscription', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    await submit(browser, checkout.path, goodCard);
    for (const selection of [coreAnnual, { ...coreAnnual, type: 'trial' }]) {
      const res = await browser.post('/api/users/v1/subscription/checkout', selection);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: subscriptionMessages.alreadySubscribed });
    }
  });

  it('is backed by the database', async () => {
    const { browser, sub } = await newPro();
    const checkout = await openCheckout(browser);
    await submit(browser, checkout.path, goodCard);
    const now = t.clock.now();
    await expect(
      t.database.db.insert(subscriptions).values({
        userId: sub,
        subClass: 'complete',
        subPeriod: 'monthly',
        activatedTime: now,
        currentPeriodEnd: now,
        provider: 'simulated',
        createdAt: now,
        modifiedAt: now,
      }),
    ).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'subscriptions_one_live_per_user_idx' },
    });
  });

  it('upgrades a trial: paying ends the trial and starts the paid plan', async () => {
    const { browser, email } = await newPro();
    await browser.post('/api/users/v1/subscription/checkout', { ...coreAnnual, type: 'trial' });
    const checkout = await openCheckout(browser, {
      sub_class: 'complete',
      sub_period: 'monthly',
      type: 'paid',
    });
    expect((await submit(browser, checkout.path, goodCard)).statusCode).toBe(303);
    expect(await current(browser)).toMatchObject({
      subscription: { sub_class: 'complete', provider: 'simulated' },
      plan: { plan_type: 'complete', on_trial: false, price_cents: 2899 },
    });
    const trial = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.provider, 'trial'))
      .then((rows) => rows.filter((row) => row.terminatedCode === 'replaced'));
    expect(trial).toHaveLength(1);
    // Nothing is charged today: the receipt says when the first payment comes.
    const receipt = await latestMail(t, email, 'Your receipt for the Orchid Complete plan');
    expect(receipt?.text).toContain('nothing is charged today');
    expect(receipt?.text).toContain(
      'The first payment, $28.99, is on Tuesday, December 22, 2026 (UTC), then one every month.',
    );
    expect(receipt?.text).not.toContain('Paid today');
  });
});

describe('who may pay', () => {
  it('only the professional who opened the checkout', async () => {
    const owner = await newPro();
    const checkout = await openCheckout(owner.browser);
    const other = await newPro();
    for (const res of [
      await other.browser.get(checkout.path),
      await submit(other.browser, checkout.path, goodCard),
      await submit(other.browser, `${checkout.path}/cancel`, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: subscriptionMessages.checkoutNotFound });
    }
    expect(await checkoutStatus(owner.browser, checkout.id)).toMatchObject({ status: 'open' });
    const denied = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'subscription.checkout_access'));
    expect(denied.at(-1)).toMatchObject({
      outcome: 'denied',
      actorUserId: other.sub,
      subjectUserId: owner.sub,
    });
  });

  it('not members, nor anyone signed out', async () => {
    const owner = await newPro();
    const checkout = await openCheckout(owner.browser);
    const member = await registerConfirmed(t, { email: 'a-member@example.org', type: 'member' });
    const page = await member.browser.get(checkout.path);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({ detail: 'This is only available to professionals.' });
    expect((await submit(member.browser, checkout.path, goodCard)).statusCode).toBe(403);
    expect((await t.app.inject({ url: checkout.path })).statusCode).toBe(403);
  });

  it('not from another site', async () => {
    const { browser } = await newPro();
    const checkout = await openCheckout(browser);
    const res = await browser.request({
      method: 'POST',
      url: checkout.path,
      payload: new URLSearchParams(goodCard).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await current(browser)).subscription).toBeNull();
  });
});
