import type { ComponentProps } from 'react';
import { SessionExpiredModal } from '../session/session-expired-modal';
import { CrisisHelpModal } from './crisis-help-modal';
import type { ModalBaseProps } from './modal-props';

/** Every modal the central opener can show, by name. */
export const modalKinds = {
  'crisis-help': CrisisHelpModal,
  'session-expired': SessionExpiredModal,
};

export type ModalKind = keyof typeof modalKinds;

/** The props a caller passes when opening a kind: its own, without the opener's. */
export type ModalProps<K extends ModalKind> = Omit<
  ComponentProps<(typeof modalKinds)[K]>,
  keyof ModalBaseProps
>;
