import { checkoutMessages, HOLD_MINUTES } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { latestMail, registerConfirmed, type TestBrowser } from '../../test/browser';
import { payOnPage } from '../../test/checkout';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { bookingHolds, holdPayments } from './tables';

// The clock stands on Sunday 22 November 2026, 12:00 UTC; the practice works weekdays
// 09:00-17:00 in New York, so 14:00 UTC on a weekday is a free 09:00 start.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let n = 0;
const START = new Date('2026-11-22T12:00:00Z');

async function member(finished = true) {
  const email = `checkout-member${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  if (finished) {
    await t.database.db
      .update(users)
      .set({ signupFormFinished: true })
      .where(eq(users.id, who.sub));
  }
  return { ...who, email };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'checkout-owner@example.org');
  const type = sessionTypeBody({ cancellation_fee: { type: 'flat', amount: 30 } });
  expect((await owner.browser.post('/api/scheduler/v1/appointment_types/', type)).statusCode).toBe(
    201,
  );
  await owner.browser.post(
    '/api/scheduler/v1/appointment_types/',
    sessionTypeBody({ label: 'Intro', price: 0, length_minutes: 25 }),
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
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
const booking = (start: string, extra: object = {}) => ({
  timeslot_length_minute: 50,
  timeslot_datetime_start: start,
  orchid_pro_cognito_sub: owner.sub,
  appointment_type_label: 'Regular session',
  ...extra,
});
/** Moves the clock past a hold's end; the browsers' short-lived access cookies are renewed. */
async function afterHoldEnds(...browsers: TestBrowser[]) {
  t.clock.advance((HOLD_MINUTES + 1) * 60_000);
  for (const browser of browsers) await browser.post('/api/login/v1/renew_access_token');
  await runJobs();
}
const runJobs = async () => {
  while ((await t.app.jobs.runDue(100)) > 0) {}
};
const jobsOfKind = async (kind: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, kind))).map((j) => j.payload);

describe('holding a time', () => {
  it('holds a free time for the member and keeps everyone else off it (409)', async () => {
    const first = await member();
    const unfinished = await member(false);
    const refused = await unfinished.browser.post(BOOK, booking('2026-11-23T14:00:00Z'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(checkoutMessages.signupUnfinished);

    const held = await first.browser.post(BOOK, booking('2026-11-23T14:00:00Z'));
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ price: 150 });
    expect(Date.parse(held.json().hold_expires_at)).toBe(START.getTime() + HOLD_MINUTES * 60_000);

    const second = await member();
    const taken = await second.browser.post(BOOK, booking('2026-11-23T14:00:00Z'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(checkoutMessages.timeTaken);

    const view = await first.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(view.json()).toMatchObject({
      status: 'held',
      price: 150,
      timeslot_length_minute: 50,
      appointmentType: { label: 'Regular session' },
      appointment_id: null,
    });
    const other = await second.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('answers the same member asking again for the same time with the hold they have', async () => {
    const who = await member();
    const first = await who.browser.post(BOOK, booking('2026-12-03T14:00:00Z'));
    expect(first.statusCode).toBe(201);
    const again = await who.browser.post(BOOK, booking('2026-12-03T14:00:00Z'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Made of something else (here a coupon): the time is taken, by this member's hold.
    const discounted = await who.browser.post(
      BOOK,
      booking('2026-12-03T14:00:00Z', { coupon_name: 'NOPE' }),
    );
    expect(discounted.statusCode).toBe(409);
    expect(discounted.json().detail).toBe(checkoutMessages.timeTaken);
    const holds = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.patientUserId, who.sub));
    expect(holds).toHaveLength(1);
  });

  it('refuses a time that is not a free time of the session type', async () => {
    const who = await member();
    const night = await who.browser.post(BOOK, booking('2026-11-23T05:00:00Z'));
    expect(night.statusCode).toBe(409);
    const wrongLength = await who.browser.post(
      BOOK,
      booking('2026-11-23T16:00:00Z', { timeslot_length_minute: 30 }),
    );
    expect(wrongLength.statusCode).toBe(400);
  });

  it('frees the time when the hold ends unpaid (a job), for the next member', async () => {
    const first = await member();
    const held = await first.browser.post(BOOK, booking('2026-11-24T14:00:00Z'));
    expect(held.statusCode).toBe(201);
    await afterHoldEnds(first.browser);
    const view = await first.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(view.json().status).toBe('expired');
    const next = await member();
    expect((await next.browser.post(BOOK, booking('2026-11-24T14:00:00Z'))).statusCode).toBe(201);
  });

  it('books a free session at once', async () => {
    const who = await member();
    const held = await who.browser.post(
      BOOK,
      booking('2026-11-25T14:00:00Z', {
        timeslot_length_minute: 25,
        appointment_type_label: 'Intro',
      }),
    );
    expect(held.statusCode).toBe(201);
    expect(held.json().price).toBe(0);
    const view = await who.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(view.json().status).toBe('booked');
    expect(view.json().appointment_id).toEqual(expect.any(String));
  });
});

describe('coupons', () => {
  const COUPONS = '/api/scheduler/v1/coupons';
  const coupon = (name: string, extra: object = {}) => ({
    coupon_name: name,
    percent_off: null,
    amount_off: null,
    labels: [],
    max_redemptions: null,
    expires_at: null,
    ...extra,
  });
  const discount = (name: string, label = 'Regular session') =>
    t.app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/payment/appointment_coupon_discount',
      payload: {
        coupon_name: name,
        appointment_type_label: label,
        orchid_pro_cognito_sub: owner.sub,
      },
    });

  it('prices with a percent or an amount off, and refuses what does not apply', async () => {
    expect(
      (await owner.browser.post(COUPONS, coupon('WELCOME20', { percent_off: 20 }))).statusCode,
    ).toBe(201);
    expect(
      (await owner.browser.post(COUPONS, coupon('welcome20', { percent_off: 5 }))).statusCode,
    ).toBe(409);
    await owner.browser.post(COUPONS, coupon('TENOFF', { amount_off: 10, labels: ['Intro'] }));
    await owner.browser.post(
      COUPONS,
      coupon('OLD', { amount_off: 10, expires_at: '2026-11-01T00:00:00Z' }),
    );
    await owner.browser.post(COUPONS, coupon('HUGE', { amount_off: 500 }));
    expect((await discount('WELCOME20')).json()).toEqual({ end_price: 120 });
    expect((await discount('HUGE')).json()).toEqual({ end_price: 0 });
    expect((await discount('NOPE')).statusCode).toBe(404);
    expect((await discount('TENOFF')).json().detail).toBe(checkoutMessages.couponNotForType);
    expect((await discount('OLD')).json().detail).toBe(checkoutMessages.couponExpired);
    const listed = (await owner.browser.get(COUPONS)).json().coupons;
    expect(listed.map((c: { coupon_name: string }) => c.coupon_name)).toContain('WELCOME20');
  });

  it('gives the last use to one of two members racing for it', async () => {
    await owner.browser.post(COUPONS, coupon('LASTONE', { percent_off: 50, max_redemptions: 1 }));
    const [a, b] = await Promise.all([member(), member()]);
    const results = await Promise.all([
      a.browser.post(BOOK, booking('2026-11-26T14:00:00Z', { coupon_name: 'LASTONE' })),
      b.browser.post(BOOK, booking('2026-11-26T15:40:00Z', { coupon_name: 'LASTONE' })),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const won = results.find((r) => r.statusCode === 201);
    expect(won?.json().price).toBe(75);
    expect((await discount('LASTONE')).json().detail).toBe(checkoutMessages.couponUsedUp);
  });
});

describe('paying', () => {
  it('declines on the card page with the §8 message, then pays, keeps the card and mails a receipt', async () => {
    const who = await member();
    const held = (await who.browser.post(BOOK, booking('2026-11-27T14:00:00Z'))).json();
    const declined = await payOnPage(who.browser, held.timeslot_id, '4000 0000 0000 9995');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('The card has insufficient funds to complete the purchase.');
    const paid = await payOnPage(who.browser, held.timeslot_id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`/professional-search/${owner.sub}/checkout-confirm/${held.timeslot_id}$`),
    );
    const view = await who.browser.get(`/api/scheduler/v1/timeslot_patient/${held.timeslot_id}`);
    expect(view.json()).toMatchObject({ status: 'booked', decline_code: null });
    const cards = (await who.browser.get('/api/scheduler/v1/payment/saved_payment_methods')).json();
    expect(cards.payment_methods).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    ]);
    expect(await jobsOfKind('checkout.receipt')).toContainEqual({
      hold_id: held.timeslot_id,
      kind: 'payment',
      amount_cents: 15000,
      placed: true,
    });
    // The receipt of a placed booking is its confirmation too, with the session's file.
    const mail = await latestMail(t, who.email);
    expect(mail?.subject).toMatch(/^Receipt: \$150\.00 paid to .*, Regular session on /);
    expect(mail?.attachments.map((file) => file.filename)).toEqual(['session.ics']);
  });

  it('pays with a saved card once, however often it is paid or confirmed', async () => {
    const who = await member();
    const first = (await who.browser.post(BOOK, booking('2026-11-30T14:00:00Z'))).json();
    await payOnPage(who.browser, first.timeslot_id, '4242424242424242');
    const [card] = (await who.browser.get('/api/scheduler/v1/payment/saved_payment_methods')).json()
      .payment_methods;
    const held = (await who.browser.post(BOOK, booking('2026-11-30T14:50:00Z'))).json();
    const PAY = `/api/scheduler/v1/payment/pay_with_existing_payment_method/${held.timeslot_id}`;
    const intent = await who.browser.post(PAY, { payment_method_id: card.id });
    expect(intent.statusCode).toBe(201);
    expect(intent.json().id).toMatch(/^pi_/);
    const CONFIRM = `/api/payments/v1/simulated/intents/${intent.json().id}/confirm`;
    const wrong = await who.browser.post(CONFIRM, { client_secret: 'nope' });
    expect(wrong.statusCode).toBe(404);
    const confirms = await Promise.all([
      who.browser.post(CONFIRM, { client_secret: intent.json().client_secret }),
      who.browser.post(CONFIRM, { client_secret: intent.json().client_secret }),
    ]);
    expect(confirms.map((r) => r.json().status)).toEqual(['succeeded', 'succeeded']);
    expect((await who.browser.post(PAY, { payment_method_id: card.id })).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(holdPayments)
      .where(eq(holdPayments.holdId, held.timeslot_id));
    expect(rows).toHaveLength(1);
    const receipts = (await jobsOfKind('checkout.receipt')).filter(
      (p) => (p as { hold_id: string }).hold_id === held.timeslot_id,
    );
    expect(receipts).toHaveLength(1);
  });

  it('refunds at once a payment whose time was taken after its hold ended', async () => {
    const late = await member();
    await payOnPage(
      late.browser,
      (await late.browser.post(BOOK, booking('2026-12-01T14:00:00Z'))).json().timeslot_id,
      '4242424242424242',
    );
    const [card] = (
      await late.browser.get('/api/scheduler/v1/payment/saved_payment_methods')
    ).json().payment_methods;
    const held = (await late.browser.post(BOOK, booking('2026-12-01T14:50:00Z'))).json();
    const intent = (
      await late.browser.post(
        `/api/scheduler/v1/payment/pay_with_existing_payment_method/${held.timeslot_id}`,
        { payment_method_id: card.id },
      )
    ).json();
    await afterHoldEnds(late.browser);
    const other = await member();
    expect((await other.browser.post(BOOK, booking('2026-12-01T14:50:00Z'))).statusCode).toBe(201);
    const confirmed = await late.browser.post(
      `/api/payments/v1/simulated/intents/${intent.id}/confirm`,
      { client_secret: intent.client_secret },
    );
    expect(confirmed.json().status).toBe('succeeded');
    await runJobs();
    const view = await late.browser.get(`/api/scheduler/v1/timeslot_patient/${held.timeslot_id}`);
    expect(view.json().status).toBe('refunded');
    const [payment] = await t.database.db
      .select()
      .from(holdPayments)
      .where(eq(holdPayments.holdId, held.timeslot_id));
    expect(payment?.refundedCents).toBe(15000);
    expect((await latestMail(t, late.email))?.subject).toMatch(/^Refund: \$150\.00/);
  });
});

describe('cancelling a paid session', () => {
  async function bookedSession(start: string, label = 'Regular session') {
    const who = await member();
    const held = (
      await who.browser.post(BOOK, booking(start, { appointment_type_label: label }))
    ).json();
    await payOnPage(who.browser, held.timeslot_id, '4242424242424242');
    const view = (
      await who.browser.get(`/api/scheduler/v1/timeslot_patient/${held.timeslot_id}`)
    ).json();
    return { who, held, appointmentId: view.appointment_id as string };
  }
  const refunded = async (holdId: string) =>
    (await t.database.db.select().from(holdPayments).where(eq(holdPayments.holdId, holdId)))[0]
      ?.refundedCents;

  it('refunds everything before the window, and keeps the fee inside it', async () => {
    const early = await bookedSession('2026-12-02T14:00:00Z');
    const preview = await early.who.browser.get(
      `/api/scheduler/v1/appointment/${early.appointmentId}/cancel_preview`,
    );
    expect(preview.json()).toEqual({
      within_window: false,
      fee: 0,
      refund: 150,
      cancellation_price_valid_until: '2026-12-01T14:00:00.000Z',
    });
    await early.who.browser.post(`/api/scheduler/v1/appointment/${early.appointmentId}/cancel`, {});
    await runJobs();
    expect(await refunded(early.held.timeslot_id)).toBe(15000);

    // 27 hours ahead, inside the 48 hours of this type.
    const late = await bookedSession('2026-11-23T15:40:00Z', 'Long notice');
    const inside = await late.who.browser.get(
      `/api/scheduler/v1/appointment/${late.appointmentId}/cancel_preview`,
    );
    expect(inside.json()).toEqual({
      within_window: true,
      fee: 30,
      refund: 120,
      cancellation_price_valid_until: null,
    });
    await late.who.browser.post(`/api/scheduler/v1/appointment/${late.appointmentId}/cancel`, {});
    await runJobs();
    expect(await refunded(late.held.timeslot_id)).toBe(12000);
    expect((await latestMail(t, late.who.email))?.subject).toMatch(/^Refund: \$120\.00/);
  });
});

describe('the card page', () => {
  it('goes back to the checkout of the same time on Cancel, and the hold stays payable', async () => {
    const who = await member();
    const held = (await who.browser.post(BOOK, booking('2026-12-02T14:00:00Z'))).json();
    const opened = await who.browser.post('/api/scheduler/v1/payment/checkout_one_time', {
      timeslot_id: held.timeslot_id,
    });
    expect(opened.statusCode, `${JSON.stringify(held)} ${opened.body}`).toBe(201);
    const path = new URL(opened.json().checkout_url).pathname;
    // The payer's own zone, not the practice's: weekday, date, time and zone named.
    await t.database.db
      .update(users)
      .set({ timezone: 'Europe/Berlin' })
      .where(eq(users.id, who.sub));
    const page = await who.browser.get(path);
    expect(page.body).toContain('Regular session');
    expect(page.body).not.toContain('Regular session session');
    expect(page.body).toContain('<p class="detail">With Alex Kim</p>');
    expect(page.body).toContain('Wednesday, December 2, 2026 at 3:00 PM GMT+1 (Europe/Berlin)');
    const cancelled = await who.browser.request({ method: 'POST', url: `${path}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(303);
    const back = new URL(cancelled.headers.location as string);
    expect(back.pathname).toBe(`/professional-search/${owner.sub}/checkout`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      start: '2026-12-02T14:00:00.000Z',
      length: '50',
      type: 'Regular session',
    });
    const view = await who.browser.get(`/api/scheduler/v1/timeslot_patient/${held.timeslot_id}`);
    expect(view.json().status).toBe('held');
    const stranger = await member();
    const refused = await stranger.browser.request({ method: 'POST', url: `${path}/cancel` });
    expect(refused.statusCode).toBe(404);
  });
});
