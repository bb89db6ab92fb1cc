import { subscriptionMessages } from '@orchid/contracts/subscriptions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { jobs } from '../../platform/jobs/tables';
import { registerConfirmed, signIn, strongPassword, type TestBrowser } from '../../test/browser';
import { runMigrationAgain } from '../../test/migrations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUserId } from '../accounts/repo';
import { users } from '../accounts/tables';
import { startDemoTrial, subscriptionForPlanState } from './service';
import { subscriptions } from './tables';

// The test clock reads 2026-11-22T12:00:00Z.
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newPro = async () => {
  const email = `pro${++n}@example.org`;
  return { ...(await registerConfirmed(t, { email })), email };
};

/** Moves the clock on; the session would have lapsed meanwhile, so the professional signs in again. */
async function daysLater(days: number, pro: { browser: TestBrowser; email: string }) {
  t.clock.advance(days * DAY);
  await signIn(pro.browser, pro.email, strongPassword);
}
const backToStart = () => t.clock.set(new Date('2026-11-22T12:00:00Z'));

const checkout = (browser: TestBrowser, body: object) =>
  browser.post('/api/users/v1/subscription/checkout', body);
const coreTrial = { sub_class: 'core', sub_period: 'monthly', type: 'trial' };
const subscription = (browser: TestBrowser) => browser.get('/api/users/v1/subscription');

describe('the free trial', () => {
  it('starts at once with the free-month coupon, billing 30 days out', async () => {
    const { browser } = await newPro();
    const res = await checkout(browser, coreTrial);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      type: 'trial',
      subscription: {
        sub_class: 'core',
        sub_period: 'monthly',
        coupon_id: 'FREE_TRIAL_CORE_MONTH',
        activated_time: '2026-11-22T12:00:00.000Z',
        auto_renew: true,
        terminated_code: null,
        terminated_time: null,
        current_period_end: '2026-12-22T12:00:00.000Z',
        provider: 'trial',
      },
      plan: {
        plan_type: 'core',
        subscribed: true,
        on_trial: true,
        trial_ends_at: '2026-12-22T12:00:00.000Z',
        terminated: false,
        renewing: true,
        next_billing_date: '2026-12-22T12:00:00.000Z',
        price_cents: 1999,
      },
      scheduled_change: null,
    });
  });

  // AI Only and Core + AI sell AI notes, which are not built (contracts' planOnSale).
  it('is not sold for AI Only, nor is Core + AI paid for, until AI notes work', async () => {
    const { browser } = await newPro();
    for (const [sub_class, type] of [
      ['ai-only', 'trial'],
      ['ai-only', 'paid'],
      ['core-with-ai', 'paid'],
    ]) {
      const res = await checkout(browser, { sub_class, sub_period: 'annual', type });
      expect(res.statusCode, `${sub_class} ${type}`).toBe(400);
      expect(res.json()).toEqual({
        code: 'subscriptions.planNotOnSale',
        detail: subscriptionMessages.planNotOnSale,
      });
    }
    expect((await subscription(browser)).json().subscription).toBeNull();
    // Nothing was held back for later either: the Core trial is still there to take.
    expect((await checkout(browser, coreTrial)).statusCode).toBe(201);
  });

  it('is once per professional, even after it ended', async () => {
    const pro = await newPro();
    expect((await checkout(pro.browser, coreTrial)).statusCode).toBe(201);
    const again = await checkout(pro.browser, coreTrial);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: subscriptionMessages.trialUsed });

    try {
      await daysLater(31, pro);
      const later = await checkout(pro.browser, coreTrial);
      expect(later.json()).toMatchObject({ detail: subscriptionMessages.trialUsed });
    } finally {
      backToStart();
    }
  });

  it('starts once when asked twice at the same moment', async () => {
    const { browser } = await newPro();
    const answers = await Promise.all([checkout(browser, coreTrial), checkout(browser, coreTrial)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    // Whichever check or index stops the second one: both statements are true by then.
    expect([subscriptionMessages.trialUsed, subscriptionMessages.alreadySubscribed]).toContain(
      answers.find((res) => res.statusCode === 400)?.json().detail,
    );
  });

  it.each(['complete', 'core-with-ai', 'enterprise'])('is not offered for %s', async (plan) => {
    const { browser } = await newPro();
    const res = await checkout(browser, { ...coreTrial, sub_class: plan });
    expect(res.statusCode).toBe(422);
    expect((await subscription(browser)).json().subscription).toBeNull();
  });

  it('ends after 30 days: the plan state follows the clock', async () => {
    const pro = await newPro();
    await checkout(pro.browser, coreTrial);
    try {
      await daysLater(30 - 1 / 24, pro);
      expect((await subscription(pro.browser)).json().plan).toMatchObject({
        subscribed: true,
        on_trial: true,
      });
      await daysLater(1 / 24, pro);
      expect((await subscription(pro.browser)).json()).toMatchObject({
        subscription: {
          terminated_code: 'trial_ended',
          terminated_time: '2026-12-22T12:00:00.000Z',
        },
        plan: {
          plan_type: 'core',
          subscribed: false,
          on_trial: false,
          trial_ends_at: null,
          terminated: true,
          renewing: false,
          next_billing_date: null,
        },
      });
    } finally {
      backToStart();
    }
  });

  it('is ended by a job at the moment it runs out, which stores it', async () => {
    const { browser, sub } = await newPro();
    await checkout(browser, coreTrial);
    const stored = async () =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, sub)))[0];
    try {
      await t.app.jobs.runDue(100);
      expect((await stored())?.terminatedCode).toBeNull();
      t.clock.advance(30 * DAY);
      await t.app.jobs.runDue(100);
      expect(await stored()).toMatchObject({
        terminatedCode: 'trial_ended',
        terminatedTime: new Date('2026-12-22T12:00:00.000Z'),
      });
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, 'subscription.trial_end')),
        );
      expect(audit?.outcome).toBe('success');
    } finally {
      backToStart();
    }
  });

  it('started before trial ends were jobs gets its job from migration 0010', async () => {
    const { browser, sub } = await newPro();
    await checkout(browser, coreTrial);
    const [trial] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sub));
    const ofThisTrial = sql`${jobs.payload}->>'subscription_id' = ${String(trial?.id)}`;
    await t.database.db.delete(jobs).where(ofThisTrial);
    await runMigrationAgain(t, '0010_trial_end_jobs_for_older_trials.sql');
    await runMigrationAgain(t, '0010_trial_end_jobs_for_older_trials.sql');
    const queued = await t.database.db.select().from(jobs).where(ofThisTrial);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'subscriptions.trial_end',
        state: 'queued',
        runAt: trial?.currentPeriodEnd,
        payload: { subscription_id: trial?.id },
      }),
    ]);
  });

  it('is audited: who, when, from where', async () => {
    const { browser, sub } = await newPro();
    await checkout(browser, coreTrial);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, 'subscription.trial_start')),
      );
    expect(row).toMatchObject({
      actorUserId: sub,
      outcome: 'success',
      ip: '203.0.113.10',
      at: new Date('2026-11-22T12:00:00Z'),
      detail: { sub_class: 'core', sub_period: 'monthly' },
    });
  });
});

