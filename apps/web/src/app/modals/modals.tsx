// The modal opener's context and hooks, which the modals themselves use. The provider
// (modals-provider.tsx) is the one module that loads the modal kinds' code: importing it here
// would close a circle through every modal that opens another.
import { createContext, useContext } from 'react';
import type { ModalKind, ModalProps } from './modal-props';

export type OpenArgs<K extends ModalKind> =
  Record<string, never> extends ModalProps<K> ? [props?: ModalProps<K>] : [props: ModalProps<K>];

export type Modals = {
  /** Opens a modal, closing whichever was open: there is never more than one. */
  open: <K extends ModalKind>(kind: K, ...props: OpenArgs<K>) => void;
  close: () => void;
};

export const ModalsContext = createContext<Modals | undefined>(undefined);
// The modal shown, apart from the opener: the many buttons that only open one are not drawn
// again each time a modal opens or closes.
export const CurrentModalContext = createContext<ModalKind | undefined>(undefined);

export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals is used outside ModalsProvider');
  return modals;
}

/** The kind of modal shown now, if any. */
export function useCurrentModal(): ModalKind | undefined {
  return useContext(CurrentModalContext);
}
