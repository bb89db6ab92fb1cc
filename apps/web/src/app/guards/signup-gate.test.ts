import { describe, expect, it } from 'vitest';
import { testUser } from '../test-user';
import { proSignupGate } from './signup-gate';

const unfinished = testUser({ user_type: 'orchid_pro', signup_form_finished: false });

describe('the professional dashboard while signup is unfinished', () => {
  it('sends the professional to the quick intake', () => {
    expect(proSignupGate(unfinished, '/pro-dashboard/homepage')).toBe('quick-intake');
    expect(proSignupGate(unfinished, '/pro-dashboard/settings/team')).toBe('quick-intake');
  });

  it('shows only the background on session review', () => {
    expect(proSignupGate(unfinished, '/pro-dashboard/session-review')).toBe('background');
    expect(proSignupGate(unfinished, '/pro-dashboard/session-review/')).toBe('background');
    expect(proSignupGate(unfinished, '/pro-dashboard/session-reviews')).toBe('quick-intake');
  });

  it('asks for the email first, and lets finished professionals in', () => {
    const unconfirmed = { ...unfinished, email_confirmed: false };
    expect(proSignupGate(unconfirmed, '/pro-dashboard/homepage')).toBe('open');
    const finished = testUser({ user_type: 'orchid_pro' });
    expect(proSignupGate(finished, '/pro-dashboard/session-review')).toBe('open');
  });
});
