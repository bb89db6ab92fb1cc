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
  'the demo member logs in on /login and lands on the dashboard',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Orchid');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to unlock the best of Orchid' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/get-started',
    );
    // Phones add a register button outside the dashboards.
    await expect(page.getByRole('link', { name: 'Register for an account' })).toHaveCount(
      testInfo.project.name === 'phone' ? 1 : 0,
    );
    await expect(page.getByRole('link', { name: 'Get help signing in' })).toHaveAttribute(
      'href',
      /^mailto:support@/,
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'login-page');

    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.member.password);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'type',
      'text',
    );
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'type',
      'password',
    );

    await logInWith(page, demo.member.email, demo.member.password);
    await expect(page).toHaveURL(demoMemberLanding);
    await page.goto('/member-dashboard/homepage');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Orchid');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'member-homepage');

    // On the public pages the bar now offers the dashboard and the account instead of Log in.
    await page.goto('/');
    if (testInfo.project.name === 'desktop') {
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/member-dashboard/homepage',
      );
      await banner.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Profile', exact: true })).toHaveAttribute(
        'href',
        '/member-dashboard/profile',
      );
      await expect(page.getByRole('menuitem', { name: 'Help', exact: true })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, testInfo, 'signed-in-top-bar');
    } else {
      const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
      await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/member-dashboard/homepage',
      );
      await expect(bottomBar.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'signed-in-mobile-menu');
    }
  },
);

test('the demo professional logs in from the login dialog and lands on the pro homepage', async ({
  page,
}, testInfo) => {
  // A guest on a dashboard is asked to log in there.
  await page.goto('/pro-dashboard/settings');
  const dialog = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'login-dialog-on-dashboard');

  await logInWith(dialog, demo.professional.email, demo.professional.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pro-dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByText('You are already logged in as Maya.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'pro-homepage');
});

test('logging in from /login routes a professional to the pro homepage', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/pro-dashboard/settings',
  );
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'pro-dashboard-navigation');
});

test(
  'a practice scheduler lands on the schedule',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/login');
    await logInWith(page, demo.scheduler.email, demo.scheduler.password);
    await expect(page).toHaveURL(/\/pro-dashboard\/schedule$/);
    // Schedulers have no dashboard home (role access): their navigation starts at Schedule.
    const nav = page.getByRole('navigation', {
      name: testInfo.project.name === 'phone' ? 'Quick links' : 'Dashboard',
    });
    await expect(nav.getByRole('link')).toHaveText(['Schedule', 'Policies', 'Settings']);
  },
);
