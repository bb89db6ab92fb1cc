import type { APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, onboardProfessional, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';
import { clientOfPractice, startIn } from './schedule-setup';

// A client's sessions (accounts-and-access §2 /member-dashboard/sessions, "My sessions" in the
// member menu; booking-practice-and-marketing §4 statuses): an invitation accepted, a session
// added to a calendar, a late cancellation with its fee shown before confirming, and a move by
// the practice arriving live.

test.describe.configure({ timeout: 150_000 });
// The client's clock: times on the page are on it.
const clientZone = 'America/Chicago';
test.use({ timezoneId: clientZone });

const HOUR = 60 * 60_000;

const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: clientZone }).format(instant);

async function invite(pro: APIRequestContext, patientUserId: string, start: Date) {
  const booked = await pro.post('/api/scheduler/v1/appointment/series/', {
    data: {
      appointment_type_label: 'Individual therapy',
      patient_user_id: patientUserId,
      force_book_over_blocked: true,
      appointments: [
        {
          appointment_start: start.toISOString(),
          appointment_end: new Date(start.getTime() + 50 * 60_000).toISOString(),
        },
      ],
    },
  });
  expect(booked.status()).toBe(201);
}

test('a client accepts an invitation, adds it to a calendar, and cancels a session late with the fee shown first', async ({
  page,
  request: pro,
}, testInfo) => {
  // The professional, on the bare request context: a practice with one session type whose
  // late cancellation (within a day) costs $40.
  await createConfirmedAccount(pro, 'professional', uniqueEmail('sessions-pro', testInfo));
  await onboardProfessional(pro);
  const type = await pro.post('/api/scheduler/v1/appointment_types/', {
    data: {
      label: 'Individual therapy',
      length_minutes: 50,
      price: 150,
      kind: 'one_on_one',
      seats: null,
      session_location_type: 'telehealth',
      office_location_id: null,
      cancellation_limit_hours: 24,
      cancellation_fee: { type: 'flat', amount: 40 },
      bookable_online: true,
    },
  });
  expect(type.status()).toBe(201);
  const patientUserId = await clientOfPractice(pro, page, uniqueEmail('sessions-client', testInfo));

  // Nothing booked yet: the empty state points to finding a professional.
  await page.goto('/member-dashboard/homepage');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My sessions' }).click();
  await expect(page).toHaveURL(/\/member-dashboard\/sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming).toContainText('No upcoming sessions');
  await expect(upcoming.getByRole('link', { name: 'Find a professional' })).toHaveAttribute(
    'href',
    '/professional-search',
  );
  await expect(page.getByRole('region', { name: 'Past' })).toContainText('No past sessions yet.');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-sessions-empty');

  // The practice invites the client to a session in three hours and one in three days; one two
  // days ago was never answered.
  const soon = startIn(3 * HOUR);
  const later = startIn(72 * HOUR);
  const gone = startIn(-48 * HOUR);
  await invite(pro, patientUserId, soon);
  await invite(pro, patientUserId, later);
  await invite(pro, patientUserId, gone);
  await page.reload();
  const pastCard = page.getByRole('region', { name: 'Past' }).getByRole('article');
  await expect(pastCard).toHaveCount(1);
  await expect(pastCard).toHaveAccessibleName(dayOf(gone));
  await expect(pastCard).toContainText('Not accepted');
  await expect(pastCard.getByRole('button')).toHaveCount(0);
  const soonCard = upcoming.getByRole('article', { name: dayOf(soon) });
  const laterCard = upcoming.getByRole('article', { name: dayOf(later) });
  await expect(upcoming.getByRole('article')).toHaveCount(2);
  await expect(laterCard).toContainText('Unconfirmed');
  await expect(laterCard).toContainText('Individual therapy with Iris Novak');
  // On the client's clock.
  const laterTime = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: clientZone,
  }).format(later);
  await expect(laterCard).toContainText(`${laterTime} – `);
  await expect(page.getByText('Times are shown in America/Chicago.')).toBeVisible();

  // Accepting confirms it.
  await laterCard.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();
  await expect(laterCard).toContainText('Confirmed');
  await expect(laterCard.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  // Add to calendar: the session as an .ics file.
  const download = page.waitForEvent('download');
  await laterCard.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  await toastsGone(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-sessions');

  // Cancelling the session in three hours is late: the fee shows before confirming.
  await soonCard.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText(
    'This session is within the late-cancellation window: cancelling now costs $40.00.',
  );
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'member-sessions-cancel', { fullPage: false });
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep session' }).click();
  await expect(dialog).toBeHidden();
  await expect(soonCard).toContainText('Unconfirmed');
  await soonCard.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toContainText('cancelling now costs $40.00');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toBeHidden();
  await expect(soonCard).toContainText('Cancelled by you');
  await expect(soonCard.getByRole('button')).toHaveCount(0);

  // The practice sees both changes.
  const practice = (await (await pro.get('/api/scheduler/v1/snapshot/appointments_v2')).json()) as {
    appointments: { appointment_id: string; appointment_start: string; status: string }[];
  };
  expect(practice.appointments.map((a) => [Date.parse(a.appointment_start), a.status])).toEqual([
    [later.getTime(), 'scheduled'],
    [soon.getTime(), 'cancelled_patient'],
    [gone.getTime(), 'invited'],
  ]);

  // Live updates: the practice moves the confirmed session a day on, and the open page shows
  // it at its new day without a reload (the appointment event over /instant_messaging/ws).
  const moved = new Date(later.getTime() + 24 * HOUR);
  const [confirmed] = practice.appointments;
  const move = await pro.put(`/api/scheduler/v1/appointment/${confirmed?.appointment_id}`, {
    data: {
      appointment_start: moved.toISOString(),
      appointment_end: new Date(moved.getTime() + 50 * 60_000).toISOString(),
      edit_mode: 'this_session',
    },
  });
  expect(move.status()).toBe(200);
  await expect(upcoming.getByRole('article', { name: dayOf(moved) })).toBeVisible({
    timeout: 5_000,
  });
  await expect(upcoming.getByRole('article', { name: dayOf(later) })).toHaveCount(0);
});
