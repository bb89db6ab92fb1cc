import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { atPath } from '@orchid/contracts/endpoint';
import { completePatientSignup } from '@orchid/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { errorPrefixes } from '../../../app/api/error-prefixes';
import { requestSchema } from '../../../app/forms/form-schema';
import { recordActivity } from '../../../app/session/inactivity';
import { refreshUserInfo } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { NewPasswordPair } from '../password/new-password-field';
import { confirmedPassword, memberNewPasswordField } from '../password/password-rules';
import { serverFieldError } from '../server-field-error';

const passwordField = { password: 'password' } as const;

/** The request's password, and the same again. */
const completeSignupSchema = z
  .object({
    password: memberNewPasswordField(requestSchema(completePatientSignup).shape.password),
    confirmPassword: z.string(),
  })
  .check(confirmedPassword('password'));

/**
 * Finishes an account a professional created (§4 "Registration form"): the link's token and
 * a new password, which signs the member in; then the post-login gate, so a member whose
 * profile is not complete meets the intake.
 */
export function CompleteSignupForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const runGate = usePostLoginGate();
  const [submitFailed, setSubmitFailed] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: schemaResolver(completeSignupSchema, { sync: true }),
  });
  const complete = useMutation({
    mutationFn: async (password: string) => {
      await call(atPath(completePatientSignup, { token }), { password });
      recordActivity();
      return refreshUserInfo(queryClient);
    },
    onSuccess: (user) => runGate(user, { landOnDashboard: true }),
    onError: (error) => {
      const placed = serverFieldError(error, passwordField);
      if (placed) form.setFieldError(placed.field, placed.message);
    },
  });
  const failure = serverFieldError(complete.error, passwordField) ? undefined : complete.error;

  const submit = form.onSubmit(
    (values) => {
      setSubmitFailed(false);
      complete.mutate(values.password);
    },
    () => setSubmitFailed(true),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          Your professional has set up an account for you. Choose a password to finish it.
        </Text>
        <InvalidFormAlert shown={submitFailed && Object.keys(form.errors).length > 0} />
        <NewPasswordPair form={form} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorPrefixes.completeSignup}
            {failure.message}
          </Alert>
        )}
        <Button type="submit" loading={complete.isPending} fullWidth>
          Set my password
        </Button>
      </Stack>
    </form>
  );
}
