import { subscriptionMessages } from '@orchid/contracts/subscriptions';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, signIn, strongPassword, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { planChanges, subscriptions } from './tables';

// Changing plan in place on the simulated provider, through HTTP: upgrades at once with the
// prorated charge of docs/payments.md, downgrades at the period's end by a job, canceling a
// scheduled change, and a trial bought out keeping its days. The test clock starts at
// 2026-11-22T12:00:00Z; a monthly period bought then ends 2026-12-22T12:00Z (30 days).
const PUBLIC_URL = 'http://localhost:3000';
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date('2026-11-22T12:00:00Z')));

let n = 0;
type Pro = { browser: TestBrowser; sub: string; email: string };
const newPro = async (): Promise<Pro> => {
  const email = `changer${++n}@example.org`;
  return { ...(await registerConfirmed(t, { email })), email };
};

/** Moves the clock on; the session lapsed meanwhile, so the professional signs in again. */
async function later(days: number, pro: Pro) {
  t.clock.advance(days * DAY);
  await signIn(pro.browser, pro.email, strongPassword);
}

const goodCard = {
  card_number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Maya Okafor',
};

async function openCheckout(browser: TestBrowser, sub_class: string, sub_period: string) {
  const res = await browser.post('/api/users/v1/subscription/checkout', {
    sub_class,
    sub_period,
    type: 'paid',
  });
  expect(res.statusCode).toBe(201);
  const { checkout_id, checkout_url } = res.json() as { checkout_id: string; checkout_url: string };
  return { id: checkout_id, path: checkout_url.slice(PUBLIC_URL.length) };
}

const pay = (browser: TestBrowser, path: string) =>
  browser.request({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(goodCard).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
  });

/** A professional who bought a plan through the simulated card page, now. */
async function subscribed(sub_class: string, sub_period: string) {
  const pro = await newPro();
  const checkout = await openCheckout(pro.browser, sub_class, sub_period);
  expect((await pay(pro.browser, checkout.path)).statusCode).toBe(303);
  return pro;
}

const change = (browser: TestBrowser, sub_class: string, sub_period: string) =>
  browser.post('/api/users/v1/subscription/change', { sub_class, sub_period });
const cancelChange = (browser: TestBrowser) =>
  browser.post('/api/users/v1/subscription/change/cancel', {});
const current = async (browser: TestBrowser) =>
  (await browser.get('/api/users/v1/subscription')).json();
const runJobs = async () => {
  while ((await t.app.jobs.runDue(100)) > 0) {}
};

const auditOf = (sub: string, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, action)));
const changesOf = (sub: string) =>
  t.database.db.select().from(planChanges).where(eq(planChanges.userId, sub));

