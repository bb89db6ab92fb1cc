import type { Locator, Page } from '@playwright/test';
import { createConfirmedAccount, onboardProfessional, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
  toastsGone,
} from '../support';

// The practice owner's calendar setup (booking-practice-and-marketing §2 "Mobile settings
// screens", §3 Session type; accounts-and-access §5, §6, §9): session types, hours and the
// calendar feed, as settings tabs that work on a phone too.

test.describe.configure({ timeout: 150_000 });

const settingsTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true });

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSessionType(
  form: Locator,
  { name, length, price }: { name: string; length: string; price: string },
) {
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Length' }).fill(length);
  await form.getByRole('textbox', { name: 'Price' }).fill(price);
}

test('a professional sets up session types, weekly hours, days off and the calendar feed, and finds them again after a reload', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('hours', testInfo));
  await onboardProfessional(page.request);

  // No session type yet: the spec's words, and the way to add the first.
  await page.goto('/pro-dashboard/settings');
  await settingsTab(page, 'Session types').click();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings\/session-types$/);
  await expect(
    page.getByText('You need to create at least 1 session type to continue'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'session-types-empty');

  await page.getByRole('button', { name: 'Add session type' }).click();
  let form = page.getByRole('form', { name: 'New session type' });
  await fillSessionType(form, { name: 'Individual therapy', length: '50', price: '150' });
  await form.getByRole('radio', { name: 'A flat fee' }).check();
  await form.getByRole('textbox', { name: 'Fee' }).fill('40');
  await form.getByRole('button', { name: 'Add session type' }).click();
  const list = page.getByRole('list', { name: 'Session types' });
  await expect(list.getByRole('heading')).toHaveText(['Individual therapy']);
  await expect(list).toContainText('$150.00');
  await expect(list).toContainText('Cancelling less than 1 day ahead costs $40.00');

  // A name the practice already uses: the server's refusal under the name.
  await page.getByRole('button', { name: 'Add session type' }).click();
  form = page.getByRole('form', { name: 'New session type' });
  await fillSessionType(form, { name: 'Individual therapy', length: '30', price: '80' });
  await form.getByRole('button', { name: 'Add session type' }).click();
  await expect(form.getByText('You already have a session type with this name.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'session-type-form');
  // A group in person, for 6, with a percent of the price when cancelled within 2 days.
  await form.getByRole('textbox', { name: 'Name' }).fill('Support group');
  await form.getByRole('radio', { name: 'A group' }).check();
  await form.getByRole('textbox', { name: 'Seats' }).fill('6');
  await form.getByRole('radio', { name: 'In person' }).check();
  await form.getByRole('radio', { name: 'A percent of the price' }).check();
  await form.getByRole('textbox', { name: 'Percent of the price' }).fill('50');
  await form.getByRole('switch', { name: 'Clients can book it online' }).uncheck();
  await form.getByRole('button', { name: 'Add session type' }).click();
  await expect(list.getByRole('heading')).toHaveText(['Individual therapy', 'Support group']);
  await expect(list).toContainText('Group, 6 seats');
  await expect(list).toContainText('Only your practice books it');

  // Changing a price keeps two decimals.
  await page.getByRole('button', { name: 'Edit Individual therapy' }).click();
  form = page.getByRole('form', { name: 'Edit Individual therapy' });
  await form.getByRole('textbox', { name: 'Price' }).fill('162.5');
  await form.getByRole('button', { name: 'Save session type' }).click();
  await expect(list).toContainText('$162.50');
  await expect(page.getByText('Session type saved')).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'session-types');

  // Deleting asks first.
  await page.getByRole('button', { name: 'Delete Support group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this session type?' });
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('heading')).toHaveText(['Individual therapy']);

  // Hours: the starting hours until saved.
  await settingsTab(page, 'Availability').click();
  await expect(page.getByText('Clients cannot book you yet')).toBeVisible();
  const timeZone = page.getByRole('combobox', { name: 'Time zone', exact: true });
  await expect(timeZone).toHaveValue('America/New York');
  await timeZone.click();
  await timeZone.fill('Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  // Monday with a lunch break: 9 to 12, then 1 to 5.
  await page.getByLabel('Monday: to').fill('12:00');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(page.getByLabel('Monday: from').nth(1)).toHaveValue('12:00');
  await page.getByLabel('Monday: from').nth(1).fill('13:00');
  await page.getByLabel('Monday: to').nth(1).fill('17:00');
  // Fridays off, Saturday mornings on.
  await page.getByRole('button', { name: 'Remove Friday 09:00 to 17:00' }).click();
  await page.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await page.getByLabel('Saturday: from').fill('10:00');
  await page.getByLabel('Saturday: to').fill('14:00');
  // Christmas Eve off.
  await page.getByLabel('Date', { exact: true }).fill('2026-12-24');
  await page.getByRole('button', { name: 'Add date' }).click();
  const overrides = page.getByRole('list', { name: 'Days off and changed hours' });
  await expect(overrides).toContainText('Thursday, December 24, 2026');
  await chooseOption(page, 'Minimum notice', '2 hours');
  await page.getByRole('textbox', { name: 'Booking window' }).fill('30');
  await chooseOption(page, 'Buffer between sessions', '15 minutes');
  // An end before its start is refused under the period, in the contract's words.
  await page.getByLabel('Saturday: to').fill('09:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await page.getByLabel('Saturday: to').fill('14:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Hours saved')).toBeVisible();
  await expect(page.getByText('Clients cannot book you yet')).toHaveCount(0);
  await toastsGone(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'availability');

  // After a reload the saved hours come back.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue(
    'America/Chicago',
  );
  await expect(page.getByLabel('Monday: from')).toHaveCount(2);
  await expect(page.getByLabel('Monday: to').nth(0)).toHaveValue('12:00');
  await expect(page.getByLabel('Monday: from').nth(1)).toHaveValue('13:00');
  await expect(page.getByRole('group', { name: 'Friday' })).toContainText('Closed');
  await expect(page.getByLabel('Saturday: from')).toHaveValue('10:00');
  await expect(overrides).toContainText('Thursday, December 24, 2026');
  await expect(page.getByRole('combobox', { name: 'Minimum notice' })).toHaveValue('2 hours');
  await expect(page.getByRole('textbox', { name: 'Booking window' })).toHaveValue('30 days');
  await expect(page.getByRole('combobox', { name: 'Buffer between sessions' })).toHaveValue(
    '15 minutes',
  );
  const saved = await (await page.request.get('/api/scheduler/v1/availability')).json();
  expect(saved).toMatchObject({
    saved: true,
    timezone: 'America/Chicago',
    date_overrides: [{ date: '2026-12-24', intervals: [] }],
    min_notice_minutes: 120,
    booking_window_days: 30,
    buffer_minutes: 15,
  });
  expect(
    saved.weekly.map((p: { weekday: number; start: string; end: string }) =>
      [p.weekday, p.start, p.end].join(' '),
    ),
  ).toEqual([
    '1 09:00 12:00',
    '1 13:00 17:00',
    '2 09:00 17:00',
    '3 09:00 17:00',
    '4 09:00 17:00',
    '6 10:00 14:00',
  ]);

  // The session types are still there after the reload too.
  await settingsTab(page, 'Session types').click();
  await expect(list.getByRole('heading')).toHaveText(['Individual therapy']);
  await expect(list).toContainText('$162.50');

  // The calendar feed: copy the address, name the clients, and replace the address.
  await settingsTab(page, 'Calendar feed').click();
  const address = page.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/api\/scheduler\/v1\/calendar_feed\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  const names = page.getByRole('switch', { name: 'Show client names' });
  await expect(names).not.toBeChecked();
  // By keyboard: on a phone the bottom bar can sit over the switch once scrolled to it.
  await names.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Client names shown')).toBeVisible();
  await expect(names).toBeChecked();
  await toastsGone(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'calendar-feed');
  await page.getByRole('button', { name: 'Get a new address' }).click();
  const rotate = page.getByRole('dialog', { name: 'Get a new address?' });
  await expect(rotate).toContainText('The current address stops working at once.');
  await rotate.getByRole('button', { name: 'Get a new address' }).click();
  await expect(rotate).toBeHidden();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show client names' })).toBeChecked();
  await expect(address).not.toHaveValue(first);
});
