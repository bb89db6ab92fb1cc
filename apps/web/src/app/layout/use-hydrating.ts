import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * true while a page the server draws (prerender.tsx) is rendered there and hydrated here;
 * false on pages drawn in the browser, and on a hydrated page from the render after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
