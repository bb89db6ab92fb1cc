import { SESSION_MARKER_COOKIE } from '@orchid/contracts/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test-server';
import { testUser } from '../test-user';
import {
  markerAskedKey,
  mayBeSignedIn,
  refreshUserInfo,
  SessionProvider,
  userInfoQueryKey,
  useSession,
} from './session';

function Probe() {
  const { user } = useSession();
  const state = user === undefined ? 'loading' : user === null ? 'signed out' : user.first_name;
  return <p>{state}</p>;
}

/**
 * No marker: expired long ago (max-age=0 expires it in the same millisecond, which happy-dom
 * may still count as alive; the session reads the cookie at once on its first render).
 */
function removeMarker() {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie = `${SESSION_MARKER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

let queryClient: QueryClient | undefined;

/** Resolves once the session rendered last has finished asking the server, if it asks. */
const asked = () => waitFor(() => expect(queryClient?.isFetching()).toBe(0));

function renderSession(children: ReactNode = <Probe />) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>,
  );
}

describe('session', () => {
  // A test ends once its session has: one still asking would answer into the next test.
  afterEach(async () => {
    await asked();
    vi.unstubAllGlobals();
  });

  it('is undefined while loading, then the user', async () => {
    stubApi({
      'GET /api/users/v1/user_info': {
        status: 200,
        body: testUser({ first_name: 'Rosa' }),
      },
    });
    renderSession();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Rosa')).toBeTruthy();
  });

  it.each([401, 403, 404])('is null when user info answers %i', async (status) => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status, body: { detail: 'Not authenticated' } },
    });
    renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    // A 401 or 403 first tries to renew the session, once.
    const renewals = api.calls().filter((c) => c === 'POST /api/login/v1/renew_access_token');
    expect(renewals).toHaveLength(status === 404 ? 0 : 1);
  });

  it('is null without asking the server when no session marker is there', async () => {
    removeMarker();
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ first_name: 'Rosa' }) },
    });
    renderSession();
    expect(screen.getByText('signed out')).toBeTruthy();
    await asked();
    // No user_info and no renewal: a guest's pages make no request that fails.
    expect(api.calls()).toEqual([]);
  });

  it('asks once per browser for a marker for a session from before it, and uses it', async () => {
    removeMarker();
    localStorage.removeItem(markerAskedKey);
    const api = stubApi({
      'POST /api/login/v1/session_marker': () => {
        // What the server's answer does for a live refresh cookie.
        // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie.
        document.cookie = `${SESSION_MARKER_COOKIE}=1; path=/`;
        return { status: 200, body: { session: true } };
      },
      'GET /api/users/v1/user_info': { status: 200, body: testUser({ first_name: 'Rosa' }) },
    });
    renderSession();
    expect(await screen.findByText('Rosa')).toBeTruthy();
    expect(api.calls()).toEqual([
      'POST /api/login/v1/session_marker',
      'GET /api/users/v1/user_info',
    ]);
  });

  it('asks a guest once, and then not again', async () => {
    removeMarker();
    localStorage.removeItem(markerAskedKey);
    const api = stubApi({
      'POST /api/login/v1/session_marker': { status: 200, body: { session: false } },
    });
    // A guest from the first render on, while the question is under way.
    renderSession();
    expect(screen.getByText('signed out')).toBeTruthy();
    await asked();
    cleanup();
    renderSession();
    expect(screen.getByText('signed out')).toBeTruthy();
    await asked();
    expect(api.calls()).toEqual(['POST /api/login/v1/session_marker']);
  });

  it('reads the marker among other cookies', () => {
    expect(mayBeSignedIn('orchid_device_id=abc; orchid_session=1')).toBe(true);
    expect(mayBeSignedIn('orchid_session=1')).toBe(true);
    expect(mayBeSignedIn('orchid_device_id=abc; not_orchid_session=1')).toBe(false);
    expect(mayBeSignedIn('')).toBe(false);
  });

  it('is null when user info cannot be loaded, after one retry', async () => {
    const api = stubApi({
      'GET /api/users/v1/user_info': { status: 500, body: { detail: 'Oops' } },
    });
    renderSession();
    expect(await screen.findByText('signed out', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.calls()).toEqual(['GET /api/users/v1/user_info', 'GET /api/users/v1/user_info']);
  });
});

describe('refreshUserInfo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers from a fetch sent after it was asked, not one already under way', async () => {
    let confirmed = false;
    stubApi({
      'GET /api/users/v1/user_info': () => ({
        status: 200,
        body: testUser({ email_confirmed: confirmed }),
      }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A first load, sent before the email was confirmed, is still on its way.
    const firstLoad = queryClient.fetchQuery({
      queryKey: userInfoQueryKey,
      queryFn: () => firstLoadRequest(),
    });
    confirmed = true;
    const refreshed = await refreshUserInfo(queryClient);
    await firstLoad;
    expect(refreshed?.email_confirmed).toBe(true);
  });
});

/** The first load's own request, answered with what the server said when it was sent. */
async function firstLoadRequest() {
  const answer = await fetch('/api/users/v1/user_info', { method: 'GET' });
  const body = await answer.json();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return body;
}
