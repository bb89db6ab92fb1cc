import { demo, logInWith } from '../accounts';
import { chunkOf, expect, takenOver, test } from '../support';

// The pages the server sends a guest already drawn (apps/web/src/prerender.tsx, served by
// platform/http/web-app.ts): the HTML carries the page, and the browser takes that page over
// (hydrates it) without an error and without drawing it again.
const pages = [
  ['/', 'Find support that feels right for you'],
  ['/pricing', 'Plans for every practice'],
  ['/login', 'Log in to unlock the best of Orchid'],
  ['/quick-intake', 'Please log in to continue'],
  ['/professional-homepage', 'Run your practice in one calm place'],
  ['/terms-of-use', 'Terms of use'],
] as const;

for (const [path, heading] of pages) {
  test(`${path} comes drawn and is taken over as it is`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`${heading}</h1>`);

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // A failed hydration throws the server's elements away and draws the page anew.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const removed = records.flatMap((record) => [...record.removedNodes]);
        if (removed.some((node) => node instanceof Element && node.matches('h1, :has(h1)'))) {
          document.documentElement.dataset.drawnAgain = 'true';
        }
      }).observe(document, { childList: true, subtree: true });
      // The footer is hydrated on its own, once its chunk is here: the server's, kept.
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnFooter?: Element | null }).drawnFooter = document.querySelector('footer');
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Inert until taken over: nothing on it would answer yet.
    await takenOver(page);
    // Hydrated: the footer comes with the screen once the app runs.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-drawn-again');
    const footerKept = await page.evaluate(() => {
      const drawn = (window as { drawnFooter?: Element | null }).drawnFooter;
      return drawn?.isConnected === true && drawn === document.querySelector('footer');
    });
    expect(footerKept).toBe(true);
    // The scripts are fetched once the page has been painted (src/scripts-after-paint.js),
    // so never beside the stylesheets its first paint waits for: those the page links (a
    // dialog the app opens later brings its own).
    const linked = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (link) => link[1] as string,
    );
    expect(linked.length).toBeGreaterThan(0);
    const timings = await page.evaluate((stylesheets) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const of = (pattern: RegExp) => resources.filter((entry) => pattern.test(entry.name));
      const linkedEnds = resources
        .filter((entry) => stylesheets.includes(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd);
      return {
        linkedFetched: linkedEnds.length,
        stylesheetEnd: Math.max(...linkedEnds),
        scriptStarts: of(/\/assets\/.*\.js$/).map((entry) => entry.startTime),
      };
    }, linked);
    expect(timings.linkedFetched).toBe(linked.length);
    expect(timings.scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.stylesheetEnd);
  });
}

test('the prerendered pricing page works once taken over', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByText('Annual', { exact: true }).click();
  await expect(page).toHaveURL(/\?period=annual$/);
  await expect(page.getByText(/per year$/).first()).toBeVisible();
});

test('a drawn page whose screen does not load says so, and does not stay inert', async ({
  page,
}) => {
  await page.route(chunkOf('src/features/subscriptions/pricing-page.tsx'), (route) =>
    route.abort(),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('alert')).toContainText('A problem has occurred');
  await takenOver(page);
});

test('someone signed in gets their page drawn for them, not the guest’s', async ({ page }) => {
  await page.goto('/login');
  await logInWith(page, demo.professional.email, demo.professional.password);
  await expect(page).not.toHaveURL(/\/login$/);
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/login');
  await expect(page.getByText('You are already logged in as')).toBeVisible();
});

test('a drawn page tells search engines what it is, and where the others are', async ({ page }) => {
  const html = await (await page.request.get('/professional-homepage')).text();
  expect(html).toContain('<title>For professionals | Orchid</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/professional-homepage" \/>/);
  expect(html).toContain('<meta property="og:title" content="For professionals" />');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/professional-homepage<\/loc>/);
  expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/blogs\/how-to-book-a-session<\/loc><lastmod>/);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
});
