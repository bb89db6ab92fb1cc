import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  LAST_ACTIVITY_COOKIE,
} from '@orchid/contracts/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  isInactive,
  readLastActivity,
  recordActivity,
  watchInactivity,
} from './inactivity';

const start = Date.parse('2026-03-01T09:00:00Z');

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = `${LAST_ACTIVITY_COOKIE}=; Max-Age=0; Path=/`;
}

describe('inactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    clearCookie();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookie();
  });

  it('keeps the last activity in its cookie', () => {
    expect(readLastActivity()).toBeUndefined();
    recordActivity(start);
    expect(readLastActivity()).toBe(start);
    expect(document.cookie).toContain(`${LAST_ACTIVITY_COOKIE}=${start}`);
  });

  it('is inactive only past the limit, and never without a record', () => {
    expect(isInactive(start, start + INACTIVITY_LIMIT_MS)).toBe(false);
    expect(isInactive(start, start + INACTIVITY_LIMIT_MS + 1)).toBe(true);
    expect(isInactive(undefined, start + 10 * INACTIVITY_LIMIT_MS)).toBe(false);
  });

  it('starts the clock for a session that has no record yet', () => {
    const stop = watchInactivity({ onInactive: vi.fn() });
    expect(readLastActivity()).toBe(start);
    stop();
  });

  it('signs out once, at the first check past 59 minutes without a click or key', () => {
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive });

    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).toHaveBeenCalledTimes(1);

    // It stopped watching: no second sign-out.
    vi.advanceTimersByTime(10 * INACTIVITY_CHECK_INTERVAL_MS);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts clicks and key presses as activity, writing the cookie at most every 15 s', () => {
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive });

    vi.advanceTimersByTime(30 * 60_000);
    document.body.click();
    expect(readLastActivity()).toBe(start + 30 * 60_000);
    vi.advanceTimersByTime(ACTIVITY_WRITE_INTERVAL_MS - 1_000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(readLastActivity()).toBe(start + 30 * 60_000);
    vi.advanceTimersByTime(1_000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(readLastActivity()).toBe(start + 30 * 60_000 + ACTIVITY_WRITE_INTERVAL_MS);

    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 60_000);
    expect(onInactive).not.toHaveBeenCalled();
    stop();
  });

  it('checks when the tab is shown again', () => {
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive });
    // Another tab's activity long ago: this browser has been idle.
    recordActivity(start - INACTIVITY_LIMIT_MS - 5_000);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('signs out at once a tab opened on a session idle for too long', () => {
    recordActivity(start - INACTIVITY_LIMIT_MS - 1);
    const onInactive = vi.fn();
    watchInactivity({ onInactive });
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive });
    stop();
    vi.advanceTimersByTime(2 * INACTIVITY_LIMIT_MS);
    document.body.click();
    expect(readLastActivity()).toBe(start);
    expect(onInactive).not.toHaveBeenCalled();
  });
});
