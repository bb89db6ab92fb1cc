import { type ComponentProps, lazy } from 'react';
import { SignInOrRegisterModal } from '../../features/accounts/get-started/sign-in-or-register-modal';
import { LoginModal } from '../../features/accounts/login/login-modal';
import { ForgotPasswordModal } from '../../features/accounts/password/forgot-password-modal';
import { VerifyEmailModal } from '../../features/accounts/verify-email/verify-email-modal';
import { CrisisHelpModal } from './crisis-help-modal';
import type { ModalBaseProps } from './modal-props';

// The intake brings the whole profile form and the region lists: loaded when first opened.
const MemberIntakeModal = lazy(() =>
  import('../../features/members/intake/member-intake-modal').then((m) => ({
    default: m.MemberIntakeModal,
  })),
);

/** Every modal the central opener can show, by name. */
export const modalKinds = {
  'crisis-help': CrisisHelpModal,
  login: LoginModal,
  'forgot-password': ForgotPasswordModal,
  'verify-email': VerifyEmailModal,
  'sign-in-or-register': SignInOrRegisterModal,
  'member-intake': MemberIntakeModal,
};

export type ModalKind = keyof typeof modalKinds;

/** The props a caller passes when opening a kind: its own, without the opener's. */
export type ModalProps<K extends ModalKind> = Omit<
  ComponentProps<(typeof modalKinds)[K]>,
  keyof ModalBaseProps
>;
