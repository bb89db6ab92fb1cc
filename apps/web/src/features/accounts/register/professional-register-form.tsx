import { Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerProfessional } from '@orchid/contracts/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { requestSchema } from '../../../app/forms/form-schema';
import { paths } from '../../../app/paths';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { RequiredMark } from '../../../ui/required-mark';
import { NewPasswordPair } from '../password/new-password-field';
import { confirmedPassword, newPasswordField } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';
import { registrationFields } from './registration-fields';
import { RegistrationDone, RegistrationFailedAlert } from './registration-outcome';
import { TermsLabel, termsMessage } from './terms-label';
import { useRegistration } from './use-registration';

const { user_in, orchid_pro_in } = requestSchema(registerProfessional).shape;

/**
 * The form's fields: the request's, and two of the form's own (the password again, and the
 * terms). The request's fields keep its rules and messages.
 */
const professionalRegisterSchema = z
  .object({
    firstName: orchid_pro_in.shape.first_name,
    lastName: orchid_pro_in.shape.last_name,
    email: user_in.shape.email,
    password: newPasswordField(user_in.shape.password),
    confirmPassword: z.string(),
    overEighteen: orchid_pro_in.shape.is_over_eighteen,
    agreeToTerms: z.literal(true, termsMessage),
  })
  .check(confirmedPassword('password'));

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  overEighteen: false,
  agreeToTerms: false,
};

/** A team invitation the form registers from: its address, and its link's token. */
export type RegistrationInvite = {
  token: string;
  email: string;
  /** While registering: the new account joins with it (its page must not accept it again). */
  onJoining: (joining: boolean) => void;
};

/**
 * The professional registration form, with the messages of §5 under each field. From a team
 * invitation the address is the invitation's (shown, not asked), and the new account joins
 * the practice and goes where its role starts.
 */
export function ProfessionalRegisterForm({ invite }: { invite?: RegistrationInvite } = {}) {
  const registration = useRegistration({ landOnDashboard: invite !== undefined });
  const [submitFailed, setSubmitFailed] = useState(false);
  const form = useForm({
    initialValues: { ...initialValues, email: invite?.email ?? '' },
    validateInputOnBlur: true,
    validate: schemaResolver(professionalRegisterSchema, { sync: true }),
  });
  const fieldError = serverFieldError(registration.error, registrationFields);

  if (registration.isSuccess) return <RegistrationDone account={registration.data.account} />;

  const submit = form.onSubmit(
    (values) => {
      setSubmitFailed(false);
      const valid = professionalRegisterSchema.parse(values);
      invite?.onJoining(true);
      registration.mutate(
        () =>
          call(registerProfessional, {
            user_in: {
              email: valid.email,
              password: valid.password,
              ...(invite ? { team_invite_token: invite.token } : {}),
            },
            orchid_pro_in: {
              first_name: valid.firstName,
              last_name: valid.lastName,
              is_over_eighteen: valid.overEighteen,
            },
          }),
        {
          onError: (error) => {
            invite?.onJoining(false);
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
          readOnly={invite !== undefined}
          description={invite ? 'The address the invitation was sent to.' : undefined}
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
        {!invite && (
          <Anchor component={Link} to={paths.memberRegister} size="sm">
            Looking for support for yourself? Register as a member
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
