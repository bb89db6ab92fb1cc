import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPassword } from '@orchid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { requestSchema } from '../../../app/forms/form-schema';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { useModals } from '../../../app/modals/modals';

/**
 * The form's field is the request's: §5 asks only for a trimmed address that is not empty,
 * which is the request schema's rule and message.
 */
const ForgotPasswordSchema = requestSchema(forgotPassword);

/** Forgot password (§4): the address, then 'Password link sent'. */
export function ForgotPasswordModal({ opened, onClose }: ModalBaseProps) {
  const modals = useModals();
  const form = useForm({
    initialValues: { username_or_email: '' },
    validate: schemaResolver(ForgotPasswordSchema, { sync: true }),
  });
  const send = useMutation({
    mutationFn: (address: string) => call(forgotPassword, { username_or_email: address }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(ForgotPasswordSchema.parse(values).username_or_email),
  );

  const backToLogin = (
    <Button variant="default" onClick={() => modals.open('login')}>
      Back to log in
    </Button>
  );

  if (send.isSuccess) {
    return (
      <Modal opened={opened} onClose={onClose} title="Password link sent">
        <Stack gap="md" align="flex-start">
          <Text>
            If there is an account for <strong>{send.variables}</strong>, we have sent it a link to
            choose a new password. The link works for one hour.
          </Text>
          <Text c="dimmed">Nothing arrived? Check your spam folder, or try again in a minute.</Text>
          {backToLogin}
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Forgot your password?">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>Enter the email you signed up with and we will send you a link to reset it.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('username_or_email')}
            data-autofocus
          />
          {send.error && (
            <Alert color="red" variant="light" role="alert">
              {send.error.message}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} fullWidth>
            Send reset link
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </Modal>
  );
}
