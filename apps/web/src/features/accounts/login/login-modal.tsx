import { Alert, Modal } from '@mantine/core';
import { useLocation } from 'react-router';
import { isDashboardPath } from '../../../app/layout/shell-chrome';
import type { ModalBaseProps, ModalProps } from '../../../app/modals/modal-props';
import { usePhonePortrait } from '../../../app/phone/phone-portrait';
import { LoginForm, loginTitle } from './login-form';

type LoginModalProps = ModalBaseProps & ModalProps<'login'>;

export function LoginModal({
  opened,
  onClose,
  landOnDashboard = false,
  notice,
  returnTo,
}: LoginModalProps) {
  const { pathname } = useLocation();
  const phone = usePhonePortrait();
  return (
    <Modal opened={opened} onClose={onClose} title={loginTitle()}>
      {notice && (
        <Alert color="orchid" variant="light" mb="md">
          {notice}
        </Alert>
      )}
      <LoginForm
        landOnDashboard={landOnDashboard}
        onDone={onClose}
        showRegisterButton={phone && !isDashboardPath(pathname)}
        returnTo={returnTo}
      />
    </Modal>
  );
}
