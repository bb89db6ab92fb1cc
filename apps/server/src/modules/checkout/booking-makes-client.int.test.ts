import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { payOnPage } from '../../test/checkout';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';

// A member who books online, or takes a seat in a group, is a client of the practice at once:
// in its client list (patient_chart) and bookable by it; a refused booking makes nobody a
// client. The clock stands on Sunday 22 November 2026, 12:00 UTC; the practice works
// weekdays 09:00-17:00 in New York (14:00-22:00 UTC).
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let n = 0;
const START = new Date('2026-11-22T12:00:00Z');
const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
const SERIES = '/api/scheduler/v1/group_sessions/series';

async function member() {
  const email = `booking-client${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db.update(users).set({ signupFormFinished: true }).where(eq(users.id, who.sub));
  return { ...who, email };
}

const booking = (start: string, label = 'Intro', length = 25) => ({
  timeslot_length_minute: length,
  timeslot_datetime_start: start,
  orchid_pro_cognito_sub: owner.sub,
  appointment_type_label: label,
});

async function clientIds() {
  const res = await owner.browser.get('/api/users/v1/patient_chart/?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as { patient_user_id: string }[]).map((e) => e.patient_user_id);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'booking-client-owner@example.org', [
    sessionTypeBody(),
    sessionTypeBody({ label: 'Intro', price: 0, length_minutes: 25 }),
    sessionTypeBody({
      label: 'Open circle',
      kind: 'group',
      seats: 3,
      price: 0,
      length_minutes: 60,
    }),
  ]);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

describe('a booking makes a client', () => {
  it('a free booking: in the client list at once, and the practice books them again', async () => {
    const who = await member();
    expect(await clientIds()).not.toContain(who.sub);
    const held = await who.browser.post(BOOK, booking('2026-11-23T14:00:00Z'));
    expect(held.statusCode, held.body).toBe(201);
    expect(await clientIds()).toContain(who.sub);

    const again = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: who.sub,
      appointments: [
        { appointment_start: '2026-11-24T15:00:00Z', appointment_end: '2026-11-24T15:50:00Z' },
      ],
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a paid booking: a client once paid, not while the hold waits', async () => {
    const who = await member();
    const held = await who.browser.post(
      BOOK,
      booking('2026-11-25T14:00:00Z', 'Regular session', 50),
    );
    expect(held.statusCode, held.body).toBe(201);
    expect(await clientIds()).not.toContain(who.sub);
    const paid = await payOnPage(who.browser, held.json().timeslot_id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBeLessThan(400);
    const view = await who.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(view.json().status).toBe('booked');
    expect(await clientIds()).toContain(who.sub);
  });

  it('a refused booking (outside the hours, or a time taken) makes nobody a client', async () => {
    const night = await member();
    const outside = await night.browser.post(BOOK, booking('2026-11-23T05:00:00Z'));
    expect(outside.statusCode).toBe(409);
    const first = await member();
    expect((await first.browser.post(BOOK, booking('2026-11-26T14:00:00Z'))).statusCode).toBe(201);
    const second = await member();
    const taken = await second.browser.post(BOOK, booking('2026-11-26T14:00:00Z'));
    expect(taken.statusCode).toBe(409);
    const ids = await clientIds();
    expect(ids).toContain(first.sub);
    expect(ids).not.toContain(night.sub);
    expect(ids).not.toContain(second.sub);
  });

  it('a seat in a group makes a client too', async () => {
    const published = await owner.browser.post(SERIES, {
      appointment_type_label: 'Open circle',
      title: 'Open support circle',
      description: 'A small group.',
      first_meeting_start: '2026-11-27T20:00:00Z',
      repeat_rule: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(published.statusCode, published.body).toBe(201);
    const who = await member();
    const seat = await who.browser.post(
      `${SERIES}/${published.json().group_sessions_series_id}/seat`,
      {},
    );
    expect(seat.statusCode, seat.body).toBe(201);
    expect(await clientIds()).toContain(who.sub);
  });
});
