import {
  CLICK_SEND_DELAY_MS,
  CLICKS_PATH,
  CLICKS_PER_CALL,
  type CountedPage,
  clickButtonName,
  isCountedPage,
} from '@orchid/contracts/click-counts';
import { COUNTED_CONTROLS } from './click-listener';

// The marketing pages count their buttons' clicks (contracts' click-counts.ts;
// docs/marketing.md): the page and the button's name, sent together after a second without
// clicks, and when the page is left. Only counts are kept on the server; no cookie, id or
// address goes with them on purpose.

type Click = { page: CountedPage; button: string };

let waiting: Click[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** What a link or button shows: without what only screen readers hear ("opens in a new tab"). */
function shownText(control: Element): string {
  const copy = control.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.mantine-VisuallyHidden-root')) hidden.remove();
  return copy.textContent ?? '';
}

/** The name a control is counted under: its data-click, else what it shows, else its aria-label. */
function buttonName(control: Element): string | undefined {
  const label =
    control.getAttribute('data-click') ??
    (shownText(control).trim() || control.getAttribute('aria-label')) ??
    '';
  return clickButtonName(label);
}

/** The name a clicked link or button of the page's <main> is counted under. */
export function countedButtonOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(COUNTED_CONTROLS);
  return control ? buttonName(control) : undefined;
}

/** Counts a click on `control` of `pathname`'s page (click-listener.ts), when the page counts. */
export function countClick(pathname: string, control: Element): void {
  if (!isCountedPage(pathname)) return;
  const button = buttonName(control);
  if (!button) return;
  waiting.push({ page: pathname, button });
  clearTimeout(timer);
  if (waiting.length >= CLICKS_PER_CALL) sendClicks();
  else timer = setTimeout(sendClicks, CLICK_SEND_DELAY_MS);
}

/** Sends the clicks waiting, in calls of at most CLICKS_PER_CALL. */
export function sendClicks(): void {
  clearTimeout(timer);
  timer = undefined;
  while (waiting.length > 0) {
    const body = JSON.stringify({ clicks: waiting.slice(0, CLICKS_PER_CALL) });
    waiting = waiting.slice(CLICKS_PER_CALL);
    // A beacon outlives the page: a click that leaves the site is counted too.
    const sent = navigator.sendBeacon?.(
      CLICKS_PATH,
      new Blob([body], { type: 'application/json' }),
    );
    if (!sent) {
      fetch(CLICKS_PATH, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  }
}

// What waits goes when the page is left, from the first counted click on.
window.addEventListener('pagehide', sendClicks);
