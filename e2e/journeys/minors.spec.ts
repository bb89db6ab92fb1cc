import type { Page } from '@playwright/test';
import {
  createConfirmedAccount,
  demo,
  demoMemberLanding,
  logInWith,
  uniqueEmail,
} from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Member journeys take several server round trips and accessibility checks each.
test.describe.configure({ timeout: 120_000 });

/** The first name of whose profile the session acts for, as the server says. */
async function profileFirstName(page: Page): Promise<string> {
  const answer = await page.request.get('/api/users/v1/patient/');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { first_name: string }).first_name;
}

/** Chooses a profile in 'View as' and waits for the page to load again. */
async function viewAs(page: Page, current: string, choice: string) {
  await page.getByRole('button', { name: `View as: ${current}` }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
  await reloaded;
}

test('a guardian adds a minor, views as the minor, and switches back', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'member', uniqueEmail('guardian', testInfo));
  await page.goto('/member-dashboard/switch-accounts');
  await expect(page).toHaveTitle('Switch profile | Orchid');
  await expect(page.getByText('No minor profiles yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View as/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'switch-accounts-empty');

  // A date of birth of an adult is refused for a minor.
  const form = page.getByRole('region', { name: 'Add a minor' });
  await form.getByLabel('Legal first name').fill('Kit');
  await form.getByLabel('Legal last name').fill('Reyes');
  await form.getByLabel('Date of birth').fill('01/15/2000');
  await form.getByLabel('Your relationship').selectOption('Parent');
  await form.getByRole('button', { name: 'Add minor' }).click();
  await expect(form.getByText('A minor must be under 18 years old')).toBeVisible();
  await saveScreenshot(page, testInfo, 'add-minor-errors');

  const tenYearsAgo = new Date().getFullYear() - 10;
  await form.getByLabel('Date of birth').fill(`06/15/${tenYearsAgo}`);
  await form.getByRole('button', { name: 'Add minor' }).click();
  await expect(page.getByText('Kit can now be chosen in View as.')).toBeVisible();
  const profiles = page.getByRole('region', { name: 'Profiles' });
  await expect(profiles.getByRole('button', { name: 'Switch to Kit' })).toBeVisible();
  await expect(form.getByLabel('Legal first name')).toHaveValue('');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'switch-accounts-with-minor');

  // 'View as' the minor: the page loads again as Kit.
  await viewAs(page, 'You', 'Kit');
  const banner = page.getByRole('region', { name: 'Whose profile' });
  await expect(banner).toContainText("You are viewing Kit's profile.");
  expect(await profileFirstName(page)).toBe('Kit');
  // Only the way back: no adding minors while acting.
  await expect(page.getByRole('region', { name: 'Add a minor' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch back to your profile' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'acting-for-minor');

  await page.goto('/member-dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: "Kit's profile" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account security' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'acting-minor-profile');

  const back = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Switch back to you' }).click();
  await back;
  await expect(banner).toHaveCount(0);
  expect(await profileFirstName(page)).toBe('Juniper');
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
});

test('the demo member, who has a minor, chooses a profile after logging in', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.member.email, demo.member.password);
  await expect(page).toHaveURL(demoMemberLanding);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch profile' })).toBeVisible();
  const profiles = page.getByRole('region', { name: 'Profiles' });
  await expect(profiles.getByText('Robin Rivera')).toBeVisible();
  await expect(profiles.getByRole('button', { name: 'Switch to Robin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View as: You' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'demo-member-switch-accounts');

  await page.getByRole('button', { name: 'View as: You' }).click();
  await expect(page.getByRole('menuitem', { name: 'Robin', exact: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'view-as-menu');
});
