import { Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerProfessional, registrationMessages } from '@orchid/contracts/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../app/api/api-client';
import { paths } from '../../../app/paths';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { RequiredMark } from '../../../ui/required-mark';
import { emailError, requiredText } from '../field-rules';
import { NewPasswordPair } from '../password/new-password-field';
import { confirmPasswordError, newPasswordError } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';
import { registrationFields } from './registration-fields';
import { RegistrationDone, RegistrationFailedAlert } from './registration-outcome';
import { TermsLabel, termsMessage } from './terms-label';
import { useRegistration } from './use-registration';

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  overEighteen: false,
  agreeToTerms: false,
};

/** The professional registration form, with the messages of §5 under each field. */
export function ProfessionalRegisterForm() {
  const registration = useRegistration();
  const [submitFailed, setSubmitFailed] = useState(false);
  const form = useForm({
    initialValues,
    validateInputOnBlur: true,
    validate: {
      firstName: requiredText(registrationMessages.firstName),
      lastName: requiredText(registrationMessages.lastName),
      email: emailError,
      password: newPasswordError,
      confirmPassword: (value, values) => confirmPasswordError(value, values.password),
      overEighteen: (checked) => (checked ? null : registrationMessages.overEighteen),
      agreeToTerms: (checked) => (checked ? null : termsMessage),
    },
  });
  const fieldError = serverFieldError(registration.error, registrationFields);

  if (registration.isSuccess) return <RegistrationDone account={registration.data.account} />;

  const submit = form.onSubmit(
    (values) => {
      setSubmitFailed(false);
      registration.mutate(
        () =>
          call(registerProfessional, {
            user_in: { email: values.email.trim(), password: values.password },
            orchid_pro_in: {
              first_name: values.firstName.trim(),
              last_name: values.lastName.trim(),
              is_over_eighteen: true,
            },
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordPair form={form} />
        <Checkbox
          label={
            <>
              I confirm that I am 18 years of age or older
              <RequiredMark />
            </>
          }
          required
          {...form.getInputProps('overEighteen', { type: 'checkbox' })}
        />
        <Checkbox
          label={
            <>
              <TermsLabel />
              <RequiredMark />
            </>
          }
          required
          {...form.getInputProps('agreeToTerms', { type: 'checkbox' })}
        />
        <RegistrationFailedAlert message={fieldError ? undefined : registration.error?.message} />
        <Button type="submit" loading={registration.isPending} fullWidth>
          Create my account
        </Button>
        <Anchor component={Link} to={paths.memberRegister} size="sm">
          Looking for support for yourself? Register as a member
        </Anchor>
      </Stack>
    </form>
  );
}
