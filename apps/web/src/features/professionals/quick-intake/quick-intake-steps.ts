import { QUICK_INTAKE_STEPS, type QuickIntakeStep } from '@orchid/contracts/professionals';

// The five quick-intake steps in the URL hash (booking-practice-and-marketing §2 "Quick-intake
// onboarding", §4 "Quick-intake"): where a visit starts, which step comes next, how far along.

/** Each step's heading: its hash in words. */
export const STEP_TITLES: Record<QuickIntakeStep, string> = {
  'tell-us-about-yourself': 'Tell us about yourself',
  'describe-your-practice': 'Describe your practice',
  'what-is-your-practice-address': 'What is your practice address?',
  'what-is-your-phone-number': 'What is your phone number?',
  'before-you-finish': 'Before you finish',
};

const isStep = (value: string): value is QuickIntakeStep =>
  (QUICK_INTAKE_STEPS as readonly string[]).includes(value);

/**
 * The step a hash shows. A known hash is its step. An unknown hash resets to the first step
 * (§2). No hash at all is a fresh arrival (after login, or from a link): it resumes at the
 * first step the server still misses, so a returning professional picks up where they left.
 * `replace` is the hash to put in the address when it is not the step's own.
 */
export function stepForHash(
  hash: string,
  missingSteps: readonly QuickIntakeStep[],
): { step: QuickIntakeStep; replace?: string } {
  const name = hash.replace(/^#/, '');
  if (isStep(name)) return { step: name };
  const [first] = QUICK_INTAKE_STEPS;
  const step = name === '' ? (missingSteps[0] ?? first) : first;
  return { step, replace: `#${step}` };
}

export const stepNumber = (step: QuickIntakeStep) => QUICK_INTAKE_STEPS.indexOf(step) + 1;

export const isLastStep = (step: QuickIntakeStep) => stepNumber(step) === QUICK_INTAKE_STEPS.length;

/** The step after this one; undefined after the last. */
export function nextStep(step: QuickIntakeStep): QuickIntakeStep | undefined {
  return QUICK_INTAKE_STEPS[stepNumber(step)];
}

/** The step before this one; undefined on the first (which has no Back). */
export function previousStep(step: QuickIntakeStep): QuickIntakeStep | undefined {
  const index = stepNumber(step) - 2;
  return index >= 0 ? QUICK_INTAKE_STEPS[index] : undefined;
}

/** The progress bar's value, in percent: a step counts as begun. */
export function progressPercent(step: QuickIntakeStep): number {
  return (stepNumber(step) / QUICK_INTAKE_STEPS.length) * 100;
}
