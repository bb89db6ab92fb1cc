import { demo, logInWith, logOut } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

test.describe.configure({ timeout: 120_000 });

test('the professional landing says what a practice gets, the plans and the free trial', async ({
  page,
}, testInfo) => {
  await page.goto('/professional-homepage');
  await expect(page).toHaveTitle('For professionals | Orchid');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Run your practice in one calm place',
  );
  await expect(main.getByRole('heading', { name: 'What your practice gets' })).toBeVisible();

  // The plans and prices are the contracts' (packages/contracts/src/plans.ts).
  const plans = main.getByRole('region', { name: 'Plans and the free trial' });
  for (const [plan, price] of [
    ['Core', '$19.99'],
    ['Complete', '$28.99'],
  ] as const) {
    await expect(plans.getByRole('article', { name: plan, exact: true })).toContainText(
      `${price} per month`,
    );
  }
  // AI Only and Core + AI wait for AI notes: not sold, so not shown as plans to join.
  for (const plan of ['AI Only', 'Core + AI']) {
    await expect(plans.getByRole('article', { name: plan, exact: true })).toHaveCount(0);
  }
  // What a practice gets is what is built; what is not is on the way, said so.
  const ready = main.getByRole('article', { name: 'Ready today' });
  await expect(ready).toContainText('Calendar and scheduling');
  await expect(ready).not.toContainText(/messag|video|notes/i);
  const next = main.getByRole('article', { name: 'On the way' });
  await expect(next).toContainText('Client charts and treatment plans');
  await expect(next).toContainText('Video sessions');
  await expect(next).not.toContainText('Calendar and scheduling');
  await expect(plans.getByRole('article', { name: 'Core', exact: true })).toContainText(
    '30-day free trial',
  );
  await expect(plans.getByRole('link', { name: 'Compare plans in detail' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  const joins = main.getByRole('link', { name: /^Join / });
  expect(await joins.count()).toBeGreaterThanOrEqual(2);
  for (const join of await joins.all()) {
    await expect(join).toHaveAttribute('href', '/professional-register');
  }

  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'professional-homepage');

  await joins.first().click();
  await expect(page).toHaveURL(/\/professional-register$/);
});

test(
  'its top navigation: Find a professional, Log in and Sign up',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/professional-homepage');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Find a professional' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
        'href',
        '/professional-register',
      );
      await expect(drawer.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
      // Also lets the drawer finish sliding in before the screenshot.
      await expectAccessible(page);
      await saveScreenshot(page, testInfo, 'professional-homepage-menu', { fullPage: false });
      return;
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Find a professional' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/professional-register',
    );
    await expect(banner.getByRole('link', { name: 'Join as a professional' })).toHaveCount(0);
  },
);

test("every 'Join as a professional' goes to the professional landing", async ({ page }) => {
  await page.goto('/');
  const mainJoins = page.getByRole('main').getByRole('link', { name: 'Join as a professional' });
  await expect(mainJoins.first()).toBeVisible();
  for (const join of await mainJoins.all()) {
    await expect(join).toHaveAttribute('href', '/professional-homepage');
  }
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Join as a professional' }),
  ).toHaveAttribute('href', '/professional-homepage');
  await mainJoins.first().click();
  await expect(page).toHaveURL(/\/professional-homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your practice in one calm place',
  );
});

test('a professional who logs out lands on the professional landing, not on a missing page', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);

  await logOut(page);
  await expect(page).toHaveURL(/\/professional-homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Run your practice in one calm place',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Page not found/);
  await saveScreenshot(page, testInfo, 'professional-homepage-after-log-out', { fullPage: false });
});
