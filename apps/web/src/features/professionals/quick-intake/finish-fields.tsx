import { Anchor, Checkbox, NativeSelect, Stack, VisuallyHidden } from '@mantine/core';
import { HEARD_ABOUT_OPTIONS } from '@orchid/contracts/member-options';
import { paths } from '../../../app/paths';
import { RequiredMark } from '../../../ui/required-mark';
import type { IntakeForm } from './intake-form';

/**
 * Step 5, before-you-finish: how they heard of us, the terms of use, and the confirmation of
 * a Social Security number, work authorization and age (§2), all required.
 */
export function FinishFields({ form }: { form: IntakeForm }) {
  return (
    <Stack gap="md">
      <NativeSelect
        label="How did you hear about us?"
        required
        data={[
          { value: '', label: 'Choose one' },
          ...HEARD_ABOUT_OPTIONS.map((option) => ({ value: option, label: option })),
        ]}
        {...form.getInputProps('heard_about_orchid_via')}
      />
      <Checkbox
        required
        label={
          <>
            I agree to the{' '}
            <Anchor href={paths.termsOfUse} target="_blank" rel="noopener" inherit>
              Terms of Use
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            <RequiredMark />
          </>
        }
        {...form.getInputProps('agreed_to_terms_of_use', { type: 'checkbox' })}
      />
      <Checkbox
        required
        label={
          <>
            I confirm that I have a valid Social Security number, I am authorized to work in the
            United States, and I am at least 18 years old
            <RequiredMark />
          </>
        }
        {...form.getInputProps('confirmed_have_social_security_number_allowed_to_work_in_usa', {
          type: 'checkbox',
        })}
      />
    </Stack>
  );
}
