import type { UserInfo } from '@orchid/contracts/accounts';
import { type FeatureName, roleAllows } from '@orchid/contracts/feature-names';
import {
  type Icon,
  IconCalendar,
  IconClipboardText,
  IconLayoutDashboard,
  IconSettings,
  IconUser,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import { type AccessView, offers } from '../../features/access/use-access';
import { paths } from '../paths';
import { dashboardPath } from '../session/landing';
import { supportMailto } from '../support';
import {
  type BottomBarItem,
  guestBarItems,
  loginGateBarItem,
  publicBarItems,
} from './bottom-bar-items';

// What the signed-in navigation offers (accounts-and-access §2 "Top navigation", §6), limited
// to the screens that exist: messages and Assignment join as their screens arrive; Help writes to support until a help page exists. A professional's items follow GET /api/users/v1/access (`access`, undefined while it
// loads); the server refuses what is hidden anyway.

export type AccountMenuLink =
  | { label: string; to: string }
  /** Outside the app (mail). */
  | { label: string; href: string };

/**
 * The account menu's links; Log out always follows them. Operators find their desk first;
 * everyone's own e-mail preferences come last (not a minor's: a minor gets no mail).
 */
export function accountMenuLinks(user: UserInfo, access?: AccessView): AccountMenuLink[] {
  const desk = user.is_operator ? [{ label: "Operator's desk", to: paths.admin }] : [];
  const mail = user.current_minor_user_id
    ? []
    : [{ label: 'E-mail preferences', to: paths.emailPreference }];
  return [...desk, ...ownLinks(user, access), ...mail];
}

function ownLinks(user: UserInfo, access?: AccessView): AccountMenuLink[] {
  if (user.user_type === 'member') {
    return [
      { label: 'My sessions', to: paths.memberSessions },
      { label: 'Profile', to: paths.memberProfile },
      { label: 'Help', href: supportMailto('Help request') },
      { label: 'Switch profile', to: paths.memberSwitchAccounts },
    ];
  }
  // Support is always there: a professional waiting for approval is the one with most to ask
  // (the spec offers it only with platform access; our issue 11 overrules that). Policies need
  // platform access (subscribed and approved).
  const support = { label: 'Support', href: supportMailto('Support request') };
  if (!access?.platform_access) return [support];
  return [
    support,
    ...(offers(user, access, 'policies') ? [{ label: 'Policies', to: paths.proPolicies }] : []),
  ];
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

export function dashboardNavItems(user: UserInfo, access?: AccessView): DashboardNavItem[] {
  if (user.user_type === 'member') {
    return [
      { label: 'Dashboard', to: paths.memberHomepage, icon: IconLayoutDashboard },
      // On phones in the account menu (My sessions): the bar's five places are taken.
      { label: 'My sessions', to: paths.memberSessions, icon: IconCalendar, inBottomBar: false },
      { label: 'Profile', to: paths.memberProfile, icon: IconUser },
      // Reached from Profile's Edit button on phones.
      {
        label: 'Edit profile',
        to: paths.memberEditProfile,
        icon: IconUserEdit,
        inBottomBar: false,
      },
      {
        label: 'Switch profile',
        to: paths.memberSwitchAccounts,
        icon: IconUsers,
        barLabel: 'Switch',
      },
    ];
  }
  const pages: [FeatureName, DashboardNavItem][] = [
    ['dashboard', { label: 'Dashboard', to: paths.proHomepage, icon: IconLayoutDashboard }],
    ['calendar', { label: 'Schedule', to: paths.proSchedule, icon: IconCalendar }],
    ['policies', { label: 'Policies', to: paths.proPolicies, icon: IconClipboardText }],
    ['settings', { label: 'Settings', to: paths.proSettings, icon: IconSettings }],
  ];
  return pages.filter(([feature]) => offers(user, access, feature)).map(([, item]) => item);
}

/** Login stays offered until the account is ready to use. */
const needsLogin = (user: UserInfo) => !user.email_confirmed || !user.signup_form_finished;

/**
 * The phone bottom bar: home, book and login for guests; members add their dashboard once
 * signup is finished; professionals get their dashboard instead of the public items.
 */
export function bottomBarItems(
  user: UserInfo | null | undefined,
  access?: AccessView,
): BottomBarItem[] {
  if (!user) return guestBarItems;
  const items: BottomBarItem[] = user.user_type === 'orchid_pro' ? [] : [...publicBarItems];
  if (user.user_type === 'orchid_pro' || user.signup_form_finished) {
    items.push(
      ...dashboardNavItems(user, access)
        .filter((item) => item.inBottomBar !== false)
        .map(({ label, barLabel, to, icon }) => ({ label: barLabel ?? label, to, icon })),
    );
  }
  if (needsLogin(user)) items.push(loginGateBarItem);
  return items;
}
