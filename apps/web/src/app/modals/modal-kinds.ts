import { type ComponentType, lazy } from 'react';
import type { ModalBaseProps, ModalKind, ModalProps } from './modal-props';

// Every modal is loaded when first opened: their forms, schemas and Mantine's dialog code are
// not needed to show a page.
const CrisisHelpModal = lazy(() =>
  import('./crisis-help-modal').then((m) => ({ default: m.CrisisHelpModal })),
);
const LoginModal = lazy(() =>
  import('../../features/accounts/login/login-modal').then((m) => ({ default: m.LoginModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('../../features/accounts/password/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
const VerifyEmailModal = lazy(() =>
  import('../../features/accounts/verify-email/verify-email-modal').then((m) => ({
    default: m.VerifyEmailModal,
  })),
);
const SignInOrRegisterModal = lazy(() =>
  import('../../features/accounts/get-started/sign-in-or-register-modal').then((m) => ({
    default: m.SignInOrRegisterModal,
  })),
);
// The intake brings the whole profile form and the region lists.
const MemberIntakeModal = lazy(() =>
  import('../../features/members/intake/member-intake-modal').then((m) => ({
    default: m.MemberIntakeModal,
  })),
);

/** Every modal the central opener can show, by name (modal-props.ts lists their props). */
export const modalKinds = {
  'crisis-help': CrisisHelpModal,
  login: LoginModal,
  'forgot-password': ForgotPasswordModal,
  'verify-email': VerifyEmailModal,
  'sign-in-or-register': SignInOrRegisterModal,
  'member-intake': MemberIntakeModal,
} satisfies { [K in ModalKind]: ComponentType<ModalBaseProps & ModalProps<K>> };
