import { latestMail, linkIn, newPassword, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';
import {
  addClient,
  addDays,
  bookSessions,
  firstMondayAhead,
  newPractice,
  openSchedule,
  practiceTime,
  saveScheduleScreenshot,
  sidePanel,
} from './schedule-setup';

test.describe.configure({ timeout: 150_000 });

test(
  "a practice scheduler works the owner's calendar: sees and books the owner's sessions, and cannot change the hours",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // The owner's practice, with a client and a session.
    await newPractice(page.request, testInfo);
    const client = await addClient(page.request, { first_name: 'Mina', last_name: 'Okafor' });
    const wednesday = addDays(firstMondayAhead(1), 2);
    await bookSessions(page.request, client, [practiceTime(wednesday, '09:00')]);

    // The owner invites a scheduler, who registers from the mailed link.
    const schedulerEmail = uniqueEmail('scheduler', testInfo);
    const invited = await page.request.post('/api/users/v1/team/invites', {
      data: { email: schedulerEmail, role: 'PRACTICE_SCHEDULER' },
    });
    expect(invited.status()).toBe(201);
    const mail = await latestMail(request, schedulerEmail, /invited you to/);
    const token = new URL(linkIn(mail, '/team-invite'), 'http://localhost').searchParams.get(
      'token',
    );
    await page.context().clearCookies();
    const registered = await page.request.post('/api/users/v1/orchid_pro/account', {
      data: {
        user_in: { email: schedulerEmail, password: newPassword, team_invite_token: token },
        orchid_pro_in: { first_name: 'Theo', last_name: 'Marsh', is_over_eighteen: true },
      },
    });
    expect(registered.status()).toBe(201);
    const signedIn = await page.request.post('/api/login/v1/initiate_auth', {
      data: { username_or_email: schedulerEmail, password: newPassword },
    });
    expect(signedIn.status()).toBe(200);

    await openSchedule(page, phone ? 'listWeek' : 'timeGridWeek', wednesday);
    await expect(page.getByText("You schedule for Iris Novak's practice.")).toBeVisible();
    const sessions = page.locator('.fc-event', { hasText: 'Mina Okafor' });
    await expect(sessions).toHaveCount(1);

    // The scheduler books the owner's client on Thursday.
    await page.getByRole('button', { name: 'New session' }).click();
    const newSession = sidePanel(page, 'New session');
    await newSession.getByRole('combobox', { name: 'Choose a client' }).fill('Mina Ok');
    await page.getByRole('option', { name: 'Mina Okafor' }).click();
    await expect(newSession.getByRole('combobox', { name: 'Session type' })).toHaveValue(
      'Regular session',
    );
    await newSession.getByLabel(/^Date\s*\*?$/).fill(addDays(wednesday, 1));
    await newSession.getByLabel(/^Start/).fill('11:00');
    await newSession.getByRole('button', { name: 'Create session' }).click();
    await expect(newSession).toBeHidden();
    await expect(sessions).toHaveCount(2);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScheduleScreenshot(page, testInfo, 'schedule-scheduler-week');

    // The day's preview offers sessions and blocked time, not the owner's hours.
    await openSchedule(page, 'dayGridMonth', wednesday);
    await page.locator(`td[data-date="${wednesday}"] a.fc-daygrid-day-number`).click();
    const preview = sidePanel(page, 'Day preview');
    await expect(preview).toContainText('Hours: 09:00–17:00');
    await expect(preview.getByRole('button', { name: /Mina Okafor/ })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'New session on this day' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Change hours for this day' })).toHaveCount(0);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'schedule-scheduler-day-preview', { fullPage: false });
  },
);
