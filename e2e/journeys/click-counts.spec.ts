import { demo, logInWith } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// The marketing pages count their buttons' clicks, anonymously (docs/marketing.md): a click on
// the FAQ page's "Try Orchid for Free" adds to today's count, which the operator reads at the
// desk. Other journeys may click on the same page at once, so the count is compared as "more".

test.describe.configure({ timeout: 120_000 });

const BUTTON = 'try-orchid-for-free';
const PAGE = '/orchid-ehr-faq';

test("a click on a marketing page's button is counted for the operator's desk", async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.operator.email, demo.operator.password);
  await expect(page).toHaveURL(/\/member-dashboard\//);

  const row = page.getByRole('listitem').filter({ hasText: BUTTON }).filter({ hasText: PAGE });
  const countNow = async () => {
    await page.goto('/admin/clicks');
    await expect(page.getByRole('heading', { level: 2, name: 'Button clicks' })).toBeVisible();
    // Loaded: the counts, or none yet.
    await expect(
      page.getByRole('list', { name: 'Button clicks' }).or(page.getByText(/^No click yet/)),
    ).toBeVisible();
    if ((await row.count()) === 0) return 0;
    return Number(
      await row
        .first()
        .getByLabel(/clicks$/)
        .textContent(),
    );
  };
  const before = await countNow();

  await page.goto(PAGE);
  const sent = page.waitForResponse((response) =>
    response.url().endsWith('/api/quiz/v1/marketing_page/clicks'),
  );
  await page.getByRole('main').getByRole('link', { name: 'Try Orchid for Free' }).first().click();
  expect((await sent).status()).toBe(202);

  await expect.poll(countNow).toBeGreaterThan(before);
  await expect(row.first()).toContainText(PAGE);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'desk-button-clicks');
});
