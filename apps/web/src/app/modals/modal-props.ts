import type { ReturnTo } from '../session/post-login-gate';

/** What the opener gives every modal; a modal adds its own props beside these. */
export type ModalBaseProps = {
  opened: boolean;
  onClose: () => void;
};

/**
 * Every modal the central opener can show, by name, with the props a caller passes when
 * opening it. Written here, not read off the components, so the opener's callers import no
 * modal's code (modal-kinds.ts, which loads them, is checked against this list).
 */
export type ModalPropsByKind = {
  'crisis-help': Record<string, never>;
  login: {
    /** Opened from the navigation: land on the dashboard after signing in. */
    landOnDashboard?: boolean;
    /** Why the person is asked to log in again (an ended session), shown above the form. */
    notice?: string;
    /** Signed out for inactivity from this page: the same person goes back to it. */
    returnTo?: ReturnTo;
  };
  'forgot-password': Record<string, never>;
  'verify-email': { email: string };
  'sign-in-or-register': Record<string, never>;
  'member-intake': Record<string, never>;
};

export type ModalKind = keyof ModalPropsByKind;

/** The props a caller passes when opening a kind: its own, without the opener's. */
export type ModalProps<K extends ModalKind> = ModalPropsByKind[K];
