import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { resendEmailConfirmation } from '@orchid/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../../app/api/api-client';
import type { ModalBaseProps, ModalProps } from '../../../app/modals/modal-props';
import { refreshUserInfo } from '../../../app/session/session';
import { usePostLoginGate } from '../../../app/session/use-post-login-gate';
import { useSignOut } from '../../../app/session/use-sign-out';
import { showToast } from '../../../app/toasts';
import { canCloseVerifyEmail } from './verify-email-closable';

type VerifyEmailModalProps = ModalBaseProps & ModalProps<'verify-email'>;

/**
 * Verify your email (§2 "Modals", §4 "Verification dialog"): the link went to `email`; it can
 * be sent again. On the dashboards it cannot be closed, so it offers a way forward instead:
 * check again once the link is opened, or log out.
 */
export function VerifyEmailModal({ opened, onClose, email }: VerifyEmailModalProps) {
  const { pathname } = useLocation();
  const closable = canCloseVerifyEmail(pathname);
  const queryClient = useQueryClient();
  const runGate = usePostLoginGate();
  const signOut = useSignOut();
  const [notYet, setNotYet] = useState(false);

  const resend = useMutation({
    mutationFn: () => call(resendEmailConfirmation),
    onSuccess: () =>
      showToast({ color: 'green', title: 'Link sent', message: `We sent a new link to ${email}.` }),
  });
  const check = useMutation({
    mutationFn: () => refreshUserInfo(queryClient),
    onSuccess: (user) => {
      if (user && !user.email_confirmed) return setNotYet(true);
      onClose();
      runGate(user, { landOnDashboard: false });
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={closable ? onClose : () => undefined}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      title="Verify your email"
    >
      <Stack gap="md">
        <Text>
          We sent a link to <strong>{email}</strong>. Open it to confirm your email address, then
          come back here.
        </Text>
        <Text c="dimmed">Nothing arrived? Check your spam folder, or send the link again.</Text>
        {resend.error && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Failed to resend confirmation email"
          >
            {resend.error.message}
          </Alert>
        )}
        {notYet && (
          <Alert color="yellow" variant="light" role="status">
            Your email is not confirmed yet. Open the link in the email we sent, then try again.
          </Alert>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
            Resend the link
          </Button>
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            I have confirmed my email
          </Button>
        </Group>
        {!closable && (
          <Text size="sm">
            Not your account, or signed up with the wrong address?{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => signOut.mutate(undefined, { onSuccess: onClose })}
            >
              Log out
            </Anchor>
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
