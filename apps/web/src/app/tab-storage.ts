/**
 * Values kept for the tab's life (sessionStorage). Storage can be off (private modes, blocked
 * cookies): then nothing is kept and reads answer null, and callers fall back to their
 * default.
 */
export const tabStorage = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Nothing to keep it in.
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
