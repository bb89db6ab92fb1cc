import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Every journey fails on a Content-Security-Policy violation or an uncaught page error: the
 * app must work under its own CSP.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (!error.message.includes('e2e-deliberate')) problems.push(error.message);
      });
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe finds no serious or critical violation on the page as it is now. A violation counts when
 * axe finds it on the same element twice, transitions settled each time: a toast that starts
 * fading out while axe reads the page is low contrast for a moment, not a fault of the page.
 */
export async function expectAccessible(page: Page) {
  const first = await seriousViolations(page);
  const serious = first.length === 0 ? first : await seriousViolations(page);
  expect(serious.filter((violation) => first.includes(violation))).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // A menu or dialog still fading in reads as low contrast: let transitions finish first
  // (endless ones, such as a loader's spin, never do; a cancelled one rejects).
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} (${node.target.join(' ')})`));
}

/**
 * A page the server drew is inert until the app takes it over (prerender.tsx): keys and clicks
 * before that reach nothing.
 */
export async function takenOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * Saves a full-page screenshot as screenshots/<project>/<name>.png; `fullPage: false` keeps
 * to the window, for a dialog that fills the screen (the page under it would show below).
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
) {
  await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png`, fullPage });
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Toasts fade in and out for 2 s: axe and screenshots look at the page once they are gone. */
export async function toastsGone(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

/** The built-in payment provider's card page: a card, then Pay. */
export async function payOnCardPage(page: Page, cardNumber: string) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Juniper Reyes');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * The address of the built file of a lazily loaded web module, for a journey that makes it fail
 * to load: built files are named by their hash only, so Vite's manifest says which is which.
 */
export function chunkOf(source: string): RegExp {
  const manifestFile = new URL('../apps/web/dist/.vite/manifest.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a module of the web build`);
  return new RegExp(`/${file.replaceAll('.', '\\.')}$`);
}
