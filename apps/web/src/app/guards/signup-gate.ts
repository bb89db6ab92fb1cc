import type { UserInfo } from '@orchid/contracts/accounts';
import { paths } from '../paths';

/**
 * What a professional with an unfinished signup meets on /pro-dashboard (accounts-and-access
 * §2): the quick intake (replacing the history entry), except /pro-dashboard/session-review,
 * which shows only a background image. An unconfirmed address comes first: the dashboard's
 * Verify your email dialog, as in the post-login gate.
 */
export type ProSignupGate = 'open' | 'quick-intake' | 'background';

export function proSignupGate(user: UserInfo, pathname: string): ProSignupGate {
  if (user.signup_form_finished || !user.email_confirmed) return 'open';
  const path = pathname.replace(/\/+$/, '');
  return path === paths.proSessionReview || path.startsWith(`${paths.proSessionReview}/`)
    ? 'background'
    : 'quick-intake';
}
