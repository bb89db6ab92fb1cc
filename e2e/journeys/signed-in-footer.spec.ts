import type { Page } from '@playwright/test';
import { createConfirmedAccount, demo, logInWith, uniqueEmail } from '../accounts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  saveScreenshot,
  test,
} from '../support';

// accounts-and-access §2: signed in, the footer is the privacy link and Sign out, with the
// crisis resources (on every page); the marketing footer's columns and states are for the
// public pages.
test.describe.configure({ timeout: 120_000 });

async function expectSignedInFooter(page: Page, where: string) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(
    footer.getByRole('region', { name: 'In crisis? Help is available right now' }),
    where,
  ).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Call 988' }), where).toBeVisible();
  const privacy = footer.getByRole('link', { name: /^Privacy policy/ });
  await expect(privacy, where).toHaveAttribute('href', '/privacy-policy');
  await expect(privacy, where).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('button', { name: 'Sign out' }), where).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Footer' }), where).toHaveCount(0);
  await expect(footer.locator('#footer-state-list'), where).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Press' }), where).toHaveCount(0);
  // Back to the top, so a full-page screenshot does not catch the top bar fixed mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectMarketingFooter(page: Page, where: string) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' }), where).toBeVisible();
  await expect(footer.locator('#footer-state-list'), where).toHaveCount(1);
}

test('a professional sees the short footer on the dashboard, settings, two-step setup and checkout', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).toHaveURL(/\/pro-dashboard\/homepage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSignedInFooter(page, 'dashboard');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'signed-in-footer-dashboard');

  for (const path of ['/pro-dashboard/settings', '/pro-dashboard/settings/security']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectSignedInFooter(page, path);
  }
  await saveScreenshot(page, testInfo, 'signed-in-footer-two-step-setup');

  await page.goto('/pricing/complete/month/paid');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSignedInFooter(page, 'checkout');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'signed-in-footer-checkout');

  // Public pages keep the marketing footer, signed in or not.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectMarketingFooter(page, 'pricing');
});

test('a new professional sees the short footer in onboarding', async ({ page }, testInfo) => {
  await createConfirmedAccount(page.request, 'professional', uniqueEmail('footer-pro', testInfo));
  await page.goto('/quick-intake');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSignedInFooter(page, 'quick-intake');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'signed-in-footer-quick-intake');
});

test('a member sees the short footer on the dashboard, and Sign out there signs out', async ({
  page,
}, testInfo) => {
  await createConfirmedAccount(page.request, 'member', uniqueEmail('footer-member', testInfo));
  await page.goto('/member-dashboard/homepage');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSignedInFooter(page, 'member dashboard');
  await saveScreenshot(page, testInfo, 'signed-in-footer-member');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectMarketingFooter(page, 'home after signing out');
});
