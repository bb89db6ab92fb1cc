import { INACTIVITY_LIMIT_MS, LAST_ACTIVITY_COOKIE } from '@orchid/contracts/accounts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-app';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import { readLastActivity, recordActivity } from './inactivity';
// The dialog is loaded lazily once someone is signed in, and the user info call loads the API
// client and its error lazily too: here they are loaded up front, so the fake clock does not
// race their imports (which take real time: the test failed whenever an earlier test file in
// the same worker had not loaded them).
import '../api/api-client';
import '../api/api-error';
import './inactivity-dialog';
import { timeLeft } from './inactivity-dialog';
import { InactivityWarning } from './inactivity-warning';

const start = Date.parse('2026-03-01T09:00:00Z');
const userInfo = 'GET /api/users/v1/user_info';
const logout = 'POST /api/login/v1/logout';
const page = '/member-dashboard/profile?tab=optional';

function renderSignedIn() {
  let signedIn = true;
  const api = stubApi({
    [userInfo]: () =>
      signedIn
        ? { status: 200, body: testUser({ user_type: 'member' }) }
        : { status: 403, body: { detail: 'Not authenticated' } },
    'POST /api/login/v1/renew_access_token': { status: 403, body: { detail: 'Not authenticated' } },
    [logout]: () => {
      signedIn = false;
      return { status: 200, body: { signed_out: true } };
    },
  });
  renderInApp(<InactivityWarning />, { path: page });
  return api;
}

/** Moves the clock on, letting what it starts settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const stillThere = () => screen.queryByRole('dialog', { name: 'Still there?' });

describe("'Still there?' before the inactivity sign-out", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up
    document.cookie = `${LAST_ACTIVITY_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('counts the time left in minutes and seconds', () => {
    expect(timeLeft(start + 60_000, start)).toBe('1:00');
    expect(timeLeft(start + 9_500, start)).toBe('0:10');
    expect(timeLeft(start, start + 5_000)).toBe('0:00');
  });

  it('warns a minute before, and staying signed in is activity, here and on the server', async () => {
    recordActivity(start);
    const api = renderSignedIn();
    await wait(100);
    await wait(INACTIVITY_LIMIT_MS - 60_000 - 1_000);
    expect(stillThere()).toBeNull();

    await wait(1_000);
    const dialog = stillThere();
    expect(dialog).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    await wait(15_000);
    expect(screen.getByRole('timer').textContent).toBe('0:45');
    const asked = api.calls().filter((call) => call === userInfo).length;

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await wait(0);
    expect(stillThere()).toBeNull();
    expect(readLastActivity()).toBe(Date.now());
    expect(api.calls().filter((call) => call === userInfo).length).toBe(asked + 1);

    // The 59 minutes start again: no sign-out when the old minute would have run out.
    await wait(10 * 60_000);
    expect(api.calls()).not.toContain(logout);
    expect(screen.getByTestId('path').textContent).toBe('/member-dashboard/profile');
  });

  it('signs out when the minute is up, and asks to log in again', async () => {
    recordActivity(start - INACTIVITY_LIMIT_MS + 30_000);
    const api = renderSignedIn();
    await wait(100);
    expect(stillThere()).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('0:30');

    await wait(30_001);
    await vi.waitFor(() => expect(api.calls()).toContain(logout));
    await wait(0);
    expect(stillThere()).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(screen.getByTestId('modal').textContent).toBe('login');
  });

  it('signs out now when asked, without asking to log in', async () => {
    recordActivity(start - INACTIVITY_LIMIT_MS + 30_000);
    const api = renderSignedIn();
    await wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    await wait(0);
    await vi.waitFor(() => expect(api.calls()).toContain(logout));
    await wait(0);
    expect(stillThere()).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(screen.getByTestId('modal').textContent).toBe('none');
  });
});
