import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  LAST_ACTIVITY_COOKIE,
} from '@orchid/contracts/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  INACTIVITY_WARNING_MS,
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

  it('warns a minute before the sign-out, on time, and signs out when the minute is up', () => {
    const onWarning = vi.fn();
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive, onWarning });

    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledExactlyOnceWith(start + INACTIVITY_LIMIT_MS);
    expect(INACTIVITY_WARNING_MS).toBe(60_000);

    vi.advanceTimersByTime(INACTIVITY_WARNING_MS);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onInactive).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    stop();
  });

  it('warns at once a tab opened in the last minute, with the time left', () => {
    recordActivity(start - INACTIVITY_LIMIT_MS + 20_000);
    const onWarning = vi.fn();
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive, onWarning });
    expect(onWarning).toHaveBeenCalledExactlyOnceWith(start + 20_000);
    vi.advanceTimersByTime(20_001);
    expect(onInactive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the warning with a click, and starts the 59 minutes again', () => {
    const onWarning = vi.fn();
    const onActive = vi.fn();
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive, onWarning, onActive });
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 30_000);
    expect(onWarning).toHaveBeenCalledTimes(1);

    document.body.click();
    expect(onActive).toHaveBeenCalledTimes(1);
    const clicked = start + INACTIVITY_LIMIT_MS - 30_000;
    expect(readLastActivity()).toBe(clicked);

    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS - 1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenLastCalledWith(clicked + INACTIVITY_LIMIT_MS);
    expect(onWarning).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ends the warning when another tab was active, instead of signing out', () => {
    const onWarning = vi.fn();
    const onActive = vi.fn();
    const onInactive = vi.fn();
    const stop = watchInactivity({ onInactive, onWarning, onActive });
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 30_000);
    expect(onWarning).toHaveBeenCalledTimes(1);

    recordActivity(Date.now());
    vi.advanceTimersByTime(30_001);
    expect(onActive).toHaveBeenCalledTimes(1);
    expect(onInactive).not.toHaveBeenCalled();
    stop();
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
