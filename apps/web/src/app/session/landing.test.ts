import { describe, expect, it } from 'vitest';
import { testUser } from '../test-user';
import {
  afterIntakePath,
  afterLoginPath,
  afterSignOutPath,
  dashboardPath,
  logoTarget,
} from './landing';

const member = testUser({ user_type: 'member' });
const owner = testUser({ user_type: 'orchid_pro', role: 'OWNER' });
const scheduler = testUser({ user_type: 'orchid_pro', role: 'PRACTICE_SCHEDULER' });

describe('landing paths', () => {
  it('sends each kind of user to their dashboard', () => {
    expect(dashboardPath(member)).toBe('/member-dashboard/homepage');
    expect(dashboardPath(owner)).toBe('/pro-dashboard/homepage');
    expect(dashboardPath(scheduler)).toBe('/pro-dashboard/schedule');
  });

  it('lands a member with minors on the profile switcher after login', () => {
    const minor = {
      first_name: 'Leo',
      last_name: 'Diaz',
      orchid_user_id: 'minor-1',
      preferred_first_name: null,
      billing_user_id: 'rosa',
    };
    expect(afterLoginPath({ ...member, minors: [minor] })).toBe(
      '/member-dashboard/switch-accounts',
    );
    expect(afterLoginPath(member)).toBe('/member-dashboard/homepage');
    expect(afterLoginPath(owner)).toBe('/pro-dashboard/homepage');
    expect(afterLoginPath(scheduler)).toBe('/pro-dashboard/schedule');
  });

  it('links the logo home for guests and nowhere while signup is unfinished', () => {
    expect(logoTarget(undefined)).toBe('/');
    expect(logoTarget(null)).toBe('/');
    expect(logoTarget(member)).toBe('/member-dashboard/homepage');
    expect(logoTarget({ ...owner, signup_form_finished: false })).toBeUndefined();
  });

  it('lands professionals on their page after signing out', () => {
    expect(afterSignOutPath(owner)).toBe('/professional-homepage');
    expect(afterSignOutPath(member)).toBe('/');
    expect(afterSignOutPath(null)).toBe('/');
  });

  describe('after the member intake', () => {
    it('goes to the member homepage from anywhere but /member-intake-form', () => {
      expect(afterIntakePath('/member-dashboard/homepage', '/book')).toBe(
        '/member-dashboard/homepage',
      );
      expect(afterIntakePath('/confirm-email', null)).toBe('/member-dashboard/homepage');
    });

    it('goes to the saved page after the intake at /member-intake-form', () => {
      expect(afterIntakePath('/member-intake-form', '/group-session/series/7')).toBe(
        '/group-session/series/7',
      );
      expect(afterIntakePath('/member-intake-form/', '/professional-search?state=NY')).toBe(
        '/professional-search?state=NY',
      );
    });

    it('never goes back to the registration page, and copes with nothing saved', () => {
      expect(afterIntakePath('/member-intake-form', '/member-register?invite_code=a')).toBe(
        '/member-dashboard/homepage',
      );
      expect(afterIntakePath('/member-intake-form', null)).toBe('/member-dashboard/homepage');
    });
  });
});
