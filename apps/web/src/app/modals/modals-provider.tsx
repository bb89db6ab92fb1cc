import {
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { modalKinds } from './modal-kinds';
import type { ModalBaseProps, ModalKind } from './modal-props';
import { CurrentModalContext, ModalsContext, type OpenArgs } from './modals';

type Shown = { kind: ModalKind; props: object };

/**
 * The central modal opener (accounts-and-access §2 "Modals"). It holds one slot, so opening
 * a modal replaces the one before; when the last closes, focus goes back to where it was.
 */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // In a transition: a modal is drawn in slices between which the page still answers (a page
  // that opens one on arrival would otherwise draw it in one long task), and while its code
  // loads the page stays as it is.
  const open = useCallback(<K extends ModalKind>(kind: K, ...[props]: OpenArgs<K>) => {
    const activeElement = document.activeElement;
    startTransition(() => {
      setShown((before) => {
        if (!before && activeElement instanceof HTMLElement) returnFocusTo.current = activeElement;
        return { kind, props: props ?? {} };
      });
    });
  }, []);
  const close = useCallback(() => setShown(undefined), []);

  useEffect(() => {
    if (shown || !returnFocusTo.current) return;
    if (returnFocusTo.current.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [shown]);

  const modals = useMemo(() => ({ open, close }), [open, close]);
  // The kind and its props were paired by `open`'s signature; TypeScript cannot follow the
  // pair through the state, hence the widening here.
  const Shown = shown ? (modalKinds[shown.kind] as ComponentType<ModalBaseProps>) : undefined;

  return (
    <ModalsContext value={modals}>
      <CurrentModalContext value={shown?.kind}>
        {children}
        {Shown && shown && (
          // A lazily loaded modal shows once its code is here.
          <Suspense fallback={null}>
            <Shown key={shown.kind} {...shown.props} opened onClose={close} />
          </Suspense>
        )}
      </CurrentModalContext>
    </ModalsContext>
  );
}
