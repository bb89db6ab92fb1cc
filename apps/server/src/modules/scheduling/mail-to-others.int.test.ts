import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables';
import { register, registerConfirmed, type TestBrowser } from '../../test/browser';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCareRelationship } from '../care-invitations/repo';

// The outside probe's abuse: a professional names a session type with a link, adds a client
// with any address and books many sessions inside 24 hours, so the platform mails their text
// and link at once. Reminders and client invitations are the practice's mail to someone else
// (platform/mail/mail-to-others.ts). The clock starts on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
const PHISH = 'Verify your card at https://pay-here.example/card';

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function runJobs() {
  while ((await t.app.jobs.runDue(100)) > 0) {}
}

type Mail = { subject: string; text: string; attachments?: { content: string }[] };
async function mailsTo(to: string): Promise<Mail[]> {
  await runJobs();
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${to}`,
    remoteAddress: '127.0.0.1',
  });
  return res.json().messages as Mail[];
}

async function practice(owner: { browser: TestBrowser; sub: string }, clientEmail: string) {
  const trial = await owner.browser.post('/api/users/v1/subscription/checkout', {
    sub_class: 'core',
    sub_period: 'monthly',
    type: 'trial',
  });
  expect(trial.statusCode).toBe(201);
  const type = await owner.browser.post(
    '/api/scheduler/v1/appointment_types/',
    sessionTypeBody({ label: PHISH }),
  );
  expect(type.statusCode).toBe(201);
  const client = await registerConfirmed(t, { email: clientEmail, type: 'member' });
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: client.sub,
    source: 'invite',
    createdAt: t.clock.now(),
  });
  return client;
}

/** Eleven sessions an hour apart, all inside the next 24 hours: each reminder is due at once. */
async function bookEleven(owner: TestBrowser, client: { browser: TestBrowser; sub: string }) {
  const patientUserId = client.sub;
  const start = Date.parse('2026-11-22T13:00:00Z');
  const appointments = Array.from({ length: 11 }, (_, i) => ({
    appointment_start: new Date(start + i * 3_600_000).toISOString(),
    appointment_end: new Date(start + i * 3_600_000 + 50 * 60_000).toISOString(),
  }));
  const res = await owner.post('/api/scheduler/v1/appointment/series/', {
    appointment_type_label: PHISH,
    patient_user_id: patientUserId,
    repeat_rule: null,
    appointments,
  });
  expect(res.statusCode).toBe(201);
  // The practice's sessions wait for the client's answer; only accepted ones are reminded of.
  const listed = await client.browser.get(
    '/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime=2026-11-22T00:00:00Z',
  );
  const [invited] = (listed.json().appointments as { appointment_series_id: string }[]) ?? [];
  const accepted = await client.browser.post(
    `/api/scheduler/v1/appointment/series/${invited?.appointment_series_id}/accept`,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const withheld = (actor: string) =>
  t.database.db
    .select({ detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'mail.withheld'), eq(auditEvents.actorUserId, actor)));

describe('mail to others from a practice', () => {
  it('an unconfirmed professional cannot invite a client by mail, and their bookings remind nobody', async () => {
    const owner = await register(t, { email: 'unconfirmed-pro@example.org' });
    const client = await practice(owner, 'target-one@example.org');

    const invited = await owner.browser.post('/api/users/v1/create_patient/', {
      first_name: 'Any',
      last_name: 'Body',
      dob: '1990-01-01',
      email: 'any-address@example.org',
    });
    expect(invited.statusCode).toBe(403);
    expect(await mailsTo('any-address@example.org')).toEqual([]);

    // The bookings stand; only their mails are held back, each with an audit row.
    await bookEleven(owner.browser, client);
    const reminders = (await mailsTo('target-one@example.org')).filter((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(reminders).toEqual([]);
    const rows = await withheld(owner.sub);
    expect(rows).toHaveLength(11);
    expect(rows[0]?.detail).toEqual({ reason: 'unconfirmed', kind: 'reminder' });
  });

  it('a confirmed professional reaches one client at most 3 times a day, and their words carry no link', async () => {
    const owner = await registerConfirmed(t, { email: 'confirmed-pro@example.org' });
    const client = await practice(owner, 'target-two@example.org');
    await bookEleven(owner.browser, client);
    // The invitation to the series is the first of the three; two reminders follow it.
    // The client's own account mail (confirming their address) is not the practice's.
    const mails = (await mailsTo('target-two@example.org')).filter(
      (m) => !m.subject.startsWith('Confirm your email'),
    );
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(2);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.attachments?.[0]?.content ?? '']) {
        expect(part).not.toContain('https://pay-here');
        expect(part).not.toContain('pay-here.example');
      }
    }
    for (const mail of mails.filter((m) => m.subject.startsWith('Reminder'))) {
      expect(mail.subject).toContain('Verify your card at hxxps[://]pay-here[.]example/card');
    }
    const rows = await withheld(owner.sub);
    expect(rows).toHaveLength(9);
    expect(rows[0]?.detail).toEqual({ reason: 'over_limit', kind: 'reminder' });
  });

  it("adding clients with an address counts against the sender's limit of mail to others", async () => {
    const owner = await registerConfirmed(t, { email: 'inviting-pro@example.org' });
    await practice(owner, 'target-three@example.org');
    const add = (i: number) =>
      owner.browser.post('/api/users/v1/create_patient/', {
        first_name: `Client${i}`,
        last_name: 'Body',
        dob: '1990-01-01',
        email: `invited-${i}@example.org`,
      });
    for (let i = 1; i <= 20; i++) expect((await add(i)).statusCode).toBe(201);
    expect(await mailsTo('invited-1@example.org')).toHaveLength(1);
    const over = await add(21);
    expect(over.statusCode).toBe(429);
    expect(await mailsTo('invited-21@example.org')).toEqual([]);
    // Without an address nobody is mailed, so nothing limits it.
    const offline = await owner.browser.post('/api/users/v1/create_patient/', {
      first_name: 'Offline',
      last_name: 'Body',
      dob: '1990-01-01',
    });
    expect(offline.statusCode).toBe(201);
  });
});
