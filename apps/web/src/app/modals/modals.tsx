import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ModalKind, type ModalProps, modalKinds } from './modal-kinds';
import type { ModalBaseProps } from './modal-props';

type OpenArgs<K extends ModalKind> =
  Record<string, never> extends ModalProps<K> ? [props?: ModalProps<K>] : [props: ModalProps<K>];

type Modals = {
  /** Opens a modal, closing whichever was open: there is never more than one. */
  open: <K extends ModalKind>(kind: K, ...props: OpenArgs<K>) => void;
  close: () => void;
  current: ModalKind | undefined;
};

type Shown = { kind: ModalKind; props: object };

const ModalsContext = createContext<Modals | undefined>(undefined);

/**
 * The central modal opener (accounts-and-access §2 "Modals"). It holds one slot, so opening
 * a modal replaces the one before; when the last closes, focus goes back to where it was.
 */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback(<K extends ModalKind>(kind: K, ...[props]: OpenArgs<K>) => {
    setShown((before) => {
      if (!before && document.activeElement instanceof HTMLElement) {
        returnFocusTo.current = document.activeElement;
      }
      return { kind, props: props ?? {} };
    });
  }, []);
  const close = useCallback(() => setShown(undefined), []);

  useEffect(() => {
    if (shown || !returnFocusTo.current) return;
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [shown]);

  const modals = useMemo(() => ({ open, close, current: shown?.kind }), [open, close, shown]);
  // The kind and its props were paired by `open`'s signature; TypeScript cannot follow the
  // pair through the state, hence the widening here.
  const Shown = shown ? (modalKinds[shown.kind] as ComponentType<ModalBaseProps>) : undefined;

  return (
    <ModalsContext value={modals}>
      {children}
      {Shown && shown && (
        // A lazily loaded modal shows once its code is here.
        <Suspense fallback={null}>
          <Shown key={shown.kind} {...shown.props} opened onClose={close} />
        </Suspense>
      )}
    </ModalsContext>
  );
}

export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals is used outside ModalsProvider');
  return modals;
}
