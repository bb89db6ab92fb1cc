import { schedulingMessages } from '@orchid/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { register, TestBrowser } from '../../test/browser';
import { joinAsScheduler } from '../../test/callers';
import { onboardedProfessional } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let scheduler: TestBrowser;
let other: { browser: TestBrowser; sub: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await onboardedProfessional(t, 'sched-owner@example.org');
  scheduler = (await joinAsScheduler(t, owner.browser, 'sched-scheduler@example.org')).browser;
  other = await onboardedProfessional(t, 'sched-other@example.org');
}, 60_000);
afterAll(() => t.close());

const intake = {
  label: 'Intake',
  length_minutes: 60,
  price: 120.5,
  kind: 'one_on_one',
  seats: null,
  session_location_type: 'telehealth',
  office_location_id: null,
  cancellation_limit_hours: 24,
  cancellation_fee: { type: 'flat', amount: 25.5 },
  bookable_online: true,
};
const TYPES = '/api/scheduler/v1/appointment_types/';

describe('session types', () => {
  it("take on_behalf_of as the owner's own, and refuse anyone else's, never ignoring it", async () => {
    const own = await owner.browser.post(`${TYPES}?on_behalf_of=${owner.sub}`, {
      ...intake,
      label: 'Own by name',
    });
    expect(own.statusCode, own.body).toBe(201);
    const stranger = await owner.browser.post(`${TYPES}?on_behalf_of=${other.sub}`, {
      ...intake,
      label: 'For a stranger',
    });
    expect(stranger.statusCode).toBe(403);
    const forOwner = await scheduler.post(`${TYPES}?on_behalf_of=${owner.sub}`, {
      ...intake,
      label: 'By the scheduler',
    });
    expect(forOwner.statusCode).toBe(403);
    const labels = async (who: TestBrowser) =>
      ((await who.get(TYPES)).json().appointment_types as { label: string }[]).map((x) => x.label);
    expect(await labels(other.browser)).not.toContain('For a stranger');
    expect(await labels(owner.browser)).not.toContain('For a stranger');
    expect(await labels(owner.browser)).not.toContain('By the scheduler');
    await owner.browser.delete(`${TYPES}${own.json().appointment_type_id}`);
  });

  it('are added, listed, changed and removed by the owner, prices in dollars', async () => {
    const created = await owner.browser.post(TYPES, intake);
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({
      label: 'Intake',
      price: 120.5,
      cancellation_fee: { amount: 25.5 },
    });

    const changed = await owner.browser.put(`${TYPES}${type.appointment_type_id}`, {
      ...intake,
      price: 99.99,
      cancellation_fee: { type: 'percent', amount: 50 },
    });
    expect(changed.json()).toMatchObject({
      price: 99.99,
      cancellation_fee: { type: 'percent', amount: 50 },
    });
    const listed = (await owner.browser.get(TYPES)).json().appointment_types;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ label: 'Intake', price: 99.99 });

    expect((await owner.browser.delete(`${TYPES}${type.appointment_type_id}`)).json()).toEqual({
      deleted: true,
    });
    expect((await owner.browser.get(TYPES)).json().appointment_types).toEqual([]);
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, owner.sub)));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'scheduling.session_type_create',
        'scheduling.session_type_update',
        'scheduling.session_type_delete',
      ]),
    );
  });

  it('have labels unique per practice, whatever the case', async () => {
    expect((await owner.browser.post(TYPES, { ...intake, label: 'Couples' })).statusCode).toBe(201);
    const again = await owner.browser.post(TYPES, { ...intake, label: 'couples' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: schedulingMessages.labelTaken,
      code: 'scheduling.labelTaken',
    });
    // Another practice may use it.
    expect((await other.browser.post(TYPES, { ...intake, label: 'Couples' })).statusCode).toBe(201);
  });

  it('refuse groups without seats, seats without a group, and AI sessions off the AI plan', async () => {
    const group = await owner.browser.post(TYPES, { ...intake, label: 'Group', kind: 'group' });
    expect(group.statusCode).toBe(422);
    const seats = await owner.browser.post(TYPES, { ...intake, label: 'One', seats: 4 });
    expect(seats.statusCode).toBe(422);
    const cents = await owner.browser.post(TYPES, { ...intake, label: 'Odd', price: 10.005 });
    expect(cents.statusCode).toBe(422);
    const ai = await owner.browser.post(TYPES, { ...intake, label: 'AI Video Session' });
    expect(ai.statusCode).toBe(403);
    expect(ai.json().code).toBe('scheduling.aiTypesNeedAiPlan');
    const seated = await owner.browser.post(TYPES, {
      ...intake,
      label: 'Circle',
      kind: 'group',
      seats: 8,
    });
    expect(seated.statusCode).toBe(201);
  });

  it("are another practice's to change: others get 404, the scheduler only reads", async () => {
    const mine = (await owner.browser.post(TYPES, { ...intake, label: 'Mine' })).json();
    const path = `${TYPES}${mine.appointment_type_id}`;
    expect((await other.browser.put(path, intake)).statusCode).toBe(404);
    expect((await other.browser.delete(path)).statusCode).toBe(404);
    expect((await scheduler.post(TYPES, { ...intake, label: 'Scheduler' })).statusCode).toBe(403);
    const read = await scheduler.get(`${TYPES}?on_behalf_of=${owner.sub}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().appointment_types.map((type: { label: string }) => type.label)).toContain(
      'Mine',
    );
    expect((await other.browser.get(`${TYPES}?on_behalf_of=${owner.sub}`)).statusCode).toBe(403);
  });
});

const AVAILABILITY = '/api/scheduler/v1/availability';
const mornings = {
  timezone: 'America/New_York',
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start: '09:00',
    end: '12:00',
    office_location_id: null,
  })),
  date_overrides: [{ date: '2026-11-26', intervals: [] }],
  min_notice_minutes: 0,
  booking_window_days: 60,
  buffer_minutes: 0,
};

describe('availability and free time', () => {
  it('shows the defaults until saved, and no free time to clients meanwhile', async () => {
    const fresh = await other.browser.get(AVAILABILITY);
    expect(fresh.json()).toMatchObject({ saved: false, weekly: expect.any(Array) });
    const slots = await new TestBrowser(t.app).get(
      `/api/scheduler/v1/timeslots/${other.sub}?from=2026-11-23&to=2026-11-24`,
    );
    expect(slots.json()).toEqual({ timezone: 'America/New_York', timeslots: [] });
  });

  it('refuses hours that end before they start, unknown zones and a date changed twice', async () => {
    const backwards = {
      ...mornings,
      weekly: [{ weekday: 1, start: '12:00', end: '09:00', office_location_id: null }],
    };
    expect((await owner.browser.put(AVAILABILITY, backwards)).statusCode).toBe(422);
    expect(
      (await owner.browser.put(AVAILABILITY, { ...mornings, timezone: 'Mars/Olympus' })).statusCode,
    ).toBe(422);
    const twice = {
      ...mornings,
      date_overrides: [mornings.date_overrides[0], mornings.date_overrides[0]],
    };
    expect((await owner.browser.put(AVAILABILITY, twice)).statusCode).toBe(422);
    expect((await scheduler.put(AVAILABILITY, mornings)).statusCode).toBe(403);
  });

  it('gives clients the free time of the saved hours, per bookable type, in their zone', async () => {
    const saved = await owner.browser.put(AVAILABILITY, mornings);
    expect(saved.json()).toMatchObject({ saved: true, timezone: 'America/New_York' });
    expect((await scheduler.get(`${AVAILABILITY}?on_behalf_of=${owner.sub}`)).json()).toMatchObject(
      {
        saved: true,
        date_overrides: mornings.date_overrides,
      },
    );
    await owner.browser.post(TYPES, { ...intake, label: 'Hidden', bookable_online: false });
    const types = (await new TestBrowser(t.app).get(`${TYPES}${owner.sub}`)).json()
      .appointment_types;
    expect(types.map((type: { label: string }) => type.label)).not.toContain('Hidden');

    const anyone = new TestBrowser(t.app);
    // Monday 23 and Thursday 26 November (a day off); the clock stands on Sunday 22.
    const res = await anyone.get(
      `/api/scheduler/v1/timeslots/${owner.sub}?from=2026-11-23&to=2026-11-26&appointment_type_label=Couples&timezone=Europe/London`,
    );
    expect(res.statusCode).toBe(200);
    const { timezone, timeslots } = res.json();
    expect(timezone).toBe('Europe/London');
    // Monday to Wednesday, 09:00, 10:00 and 11:00 in New York: 14:00 to 16:00 in London.
    expect(timeslots).toHaveLength(9);
    expect(timeslots[0]).toEqual({
      timeslot_datetime_start: '2026-11-23T14:00:00+00:00',
      timeslot_length_minute: 60,
      price: 120.5,
      appointmentType: { label: 'Couples' },
    });
    expect(timeslots.at(-1).timeslot_datetime_start).toBe('2026-11-25T16:00:00+00:00');
  });

  it('answers 404 for anyone who is not a professional, and refuses long or backward ranges', async () => {
    const member = await register(t, { email: 'sched-member@example.org', type: 'member' });
    const anyone = member.browser;
    const path = '/api/scheduler/v1/timeslots';
    expect(
      (await anyone.get(`${path}/${member.sub}?from=2026-11-23&to=2026-11-24`)).statusCode,
    ).toBe(404);
    expect(
      (await anyone.get(`${path}/${owner.sub}?from=2026-11-23&to=2027-02-01`)).statusCode,
    ).toBe(422);
    expect(
      (await anyone.get(`${path}/${owner.sub}?from=2026-11-24&to=2026-11-23`)).statusCode,
    ).toBe(422);
    expect((await anyone.get(`${path}/${owner.sub}?from=tomorrow&to=2026-11-23`)).statusCode).toBe(
      422,
    );
  });
});
