import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  LAST_ACTIVITY_COOKIE,
  LAST_ACTIVITY_COOKIE_MAX_AGE_S,
} from '@orchid/contracts/session-cookies';

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

/** 'Still there?' comes this long before the sign-out. */
export const INACTIVITY_WARNING_MS = 60_000;

type WatchOptions = {
  onInactive: () => void;
  /** A minute is left: the sign-out comes at `signOutAt` (ms) unless there is activity. */
  onWarning?: (signOutAt: number) => void;
  /** Activity again after a warning (here or in another tab): the warning is over. */
  onActive?: () => void;
  now?: () => number;
};

/**
 * Watches a signed-in tab: records clicks and key presses, and checks every minute, whenever
 * the tab is shown again, and at the moments the warning and the sign-out are due. Warns a
 * minute before the limit (and says when activity ends the warning); calls `onInactive`
 * once, then stops; returns the stop.
 */
export function watchInactivity({
  onInactive,
  onWarning,
  onActive,
  now = Date.now,
}: WatchOptions): () => void {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let warned = false;
  let due: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    const time = now();
    if (time - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastWrite = time;
    recordActivity(time);
    // A click or key press while warned answers the warning at once.
    if (warned) check();
  };
  function check() {
    const last = readLastActivity();
    const time = now();
    if (isInactive(last, time)) {
      stop();
      onInactive();
      return;
    }
    const signOutAt = last === undefined ? undefined : last + INACTIVITY_LIMIT_MS;
    const warnNow = signOutAt !== undefined && time >= signOutAt - INACTIVITY_WARNING_MS;
    if (warnNow && !warned && signOutAt !== undefined) {
      warned = true;
      onWarning?.(signOutAt);
    } else if (!warnNow && warned) {
      warned = false;
      onActive?.();
    }
    // The next moment that matters, from the activity known now (a later click moves it:
    // the check then finds nothing due and looks again).
    clearTimeout(due);
    if (signOutAt === undefined) return;
    const next = warned ? signOutAt + 1 : signOutAt - INACTIVITY_WARNING_MS;
    due = setTimeout(check, Math.max(0, next - time));
  }
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
    clearTimeout(due);
    document.removeEventListener('click', touch, listen);
    document.removeEventListener('keydown', touch, listen);
    document.removeEventListener('visibilitychange', checkWhenShown);
  }

  // A tab opened on an old session may already be past the limit; a session without a
  // record (a first visit in this browser) starts counting now.
  if (readLastActivity() === undefined) touch();
  check();
  return stop;
}
