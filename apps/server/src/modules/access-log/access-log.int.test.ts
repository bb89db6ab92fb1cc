import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { mailedToken, register, registerConfirmed, type TestBrowser } from '../../test/browser';
import { joinAsScheduler, ownerOnTrial } from '../../test/callers';
import { runMigrationAgain } from '../../test/migrations';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCareRelationship } from '../care-invitations/repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '100' } });
});
afterAll(() => t.close());

let n = 0;
const log = async (browser: TestBrowser, query = '') =>
  (await browser.get(`/api/users/v1/access_log${query}`)).json();

/** An owner with a scheduler who joined from the mailed link. */
async function practice() {
  const owner = await registerConfirmed(t, { email: `log-owner${++n}@example.org` });
  const scheduler = await joinAsScheduler(t, owner.browser, `log-scheduler${n}@example.org`);
  return { owner, scheduler };
}

describe('GET /api/users/v1/access_log', () => {
  it("shows the owner a scheduler's reads of the practice, not the owner's own", async () => {
    const { owner, scheduler } = await practice();
    await owner.browser.get('/api/users/v1/orchid_pro/');
    const read = await scheduler.browser.get(`/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`);
    expect(read.statusCode).toBe(200);
    await scheduler.browser.get(
      `/api/users/v1/orchid_pro/cancellation_policy?on_behalf_of=${owner.sub}`,
    );
    const { events, next_before } = await log(owner.browser);
    expect(events).toEqual([
      expect.objectContaining({
        actor_name: 'Alex Kim',
        actor_role: 'practice scheduler',
        action: 'professional.cancellation_policy_read',
        what: 'Viewed the cancellation policy for the owner',
      }),
      expect.objectContaining({
        actor_role: 'practice scheduler',
        action: 'professional.practice_read',
        what: 'Viewed the practice profile for the owner',
      }),
      // Joining the practice is the scheduler's doing about the owner's team too.
      ...events.slice(2),
    ]);
    expect(events.every((e: { actor_role: string }) => e.actor_role !== 'self')).toBe(true);
    expect(next_before).toBeNull();
    // Nobody else's log shows it.
    expect((await log(scheduler.browser)).events).toEqual([]);
  });

  it("shows a minor's log the guardian's reads, paged newest first", async () => {
    const guardian = await registerConfirmed(t, {
      email: `guardian${++n}@example.org`,
      type: 'member',
    });
    const minor = (
      await guardian.browser.post('/api/users/v1/minors', {
        first_name: 'Robin',
        last_name: 'Rivera',
        dob: '2016-02-03',
        relationship: 'Parent',
      })
    ).json();
    await guardian.browser.get('/api/users/v1/minors');
    await guardian.browser.post(
      `/api/users/v1/minors/switch/${guardian.sub}/${minor.orchid_user_id}`,
    );
    for (let i = 0; i < 3; i++) await guardian.browser.get('/api/users/v1/patient/');
    const first = await log(guardian.browser, '?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.events[0]).toMatchObject({
      actor_name: 'Sam',
      actor_role: 'guardian',
      action: 'member.profile_read',
    });
    expect(first.next_before).toMatch(/^[0-9a-f-]{36}$/);
    const rest = await log(guardian.browser, `?limit=20&before=${first.next_before}`);
    const actions = rest.events.map((e: { action: string }) => e.action);
    expect(actions).toContain('member.profile_read');
    expect(actions).toContain('minor.list_read');
    expect(rest.next_before).toBeNull();
  });

  it("shows a client the practice's reads of their sessions, session file and listing", async () => {
    const owner = await ownerOnTrial(t, `log-practice${++n}@example.org`);
    const scheduler = await joinAsScheduler(t, owner.browser, `log-desk${n}@example.org`);
    const client = await registerConfirmed(t, {
      email: `log-client${n}@example.org`,
      type: 'member',
    });
    const other = await registerConfirmed(t, {
      email: `log-other${n}@example.org`,
      type: 'member',
    });
    await insertCareRelationship(t.database.db, {
      professionalUserId: owner.sub,
      memberUserId: client.sub,
      source: 'invite',
      createdAt: t.clock.now(),
    });
    await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
    const booked = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: client.sub,
      repeat_rule: null,
      appointments: [
        { appointment_start: '2026-11-30T15:00:00Z', appointment_end: '2026-11-30T15:50:00Z' },
      ],
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().invites_created[0].appointment_id;
    const sessions = '/api/scheduler/v1/snapshot/appointments_v2';
    // The client's own reads are not in their log (the booking, a change by the practice, is).
    const before = (await log(client.browser)).events;
    expect(before.map((e: { action: string }) => e.action)).toEqual(['appointment.series_create']);
    expect((await client.browser.get(sessions)).statusCode).toBe(200);
    expect(
      (await client.browser.get(`/api/scheduler/v1/appointment/${id}/calendar_file`)).statusCode,
    ).toBe(200);
    expect((await log(client.browser)).events).toEqual(before);

    expect((await owner.browser.get(sessions)).statusCode).toBe(200);
    expect((await owner.browser.get('/api/users/v1/patient_chart/')).statusCode).toBe(200);
    const onBehalf = `?on_behalf_of=${owner.sub}`;
    expect((await scheduler.browser.get(`${sessions}${onBehalf}`)).statusCode).toBe(200);
    const file = await scheduler.browser.get(
      `/api/scheduler/v1/appointment/${id}/calendar_file${onBehalf}`,
    );
    expect(file.statusCode).toBe(200);

    const { events } = await log(client.browser);
    const seen = events
      .slice(0, -1)
      .map((e: Record<string, string>) => [e.actor_role, e.action, e.what]);
    expect(seen).toEqual([
      [
        'practice scheduler',
        'appointment.client_file_read',
        'Saved one of your sessions to a calendar',
      ],
      ['practice scheduler', 'appointment.client_sessions_read', 'Viewed your sessions'],
      ['professional', 'client.chart_read', "Viewed you in the practice's list of clients"],
      ['professional', 'appointment.client_sessions_read', 'Viewed your sessions'],
    ]);
    // The scheduler's reads are in the owner's log too, as before; another member's in none.
    expect((await log(owner.browser)).events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['appointment.list_read', 'appointment.file_read']),
    );
    expect((await log(other.browser)).events).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ url: '/api/users/v1/access_log' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/users/v1/audit_events', () => {
  it("lets the owner search the practice's events by actor and action; nobody else", async () => {
    const { owner, scheduler } = await practice();
    await scheduler.browser.get(`/api/users/v1/orchid_pro/?on_behalf_of=${owner.sub}`);
    const all = (await owner.browser.get('/api/users/v1/audit_events')).json();
    const actions = all.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['professional.practice_read', 'team.join', 'team.invite']),
    );

    const filtered = (
      await owner.browser.get(
        `/api/users/v1/audit_events?actor=${scheduler.sub}&action=professional.practice_read`,
      )
    ).json();
    expect(filtered.events).toEqual([
      expect.objectContaining({
        actor_user_id: scheduler.sub,
        subject_user_id: owner.sub,
        action: 'professional.practice_read',
        outcome: 'success',
      }),
    ]);
    const future = (
      await owner.browser.get('/api/users/v1/audit_events?from=2030-01-01T00:00:00Z')
    ).json();
    expect(future.events).toEqual([]);

    const refused = await scheduler.browser.get('/api/users/v1/audit_events');
    expect(refused.statusCode).toBe(403);
    const other = await registerConfirmed(t, { email: `other-owner${++n}@example.org` });
    const theirs = (await other.browser.get('/api/users/v1/audit_events')).json();
    expect(
      theirs.events.some((e: { actor_user_id: string }) => e.actor_user_id === scheduler.sub),
    ).toBe(false);
    const bad = await owner.browser.get('/api/users/v1/audit_events?action=drop_tables');
    expect(bad.statusCode).toBe(422);
  });
});

