import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables';
import { actForNewMinor, registerConfirmed, type TestBrowser } from '../../test/browser';
import { joinAsScheduler } from '../../test/callers';
import { payOnPage } from '../../test/checkout';
import { practiceWithHours, sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/tables';
import { insertCareRelationship } from '../care-invitations/repo';
import { notifications } from './tables';

// Who is told of a session's change, in which zone: the practice (owner and scheduler: a
// notice and a mail) of what its clients do, the client (or a minor's guardian) of what the
// practice does. The practice keeps New York hours (weekdays 09:00-17:00); its clients live
// in Berlin. The clock starts on Sunday 22 November 2026, 12:00 UTC.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let scheduler: { browser: TestBrowser; sub: string };
let n = 0;
const START = new Date('2026-11-22T12:00:00Z');
const OWNER = 'notify-owner@example.org';
const SCHEDULER = 'notify-scheduler@example.org';

beforeAll(async () => {
  t = await createTestApp();
  owner = await practiceWithHours(t, OWNER, [
    sessionTypeBody(),
    sessionTypeBody({ label: 'Intro', price: 0, length_minutes: 25 }),
  ]);
  scheduler = await joinAsScheduler(t, owner.browser, SCHEDULER);
}, 90_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

const runJobs = async () => {
  while ((await t.app.jobs.runDue(100)) > 0) {}
};

type Mail = {
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
};
async function mailsTo(to: string): Promise<Mail[]> {
  await runJobs();
  const res = await t.app.inject({
    url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
    remoteAddress: '127.0.0.1',
  });
  return res.json().messages as Mail[];
}

/** A member done signing up, living in Berlin. */
async function client(first = 'Ana') {
  const email = `notify-client${++n}@example.org`;
  const who = await registerConfirmed(t, { email, type: 'member' });
  await t.database.db
    .update(users)
    .set({ signupFormFinished: true, timezone: 'Europe/Berlin', firstName: first, lastName: 'Lee' })
    .where(eq(users.id, who.sub));
  return { ...who, email };
}

const BOOK = '/api/scheduler/v1/timeslot_patient/books_availability';
async function book(browser: TestBrowser, start: string, label = 'Intro') {
  const res = await browser.post(BOOK, {
    timeslot_length_minute: label === 'Intro' ? 25 : 50,
    timeslot_datetime_start: start,
    orchid_pro_cognito_sub: owner.sub,
    appointment_type_label: label,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().timeslot_id as string;
}

async function appointmentOf(browser: TestBrowser, timeslotId: string) {
  const view = await browser.get(`/api/scheduler/v1/timeslot_patient/${timeslotId}`);
  return view.json().appointment_id as string;
}

type Notice = { notification_id: string; kind: string; text: string; appointment_id: string };
async function noticesOf(browser: TestBrowser): Promise<Notice[]> {
  await runJobs();
  const res = await browser.get('/api/users/v1/notifications?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
}

describe('a client books', () => {
  it('the client gets a confirmation with the .ics in their zone; owner and scheduler a notice and a mail in the practice zone', async () => {
    const who = await client('Ana');
    const before = (await noticesOf(owner.browser)).length;
    const id = await book(who.browser, '2026-11-23T14:00:00Z');

    const [confirmation] = await mailsTo(who.email);
    expect(confirmation?.subject).toBe('Booked: Intro with Alex Kim on Mon, Nov 23, 3:00 PM GMT+1');
    expect(confirmation?.text).toContain(
      'Monday, November 23, 2026 at 3:00 PM GMT+1 (Europe/Berlin)',
    );
    expect(confirmation?.text).not.toContain('UTC');
    expect(confirmation?.attachments.map((file) => file.filename)).toEqual(['session.ics']);
    expect(confirmation?.attachments[0]?.content).toContain('DTSTART');

    for (const [browser, address] of [
      [owner.browser, OWNER],
      [scheduler.browser, SCHEDULER],
    ] as const) {
      const notices = await noticesOf(browser);
      expect(notices[0]).toMatchObject({
        kind: 'booked',
        text: expect.stringContaining(
          'booked Intro on Monday, November 23, 2026 at 9:00 AM EST (America/New_York)',
        ),
        appointment_id: await appointmentOf(who.browser, id),
      });
      expect(notices[0]?.text).toMatch(/^Ana Lee booked/);
      const [mail] = await mailsTo(address);
      expect(mail?.subject).toMatch(/^New booking: Ana Lee, Mon, Nov 23, 9:00 AM EST$/);
      expect(mail?.text).toContain('/pro-dashboard/schedule');
    }
    expect((await noticesOf(owner.browser)).length).toBe(before + 1);
    // The client is not told of their own booking on a bell.
    expect(await noticesOf(who.browser)).toEqual([]);
  });

  it('a job that runs again (a retry after a crash) leaves no second notice and sends no second mail', async () => {
    const who = await client('Rui');
    await book(who.browser, '2026-12-03T14:00:00Z');
    // The practice's job for this booking, as queued (a finished job keeps no payload).
    const [queued] = await t.database.db
      .select({ kind: jobs.kind, payload: jobs.payload })
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'booking.confirmed:notifications.practice'), eq(jobs.state, 'queued')),
      );
    expect(queued).toBeDefined();
    const notices = (await noticesOf(owner.browser)).length;
    const mails = (await mailsTo(OWNER)).length;
    // It runs again, as after a server died before the job was marked done.
    await t.app.jobs.enqueue(queued?.kind ?? '', queued?.payload);
    expect((await noticesOf(owner.browser)).length).toBe(notices);
    expect((await mailsTo(OWNER)).length).toBe(mails);
  });

  it('a refused booking (outside the hours, or a time taken) sends no mail and leaves no notice', async () => {
    const who = await client();
    const other = await client();
    const noticesBefore = (await noticesOf(owner.browser)).length;
    const ownerMails = (await mailsTo(OWNER)).length;
    const outside = await who.browser.post(BOOK, {
      timeslot_length_minute: 25,
      timeslot_datetime_start: '2026-11-23T03:00:00Z',
      orchid_pro_cognito_sub: owner.sub,
      appointment_type_label: 'Intro',
    });
    expect(outside.statusCode).toBeGreaterThanOrEqual(400);
    await book(other.browser, '2026-11-24T14:00:00Z');
    const taken = await who.browser.post(BOOK, {
      timeslot_length_minute: 25,
      timeslot_datetime_start: '2026-11-24T14:00:00Z',
      orchid_pro_cognito_sub: owner.sub,
      appointment_type_label: 'Intro',
    });
    expect(taken.statusCode).toBe(409);
    // Only the link that confirmed the address reached them.
    const mails = await mailsTo(who.email);
    expect(mails.filter((m) => !m.text.includes('/confirm-email?token='))).toEqual([]);
    // Only the other client's booking is told of.
    expect((await noticesOf(owner.browser)).length).toBe(noticesBefore + 1);
    expect((await mailsTo(OWNER)).length).toBe(ownerMails + 1);
  });

  it("a client's own confirmations and reminders do not count against the practice's mail to them", async () => {
    const who = await client();
    // Four bookings a day apart, each more than 24 hours ahead; the limit of mail to others
    // is three a day to one address.
    const starts = [
      '2026-11-24T14:25:00Z',
      '2026-11-24T14:50:00Z',
      '2026-11-24T15:15:00Z',
      '2026-11-24T15:40:00Z',
    ];
    for (const start of starts) await book(who.browser, start);
    expect((await mailsTo(who.email)).filter((m) => m.subject.startsWith('Booked:'))).toHaveLength(
      4,
    );
    t.clock.set(new Date('2026-11-23T16:00:00Z'));
    const reminders = (await mailsTo(who.email)).filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(4);
    expect(reminders[0]?.subject).toContain('GMT+1');
  });

  it("a guardian booking for a minor gets the confirmation, and the practice's move of it", async () => {
    const guardian = await client('Gail');
    await actForNewMinor(guardian);
    const id = await book(guardian.browser, '2026-11-25T14:00:00Z');
    const [confirmation] = await mailsTo(guardian.email);
    expect(confirmation?.subject).toMatch(/^Booked: Intro with Alex Kim/);
    expect(confirmation?.text).toContain('for Robin');
    const appointment = await appointmentOf(guardian.browser, id);
    const moved = await owner.browser.put(`/api/scheduler/v1/appointment/${appointment}`, {
      appointment_start: '2026-11-25T16:00:00Z',
      appointment_end: '2026-11-25T16:25:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail] = await mailsTo(guardian.email);
    expect(mail?.text).toContain("moved Robin's session");
    expect(mail?.text).toContain('Wednesday, November 25, 2026 at 5:00 PM GMT+1 (Europe/Berlin)');
  });
});

describe('the practice changes a session', () => {
  it('a move mails the client who moved it, the old and the new time in their zone, with the file', async () => {
    const who = await client();
    const id = await book(who.browser, '2026-11-26T14:00:00Z');
    const appointment = await appointmentOf(who.browser, id);
    const ownerNotices = (await noticesOf(owner.browser)).length;
    const moved = await owner.browser.put(`/api/scheduler/v1/appointment/${appointment}`, {
      appointment_start: '2026-11-26T18:00:00Z',
      appointment_end: '2026-11-26T18:25:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail] = await mailsTo(who.email);
    expect(mail?.subject).toBe('Session moved to Thu, Nov 26, 7:00 PM GMT+1');
    expect(mail?.text).toMatch(/Alex Kim of .+ moved your session, Intro with Alex Kim\./);
    expect(mail?.text).toContain(
      'It was on Thursday, November 26, 2026 at 3:00 PM GMT+1 (Europe/Berlin).',
    );
    expect(mail?.text).toContain(
      'It is now on Thursday, November 26, 2026 at 7:00 PM GMT+1 (Europe/Berlin).',
    );
    expect(mail?.attachments[0]?.content).toContain('20261126T180000Z');
    // The practice is not told back what it did itself.
    expect((await noticesOf(owner.browser)).length).toBe(ownerNotices);
  });

  it('a cancellation of a paid session tells the refund in the same mail, with no refund mail of its own', async () => {
    const who = await client();
    const id = await book(who.browser, '2026-11-27T14:00:00Z', 'Regular session');
    await payOnPage(who.browser, id, '4242424242424242');
    const [receipt] = await mailsTo(who.email);
    // The session is named once, in the client's zone, the zone named.
    expect(receipt?.text).toContain(
      'for Regular session on Friday, November 27, 2026 at 3:00 PM GMT+1 (Europe/Berlin)',
    );
    expect(receipt?.text).not.toMatch(/session session|UTC/);
    const appointment = await appointmentOf(who.browser, id);
    const cancelled = await owner.browser.post(
      `/api/scheduler/v1/appointment/${appointment}/cancel`,
      { edit_mode: 'this_session' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsTo(who.email);
    expect(mails.slice(0, 2).map((m) => m.subject)).toEqual([
      'Session cancelled: Regular session on Fri, Nov 27, 3:00 PM GMT+1',
      receipt?.subject,
    ]);
    expect(mails.filter((m) => m.subject.startsWith('Refund'))).toEqual([]);
    expect(mails[0]?.text).toMatch(
      /Alex Kim of .+ cancelled your session, Regular session on Friday, November 27, 2026 at 3:00 PM GMT\+1 \(Europe\/Berlin\)\./,
    );
    expect(mails[0]?.text).toContain('$150.00 of your payment is refunded to your card.');
  });
});

describe('the client changes a session', () => {
  it('the practice is told of a cancellation and a move, each in its zone', async () => {
    const who = await client('Cleo');
    const first = await appointmentOf(who.browser, await book(who.browser, '2026-11-30T14:00:00Z'));
    const second = await appointmentOf(
      who.browser,
      await book(who.browser, '2026-11-30T14:25:00Z'),
    );
    const cancelled = await who.browser.post(`/api/scheduler/v1/appointment/${first}/cancel`, {
      edit_mode: 'this_session',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moved = await who.browser.post(`/api/scheduler/v1/appointment/${second}/reschedule`, {
      appointment_start: '2026-11-30T15:15:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Each change is a job of its own: their notices come in the order the jobs ran.
    const notices = await noticesOf(owner.browser);
    const cancel = notices.find((notice) => notice.appointment_id === first);
    const move = notices.find(
      (notice) => notice.appointment_id === second && notice.kind === 'moved',
    );
    expect(cancel).toMatchObject({
      kind: 'cancelled',
      appointment_id: first,
      text: expect.stringMatching(
        /^Cleo Lee cancelled Intro on Monday, November 30, 2026 at 9:00 AM EST \(America\/New_York\)\.$/,
      ),
    });
    expect(move).toMatchObject({
      kind: 'moved',
      appointment_id: second,
      text: expect.stringContaining(
        'from Monday, November 30, 2026 at 9:25 AM EST (America/New_York) to Monday, November 30, 2026 at 10:15 AM EST (America/New_York).',
      ),
    });
    const subjects = (await mailsTo(OWNER)).map((mail) => mail.subject);
    expect(subjects).toContainEqual(
      expect.stringMatching(/^Cleo Lee moved a session to Mon, Nov 30, 10:15 AM EST$/),
    );
    expect(subjects).toContainEqual(
      expect.stringMatching(/^Cleo Lee cancelled the session of Mon, Nov 30, 9:00 AM EST$/),
    );
  });

  it('a series accepted once is one notice', async () => {
    const who = await client('Sam');
    await insertCareRelationship(t.database.db, {
      professionalUserId: owner.sub,
      memberUserId: who.sub,
      source: 'invite',
      createdAt: t.clock.now(),
    });
    const series = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Intro',
      patient_user_id: who.sub,
      appointments: ['2026-12-01T14:00:00Z', '2026-12-08T14:00:00Z'].map((start) => ({
        appointment_start: start,
        appointment_end: new Date(Date.parse(start) + 25 * 60_000).toISOString(),
      })),
    });
    expect(series.statusCode, series.body).toBe(201);
    const seriesId = series.json().appointment_series_id;
    const accepted = await who.browser.post(
      `/api/scheduler/v1/appointment/series/${seriesId}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [notice] = await noticesOf(owner.browser);
    expect(notice).toMatchObject({
      kind: 'accepted',
      text: expect.stringMatching(
        /^Sam Lee accepted 2 sessions of Intro, the first on Tuesday, December 1, 2026 at 9:00 AM EST \(America\/New_York\)\.$/,
      ),
    });
  });
});

describe("the reader's zone", () => {
  it('is the one their browser named when they registered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/patient/account',
      headers: { 'x-time-zone': 'Asia/Tokyo' },
      payload: {
        user_in: { email: 'notify-tokyo@example.org', password: 'Tangerine-Kite-48!' },
        patient_in: { first_name: 'Kei', is_over_eighteen: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, res.json().sub));
    expect(row?.timezone).toBe('Asia/Tokyo');
  });
});

describe('notices', () => {
  it('are read and marked by their owner only; sealed at rest', async () => {
    const who = await client('Nia');
    await book(who.browser, '2026-12-02T14:00:00Z');
    const [mine] = await noticesOf(owner.browser);
    const id = mine?.notification_id as string;
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.text).toMatch(/^s1\./);
    expect(row?.text).not.toContain('Nia');

    // Another person (the client, the scheduler) can neither read nor mark the owner's notice.
    for (const other of [who.browser, scheduler.browser]) {
      expect(
        (await other.get('/api/users/v1/notifications'))
          .json()
          .notifications.map((notice: Notice) => notice.notification_id),
      ).not.toContain(id);
      const refused = await other.put(`/api/users/v1/notifications/${id}/read`);
      expect(refused.statusCode).toBe(404);
    }
    const unread = (await owner.browser.get('/api/users/v1/notifications/unread_count')).json()
      .unread_count as number;
    expect(unread).toBeGreaterThan(1);
    const read = await owner.browser.put(`/api/users/v1/notifications/${id}/read`);
    expect(read.json()).toEqual({ unread_count: unread - 1 });
    const [after] = (await owner.browser.get('/api/users/v1/notifications')).json().notifications;
    expect(after.read_at).not.toBeNull();
    // The scheduler's own notice of the same booking is still unread.
    expect(
      (await scheduler.browser.get('/api/users/v1/notifications/unread_count')).json().unread_count,
    ).toBeGreaterThan(0);
    expect((await owner.browser.put('/api/users/v1/notifications/read')).json()).toEqual({
      unread_count: 0,
    });
  });

  it('come in pages, newest first', async () => {
    const first = await owner.browser.get('/api/users/v1/notifications?limit=2');
    const page = first.json();
    expect(page.notifications).toHaveLength(2);
    expect(page.next_before).toBe(page.notifications[1].notification_id);
    const next = (
      await owner.browser.get(`/api/users/v1/notifications?limit=2&before=${page.next_before}`)
    ).json();
    expect(next.notifications[0].notification_id < page.next_before).toBe(true);
    const anonymous = await t.app.inject({ url: '/api/users/v1/notifications' });
    expect(anonymous.statusCode).toBe(403);
  });
});
