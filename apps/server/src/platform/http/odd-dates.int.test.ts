import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCareRelationship } from '../../modules/care-invitations/repo';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { signedInOperator } from '../../test/operators';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';

// Dates no calendar needs, on every call that takes one: each is refused with a 4xx in the
// spec's error shape, never a 500 and never stored (PostgreSQL once kept a session ending in
// 9999). The clock stands on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let client: { browser: TestBrowser; sub: string };
let operator: { browser: TestBrowser };
let sessionId: string;

const SERIES = '/api/scheduler/v1/appointment/series/';
const GROUPS = '/api/scheduler/v1/group_sessions/series';

/** Dates outside what the API takes, as a person or a program might send them. */
const ODD = {
  'year 0': '0000-01-01T10:00:00Z',
  'the last second of 9999': '9999-12-31T23:59:59Z',
  'year 1899': '1899-12-31T23:00:00Z',
  'year 2200': '2200-01-01T00:00:00Z',
};

const session = (start: string, end: string, extra: object = {}) => ({
  appointment_type_label: 'Regular session',
  patient_user_id: client.sub,
  repeat_rule: null,
  appointments: [{ appointment_start: start, appointment_end: end }],
  ...extra,
});
const group = (first: string, rule: string | null = 'FREQ=WEEKLY;COUNT=2') => ({
  appointment_type_label: 'Circle',
  title: 'Odd dates circle',
  description: 'A group.',
  first_meeting_start: first,
  repeat_rule: rule,
});
const coupon = (expires: string) => ({
  coupon_name: `ODD${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  percent_off: 10,
  amount_off: null,
  labels: [],
  max_redemptions: null,
  expires_at: expires,
});
const blogEntry = (date: string) => ({
  section: 'blog',
  url: `odd-${Math.random().toString(36).slice(2, 8)}`,
  title: 'An odd date',
  summary: 'A date no one means.',
  tags: [],
  category: 'professional-development',
  body_markdown: 'Text.',
  author_display_name: 'Dana Moss',
  author_display_cognito_sub: null,
  status: 'published',
  create_datetime: date,
});

type Call = (date: string) => Promise<{ statusCode: number; json(): unknown; body: string }>;

/** Every call that takes a date, with the odd date put where the date goes. */
const calls: Record<string, Call> = {
  'a session starting then': (d) => owner.browser.post(SERIES, session(d, '2026-11-30T15:00:00Z')),
  'a session ending then': (d) => owner.browser.post(SERIES, session('2026-11-30T14:00:00Z', d)),
  'a repeating series starting then': (d) =>
    owner.browser.post(
      SERIES,
      session(d, new Date(Date.parse(d) + 50 * 60_000 || 0).toISOString(), {
        repeat_rule: 'FREQ=WEEKLY;COUNT=3',
      }),
    ),
  'moving a session there': (d) =>
    owner.browser.put(`/api/scheduler/v1/appointment/${sessionId}`, {
      appointment_start: d,
      appointment_end: '2026-12-01T15:00:00Z',
    }),
  'moving a session to end then': (d) =>
    owner.browser.put(`/api/scheduler/v1/appointment/${sessionId}`, {
      appointment_start: '2026-12-01T14:00:00Z',
      appointment_end: d,
    }),
  'blocking time from then': (d) =>
    owner.browser.post('/api/scheduler/v1/blocked_intervals', {
      start: d,
      end: '2026-12-02T15:00:00Z',
    }),
  'blocking time until then': (d) =>
    owner.browser.post('/api/scheduler/v1/blocked_intervals', {
      start: '2026-12-02T14:00:00Z',
      end: d,
    }),
  'listing blocked time from then': (d) =>
    owner.browser.get(
      `/api/scheduler/v1/blocked_intervals?from=${encodeURIComponent(d)}&to=2026-12-31T00:00:00Z`,
    ),
  'listing sessions from then': (d) =>
    owner.browser.get(
      `/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime=${encodeURIComponent(d)}`,
    ),
  'booking a free time then': (d) =>
    client.browser.post('/api/scheduler/v1/timeslot_patient/books_availability', {
      timeslot_length_minute: 50,
      timeslot_datetime_start: d,
      orchid_pro_cognito_sub: owner.sub,
      appointment_type_label: 'Regular session',
    }),
  'a coupon expiring then': (d) => owner.browser.post('/api/scheduler/v1/coupons', coupon(d)),
  'a group series starting then': (d) => owner.browser.post(GROUPS, group(d)),
  'a blog entry dated then': (d) =>
    operator.browser.post('/api/admin/v1/blog/entries', blogEntry(d)),
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'odd-dates-owner@example.org', [
    sessionTypeBody(),
    sessionTypeBody({ label: 'Circle', kind: 'group', seats: 3, price: 0, length_minutes: 60 }),
  ]);
  client = await registerConfirmed(t, { email: 'odd-dates-client@example.org', type: 'member' });
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: client.sub,
    source: 'invite',
    createdAt: t.clock.now(),
  });
  operator = await signedInOperator(t, 'odd-dates-editor@example.org');
  const booked = await owner.browser.post(
    SERIES,
    session('2026-12-01T14:00:00Z', '2026-12-01T14:50:00Z'),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  sessionId = booked.json().invites_created[0].appointment_id;
}, 60_000);
afterAll(() => t.close());

/** A refusal in the spec's error shape, naming the date's field in its detail. */
function expectRefused(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.anything() });
}

describe('odd dates are refused with a 4xx', () => {
  for (const [call, send] of Object.entries(calls)) {
    for (const [odd, date] of Object.entries(ODD)) {
      it(`${call}: ${odd}`, async () => {
        expectRefused(await send(date));
      });
    }
  }
});

describe("a session's length", () => {
  it('is at most 24 hours, so a session ending in 9999 is not kept', async () => {
    const res = await owner.browser.post(
      SERIES,
      session('2026-11-30T14:00:00Z', '2026-12-01T14:01:00Z'),
    );
    expectRefused(res);
    expect(JSON.stringify(res.json())).toContain('24 hours');
    const moved = await owner.browser.put(`/api/scheduler/v1/appointment/${sessionId}`, {
      appointment_start: '2026-12-01T14:00:00Z',
      appointment_end: '2026-12-03T14:00:00Z',
    });
    expectRefused(moved);
  });

  it('of 24 hours is taken', async () => {
    const res = await owner.browser.post(
      SERIES,
      session('2026-12-07T14:00:00Z', '2026-12-08T14:00:00Z', { force_book_over_blocked: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('repeat rules that give no session', () => {
  const rules = {
    'an end date in 2000': 'FREQ=WEEKLY;UNTIL=20000101T000000Z',
    'an end date in 9999': 'FREQ=WEEKLY;UNTIL=99991231T235959Z',
    'an end date before the first session': 'FREQ=WEEKLY;UNTIL=20261201T000000Z',
  };
  for (const [what, rule] of Object.entries(rules)) {
    it(`a series with ${what}`, async () => {
      const res = await owner.browser.post(
        SERIES,
        session('2026-12-14T14:00:00Z', '2026-12-14T14:50:00Z', { repeat_rule: rule }),
      );
      expectRefused(res);
    });
    it(`a group series with ${what}`, async () => {
      expectRefused(await owner.browser.post(GROUPS, group('2026-12-14T14:00:00Z', rule)));
    });
  }
});