describe('an upgrade', () => {
  it('to a dearer plan takes effect at once, charging the prorated difference', async () => {
    const pro = await subscribed('core', 'monthly');
    await later(10, pro);
    const res = await change(pro.browser, 'complete', 'monthly');
    expect(res.statusCode).toBe(200);
    // 20 of 30 days unused: credit round(1999 x 20/30) = 1333, Complete for those days
    // round(2899 x 20/30) = 1933, so 600 is charged now.
    expect(res.json()).toMatchObject({
      change: { kind: 'upgrade', effective_at: '2026-12-02T12:00:00.000Z', charged_cents: 600 },
      subscription: {
        sub_class: 'complete',
        sub_period: 'monthly',
        current_period_end: '2026-12-22T12:00:00.000Z',
      },
      plan: {
        plan_type: 'complete',
        next_billing_date: '2026-12-22T12:00:00.000Z',
        price_cents: 2899,
      },
      scheduled_change: null,
    });
    expect(await changesOf(pro.sub)).toEqual([
      expect.objectContaining({
        kind: 'upgrade',
        status: 'applied',
        fromSubClass: 'core',
        subClass: 'complete',
        chargedCents: 600,
      }),
    ]);
    const [audit] = await auditOf(pro.sub, 'subscription.plan_change');
    expect(audit).toMatchObject({
      actorUserId: pro.sub,
      outcome: 'success',
      ip: '203.0.113.10',
      detail: {
        kind: 'upgrade',
        from_sub_class: 'core',
        sub_class: 'complete',
        charged_cents: 600,
        provider: 'simulated',
      },
    });
    // The next period renews on the new plan, on the same day of the month.
    await later(25, pro);
    expect((await current(pro.browser)).subscription).toMatchObject({
      sub_class: 'complete',
      current_period_end: '2027-01-22T12:00:00.000Z',
    });
  });

  it('from monthly to annual starts a year now, crediting the unused days', async () => {
    const pro = await subscribed('core', 'monthly');
    await later(10, pro);
    const res = await change(pro.browser, 'core', 'annual');
    // A year of Core (21989) less the unused 20 of 30 days of the month (1333).
    expect(res.json()).toMatchObject({
      change: { kind: 'upgrade', charged_cents: 20656 },
      subscription: { sub_period: 'annual', current_period_end: '2027-12-02T12:00:00.000Z' },
      plan: { next_billing_date: '2027-12-02T12:00:00.000Z', price_cents: 21989 },
    });
    // Years are counted from the day of the change.
    await later(366, pro);
    expect((await current(pro.browser)).subscription.current_period_end).toBe(
      '2028-12-02T12:00:00.000Z',
    );
  });

  it('drops a downgrade that was waiting', async () => {
    const pro = await subscribed('complete', 'monthly');
    expect((await change(pro.browser, 'core', 'monthly')).statusCode).toBe(200);
    const res = await change(pro.browser, 'complete', 'annual');
    expect(res.json()).toMatchObject({
      change: { kind: 'upgrade' },
      subscription: { sub_class: 'complete', sub_period: 'annual' },
      scheduled_change: null,
    });
    expect((await changesOf(pro.sub)).map((row) => [row.kind, row.status]).sort()).toEqual([
      ['downgrade', 'canceled'],
      ['upgrade', 'applied'],
    ]);
    expect(await auditOf(pro.sub, 'subscription.plan_change_cancel')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ reason: 'upgrade' }) }),
    ]);
  });
});

describe('a downgrade', () => {
  it('waits for the end of the period, and a job applies it then', async () => {
    const pro = await subscribed('complete', 'monthly');
    await later(5, pro);
    const res = await change(pro.browser, 'core', 'monthly');
    expect(res.statusCode).toBe(200);
    const scheduled = {
      sub_class: 'core',
      sub_period: 'monthly',
      effective_at: '2026-12-22T12:00:00.000Z',
      price_cents: 1999,
    };
    expect(res.json()).toMatchObject({
      change: { kind: 'downgrade', effective_at: '2026-12-22T12:00:00.000Z', charged_cents: null },
      subscription: { sub_class: 'complete' },
      plan: { plan_type: 'complete', price_cents: 2899 },
      scheduled_change: scheduled,
    });
    expect((await current(pro.browser)).scheduled_change).toEqual(scheduled);
    expect(await auditOf(pro.sub, 'subscription.plan_change_schedule')).toEqual([
      expect.objectContaining({
        actorUserId: pro.sub,
        detail: expect.objectContaining({
          sub_class: 'core',
          effective_at: '2026-12-22T12:00:00.000Z',
        }),
      }),
    ]);

    await runJobs();
    expect((await current(pro.browser)).subscription.sub_class).toBe('complete');

    t.clock.set(new Date('2026-12-22T12:00:00Z'));
    await runJobs();
    await signIn(pro.browser, pro.email, strongPassword);
    expect(await current(pro.browser)).toMatchObject({
      subscription: { sub_class: 'core', current_period_end: '2027-01-22T12:00:00.000Z' },
      plan: { plan_type: 'core', price_cents: 1999 },
      scheduled_change: null,
    });
    expect(await auditOf(pro.sub, 'subscription.plan_change')).toEqual([
      expect.objectContaining({
        actorUserId: null,
        ip: 'job',
        detail: expect.objectContaining({ kind: 'downgrade', sub_class: 'core' }),
      }),
    ]);
  });

  it('from annual to monthly waits for the end of the year', async () => {
    const pro = await subscribed('core', 'annual');
    const res = await change(pro.browser, 'core', 'monthly');
    expect(res.json().change).toMatchObject({
      kind: 'downgrade',
      effective_at: '2027-11-22T12:00:00.000Z',
    });
    t.clock.set(new Date('2027-11-22T12:00:05Z'));
    await runJobs();
    await signIn(pro.browser, pro.email, strongPassword);
    expect((await current(pro.browser)).subscription).toMatchObject({
      sub_period: 'monthly',
      current_period_end: '2027-12-22T12:00:00.000Z',
    });
  });

  it('replaces one waiting before it; one at a time, also when asked twice at once', async () => {
    const pro = await subscribed('complete', 'annual');
    await change(pro.browser, 'core', 'annual');
    expect(
      (await change(pro.browser, 'complete', 'monthly')).json().scheduled_change,
    ).toMatchObject({
      sub_class: 'complete',
      sub_period: 'monthly',
    });
    const both = await Promise.all([
      change(pro.browser, 'core', 'annual'),
      change(pro.browser, 'core', 'monthly'),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    const waiting = (await changesOf(pro.sub)).filter((row) => row.status === 'scheduled');
    expect(waiting).toHaveLength(1);
  });

  it('is refused while the plan does not renew; turning renewal off or canceling drops it', async () => {
    const pro = await subscribed('complete', 'monthly');
    await change(pro.browser, 'core', 'monthly');
    await pro.browser.put('/api/users/v1/subscription', { auto_renew: false });
    expect((await current(pro.browser)).scheduled_change).toBeNull();
    const refused = await change(pro.browser, 'core', 'monthly');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'subscriptions.changeNotRenewing',
      detail: subscriptionMessages.changeNotRenewing,
    });

    await pro.browser.put('/api/users/v1/subscription', { auto_renew: true });
    await change(pro.browser, 'core', 'monthly');
    await pro.browser.post('/api/users/v1/subscription/cancel', {});
    t.clock.set(new Date('2026-12-22T12:00:00Z'));
    await runJobs();
    expect((await changesOf(pro.sub)).map((row) => row.status)).toEqual(['canceled', 'canceled']);
    const reasons = (await auditOf(pro.sub, 'subscription.plan_change_cancel')).map(
      (row) => (row.detail as { reason: string }).reason,
    );
    expect(reasons.sort()).toEqual(['auto_renew_off', 'subscription_canceled']);
  });
});

