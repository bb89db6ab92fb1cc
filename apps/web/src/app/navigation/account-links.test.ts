import { FEATURE_NAMES, type FeatureName } from '@orchid/contracts/feature-access';
import { describe, expect, it } from 'vitest';
import type { AccessView } from '../../features/access/use-access';
import { supportMailto } from '../support';
import { testUser } from '../test-user';
import {
  accountMenuLinks,
  bottomBarItems,
  dashboardLink,
  dashboardNavItems,
} from './account-links';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const member = testUser({ user_type: 'member' });
const pro = testUser({ user_type: 'orchid_pro', profile_approved_to_use_the_platform: true });
const scheduler = testUser({ user_type: 'orchid_pro', role: 'PRACTICE_SCHEDULER' });

/** An access answer: every feature on except those named, and platform access as given. */
const accessWith = (platform_access: boolean, without: FeatureName[] = []): AccessView => ({
  platform_access,
  features: Object.fromEntries(
    FEATURE_NAMES.map((feature) => [feature, !without.includes(feature)]),
  ) as AccessView['features'],
});
const ownerAccess = accessWith(true);
const schedulerAccess = accessWith(true, [
  'dashboard',
  'billing',
  'invite',
  'messaging',
  'edit-scheduling',
]);
const paths = (items: { to: string }[]) => items.map((item) => item.to);

describe('signed-in navigation', () => {
  it('gives members My sessions, Profile, Help (a mail to support), Switch profile and E-mail preferences in the account menu', () => {
    expect(accountMenuLinks(member)).toEqual([
      { label: 'My sessions', to: '/member-dashboard/sessions' },
      { label: 'Profile', to: '/member-dashboard/profile' },
      { label: 'Help', href: supportMailto('Help request') },
      { label: 'Switch profile', to: '/member-dashboard/switch-accounts' },
      { label: 'E-mail preferences', to: '/email-preference' },
    ]);
    // Acting for a minor, who gets no mail of their own.
    const acting = testUser({ user_type: 'member', current_minor_user_id: 'minor-1' });
    expect(labels(accountMenuLinks(acting))).not.toContain('E-mail preferences');
  });

  it('gives professionals Support always, and Policies only with platform access', () => {
    expect(labels(accountMenuLinks(pro, ownerAccess))).toEqual([
      'Support',
      'Policies',
      'E-mail preferences',
    ]);
    expect(accountMenuLinks(pro, ownerAccess)).toEqual([
      { label: 'Support', href: expect.stringMatching(/^mailto:/) },
      { label: 'Policies', to: '/pro-dashboard/policies' },
      { label: 'E-mail preferences', to: '/email-preference' },
    ]);
    // A professional waiting for approval has most to ask.
    expect(labels(accountMenuLinks(pro, accessWith(false)))).toEqual([
      'Support',
      'E-mail preferences',
    ]);
    expect(labels(accountMenuLinks(pro))).toEqual(['Support', 'E-mail preferences']);
    // A scheduler reads the practice's policies too.
    expect(labels(accountMenuLinks(scheduler, schedulerAccess))).toEqual([
      'Support',
      'Policies',
      'E-mail preferences',
    ]);
  });

  it("puts the operator's desk first for operators only", () => {
    const operator = testUser({ user_type: 'member', is_operator: true });
    expect(accountMenuLinks(operator)[0]).toEqual({ label: "Operator's desk", to: '/admin' });
    expect(labels(accountMenuLinks(member))).not.toContain("Operator's desk");
    expect(labels(accountMenuLinks(pro, ownerAccess))).not.toContain("Operator's desk");
  });

  it('links the dashboard for everyone whose role has one', () => {
    expect(dashboardLink(member)).toBe('/member-dashboard/homepage');
    expect(dashboardLink(pro)).toBe('/pro-dashboard/homepage');
    expect(dashboardLink(scheduler)).toBeUndefined();
  });
});

describe('phone bottom bar', () => {
  it('offers guests home, book and login', () => {
    expect(bottomBarItems(null)).toEqual([
      expect.objectContaining({ label: 'Home', to: '/' }),
      expect.objectContaining({ label: 'Book', to: '/professional-search' }),
      expect.objectContaining({ label: 'Log in', to: '/login' }),
    ]);
  });

  it('adds the member dashboard once signup is finished, and drops login', () => {
    expect(labels(bottomBarItems(member))).toEqual([
      'Home',
      'Book',
      'Dashboard',
      'Profile',
      'Switch',
    ]);
    expect(bottomBarItems(member).map((item) => ('to' in item ? item.to : item.action))).toEqual([
      '/',
      '/professional-search',
      '/member-dashboard/homepage',
      '/member-dashboard/profile',
      '/member-dashboard/switch-accounts',
    ]);
  });

  it('lists every member page in the left navigation, edit-profile included', () => {
    expect(dashboardNavItems(member).map((item) => item.to)).toEqual([
      '/member-dashboard/homepage',
      '/member-dashboard/sessions',
      '/member-dashboard/profile',
      '/member-dashboard/edit-profile',
      '/member-dashboard/switch-accounts',
    ]);
  });

  it('keeps login (as the post-login gate) while a member is not ready', () => {
    const unfinished = testUser({ user_type: 'member', signup_form_finished: false });
    expect(
      bottomBarItems(unfinished).map((item) => ('to' in item ? item.to : item.action)),
    ).toEqual(['/', '/professional-search', 'post-login-gate']);
    const unconfirmed = testUser({ user_type: 'member', email_confirmed: false });
    expect(labels(bottomBarItems(unconfirmed)).at(-1)).toBe('Log in');
  });

  it('gives professionals their dashboard instead of the public items', () => {
    expect(
      bottomBarItems(pro, ownerAccess).map((item) => ('to' in item ? item.to : item.action)),
    ).toEqual([
      '/pro-dashboard/homepage',
      '/pro-dashboard/schedule',
      '/pro-dashboard/policies',
      '/pro-dashboard/settings',
    ]);
    const unconfirmed = testUser({ user_type: 'orchid_pro', email_confirmed: false });
    expect(labels(bottomBarItems(unconfirmed, ownerAccess))).toEqual([
      'Dashboard',
      'Schedule',
      'Policies',
      'Settings',
      'Log in',
    ]);
  });
});

describe('professional dashboard navigation', () => {
  it('gives owners every page their plan allows', () => {
    expect(paths(dashboardNavItems(pro, ownerAccess))).toEqual([
      '/pro-dashboard/homepage',
      '/pro-dashboard/schedule',
      '/pro-dashboard/policies',
      '/pro-dashboard/settings',
    ]);
    // An AI Only plan has no calendar.
    expect(labels(dashboardNavItems(pro, accessWith(false, ['calendar'])))).toEqual([
      'Dashboard',
      'Policies',
      'Settings',
    ]);
  });

  it('leaves the dashboard home out for schedulers', () => {
    expect(labels(dashboardNavItems(scheduler, schedulerAccess))).toEqual([
      'Schedule',
      'Policies',
      'Settings',
    ]);
  });

  it('follows the role table until the access answer is in', () => {
    expect(labels(dashboardNavItems(scheduler))).toEqual(['Schedule', 'Policies', 'Settings']);
    expect(labels(dashboardNavItems(pro))).toEqual([
      'Dashboard',
      'Schedule',
      'Policies',
      'Settings',
    ]);
  });
});
