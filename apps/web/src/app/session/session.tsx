import type { UserInfo } from '@orchid/contracts/accounts';
import { SESSION_MARKER_COOKIE, SESSION_MARKER_PATH } from '@orchid/contracts/session-cookies';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

export const userInfoQueryKey = ['user-info'] as const;

/** Answers that mean "nobody is signed in" rather than "something broke". */
const signedOutStatuses = new Set([401, 403, 404]);

/**
 * Whether this browser may have a session: the server sets a readable marker cookie with the
 * session's (HttpOnly) cookies and clears it with them. Without it nobody is signed in, and
 * asking the server would only be refused (a failed request and a renewal attempt on every
 * guest's page).
 */
export function mayBeSignedIn(cookies: string = document.cookie): boolean {
  return cookies.split(/;\s*/).some((entry) => entry.startsWith(`${SESSION_MARKER_COOKIE}=`));
}

/** Kept once this browser has asked for a marker (localStorage: every tab, every visit). */
export const markerAskedKey = 'orchid-session-marker-asked';

/**
 * A session begun before the marker existed may still hold a live refresh cookie, which is
 * sent only to /api/login/v1: this browser asks there once, and the server sets the marker if
 * so (accounts' POST session_marker). A guest's answer is `{session: false}`, not a refusal.
 * A plain fetch, not the API client: its answer is the cookie, and a guest's first page loads
 * neither the client nor the contracts.
 */
async function markerFromEarlierSession(): Promise<boolean> {
  try {
    if (localStorage.getItem(markerAskedKey) !== null) return false;
    localStorage.setItem(markerAskedKey, '1');
  } catch {
    return false;
  }
  try {
    const response = await fetch(SESSION_MARKER_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    // Read to the end: an answer left unread keeps the request open.
    await response.text();
  } catch {
    return false;
  }
  return mayBeSignedIn();
}

async function fetchUser(signal: AbortSignal): Promise<UserInfo | null> {
  if (!mayBeSignedIn() && !(await markerFromEarlierSession())) return null;
  // Only with the marker: a guest's page loads neither the API client, the contract nor zod.
  const [{ call }, { getUserInfo }, { ApiError }] = await Promise.all([
    import('../api/api-client'),
    import('@orchid/contracts/accounts'),
    import('../api/api-error'),
  ]);
  try {
    return await call(getUserInfo, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && signedOutStatuses.has(error.status)) return null;
    throw error;
  }
}

/**
 * Asks the server who is signed in now (after signing in or registering, or once the email
 * is confirmed) and shares the answer with every screen.
 */
export async function refreshUserInfo(queryClient: QueryClient): Promise<UserInfo | null> {
  const fetchNow = () =>
    queryClient.fetchQuery({
      queryKey: userInfoQueryKey,
      queryFn: ({ signal }) => fetchUser(signal),
      staleTime: 0,
    });
  // fetchQuery joins a fetch already under way, which may have been sent before the change
  // this refresh is for (a page's first load racing the email confirmation): let it finish,
  // then ask again.
  if (queryClient.isFetching({ queryKey: userInfoQueryKey }) > 0) {
    await fetchNow().catch(() => null);
  }
  return fetchNow();
}

type Session = {
  /**
   * undefined while a session the marker speaks of loads, null when signed out or refused
   * (spec §4 "Session").
   */
  user: UserInfo | null | undefined;
};

const SessionContext = createContext<Session>({ user: undefined });

export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => fetchUser(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    // Without the marker nobody is signed in: a guest from the first render on, as the page
    // the server drew for a guest shows (prerender.tsx), while a new browser's one question
    // about an earlier session is under way.
    placeholderData: () => (mayBeSignedIn() ? undefined : null),
  });
  // A user-info call that keeps failing cannot prove a session: treat it as signed out.
  const user = query.isError ? null : query.data;
  return <SessionContext value={{ user }}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
