import type { Locator } from '@playwright/test';
import { createConfirmedAccount, uniqueEmail } from '../accounts';
import { expect, expectAccessible, saveScreenshot, test } from '../support';

test.describe.configure({ timeout: 120_000 });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test(
  'a notice covers neither the account menu nor the bottom bar',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await createConfirmedAccount(page.request, 'member', uniqueEmail('toast', testInfo));
    await page.goto('/member-dashboard/edit-profile');
    await page.getByLabel('Preferred first name').fill('June');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Your changes are saved.' });
    await expect(toast).toBeVisible();
    // Toasts hide after 2 s; one under the pointer stays while its place is measured.
    await toast.hover();
    const accountMenu = page.getByRole('button', { name: /^Account menu/ });
    await expect(accountMenu).toBeVisible();
    // Let the toast finish sliding in before it is measured.
    await page.waitForTimeout(500);
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(accountMenu)), 'toast over the account menu').toBe(false);
    const header = page.getByRole('button', { name: /^Account menu/ }).locator('xpath=../..');
    expect(overlaps(toastBox, await boxOf(header)), 'toast over the dashboard header').toBe(false);

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    // Wholly on screen, in the lower part of it.
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
    expect(toastBox.y).toBeGreaterThan(viewport.height / 2);

    if (testInfo.project.name === 'phone') {
      const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
      expect(overlaps(toastBox, await boxOf(bottomBar)), 'toast over the bottom bar').toBe(false);
      // Centred on a phone.
      const centre = toastBox.x + toastBox.width / 2;
      expect(Math.abs(centre - viewport.width / 2)).toBeLessThanOrEqual(2);
    } else {
      // Bottom right on a desktop.
      expect(toastBox.x).toBeGreaterThan(viewport.width / 2);
    }
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'toast-placement', { fullPage: false });
  },
);
