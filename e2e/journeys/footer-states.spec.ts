import { expect, expectAccessible, saveScreenshot, test } from '../support';

test('the footer lists 16 states, and all 51 after View all', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const stateList = footer.locator('#footer-state-list');
  const viewAll = footer.getByRole('button', { name: 'View all' });
  await viewAll.scrollIntoViewIfNeeded();

  await expect(footer.getByRole('heading', { name: 'Find a therapist by state' })).toBeVisible();
  await expect(stateList.getByRole('link')).toHaveCount(16);
  await expect(viewAll).toHaveAttribute('aria-expanded', 'false');
  await expect(viewAll).toHaveAttribute('aria-controls', 'footer-state-list');
  await expect(stateList.getByRole('link', { name: 'Alabama' })).toHaveAttribute(
    'href',
    '/therapists/alabama',
  );

  await viewAll.click();
  const showFewer = footer.getByRole('button', { name: 'Show fewer' });
  await expect(showFewer).toHaveAttribute('aria-expanded', 'true');
  await expect(stateList.getByRole('link')).toHaveCount(51);
  await expect(stateList.getByRole('link', { name: 'District of Columbia' })).toHaveAttribute(
    'href',
    '/therapists/district-of-columbia',
  );
  await expect(stateList.getByRole('link', { name: 'Wyoming' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'footer-all-states');

  await showFewer.click();
  await expect(stateList.getByRole('link')).toHaveCount(16);
});
