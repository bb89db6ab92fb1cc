import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerPatient, registrationMessages } from '@orchid/contracts/accounts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../app/api/api-client';
import { PasswordField } from '../../../ui/password-field';
import { RequiredMark } from '../../../ui/required-mark';
import { emailError, requiredText } from '../field-rules';
import { NewPasswordField } from '../password/new-password-field';
import { confirmPasswordError, memberPasswordError } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';
import { memberInviteCodes } from './invite-codes';
import { registrationFields } from './registration-fields';
import {
  InvalidFormAlert,
  RegistrationDone,
  RegistrationFailedAlert,
} from './registration-outcome';
import { TermsLabel } from './terms-label';
import { useRegistration } from './use-registration';

export const agreementMessage =
  'Please confirm that you are over 18 and agree to the terms of use and privacy policy';

const initialValues = {
  firstName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreement: false,
};

/**
 * The member registration form (§5 "Patient registration"). Invitation codes in the link are
 * sent with the account. Still to come with the members issue: a patient chart invite hides
 * the email field (the invitation knows it), and a complete_signup_token link asks only for
 * the password and posts it to patient_signup_session/complete.
 */
export function MemberRegisterForm() {
  const [search] = useSearchParams();
  const registration = useRegistration();
  const [submitFailed, setSubmitFailed] = useState(false);
  const form = useForm({
    initialValues,
    validateInputOnBlur: true,
    validate: {
      firstName: requiredText(registrationMessages.firstName),
      email: emailError,
      password: memberPasswordError,
      confirmPassword: (value, values) => confirmPasswordError(value, values.password),
      agreement: (checked) => (checked ? null : agreementMessage),
    },
  });
  const fieldError = serverFieldError(registration.error, registrationFields);

  if (registration.isSuccess) return <RegistrationDone email={registration.data.email} />;

  const submit = form.onSubmit(
    (values) => {
      setSubmitFailed(false);
      registration.mutate(
        () =>
          call(registerPatient, {
            user_in: {
              email: values.email.trim(),
              password: values.password,
              ...memberInviteCodes(search),
            },
            patient_in: { first_name: values.firstName.trim(), is_over_eighteen: true },
          }),
        {
          onError: (error) => {
            const placed = serverFieldError(error, registrationFields);
            if (placed) form.setFieldError(placed.field, placed.message);
          },
        },
      );
    },
    () => setSubmitFailed(true),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <InvalidFormAlert shown={submitFailed && Object.keys(form.errors).length > 0} />
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordField
          label="Password"
          required
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={
            <>
              <TermsLabel prefix="I am over 18 and I agree to the" />
              <RequiredMark />
            </>
          }
          required
          {...form.getInputProps('agreement', { type: 'checkbox' })}
        />
        <RegistrationFailedAlert message={fieldError ? undefined : registration.error?.message} />
        <Button type="submit" loading={registration.isPending} fullWidth>
          Create my account
        </Button>
      </Stack>
    </form>
  );
}
