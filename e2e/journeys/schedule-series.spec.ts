import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';
import {
  addSessionType,
  firstMondayAhead,
  newPractice,
  openSchedule,
  practiceClock,
  saveScheduleScreenshot,
  sessionsOf,
  sidePanel,
} from './schedule-setup';

test.describe.configure({ timeout: 120_000 });

test('a professional books a weekly series for a new client, moves one session and cancels another', async ({
  page,
}, testInfo) => {
  await newPractice(page.request, testInfo, { withSessionType: false });
  const monday = firstMondayAhead(2);

  // No session type yet: the practice is sent to make one first.
  await openSchedule(page, 'dayGridMonth', monday);
  await page.getByRole('button', { name: 'New session' }).click();
  const newSession = sidePanel(page, 'New session');
  await expect(newSession.getByRole('alert')).toContainText(
    'You need to create at least 1 session type to continue',
  );
  await expect(newSession.getByRole('link', { name: /session type/ })).toBeVisible();
  await newSession.getByRole('button', { name: 'Close' }).click();
  await expect(newSession).toBeHidden();

  await addSessionType(page.request);
  await openSchedule(page, 'dayGridMonth', monday);
  await page.getByRole('button', { name: 'New session' }).click();
  // Sent without a session: the spec's words.
  await newSession.getByRole('button', { name: 'Create session' }).click();
  await expect(newSession.getByRole('alert').first()).toContainText('Create at least 1 session!');

  // A practice with no clients adds one here.
  await newSession.getByRole('textbox', { name: 'Legal first name' }).fill('Juniper');
  await newSession.getByRole('textbox', { name: 'Preferred first name' }).fill('June');
  await newSession.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
  await newSession.getByRole('textbox', { name: 'Date of birth' }).fill('03/07/1990');
  await newSession.getByRole('combobox', { name: 'Session type' }).selectOption('Regular session');
  await newSession.getByLabel(/^Date\s*\*?$/).fill(monday);
  await newSession.getByLabel(/^Start/).fill('10:00');
  await newSession.getByRole('combobox', { name: 'Repeat' }).selectOption('weekly');
  await newSession.getByRole('textbox', { name: 'Number of sessions' }).fill('4');
  await expect(newSession.getByText('Weekly, 4 sessions.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'schedule-new-series', { fullPage: false });
  await newSession.getByRole('button', { name: 'Create session' }).click();
  await expect(newSession).toBeHidden();

  // Four Mondays at 10:00, all in the month shown.
  const events = page.locator('.fc-event', { hasText: 'June Reyes' });
  await expect(events).toHaveCount(4);
  const booked = await sessionsOf(page.request);
  expect(booked.map((session) => practiceClock(session.appointment_start))).toEqual([
    '10:00',
    '10:00',
    '10:00',
    '10:00',
  ]);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScheduleScreenshot(page, testInfo, 'schedule-series-month');

  // The second session moves to 14:00 through its panels; the series' others stay.
  await events.nth(1).click();
  const details = sidePanel(page, 'Session details');
  await expect(details).toContainText('June Reyes');
  await expect(details).toContainText('Invited: waiting for the client to accept');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'schedule-session-details', { fullPage: false });
  await details.getByRole('button', { name: 'Edit session' }).click();
  const edit = sidePanel(page, 'Edit session');
  await expect(edit.getByRole('radio', { name: 'This session' })).toBeChecked();
  await edit.getByLabel(/^Start/).fill('14:00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () =>
      (await sessionsOf(page.request)).map((session) => practiceClock(session.appointment_start)),
    )
    .toEqual(['10:00', '14:00', '10:00', '10:00']);
  await expect(events).toHaveCount(4);

  // The last one is cancelled: gone from the calendar, and greyed when cancelled ones show.
  await events.nth(3).click();
  await details.getByRole('button', { name: 'Cancel session' }).click();
  await expect(details.getByRole('radio', { name: 'This session' })).toBeChecked();
  await details.getByRole('button', { name: 'Cancel this session' }).click();
  await expect(details).toContainText('Cancelled by the practice');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(events).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Show cancelled sessions' }).check();
  await expect(events).toHaveCount(4);
  await expect(page.locator('.orchid-session-cancelled')).toContainText('Cancelled: June Reyes');
  await expectAccessible(page);

  // The list view (a phone's first) reads the same sessions down the screen.
  await openSchedule(page, 'listWeek', booked[1]?.appointment_start.slice(0, 10) ?? monday);
  await expect(page.locator('.fc-list-event', { hasText: 'June Reyes' })).toHaveCount(1);
  await expect(page.locator('.fc-list-event', { hasText: 'June Reyes' })).toContainText('2:00');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScheduleScreenshot(page, testInfo, 'schedule-list-week');
});
