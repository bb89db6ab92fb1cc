import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, takenOver, test } from '../support';

// New pages open at the top; back and forward return to where the person was.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollDown(page: Page, to: number) {
  await page.evaluate((y) => window.scrollTo(0, y), to);
  await expect.poll(() => scrollY(page)).toBe(to);
}

/**
 * The pricing page by a link, as a person would reach it on either screen: from the top bar,
 * which follows a page scrolled down once the app has seen the scroll (before that it is at
 * the top of the page, and Playwright would scroll up to it, moving the place to return to).
 */
async function openPricingByLink(page: Page, phone: boolean) {
  if (phone) {
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeInViewport();
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
  } else {
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Pricing',
    });
    await expect(pricing).toBeInViewport();
    await pricing.click();
  }
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plans for every practice' }),
  ).toBeVisible();
}

test(
  'a link opens the next page at the top, and back returns to the place',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await takenOver(page);
    await scrollDown(page, 900);

    await openPricingByLink(page, testInfo.project.name === 'phone');
    await expect.poll(() => scrollY(page)).toBe(0);
    await saveScreenshot(page, testInfo, 'scroll-new-page-at-top', { fullPage: false });
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.goForward();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  },
);

test('an address opened in the same tab starts at the top, not where the last page was', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await takenOver(page);
  await scrollDown(page, 1200);

  // A new URL in the tab (typed, or a return from the payment page): a fresh page load.
  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plans for every practice' }),
  ).toBeVisible();
  // Give a late restoration the chance to move the page before judging.
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);
  await saveScreenshot(page, testInfo, 'scroll-new-address-at-top', { fullPage: false });

  await scrollDown(page, 500);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(1200);
  await page.goForward();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => scrollY(page)).toBe(500);

  // A reload is the same page: it stays where it was.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plans for every practice' }),
  ).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(500);
});
