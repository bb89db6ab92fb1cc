import { describe, expect, it } from 'vitest';
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

describe('signed-in navigation', () => {
  it('gives members Profile and Switch profile, professionals Support, in the account menu', () => {
    expect(accountMenuLinks(member)).toEqual([
      { label: 'Profile', to: '/member-dashboard/profile' },
      { label: 'Switch profile', to: '/member-dashboard/switch-accounts' },
    ]);
    expect(labels(accountMenuLinks(pro))).toEqual(['Support']);
    expect(accountMenuLinks(pro)[0]).toMatchObject({ href: expect.stringMatching(/^mailto:/) });
    expect(accountMenuLinks({ ...pro, profile_approved_to_use_the_platform: false })).toEqual([]);
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
    expect(bottomBarItems(pro).map((item) => ('to' in item ? item.to : item.action))).toEqual([
      '/pro-dashboard/homepage',
      '/pro-dashboard/settings',
    ]);
    const unconfirmed = testUser({ user_type: 'orchid_pro', email_confirmed: false });
    expect(labels(bottomBarItems(unconfirmed))).toEqual(['Dashboard', 'Settings', 'Log in']);
  });
});
