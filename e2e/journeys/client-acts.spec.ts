import type { Browser, Page } from '@playwright/test';
import {
  createConfirmedAccount,
  demo,
  logInWith,
  memberIntake,
  onboardProfessional,
  uniqueEmail,
} from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';
import { addSessionType, clientOfPractice, sessionType, startIn } from './schedule-setup';

// Clients can act (issue 28): a client who booked online is one of the practice's clients,
// whom it books again from its calendar; a client moves their own session to another free
// time; a client accepts a series the practice invited them to once, with "Accept all".

test.describe.configure({ timeout: 180_000 });
const clientZone = 'America/Chicago';
test.use({ timezoneId: clientZone });

const DAY = 24 * 60 * 60_000;
const demoType = 'Free introduction';
/** Weekday, date, time and zone, as the client reads a moment. */
const fullMoment = /[A-Z][a-z]+day, [A-Z][a-z]+ \d+, \d{4} at \d+:\d\d (AM|PM) C[SD]T/;

async function demoProfessional(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const pro = await context.newPage();
  await pro.goto('/login');
  await logInWith(pro, demo.professional.email, demo.professional.password);
  await expect(pro).toHaveURL(/\/pro-dashboard\//);
  return pro;
}

test(
  'a client who booked online is booked again by the practice, and moves their own session',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // A member of their own, with a name nobody else has.
    const lastName = `Booker${Date.now().toString(36)}`;
    await createConfirmedAccount(page.request, 'member', uniqueEmail('online-client', testInfo));
    expect(
      (
        await page.request.put('/api/users/v1/patient/', {
          data: { ...memberIntake, last_name: lastName },
        })
      ).status(),
    ).toBe(200);

    // They book the demo therapist's free introduction online (desktop and phone take times far
    // apart, clear of the other journeys').
    const profile = await (
      await page.request.get('/api/users/v1/directory/professional/demo-therapist')
    ).json();
    const from = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const free = await (
      await page.request.get(
        `/api/scheduler/v1/timeslots/${profile.sub}?from=${from}&to=${to}&appointment_type_label=${encodeURIComponent(demoType)}`,
      )
    ).json();
    const slots = free.timeslots as { timeslot_datetime_start: string }[];
    const slot = slots[phone ? Math.floor(slots.length * 0.75) : Math.floor(slots.length * 0.5)];
    expect(slot).toBeTruthy();
    const booked = await page.request.post(
      '/api/scheduler/v1/timeslot_patient/books_availability',
      {
        data: {
          timeslot_length_minute: 25,
          timeslot_datetime_start: slot?.timeslot_datetime_start,
          orchid_pro_cognito_sub: profile.sub,
          appointment_type_label: demoType,
        },
      },
    );
    expect(booked.status(), await booked.text()).toBe(201);

    // The practice finds them in its calendar's client picker and books them again.
    const pro = await demoProfessional(browser);
    await pro.goto('/pro-dashboard/schedule');
    await pro.getByRole('button', { name: 'New session' }).click();
    const newSession = pro.getByRole('dialog', { name: 'New session' });
    const picker = newSession.getByRole('combobox', { name: 'Choose a client' });
    await picker.fill(lastName);
    await pro.getByRole('option', { name: `Juniper ${lastName}` }).click();
    await saveScreenshot(pro, testInfo, 'client-acts-picker', { fullPage: false });
    await newSession
      .getByRole('combobox', { name: 'Session type' })
      .selectOption('Regular session');
    const again = new Date(Date.parse(slot?.timeslot_datetime_start ?? '') + 2 * DAY);
    const againDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      again,
    );
    await newSession.getByLabel(/^Date\s*\*?$/).fill(againDate);
    // Early in the morning, outside the practice's hours and clear of its other sessions.
    await newSession.getByLabel(/^Start/).fill(phone ? '07:00' : '06:00');
    await newSession.getByLabel('Book even outside my hours or over blocked time').check();
    await newSession.getByRole('button', { name: 'Create session' }).click();
    await expect(newSession).toBeHidden();
    await pro.context().close();

    // The client sees both; the online booking moves to another free time of its type.
    await page.goto('/member-dashboard/sessions');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('article')).toHaveCount(2);
    const intro = upcoming.getByRole('article').filter({ hasText: demoType });
    await intro.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule this session' });
    await expect(dialog.getByText(/^Now:/)).toContainText(fullMoment);
    await expect(dialog).toContainText('Moving is free');
    const times = dialog.getByRole('radio');
    await expect(times.first()).toBeAttached();
    // A time is a chip: its label is what a person clicks.
    const chosenId = await times.nth(1).getAttribute('id');
    await dialog.locator(`label[for="${chosenId}"]`).click();
    await expect(times.nth(1)).toBeChecked();
    await expect(dialog.getByText(/^New:/)).toContainText(fullMoment);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'client-acts-reschedule', { fullPage: false });
    const newWords = (await dialog.getByText(/^New:/).textContent())?.replace('New: ', '') ?? '';
    await dialog.getByRole('button', { name: 'Move session' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Session moved')).toBeVisible();
    const newDay = newWords.split(' at ')[0] ?? '';
    await expect(upcoming.getByRole('article', { name: newDay })).toContainText(demoType);
    // A toast under the pointer stays open: the pointer leaves it.
    await page.mouse.move(0, 0);
    await toastsGone(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'client-acts-moved');
  },
);

test('a client accepts a series the practice invited them to once, with Accept all', async ({
  page,
  request: pro,
}, testInfo) => {
  await createConfirmedAccount(pro, 'professional', uniqueEmail('series-pro', testInfo));
  await onboardProfessional(pro);
  await addSessionType(pro);
  const patientUserId = await clientOfPractice(pro, page, uniqueEmail('series-client', testInfo));
  const first = startIn(3 * DAY);
  const invited = await pro.post('/api/scheduler/v1/appointment/series/', {
    data: {
      appointment_type_label: sessionType.label,
      patient_user_id: patientUserId,
      force_book_over_blocked: true,
      repeat_rule: 'FREQ=WEEKLY;COUNT=3',
      appointments: [
        {
          appointment_start: first.toISOString(),
          appointment_end: new Date(first.getTime() + 50 * 60_000).toISOString(),
        },
      ],
    },
  });
  expect(invited.status()).toBe(201);

  await page.goto('/member-dashboard/sessions');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  // The machine may be busy: the first load is given longer.
  await expect(upcoming.getByRole('article')).toHaveCount(3, { timeout: 30_000 });
  await expect(upcoming.getByText('Unconfirmed')).toHaveCount(3);
  const series = upcoming.getByRole('region', { name: '3 sessions of a series await your answer' });
  await expect(series).toContainText(
    'Iris Novak invited you to a series of Regular session, the first on',
  );
  await expect(series).toContainText(fullMoment);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'client-acts-series-invited');

  await series.getByRole('button', { name: 'Accept all' }).click();
  await expect(upcoming.getByText('Confirmed')).toHaveCount(3);
  await expect(series).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await toastsGone(page);
  await saveScreenshot(page, testInfo, 'client-acts-series-accepted');
});
