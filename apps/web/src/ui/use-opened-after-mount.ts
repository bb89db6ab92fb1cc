import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/**
 * `opened`, one render late on mount: a Mantine dialog or menu loaded when it is first wanted
 * mounts closed and then opens, so it notes where focus was (its focus return records that
 * when `opened` changes, never on the first render) and gives it back when it closes.
 *
 * `focusFirst`: a menu's own button, which replaced the placeholder that had focus; it takes
 * focus before the menu opens, so focus comes back to it.
 */
export function useOpenedAfterMount(
  opened: boolean,
  focusFirst?: RefObject<HTMLElement | null>,
): boolean {
  const [shown, setShown] = useState(false);
  // Once, on mount: later openings note focus themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (opened && (!active || active === document.body)) {
      focusFirst?.current?.focus({ preventScroll: true });
    }
  }, []);
  useEffect(() => setShown(opened), [opened]);
  return shown && opened;
}
