import { expect, expectAccessible, saveScreenshot, test } from '../support';
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

test.describe.configure({ timeout: 120_000 });

test('a professional blocks time, changes it, takes a day off, and downloads a session for their calendar', async ({
  page,
}, testInfo) => {
  await newPractice(page.request, testInfo);
  const client = await addClient(page.request, { first_name: 'Ada', last_name: 'Lind' });
  const monday = firstMondayAhead(1);
  const tuesday = addDays(monday, 1);
  await bookSessions(page.request, client, [practiceTime(monday, '09:00')]);
  await openSchedule(page, 'dayGridMonth', monday);

  // Lunch is blocked on Monday.
  await page.getByRole('button', { name: 'Block time' }).click();
  const block = sidePanel(page, 'Block time');
  await block.getByLabel(/^From \(date\)/).fill(monday);
  await block.getByLabel(/^From \(time\)/).fill('12:00');
  await block.getByLabel(/^Until \(date\)/).fill(monday);
  await block.getByLabel(/^Until \(time\)/).fill('13:00');
  await block.getByRole('textbox', { name: 'Note' }).fill('Lunch');
  await block.getByRole('button', { name: 'Block this time' }).click();
  const details = sidePanel(page, 'Blocked time');
  await expect(details).toContainText('Lunch');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'schedule-blocked-details', { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).click();
  const blocked = page.locator('.fc-event', { hasText: 'Blocked: Lunch' });
  await expect(blocked).toHaveCount(1);

  // Its note changes from its panels.
  await blocked.click();
  await details.getByRole('button', { name: 'Edit blocked time' }).click();
  const edit = sidePanel(page, 'Edit blocked time');
  await expect(edit.getByLabel(/^From \(time\)/)).toHaveValue('12:00');
  await edit.getByRole('textbox', { name: 'Note' }).fill('Team lunch');
  await edit.getByRole('button', { name: 'Save blocked time' }).click();
  await expect(details).toContainText('Team lunch');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.fc-event', { hasText: 'Blocked: Team lunch' })).toHaveCount(1);

  // Tuesday becomes a day off, from the day's preview.
  await page.locator(`td[data-date="${tuesday}"] a.fc-daygrid-day-number`).click();
  const preview = sidePanel(page, 'Day preview');
  await expect(preview).toContainText('Hours: 09:00–17:00');
  await preview.getByRole('button', { name: 'Change hours for this day' }).click();
  const hours = sidePanel(page, 'Edit hours for the day');
  await hours.getByRole('radio', { name: 'Day off' }).check();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'schedule-day-hours', { fullPage: false });
  await hours.getByRole('button', { name: 'Save hours' }).click();
  await expect(preview).toContainText('Hours: Not working (changed for this day)');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator(`td[data-date="${tuesday}"] .orchid-closed`)).toHaveCount(1);
  await expectAccessible(page);
  await saveScheduleScreenshot(page, testInfo, 'schedule-blocked-month');

  // The session as a calendar file.
  await page.locator('.fc-event', { hasText: 'Ada Lind' }).click();
  await sidePanel(page, 'Session details').getByRole('button', { name: 'Add to calendar' }).click();
  const addTo = sidePanel(page, 'Add to calendar');
  const downloading = page.waitForEvent('download');
  await addTo.getByRole('button', { name: 'Download .ics file' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^session-\d{4}-\d{2}-\d{2}\.ics$/);
  await expect(addTo.getByRole('status')).toContainText('Downloaded');
  await expectAccessible(page);
});
