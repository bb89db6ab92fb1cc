import { tabStorage } from '../../app/tab-storage';

/**
 * The token of a team invitation opened by someone not signed in yet, kept for the tab's life.
 * Signing in normally returns to /team-invite, which accepts it; a sign-in that sends the
 * person through the quick intake first comes back for it when they reach the dashboard.
 * Storage can be off (private modes): the invitation link then has to be opened again.
 */
const PENDING_INVITE_KEY = 'pending_team_invite';

export const rememberPendingInvite = (token: string) => tabStorage.set(PENDING_INVITE_KEY, token);
export const pendingInvite = () => tabStorage.get(PENDING_INVITE_KEY);
export const forgetPendingInvite = () => tabStorage.remove(PENDING_INVITE_KEY);
