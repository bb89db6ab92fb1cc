import { appointmentMessages } from '@orchid/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { registerConfirmed, TestBrowser } from '../../test/browser';
import { joinAsScheduler } from '../../test/callers';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCareRelationship } from '../care-invitations/repo';
import { appointments } from './tables';

// The clock stands on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let scheduler: TestBrowser;
let client: { browser: TestBrowser; sub: string };
let n = 0;

async function newClient() {
  const member = await registerConfirmed(t, {
    email: `appt-client${++n}@example.org`,
    type: 'member',
  });
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: member.sub,
    source: 'invite',
    createdAt: t.clock.now(),
  });
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'appt-owner@example.org');
  scheduler = (await joinAsScheduler(t, owner.browser, 'appt-scheduler@example.org')).browser;
  await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  client = await newClient();
}, 60_000);
afterAll(() => t.close());

const SERIES = '/api/scheduler/v1/appointment/series/';
const SNAPSHOT = '/api/scheduler/v1/snapshot/appointments_v2';
const session = (start: string, end: string, extra: object = {}) => ({
  appointment_type_label: 'Regular session',
  patient_user_id: client.sub,
  repeat_rule: null,
  appointments: [{ appointment_start: start, appointment_end: end }],
  ...extra,
});
const countFor = async (patientUserId: string) =>
  (
    await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientUserId, patientUserId))
  ).length;

