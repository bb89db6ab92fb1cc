import type { UserInfo } from '@orchid/contracts/accounts';

// A guardian acting for a minor (accounts-and-access §4 "Acting as a minor"): user info then
// describes the minor and carries guardian_token_exp. Acting lasts 15 minutes from the switch
// or the last renewal; once it lapses the server quietly makes the session the guardian's.

export function isActingForMinor(user: UserInfo | null | undefined): boolean {
  return user?.guardian_token_exp !== undefined;
}

/** Renewal starts this long before acting would lapse. */
export const RENEW_ACTING_AHEAD_MS = 3 * 60_000;
/** Activity this recent keeps acting alive; an idle tab lets it lapse. */
export const ACTING_ACTIVITY_WINDOW_MS = 12 * 60_000;

export type ActingRenewalStep = 'wait' | 'renew' | 'lapsed';

/**
 * What to do about acting at `now`: nothing yet; renew (close to the end, and the person has
 * clicked or typed lately); or it has lapsed, and the page must show the guardian again.
 */
export function actingRenewalStep(
  expiresAt: number,
  lastActivity: number | undefined,
  now: number,
): ActingRenewalStep {
  if (now >= expiresAt) return 'lapsed';
  if (now < expiresAt - RENEW_ACTING_AHEAD_MS) return 'wait';
  const active = lastActivity !== undefined && now - lastActivity <= ACTING_ACTIVITY_WINDOW_MS;
  return active ? 'renew' : 'wait';
}
