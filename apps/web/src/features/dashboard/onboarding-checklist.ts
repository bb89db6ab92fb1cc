import type { Access } from '@orchid/contracts/access';
import type { UserInfo } from '@orchid/contracts/accounts';
import { type ProfessionalProfile, QUICK_INTAKE_STEPS } from '@orchid/contracts/professionals';
import { paths, quickIntakeStep } from '../../app/paths';

export type ChecklistItem = {
  key: 'email' | 'quick-intake' | 'plan' | 'two-step';
  label: string;
  done: boolean;
  /** Where the person is, in words. */
  status: string;
  /** The way to do it, while it is not done. */
  action?: { label: string; to: string };
};

type ChecklistInput = {
  user: Pick<UserInfo, 'email_confirmed' | 'mfa_enabled'>;
  profile: Pick<ProfessionalProfile, 'missing_onboarding_steps'>;
  access: Pick<Access, 'subscribed' | 'on_trial'>;
};

/**
 * A new professional's first steps, in the order they meet them: the address, the quick
 * intake (from missing_onboarding_steps), a plan, and 2-step verification.
 */
export function onboardingChecklist({ user, profile, access }: ChecklistInput): ChecklistItem[] {
  const missing = profile.missing_onboarding_steps;
  const stepsDone = QUICK_INTAKE_STEPS.length - missing.length;
  return [
    {
      key: 'email',
      label: 'Confirm your email address',
      done: user.email_confirmed,
      status: user.email_confirmed ? 'Confirmed' : 'Open the link we emailed you',
    },
    {
      key: 'quick-intake',
      label: 'Tell us about your practice',
      done: missing.length === 0,
      status: `${stepsDone} of ${QUICK_INTAKE_STEPS.length} steps done`,
      ...(missing[0] && {
        action: { label: 'Continue setting up', to: quickIntakeStep(missing[0]) },
      }),
    },
    {
      key: 'plan',
      label: 'Choose a plan',
      done: access.subscribed,
      status: access.on_trial
        ? 'On a free trial'
        : access.subscribed
          ? 'Subscribed'
          : 'No plan yet',
      ...(!access.subscribed && { action: { label: 'See plans', to: paths.pricing } }),
    },
    {
      key: 'two-step',
      label: 'Turn on 2-step verification',
      done: user.mfa_enabled,
      status: user.mfa_enabled ? 'On' : 'Off',
      ...(!user.mfa_enabled && {
        action: { label: 'Set up 2-step verification', to: paths.proSecuritySettings },
      }),
    },
  ];
}
