import { demo, demoMemberLanding, logInWith, logOut } from '../accounts';
import { expect, saveScreenshot, test } from '../support';

// Account journeys take several server round trips and mails each.
test.describe.configure({ timeout: 120_000 });

test('a member who logs out lands on the home page, signed out', async ({ page }, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.member.email, demo.member.password);
  await expect(page).toHaveURL(demoMemberLanding);

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /^Sign in as Existing User/ }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'after-member-log-out');

  // The session is gone on the server too.
  await page.goto('/member-dashboard/homepage');
  await expect(page.getByRole('dialog', { name: /^Log in to unlock/ })).toBeVisible();
});

test('a professional who signs out in the footer lands on the professional page', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/professional-homepage$/);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' })).toHaveCount(
    0,
  );
  await saveScreenshot(page, testInfo, 'after-professional-log-out');
});

test('a tab left idle for 59 minutes is signed out and asked to log in again', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);

  // The last click was an hour ago (in this tab or another): coming back signs out.
  await page.evaluate(
    (anHourAgo) => {
      // biome-ignore lint/suspicious/noDocumentCookie: what another tab of the app would write
      document.cookie = `orchid_last_activity=${anHourAgo}; Path=/; SameSite=Lax`;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    Date.now() - 60 * 60_000,
  );

  const dialog = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
  await expect(dialog).toContainText('You were signed out after a long time without activity');
  await expect(page).toHaveURL(/\/professional-homepage$/);
  await saveScreenshot(page, testInfo, 'signed-out-after-inactivity');
});
