import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, type TestBrowser } from '../../test/browser';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { insertCareRelationship } from '../care-invitations/repo';

// A practice's invitation to sessions is mailed to the client: who invited them, to which
// practice, and the first session's time on the client's clock with its zone named. The clock
// stands on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let n = 0;

type Mail = { subject: string; text: string };
/** The invitation mails delivered to `to`, newest first. */
async function mailsTo(to: string): Promise<Mail[]> {
  while ((await t.app.jobs.runDue(100)) > 0) {}
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
    remoteAddress: '127.0.0.1',
  });
  return (res.json().messages as Mail[]).filter((mail) => mail.subject.includes(' invited '));
}

async function clientIn(timezone: string) {
  const email = `invited${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db
    .update(users)
    .set({ timezone, firstName: 'Sam' })
    .where(eq(users.id, who.sub));
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: who.sub,
    source: 'patient_chart',
    createdAt: t.clock.now(),
  });
  return { ...who, email };
}

const series = (patient: string, extra: object = {}) => ({
  appointment_type_label: 'Regular session',
  patient_user_id: patient,
  repeat_rule: 'FREQ=WEEKLY;COUNT=3',
  appointments: [
    { appointment_start: '2026-11-30T15:00:00Z', appointment_end: '2026-11-30T15:50:00Z' },
  ],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, 'inviting-owner@example.org');
  await t.database.db
    .update(users)
    .set({ firstName: 'Jordan', lastName: 'Lee' })
    .where(eq(users.id, owner.sub));
  const res = await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  expect(res.statusCode, res.body).toBe(201);
}, 60_000);
afterAll(() => t.close());

describe('the invitation mail', () => {
  it('names who invited, the practice, and the first session on the client’s clock', async () => {
    const client = await clientIn('Europe/Berlin');
    const res = await owner.browser.post(
      '/api/scheduler/v1/appointment/series/',
      series(client.sub),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(client.email);
    expect(mail?.subject).toBe('Jordan Lee of Jordan Lee invited you to sessions');
    expect(mail?.text).toContain(
      'Jordan Lee of Jordan Lee invited you to 3 sessions (Regular session)',
    );
    // 15:00 UTC is 16:00 in Berlin: weekday, date, time and zone, never UTC.
    expect(mail?.text).toContain(
      'The first is on Monday, November 30, 2026 at 4:00 PM GMT+1 (Europe/Berlin).',
    );
    expect(mail?.text).toContain('accept them all at once, or one at a time');
  });

  it('is not sent with skip_email, nor by a sender whose address is not confirmed', async () => {
    const quiet = await clientIn('America/Chicago');
    const skipped = await owner.browser.post(
      '/api/scheduler/v1/appointment/series/',
      series(quiet.sub, {
        skip_email: true,
        appointments: [
          { appointment_start: '2026-12-01T15:00:00Z', appointment_end: '2026-12-01T15:50:00Z' },
        ],
      }),
    );
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(await mailsTo(quiet.email)).toEqual([]);

    // The owner's address becomes unconfirmed: the sessions are booked, no mail goes.
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: null })
      .where(eq(users.id, owner.sub));
    const unconfirmed = await clientIn('America/Chicago');
    const booked = await owner.browser.post(
      '/api/scheduler/v1/appointment/series/',
      series(unconfirmed.sub, {
        appointments: [
          { appointment_start: '2026-12-02T15:00:00Z', appointment_end: '2026-12-02T15:50:00Z' },
        ],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await mailsTo(unconfirmed.email)).toEqual([]);
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: t.clock.now() })
      .where(eq(users.id, owner.sub));
  });
});
