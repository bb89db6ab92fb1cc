import type { Page } from '@playwright/test';
import { createConfirmedAccount, logInWith, newPassword, uniqueEmail } from '../accounts';
import { expect, expectAccessible, saveScreenshot, test } from '../support';

test.describe.configure({ timeout: 120_000 });

// The inactivity cookie of the session code (LAST_ACTIVITY_COOKIE in the contracts): the
// time of the last click or key press in any tab of the browser.
const lastActivityCookie = 'orchid_last_activity';
const limitMs = 59 * 60_000;

/**
 * Puts the last activity `idleMs` back in time, as an idle hour (or another tab) would, and
 * shows the tab again, which makes it check at once instead of at its next minute.
 */
async function idleFor(page: Page, idleMs: number) {
  await page.evaluate(
    ([name, idle]) => {
      // biome-ignore lint/suspicious/noDocumentCookie: what another tab of the app would write
      document.cookie = `${name}=${Date.now() - Number(idle)}; Path=/; SameSite=Lax`;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    [lastActivityCookie, String(idleMs)] as const,
  );
}

const lastActivity = (page: Page) =>
  page.evaluate((name) => {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return Number(entry?.split('=')[1]);
  }, lastActivityCookie);

test("'Still there?' comes a minute before the inactivity sign-out, and logging in again returns to the page", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('still-there', testInfo);
  await createConfirmedAccount(page.request, 'member', email);
  await page.goto('/member-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // 58 minutes and 20 seconds without a click: the warning, with the time left.
  await idleFor(page, limitMs - 40_000);
  const stillThere = page.getByRole('dialog', { name: 'Still there?' });
  await expect(stillThere).toBeVisible();
  await expect(stillThere.getByRole('timer')).toHaveText(/^0:[34]\d$/);
  await expect(stillThere.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'inactivity-still-there', { fullPage: false });

  // Staying signed in is activity: the warning goes, the clock starts again, the page stays.
  await stillThere.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(stillThere).toBeHidden();
  expect(Date.now() - (await lastActivity(page))).toBeLessThan(10_000);
  await expect(page).toHaveURL(/\/member-dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // The hour runs out: signed out, asked to log in again...
  await idleFor(page, limitMs + 1_000);
  const login = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
  await expect(login).toContainText('You were signed out after a long time without activity');
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'inactivity-signed-out', { fullPage: false });

  // ...and back to the page after logging in.
  await logInWith(login, email, newPassword);
  await expect(page).toHaveURL(/\/member-dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // 'Sign out now' signs out at once, as the account menu's Log out does.
  await idleFor(page, limitMs - 30_000);
  await stillThere.getByRole('button', { name: 'Sign out now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(stillThere).toBeHidden();
  expect((await page.request.get('/api/users/v1/user_info')).status()).toBe(403);
});
