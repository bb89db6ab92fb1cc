import { describe, expect, it } from 'vitest';
import { testUser } from '../test-user';
import { dashboardAccess } from './dashboard-access';

const member = testUser({ user_type: 'member' });
const pro = testUser({ user_type: 'orchid_pro' });
const scheduler = testUser({ user_type: 'orchid_pro', role: 'PRACTICE_SCHEDULER' });

describe('dashboard access', () => {
  it('waits while user info loads', () => {
    expect(dashboardAccess(undefined, 'pro-dashboard')).toEqual({ kind: 'loading' });
  });

  it('shows guests the login dialogs on either dashboard', () => {
    expect(dashboardAccess(null, 'pro-dashboard')).toEqual({ kind: 'guest' });
    expect(dashboardAccess(null, 'member-dashboard')).toEqual({ kind: 'guest' });
  });

  it('lets each kind of user into their own dashboard', () => {
    expect(dashboardAccess(pro, 'pro-dashboard')).toEqual({ kind: 'allowed', user: pro });
    expect(dashboardAccess(member, 'member-dashboard')).toEqual({ kind: 'allowed', user: member });
  });

  it('sends a user of the other kind to their own dashboard', () => {
    expect(dashboardAccess(member, 'pro-dashboard')).toEqual({
      kind: 'elsewhere',
      to: '/member-dashboard/homepage',
    });
    expect(dashboardAccess(pro, 'member-dashboard')).toEqual({
      kind: 'elsewhere',
      to: '/pro-dashboard/homepage',
    });
    expect(dashboardAccess(scheduler, 'member-dashboard')).toEqual({
      kind: 'elsewhere',
      to: '/pro-dashboard/schedule',
    });
  });

  it('lets in users whose email or signup is unfinished: the dashboard shows what is next', () => {
    const unconfirmed = testUser({ user_type: 'orchid_pro', email_confirmed: false });
    expect(dashboardAccess(unconfirmed, 'pro-dashboard').kind).toBe('allowed');
  });
});
