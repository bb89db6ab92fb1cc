import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerPatient } from '@orchid/contracts/accounts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { requestSchema } from '../../../app/forms/form-schema';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { RequiredMark } from '../../../ui/required-mark';
import { NewPasswordPair } from '../password/new-password-field';
import { confirmedPassword, memberNewPasswordField } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';
import { CompleteSignupForm } from './complete-signup-form';
import { memberInviteCodes } from './invite-codes';
import { registrationFields } from './registration-fields';
import { RegistrationDone, RegistrationFailedAlert } from './registration-outcome';
import { TermsLabel } from './terms-label';
import { useRegistration } from './use-registration';

export const agreementMessage =
  'Please confirm that you are over 18 and agree to the terms of use and privacy policy';

const { user_in, patient_in } = requestSchema(registerPatient).shape;

/**
 * The form's fields: the request's, the password again, and one agreement that stands for
 * being over 18 and the terms. The email is not asked when a chart invite knows the address.
 */
const memberRegisterSchema = (emailFromInvite: boolean) =>
  z
    .object({
      firstName: patient_in.shape.first_name,
      email: emailFromInvite ? z.string() : user_in.shape.email.unwrap(),
      password: memberNewPasswordField(user_in.shape.password),
      confirmPassword: z.string(),
      agreement: z.literal(true, agreementMessage),
    })
    .check(confirmedPassword('password'));

const initialValues = {
  firstName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreement: false,
};

/**
 * The member registration form (§4 "Registration form", §5 "Patient registration"). A link
 * with complete_signup_token finishes an account a professional created: only the password
 * is asked. Invitation codes in the link go with the account; a patient chart invite knows
 * the address, so the email field is hidden.
 */
export function MemberRegisterForm() {
  const [search] = useSearchParams();
  const completeSignupToken = search.get('complete_signup_token')?.trim();
  if (completeSignupToken) return <CompleteSignupForm token={completeSignupToken} />;
  return <NewMemberForm inviteCodes={memberInviteCodes(search)} />;
}

function NewMemberForm({ inviteCodes }: { inviteCodes: ReturnType<typeof memberInviteCodes> }) {
  const registration = useRegistration();
  const [submitFailed, setSubmitFailed] = useState(false);
  const emailFromInvite = inviteCodes.patient_chart_invite_code !== undefined;
  const schema = memberRegisterSchema(emailFromInvite);
  const form = useForm({
    initialValues,
    validateInputOnBlur: true,
    validate: schemaResolver(schema, { sync: true }),
  });
  const fieldError = serverFieldError(registration.error, registrationFields);

  if (registration.isSuccess) return <RegistrationDone account={registration.data.account} />;

  const submit = form.onSubmit(
    (values) => {
      setSubmitFailed(false);
      const { email, password, firstName } = schema.parse(values);
      registration.mutate(
        () =>
          call(registerPatient, {
            user_in: { ...(emailFromInvite ? {} : { email }), password, ...inviteCodes },
            patient_in: { first_name: firstName, is_over_eighteen: true },
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
        {!emailFromInvite && (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
        )}
        <NewPasswordPair form={form} />
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
