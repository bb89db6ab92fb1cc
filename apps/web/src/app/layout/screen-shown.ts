import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Tells the shell that a screen (or its error) is drawn. Until then the shell leaves the
 * footer out: drawn under the loading placeholder, it would jump down the page when the
 * screen arrives (a layout shift of most of the window); drawn with the screen, nothing moves.
 */
export const ScreenShownContext = createContext<() => void>(() => {});

/** Called by the screens' route element and the screen error: the footer comes with them. */
export function useScreenShown(): void {
  const shown = useContext(ScreenShownContext);
  // Before the browser paints, so the screen and the footer appear in the same frame.
  useLayoutEffect(() => shown(), [shown]);
}
