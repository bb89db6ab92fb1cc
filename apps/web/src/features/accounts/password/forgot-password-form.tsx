import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPassword } from '@orchid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { call } from '../../../app/api/api-client';
import { requestSchema } from '../../../app/forms/form-schema';

/**
 * The form's field is the request's: §5 asks only for a trimmed address that is not empty,
 * which is the request schema's rule and message.
 */
const ForgotPasswordSchema = requestSchema(forgotPassword);

/** Asking for a reset link (§4 "Forgot password"): the form, then where the link went. */
export function useForgotPassword(initialAddress = '') {
  const form = useForm({
    initialValues: { username_or_email: initialAddress },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (address: string) => call(forgotPassword, { username_or_email: address }),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(ForgotPasswordSchema.parse(values).username_or_email),
  );
  return { form, send, submit };
}

type ForgotPassword = ReturnType<typeof useForgotPassword>;

type ForgotPasswordFieldsProps = {
  request: ForgotPassword;
  submitLabel: string;
  /** Said above the address. */
  intro: ReactNode;
  /** Under the button (the dialog's way back to log in). */
  children?: ReactNode;
  autoFocus?: boolean;
};

/** The address and the button that mails the link, with the refusal if any. */
export function ForgotPasswordFields({
  request: { form, send, submit },
  submitLabel,
  intro,
  children,
  autoFocus = false,
}: ForgotPasswordFieldsProps) {
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{intro}</Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('username_or_email')}
          data-autofocus={autoFocus || undefined}
        />
        {send.error && (
          <Alert color="red" variant="light" role="alert">
            {send.error.message}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} fullWidth>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}

/** 'Password link sent': where it went, how long it works, what to do if nothing came. */
export function PasswordLinkSent({ address }: { address: string }) {
  return (
    <>
      <Text>
        If there is an account for <strong>{address}</strong>, we have sent it a link to choose a
        new password. The link works for one hour.
      </Text>
      <Text c="dimmed">Nothing arrived? Check your spam folder, or try again in a minute.</Text>
    </>
  );
}
