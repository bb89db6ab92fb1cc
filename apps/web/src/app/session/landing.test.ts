import { describe, expect, it } from 'vitest';
import type { User } from './account-endpoints';
import { afterSignOutPath, dashboardPath, logoTarget } from './landing';

const member: User = { sub: 'm1', user_type: 'member', signup_form_finished: true };
const owner: User = { sub: 'p1', user_type: 'orchid_pro', signup_form_finished: true };
const scheduler: User = { ...owner, sub: 'p2', role: 'PRACTICE_SCHEDULER' };

describe('landing paths', () => {
  it('sends each kind of user to their dashboard', () => {
    expect(dashboardPath(member)).toBe('/member-dashboard/homepage');
    expect(dashboardPath(owner)).toBe('/pro-dashboard/homepage');
    expect(dashboardPath({ ...owner, role: 'OWNER' })).toBe('/pro-dashboard/homepage');
    expect(dashboardPath(scheduler)).toBe('/pro-dashboard/schedule');
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
});
