import { expect, test } from '../support';

// Every link of the marketing footer (app/footer/footer-links.ts), the states' directory links
// and the footer's own (privacy policy, sign in) lead to a page: none lands on the not-found
// page. The addresses are read from the footer itself, so a link added there is followed too.
test('every footer link leads to a page, not to the not-found page', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'View all' }).click();
  await expect(footer.locator('#footer-state-list').getByRole('link')).toHaveCount(51);
  const hrefs = await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  // The spec's marketing links and the 51 states, at the least.
  expect(hrefs.length).toBeGreaterThanOrEqual(15 + 51);
  for (const path of [
    '/professional-search',
    '/group-session',
    '/about-us',
    '/press',
    '/switch-ehr-orchid',
    '/write-for-us',
    '/ehr-cost-savings',
    '/ai-progress-note-generator',
    '/measurement-based-care',
    '/partner-with-orchid',
    '/ehr-security',
    '/orchid-ehr-faq',
    '/privacy-policy',
    '/terms-of-use',
    '/AUP',
  ]) {
    expect(hrefs, path).toContain(path);
  }

  const notFound: string[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    // The screen has loaded when its heading shows; then its title is its own.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    if ((await page.title()) === 'Page not found | Orchid') notFound.push(href);
  }
  expect(notFound, 'footer links that land on the not-found page').toEqual([]);
});
