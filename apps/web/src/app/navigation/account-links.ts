import type { UserInfo } from '@orchid/contracts/accounts';
import { roleAllows } from '@orchid/contracts/feature-access';
import {
  type Icon,
  IconHome,
  IconLayoutDashboard,
  IconLogin2,
  IconSearch,
  IconSettings,
  IconUser,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import { dashboardPath } from '../session/landing';
import { supportMailto } from '../support';

// What the signed-in navigation offers (accounts-and-access §2 "Top navigation"), limited to
// the screens that exist: messages, My sessions, Assignment, Help and Policies join as their
// screens arrive.

export type AccountMenuLink =
  | { label: string; to: string }
  /** Outside the app (mail). */
  | { label: string; href: string };

/** The account menu's links; Log out always follows them. */
export function accountMenuLinks(user: UserInfo): AccountMenuLink[] {
  if (user.user_type === 'member') {
    return [
      { label: 'Profile', to: '/member-dashboard/profile' },
      { label: 'Switch profile', to: '/member-dashboard/switch-accounts' },
    ];
  }
  // Support needs platform access; until subscriptions exist, the approval half is all the
  // user info can tell.
  return user.profile_approved_to_use_the_platform
    ? [{ label: 'Support', href: supportMailto('Support request') }]
    : [];
}

/** The dashboard link of the top bar; professionals need the role's dashboard access. */
export function dashboardLink(user: UserInfo): string | undefined {
  if (user.user_type === 'orchid_pro' && !roleAllows(user.role, 'dashboard')) return undefined;
  return dashboardPath(user);
}

/**
 * The pages of a dashboard's own navigation: left on desktop, the bottom bar on phones. The
 * bar has room for five, so pages reached from another page stay out of it.
 */
export type DashboardNavItem = {
  label: string;
  to: string;
  icon: Icon;
  /** A shorter word where five items share a phone's width. */
  barLabel?: string;
  inBottomBar?: false;
};

export function dashboardNavItems(user: UserInfo): DashboardNavItem[] {
  if (user.user_type === 'member') {
    return [
      { label: 'Dashboard', to: '/member-dashboard/homepage', icon: IconLayoutDashboard },
      { label: 'Profile', to: '/member-dashboard/profile', icon: IconUser },
      // Reached from Profile's Edit button on phones.
      {
        label: 'Edit profile',
        to: '/member-dashboard/edit-profile',
        icon: IconUserEdit,
        inBottomBar: false,
      },
      {
        label: 'Switch profile',
        to: '/member-dashboard/switch-accounts',
        icon: IconUsers,
        barLabel: 'Switch',
      },
    ];
  }
  return [
    ...(roleAllows(user.role, 'dashboard')
      ? [{ label: 'Dashboard', to: '/pro-dashboard/homepage', icon: IconLayoutDashboard }]
      : []),
    { label: 'Settings', to: '/pro-dashboard/settings', icon: IconSettings },
  ];
}

export type BottomBarItem =
  | { label: string; to: string; icon: Icon }
  /** Log in for a signed-in user whose account is not ready: runs the post-login gate. */
  | { label: string; action: 'post-login-gate'; icon: Icon };

/** Login stays offered until the account is ready to use. */
const needsLogin = (user: UserInfo | null | undefined) =>
  !user?.email_confirmed || !user.signup_form_finished;

/**
 * The phone bottom bar: home, book and login for guests; members add their dashboard once
 * signup is finished; professionals get their dashboard instead of the public items.
 */
export function bottomBarItems(user: UserInfo | null | undefined): BottomBarItem[] {
  const items: BottomBarItem[] = [];
  if (user?.user_type !== 'orchid_pro') {
    items.push(
      { label: 'Home', to: '/', icon: IconHome },
      { label: 'Book', to: '/professional-search', icon: IconSearch },
    );
  }
  if (user && (user.user_type === 'orchid_pro' || user.signup_form_finished)) {
    items.push(
      ...dashboardNavItems(user)
        .filter((item) => item.inBottomBar !== false)
        .map(({ label, barLabel, to, icon }) => ({ label: barLabel ?? label, to, icon })),
    );
  }
  if (needsLogin(user)) {
    items.push(
      user
        ? { label: 'Log in', action: 'post-login-gate', icon: IconLogin2 }
        : { label: 'Log in', to: '/login', icon: IconLogin2 },
    );
  }
  return items;
}
