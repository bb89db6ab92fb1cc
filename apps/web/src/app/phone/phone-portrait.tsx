import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { isMobile } from 'is-mobile';
import { createContext, type ReactNode, useContext, useState } from 'react';

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
  const recompute = useDebouncedCallback(
    () => setPhonePortrait(isPhonePortrait()),
    resizeDebounceMs,
  );
  useWindowEvent('resize', recompute);
  return <PhonePortraitContext value={phonePortrait}>{children}</PhonePortraitContext>;
}

export function usePhonePortrait(): boolean {
  return useContext(PhonePortraitContext);
}
