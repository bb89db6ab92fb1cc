import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

test('an unknown address shows the not-found page', async ({ page }, testInfo) => {
  await page.goto('/no-such-page-here');
  await expect(page).toHaveTitle('Page not found | Orchid');
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'not-found');
});

test('the not-found address is the not-found page, and unknown pages are not faked', async ({
  page,
}) => {
  for (const path of ['/page-not-found', '/blogs/no-such-post-here', '/zoom-integration-manual']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle('Page not found | Orchid');
  }
});

test('the not-found page leads back home', async ({ page }) => {
  await page.goto('/page-not-found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find support that feels right for you',
  );
});