describe('booking a series', () => {
  it('books a weekly series at the same wall-clock time, as invitations the client sees', async () => {
    const res = await owner.browser.post(
      SERIES,
      session('2026-11-23T10:00:00-05:00', '2026-11-23T10:50:00-05:00', {
        repeat_rule: 'FREQ=WEEKLY;COUNT=4',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { invites_created } = res.json();
    expect(invites_created.map((i: { appointment_start: string }) => i.appointment_start)).toEqual([
      '2026-11-23T15:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-12-07T15:00:00.000Z',
      '2026-12-14T15:00:00.000Z',
    ]);
    const mine = (await client.browser.get(SNAPSHOT)).json().appointments;
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({
      status: 'invited',
      status_flags: {
        unconfirmedInvite: true,
        cancelledOrAbandoned: false,
        orchidProNoShow: false,
      },
      appointment_type_label: 'Regular session',
      patient: { cognito_sub: client.sub },
      orchid_pro: { cognito_sub: owner.sub },
      in_series: true,
      group_session_title: null,
    });
    const practice = (
      await owner.browser.get(`${SNAPSHOT}?oldest_datetime=2026-12-01T00:00:00Z`)
    ).json();
    expect(
      practice.appointments.map((a: { appointment_start: string }) => a.appointment_start),
    ).toEqual(['2026-12-14T15:00:00.000Z', '2026-12-07T15:00:00.000Z']);
  });

  it('refuses the whole request when any session conflicts, and creates nothing', async () => {
    const other = await newClient();
    const overlapping = await owner.browser.post(SERIES, {
      ...session('2026-11-24T10:00:00-05:00', '2026-11-24T10:50:00-05:00'),
      patient_user_id: other.sub,
      repeat_rule: 'FREQ=WEEKLY;COUNT=3',
      appointments: [
        {
          appointment_start: '2026-11-30T10:30:00-05:00',
          appointment_end: '2026-11-30T11:20:00-05:00',
        },
      ],
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      detail: appointmentMessages.conflict,
      code: 'appointments.conflict',
    });
    expect(await countFor(other.sub)).toBe(0);
    // Back to back is no conflict.
    const after = await owner.browser.post(SERIES, {
      ...session('2026-11-30T10:50:00-05:00', '2026-11-30T11:40:00-05:00'),
      patient_user_id: other.sub,
    });
    expect(after.statusCode).toBe(201);
  });

  it('keeps to the hours unless forced over them, never over another session', async () => {
    const evening = session('2026-11-25T19:00:00-05:00', '2026-11-25T19:50:00-05:00');
    const refused = await owner.browser.post(SERIES, evening);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('appointments.outsideAvailability');
    expect(
      (await owner.browser.post(SERIES, { ...evening, force_book_over_blocked: true })).statusCode,
    ).toBe(201);
    // A session on its own: "this and following" means nothing for it.
    const alone = (
      await owner.browser.get(
        `${SNAPSHOT}?oldest_datetime=2026-11-26T00:00:00Z&newest_datetime=2026-11-26T01:00:00Z`,
      )
    ).json().appointments;
    expect(alone).toMatchObject([{ in_series: false }]);
    const overSession = session('2026-11-23T10:10:00-05:00', '2026-11-23T11:00:00-05:00', {
      force_book_over_blocked: true,
    });
    expect((await owner.browser.post(SERIES, overSession)).statusCode).toBe(409);
  });

  it('refuses strangers, unknown types and rules the calendar does not offer', async () => {
    const stranger = await registerConfirmed(t, {
      email: 'appt-stranger@example.org',
      type: 'member',
    });
    const day = ['2026-11-27T09:00:00-05:00', '2026-11-27T09:50:00-05:00'] as const;
    const notClient = await owner.browser.post(SERIES, {
      ...session(...day),
      patient_user_id: stranger.sub,
    });
    expect(notClient.json().code).toBe('appointments.notAClient');
    const unknown = await owner.browser.post(SERIES, {
      ...session(...day),
      appointment_type_label: 'Nope',
    });
    expect(unknown.json().code).toBe('appointments.typeNotFound');
    const daily = await owner.browser.post(SERIES, {
      ...session(...day),
      repeat_rule: 'FREQ=DAILY;COUNT=3',
    });
    expect(daily.json().code).toBe('appointments.badRepeatRule');
    const backwards = await owner.browser.post(SERIES, session(day[1], day[0]));
    expect(backwards.statusCode).toBe(422);
  });

  it("lets the scheduler work the owner's calendar, and logs the read", async () => {
    const booked = await scheduler.post(
      `${SERIES}?on_behalf_of=${owner.sub}`,
      session('2026-12-01T14:00:00-05:00', '2026-12-01T14:50:00-05:00'),
    );
    expect(booked.statusCode).toBe(201);
    const listed = await scheduler.get(
      `${SNAPSHOT}?on_behalf_of=${owner.sub}&patient_user_id=${client.sub}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().appointments.length).toBeGreaterThanOrEqual(5);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'appointment.list_read'));
    expect(reads).toHaveLength(1);
    // The scheduler's own calendar is not the owner's.
    expect((await scheduler.get(SNAPSHOT)).json().appointments).toEqual([]);
    // A professional of another practice cannot act for the owner.
    const stranger = await registerConfirmed(t, { email: 'appt-other-pro@example.org' });
    const refused = await stranger.browser.post(
      `${SERIES}?on_behalf_of=${owner.sub}`,
      session('2026-12-02T14:00:00-05:00', '2026-12-02T14:50:00-05:00'),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('teams.notOnBehalf');
  });

  it('takes booked sessions out of the free time', async () => {
    const slots = (
      await new TestBrowser(t.app).get(
        `/api/scheduler/v1/timeslots/${owner.sub}?from=2026-11-23&to=2026-11-23`,
      )
    ).json().timeslots;
    const starts = slots.map((s: { timeslot_datetime_start: string }) => s.timeslot_datetime_start);
    // 09:00 fits before the 10:00 session; after it ends at 10:50 the slots start again.
    expect(starts).toEqual(
      ['09:00', '10:50', '11:40', '12:30', '13:20', '14:10', '15:00', '15:50'].map(
        (time) => `2026-11-23T${time}:00-05:00`,
      ),
    );
  });

  it('lists a page at a time, and the cancelled sessions or the others', async () => {
    const lister = await newClient();
    const booked = await owner.browser.post(SERIES, {
      ...session('2027-03-01T09:00:00-05:00', '2027-03-01T09:50:00-05:00'),
      patient_user_id: lister.sub,
      repeat_rule: 'FREQ=WEEKLY;COUNT=3',
    });
    expect(booked.statusCode).toBe(201);
    const single = await owner.browser.post(SERIES, {
      ...session('2027-03-26T09:00:00-05:00', '2027-03-26T09:50:00-05:00'),
      patient_user_id: lister.sub,
    });
    expect(single.statusCode).toBe(201);
    await t.database.db
      .update(appointments)
      .set({ status: 'cancelled_orchid_pro' })
      .where(eq(appointments.startsAt, new Date('2027-03-08T14:00:00Z')));

    const list = async (query: string) =>
      (await owner.browser.get(`${SNAPSHOT}?patient_user_id=${lister.sub}&${query}`)).json()
        .appointments as { appointment_start: string; status: string; in_series: boolean }[];
    const starts = (listed: { appointment_start: string }[]) =>
      listed.map((a) => a.appointment_start.slice(0, 10));

    const all = await list('limit=500');
    expect(starts(all)).toEqual(['2027-03-26', '2027-03-15', '2027-03-08', '2027-03-01']);
    expect(all.map((a) => a.in_series)).toEqual([false, true, true, true]);
    expect(all[0]).toMatchObject({
      appointment_start: '2027-03-26T14:00:00.000Z',
      appointment_end: '2027-03-26T14:50:00.000Z',
      modify_datetime: '2026-11-22T12:00:00.000Z',
      status_flags: { cancelledOrAbandoned: false, unconfirmedInvite: true },
      patient: { cognito_sub: lister.sub, first_name: expect.any(String) },
      orchid_pro: { cognito_sub: owner.sub },
    });
    expect(starts(await list('limit=2'))).toEqual(['2027-03-26', '2027-03-15']);
    expect(starts(await list('limit=2&skip=2'))).toEqual(['2027-03-08', '2027-03-01']);
    expect(starts(await list('appointment_is_cancelled_or_abandoned=true'))).toEqual([
      '2027-03-08',
    ]);
    expect(starts(await list('appointment_is_cancelled_or_abandoned=false'))).toEqual([
      '2027-03-26',
      '2027-03-15',
      '2027-03-01',
    ]);
    expect(
      starts(
        await list('oldest_datetime=2027-03-08T14:00:00Z&newest_datetime=2027-03-15T14:00:00Z'),
      ),
    ).toEqual(['2027-03-15', '2027-03-08']);
  });
});

describe('blocked time', () => {
  const BLOCKS = '/api/scheduler/v1/blocked_intervals';
  const lunch = {
    start: '2026-11-26T12:00:00-05:00',
    end: '2026-11-26T13:00:00-05:00',
    note: 'Lunch',
  };

  it("is kept by the team on the owner's calendar, out of free time and bookings unless forced", async () => {
    const created = await scheduler.post(`${BLOCKS}?on_behalf_of=${owner.sub}`, lunch);
    expect(created.statusCode).toBe(201);
    const block = created.json();
    expect(block).toMatchObject({ start: '2026-11-26T17:00:00.000Z', note: 'Lunch' });
    const listed = await owner.browser.get(
      `${BLOCKS}?from=2026-11-26T00:00:00Z&to=2026-11-27T00:00:00Z`,
    );
    expect(listed.json().blocked_intervals).toEqual([block]);

    const slots = (
      await new TestBrowser(t.app).get(
        `/api/scheduler/v1/timeslots/${owner.sub}?from=2026-11-26&to=2026-11-26`,
      )
    )
      .json()
      .timeslots.map((s: { timeslot_datetime_start: string }) => s.timeslot_datetime_start);
    // The hour from 12:00 is kept free: the slots stop before it and start again at 13:00.
    expect(slots).toEqual(
      ['09:00', '09:50', '10:40', '13:00', '13:50', '14:40', '15:30'].map(
        (time) => `2026-11-26T${time}:00-05:00`,
      ),
    );

    const during = session('2026-11-26T12:15:00-05:00', '2026-11-26T13:05:00-05:00');
    expect((await owner.browser.post(SERIES, during)).json().code).toBe(
      'appointments.outsideAvailability',
    );
    expect(
      (await owner.browser.post(SERIES, { ...during, force_book_over_blocked: true })).statusCode,
    ).toBe(201);

    const moved = await owner.browser.put(`${BLOCKS}/${block.blocked_interval_id}`, {
      ...lunch,
      end: '2026-11-26T13:30:00-05:00',
    });
    expect(moved.json().end).toBe('2026-11-26T18:30:00.000Z');
    expect((await owner.browser.delete(`${BLOCKS}/${block.blocked_interval_id}`)).json()).toEqual({
      deleted: true,
    });
    expect((await owner.browser.delete(`${BLOCKS}/${block.blocked_interval_id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an end before the start', async () => {
    const res = await owner.browser.post(BLOCKS, { ...lunch, end: lunch.start, start: lunch.end });
    expect(res.statusCode).toBe(422);
  });
});

describe('racing for one time', () => {
  it('50 attempts at once give exactly one session', async () => {
    // One after another: each registration waits for its own confirmation mail.
    const racers: { sub: string }[] = [];
    for (let i = 0; i < 5; i++) racers.push(await newClient());
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.browser.post(SERIES, {
          ...session('2026-12-04T15:00:00-05:00', '2026-12-04T15:50:00-05:00'),
          patient_user_id: racers[i % racers.length]?.sub,
        }),
      ),
    );
    const statuses = attempts.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('changing sessions', () => {
  const APPOINTMENT = '/api/scheduler/v1/appointment';
  let mover: { browser: TestBrowser; sub: string };
  const starts = (changed: { appointment_start: string }[]) =>
    changed.map((c) => c.appointment_start);

  beforeAll(async () => {
    mover = await newClient();
  });

  const series = async (first: string, count: number, patient = mover.sub) => {
    const end = new Date(Date.parse(first) + 50 * 60_000).toISOString();
    const res = await owner.browser.post(SERIES, {
      ...session(first, end),
      patient_user_id: patient,
      repeat_rule: `FREQ=WEEKLY;COUNT=${count}`,
      force_book_over_blocked: true,
    });
    expect(res.statusCode).toBe(201);
    const created: { appointment_id: string }[] = res.json().invites_created;
    return created.map((invite) => invite.appointment_id);
  };
  const move = (id: string, start: string, mode: string) =>
    owner.browser.put(`${APPOINTMENT}/${id}`, {
      appointment_start: start,
      appointment_end: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
      edit_mode: mode,
    });

  it('moves one session, the later ones as a series of their own, or all still to come', async () => {
    const s = (await series('2027-01-04T10:00:00-05:00', 4)) as [string, string, string, string];
    const one = await move(s[1], '2027-01-12T11:00:00-05:00', 'this_session');
    expect(starts(one.json().changed)).toEqual(['2027-01-12T16:00:00.000Z']);

    const following = (await move(s[2], '2027-01-18T14:00:00-05:00', 'this_and_following')).json();
    expect(starts(following.changed)).toEqual([
      '2027-01-18T19:00:00.000Z',
      '2027-01-25T19:00:00.000Z',
    ]);
    const original = (await owner.browser.get(`${SNAPSHOT}?patient_user_id=${mover.sub}`)).json()
      .appointments;
    const seriesOf = (id: string) =>
      original.find((a: { appointment_id: string }) => a.appointment_id === id)
        ?.appointment_series_id;
    expect(seriesOf(s[2])).toBe(following.appointment_series_id);
    expect(seriesOf(s[0])).not.toBe(following.appointment_series_id);

    // All of the first series: the 4th and the 12th, each on its own day at 09:00.
    const all = await move(s[0], '2027-01-04T09:00:00-05:00', 'all');
    expect(starts(all.json().changed)).toEqual([
      '2027-01-04T14:00:00.000Z',
      '2027-01-12T14:00:00.000Z',
    ]);
  });

  it('never moves a session that has begun, nor onto another session', async () => {
    const s = (await series('2026-11-16T15:00:00-05:00', 3)) as [string, string, string];
    const past = await move(s[0], '2026-12-21T15:00:00-05:00', 'this_session');
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('appointments.alreadyBegun');
    const all = (await move(s[1], '2026-11-23T16:00:00-05:00', 'all')).json();
    expect(starts(all.changed)).toEqual(['2026-11-23T21:00:00.000Z', '2026-11-30T21:00:00.000Z']);
    // Onto the 10:00 session of 23 November: refused, and nothing moved.
    const onto = await move(s[2], '2026-11-23T10:20:00-05:00', 'this_session');
    expect(onto.statusCode).toBe(409);
    expect(onto.json().code).toBe('appointments.conflict');
    const stays = (
      await owner.browser.get(
        `${SNAPSHOT}?patient_user_id=${mover.sub}&oldest_datetime=2026-11-30T00:00:00Z&newest_datetime=2026-12-01T00:00:00Z`,
      )
    ).json();
    expect(starts(stays.appointments)).toEqual(['2026-11-30T21:00:00.000Z']);
  });

  it('lets the client accept and cancel one session, the practice the later ones', async () => {
    const s = (await series('2027-02-01T10:00:00-05:00', 3)) as [string, string, string];
    const accepted = await mover.browser.post(`${APPOINTMENT}/${s[0]}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'scheduled' });
    expect((await mover.browser.post(`${APPOINTMENT}/${s[0]}/accept`)).json().code).toBe(
      'appointments.notInvited',
    );
    const many = await mover.browser.post(`${APPOINTMENT}/${s[0]}/cancel`, {
      edit_mode: 'all',
    });
    expect(many.json().code).toBe('appointments.clientCancelsOne');
    const mine = await mover.browser.post(`${APPOINTMENT}/${s[0]}/cancel`, {});
    expect(mine.json().changed).toEqual([expect.objectContaining({ status: 'cancelled_patient' })]);
    // Someone else's session is not found.
    expect((await client.browser.post(`${APPOINTMENT}/${s[1]}/cancel`, {})).statusCode).toBe(404);

    const rest = await owner.browser.post(`${APPOINTMENT}/${s[1]}/cancel`, {
      edit_mode: 'this_and_following',
    });
    expect(rest.json().changed.map((c: { status: string }) => c.status)).toEqual([
      'cancelled_orchid_pro',
      'cancelled_orchid_pro',
    ]);
    // The time is free again.
    const again = await owner.browser.post(SERIES, {
      ...session('2027-02-08T10:00:00-05:00', '2027-02-08T10:50:00-05:00'),
      patient_user_id: mover.sub,
    });
    expect(again.statusCode).toBe(201);
  });

  it("shows the client the fee of cancelling inside the session type's window", async () => {
    await owner.browser.post(
      '/api/scheduler/v1/appointment_types/',
      sessionTypeBody({
        label: 'Late fee session',
        price: 200,
        cancellation_limit_hours: 72,
        cancellation_fee: { type: 'percent', amount: 25 },
      }),
    );
    const book = async (start: string) =>
      (
        await owner.browser.post(SERIES, {
          ...session(start, new Date(Date.parse(start) + 50 * 60_000).toISOString()),
          appointment_type_label: 'Late fee session',
          patient_user_id: mover.sub,
        })
      ).json().invites_created[0].appointment_id;
    const soon = await book('2026-11-24T14:00:00-05:00');
    const later = await book('2026-12-08T14:00:00-05:00');
    const preview = (id: string) => mover.browser.get(`${APPOINTMENT}/${id}/cancel_preview`);
    // Not paid online: nothing to refund (checkout.int.test.ts has paid sessions).
    expect((await preview(soon)).json()).toEqual({
      within_window: true,
      fee: 50,
      refund: 0,
      cancellation_price_valid_until: null,
    });
    expect((await preview(later)).json()).toMatchObject({
      within_window: false,
      fee: 0,
      refund: 0,
    });
  });
});
