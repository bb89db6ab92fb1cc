// Button clicks on the marketing pages (booking-practice-and-marketing §2: each "records click
// events for its buttons"), counted first-party and anonymously: per day, page and button, never
// who pressed it. Kept apart from the calls' schemas so the web's click counter stays light.

import { MARKETING_PAGE_PATHS } from './marketing-paths';

/** POST: where the browser sends clicks (marketing.ts's recordClicks). */
export const CLICKS_PATH = '/api/quiz/v1/marketing_page/clicks';

/** The pages whose buttons are counted: the product and marketing pages of §2. */
export const COUNTED_PAGES = Object.values(MARKETING_PAGE_PATHS);
export type CountedPage = (typeof COUNTED_PAGES)[number];

export const isCountedPage = (pathname: string): pathname is CountedPage =>
  (COUNTED_PAGES as readonly string[]).includes(pathname);

/** A button's name in the counts: lower-case words joined by dashes, at most 60 characters. */
export const CLICK_BUTTON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CLICK_BUTTON_MAX = 60;

/**
 * The name a button is counted under, from its label ("Book Your Free Demo" →
 * 'book-your-free-demo'); undefined when the label has no letters or digits.
 */
export function clickButtonName(label: string): string | undefined {
  const name = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replaceAll(' ', '-');
  if (name.length <= CLICK_BUTTON_MAX) return name || undefined;
  // Whole words where they fit; a first word too long for the name is cut.
  const cut = name.slice(0, CLICK_BUTTON_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, CLICK_BUTTON_MAX);
}

/** Clicks wait this long for more before they are sent together (accounts-and-access §9: the
 * analytics event debounce). */
export const CLICK_SEND_DELAY_MS = 1_000;
/** At most this many clicks in one call. */
export const CLICKS_PER_CALL = 20;
