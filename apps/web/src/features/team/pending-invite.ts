/**
 * The token of a team invitation opened by someone not signed in yet, kept for the tab's life.
 * Signing in normally returns to /team-invite, which accepts it; a sign-in that sends the
 * person through the quick intake first comes back for it when they reach the dashboard.
 * Storage can be off (private modes): the invitation link then has to be opened again.
 */
const PENDING_INVITE_KEY = 'pending_team_invite';

export function rememberPendingInvite(token: string): void {
  try {
    sessionStorage.setItem(PENDING_INVITE_KEY, token);
  } catch {
    // Nothing to remember it in.
  }
}

export function pendingInvite(): string | null {
  try {
    return sessionStorage.getItem(PENDING_INVITE_KEY);
  } catch {
    return null;
  }
}

export function forgetPendingInvite(): void {
  try {
    sessionStorage.removeItem(PENDING_INVITE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The invitation page for a token. */
export const teamInvitePath = (token: string) => `/team-invite?token=${encodeURIComponent(token)}`;
