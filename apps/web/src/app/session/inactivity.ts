import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  LAST_ACTIVITY_COOKIE,
  LAST_ACTIVITY_COOKIE_MAX_AGE_S,
} from '@orchid/contracts/accounts';

// Inactivity (accounts-and-access §4 "Session", §9): the time of the last click or key
// press lives in a cookie, so every tab of the browser shares it and a reload keeps it.

/** A click or key press rewrites the cookie at most this often; the limit is 59 minutes. */
export const ACTIVITY_WRITE_INTERVAL_MS = 15_000;

export function readLastActivity(): number | undefined {
  const prefix = `${LAST_ACTIVITY_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  const time = Number(entry?.slice(prefix.length));
  return entry && Number.isFinite(time) && time > 0 ? time : undefined;
}

export function recordActivity(now: number = Date.now()): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `${LAST_ACTIVITY_COOKIE}=${now}; Max-Age=${LAST_ACTIVITY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** More than the limit since the last activity; no record means no evidence of idling. */
export function isInactive(lastActivity: number | undefined, now: number): boolean {
  return lastActivity !== undefined && now - lastActivity > INACTIVITY_LIMIT_MS;
}

type WatchOptions = { onInactive: () => void; now?: () => number };

/**
 * Watches a signed-in tab: records clicks and key presses, and checks every minute and
 * whenever the tab is shown again. Calls `onInactive` once, then stops; returns the stop.
 */
export function watchInactivity({ onInactive, now = Date.now }: WatchOptions): () => void {
  let lastWrite = Number.NEGATIVE_INFINITY;
  const touch = () => {
    const time = now();
    if (time - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWrite = time;
    recordActivity(time);
  };
  const check = () => {
    if (!isInactive(readLastActivity(), now())) return;
    stop();
    onInactive();
  };
  const checkWhenShown = () => {
    if (document.visibilityState === 'visible') check();
  };

  const listen = { capture: true, passive: true };
  document.addEventListener('click', touch, listen);
  document.addEventListener('keydown', touch, listen);
  document.addEventListener('visibilitychange', checkWhenShown);
  const timer = setInterval(check, INACTIVITY_CHECK_INTERVAL_MS);
  function stop() {
    clearInterval(timer);
    document.removeEventListener('click', touch, listen);
    document.removeEventListener('keydown', touch, listen);
    document.removeEventListener('visibilitychange', checkWhenShown);
  }

  // A tab opened on an old session may already be past the limit; a session without a
  // record (a first visit in this browser) starts counting now.
  if (readLastActivity() === undefined) touch();
  else check();
  return stop;
}
