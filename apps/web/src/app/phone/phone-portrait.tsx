import { isMobile } from 'is-mobile';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** Resizing settles for this long before the layout is recomputed (spec §9). */
export const resizeDebounceMs = 500;

/**
 * A phone (a mobile user agent that is not a tablet) held upright: the layout with the bottom
 * bar (accounts-and-access §2).
 */
export function isPhonePortrait(): boolean {
  return isMobile({ tablet: false }) && window.innerHeight >= window.innerWidth;
}

const PhonePortraitContext = createContext(false);

export function PhonePortraitProvider({ children }: { children: ReactNode }) {
  const [phonePortrait, setPhonePortrait] = useState(isPhonePortrait);
  // A timer of its own rather than Mantine's debounce hook: this runs on every page, whose
  // first script carries as little as it can.
  useEffect(() => {
    let timer: number | undefined;
    const recompute = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPhonePortrait(isPhonePortrait()), resizeDebounceMs);
    };
    window.addEventListener('resize', recompute);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', recompute);
    };
  }, []);
  return <PhonePortraitContext value={phonePortrait}>{children}</PhonePortraitContext>;
}

export function usePhonePortrait(): boolean {
  return useContext(PhonePortraitContext);
}
