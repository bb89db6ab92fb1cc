import { isMobile } from 'is-mobile';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** Resizing settles for this long before the layout is recomputed (spec §9). */
export const resizeDebounceMs = 500;

/** A phone: a mobile user agent that is not a tablet. */
export function isPhone(userAgent: string): boolean {
  return isMobile({ ua: userAgent, tablet: false });
}

/** A phone held upright: the layout with the bottom bar (accounts-and-access §2). */
export function isPhonePortrait(): boolean {
  return isPhone(navigator.userAgent) && window.innerHeight >= window.innerWidth;
}

/**
 * Tells React to look again once resizing has settled. A timer of its own rather than
 * Mantine's debounce hook: this runs on every page, whose first script carries as little as it
 * can.
 */
function onSettledResize(recompute: () => void): () => void {
  let timer: number | undefined;
  const settle = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(recompute, resizeDebounceMs);
  };
  window.addEventListener('resize', settle);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', settle);
  };
}

const PhonePortraitContext = createContext(false);

/** On the root of a page the server drew for a phone (prerender.tsx), for main.tsx to read. */
export const prerenderedForPhoneAttribute = 'data-phone-portrait';

type PhonePortraitProviderProps = {
  /**
   * A page the server draws (prerender.tsx) is drawn for a phone held upright when its user
   * agent is a phone's: how it is held the server cannot know. Hydrating it, React takes that
   * answer, then this device's.
   */
  prerenderedForPhone: boolean;
  children: ReactNode;
};

export function PhonePortraitProvider({
  prerenderedForPhone,
  children,
}: PhonePortraitProviderProps) {
  const phonePortrait = useSyncExternalStore(
    onSettledResize,
    isPhonePortrait,
    () => prerenderedForPhone,
  );
  return <PhonePortraitContext value={phonePortrait}>{children}</PhonePortraitContext>;
}

export function usePhonePortrait(): boolean {
  return useContext(PhonePortraitContext);
}
