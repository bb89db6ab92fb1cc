import { chunkOf, expect, expectAccessible, saveScreenshot, test } from '../support';

const lazyScreenFailed =
  'A problem has occurred, please try refreshing your page, or clearing your cache, or contact support.';

type StoredReport = {
  url: string;
  reporter_module: string;
  live_dev_env: string;
  context: string;
  frontend_error: string;
};

test('a screen whose code fails to load shows the spec message and is reported', async ({
  page,
  request,
}, testInfo) => {
  await page.route(chunkOf('src/features/legal/terms-of-use-page.tsx'), (route) => route.abort());

  // First load straight onto the screen...
  await page.goto('/terms-of-use');
  await expect(page.getByRole('alert')).toContainText(lazyScreenFailed);
  await expect(page).toHaveTitle('Something went wrong | Orchid');
  // ...with the shell still around it, so people can move on.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'lazy-screen-failed');

  // And when navigating to it from another page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('alert')).toContainText(lazyScreenFailed);

  await expect
    .poll(async () => {
      const { reports } = (await (await request.get('/dev/frontend-errors')).json()) as {
        reports: StoredReport[];
      };
      return reports.some(
        (r) => r.reporter_module === 'route-error-boundary' && r.url.endsWith('/terms-of-use'),
      );
    })
    .toBe(true);
});

test('an uncaught error in the page is reported to the server', async ({
  page,
  request,
}, testInfo) => {
  // A query string and hash that must not reach the report: they can carry tokens.
  await page.goto('/?token=secret-value#section');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const message = `e2e-deliberate boom ${testInfo.project.name} ${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

  let report: StoredReport | undefined;
  await expect
    .poll(async () => {
      const { reports } = (await (await request.get('/dev/frontend-errors')).json()) as {
        reports: StoredReport[];
      };
      report = reports.find((r) => r.frontend_error.includes(message));
      return report !== undefined;
    })
    .toBe(true);

  expect(report?.reporter_module).toBe('global-error-handler');
  expect(report?.live_dev_env).toBe('live');
  expect(report?.url).toBe(new URL('/', page.url()).href);
  expect(report?.url).not.toContain('secret-value');
  expect(JSON.parse(report?.context ?? '{}')).toMatchObject({ kind: 'error' });
  await saveScreenshot(page, testInfo, 'after-reported-error');
});
