import { demo, demoMemberLanding, logInWith } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// Account journeys take several server round trips and mails each.
test.describe.configure({ timeout: 120_000 });

test(
  'a guest opening a dashboard is asked to log in, with a way to register',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/pro-dashboard/homepage');
    const dialog = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/get-started',
    );
    if (testInfo.project.name === 'phone') {
      // Not on the dashboards: the phone login's extra register button.
      await expect(dialog.getByRole('link', { name: 'Register for an account' })).toHaveCount(0);
    }
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'guest-on-pro-dashboard');

    // Closing the dialog leaves the way to log in or register on the page.
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Please log in to continue' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/professional-register',
    );

    await page.goto('/member-dashboard/homepage');
    await expect(page.getByRole('dialog', { name: /^Log in to unlock/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', {
      name:
        testInfo.project.name === 'phone'
          ? 'Sign in or register'
          : 'Get started finding your support',
    });
    const create = register.getByRole('button', { name: 'Create an account' });
    await expect(create).toBeDisabled();
    await register.getByRole('checkbox', { name: /18 years of age or older/ }).check();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'sign-in-or-register');
    await create.click();
    await expect(page).toHaveURL(/\/member-register$/);
  },
);

test('a member opening the professional dashboard is sent to their own', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.member.email, demo.member.password);
  await expect(page).toHaveURL(demoMemberLanding);

  await page.goto('/pro-dashboard/homepage');
  await expect(page).toHaveURL(/\/member-dashboard\/homepage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeVisible();

  // Dashboard pages not built yet are not found, inside the dashboard.
  await page.goto('/member-dashboard/assignments');
  await expect(page).toHaveTitle('Page not found | Orchid');
  await saveScreenshot(page, testInfo, 'member-sent-home');
});

test('the get started page offers both ways in', async ({ page }, testInfo) => {
  await page.goto('/get-started');
  await expect(page).toHaveTitle('Get started | Orchid');
  await expect(page.getByRole('link', { name: /Find support/ })).toHaveAttribute(
    'href',
    '/member-register',
  );
  await expect(page.getByRole('link', { name: /I'm a professional/ })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'get-started');
});
