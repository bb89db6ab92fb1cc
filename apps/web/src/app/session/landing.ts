import type { UserInfo } from '@orchid/contracts/accounts';
import { paths } from '../paths';

/** Where a signed-in user's work starts (accounts-and-access §2 "Landing after login"). */
export function dashboardPath(user: UserInfo): string {
  if (user.user_type === 'member') return paths.memberHomepage;
  return user.role === 'PRACTICE_SCHEDULER' ? paths.proSchedule : paths.proHomepage;
}

/**
 * Where a login that began from the navigation (or the /login page) lands once signup is
 * finished: a member with minor profiles first chooses whom to act for.
 */
export function afterLoginPath(user: UserInfo): string {
  if (user.user_type === 'member' && user.minors.length > 0) {
    return paths.memberSwitchAccounts;
  }
  return dashboardPath(user);
}

/**
 * Where the logo leads: home for guests, the dashboard once signup is finished, and nowhere
 * (undefined) while signup is unfinished, so a half-registered user is not sent in circles.
 */
export function logoTarget(user: UserInfo | null | undefined): string | undefined {
  if (!user) return paths.home;
  return user.signup_form_finished ? dashboardPath(user) : undefined;
}

/** After signing out professionals land on their own page, everyone else on home. */
export function afterSignOutPath(user: UserInfo | null | undefined): string {
  return user?.user_type === 'orchid_pro' ? paths.professionalHomepage : paths.home;
}

/**
 * Where a member goes once the intake is saved (§2 "Landing after login or signup"): the
 * member homepage; after the intake at /member-intake-form, the page they registered on
 * (`savedRedirect`), unless that was the registration page itself.
 */
export function afterIntakePath(pathname: string, savedRedirect: string | null): string {
  const atIntakeForm = pathname.replace(/\/+$/, '') === paths.memberIntakeForm;
  if (atIntakeForm && savedRedirect && !savedRedirect.startsWith(paths.memberRegister)) {
    return savedRedirect;
  }
  return paths.memberHomepage;
}
