import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { forgotPassword, registrationMessages } from '@orchid/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../../app/api/api-client';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { useModals } from '../../../app/modals/modals';

/** Forgot password (§4): the address, then 'Password link sent'. */
export function ForgotPasswordModal({ opened, onClose }: ModalBaseProps) {
  const modals = useModals();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const send = useMutation({
    mutationFn: (address: string) => call(forgotPassword, { username_or_email: address }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // §5: the trimmed address and no other check; an empty one cannot be sent at all.
    const address = email.trim();
    if (address === '') return setEmailError(registrationMessages.email);
    setEmailError(undefined);
    send.mutate(address);
  };

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
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
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
