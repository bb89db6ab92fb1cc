import { Button, Modal, Stack } from '@mantine/core';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { useModals } from '../../../app/modals/modals';
import { ForgotPasswordFields, PasswordLinkSent, useForgotPassword } from './forgot-password-form';

/** Forgot password (§4): the address, then 'Password link sent'. */
export function ForgotPasswordModal({ opened, onClose }: ModalBaseProps) {
  const modals = useModals();
  const request = useForgotPassword();

  const backToLogin = (
    <Button variant="default" onClick={() => modals.open('login')}>
      Back to log in
    </Button>
  );

  if (request.send.isSuccess) {
    return (
      <Modal opened={opened} onClose={onClose} title="Password link sent">
        <Stack gap="md" align="flex-start">
          <PasswordLinkSent address={request.send.variables} />
          {backToLogin}
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Forgot your password?">
      <ForgotPasswordFields
        request={request}
        submitLabel="Send reset link"
        intro="Enter the email you signed up with and we will send you a link to reset it."
        autoFocus
      >
        {backToLogin}
      </ForgotPasswordFields>
    </Modal>
  );
}
