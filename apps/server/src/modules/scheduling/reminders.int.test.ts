import { eq } from 'drizzle-orm';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed, signIn, strongPassword, type TestBrowser } from '../../test/browser';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { insertCareRelationship } from '../care-invitations/repo';

// The clock starts on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let client: { browser: TestBrowser; sub: string };
const CLIENT = 'reminded@example.org';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerConfirmed(t, { email: 'reminding-owner@example.org' });
  await owner.browser.post('/api/users/v1/subscription/checkout', {
    sub_class: 'core',
    sub_period: 'monthly',
    type: 'trial',
  });
  await t.database.db
    .update(users)
    .set({ firstName: 'Jordan', lastName: 'Lee' })
    .where(eq(users.id, owner.sub));
  client = await registerConfirmed(t, { email: CLIENT, type: 'member' });
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: client.sub,
    source: 'invite',
    createdAt: t.clock.now(),
  });
  await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  await runJobs();
}, 60_000);
afterAll(() => t.close());

async function runJobs() {
  while ((await t.app.jobs.runDue(100)) > 0) {}
}

type Mail = {
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
  headers: Record<string, string>;
};
async function reminders(): Promise<Mail[]> {
  await runJobs();
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${CLIENT}`,
    remoteAddress: '127.0.0.1',
  });
  return (res.json().messages as Mail[]).filter((mail) => mail.subject.startsWith('Reminder'));
}

/** The practice invites the client to a session at `start`, which the client accepts. */
async function book(start: string, { accept = true, repeat_rule = null as string | null } = {}) {
  const end = new Date(Date.parse(start) + 50 * 60_000).toISOString();
  const res = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
    appointment_type_label: 'Regular session',
    patient_user_id: client.sub,
    repeat_rule,
    appointments: [{ appointment_start: start, appointment_end: end }],
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().invites_created[0].appointment_id as string;
  if (accept) {
    const accepted = await client.browser.post(`/api/scheduler/v1/appointment/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

describe('reminders', () => {
  it('go 24 hours before, with the session as an .ics; at once when booked later than that', async () => {
    await book('2026-11-25T15:00:00Z');
    expect(await reminders()).toEqual([]);

    await book('2026-11-22T20:00:00Z');
    const soon = await reminders();
    expect(soon).toHaveLength(1);
    expect(soon[0]?.subject).toBe(
      'Reminder: Regular session with Jordan Lee on Sun, Nov 22, 3:00 PM EST',
    );
    // A reminder is a mail its person may turn off (docs/email-preferences.md).
    expect(soon[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(soon[0]?.text).toContain('/email-preference/unsubscribe?token=');

    t.clock.set(new Date('2026-11-24T15:00:00Z'));
    const [due] = await reminders();
    expect(due?.subject).toContain('Wed, Nov 25, 10:00 AM EST');
    const [file] = due?.attachments ?? [];
    expect(file?.filename).toBe('session.ics');
    const events = Object.values(nodeIcal.sync.parseICS(file?.content ?? '')).filter(
      (item) => item?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: 'Regular session with Jordan Lee',
      start: new Date('2026-11-25T15:00:00Z'),
      end: new Date('2026-11-25T15:50:00Z'),
    });
  });

  it('are not sent for a cancelled session, and follow a moved one to its new time', async () => {
    t.clock.set(new Date('2026-11-24T16:00:00Z'));
    // Two days on, the owner's session has lapsed: sign in again.
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    await signIn(client.browser, CLIENT, strongPassword);
    const cancelled = await book('2026-11-28T15:00:00Z');
    const moved = await book('2026-11-29T15:00:00Z');
    await owner.browser.post(`/api/scheduler/v1/appointment/${cancelled}/cancel`, {});
    await owner.browser.put(`/api/scheduler/v1/appointment/${moved}`, {
      appointment_start: '2026-11-30T15:00:00Z',
      appointment_end: '2026-11-30T15:50:00Z',
    });
    const before = (await reminders()).length;
    t.clock.set(new Date('2026-11-28T15:30:00Z'));
    expect(await reminders()).toHaveLength(before);
    // The moved session's old time passes without a reminder; its new time gets one.
    t.clock.set(new Date('2026-11-29T15:30:00Z'));
    const after = await reminders();
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.subject).toContain('Mon, Nov 30, 10:00 AM EST');
  });
});

describe('calendar feed', () => {
  const FEED = '/api/scheduler/v1/calendar_feed';
  const events = (text: string) =>
    Object.values(nodeIcal.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as {
      summary: string;
      start: Date;
    }[];
  const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

  it("serves the practice's live sessions at a secret address, names only when turned on", async () => {
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    await signIn(client.browser, CLIENT, strongPassword);
    const feed = (await owner.browser.get(FEED)).json();
    expect(feed).toMatchObject({ include_client_names: false });
    expect((await owner.browser.get(FEED)).json().url).toBe(feed.url);
    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const starts = events(res.body)
      .map((e) => e.start.toISOString())
      .sort();
    // Booked above: 22 and 25 November, the moved one on 30 November; the cancelled one is not there.
    expect(starts).toEqual([
      '2026-11-22T20:00:00.000Z',
      '2026-11-25T15:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
    ]);
    expect(events(res.body).every((e) => e.summary === 'Regular session')).toBe(true);

    await owner.browser.put(FEED, { include_client_names: true });
    expect(events((await fetchFeed(feed.url)).body)[0]?.summary).toMatch(/^Regular session: Sam\b/);
  });

  it("stops the old address when it is replaced, and is the owner's alone", async () => {
    const old = (await owner.browser.get(FEED)).json().url;
    const rotated = (await owner.browser.post(`${FEED}/rotate`)).json().url;
    expect(rotated).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${FEED}/not-a-feed` })).statusCode).toBe(422);
    expect((await client.browser.get(FEED)).statusCode).toBe(403);
  });
});

describe("a minor's reminders", () => {
  it('go to the guardian, who has the address', async () => {
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    const guardian = await registerConfirmed(t, {
      email: 'reminded-guardian@example.org',
      type: 'member',
    });
    const added = await guardian.browser.post('/api/users/v1/minors', {
      first_name: 'Robin',
      last_name: 'Rivera',
      preferred_first_name: 'Rob',
      dob: '2015-06-01',
      relationship: 'Parent',
    });
    const minorId = added.json().orchid_user_id as string;
    await insertCareRelationship(t.database.db, {
      professionalUserId: owner.sub,
      memberUserId: minorId,
      source: 'invite',
      createdAt: t.clock.now(),
    });
    const res = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: minorId,
      repeat_rule: null,
      appointments: [
        { appointment_start: '2026-12-01T20:00:00Z', appointment_end: '2026-12-01T20:50:00Z' },
      ],
    });
    expect(res.statusCode).toBe(201);
    // The guardian accepts for the minor, acting for them.
    const acting = await guardian.browser.post(
      `/api/users/v1/minors/switch/${guardian.sub}/${minorId}`,
    );
    expect(acting.statusCode).toBe(200);
    const id = res.json().invites_created[0].appointment_id;
    const accepted = await guardian.browser.post(`/api/scheduler/v1/appointment/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runJobs();
    const mailbox = await t.app.inject({
      url: '/dev/mailbox/messages?to=reminded-guardian@example.org',
      remoteAddress: '127.0.0.1',
    });
    const [mail] = (mailbox.json().messages as Mail[]).filter((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(mail?.subject).toBe(
      'Reminder: Regular session with Jordan Lee on Tue, Dec 1, 3:00 PM EST',
    );
    expect(mail?.text).toContain("This is a reminder of Rob's session");
    expect(mail?.attachments[0]?.filename).toBe('session.ics');
  });
});

describe('one session as an .ics file', () => {
  it("is the client's and the practice's, each naming the other; nobody else's", async () => {
    t.clock.set(new Date('2026-12-02T12:00:00Z'));
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    await signIn(client.browser, CLIENT, strongPassword);
    const id = await book('2026-12-03T15:00:00Z');
    const url = `/api/scheduler/v1/appointment/${id}/calendar_file`;
    const eventOf = (ics: string) =>
      Object.values(nodeIcal.sync.parseICS(ics)).find((item) => item?.type === 'VEVENT');

    const mine = await client.browser.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().file_name).toBe('session-2026-12-03.ics');
    expect(eventOf(mine.json().ics)).toMatchObject({
      summary: 'Regular session with Jordan Lee',
      start: new Date('2026-12-03T15:00:00Z'),
      end: new Date('2026-12-03T15:50:00Z'),
    });
    const practice = await owner.browser.get(url);
    expect(practice.statusCode).toBe(200);
    expect(eventOf(practice.json().ics)?.summary).toMatch(/^Regular session with /);
    expect(eventOf(practice.json().ics)?.summary).not.toContain('Jordan Lee');

    const stranger = await registerConfirmed(t, {
      email: 'ics-stranger@example.org',
      type: 'member',
    });
    const refused = await stranger.browser.get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ detail: 'We could not find this session.' });
  });
});

describe('invitations', () => {
  it('are not reminded of until accepted; accepting one queues its reminder', async () => {
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    await signIn(client.browser, CLIENT, strongPassword);
    const before = (await reminders()).length;
    // Within 24 hours: a reminder would go at once, were it accepted.
    const id = await book('2026-11-26T20:00:00Z', { accept: false });
    expect(await reminders()).toHaveLength(before);
    const accepted = await client.browser.post(`/api/scheduler/v1/appointment/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const after = await reminders();
    expect(after).toHaveLength(before + 1);
    expect(after.map((mail) => mail.subject)).toContain(
      'Reminder: Regular session with Jordan Lee on Thu, Nov 26, 3:00 PM EST',
    );
  });

  it('of a series are accepted once, for every session still to come', async () => {
    t.clock.set(new Date('2026-12-10T12:00:00Z'));
    await signIn(owner.browser, 'reminding-owner@example.org', strongPassword);
    await signIn(client.browser, CLIENT, strongPassword);
    const first = await book('2026-12-14T15:00:00Z', {
      accept: false,
      repeat_rule: 'FREQ=WEEKLY;COUNT=3',
    });
    const list = async () =>
      (
        await client.browser.get(
          '/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime=2026-12-13T00:00:00Z',
        )
      ).json().appointments as { appointment_series_id: string; status: string }[];
    const [session] = (await list()).filter((a) => a.status === 'invited');
    const seriesId = session?.appointment_series_id as string;
    const stranger = await registerConfirmed(t, {
      email: 'series-stranger@example.org',
      type: 'member',
    });
    const theirs = await stranger.browser.post(
      `/api/scheduler/v1/appointment/series/${seriesId}/accept`,
    );
    expect(theirs.statusCode).toBe(404);

    const accepted = await client.browser.post(
      `/api/scheduler/v1/appointment/series/${seriesId}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().changed.map((c: { status: string }) => c.status)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect(accepted.json().changed[0].appointment_id).toBe(first);
    const again = await client.browser.post(
      `/api/scheduler/v1/appointment/series/${seriesId}/accept`,
    );
    expect(again.statusCode).toBe(409);
  });
});
