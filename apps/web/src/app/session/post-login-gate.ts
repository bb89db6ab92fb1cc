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

export type PostLoginOptions = {
  /** The login began from the navigation or the /login page: land on the dashboard. */
  landOnDashboard: boolean;
};

export function postLoginStep(
  user: UserInfo | null,
  { landOnDashboard }: PostLoginOptions,
): PostLoginStep {
  if (!user) return { kind: 'log-in' };
  if (!user.email_confirmed) return { kind: 'verify-email', email: user.email };
  if (!user.signup_form_finished) {
    if (user.user_type === 'orchid_pro')
      return { kind: 'go', to: paths.quickIntake, replace: true };
    // Where the member is: the intake lands them on the homepage once saved.
    return { kind: 'member-intake' };
  }
  return landOnDashboard
    ? { kind: 'go', to: afterLoginPath(user), replace: false }
    : { kind: 'stay' };
}
