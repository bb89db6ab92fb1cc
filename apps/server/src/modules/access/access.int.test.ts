import { FEATURE_NAMES } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';

// The test clock reads 2026-11-22T12:00Z.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newPro = () =>
  registerConfirmed(t, { email: `access${++n}@example.org`, type: 'orchid_pro' });
const access = async (browser: TestBrowser) => {
  const res = await browser.get('/api/users/v1/access');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const startTrial = (browser: TestBrowser, sub_class = 'core') =>
  browser.post('/api/users/v1/subscription/checkout', {
    sub_class,
    sub_period: 'monthly',
    type: 'trial',
  });

describe('GET /api/users/v1/access', () => {
  it('a new professional: core rules, not subscribed, no platform access', async () => {
    const { browser } = await newPro();
    const result = await access(browser);
    expect(result).toMatchObject({
      plan_type: 'core',
      role: 'OWNER',
      subscribed: false,
      on_trial: false,
      trial_ends_at: null,
      platform_access: false,
    });
    expect(Object.keys(result.features).sort()).toEqual([...FEATURE_NAMES].sort());
    expect(result.features).toMatchObject({
      'notes-and-forms': true,
      calendar: true,
      'group-sessions': false,
      'ai-sidebar': false,
      waitlist: true,
    });
  });

  it('on the core trial: subscribed, on trial for 30 days', async () => {
    const { browser, sub } = await newPro();
    expect((await startTrial(browser)).statusCode).toBeLessThan(300);
    await t.database.db.update(users).set({ profileApproved: true }).where(eq(users.id, sub));
    expect(await access(browser)).toMatchObject({
      plan_type: 'core',
      subscribed: true,
      on_trial: true,
      trial_ends_at: '2026-12-22T12:00:00.000Z',
      platform_access: true,
    });
  });

  it('an account from before 2022-09-15 is treated as complete', async () => {
    const { browser, sub } = await newPro();
    await t.database.db
      .update(users)
      .set({ createdAt: new Date('2022-09-14T23:59:59Z') })
      .where(eq(users.id, sub));
    const result = await access(browser);
    expect(result).toMatchObject({ plan_type: 'complete', subscribed: true });
    expect(result.features['group-sessions']).toBe(true);
    expect(result.features.autopay).toBe(true);
  });

  it('the AI free trial gives ai-only for 30 days', async () => {
    const { browser, sub } = await newPro();
    await t.database.db
      .update(users)
      .set({ aiFreeTrialStartAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(users.id, sub));
    const result = await access(browser);
    expect(result).toMatchObject({ plan_type: 'ai-only', subscribed: true });
    expect(result.features).toMatchObject({ 'ai-home': true, calendar: false, messaging: true });
  });

  it('a practice scheduler: complete plan, scheduler role', async () => {
    const { browser, sub } = await newPro();
    await t.database.db.update(users).set({ role: 'PRACTICE_SCHEDULER' }).where(eq(users.id, sub));
    const result = await access(browser);
    expect(result).toMatchObject({ plan_type: 'complete', role: 'PRACTICE_SCHEDULER' });
    expect(result.features).toMatchObject({
      calendar: true,
      'patient-charts': true,
      settings: true,
      billing: false,
      messaging: false,
      dashboard: false,
      invite: false,
    });
  });

  it('amhc sign-ups without a subscription lose the paid features', async () => {
    const { browser, sub } = await newPro();
    await t.database.db.update(users).set({ signupChannel: 'amhc' }).where(eq(users.id, sub));
    const result = await access(browser);
    expect(result.features).toMatchObject({ waitlist: false, 'notes-and-forms': true });
  });

  it('is for professionals only', async () => {
    const { browser } = await registerConfirmed(t, {
      email: 'access-member@example.org',
      type: 'member',
    });
    expect((await browser.get('/api/users/v1/access')).statusCode).toBe(403);
  });
});
