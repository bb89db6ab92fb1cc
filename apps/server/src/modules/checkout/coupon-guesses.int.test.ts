import { checkoutMessages } from '@orchid/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../test/browser';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { couponGuessLimits } from './coupons';

// The outside probe found a real code with 300 guesses in 3 s at the public price check.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'guessed-owner@example.org');
  await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  const made = await owner.browser.post('/api/scheduler/v1/coupons', {
    coupon_name: 'REAL20',
    percent_off: 20,
    amount_off: null,
    labels: [],
    max_redemptions: null,
    expires_at: null,
  });
  expect(made.statusCode).toBe(201);
}, 60_000);
afterAll(() => t.close());

const check = (name: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scheduler/v1/payment/appointment_coupon_discount',
    remoteAddress: ip,
    payload: {
      coupon_name: name,
      appointment_type_label: 'Regular session',
      orchid_pro_cognito_sub: owner.sub,
    },
  });

describe('the public coupon check', () => {
  it('locks an address out after 10 wrong codes, for a while, and only that address', async () => {
    for (let i = 0; i < couponGuessLimits.perAddress.max; i++) {
      expect((await check(`GUESS${i}`, '203.0.113.7')).statusCode).toBe(404);
    }
    const locked = await check('REAL20', '203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: checkoutMessages.tooManyCouponTries });
    expect((await check('REAL20', '203.0.113.8')).json()).toEqual({ end_price: 120 });

    t.clock.advance(couponGuessLimits.perAddress.lockMs + 1);
    expect((await check('REAL20', '203.0.113.7')).statusCode).toBe(200);
  });

  it("locks the practice's codes after 100 wrong ones from anywhere", async () => {
    t.clock.advance(couponGuessLimits.perPractice.windowMs + 1);
    for (let i = 0; i < couponGuessLimits.perPractice.max; i++) {
      const res = await check(`SPREAD${i}`, `198.51.100.${i}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await check('REAL20', '192.0.2.1')).statusCode).toBe(429);
  });
});
