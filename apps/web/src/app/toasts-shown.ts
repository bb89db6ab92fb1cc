// Whether any toast has been shown on this page, apart from toasts.ts (and Mantine's
// notifications store), so the providers can wait for the first toast before loading the
// toasts' container without loading the store with the page.

let shown = false;
const listeners = new Set<() => void>();

export function noteToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

export const toastsShown = (): boolean => shown;

export function onToastShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
