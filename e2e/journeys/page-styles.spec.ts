import type { Page } from '@playwright/test';
import { demo } from '../accounts';
import { expect, saveScreenshot, takenOver, test } from '../support';

// Each chunk brings its own stylesheet (vite.config.ts; a Mantine component's CSS goes with its
// code, build-plugins/mantine-component-styles.ts). These journeys show that a page gets the
// styles of every component it draws, the way it is reached: drawn by the server before any
// script runs, loaded lazily after a click, or signed in; and that a guest's first pages load
// little CSS they do not use.

/** Mantine's classes on the page that no rule of its stylesheets names: unstyled components. */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mantineClass = /^m_[0-9a-f]{8}$/;
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) {
            styled.add(match[1] as string);
          }
        }
        // @layer, @media and nested rules hold rules of their own.
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const drawn = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => mantineClass.test(name)),
      ),
    );
    return [...drawn].filter((name) => !styled.has(name));
  });
}

const guestPages = ['/', '/pricing', '/login', '/quick-intake'] as const;

test("a guest's first pages come drawn with the styles of all they draw, before any script", async ({
  page,
}, testInfo) => {
  // No script at all: what shows is the server's page and the stylesheets it links.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  for (const path of guestPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert');
    expect(await unstyledMantineClasses(page), `unstyled on ${path}`).toEqual([]);
  }
  await saveScreenshot(page, testInfo, 'page-styles-drawn-without-scripts');
});

test('a screen loaded after a click, and signed-in screens, come with their styles', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await takenOver(page);
  // The search's chunks, and their stylesheets, are loaded as the link is followed.
  await page.getByRole('main').getByRole('link', { name: 'Find a professional' }).first().click();
  await expect(page).toHaveURL(/\/professional-search$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await unstyledMantineClasses(page), 'unstyled on the search after a click').toEqual([]);

  const signIn = await page.request.post('/api/login/v1/initiate_auth', {
    data: { username_or_email: demo.professional.email, password: demo.professional.password },
  });
  expect(signIn.ok()).toBe(true);
  for (const path of [
    '/pro-dashboard/schedule',
    '/pro-dashboard/settings/availability',
    '/pro-dashboard/settings/session-types',
    '/pro-dashboard/settings/audit-events',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unstyledMantineClasses(page), `unstyled on ${path}`).toEqual([]);
  }
  await saveScreenshot(page, testInfo, 'page-styles-signed-in');
});

// One stylesheet with the CSS of every component the app uses left four fifths of it unused on
// each of these pages (17-19% used, Chromium's CSS coverage, 2026-11-27); each chunk's own
// stylesheet leaves some rules of the shell unused (the phone menu, states not shown).
for (const path of guestPages) {
  test(`a guest's ${path} loads mostly CSS that it uses`, async ({ page }) => {
    await page.coverage.startCSSCoverage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sheets = await page.coverage.stopCSSCoverage();
    const total = sheets.reduce((sum, sheet) => sum + (sheet.text?.length ?? 0), 0);
    const used = sheets
      .flatMap((sheet) => sheet.ranges)
      .reduce((sum, range) => sum + range.end - range.start, 0);
    expect(used / total, `${used} of ${total} bytes of CSS used`).toBeGreaterThan(0.6);
  });
}
