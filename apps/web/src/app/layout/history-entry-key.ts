/**
 * Gives the history entry the page was loaded into a key of its own, before the router reads
 * it. React Router keys the entries it creates itself, but the one a page is loaded into (an
 * address typed or opened from a mail, a return from the payment page, a reload) reads as
 * 'default' — one key for every such page of the tab, so ScrollRestoration, which keeps
 * positions by key, opened each new address at the last one's position. Kept in
 * history.state, the key survives a reload and back or forward into the entry, which restore
 * the position; a new address is a new entry and opens at the top.
 */
export function keyThisHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
