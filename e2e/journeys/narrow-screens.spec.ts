import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// The smallest phones in common use are 360 px wide: the account screens fit without
// scrolling sideways.
const pages = [
  { path: '/login', heading: 'Log in to unlock the best of Orchid' },
  { path: '/get-started', heading: 'How would you like to get started?' },
  { path: '/member-register', heading: 'Find support that feels right for you' },
  { path: '/professional-register', heading: 'Run your practice with Orchid' },
  { path: '/reset-password', heading: 'This reset link has been used or has expired' },
  { path: '/confirm-email', heading: 'We could not confirm your email' },
] as const;

test(
  'the account screens fit a 360 px wide phone',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await expectAccessible(page);

    await page.goto('/pro-dashboard/homepage');
    const login = page.getByRole('dialog', { name: 'Log in to unlock the best of Orchid' });
    await expect(login).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'login-dialog-360');
  },
);
