import { HOLD_MINUTES } from '@orchid/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  latestMail,
  register,
  registerConfirmed,
  signIn,
  strongPassword,
  type TestBrowser,
} from '../../test/browser';
import { ownerOnTrial } from '../../test/callers';
import { payOnPage } from '../../test/checkout';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { holdPayments } from '../checkout/tables';
import { groupSeries } from './tables';

// Group sessions with seats. The clock stands on Sunday 22 November 2026, 12:00 UTC; the
// practice works weekdays 09:00-17:00 in New York (14:00-22:00 UTC).
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let n = 0;
const START = new Date('2026-11-22T12:00:00Z');
const SERIES = '/api/scheduler/v1/group_sessions/series';

async function member() {
  const email = `group-member${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db.update(users).set({ signupFormFinished: true }).where(eq(users.id, who.sub));
  return { ...who, email };
}

/** Subjects of every mail delivered to `to`, newest first. */
async function subjectsTo(to: string) {
  await runJobs();
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
    remoteAddress: '127.0.0.1',
  });
  return (res.json().messages as { subject: string }[]).map((m) => m.subject);
}

const runJobs = async () => {
  while ((await t.app.jobs.runDue(100)) > 0) {}
};

/** Publishes a weekly group of `meetings` meetings starting on the given Monday-ish instant. */
async function publish(first: string, extra: Record<string, unknown> = {}) {
  const res = await owner.browser.post(SERIES, {
    appointment_type_label: 'Anxiety circle',
    title: 'Anxiety support circle',
    description: 'A small, gentle group for everyday anxiety.',
    first_meeting_start: first,
    repeat_rule: 'FREQ=WEEKLY;COUNT=4',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { group_sessions_series_id: string; price: number; seats_left: number };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'group-owner@example.org', [
    sessionTypeBody(),
    sessionTypeBody({
      label: 'Anxiety circle',
      kind: 'group',
      seats: 3,
      price: 40,
      length_minutes: 60,
    }),
    sessionTypeBody({
      label: 'Open circle',
      kind: 'group',
      seats: 2,
      price: 0,
      length_minutes: 60,
    }),
  ]);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

describe('publishing a group', () => {
  it('puts its meetings on the calendar, where they block the free time', async () => {
    const series = await publish('2026-11-23T20:00:00Z');
    expect(series).toMatchObject({ price: 160, seats_left: 3, status: 'open' });
    const page = (
      await new TestBrowserless().get(`${SERIES}/${series.group_sessions_series_id}`)
    ).json();
    expect(page.meetings).toEqual([
      '2026-11-23T20:00:00.000Z',
      '2026-11-30T20:00:00.000Z',
      '2026-12-07T20:00:00.000Z',
      '2026-12-14T20:00:00.000Z',
    ]);
    const free = await owner.browser.get(
      `/api/scheduler/v1/timeslots/${owner.sub}?from=2026-11-23&to=2026-11-23&appointment_type_label=Regular%20session&timezone=UTC`,
    );
    const starts = (free.json().timeslots as { timeslot_datetime_start: string }[]).map((s) =>
      Date.parse(s.timeslot_datetime_start),
    );
    const [meetingStart, meetingEnd] = [
      Date.parse('2026-11-23T20:00Z'),
      Date.parse('2026-11-23T21:00Z'),
    ];
    expect(starts.length).toBeGreaterThan(3);
    // No 50-minute free time overlaps the meeting.
    expect(starts.filter((s) => s < meetingEnd && s + 50 * 60_000 > meetingStart)).toEqual([]);
    // On the calendar a meeting is named by its group, where a client's name would be.
    const calendar = await owner.browser.get(
      '/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime=2026-11-23T00:00:00Z&newest_datetime=2026-11-24T00:00:00Z',
    );
    const meeting = (
      calendar.json().appointments as { appointment_start: string; group_session_title: string }[]
    ).find((a) => Date.parse(a.appointment_start) === meetingStart);
    expect(meeting?.group_session_title).toBe('Anxiety support circle');
  });

  it('refuses a one-on-one type, a past start, a bad rule and a meeting over a session', async () => {
    const base = {
      appointment_type_label: 'Anxiety circle',
      title: 'Circle',
      description: '',
      first_meeting_start: '2026-11-24T15:00:00Z',
      repeat_rule: null,
    };
    const refused = async (body: object) => (await owner.browser.post(SERIES, body)).json().code;
    expect(await refused({ ...base, appointment_type_label: 'Regular session' })).toBe(
      'groupSessions.notGroupType',
    );
    expect(await refused({ ...base, first_meeting_start: '2026-11-20T15:00:00Z' })).toBe(
      'groupSessions.pastMeeting',
    );
    expect(await refused({ ...base, repeat_rule: 'FREQ=DAILY;COUNT=3' })).toBe(
      'groupSessions.badRule',
    );
    await publish('2026-11-24T15:00:00Z', { repeat_rule: null });
    const overlap = await owner.browser.post(SERIES, {
      ...base,
      first_meeting_start: '2026-11-24T15:30:00Z',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      detail: 'Oops...There is a conflicting session',
      code: 'groupSessions.conflict',
    });
  });
});

describe('taking a seat', () => {
  it('holds a seat, pays for the meetings ahead and shows the roster only to the professional', async () => {
    const series = await publish('2026-11-25T15:00:00Z');
    const id = series.group_sessions_series_id;
    const who = await member();
    const held = await who.browser.post(`${SERIES}/${id}/seat`, {});
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().price).toBe(160);
    // Coming back to it (another tab) answers the same hold, to pay it.
    const again = await who.browser.post(`${SERIES}/${id}/seat`, {});
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(held.json());
    const paid = await payOnPage(who.browser, held.json().timeslot_id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`/group-session/series/${id}/checkout-confirm/${held.json().timeslot_id}$`),
    );
    const view = await who.browser.get(
      `/api/scheduler/v1/timeslot_patient/${held.json().timeslot_id}`,
    );
    expect(view.json()).toMatchObject({ status: 'booked', group_sessions_series_id: id });
    expect((await who.browser.post(`${SERIES}/${id}/seat`, {})).json().code).toBe(
      'groupSessions.alreadyJoined',
    );
    const mine = await who.browser.get('/api/scheduler/v1/group_sessions/seats');
    expect(mine.json().seats).toEqual([
      expect.objectContaining({
        timeslot_id: held.json().timeslot_id,
        group_sessions_series_id: id,
        status: 'booked',
        price: 160,
      }),
    ]);

    // The practice is told in the app: a client joined the group.
    await runJobs();
    const told = await owner.browser.get('/api/users/v1/notifications');
    expect(told.json().notifications).toContainEqual(
      expect.objectContaining({
        kind: 'joined_group',
        text: 'Sam joined the group Anxiety support circle, which meets next on Wednesday, November 25, 2026 at 10:00 AM EST (America/New_York).',
      }),
    );

    const publicPage = await new TestBrowserless().get(`${SERIES}/${id}`);
    expect(publicPage.json()).toMatchObject({ seats: 3, seats_left: 2 });
    expect(publicPage.body).not.toContain('Sam');
    expect(publicPage.body).not.toContain(who.sub);
    const listed = (await new TestBrowserless().get('/api/scheduler/v1/group_sessions')).body;
    expect(listed).not.toContain(who.sub);

    const roster = await owner.browser.get(`${SERIES}/${id}/roster`);
    expect(roster.json().seats).toEqual([
      expect.objectContaining({
        timeslot_id: held.json().timeslot_id,
        patient: expect.objectContaining({ cognito_sub: who.sub, first_name: 'Sam' }),
        status: 'booked',
        amount_paid: 160,
      }),
    ]);
    // The client on it has the read in their "Who has seen my information".
    const { events } = (await who.browser.get('/api/users/v1/access_log')).json();
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'group_sessions.roster_read',
        actor_role: 'professional',
        what: "Viewed a group's roster, which names you",
      }),
    );
    const other = await ownerOnTrial(t, `group-other-owner${++n}@example.org`);
    expect((await other.browser.get(`${SERIES}/${id}/roster`)).statusCode).toBe(404);
    expect((await who.browser.get(`${SERIES}/${id}/roster`)).statusCode).toBe(403);
    expect((await latestMail(t, who.email))?.subject).toMatch(/^Receipt: \$160\.00 paid to /);
  });

  it('frees a seat whose hold ends unpaid, for the next member', async () => {
    const series = await publish('2026-11-26T15:00:00Z', { repeat_rule: null });
    const id = series.group_sessions_series_id;
    const holders = [await member(), await member(), await member()];
    for (const who of holders) {
      expect((await who.browser.post(`${SERIES}/${id}/seat`, {})).statusCode).toBe(201);
    }
    const late = await member();
    const full = await late.browser.post(`${SERIES}/${id}/seat`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: 'This group is full.', code: 'groupSessions.full' });
    t.clock.advance((HOLD_MINUTES + 1) * 60_000);
    await runJobs();
    await late.browser.post('/api/login/v1/renew_access_token');
    expect((await late.browser.post(`${SERIES}/${id}/seat`, {})).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(groupSeries).where(eq(groupSeries.id, id));
    expect(row?.seatsTaken).toBe(1);
  });

  it('prices a seat with a coupon of the practice', async () => {
    const series = await publish('2026-12-02T17:00:00Z');
    await owner.browser.post('/api/scheduler/v1/coupons', {
      coupon_name: 'CIRCLE25',
      percent_off: 25,
      amount_off: null,
      labels: ['Anxiety circle'],
      max_redemptions: null,
      expires_at: null,
    });
    const url = `${SERIES}/${series.group_sessions_series_id}/coupon_discount`;
    const anyone = new TestBrowserless();
    expect((await anyone.post(url, { coupon_name: 'CIRCLE25' })).json()).toEqual({
      end_price: 120,
    });
    expect((await anyone.post(url, { coupon_name: 'NOPE' })).json().code).toBe(
      'checkout.couponUnknown',
    );
    const who = await member();
    const held = await who.browser.post(`${SERIES}/${series.group_sessions_series_id}/seat`, {
      coupon_name: 'circle25',
    });
    expect(held.json().price).toBe(120);
  });

  it('lets a guardian take a seat for a minor and pay for it', async () => {
    const series = await publish('2026-12-03T15:00:00Z', { repeat_rule: null });
    const guardian = await member();
    const minor = (
      await guardian.browser.post('/api/users/v1/minors', {
        first_name: 'Robin',
        last_name: 'Rivera',
        dob: '2014-06-01',
        relationship: 'Parent',
      })
    ).json();
    await guardian.browser.post(
      `/api/users/v1/minors/switch/${guardian.sub}/${minor.orchid_user_id}`,
    );
    const held = await guardian.browser.post(
      `${SERIES}/${series.group_sessions_series_id}/seat`,
      {},
    );
    expect(held.statusCode, held.body).toBe(201);
    await payOnPage(guardian.browser, held.json().timeslot_id, '4242424242424242');
    const roster = (
      await owner.browser.get(`${SERIES}/${series.group_sessions_series_id}/roster`)
    ).json();
    expect(roster.seats).toEqual([
      expect.objectContaining({
        patient: expect.objectContaining({
          cognito_sub: minor.orchid_user_id,
          first_name: 'Robin',
        }),
        amount_paid: 40,
      }),
    ]);
    expect((await latestMail(t, guardian.email))?.text).toContain('for Robin');
  });

  it('gives the last seat to one of a hundred members racing for it', async () => {
    const series = await publish('2026-12-04T15:00:00Z', { repeat_rule: null });
    const id = series.group_sessions_series_id;
    for (const who of [await member(), await member()]) {
      expect((await who.browser.post(`${SERIES}/${id}/seat`, {})).statusCode).toBe(201);
    }
    // Registered without the mailed confirmation (not needed to book): quicker to make.
    const racers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        register(
          t,
          { email: `group-racer${i}@example.org`, type: 'member' },
          `198.51.100.${i + 1}`,
        ),
      ),
    );
    await t.database.db
      .update(users)
      .set({ signupFormFinished: true })
      .where(
        inArray(
          users.id,
          racers.map((r) => r.sub),
        ),
      );
    const answers = await Promise.all(
      racers.map((r) => r.browser.post(`${SERIES}/${id}/seat`, {})),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const [row] = await t.database.db.select().from(groupSeries).where(eq(groupSeries.id, id));
    expect(row?.seatsTaken).toBe(3);
  }, 120_000);
});

describe('closing a group', () => {
  it('cancels the meetings ahead and refunds the share of a paid seat for them', async () => {
    const series = await publish('2026-11-23T21:00:00Z');
    const id = series.group_sessions_series_id;
    const who = await member();
    const held = (await who.browser.post(`${SERIES}/${id}/seat`, {})).json();
    await payOnPage(who.browser, held.timeslot_id, '4242424242424242');
    const waiting = await member();
    await waiting.browser.post(`${SERIES}/${id}/seat`, {});
    // A week later, one of the four meetings is over.
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
    await signIn(owner.browser, 'group-owner@example.org', strongPassword);
    const closed = await owner.browser.post(`${SERIES}/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', meetings: [] });
    await runJobs();
    const [payment] = await t.database.db
      .select()
      .from(holdPayments)
      .where(eq(holdPayments.holdId, held.timeslot_id));
    expect(payment?.refundedCents).toBe(12000);
    const roster = (await owner.browser.get(`${SERIES}/${id}/roster`)).json();
    expect(roster.seats.map((s: { status: string }) => s.status)).toEqual(['refunded', 'expired']);
    expect(await subjectsTo(who.email)).toEqual(
      expect.arrayContaining([
        'Anxiety support circle is cancelled',
        expect.stringMatching(/^Refund: \$120\.00/),
      ]),
    );
    const told = await t.app.inject({
      url: `/dev/mailbox/messages?to=${encodeURIComponent(who.email)}`,
      remoteAddress: '127.0.0.1',
    });
    const cancelledMail = (told.json().messages as { subject: string; text: string }[]).find(
      (m) => m.subject === 'Anxiety support circle is cancelled',
    );
    expect(cancelledMail?.text).toContain('its 3 meetings ahead are cancelled');
    // The hold that ended unpaid days ago had no seat to lose: not told.
    expect(await subjectsTo(waiting.email)).not.toContain('Anxiety support circle is cancelled');
    expect((await owner.browser.post(`${SERIES}/${id}/close`)).json().code).toBe(
      'groupSessions.closed',
    );
    const listed = (await new TestBrowserless().get('/api/scheduler/v1/group_sessions')).json();
    expect(
      listed.series.map((s: { group_sessions_series_id: string }) => s.group_sessions_series_id),
    ).not.toContain(id);
  });
});

/** A visitor without cookies. */
class TestBrowserless {
  get = (url: string) => t.app.inject({ method: 'GET', url });
  post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
}
