import type { UserInfo } from '@orchid/contracts/accounts';

export const memberHomepage = '/member-dashboard/homepage';

/** Where a signed-in user's work starts (accounts-and-access §2 "Landing after login"). */
export function dashboardPath(user: UserInfo): string {
  if (user.user_type === 'member') return memberHomepage;
  return user.role === 'PRACTICE_SCHEDULER' ? '/pro-dashboard/schedule' : '/pro-dashboard/homepage';
}

/**
 * Where a login that began from the navigation (or the /login page) lands once signup is
 * finished: a member with minor profiles first chooses whom to act for.
 */
export function afterLoginPath(user: UserInfo): string {
  if (user.user_type === 'member' && user.minors.length > 0) {
    return '/member-dashboard/switch-accounts';
  }
  return dashboardPath(user);
}

/**
 * Where the logo leads: home for guests, the dashboard once signup is finished, and nowhere
 * (undefined) while signup is unfinished, so a half-registered user is not sent in circles.
 */
export function logoTarget(user: UserInfo | null | undefined): string | undefined {
  if (!user) return '/';
  return user.signup_form_finished ? dashboardPath(user) : undefined;
}

/** After signing out professionals land on their own page, everyone else on home. */
export function afterSignOutPath(user: UserInfo | null | undefined): string {
  return user?.user_type === 'orchid_pro' ? '/professional-homepage' : '/';
}

/**
 * Where a member goes once the intake is saved (§2 "Landing after login or signup"): the
 * member homepage; after the intake at /member-intake-form, the page they registered on
 * (`savedRedirect`), unless that was the registration page itself.
 */
export function afterIntakePath(pathname: string, savedRedirect: string | null): string {
  const atIntakeForm = pathname.replace(/\/+$/, '') === '/member-intake-form';
  if (atIntakeForm && savedRedirect && !savedRedirect.startsWith('/member-register')) {
    return savedRedirect;
  }
  return memberHomepage;
}
