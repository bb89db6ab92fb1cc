/**
 * Where to go once a new member has finished the intake (§2 "Landing after login or signup"):
 * the page they registered on, kept for the tab's life.
 */
export const REDIRECT_AFTER_REGISTER_KEY = 'redirect_after_register';

export function rememberRedirectAfterRegister(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_AFTER_REGISTER_KEY, path);
  } catch {
    // Storage can be off (private modes); the intake then lands on the member homepage.
  }
}
