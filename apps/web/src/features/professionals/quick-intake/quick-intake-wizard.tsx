import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  type ProfessionalProfile,
  QUICK_INTAKE_STEPS,
  type QuickIntakeStep,
} from '@orchid/contracts/professionals';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { Panel } from '../../../ui/panel';
import { serverFieldError } from '../../accounts/server-field-error';
import { AboutYouFields } from './about-you-fields';
import { AddressStepFields } from './address-fields';
import { FinishFields } from './finish-fields';
import { type IntakeForm, useIntakeForm } from './intake-form';
import { IntakeNoticeDialog } from './intake-notice-dialog';
import { PhoneFields } from './phone-fields';
import { PracticeFields } from './practice-fields';
import classes from './quick-intake.module.css';
import {
  isLastStep,
  nextStep,
  previousStep,
  progressPercent,
  STEP_TITLES,
  stepForHash,
  stepNumber,
} from './quick-intake-steps';
import {
  type IntakeField,
  intakeValuesFrom,
  STEP_FIELDS,
  stepOfField,
  stepReady,
} from './quick-intake-values';
import { useSaveIntakeStep } from './use-quick-intake';

/** The API field a 422 names, as the form field of the same name. */
const intakeFields = Object.fromEntries(
  Object.values(STEP_FIELDS)
    .flat()
    .map((field) => [field, field]),
) as Record<string, IntakeField>;

/** History state of a step reached by Continue: Back can then simply go back in history. */
type StepState = { fromContinue?: boolean } | null;

const saveFailed = 'We could not save your details';
const stillMissing = {
  title: 'A few details are still missing',
  message: 'Your answers are saved. We took you to the step that still needs something.',
};

function StepFields({
  step,
  form,
  profile,
}: {
  step: QuickIntakeStep;
  form: IntakeForm;
  profile: ProfessionalProfile;
}): ReactNode {
  switch (step) {
    case 'tell-us-about-yourself':
      return <AboutYouFields form={form} profile={profile} />;
    case 'describe-your-practice':
      return <PracticeFields form={form} />;
    case 'what-is-your-practice-address':
      return <AddressStepFields form={form} />;
    case 'what-is-your-phone-number':
      return <PhoneFields form={form} />;
    case 'before-you-finish':
      return <FinishFields form={form} />;
  }
}

/**
 * Quick-intake (booking §2 "Quick-intake onboarding", §4, §5): five steps in the URL hash, a
 * progress bar, Back (browser back; none on the first step) and Continue, which saves the
 * step before moving on; Finish saves, refreshes user info and goes to the dashboard. The
 * form starts from the saved profile, so a returning professional resumes where they left.
 */
export function QuickIntakeWizard({ profile }: { profile: ProfessionalProfile }) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useIntakeForm(intakeValuesFrom(profile));
  const save = useSaveIntakeStep();
  const [notice, setNotice] = useState<{ title: string; message: string }>();
  // Read once: the hash is the step from then on; an empty hash resumes where the server says.
  const [missingOnArrival] = useState(profile.missing_onboarding_steps);
  const { step, replace } = stepForHash(location.hash, missingOnArrival);
  const title = STEP_TITLES[step];
  const last = isLastStep(step);
  const ready = stepReady(step, form.values);
  usePageTitle(title);

  // Keyed on the hash as well: the router may hand over two hashes in one render (the step
  // just put in place, then an unknown one), leaving `replace` unchanged between renders.
  // By the time the effect runs, the person may already be on their way elsewhere (a gate
  // sending a team member to the schedule): a relative '#step' would land on that page, so the
  // step is put in place only while the address is still the quick intake's, and in full.
  const hash = location.hash;
  useEffect(() => {
    if (!replace || replace === hash || window.location.pathname !== paths.quickIntake) return;
    navigate({ pathname: paths.quickIntake, hash: replace }, { replace: true });
  }, [replace, hash, navigate]);

  // Each new step starts at the top, its heading focused so a screen reader announces it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  const back = () => {
    const previous = previousStep(step);
    if ((location.state as StepState)?.fromContinue) navigate(-1);
    else if (previous) navigate(`#${previous}`, { replace: true });
  };

  const placeError = (error: Error) => {
    setNotice({ title: saveFailed, message: error.message });
    const placed = serverFieldError(error, intakeFields);
    if (!placed) return;
    form.setFieldError(placed.field, placed.message);
    const where = stepOfField(placed.field);
    if (where !== step) navigate(`#${where}`);
  };

  const afterSave = (saved: ProfessionalProfile) => {
    const next = nextStep(step);
    if (next) return navigate(`#${next}`, { state: { fromContinue: true } });
    if (saved.signup_form_finished) return navigate(paths.proHomepage);
    // Finish with an earlier step unsaved (its hash was opened directly): go and fill it.
    const [missing] = saved.missing_onboarding_steps;
    if (missing) navigate(`#${missing}`);
    setNotice(stillMissing);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    save.mutate({ step, values: form.getValues() }, { onSuccess: afterSave, onError: placeError });
  };

  return (
    <div className={classes.body}>
      <Stack gap={8}>
        <Text size="sm" fw={600}>
          Step {stepNumber(step)} of {QUICK_INTAKE_STEPS.length}
        </Text>
        <Progress value={progressPercent(step)} size="md" aria-label="Setup progress" />
      </Stack>
      <Panel>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <div>
              <Title order={1} ref={heading} tabIndex={-1} className={classes.title}>
                {title}
              </Title>
              <Text c="dimmed" mt={4}>
                Fields marked with an asterisk (*) are required.
              </Text>
            </div>
            <StepFields step={step} form={form} profile={profile} />
            <Group className={classes.actions} gap="sm">
              {previousStep(step) && (
                <Button variant="default" onClick={back} disabled={save.isPending}>
                  Back
                </Button>
              )}
              <Button
                type="submit"
                disabled={!ready || save.isPending}
                loading={save.isPending && !last}
                className={classes.continue}
              >
                {last ? (save.isPending ? 'Please wait...' : 'Finish') : 'Continue'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Panel>
      <IntakeNoticeDialog notice={notice} onClose={() => setNotice(undefined)} />
    </div>
  );
}
