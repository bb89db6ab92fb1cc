import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { checkResetToken, resetPassword } from '@orchid/contracts/accounts';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { isRefusal } from '../../../app/api/api-error';
import { usePageTitle } from '../../../app/brand';
import { requestSchema } from '../../../app/forms/form-schema';
import { useModals } from '../../../app/modals/modals';
import { userInfoQueryKey } from '../../../app/session/session';
import { Panel } from '../../../ui/panel';
import { QueryView } from '../../../ui/query-view';
import { serverFieldError } from '../server-field-error';
import { ForgotPasswordFields, PasswordLinkSent, useForgotPassword } from './forgot-password-form';
import { NewPasswordPair } from './new-password-field';
import { confirmedPassword, newPasswordField } from './password-rules';

/** The link's token as the contract takes it; another was never one of ours. */
const tokenSchema = requestSchema(checkResetToken).shape.token;

/**
 * /reset-password?token=…: the link of the reset mail. The link is checked on opening, so
 * one used or expired says so at once, with a way to ask for a new one right there.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const wellFormed = tokenSchema.safeParse(token).success;
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => call(checkResetToken, { token }, { signal }),
    enabled: wellFormed,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => call(resetPassword, { token, new_password: newPassword }),
    // Resetting ends every session, this browser's too.
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userInfoQueryKey[0],
      });
      queryClient.setQueryData(userInfoQueryKey, null);
    },
  });

  return (
    <Container size={520} py="xl">
      <Panel>
        {!wellFormed || isRefusal(reset.error, 'accounts.badToken') ? (
          <LinkFailed />
        ) : reset.isSuccess ? (
          <PasswordReset />
        ) : (
          <QueryView query={link} failedMessage="We could not check your reset link">
            {({ valid }) => (valid ? <ResetForm reset={reset} /> : <LinkFailed />)}
          </QueryView>
        )}
      </Panel>
    </Container>
  );
}

/** The form's field for the server's 422 on the new password (e.g. a too common one). */
const resetFields = { new_password: 'password' } as const;

/** The request's new password, and the same again. */
const resetPasswordSchema = z
  .object({
    password: newPasswordField(requestSchema(resetPassword).shape.new_password),
    confirmPassword: z.string(),
  })
  .check(confirmedPassword('password'));

/**
 * Where a refusal belongs: the current password given as the new one (refused as changing
 * the password refuses it) and the server's sentences about the new password go under it.
 */
function fieldOfRefusal(error: unknown) {
  if (error instanceof Error && isRefusal(error, 'accounts.samePassword')) {
    return { field: 'password' as const, message: error.message };
  }
  return serverFieldError(error, resetFields);
}

type ResetFormProps = { reset: UseMutationResult<unknown, Error, string> };

function ResetForm({ reset }: ResetFormProps) {
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  const placed = fieldOfRefusal(reset.error);
  const error = placed ? undefined : reset.error?.message;
  const submit = form.onSubmit((values) =>
    reset.mutate(values.password, {
      onError: (failure) => {
        const onField = fieldOfRefusal(failure);
        if (onField) form.setFieldError(onField.field, onField.message);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        <NewPasswordPair form={form} replacing />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={reset.isPending} fullWidth>
          Reset my password
        </Button>
      </Stack>
    </form>
  );
}

function PasswordReset() {
  const modals = useModals();
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={32} aria-hidden="true" color="var(--mantine-color-green-8)" />
        <Title order={1} size="h2">
          Your password has been reset
        </Title>
      </Group>
      <Text mt="sm">
        For your security you have been logged out everywhere. Log in with your new password.
      </Text>
      <Button mt="md" onClick={() => modals.open('login', { landOnDashboard: true })}>
        Log in
      </Button>
    </>
  );
}

/** A link used or expired (or never one of ours): said at once, with a new one asked for here. */
function LinkFailed() {
  const request = useForgotPassword();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        This reset link has been used or has expired
      </Title>
      <Text>A reset link works once, for one hour. Your password has not changed.</Text>
      {request.send.isSuccess ? (
        <Alert color="green" variant="light" title="Password link sent" role="status">
          <Stack gap="xs">
            <PasswordLinkSent address={request.send.variables} />
          </Stack>
        </Alert>
      ) : (
        <ForgotPasswordFields
          request={request}
          submitLabel="Send me a new link"
          intro="Enter the email you signed up with and we will send you a new link."
        />
      )}
    </Stack>
  );
}
