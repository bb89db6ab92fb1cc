import { Alert, Modal } from '@mantine/core';
import { useLocation } from 'react-router';
import { isDashboardPath } from '../../../app/layout/shell-chrome';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { usePhonePortrait } from '../../../app/phone/phone-portrait';
import type { ReturnTo } from '../../../app/session/post-login-gate';
import { LoginForm, loginTitle } from './login-form';

type LoginModalProps = ModalBaseProps & {
  /** Opened from the navigation: land on the dashboard after signing in. */
  landOnDashboard?: boolean;
  /** Why the person is asked to log in again (an ended session), shown above the form. */
  notice?: string;
  /** Signed out for inactivity from this page: the same person goes back to it. */
  returnTo?: ReturnTo;
};

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
