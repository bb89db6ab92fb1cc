// The click counter (click-counter.ts) is fetched with the first click on a page's own link or
// button, not with the page: a guest's '/' stays within its 150 KB of scripts. The page and the
// control are taken at the click, before a link's navigation changes either.

/** The controls whose clicks count: the page's own, not the top bar's, the footer's or a dialog's. */
export const COUNTED_CONTROLS = 'main a[href], main button';

/** Counts clicks on the counted pages from now on (main.tsx, once). */
export function countClicks(load = () => import('./click-counter')): void {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element && event.target.closest(COUNTED_CONTROLS);
      if (!control) return;
      const pathname = location.pathname;
      void load().then((counter) => counter.countClick(pathname, control));
    },
    { capture: true },
  );
}