describe('GET /api/users/v1/subscription', () => {
  it('answers a null subscription and an unsubscribed core plan without one', async () => {
    const { browser } = await newPro();
    const res = await subscription(browser);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      subscription: null,
      plan: {
        plan_type: 'core',
        subscribed: false,
        on_trial: false,
        trial_ends_at: null,
        terminated: false,
        renewing: false,
        next_billing_date: null,
        price_cents: null,
      },
      scheduled_change: null,
    });
  });
});

describe('auto-renewal', () => {
  it('turns off and on again, and is audited', async () => {
    const { browser, sub } = await newPro();
    await checkout(browser, coreTrial);
    const off = await browser.put('/api/users/v1/subscription', { auto_renew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().subscription.auto_renew).toBe(false);
    expect(off.json().plan).toMatchObject({
      renewing: false,
      next_billing_date: null,
      subscribed: true,
    });

    const on = await browser.put('/api/users/v1/subscription', { auto_renew: true });
    expect(on.json().plan).toMatchObject({
      renewing: true,
      next_billing_date: '2026-12-22T12:00:00.000Z',
    });
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectUserId, sub), eq(auditEvents.action, 'subscription.auto_renew')),
      )
      .orderBy(auditEvents.id);
    expect(audited.map((row) => row.detail)).toEqual([{ auto_renew: false }, { auto_renew: true }]);
  });

  it('needs a live subscription and a boolean', async () => {
    const { browser } = await newPro();
    const none = await browser.put('/api/users/v1/subscription', { auto_renew: false });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: subscriptionMessages.noSubscription });
    const bad = await browser.put('/api/users/v1/subscription', { auto_renew: 'no' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('cancel', () => {
  it('ends the subscription with its period: access until then, no renewal', async () => {
    const pro = await newPro();
    const { browser } = pro;
    await checkout(browser, coreTrial);
    try {
      await daysLater(5, pro);
      const res = await browser.post('/api/users/v1/subscription/cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        subscription: {
          auto_renew: false,
          terminated_code: 'canceled_by_user',
          terminated_time: '2026-12-22T12:00:00.000Z',
        },
        plan: { subscribed: true, on_trial: true, terminated: true, renewing: false },
      });
      const again = await browser.post('/api/users/v1/subscription/cancel');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ detail: subscriptionMessages.noSubscription });
      expect(
        (await browser.put('/api/users/v1/subscription', { auto_renew: true })).statusCode,
      ).toBe(400);

      await daysLater(25, pro);
      expect((await subscription(browser)).json().plan).toMatchObject({ subscribed: false });
    } finally {
      backToStart();
    }
  });
});

