import type { UserInfo } from '@orchid/contracts/accounts';
import { paths } from '../paths';
import { afterLoginPath } from './landing';

/** What happens once someone has signed in (accounts-and-access §4 "Post-login gate"). */
export type PostLoginStep =
  | { kind: 'log-in' }
  | { kind: 'verify-email'; email: string }
  | { kind: 'member-intake' }
  | { kind: 'go'; to: string; replace: boolean }
  | { kind: 'stay' };

/** The page someone was signed out of for inactivity, and who they were. */
export type ReturnTo = { path: string; sub: string };

export type PostLoginOptions = {
  /** The login began from the navigation or the /login page: land on the dashboard. */
  landOnDashboard: boolean;
  /** Signed out for inactivity: the same person signing in again goes back there. */
  returnTo?: ReturnTo | undefined;
};

export function postLoginStep(
  user: UserInfo | null,
  { landOnDashboard, returnTo }: PostLoginOptions,
): PostLoginStep {
  if (!user) return { kind: 'log-in' };
  if (!user.email_confirmed) return { kind: 'verify-email', email: user.email };
  if (!user.signup_form_finished) {
    if (user.user_type === 'orchid_pro')
      return { kind: 'go', to: paths.quickIntake, replace: true };
    // Where the member is: the intake lands them on the homepage once saved.
    return { kind: 'member-intake' };
  }
  // Someone else signing in on this browser starts at their own landing, not on that page.
  if (returnTo && returnTo.sub === user.sub) {
    return { kind: 'go', to: returnTo.path, replace: false };
  }
  return landOnDashboard
    ? { kind: 'go', to: afterLoginPath(user), replace: false }
    : { kind: 'stay' };
}
