import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newPro = () =>
  registerConfirmed(t, { email: `policy${++n}@example.org`, type: 'orchid_pro' });
const url = '/api/users/v1/orchid_pro/cancellation_policy';
const policy = {
  cancellation_limit_hours: 48,
  fee_type: 'percent',
  fee_cents: null,
  fee_percent: 50,
  policy_text: 'Please cancel at least 48 hours ahead.',
};
const put = (browser: TestBrowser, body: object) => browser.put(url, body);

describe('the cancellation policy', () => {
  it('starts with the defaults and saves a new one', async () => {
    const { browser } = await newPro();
    expect((await browser.get(url)).json()).toEqual({
      cancellation_limit_hours: 24,
      fee_type: 'none',
      fee_cents: null,
      fee_percent: null,
      policy_text: '',
    });
    const saved = await put(browser, policy);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(policy);
    expect((await browser.get(url)).json()).toEqual(policy);
  });

  it('keeps only the fee of the chosen type', async () => {
    const { browser } = await newPro();
    const res = await put(browser, {
      ...policy,
      fee_type: 'flat',
      fee_cents: 2500,
      fee_percent: 50,
    });
    expect(res.json()).toMatchObject({ fee_type: 'flat', fee_cents: 2500, fee_percent: null });
  });

  it('refuses a missing fee, a limit over 90 days and a percent over 100', async () => {
    const { browser } = await newPro();
    const missing = await put(browser, { ...policy, fee_percent: null });
    expect(missing.json().detail).toEqual([
      { msg: 'Enter the percent', loc: ['body', 'fee_percent'] },
    ]);
    expect(
      (await put(browser, { ...policy, cancellation_limit_hours: 90 * 24 + 1 })).statusCode,
    ).toBe(422);
    expect((await put(browser, { ...policy, fee_percent: 101 })).statusCode).toBe(422);
  });

  it('is read by a scheduler but changed only by an owner', async () => {
    const { browser, sub } = await newPro();
    await t.database.db.update(users).set({ role: 'PRACTICE_SCHEDULER' }).where(eq(users.id, sub));
    expect((await browser.get(url)).statusCode).toBe(200);
    const res = await put(browser, policy);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'Your role (PRACTICE_SCHEDULER) does not allow edit-scheduling.',
    });
  });
});
