import { describe, expect, it } from 'vitest';
import { onboardingChecklist } from './onboarding-checklist';

type Input = Parameters<typeof onboardingChecklist>[0];

const fresh: Input = {
  user: { email_confirmed: true, mfa_enabled: false },
  profile: { missing_onboarding_steps: ['describe-your-practice', 'before-you-finish'] },
  access: { subscribed: false, on_trial: false },
};
const checklist = (overrides: Partial<Input> = {}) =>
  onboardingChecklist({ ...fresh, ...overrides });

describe('the onboarding checklist', () => {
  it('lists the four steps in order, with what is done', () => {
    expect(checklist().map(({ key, done }) => [key, done])).toEqual([
      ['email', true],
      ['quick-intake', false],
      ['plan', false],
      ['two-step', false],
    ]);
  });

  it('counts the quick-intake steps and continues at the first one missing', () => {
    const intake = checklist().find((item) => item.key === 'quick-intake');
    expect(intake).toMatchObject({
      status: '3 of 5 steps done',
      action: { to: '/quick-intake#describe-your-practice' },
    });
  });

  it('links a plan and the security settings until they are done', () => {
    const [, , plan, twoStep] = checklist();
    expect(plan?.action?.to).toBe('/pricing');
    expect(twoStep?.action?.to).toBe('/pro-dashboard/settings/security');
  });

  it('has no actions left once everything is done', () => {
    const done = checklist({
      user: { email_confirmed: true, mfa_enabled: true },
      profile: { missing_onboarding_steps: [] },
      access: { subscribed: true, on_trial: true },
    });
    expect(done.every((item) => item.done && item.action === undefined)).toBe(true);
    expect(done.find((item) => item.key === 'plan')?.status).toBe('On a free trial');
  });

  it('asks for the email confirmation while it is missing', () => {
    const [email] = checklist({ user: { email_confirmed: false, mfa_enabled: false } });
    expect(email).toMatchObject({ done: false, status: 'Open the link we emailed you' });
  });
});
