import { appointmentMessages } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../platform/events/catalog';
import { subscribe } from '../../platform/events/events';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';

// A client moves their own session to another free time of its type, inside the practice's
// rules. The clock stands on Sunday 22 November 2026, 12:00 UTC; the practice works weekdays
// 09:00-17:00 in New York (14:00-22:00 UTC).
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let n = 0;
const moves: EventPayload<'appointment.moved'>[] = [];
const START = new Date('2026-11-22T12:00:00Z');
const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
const reschedule = (id: string) => `/api/scheduler/v1/appointment/${id}/reschedule`;

async function member() {
  const email = `reschedule${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db.update(users).set({ signupFormFinished: true }).where(eq(users.id, who.sub));
  return { ...who, email };
}

/** A member's free booking of `label` at `start`, answered with its session's id. */
async function booked(who: { browser: TestBrowser }, start: string, label = 'Intro') {
  const held = await who.browser.post(BOOK, {
    timeslot_length_minute: 30,
    timeslot_datetime_start: start,
    orchid_pro_cognito_sub: owner.sub,
    appointment_type_label: label,
  });
  expect(held.statusCode, held.body).toBe(201);
  const view = await who.browser.get(
    `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
  );
  return view.json().appointment_id as string;
}

async function freeStarts(day: string, label = 'Intro') {
  const res = await owner.browser.get(
    `/api/scheduler/v1/timeslots/${owner.sub}?from=${day}&to=${day}&appointment_type_label=${encodeURIComponent(label)}&timezone=UTC`,
  );
  return (res.json().timeslots as { timeslot_datetime_start: string }[]).map((s) =>
    new Date(s.timeslot_datetime_start).toISOString(),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  subscribe(t.app.jobs).inTransaction('appointment.moved', 'test.moves', async (_tx, event) => {
    moves.push(event);
  });
  owner = await practiceWithHours(t, 'reschedule-owner@example.org', [
    sessionTypeBody({ label: 'Intro', price: 0, length_minutes: 30 }),
    sessionTypeBody({
      label: 'Late fee intro',
      price: 0,
      length_minutes: 30,
      cancellation_limit_hours: 48,
      cancellation_fee: { type: 'flat', amount: 30 },
    }),
    sessionTypeBody({ label: 'Office only', bookable_online: false, length_minutes: 30 }),
  ]);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set(START);
  moves.length = 0;
});

describe('a client reschedules', () => {
  it('moves their session to another free time, which frees the old one', async () => {
    const who = await member();
    const id = await booked(who, '2026-11-30T14:00:00Z');
    expect(await freeStarts('2026-11-30')).not.toContain('2026-11-30T14:00:00.000Z');

    const moved = await who.browser.post(reschedule(id), {
      appointment_start: '2026-11-30T16:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      appointment_id: id,
      appointment_start: '2026-11-30T16:00:00.000Z',
      appointment_end: '2026-11-30T16:30:00.000Z',
      status: 'scheduled',
    });
    const free = await freeStarts('2026-11-30');
    expect(free).toContain('2026-11-30T14:00:00.000Z');
    expect(free).not.toContain('2026-11-30T16:00:00.000Z');
    // The professional is told by the same event as the practice's own moves, with who did it.
    expect(moves).toEqual([
      {
        appointment_id: id,
        previous_start: '2026-11-30T14:00:00.000Z',
        previous_end: '2026-11-30T14:30:00.000Z',
        moved_by_user_id: who.sub,
        moved_by: 'client',
        also: 0,
      },
    ]);
  });

  it('refuses a time that is not free: outside the hours, or taken by another client', async () => {
    const who = await member();
    const id = await booked(who, '2026-12-01T14:00:00Z');
    const night = await who.browser.post(reschedule(id), {
      appointment_start: '2026-12-01T05:00:00Z',
    });
    expect(night.statusCode).toBe(409);
    expect(night.json().detail).toBe(appointmentMessages.timeNotFree);
    const other = await member();
    await booked(other, '2026-12-01T17:00:00Z');
    const taken = await who.browser.post(reschedule(id), {
      appointment_start: '2026-12-01T17:00:00Z',
    });
    expect(taken.statusCode).toBe(409);
    expect(moves).toEqual([]);
  });

  it('lets one of two clients racing for the same time have it', async () => {
    const [a, b] = [await member(), await member()];
    const [idA, idB] = [
      await booked(a, '2026-12-02T14:00:00Z'),
      await booked(b, '2026-12-02T15:00:00Z'),
    ];
    const answers = await Promise.all([
      a.browser.post(reschedule(idA), { appointment_start: '2026-12-02T19:00:00Z' }),
      b.browser.post(reschedule(idB), { appointment_start: '2026-12-02T19:00:00Z' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses inside the late-cancellation window when cancelling would cost a fee', async () => {
    const who = await member();
    // Monday 14:00 UTC is 26 hours ahead: inside the type's 48-hour window.
    const id = await booked(who, '2026-11-23T14:00:00Z', 'Late fee intro');
    const preview = await who.browser.get(`/api/scheduler/v1/appointment/${id}/cancel_preview`);
    expect(preview.json()).toMatchObject({ within_window: true, fee: 30 });
    const late = await who.browser.post(reschedule(id), {
      appointment_start: '2026-11-23T18:00:00Z',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(appointmentMessages.rescheduleLate);
  });

  it("refuses another person's session, and a session type not bookable online", async () => {
    const who = await member();
    const id = await booked(who, '2026-12-03T14:00:00Z');
    const stranger = await member();
    const notMine = await stranger.browser.post(reschedule(id), {
      appointment_start: '2026-12-03T16:00:00Z',
    });
    expect(notMine.statusCode).toBe(404);

    const series = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Office only',
      patient_user_id: who.sub,
      appointments: [
        { appointment_start: '2026-12-04T14:00:00Z', appointment_end: '2026-12-04T14:30:00Z' },
      ],
    });
    expect(series.statusCode, series.body).toBe(201);
    const office = series.json().invites_created[0].appointment_id;
    const refused = await who.browser.post(reschedule(office), {
      appointment_start: '2026-12-04T16:00:00Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(appointmentMessages.rescheduleNotOffered);
  });

  it("the practice's move emits the same event, naming the practice", async () => {
    const who = await member();
    const id = await booked(who, '2026-12-07T14:00:00Z');
    const moved = await owner.browser.put(`/api/scheduler/v1/appointment/${id}`, {
      appointment_start: '2026-12-07T18:00:00Z',
      appointment_end: '2026-12-07T18:30:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moves).toEqual([
      {
        appointment_id: id,
        previous_start: '2026-12-07T14:00:00.000Z',
        previous_end: '2026-12-07T14:30:00.000Z',
        moved_by_user_id: owner.sub,
        moved_by: 'practice',
        also: 0,
      },
    ]);
  });
});