describe("the practice's audit events and its members' own history", () => {
  it('leave out what a member did before joining', async () => {
    const owner = await registerConfirmed(t, { email: `history-owner${++n}@example.org` });
    const email = `history-scheduler${n}@example.org`;
    await owner.browser.post('/api/users/v1/team/invites', { email, role: 'PRACTICE_SCHEDULER' });
    const token = await mailedToken(t, email, 'team-invite');
    const scheduler = await register(t, { email, type: 'orchid_pro' });
    t.clock.advance(60_000);
    await scheduler.browser.post('/api/users/v1/team/invites/accept', { token });
    const byScheduler = (
      await owner.browser.get(`/api/users/v1/audit_events?actor=${scheduler.sub}`)
    ).json();
    const actions = byScheduler.events.map((e: { action: string }) => e.action);
    expect(actions).toContain('team.join');
    expect(actions).not.toContain('account.register');
  });
});

describe('audit events recorded before the action names had one scheme', () => {
  it('are renamed by migration 0009 and answered like new ones', async () => {
    const { owner } = await practice();
    await t.database.db.insert(auditEvents).values({
      at: t.clock.now(),
      action: 'sign_in',
      outcome: 'success',
      actorUserId: owner.sub,
      subjectUserId: owner.sub,
      ip: '203.0.113.7',
      userAgent: null,
    });
    await runMigrationAgain(t, '0009_audit_names_and_job_payloads.sql');
    const answer = await owner.browser.get(
      `/api/users/v1/audit_events?actor=${owner.sub}&action=session.sign_in`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().events).toEqual([
      expect.objectContaining({ action: 'session.sign_in', what: 'Signed in', ip: '203.0.113.7' }),
    ]);
  });
});
