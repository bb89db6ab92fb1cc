/**
 * Loads the page again from the server. Switching whom a guardian acts for does this (§4
 * "Acting as a minor"), so nothing loaded for the other profile stays on screen or in memory.
 * A module of its own so tests can replace it.
 */
export function reloadPage(): void {
  window.location.reload();
}
