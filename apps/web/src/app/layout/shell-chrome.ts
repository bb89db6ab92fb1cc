import { matchPath } from 'react-router';
import { paths } from '../paths';

/**
 * Which bars the shell shows around a page (accounts-and-access §2 "Top navigation"), decided
 * from the path alone so it is the same on every render and easy to test.
 * - guest: the full public navigation.
 * - professional-landing: the reduced navigation of /professional-homepage.
 * - logo-only: focused pages where navigating away would only distract.
 * - hidden: pages that bring their own chrome (dashboards, video, intake, registration).
 */
export type TopBar = 'guest' | 'professional-landing' | 'logo-only' | 'hidden';

export type ShellChrome = {
  topBar: TopBar;
  /** The phone bottom bar (home, book, login); only ever shown in phone portrait. */
  bottomBar: boolean;
};

const dashboards = [paths.proDashboard, paths.memberDashboard];
const ownChrome = [
  paths.groupVideoChat,
  paths.quickIntake,
  paths.memberIntakeForm,
  paths.welcome,
  paths.memberRegister,
  paths.professionalRegister,
];
const logoOnly = [paths.resetPassword, paths.login, paths.pageNotFound];

/** `/login` and `/login/...`, but not `/login-help`. */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Under /pro-dashboard or /member-dashboard. */
export function isDashboardPath(pathname: string): boolean {
  return dashboards.some((base) => isUnder(pathname, base));
}

/**
 * The footer a page gets (accounts-and-access §2 "Footer"): the signed-in areas (dashboards and
 * their settings, onboarding, plan checkout and its return pages) get the account footer, which
 * is the crisis resources, the privacy link and Sign out; the public pages get the marketing
 * footer with its link columns and states as well.
 */
export type FooterKind = 'marketing' | 'account';

const accountAreas = [
  paths.admin,
  paths.quickIntake,
  paths.memberIntakeForm,
  paths.welcome,
  paths.paymentConfirmation,
  paths.checkoutCancel,
];

export function footerKind(rawPathname: string): FooterKind {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  const account =
    isDashboardPath(pathname) ||
    accountAreas.some((base) => isUnder(pathname, base)) ||
    matchPath(paths.planCheckoutRoute, pathname) !== null;
  return account ? 'account' : 'marketing';
}

export function shellChrome(rawPathname: string): ShellChrome {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  const onDashboard = isDashboardPath(pathname);
  const hidden =
    onDashboard ||
    // /video-chat and /video-chat-2
    pathname.startsWith(paths.videoChat) ||
    pathname.startsWith(`${paths.videoLink}/`) ||
    ownChrome.some((base) => isUnder(pathname, base));
  if (hidden) return { topBar: 'hidden', bottomBar: onDashboard };

  // A booking's confirmation keeps the site's navigation: the member is done, not focused.
  if (logoOnly.some((base) => isUnder(pathname, base)))
    return { topBar: 'logo-only', bottomBar: false };

  if (isUnder(pathname, paths.professionalHomepage)) {
    return { topBar: 'professional-landing', bottomBar: true };
  }
  return { topBar: 'guest', bottomBar: true };
}
