/**
 * Where to go once a new member has finished the intake (§2 "Landing after login or signup"):
 * the page they registered on, kept for the tab's life. Storage can be off (private modes);
 * the intake then lands on the member homepage.
 */
export const REDIRECT_AFTER_REGISTER_KEY = 'redirect_after_register';

export function rememberRedirectAfterRegister(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_AFTER_REGISTER_KEY, path);
  } catch {
    // Nothing to remember it in.
  }
}

/** The saved target, removed: it serves one intake (§4 "Member intake"). */
export function takeRedirectAfterRegister(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_AFTER_REGISTER_KEY);
    sessionStorage.removeItem(REDIRECT_AFTER_REGISTER_KEY);
    return path;
  } catch {
    return null;
  }
}