describe('who may call', () => {
  const calls = (browser: TestBrowser | undefined) => {
    const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      browser
        ? browser.request({ method, url, ...(payload ? { payload } : {}) })
        : t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    return [
      request('POST', '/api/users/v1/subscription/checkout', coreTrial),
      request('GET', '/api/users/v1/subscription'),
      request('PUT', '/api/users/v1/subscription', { auto_renew: false }),
      request('POST', '/api/users/v1/subscription/cancel'),
      request('GET', '/api/users/v1/subscription/checkout/0196a3c1-0000-7000-8000-000000000001'),
    ];
  };

  it('refuses members with 403', async () => {
    const member = await registerConfirmed(t, { email: 'member@example.org', type: 'member' });
    for (const res of await Promise.all(calls(member.browser))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: 'This is only available to professionals.' });
    }
  });

  it('refuses practice schedulers, whose role has no billing', async () => {
    const { browser, sub } = await newPro();
    await t.database.db.update(users).set({ role: 'PRACTICE_SCHEDULER' }).where(eq(users.id, sub));
    for (const res of await Promise.all(calls(browser))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        detail: 'Your role (PRACTICE_SCHEDULER) does not allow billing.',
      });
    }
  });

  it('refuses visitors who are not signed in', async () => {
    for (const res of await Promise.all(calls(undefined))) expect(res.statusCode).toBe(403);
  });

  it('shows a professional only their own checkouts', async () => {
    const owner = await newPro();
    const opened = await checkout(owner.browser, { ...coreTrial, type: 'paid' });
    const other = await newPro();
    const res = await other.browser.get(
      `/api/users/v1/subscription/checkout/${opened.json().checkout_id}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: subscriptionMessages.checkoutNotFound });
  });
});

describe('for other modules', () => {
  it('subscriptionForPlanState gives the latest relevant subscription, read anew or with the session', async () => {
    const { browser, sub } = await newPro();
    const { read, withSession } = subscriptionForPlanState;
    // The session read's subquery, as the guard's query runs it over the signed-in user.
    const viaSession = async (at: Date) => {
      const [row] = await t.database.db
        .select({ json: withSession.select(signedInUserId) })
        .from(users)
        .where(eq(users.id, sub));
      return withSession.parse(row?.json)(at);
    };
    const now = t.clock.now();
    expect(await read(t.database.db, sub, now)).toBeNull();
    expect(await viaSession(now)).toBeNull();
    await checkout(browser, coreTrial);
    const trial = {
      sub_class: 'core',
      coupon_id: 'FREE_TRIAL_CORE_MONTH',
      activated_time: now,
      sub_period: 'monthly',
      auto_renew: true,
      terminated_code: null,
      terminated_time: null,
    };
    expect(await read(t.database.db, sub, now)).toEqual(trial);
    expect(await viaSession(now)).toEqual(trial);
    const later = new Date(now.getTime() + 31 * DAY);
    const ended = {
      terminated_code: 'trial_ended',
      terminated_time: new Date('2026-12-22T12:00:00Z'),
    };
    expect(await read(t.database.db, sub, later)).toMatchObject(ended);
    expect(await viaSession(later)).toMatchObject(ended);
  });

  it('startDemoTrial puts a professional on the core trial', async () => {
    const { browser, sub } = await newPro();
    await startDemoTrial(t.accounts, sub);
    expect((await subscription(browser)).json()).toMatchObject({
      subscription: { sub_class: 'core', provider: 'trial', coupon_id: 'FREE_TRIAL_CORE_MONTH' },
      plan: { on_trial: true },
    });
  });
});
