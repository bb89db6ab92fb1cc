import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

const topBar = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').locator(':scope > div');

test(
  'the top bar stays fixed once the page has scrolled past 100px',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = topBar(page);
    await expect(bar).toHaveCSS('position', 'static');

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(bar).toHaveCSS('position', 'static');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar).toBeInViewport();
    await expect(bar).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `screenshots/${testInfo.project.name}/top-bar-fixed.png` });

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCSS('position', 'static');
  },
);

test('guests see the public links; Get started offers both ways in', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone shows the burger menu instead');
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Find a professional', '/professional-search'],
    ['Find a support group', '/group-session'],
    ['Pricing', '/pricing'],
    ['Blog', '/blogs'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Join as a professional' })).toHaveAttribute(
    'href',
    '/professional-homepage',
  );
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  const getStarted = banner.getByRole('button', { name: 'Get started' });
  await expect(getStarted).toHaveAttribute('aria-expanded', 'false');
  await getStarted.click();
  await expect(getStarted).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /looking for support/ })).toHaveAttribute(
    'href',
    '/member-register',
  );
  await expect(menu.getByRole('menuitem', { name: /I'm a professional/ })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'get-started-menu');

  await getStarted.click();
  await expect(menu).toBeHidden();
});

test('on phones the links fold into a menu', { tag: '@phone-only' }, async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Find a support group' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: "I'm a professional" })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'mobile-menu');

  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the professional landing page has its own short navigation', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone shows the burger menu instead');
  await page.goto('/professional-homepage');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Find a professional' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/professional-register',
  );
  await expect(banner.getByRole('button', { name: 'Get started' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
});

test(
  'focused pages show only the logo, and some pages bring their own chrome',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/page-not-found');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Orchid' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link')).toHaveCount(1);
    await expect(banner.getByRole('button')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'logo-only-bar');

    for (const path of ['/member-register', '/video-chat']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
    await saveScreenshot(page, testInfo, 'hidden-bar');

    // A guest on a dashboard gets the login dialog (its own header is the only one).
    await page.goto('/pro-dashboard/homepage');
    await expect(page.getByRole('dialog', { name: /^Log in to unlock the best of/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  },
);

test('the bottom bar is on phones only', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  if (testInfo.project.name !== 'phone') {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bottomBar).toHaveCount(0);
    return;
  }
  await expect(bottomBar).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(bottomBar.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bottomBar.getByRole('link', { name: 'Book' })).toHaveAttribute(
    'href',
    '/professional-search',
  );
  await expect(bottomBar.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  // The page scrolls clear of the bar: the footer's last line is not hidden under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const signIn = page.getByRole('link', { name: /^Sign in as Existing User/ });
  const [linkBox, barBox] = await Promise.all([signIn.boundingBox(), bottomBar.boundingBox()]);
  expect(linkBox && barBox && linkBox.y + linkBox.height <= barBox.y).toBe(true);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/bottom-bar.png` });
});
