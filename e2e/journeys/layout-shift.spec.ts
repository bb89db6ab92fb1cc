import { expect, test } from '../support';

// Nothing on the first pages moves once it is drawn (issue 12: CLS under 0.1): the layout
// shifts the browser records while a page loads and settles, added up as Lighthouse's
// cumulative layout shift does, stay under 0.1, on the desktop and on the phone. This is about
// the layout (space kept for what arrives late), not about how fast the page is.
const pages = [
  ['/', 'Find support that feels right for you'],
  ['/pricing', undefined],
  ['/login', undefined],
  ['/quick-intake', undefined],
] as const;

type Shift = { value: number; sources: string[] };

/** The layout shifts of the page so far (buffered: from its very start), with what moved. */
function layoutShifts(): Promise<Shift[]> {
  return new Promise((resolve) => {
    const shifts: Shift[] = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
        }
      }
      observer.disconnect();
      resolve(shifts);
    }).observe({ type: 'layout-shift', buffered: true });
    // No entry at all: the observer is never called.
    setTimeout(() => resolve(shifts), 500);
  });
}

/**
 * Lighthouse's CLS: the largest "session window" of shifts less than 1 s apart, at most 5 s
 * long. Entries lack times here, so this adds them all up: a stricter measure.
 */
const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const [path, heading] of pages) {
  test(`${path} does not shift its layout while it loads`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // What a late script or style would still move.
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(layoutShifts);
    expect(total(shifts), `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.1);
  });
}
