import { describe, expect, it } from 'vitest';
import { testUser } from '../test-user';
import { postLoginStep } from './post-login-gate';

const fromNavbar = { landOnDashboard: true };
const elsewhere = { landOnDashboard: false };

describe('post-login gate', () => {
  it('asks to log in when there is no user', () => {
    expect(postLoginStep(null, fromNavbar)).toEqual({ kind: 'log-in' });
  });

  it('asks to verify the email first, whatever else is unfinished', () => {
    const user = testUser({
      email: 'new@example.org',
      email_confirmed: false,
      signup_form_finished: false,
    });
    expect(postLoginStep(user, fromNavbar)).toEqual({
      kind: 'verify-email',
      email: 'new@example.org',
    });
  });

  it('sends a professional with an unfinished signup to the quick intake, replacing', () => {
    const pro = testUser({ user_type: 'orchid_pro', signup_form_finished: false });
    expect(postLoginStep(pro, elsewhere)).toEqual({
      kind: 'go',
      to: '/quick-intake',
      replace: true,
    });
  });

  it('gives a member with an unfinished signup the intake, wherever the login began', () => {
    const member = testUser({ user_type: 'member', signup_form_finished: false });
    expect(postLoginStep(member, elsewhere)).toEqual({ kind: 'member-intake' });
    expect(postLoginStep(member, fromNavbar)).toEqual({ kind: 'member-intake' });
  });

  it('does nothing more for a finished signup, unless login began from the navigation', () => {
    const member = testUser({ user_type: 'member' });
    expect(postLoginStep(member, elsewhere)).toEqual({ kind: 'stay' });
    expect(postLoginStep(member, fromNavbar)).toEqual({
      kind: 'go',
      to: '/member-dashboard/homepage',
      replace: false,
    });
  });

  it('takes the same person signed out for inactivity back to the page they were on', () => {
    const member = testUser({ user_type: 'member' });
    const returnTo = { path: '/member-dashboard/profile?tab=optional#bio', sub: member.sub };
    for (const landOnDashboard of [false, true]) {
      expect(postLoginStep(member, { landOnDashboard, returnTo })).toEqual({
        kind: 'go',
        to: '/member-dashboard/profile?tab=optional#bio',
        replace: false,
      });
    }
    // Someone else on this browser lands as usual.
    const other = { ...returnTo, sub: '0190a000-0000-7000-8000-00000000ffff' };
    expect(postLoginStep(member, { landOnDashboard: false, returnTo: other })).toEqual({
      kind: 'stay',
    });
    // An unfinished signup still comes first.
    const unconfirmed = testUser({ email_confirmed: false });
    expect(
      postLoginStep(unconfirmed, {
        landOnDashboard: false,
        returnTo: { ...returnTo, sub: unconfirmed.sub },
      }).kind,
    ).toBe('verify-email');
  });

  it('routes by user type and role from the navigation', () => {
    const land = (overrides: Parameters<typeof testUser>[0]) => {
      const step = postLoginStep(testUser(overrides), fromNavbar);
      return step.kind === 'go' ? step.to : step.kind;
    };
    expect(land({ user_type: 'orchid_pro', role: 'OWNER' })).toBe('/pro-dashboard/homepage');
    expect(land({ user_type: 'orchid_pro', role: 'PRACTICE_SCHEDULER' })).toBe(
      '/pro-dashboard/schedule',
    );
    expect(
      land({
        user_type: 'member',
        minors: [
          {
            first_name: 'Leo',
            last_name: 'Diaz',
            orchid_user_id: 'minor-1',
            preferred_first_name: null,
            billing_user_id: 'rosa',
          },
        ],
      }),
    ).toBe('/member-dashboard/switch-accounts');
  });
});
