import type { APIRequestContext, Page } from '@playwright/test';
import { latestMail, newPassword, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';
import { bookSessions, newPractice } from './schedule-setup';

// E-mail preferences (accounts-and-access §2 /email-preference pages; docs/email-preferences.md):
// a member opens the unsubscribe link at the bottom of a session reminder in the local
// mailbox, unsubscribes, sees the confirmation, subscribes again, and opens all their
// preferences from there.

test.describe.configure({ timeout: 120_000 });

/** The practice adds the client with an e-mail; the client chooses a password from the link. */
async function clientOfPractice(pro: APIRequestContext, page: Page, email: string) {
  const created = await pro.post('/api/users/v1/create_patient/', {
    data: { first_name: 'Juniper', last_name: 'Reyes', dob: '2001-03-07', email },
  });
  expect(created.status()).toBe(201);
  const { patient } = (await created.json()) as { patient: { patient_user_id: string } };
  const mail = await latestMail(pro, email, /^Finish signing up for/);
  const token = mail.text.match(/complete_signup_token=([\w-]+)/)?.[1];
  const done = await page.request.post(`/api/users/v1/patient_signup_session/complete/${token}`, {
    data: { password: newPassword },
  });
  expect(done.status()).toBe(200);
  return patient.patient_user_id;
}

/** A start on a quarter hour at least `hours` from now. */
const hoursAhead = (hours: number) => {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + hours * 3_600_000) / quarter) * quarter).toISOString();
};

async function checked(page: Page, name: string) {
  return page.getByRole('checkbox', { name }).isChecked();
}

test('a member unsubscribes from session reminders from a reminder, then subscribes again', async ({
  page,
  request: pro,
}, testInfo) => {
  await newPractice(pro, testInfo);
  const email = uniqueEmail('reminded', testInfo);
  const client = await clientOfPractice(pro, page, email);
  // A session in three hours: its reminder goes at once.
  await bookSessions(pro, client, [hoursAhead(3)]);
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
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeFocused();
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
