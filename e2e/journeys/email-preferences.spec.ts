import type { Page } from '@playwright/test';
import { latestMail, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';
import { bookSessions, clientOfPractice, newPractice, startIn } from './schedule-setup';

// E-mail preferences (accounts-and-access §2 /email-preference pages; docs/email-preferences.md):
// a member opens the unsubscribe link at the bottom of a session reminder in the local
// mailbox, unsubscribes, sees the confirmation, subscribes again, and opens all their
// preferences from there.

test.describe.configure({ timeout: 120_000 });

async function checked(page: Page, name: string) {
  return page.getByRole('checkbox', { name }).isChecked();
}

test('a member unsubscribes from session reminders from a reminder, then subscribes again', async ({
  page,
  request: pro,
}, testInfo) => {
  await newPractice(pro, testInfo);
  const email = uniqueEmail('reminded', testInfo);
  const client = await clientOfPractice(pro, page, email, { intake: false });
  // A session in three hours: its reminder goes at once.
  const [session] = await bookSessions(pro, client, [startIn(3 * 3_600_000).toISOString()]);
  // The practice's session waits for the client's answer; the accepted one is reminded of.
  const accepted = await page.request.post(
    `/api/scheduler/v1/appointment/${session?.appointment_id}/accept`,
  );
  expect(accepted.status()).toBe(200);
  await latestMail(pro, email, /^Reminder:/);

  // The reminder in the local mailbox, with its one-click headers and its links.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const reminder = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^Reminder:/ }) });
  await expect(reminder).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await expect(reminder).toContainText(
    'You get this reminder because a session is booked for you or someone you care for.',
  );
  await saveScreenshot(page, testInfo, 'email-preferences-reminder-in-mailbox');
  await reminder.getByRole('link', { name: /\/email-preference\/unsubscribe\?token=/ }).click();

  // Opening the link asks first: mail scanners open links too.
  await expect(page).toHaveURL(/\/email-preference\/unsubscribe\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from session reminders?' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'email-preferences-unsubscribe-ask');

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'E-mails you always get' })).toBeVisible();
  await expect(page.getByText('Receipts and refunds')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'email-preferences-unsubscribed');

  await page.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(page).toHaveURL(/\/email-preference\/resubscribe\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are subscribed to session reminders' }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'email-preferences-resubscribed');

  // Every category, from the same link.
  await page.getByRole('link', { name: 'Manage all your e-mail preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail preferences' })).toBeVisible();
  expect(await checked(page, 'Session reminders')).toBe(true);
  await page.getByRole('checkbox', { name: 'Product news' }).uncheck();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'email-preferences-manage');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail preferences are saved' }),
  ).toBeVisible();
  await expect(page.getByText('does not get product news')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'email-preferences-saved');
});