describe('canceling a scheduled change', () => {
  it('keeps the plan as it is, also when the job comes due', async () => {
    const pro = await subscribed('complete', 'annual');
    await change(pro.browser, 'core', 'annual');
    const res = await cancelChange(pro.browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: { sub_class: 'complete', sub_period: 'annual' },
      scheduled_change: null,
    });
    expect(await auditOf(pro.sub, 'subscription.plan_change_cancel')).toEqual([
      expect.objectContaining({
        actorUserId: pro.sub,
        outcome: 'success',
        detail: expect.objectContaining({ sub_class: 'core', reason: 'canceled' }),
      }),
    ]);

    t.clock.set(new Date('2027-11-22T12:00:00Z'));
    await runJobs();
    await signIn(pro.browser, pro.email, strongPassword);
    expect((await current(pro.browser)).subscription.sub_class).toBe('complete');

    const again = await cancelChange(pro.browser);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'subscriptions.noScheduledChange' });
  });
});

describe('what cannot change', () => {
  it('the same plan, a trial (that is a checkout), or no plan at all', async () => {
    const pro = await subscribed('core', 'monthly');
    const same = await change(pro.browser, 'core', 'monthly');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'subscriptions.samePlan' });

    const trial = await newPro();
    await trial.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    const fromTrial = await change(trial.browser, 'complete', 'monthly');
    expect(fromTrial.statusCode).toBe(400);
    expect(fromTrial.json()).toMatchObject({ code: 'subscriptions.changeNeedsCheckout' });

    const nobody = await newPro();
    expect((await change(nobody.browser, 'core', 'monthly')).json()).toMatchObject({
      code: 'subscriptions.noSubscription',
    });
    expect((await change(nobody.browser, 'enterprise', 'monthly')).statusCode).toBe(422);
  });

  it('to a plan not on sale (AI Only, Core + AI wait for AI notes); its holder keeps it', async () => {
    const pro = await subscribed('core', 'monthly');
    for (const plan of ['ai-only', 'core-with-ai']) {
      const refused = await change(pro.browser, plan, 'annual');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'subscriptions.planNotOnSale',
        detail: subscriptionMessages.planNotOnSale,
      });
    }
    expect((await current(pro.browser)).subscription).toMatchObject({ sub_class: 'core' });
    expect(await changesOf(pro.sub)).toEqual([]);

    // One who has Core + AI from before may still move it to the year, and leave it.
    const holder = await subscribed('complete', 'monthly');
    await t.database.db
      .update(subscriptions)
      .set({ subClass: 'core-with-ai' })
      .where(eq(subscriptions.userId, holder.sub));
    expect((await change(holder.browser, 'core-with-ai', 'annual')).statusCode).toBe(200);
    expect((await current(holder.browser)).subscription).toMatchObject({
      sub_class: 'core-with-ai',
      sub_period: 'annual',
    });
  });

  it('two scheduled changes of one subscription: the database refuses the second', async () => {
    const pro = await subscribed('complete', 'monthly');
    await change(pro.browser, 'core', 'monthly');
    const [waiting] = await changesOf(pro.sub);
    if (!waiting) throw new Error('no scheduled change');
    const { id: _id, ...copy } = waiting;
    await expect(t.database.db.insert(planChanges).values(copy)).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'plan_changes_one_scheduled_idx' },
    });
  });
});

