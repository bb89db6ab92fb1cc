import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed } from '../../test/browser';
import { joinAsScheduler, ownerOnTrial } from '../../test/callers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The quick intake's sample data (§4): the sample client and three 25-minute sessions, once,
// for a practice of its own. The clock starts on Sunday 22 November 2026, 12:00 UTC (07:00
// in New York, the zone of a practice that has not set its hours).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const SAMPLE = '/api/users/v1/sample_data/';

describe('sample data', () => {
  it('adds the sample client and the three sessions on the practice’s clock, once', async () => {
    const owner = await ownerOnTrial(t, 'sample-owner@example.org');
    const res = await owner.browser.post(SAMPLE);
    expect(res.statusCode).toBe(200);
    const { created, patient_user_id } = res.json();
    expect(created).toBe(true);

    const { appointments } = (
      await owner.browser.get('/api/scheduler/v1/snapshot/appointments_v2')
    ).json();
    const sessions = appointments
      .map((a: Record<string, unknown>) => ({
        label: a.appointment_type_label,
        start: a.appointment_start,
        end: a.appointment_end,
        status: a.status,
        client: (a.patient as { cognito_sub: string }).cognito_sub,
      }))
      .reverse();
    expect(sessions).toEqual([
      {
        label: 'Free introduction',
        start: '2026-11-20T14:00:00.000Z',
        end: '2026-11-20T14:25:00.000Z',
        status: 'completed',
        client: patient_user_id,
      },
      {
        label: 'Regular session',
        start: '2026-11-21T16:00:00.000Z',
        end: '2026-11-21T16:25:00.000Z',
        status: 'completed',
        client: patient_user_id,
      },
      {
        label: 'Regular session',
        start: '2026-11-23T16:00:00.000Z',
        end: '2026-11-23T16:25:00.000Z',
        status: 'scheduled',
        client: patient_user_id,
      },
    ]);
    const chart = (await owner.browser.get('/api/users/v1/patient_chart/')).json();
    expect(chart.entries).toEqual([
      {
        patient_user_id,
        first_name: 'Sample',
        preferred_first_name: 'Sam',
        last_name: 'Client',
        email: null,
        patient_type: 'individual',
        client_status: 'no_account',
      },
    ]);
    // Its session types are the practice's, kept off online booking.
    const types = (await owner.browser.get('/api/scheduler/v1/appointment_types/')).json();
    expect(
      types.appointment_types.map((type: Record<string, unknown>) => [
        type.label,
        type.length_minutes,
        type.bookable_online,
      ]),
    ).toEqual([
      ['Free introduction', 25, false],
      ['Regular session', 25, false],
    ]);

    // A second Finish (or a practice with clients) adds nothing.
    expect((await owner.browser.post(SAMPLE)).json()).toEqual({
      created: false,
      patient_user_id: null,
    });
    expect(
      (await owner.browser.get('/api/scheduler/v1/snapshot/appointments_v2')).json().appointments,
    ).toHaveLength(3);
  });

  it('is added before a plan is chosen, and never to the calendar of a team’s owner', async () => {
    const fresh = await registerConfirmed(t, { email: 'sample-fresh@example.org' });
    expect((await fresh.browser.post(SAMPLE)).json()).toMatchObject({ created: true });

    const owner = await ownerOnTrial(t, 'sample-team-owner@example.org');
    const scheduler = await joinAsScheduler(t, owner.browser, 'sample-scheduler@example.org');
    expect((await scheduler.browser.post(SAMPLE)).json()).toEqual({
      created: false,
      patient_user_id: null,
    });
    expect(
      (await owner.browser.get('/api/scheduler/v1/snapshot/appointments_v2')).json().appointments,
    ).toEqual([]);
  });
});
