import { createConfirmedAccount, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Member journeys take several server round trips and accessibility checks each.
test.describe.configure({ timeout: 120_000 });

test('a member reads the profile, edits it, and sees the saved values', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'member', uniqueEmail('profile', testInfo));

  await page.goto('/member-dashboard/profile');
  await expect(page).toHaveTitle('Profile | Orchid');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Juniper Reyes' })).toBeVisible();
  await expect(details.filter({ hasText: 'March 7, 2001' })).toBeVisible();
  await expect(details.filter({ hasText: 'Albany, New York 12207' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-profile');

  await page.getByRole('link', { name: 'Edit profile' }).first().click();
  await expect(page).toHaveURL(/\/member-dashboard\/edit-profile$/);
  await expect(page).toHaveTitle('Edit profile | Orchid');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(page.getByLabel('Legal last name')).toHaveValue('Reyes');
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'member-edit-profile');

  await page.getByLabel('Preferred first name').fill('June');
  await page.getByLabel('Sex').selectOption('Female');
  await page.getByLabel('Phone number').fill('555 123 4567');
  await page.getByLabel('Insurance provider').fill('Aetna');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/member-dashboard\/profile$/);
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(details.filter({ hasText: /^June$/ })).toBeVisible();
  await expect(details.filter({ hasText: '(555) 123 4567' })).toBeVisible();
  await expect(details.filter({ hasText: 'Aetna' })).toBeVisible();
  // The account menu greets the member by the preferred name now.
  await expect(page.getByRole('button', { name: /^Account menu, June/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-profile-saved');
});

test(
  'the member pages fit a 360 px wide phone',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await createConfirmedAccount(page.request, 'member', uniqueEmail('narrow', testInfo));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, heading } of [
      { path: '/member-dashboard/homepage', heading: 'Welcome, Juniper' },
      { path: '/member-dashboard/profile', heading: 'Profile' },
      { path: '/member-dashboard/edit-profile', heading: 'Edit profile' },
      { path: '/member-dashboard/switch-accounts', heading: 'Switch profile' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await saveScreenshot(page, testInfo, 'switch-accounts-360');

    await page.goto('/member-intake-form');
    const intake = page.getByRole('dialog', { name: 'Finish setting up' });
    await expect(intake.getByLabel('Legal first name')).toHaveValue('Juniper');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'member-intake-360', { fullPage: false });
  },
);