describe('a paid plan bought during the free trial', () => {
  it('keeps the remaining trial days: the card is taken now, billing starts at the trial’s end', async () => {
    const pro = await newPro();
    await pro.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    await later(10, pro);
    const checkout = await openCheckout(pro.browser, 'complete', 'monthly');
    const page = await pro.browser.get(checkout.path);
    expect(page.body).toContain('Nothing is charged today');
    expect(page.body).toContain('The first payment is on December 22, 2026.');
    expect(page.body).toContain('Subscribe, nothing to pay today');
    expect((await pay(pro.browser, checkout.path)).statusCode).toBe(303);

    expect(
      (await pro.browser.get(`/api/users/v1/subscription/checkout/${checkout.id}`)).json(),
    ).toMatchObject({ status: 'completed', billing_starts_at: '2026-12-22T12:00:00.000Z' });
    expect(await current(pro.browser)).toMatchObject({
      subscription: {
        sub_class: 'complete',
        provider: 'simulated',
        activated_time: '2026-12-02T12:00:00.000Z',
        current_period_end: '2026-12-22T12:00:00.000Z',
      },
      plan: {
        plan_type: 'complete',
        subscribed: true,
        on_trial: false,
        renewing: true,
        next_billing_date: '2026-12-22T12:00:00.000Z',
        price_cents: 2899,
      },
    });
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, pro.sub));
    expect(rows.find((row) => row.provider === 'trial')).toMatchObject({
      terminatedCode: 'replaced',
    });

    // Billing periods count from the trial's end.
    await later(21, pro);
    expect((await current(pro.browser)).subscription.current_period_end).toBe(
      '2027-01-22T12:00:00.000Z',
    );
  });

  it('with less than two days of trial left, bills at once', async () => {
    const pro = await newPro();
    await pro.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    await later(29, pro);
    const checkout = await openCheckout(pro.browser, 'core', 'monthly');
    expect((await pay(pro.browser, checkout.path)).statusCode).toBe(303);
    expect((await current(pro.browser)).subscription).toMatchObject({
      sub_class: 'core',
      current_period_end: '2027-01-21T12:00:00.000Z',
    });
  });

  it('can be downgraded: the change waits for the first billing day', async () => {
    const pro = await newPro();
    await pro.browser.post('/api/users/v1/subscription/checkout', {
      sub_class: 'core',
      sub_period: 'monthly',
      type: 'trial',
    });
    const checkout = await openCheckout(pro.browser, 'complete', 'monthly');
    await pay(pro.browser, checkout.path);
    const res = await change(pro.browser, 'core', 'monthly');
    expect(res.json().scheduled_change).toMatchObject({
      sub_class: 'core',
      effective_at: '2026-12-22T12:00:00.000Z',
    });
    // An upgrade in those days owes nothing: nothing was paid yet.
    const up = await change(pro.browser, 'complete', 'annual');
    expect(up.json()).toMatchObject({
      change: { kind: 'upgrade', charged_cents: 0 },
      subscription: { current_period_end: '2026-12-22T12:00:00.000Z' },
      scheduled_change: null,
    });
  });
});
